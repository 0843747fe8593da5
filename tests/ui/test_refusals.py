"""A refused key says why, in a few words right after its soft sound (issue 23).

The words come from the engine's named rule (the table's ``Refused`` notice, the
``IllegalAction`` it raises), with what the player's view shows (whose turn, the
suit led); the same words once until the table moves on; E keeps the whole rule;
a setting keeps refusals to their sound.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import Action, Phase, rules_for
from baloot_audio.i18n import Catalog
from baloot_audio.table import Table
from baloot_audio.table_api import Refused
from baloot_audio.ui.session import MatchSession
from schedulers import ImmediateScheduler, ManualScheduler

from test_session import FakeShell

CORE = Path(__file__).resolve().parents[2] / "baloot_audio" / "core"


def at_table(seed: str, scheduler=None) -> tuple[FakeShell, Table]:
    """A local table shown through the session, as the app does (the sound comes from
    the table's Refused notice, the words from the table screen)."""
    shell = FakeShell()
    session = MatchSession(shell)
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  scheduler or ManualScheduler(), seed=seed)
    session.attach(table, table)
    shell.show(session.screen)
    table.start_round()
    return shell, table


def after(shell: FakeShell, start: int) -> list[dict]:
    """The sounds and words logged since ``start``."""
    import json

    lines = [json.loads(line) for line in shell.log.getvalue().splitlines()][start:]
    return [r for r in lines if r["kind"] in ("sound", "speech")]


def mark(shell: FakeShell) -> int:
    return len(shell.log.getvalue().splitlines())


def press(shell: FakeShell, cmd: str) -> list[dict]:
    start = mark(shell)
    shell.screen.command(cmd)
    return after(shell, start)


def test_enter_out_of_turn_in_the_buy_says_whose_turn_it_is_once():
    shell, table = at_table("refuse-0")          # the right opponent is asked first
    assert not table.my_turn and shell.screen.zone == "hand"
    heard = press(shell, "play")
    assert [r.get("cue") or r["id"] for r in heard] == ["refused", "refusal"]   # sound, words
    assert heard[1]["text"] == "Not your turn: the right opponent is buying."
    assert heard[1]["priority"] == "answer"
    # the same refusal again: its sound only, until the table moves on
    assert [r.get("cue") for r in press(shell, "play")] == ["refused"]
    assert press(shell, "explain_refusal")[0]["text"] == "Not allowed: it is not your turn."
    table.scheduler.run_next()                    # the right opponent calls
    again = press(shell, "play")
    assert [r.get("cue") or r["id"] for r in again] == ["refused", "refusal"]
    if not table.my_turn:
        assert again[1]["text"].startswith("Not your turn: ")


def test_enter_on_the_hand_at_my_call_says_the_buy_is_not_over_and_where_the_calls_are():
    shell, table = at_table("refuse-1")          # my call first
    assert table.my_turn and table.view().phase is Phase.BUY
    shell.screen.zone = "hand"
    heard = press(shell, "play")
    assert heard[-1]["text"] == "The buy is not over: make your call first; Tab goes to your calls."
    assert table.my_turn and table.view().phase is Phase.BUY     # nothing changed


def test_a_card_that_does_not_follow_says_which_suit_to_follow():
    for seed in range(60):
        shell, table = at_table(f"follow-{seed}", ImmediateScheduler())
        rng = random.Random(seed)
        while table.my_turn and table.view().phase is Phase.BUY:
            table.act(rng.choice([a for a in table.view().legal if a.kind == "pass"]
                                 or list(table.view().legal)))
        v = table.view()
        if not table.my_turn or not v.current:
            continue
        led = v.current[0][1][1]
        off = [c for c in v.hand if c[1] != led]
        if not off or not any(c[1] == led for c in v.hand):
            continue
        screen = shell.screen
        screen.zone, screen.focus = "hand", v.hand.index(off[0])
        heard = press(shell, "play")
        suit = shell.narrator.suit(led)
        assert [r.get("cue") or r["id"] for r in heard] == ["refused", "refusal"]
        assert heard[1]["text"] == f"You must follow {suit}."
        assert table.view().hand == v.hand            # nothing changed
        return
    pytest.fail("no seed gave a card that does not follow")


def test_sound_only_setting_keeps_the_refusal_to_its_sound_and_E_still_explains():
    shell, table = at_table("refuse-0")
    shell.settings.refusal_words = False
    assert [r.get("cue") for r in press(shell, "play")] == ["refused"]
    assert press(shell, "explain_refusal")[0]["text"] == "Not allowed: it is not your turn."


def test_a_refusal_from_a_remote_tables_server_is_said_when_it_comes():
    """A remote table refuses later, by a notice (no exception at the key)."""
    shell, table = at_table("refuse-0")
    start = mark(shell)
    shell.screen.on_event(Refused(0, Action(0, "play", card=table.view().hand[0]),
                                  "not_your_turn"))
    assert [r["text"] for r in after(shell, start)] == [
        "Not your turn: the right opponent is buying."]
    start = mark(shell)
    shell.screen.on_event(Refused(1, Action(1, "pass"), "not_your_turn"))   # another seat's
    assert after(shell, start) == []


def test_a_direct_call_key_refused_says_the_call_once():
    shell, table = at_table("refuse-0")
    heard = press(shell, "call_triple")
    assert [r.get("cue") or r["id"] for r in heard] == ["refused", "refusal"]
    assert heard[1]["text"] == "Not possible now: triple."
    assert [r.get("cue") for r in press(shell, "call_triple")] == ["refused"]
    assert press(shell, "call_gahwa")[1]["text"] == "Not possible now: gahwa."


def engine_rules() -> set[str]:
    """Every refusal rule the engine names (its return values and play steps)."""
    code = "\n".join((CORE / name).read_text() for name in ("engine.py", "play.py", "bidding.py"))
    named = set(re.findall(r'return "([a-z_]+)"', code)) \
        | set(re.findall(r'\("(must_[a-z_]+|locked_[a-z_]+)"', code)) \
        | set(re.findall(r'"([a-z_]+_only|[a-z_]+_not_[a-z_]+)"', code))
    return {r for r in named if "_" in r and r not in ("thrown_in", "all_passed")}


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_every_rule_the_engine_names_has_its_few_words_and_its_whole_rule(lang):
    t = Catalog(lang, strict=True)
    rules = engine_rules()
    assert {"not_your_turn", "must_follow_suit", "buying_not_over",
            "akka_plain_suit_in_hokum_only"} <= rules
    for rule in sorted(rules):
        assert t.has(f"refused-{rule}"), rule
        assert t.has(f"rule-{rule}"), rule
    ids = t.message_ids()
    assert {i[len("refused-"):] for i in ids if i.startswith("refused-")} - {"other"} == \
        {i[len("rule-"):] for i in ids if i.startswith("rule-")} - {"unknown"}
