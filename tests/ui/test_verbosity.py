"""The verbosity setting: "brief" drops the extra words, never what a player needs."""

from __future__ import annotations

import io
import json
import random

import pytest

from baloot_audio.core import events as ev
from baloot_audio.core import rules_for
from baloot_audio.i18n import Catalog
from baloot_audio.table import Table, TurnToPlay
from schedulers import ImmediateScheduler
from baloot_audio.ui.narrator import BRIEF_DROPPED, BRIEF_SHORTENED, Narrator
from baloot_audio.ui.menus import verbosity_item
from baloot_audio.ui.settings import VERBOSITIES, Settings
from baloot_audio.ui.speech import Speech, SpeechLog

from test_narrator import SAMPLES, ChooseAnyLegal

EXTRA = [
    ev.Offered(seat=1, stage="doubling", calls=("pass", "double")),   # another seat is asked
    ev.Offered(seat=0, stage="doubling", calls=("pass", "double")),   # I am asked
    ev.Raised(seat=2, call="gahwa", multiplier=4, locked=True, gahwa=True),
    ev.TrickWon(seat=0, trick=7, plays=((0, "AH"), (1, "7H"), (2, "8H"), (3, "9H")), abnat=21,
                last=True),
    ev.ThrownIn(reason="boshat", seat=1),
    ev.MatchScored(3, (0, 0), (10, 10), held=81),
    TurnToPlay(seat=0, lead=False, led_suit="H"),
    TurnToPlay(seat=0, lead=True, led_suit=None),
]
EVENTS = SAMPLES + EXTRA


def ids(narrations):
    return [x.msg_id for x in narrations if x.text]


def test_the_brief_sets_are_what_the_narrator_may_say():
    en = Catalog("en", strict=True)
    assert BRIEF_DROPPED == {"offered-other", "round-breakdown"}
    assert BRIEF_SHORTENED == {"trick-won", "trick-won-last", "your-turn-follow", "akka-called",
                               "raised-gahwa", "sawa-claimed"}
    assert not BRIEF_DROPPED & BRIEF_SHORTENED
    for msg in BRIEF_SHORTENED:
        assert en.has(msg + "-brief")
        assert len(en.message_ids()) and msg + "-brief" in en.message_ids()
    assert VERBOSITIES == ("full", "brief") and Narrator(en).verbosity == "full"


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("viewer", [0, 1, 2, 3])
def test_brief_drops_exactly_the_extra_words(lang, viewer):
    t = Catalog(lang, strict=True)
    full, brief = Narrator(t, viewer), Narrator(t, viewer, verbosity="brief")
    for event in EVENTS:
        f, b = full.narrate(event), brief.narrate(event)
        # the same sounds, always
        assert [(x.cue, x.cue_data) for x in f if x.cue] == [(x.cue, x.cue_data) for x in b if x.cue]
        expected = []
        for msg in ids(f):
            if msg in BRIEF_DROPPED:
                continue
            expected.append(msg + "-brief" if msg in BRIEF_SHORTENED else msg)
        assert ids(b) == expected, (event, ids(f), ids(b))
        for x, y in zip([x for x in f if x.msg_id not in BRIEF_DROPPED and x.text], b):
            assert y.text and "{" not in y.text
            assert len(y.text) <= len(x.text), (y.text, x.text)


def test_brief_in_english_words(t=Catalog("en", strict=True)):
    n = Narrator(t, viewer=0, verbosity="brief")
    say = lambda e: [x.text for x in n.narrate(e) if x.text]  # noqa: E731
    assert say(ev.Offered(seat=1, stage="doubling", calls=("pass", "double"))) == []
    assert say(ev.Offered(seat=0, stage="doubling", calls=("pass", "double"))) == \
        ["Your call: pass or double."]
    assert say(ev.TrickWon(seat=3, trick=0, plays=(), abnat=11, last=False)) == \
        ["Left wins the trick."]
    assert say(TurnToPlay(seat=0, lead=False, led_suit="H")) == ["Your turn, hearts."]
    assert say(TurnToPlay(seat=0, lead=True, led_suit=None)) == ["Your turn to lead."]
    assert say(ev.CardPlayed(seat=1, card="7H", trick=0, lead=True, trump=False, cut=False)) == \
        ["Right leads the seven of hearts."]
    assert say(ev.CallMade(seat=1, call="hokum")) == ["Right: hokum."]
    assert say(ev.BalootAnnounced(seat=3, points=2)) == ["Left: baloot, 2 points."]
    scored = say(SAMPLES[14])
    assert scored == ["We made our sun: 20 to 10."]   # the breakdown: the round key
    assert say(ev.MatchWon(team=1, totals=(100, 160))) == ["They win the match, 160 to 100."]


