"""End to end in Arabic and in French: a round played by keys under Xvfb, heard
through the real Speech Dispatcher daemon in that language.

Reuses the machinery of test_desktop.py (the app driver, the headless
services); the player here finds its way by message ids, never by English
words, so the same loop drives every language.
"""

from __future__ import annotations

import re

import pytest

from baloot_audio.i18n import Catalog
from test_desktop import CARD_IDS, AppDriver, _is_turn, daemon_words, why_unheard

ARABIC = re.compile("[\u0600-\u06ff]")
HARAKAT = re.compile("[\u064b-\u0652\u0670]")
PLAY_VERB = {"ar": re.compile(r"(^|\s)(لعبت|لعب|بديت|بدأ|بدأت|دقيت|دق|أكلت|أكل|راحت|نزلت|نزل)(\s|$|[.،:])"),
             "fr": re.compile(r"\b(jouez|joue|entamez|entame|coupez|coupe|faites|fait)\b")}
CALL_KEYS = ("shift+h", "shift+c", "shift+n", "shift+p", "Return")


def make_call(app: AppDriver, me: str, keys: tuple[str, ...] = CALL_KEYS) -> int:
    """The first of ``keys`` whose call is accepted; by default hokum when possible (to
    get trumps), else confirm, decline, pass, the menu's first."""
    for key in keys:
        start = app.keys(key)
        i, rec = app.wait_for(lambda r: (r.get("id", "").startswith("call-made")
                                         and r["text"].startswith(me))
                              or r.get("id") == "refusal", start)
        if rec.get("id") != "refusal":
            return i
    raise AssertionError("no call was accepted")


def base_id(r: dict) -> str:
    """A message's id without its brief form's suffix ("card-played-brief")."""
    return r.get("id", "").removesuffix("-brief")


def play_card(app: AppDriver, me: str, t: Catalog, mistake: bool = False) -> tuple[int, bool]:
    """Try the cards from the left until one is played: its log index, and whether it
    was a card that asked first (a Qaid table's warning), played only when ``mistake``."""
    def mine(r: dict) -> bool:
        return base_id(r) in CARD_IDS and r["text"].startswith(me)

    for k in range(8):
        start = app.keys("Home", *(["Right"] * k), "Return")
        # from this Enter's command: the last refusal's words may be logged after its
        # sound, once this attempt's keys are on their way
        start, _ = app.wait_for(lambda r: r.get("kind") == "command" and r.get("id") == "play",
                                start)
        i, rec = app.wait_for(
            lambda r: (r.get("kind") == "sound" and r.get("cue") == "refused")
            or r.get("id") in ("refusal", "qaid-warn") or mine(r), start)
        if rec.get("id") == "qaid-warn" and mistake:
            return app.wait_for(mine, app.keys("Return"))[0], True
        if mine(rec):
            return i, False
    raise AssertionError("no card of the hand was played")


