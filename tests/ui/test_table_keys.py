"""The table's keys at their edges, Tab between the zones, and the call explained where
it is offered (issues 23, 38).

The hand holds cards only: End goes to the last card, and a key that cannot move
further plays the edge sound and says the card again with its place ("nine of
hearts, 8 of 8"); Home and End say the place too; Tab names the zone it enters and
the hand keeps its card while the focus is in the calls; a trump in the hand says it
is one; the explain key says what the focused call does.
"""

from __future__ import annotations

import pytest

from baloot_audio.core import Action, Phase
from baloot_audio.core.state import Contract
from baloot_audio.i18n import Catalog
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.table_focus import CALL_ORDER, step_in_calls, step_in_hand
from schedulers import ImmediateScheduler

from test_refusals import after, at_table, mark


def press(shell, cmd: str) -> tuple[list[str], list[str]]:
    """The sounds and the words of one key."""
    start = mark(shell)
    shell.screen.command(cmd)
    heard = after(shell, start)
    return [r["cue"] for r in heard if r["kind"] == "sound"], \
        [r["text"] for r in heard if r["kind"] == "speech"]


def test_where_each_arrow_key_moves_the_focus():
    hand = ["7S", "8S", "KH", "AH", "TD"]
    moves = {"card_previous": [0, 0, 1, 2, 3], "card_next": [1, 2, 3, 4, 4],
             "card_first": [0] * 5, "card_last": [4] * 5,
             # the first card of the next suit, of the suit before
             "suit_next": [2, 2, 4, 4, 4], "suit_previous": [0, 0, 0, 0, 2]}
    for cmd, wanted in moves.items():
        assert [step_in_hand(hand, i, cmd) for i in range(5)] == wanted, cmd
    assert step_in_hand([], 0, "card_last") == 0
    assert [step_in_calls(3, i, "suit_next") for i in range(3)] == [1, 2, 2]
    assert [step_in_calls(3, i, "card_previous") for i in range(3)] == [0, 0, 1]
    assert step_in_calls(3, 1, "card_first") == 0 and step_in_calls(3, 0, "card_last") == 2


def in_the_play(seed: str):
    """A table in its play, the player to play, with a hokum's trump in hand."""
    for k in range(80):
        shell, table = at_table(f"{seed}-{k}", ImmediateScheduler())
        while table.my_turn and table.view().phase is Phase.BUY:
            legal = table.view().legal
            table.act(next((a for a in legal if a.kind in ("hokum", "confirm")),
                           next((a for a in legal if a.kind == "pass"), legal[0])))
        v = table.view()
        if table.my_turn and v.contract and v.contract.trump \
                and any(c[1] == v.contract.trump for c in v.hand) and len(v.hand) == 8:
            return shell, table
    pytest.fail("no seed gave a hokum with a trump in hand")


def test_end_goes_to_the_last_card_and_the_edges_say_so():
    shell, table = in_the_play("edges")
    screen, hand = shell.screen, table.view().hand
    screen.zone, screen.focus = "hand", 0
    sounds, words = press(shell, "card_last")
    assert screen.focus == len(hand) - 1 and sounds == []
    last = shell.narrator.hand_card(hand[-1], table.view().contract.trump)
    assert words == [f"{last}, {len(hand)} of {len(hand)}"]        # End says the place
    for _ in range(3):      # no further: the edge, the card and its place, never "Contract"
        sounds, words_again = press(shell, "card_next")
        assert sounds == ["edge"] and words_again == words and screen.focus == len(hand) - 1
    press(shell, "card_first")
    sounds, words = press(shell, "card_previous")
    assert sounds == ["edge"] and screen.focus == 0
    assert words[0].startswith(shell.narrator.card(hand[0])) and words[0].endswith(
        f", 1 of {len(hand)}")
    sounds, _ = press(shell, "suit_previous")       # already the first suit's first card
    assert sounds == ["edge"]
    sounds, _ = press(shell, "card_first")
    assert sounds == ["edge"]
    _, words = press(shell, "card_next")            # an arrow in the hand: the card alone
    assert words == [shell.narrator.hand_card(hand[1], table.view().contract.trump)]


