"""An online table refuses an action with the engine's own rule, judged from the
seat's view alone (the view as the server sends it, through the wire).

Over random rounds of every preset, at every step, each seat's client gets its
view in an update and is asked about a wide set of actions (every call with and
without a suit or a lock, every card played or led with an akka, a sawa): its
rule is the engine's, which sees every hand. The one difference: a sawa the
engine finds uncertain passes the client (only the hidden hands can tell), and
the server refuses it.
"""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from baloot_audio.core import (CALLS, DECK, SUITS, Action, Match, Phase, apply, deck_for,
                               legal_actions, refusal_rule, rules_for, view)
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.remote_table import RemoteTable

PRESETS = ("saudi", "ksa", "belote")
TOTALS = ((0, 0), (120, 50), (50, 120))      # the sun double depends on the score


def calls(seat: int) -> list[Action]:
    """Every call, plain, open, locked and with each suit."""
    out = []
    for kind in CALLS:
        out += [Action(seat, kind), Action(seat, kind, locked=False),
                Action(seat, kind, locked=True)]
        out += [Action(seat, kind, suit=suit) for suit in SUITS]
    return out


CALLS_OF = [calls(seat) for seat in range(4)]


def candidates(state, seat: int, rng: random.Random) -> list[Action]:
    """The actions to ask about: in the buy every call; in the play every card of
    the hand played and led with an akka, and a few of the others; a sawa, a card
    left out, a few cards and calls at any time."""
    buying = state.phase is Phase.BUY
    cards = list(state.hands[seat]) + rng.sample(DECK, 4)
    out = [Action(seat, "sawa"), Action(seat, "play"), Action(seat, "akka")]
    out += CALLS_OF[seat] if buying else rng.sample(CALLS_OF[seat], 6)
    for card in rng.sample(DECK, 3) if buying else cards:
        out += [Action(seat, "play", card=card), Action(seat, "akka", card=card)]
    return out


def client_table(preset: str, seat: int) -> RemoteTable:
    """A seat's remote table with no connection behind it (nothing is sent here)."""
    info = p.TableInfo("t", preset, {}, False, "p", True, 120.0, [])
    return RemoteTable(Client(), info, seat)


def told(table: RemoteTable, state, seat: int, index: int, match: Match) -> None:
    """``seat``'s view of ``state``, sent and decoded as the server's update is."""
    update = p.Update(round=0, index=index, events=[], view=view(state, seat),
                      match=p.match_data(match), round_over=state.phase is Phase.DONE)
    table.on_update(p.decode_server(p.encode(update)))


def compare_round(preset: str, seed: int, totals: tuple[int, int], others: int,
                  seen: Counter) -> None:
    """Play a random round; at each step compare the client's rule with the engine's
    for every candidate of the seat to act and ``others`` of each other seat."""
    rng = random.Random(seed)
    match = Match(rules_for(preset), totals=totals)
    state, _ = match.start_round(deck_for(seed, 1))
    tables = [client_table(preset, seat) for seat in range(4)]
    index = 0
    while True:
        for seat, table in enumerate(tables):
            told(table, state, seat, index, match)
            actions = candidates(state, seat, rng)
            if seat != state.to_act:
                actions = rng.sample(actions, others)
            for action in actions:
                engine, client = refusal_rule(state, action), table.refusal(action)
                if engine == "sawa_not_certain":
                    assert client is None, (action, state.to_act)
                else:
                    assert client == engine, (action, engine, client, state.stage)
                seen[engine] += 1
        if state.phase is Phase.DONE:
            return
        state, _ = apply(state, _next_action(state, rng))
        index += 1


def _next_action(state, rng: random.Random) -> Action:
    """A random legal action, and now and then a sawa that holds (it ends the round)."""
    if state.phase is Phase.PLAY and not state.current and state.rules.sawa \
            and rng.random() < 0.2:
        claim = Action(state.to_act, "sawa")
        if refusal_rule(state, claim) is None:
            return claim
    return rng.choice(legal_actions(state))


@given(preset=st.sampled_from(PRESETS), seed=st.integers(0, 2 ** 32),
       totals=st.sampled_from(TOTALS))
def test_the_clients_refusal_is_the_engines_from_the_view_alone(preset, seed, totals):
    compare_round(preset, seed, totals, others=8, seen=Counter())


# Every rule the engine names for the presets' rules (must_overtake needs the
# overtake option, which the presets leave off; boshat and the Qaid call's rules
# need a Qaid table, the option qaid).
EVERY_RULE = {
    "round_over", "not_your_turn", "buying_not_over", "buying_over", "call_not_available",
    "call_details_invalid", "trump_not_land_suit", "sun_double_cannot_lock",
    "ashkal_last_two_only", "double_by_opponents_only",
    "ace_land_sun_first_speaker_only", "card_not_in_hand", "must_follow_suit", "must_trump",
    "must_overtrump", "locked_no_trump_lead", "akka_not_in_rules", "akka_only_when_leading",
    "akka_plain_suit_in_hokum_only", "akka_not_highest", "sawa_not_in_rules",
    "sawa_only_when_leading", "sawa_not_certain"}


def test_the_comparison_meets_every_rule():
    """Five rounds (found once by a search over seeds) where the comparison above
    meets every rule: the property test's rounds are random, these are fixed."""
    seen: Counter = Counter()
    for preset, seed, totals in (("ksa", 49, TOTALS[1]), ("saudi", 1, TOTALS[1]),
                                 ("saudi", 11, TOTALS[2]), ("belote", 7, TOTALS[1]),
                                 ("ksa", 40, TOTALS[1])):
        compare_round(preset, seed, totals, others=2, seen=seen)
    assert EVERY_RULE <= set(seen), sorted(EVERY_RULE - set(seen))


def test_an_offline_or_finished_table_and_another_seat_are_refused_before_the_rules():
    state, _ = Match(rules_for("saudi")).start_round(deck_for("s", 1))
    table = client_table("saudi", state.to_act)
    action = legal_actions(state)[0]
    assert table.refusal(action) == "round_over"              # no view yet
    told(table, state, state.to_act, 0, Match(rules_for("saudi")))
    assert table.refusal(action) is None
    assert table.refusal(Action((state.to_act + 1) % 4, "pass")) == "not_your_seat"
    table.client.closed.set()                                  # the connection is lost
    assert table.refusal(action) == "offline"
