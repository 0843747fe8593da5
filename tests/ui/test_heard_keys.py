"""The keys of issue 15: card points so far, a suit's cards out, 1-4 move the focus,
where the match stands."""

from __future__ import annotations

import random
import re

from baloot_audio.bots import make_bot
from baloot_audio.core import events as ev
from baloot_audio.core import rules_for
from baloot_audio.core.state import team_of
from baloot_audio.i18n import Catalog
from baloot_audio.table import Table
from schedulers import ImmediateScheduler
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.screens import TableScreen

from test_session import FakeShell


def played_round(seed: int):
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed=seed, bot_delay=0)
    scored = []
    table.subscribe(lambda e: scored.append(e) if isinstance(e, ev.RoundScored) else None)
    rng = random.Random(seed)
    table.start_round()
    while not table.round_over:
        table.act(rng.choice(list(table.view().legal)))
    return table, scored


def numbers(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text)]


def test_card_points_so_far_add_up_to_the_rounds_card_points():
    n = Narrator(Catalog("en", strict=True), 0)
    checked = 0
    for seed in range(12):
        table, scored = played_round(seed)
        v = table.view()
        if not v.tricks or scored[-1].outcome == "thrown_in":
            continue
        us, them = numbers(n.card_points(v))
        assert team_of(0) == 0 and (us, them) == scored[-1].abnat
        checked += 1
    assert checked >= 3


def test_a_suits_cards_are_played_still_to_come_or_mine_each_once():
    t = Catalog("en", strict=True)
    n = Narrator(t, 0)
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed=4, bot_delay=0)
    rng = random.Random(4)
    table.start_round()
    for _ in range(12):   # into the play, a few cards down
        if table.round_over:
            break
        table.act(rng.choice(list(table.view().legal)))
    v = table.view()
    for suit in "SHDC":
        text = n.suit_out(v, suit)
        played = [c for c in v.played if c[1] == suit]
        mine = [c for c in v.hand if c[1] == suit]
        assert text.startswith(t(f"suit-{suit}") + ": played ")
        assert len(played) + len(mine) <= 8
        for c in mine:
            assert t(f"rank-{c[0]}") in text.split("in your hand")[1]


def test_keys_1_to_4_move_the_focus_to_the_suit_and_read_it():
    shell = FakeShell()
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed=9, bot_delay=0)
    screen = TableScreen(shell, table)
    table.start_round()
    hand = table.view().hand
    for cmd, suit in (("ask_spades", "S"), ("ask_hearts", "H"), ("ask_diamonds", "D"),
                      ("ask_clubs", "C")):
        before = screen.focus
        screen.command(cmd)
        said = shell.speech.history[-1]
        assert said.msg_id == "ask-suit"
        if any(c[1] == suit for c in hand):
            assert screen.zone == "hand" and hand[screen.focus][1] == suit
            assert all(c[1] != suit for c in hand[:screen.focus])   # its first card
        else:
            assert screen.focus == before   # no card of that suit: the focus stays


def test_where_the_match_stands_names_contract_trick_score_and_turn():
    shell = FakeShell()
    table, _ = played_round(2)
    table.start_round()
    screen = TableScreen(shell, table)
    screen.command("ask_summary")
    text = shell.speech.history[-1].text
    v, n = table.view(), shell.narrator
    assert text == " ".join([n.contract_answer(v), n.trick(v), n.score(v, 152), n.turn(v)])
    assert "us 19, them 11" in text


def test_the_name_the_trump_prompt_lists_the_suits_with_their_keys():
    from baloot_audio.core import Phase
    from baloot_audio.ui.commands import Keymap

    shell = FakeShell()
    shell.keymap = Keymap()
    for seed in range(100):
        table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                      ImmediateScheduler(), seed=seed, bot_delay=0)
        screen = TableScreen(shell, table)
        table.subscribe(screen.on_event)
        table.start_round()
        while table.my_turn and table.view().phase is Phase.BUY:
            legal = table.view().legal
            suits = [a.suit for a in legal if a.suit and a.kind in ("choose_trump", "hokum2")]
            if suits:
                said = shell.speech.history[-1]
                assert said.msg_id == "trump-choices"
                assert said.text.startswith("You may name ")
                for suit in suits:
                    assert shell.narrator.suit(suit) in said.text
                assert "Shift+" in said.text
                return
            # the second-round hokum, then its trump is named
            table.act(next((a for a in legal if a.kind == "hokum2"),
                           next((a for a in legal if a.kind == "pass"), legal[0])))
    raise AssertionError("no seed gave a trump to name")