@pytest.mark.slow(35)
@pytest.mark.parametrize("lang,seed", [("ar", "e2e-1"), ("fr", "e2e-1")])
def test_a_round_by_keys_in_each_language(headless, tmp_path, lang, seed):
    t = Catalog(lang, strict=True)
    me = t("seat-me") + " "
    me_call = t("seat-me")
    app = AppDriver(headless, tmp_path, seed=seed, args=("--lang", lang, "--no-sound"))
    try:
        pos = 0
        for _ in range(4):
            while True:
                i, rec = app.wait_for(_is_turn, pos, 30)
                if rec["kind"] == "screen":
                    break
                pos = (make_call(app, me_call) if rec["id"] == "offered-me"
                       else play_card(app, me, t)[0]) + 1
            recs = app.records()
            last_deal = max(j for j, r in enumerate(recs) if r.get("id") == "dealt")
            round_recs = recs[last_deal:]
            played = [r for r in round_recs if r.get("id") in CARD_IDS]
            if len(played) == 32:
                break
            start = app.keys("Return")  # the next round, from the end-of-round screen
            pos = app.wait_for(lambda r: r.get("id") == "dealt", start)[0]
        else:
            pytest.fail("no round was played to the end in four deals")

        # the whole round was spoken in the language, from the deal to the score
        spoken = [r for r in round_recs if r.get("kind") == "speech"]
        ids = {r.get("id") for r in spoken}
        assert {"dealt", "contract-set", "round-result", "match-scored"} <= ids
        assert sum(1 for r in played if r["text"].startswith(me)) == 8
        for r in spoken:
            if lang == "ar":
                assert ARABIC.search(r["text"]), r
            else:
                assert not re.search(r"\b(the|you|plays|trick|wins)\b", r["text"]), r
        # every line about a play says who did what, with a verb (issue 31), and the
        # daemon queued it so: "أنت لعبت ثمانية هاص.", "Votre partenaire joue la dame de carreau."
        plays = [r for r in spoken if r.get("id") in CARD_IDS | {"trick-won", "trick-won-last"}]
        for r in plays:
            assert PLAY_VERB[lang].search(HARAKAT.sub("", r["text"])), r
        heard = [m for m in headless.speechd_messages()
                 if any(m == daemon_words(app.records()).get(r["text"], r["text"])
                        for r in plays)]
        print(f"\n{lang}: the daemon queued {len(heard)} play lines, the first 12:")
        print("\n".join(heard[:12]))
        # the cards are named as that table names them
        if lang == "ar":
            assert any(re.search("(سبيت|هاص|ديمن|شريا)", r["text"]) for r in played)
            assert any("الأكلة" in r["text"] for r in spoken if r.get("id") == "trick-won")
        else:
            assert all(re.search(r"(pique|cœur|carreau|trèfle)", r["text"]) for r in played)
            assert any("pli" in r["text"] for r in spoken if r.get("id") == "trick-won")

        # the real Speech Dispatcher daemon received the narration, intact
        wanted = [r["text"] for r in played] + \
            [r["text"] for r in spoken if r.get("id") in ("contract-set", "match-scored")]
        words = daemon_words(app.records())
        missing = headless.missing_from_speechd([words.get(text, text) for text in wanted])
        assert not missing, why_unheard(app.records(), missing)
    finally:
        app.stop()
    # the app spoke the language it was given from its first words
    speech = [r for r in app.records() if r.get("kind") == "speech"]
    # a new match's first words are its deal's (the fair shuffle's seal: on request)
    first = speech[0]["text"]
    assert speech[0]["id"] == "dealt"
    assert ARABIC.search(first) if lang == "ar" else first.startswith("Nouvelle donne"), first


def test_switching_language_in_settings_takes_effect_at_once(headless, tmp_path):
    """English at start; Settings > Language > Right: French at once, table included."""
    app = AppDriver(headless, tmp_path, seed="e2e-2", args=("--lang", "en", "--no-sound"))
    try:
        app.wait_for(lambda r: r.get("id") == "dealt", 0)
        start = app.keys("Escape")
        app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == "game_menu", start)
        start = app.keys("Down", "Return")
        i, rec = app.wait_for(lambda r: r.get("kind") == "speech" and r.get("id") == "screen"
                              and r["text"].startswith("Settings"), start)
        assert "Language: English" in rec["text"]
        start = app.keys("Right")
        _, rec = app.wait_for(lambda r: r.get("id") == "focus", start)
        assert rec["text"] == "Langue\u202f: Français"   # French typography: narrow space
        start = app.keys("Escape", "Escape")  # back to the game menu, then the table
        app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == "table", start)
        assert app.ask("s", "ask-score").startswith("Partie\u202f: nous 0, eux 0")
        assert app.ask("l", "ask-land").startswith("La retourne est ")
        # the choice is saved for the next start
        saved = (tmp_path / "config" / "settings.json").read_text(encoding="utf-8")
        assert '"language": "fr"' in saved
    finally:
        app.stop()
    got = headless.speechd_messages()
    assert "Langue\u202f: Français" in got
