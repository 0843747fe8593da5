"""The name rules (one name whatever its script's look-alikes, no seat word or
pronoun in any language) and what free text may hold (Arabic's marks and emoji
joiners, never the controls that reorder or hide text)."""
import pytest

from baloot_audio.i18n import Catalog, available_languages
from baloot_audio.net.wire.free_text import text_refusal
from baloot_audio.net.wire.names import name_key, name_refusal


@pytest.mark.parametrize("a, b", [
    ("Ahmed", "AHMED"),
    ("Ahmed", "\u0410hm\u0435d"),            # Cyrillic А and е
    ("Abe", "\u0391\u0392\u0395"),          # Greek capitals: ΑΒΕ
    ("Paco", "\u0440\u0430\u0441\u043e"),    # all Cyrillic: расо
    ("Ali", "A\u200dli"),                    # a joiner hides nothing
    ("José", "Jose"),
    ("Marn", "Mam"),                         # rn looks like m
    ("Bob1", "Bobl"),
    ("أحمد", "احمد"),                        # hamza forms of one alef
    ("فاطمة", "فاطمه"),                      # taa marbuta, haa
    ("علي", "على"),                          # yaa, alef maqsura
    ("محمد", "مـحـمـد"),                     # tatweel
    ("سَعِيد", "سعيد"),                      # vowel marks
    ("کریم", "كريم"),                        # Persian kaf and yeh
    ("Nour", "Nour\u200f"),                  # a right-to-left mark
    ("Ⅸ", "IX"),                             # NFKC
    ("Victim", "Vict1m"),                    # digits and letters: 1, l, I, i
    ("Victim", "Vlctim"),
    ("Pl00", "PI00"),                        # I and l, 0 and O
    ("Sara", "Ꮪara"),                   # Cherokee DU for S
    ("Bob", "ᏴoᏴ"),                # Cherokee YV for B
    ("سارة", "ساڔة"),                        # a reh with a mark below
    ("سارة", "سارۃ"),                        # Urdu's teh marbuta goal
    ("بدر", "ٮدر"),                          # a dotless beh
])
def test_look_alikes_are_one_name(a, b):
    assert name_key(a) == name_key(b)


@pytest.mark.parametrize("a, b", [("Ali", "Aly"), ("Sara", "Sarah"), ("Ahmed", "Ahmad"),
                                  ("علي", "عليا"), ("Nour", "Noor")])
def test_different_names_stay_apart(a, b):
    assert name_key(a) != name_key(b)


def seat_words(lang: str) -> list[str]:
    """Every seat and team word the narrator says in ``lang``, from its catalogue."""
    t = Catalog(lang)
    ids = sorted(i for i in t.message_ids(lang) if i.startswith(("seat-", "team-")))
    assert len(ids) >= 16
    return [t(i) for i in ids]


@pytest.mark.parametrize("lang", available_languages())
def test_no_seat_word_of_any_language_is_a_name(lang):
    for word in seat_words(lang):
        for form in (word, word.upper(), word.lower(), f"{word}2"):
            if len(form) <= 24:
                assert name_refusal(form) == "reserved_name", (lang, form)


@pytest.mark.parametrize("name", ["Partner", "PARTNER", "Pаrtner", "You", "Left", "Right",
                                  "Partenaire", "Vous", "Nous", "شريكك", "خويك", "خويّك",
                                  "يمينك", "أنت", "Mr Right", "partner_1", "Partner1",
                                  # who the game and the server speak as, in three languages
                                  "Admin", "System", "Guest", "Dealer", "Donneur", "الموزع",
                                  "قدامك", "خوي", "bot-strong", "Bot", "Invité", "ضيف",
                                  "Système", "النظام", "Server", "المشرف"])
def test_pronouns_and_seat_words_are_refused(name):
    assert name_refusal(name) == "reserved_name"


@pytest.mark.parametrize("name", ["Ahmed", "Youssef", "Léa", "نورة", "Rightson", "Ana Lucía",
                                  "ليلى", "Bob 2", "Guestrin", "Botros", "Adminah"])
def test_ordinary_names_are_names(name):
    assert name_refusal(name) is None


@pytest.mark.parametrize("name", ["", " ", "Ann ", "x" * 25, "Bob\u202e", "A\u2066b", "A\nB",
                                  "\u200f", "A\x00"])
def test_bad_names_are_refused(name):
    assert name_refusal(name) == "bad_name"