def test_tab_names_the_zone_and_the_hand_keeps_its_card():
    shell, table = offered_a_double()
    screen = shell.screen
    _, words = press(shell, "switch_zone")          # from the calls to the hand
    hand = table.view().hand
    assert screen.zone == "hand" and words == [f"Hand: {shell.narrator.card(hand[0])}, "
                                               f"1 of {len(hand)}"]
    press(shell, "card_next")
    press(shell, "card_next")
    _, words = press(shell, "switch_zone")          # to the calls
    assert screen.zone == "calls" and words[0].startswith("Calls: pass, 1 of ")
    _, words = press(shell, "switch_zone")          # back: the card it had
    assert screen.focus == 2 and words[0].startswith("Hand: ") and f"3 of {len(hand)}" in words[0]
    shell2, table2 = in_the_play("tab")
    press(shell2, "card_next")
    _, words = press(shell2, "switch_zone")         # in the play: no calls, the hand stays
    assert words[0].startswith("No calls now. Hand: ") and shell2.screen.focus == 1


def test_a_trump_in_the_hand_is_called_a_trump():
    shell, table = in_the_play("trump")
    v, screen = table.view(), shell.screen
    trump = v.contract.trump
    for i, card in enumerate(v.hand):
        text = screen.card_text(i)
        assert text.endswith(", trump") == (card[1] == trump), text
    for lang, word in (("fr", ", atout"), ("ar", "، حكم")):
        n = Narrator(Catalog(lang, strict=True))
        assert n.hand_card("AH", "H").endswith(word) and not n.hand_card("AS", "H").endswith(word)


def offered_a_double():
    """The player asked to answer a hokum, with double among the calls."""
    for k in range(100):
        shell, table = at_table(f"offer-{k}", ImmediateScheduler())
        while table.my_turn and table.view().phase is Phase.BUY:
            legal = table.view().legal
            if any(a.kind == "double" for a in legal):
                return shell, table
            table.act(next((a for a in legal if a.kind == "pass"), legal[0]))
    pytest.fail("no seed offered a double")


def test_the_explain_key_says_what_the_focused_call_does():
    shell, table = offered_a_double()
    screen = shell.screen
    assert screen.zone == "calls"
    calls = screen.calls()
    locked = next(i for i, a in enumerate(calls) if a.kind == "double" and a.locked)
    opened = next(i for i, a in enumerate(calls) if a.kind == "double" and not a.locked)
    screen.focus = locked
    _, words = press(shell, "explain_call")
    assert words == ["Double, locked: the round is worth twice as much, and nobody may lead a "
                     "trump while holding another suit; the buyer may answer with a triple."]
    screen.focus = opened
    _, words = press(shell, "explain_call")
    assert words[0].startswith("Double, open: ") and "a trump may be led" in words[0]
    # from the hand: every call offered, each once
    screen.zone = "hand"
    _, words = press(shell, "explain_call")
    assert words[0].startswith("Pass: ") and words[0].count("Double, ") == 2
    assert table.my_turn     # explaining changed nothing


def test_the_explain_key_away_from_a_call_says_none_is_offered():
    shell, table = at_table("refuse-0")      # the right opponent's call
    _, words = press(shell, "explain_call")
    assert words == ["No call is offered to you now."]


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_every_call_offered_has_its_meaning(lang):
    n = Narrator(Catalog(lang, strict=True))

    class View:
        land = "TD"
        contract = None
        stage, seat, dealer, bids = "round1", 0, 3, ()

    class SunView(View):     # a settled sun: its double is open, with nothing above
        contract = Contract("sun", None, 1, 1, 1, False, False, False)

    meanings = set()
    for kind in CALL_ORDER:
        variants = [Action(0, kind)]
        if kind in ("double", "four"):
            variants = [Action(0, kind, locked=False), Action(0, kind, locked=True)]
        if kind in ("choose_trump", "choose", "hokum2"):
            variants.append(Action(0, kind, suit="S"))
        for a in variants:
            text = n.call_meaning(a, View)
            assert len(text.split()) >= 4, text   # a sentence, not a name
            meanings.add(text)
    assert len(meanings) == sum(1 + (kind in ("double", "four", "choose_trump", "choose",
                                              "hokum2")) for kind in CALL_ORDER)
    sun_double = n.call_meaning(Action(0, "double", locked=False), SunView)
    assert sun_double not in meanings