@pytest.mark.parametrize("preset", ["saudi", "ksa", "belote"])
def test_brief_keeps_every_card_played_with_its_player(preset):
    t = Catalog("en", strict=True)
    bot = ChooseAnyLegal()
    table = Table(rules_for(preset), {s: bot for s in range(1, 4)}, ImmediateScheduler(),
                  seed=f"brief-{preset}")
    full, brief = Narrator(t, 0), Narrator(t, 0, verbosity="brief")
    cards, said_full, said_brief = [], [], []

    def listen(e):
        if isinstance(e, ev.CardPlayed):
            cards.append(e)
        said_full.extend(x for x in full.narrate(e) if x.text)
        said_brief.extend(x for x in brief.narrate(e) if x.text)

    table.subscribe(listen)
    rng = random.Random(5)
    for _ in range(2):
        table.start_round()
        while not table.round_over:
            table.act(rng.choice(list(table.view().legal)))
    played = [x for x in said_brief if x.msg_id in ("card-led", "card-played", "card-cut")]
    assert len(cards) == 64 and len(played) == len(cards)
    for e, x in zip(cards, played):
        assert full.card(e.card) in x.text and full.seat(e.seat) in x.text
    mapped = [m + "-brief" if m in BRIEF_SHORTENED else m
              for m in (x.msg_id for x in said_full) if m not in BRIEF_DROPPED]
    assert [x.msg_id for x in said_brief] == mapped
    assert {"contract-set", "call-made", "trick-won-brief", "trick-won-last-brief",
            "round-result", "match-scored"} <= set(mapped)
    assert sum(x.msg_id.startswith("trick-won") for x in said_brief) == 16
    assert len(said_brief) <= len(said_full)


def test_the_setting_round_trips(tmp_path):
    assert Settings().verbosity == "full"
    s = Settings(verbosity="brief")
    assert s.save(tmp_path)
    assert Settings.load(tmp_path).verbosity == "brief"
    data = json.loads((tmp_path / "settings.json").read_text())
    data["verbosity"] = "chatty"  # unknown value: back to full
    (tmp_path / "settings.json").write_text(json.dumps(data))
    assert Settings.load(tmp_path).verbosity == "full"


class FakeApp:
    def __init__(self, lang: str):
        self.t = Catalog(lang, strict=True)
        self.speech = Speech(None, SpeechLog(stream=io.StringIO()))
        self.settings = Settings()
        self.narrator = Narrator(self.t, 0)


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_menu_item_switches_and_says_its_value(lang, tmp_path):
    app = FakeApp(lang)
    item = verbosity_item(app)
    full_label = item.label()
    assert app.t("verbosity-full") in full_label
    item.adjust(1)
    assert app.settings.verbosity == "brief" and app.narrator.verbosity == "brief"
    assert app.t("verbosity-brief") in item.label() and item.label() != full_label
    assert app.narrator.narrate(EXTRA[0]) == []  # heard at once by the narrator
    item.adjust(1)  # wraps around
    assert app.settings.verbosity == "full" and app.narrator.verbosity == "full"
    item.adjust(-1)
    assert app.settings.verbosity == "brief"
    app.settings.save(tmp_path)
    assert Settings.load(tmp_path).verbosity == "brief"
    if lang == "en":
        assert item.label() == "Narration: brief, for experienced players"