@pytest.mark.parametrize("text", [
    "\u200fمرحبا يا شباب",                   # a right-to-left mark
    "👨\u200d👩\u200d👧",                     # a joined emoji
    "❤\ufe0f",                               # a variation selector
    "می\u200cخواهم",                         # a non-joiner
    "🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",   # a tag sequence
    "Bien joué\u202f!",                      # French typography
])
def test_chat_takes_the_marks_arabic_and_emoji_need(text):
    assert text_refusal(text) is None


@pytest.mark.parametrize("text", ["abc\u202egnp.exe", "\u202bنص", "a\u2066b\u2069", "a\x1bb",
                                  "a\x85b", "a\u2028b", "\u200f\u200d", "   ", "a\u2060b",
                                  "a\ufeffb"])
def test_chat_refuses_what_reorders_or_hides_text(text):
    assert text_refusal(text) is not None


def test_every_name_the_server_keeps_is_folded_and_checked_alike(tmp_path):
    """Against a real server: an account beside a look-alike, a guest under another
    online guest's name (until that guest leaves), a tournament's name with a
    control that reorders text or a seat word: each refused as a player's name is."""
    import asyncio

    from baloot_audio.net.wire.protocol import VERSION
    from .serve import Raw, Serve, loopback

    async def first(url, source, message):
        raw = await Raw.open(url, None, source)
        answer = await raw.ask({"version": VERSION, **message})
        return raw, answer.get("code", answer["type"])

    async def main(url):
        victim, code = await first(url, loopback(1), {"type": "register", "name": "Victim",
                                                      "password": "correct horse"})
        assert code == "welcome"
        for n, look_alike in enumerate(["Vlctim", "VICT1M", "Admin"]):
            _, code = await first(url, loopback(2 + n), {"type": "register", "name": look_alike,
                                                         "password": "correct horse"})
            assert code in ("name_taken", "reserved_name"), (look_alike, code)
        ann, code = await first(url, loopback(5), {"type": "hello", "name": "Ann"})
        assert code == "welcome"
        _, code = await first(url, loopback(6), {"type": "hello", "name": "ANN"})
        assert code == "name_taken"
        await ann.close()
        async def after_ann_left():
            for _ in range(200):
                raw, code = await first(url, loopback(6), {"type": "hello", "name": "Ann"})
                if code == "welcome":
                    return raw
                await asyncio.sleep(0.05)
            raise AssertionError("Ann's name stays taken after she left")
        await (await after_ann_left()).close()
        for name in ("Cup\u202e", "A\x00", "Partner", "\u200b", "Cup\nTwo", "Your partner"):
            answer = await victim.ask({"type": "create_tournament", "name": name,
                                       "starts_at": 4_000_000_000.0})
            assert answer.get("code") in ("bad_name", "reserved_name"), (name, answer)
        await victim.close()

    with Serve(tmp_path, "--connects-per-second", "100", "--registers-per-second", "100",
               db=f"sqlite:///{tmp_path / 's.sqlite3'}") as server:
        asyncio.run(main(server.url))


def test_a_guest_banned_from_a_table_does_not_come_back_as_a_new_guest(tmp_path):
    """A table's ban on a guest holds for the guest's address as long as the table:
    the same person back under a new guest name from that address is refused as
    any banned player is (unknown_table); a guest from another address joins."""
    import asyncio

    from .serve import Raw, Serve, loopback

    async def main(url):
        ann = await Raw.open(url, "Ann", loopback(1))
        table = await ann.create()
        bo = await Raw.open(url, "Bo", loopback(3))
        assert (await bo.ask({"type": "join_table", "code": table["code"]}))["type"] == "joined"
        banned = await ann.ask({"type": "remove", "player_id": bo.player_id, "ban": True})
        assert banned["type"] == "ok", banned
        await bo.close()
        again = await Raw.open(url, "Bobby", loopback(3))
        answer = await again.ask({"type": "join_table", "code": table["code"]})
        assert answer.get("code") == "unknown_table", answer
        friend = await Raw.open(url, "Cy", loopback(4))
        assert (await friend.ask({"type": "join_table", "code": table["code"]}))["type"] == \
            "joined"
        for raw in (ann, again, friend):
            await raw.close()

    with Serve(tmp_path, "--connects-per-second", "100") as server:
        asyncio.run(main(server.url))
