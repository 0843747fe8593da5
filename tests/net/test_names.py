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
])
def test_look_alikes_are_one_name(a, b):
    assert name_key(a) == name_key(b)


@pytest.mark.parametrize("a, b", [("Ali", "All"), ("Sara", "Sarah"), ("Ahmed", "Ahmad"),
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
                                  "يمينك", "أنت", "Mr Right", "partner_1", "Partner1"])
def test_pronouns_and_seat_words_are_refused(name):
    assert name_refusal(name) == "reserved_name"


@pytest.mark.parametrize("name", ["Ahmed", "Youssef", "Léa", "نورة", "Rightson", "Ana Lucía",
                                  "ليلى", "Bob 2"])
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
