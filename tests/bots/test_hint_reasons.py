"""The hint's reasons are true: each one's claim is checked on random rounds.

Rounds are dealt from seeded random decks and played through the core's public
API (basic bots and random legal cards, mixed, so that every kind of trick
turns up). At each card to play, the reason is asked for EVERY card the seat
may play (the strong bot's card is one of them), and its claim is checked
here without the bots' code: on the view, and, for the claims about what the
other seats can do ("nobody can beat it", "the partner wins it"), on the real
hands: whatever is certain from the view must hold in the real deal, so every
legal way the other seats could finish the trick is played out through
`legal_actions` and `apply`.

`--long` (when the suite has it) plays many more rounds.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from baloot_audio.bots import hint, make_bot
from baloot_audio.bots.knowledge import build
from baloot_audio.bots.reasons import play_reason
from baloot_audio.core import DECK, Action, Match, Phase, apply, legal_actions, rules_for, view
from baloot_audio.core.cards import abnat, outranking, rank_power, winning_index

ROUNDS, LONG_ROUNDS = 100, 2000
PLAY_REASONS = {"only-card", "draw-trumps", "master", "no-higher-out", "lead-singleton",
                "lead-low", "lead-high", "keep-higher", "win", "ruff", "ahead", "feed",
                "partner-winning", "partner-ahead", "hold-back", "duck", "discard",
                "cannot-win"}


def rounds_to_play(config) -> int:
    return LONG_ROUNDS if config.getoption("--long", default=False) else ROUNDS


def trick_endings(state, seat: int, card: str):
    """Every trick the other seats could make after `seat` plays `card` (real hands)."""
    start = list(state.current) + [(seat, card)]
    state, _ = apply(state, Action(seat, "play", card=card))
    out = []

    def walk(s, cards):
        if len(cards) == 4:
            out.append(cards)
            return
        plays = {a.card for a in legal_actions(s) if a.kind in ("play", "akka")}
        for c in sorted(plays):
            nxt, _ = apply(s, Action(s.to_act, "play", card=c))
            walk(nxt, cards + [(s.to_act, c)])

    walk(state, start)
    return out


def winner(trick, trump) -> int:
    return trick[winning_index([c for _, c in trick], trump)][0]


def known_void_in(v, seat: int, suit: str) -> bool:
    """The view shows `seat` played another suit on a trick led in `suit`."""
    tricks = [t.plays for t in v.tricks] + [v.current]
    return any(plays and plays[0][1][1] == suit and any(s == seat and c[1] != suit
                                                        for s, c in plays)
               for plays in tricks)


def check(reason: str, state, v, card: str, legal: list[str]) -> None:
    """Assert the claim `reason` makes about `card` in `v` (and the real `state`)."""
    me = v.seat
    trump = v.contract.trump
    played = {c for t in v.tricks for _, c in t.plays} | {c for _, c in v.current}
    suit = card[1]
    mine = [c for c in v.hand if c[1] == suit and c != card]
    higher_mine = [c for c in mine if rank_power(c, trump) > rank_power(card, trump)]
    lower_mine = [c for c in mine if rank_power(c, trump) < rank_power(card, trump)]
    points = [abnat(c, trump) for c in legal]
    cards = [c for _, c in v.current]
    n = len(cards)
    now = winning_index(cards + [card], trump) if cards else None
    lead = not v.current
    what = f"{reason} for {card} in {v.hand} on {v.current}, trump {trump}"
    if reason == "only-card":
        assert legal == [card], what
        return
    assert len(legal) > 1, what
    if reason in ("draw-trumps", "master", "no-higher-out", "lead-singleton", "lead-low",
                  "lead-high", "keep-higher"):
        assert lead, what
    if reason == "draw-trumps":
        out = [c for c in DECK if c[1] == trump and c not in played and c not in v.hand]
        opponents = ((me + 1) % 4, (me + 3) % 4)
        assert suit == trump and out, what
        assert not all(known_void_in(v, s, trump) for s in opponents), what
    elif reason == "master":
        assert all(c in played for c in outranking(card, trump)), what
    elif reason == "no-higher-out":
        above = [c for c in outranking(card, trump) if c not in played]
        assert above and all(c in v.hand for c in above), what
    elif reason == "lead-singleton":
        assert not mine, what
    elif reason == "lead-low":
        assert higher_mine and not lower_mine, what
    elif reason == "lead-high":
        assert lower_mine and not higher_mine, what
    elif reason == "keep-higher":
        assert higher_mine, what
    else:
        assert not lead, what
    if reason in ("win", "ruff"):
        for trick in trick_endings(state, me, card):
            assert winner(trick, trump) == me, (what, trick)
        if reason == "ruff":
            assert suit == trump != cards[0][1], what
    elif reason == "ahead":
        assert now == n, what
    elif reason in ("feed", "partner-winning"):
        partner = (me + 2) % 4
        for trick in trick_endings(state, me, card):
            assert winner(trick, trump) == partner, (what, trick)
        if reason == "feed":
            assert abnat(card, trump) > 0, what
        else:
            assert abnat(card, trump) == min(points), what
    elif reason == "partner-ahead":
        assert v.current[now][0] == (me + 2) % 4, what
    elif reason == "hold-back":
        assert now != n and any(winning_index(cards + [c], trump) == n for c in legal), what
    elif reason in ("duck", "discard", "cannot-win"):
        assert not any(winning_index(cards + [c], trump) == n for c in legal), what
        if reason == "duck":
            assert abnat(card, trump) == min(points), what
        if reason == "discard":
            assert suit not in (cards[0][1], trump), what


def random_views(n_rounds: int, seed: str):
    """(real state, view) at every card to play of `n_rounds` random rounds."""
    rng = random.Random(seed)
    basic = make_bot("basic")
    for i in range(n_rounds):
        rules = rules_for(("saudi", "ksa", "belote")[i % 3])
        deck = list(DECK)
        rng.shuffle(deck)
        state, _ = Match(rules, first_dealer=rng.randrange(4), totals=(0, 0)).start_round(deck)
        while state.phase is not Phase.DONE:
            seat = state.to_act
            v = view(state, seat)
            if state.phase is Phase.PLAY and any(a.kind == "play" for a in v.legal):
                yield state, v
            legal = [a for a in legal_actions(state) if a.kind != "sawa"]
            if state.phase is Phase.PLAY and rng.random() < 0.4:
                action = rng.choice(legal)
            else:
                action = basic.choose(v, rng)
                if action.kind == "sawa":
                    action = rng.choice(legal)
            state, _ = apply(state, action)


def test_every_reason_is_true_of_its_view_and_card(pytestconfig):
    seen: Counter = Counter()
    views = 0
    for state, v in random_views(rounds_to_play(pytestconfig), "hint-reasons"):
        k = build(v)
        legal = sorted({a.card for a in v.legal if a.kind in ("play", "akka")})
        for card in legal:
            reason = play_reason(k, k.codec.to_int[card])
            assert reason.startswith("hint-reason-")
            reason = reason[len("hint-reason-"):]
            assert reason in PLAY_REASONS, reason
            check(reason, state, v, card, legal)
            seen[reason] += 1
        views += 1
    assert views >= 15 * rounds_to_play(pytestconfig)
    # every reason was met and checked: the test can fail on each of them
    assert set(seen) == PLAY_REASONS, PLAY_REASONS - set(seen)


@pytest.mark.parametrize("seed", ["strong-hint-1"])
def test_the_hint_gives_the_reason_of_its_own_card(seed, pytestconfig):
    """The strong bot's hint: its reason is the one checked above, for its card."""
    n = 0
    for state, v in random_views(2, seed):
        if len(v.tricks) % 3:        # a sample of the positions: the search is slow
            continue
        got = hint(v, random.Random(0))
        if got.action.kind not in ("play", "akka"):
            continue
        k = build(v)
        assert got.reason == play_reason(k, k.codec.to_int[got.action.card])
        legal = sorted({a.card for a in v.legal if a.kind in ("play", "akka")})
        check(got.reason[len("hint-reason-"):], state, v, got.action.card, legal)
        n += 1
    assert n >= 10
