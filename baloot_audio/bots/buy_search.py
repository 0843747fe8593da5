"""The strong bot's buy: try each contract on random deals.

For a contract the seat could buy, deal the 26 unseen cards at random (the
land to whoever the contract gives it), play the round out with the sound
policy of `policy.py` for all four seats, and score it with the projects and
baloot the full hands hold. The average game points (ours minus theirs) is
that contract's value; the bot buys the best one when it clears a margin
(passing is worth something too: the partner may buy, the other side may
fall).
"""
from __future__ import annotations

import random
from typing import Any, Optional

from baloot_audio.core.cards import DECK
from baloot_audio.core.projects import project_points, settle_projects
from baloot_audio.core.scoring import LAST_TRICK
from baloot_audio.core.state import Contract, team_of

from .native import compiled
from .fast import PLAY_KINDS, Codec, trick_winner
from .policy import Ctx, choose as policy_choose
from .scoring import round_points
from .search import Budget


def _play_out(ctx: Ctx, hands: list[int], leader: int) -> list[int]:
    """Card points per team, and tricks per team, for a round played by the policy."""
    module = compiled()
    if module is not None:          # the same round, in C (bots/native.py)
        played: list[int] = module.play_out(ctx, hands, leader)
        return played
    h = list(hands)
    pts = ctx.points
    abnat = [0, 0]
    tricks = [0, 0]
    trick: list[int] = []
    left = 8
    while left:
        seat = (leader + len(trick)) & 3
        c = policy_choose(ctx, seat, h[seat], trick, h, h[0] | h[1] | h[2] | h[3], left)
        h[seat] &= ~(1 << c)
        trick.append(c)
        if len(trick) == 4:
            w = (leader + trick_winner(trick, ctx.trump)) & 3
            left -= 1
            abnat[w & 1] += (pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
                             + (LAST_TRICK if not left else 0))
            tricks[w & 1] += 1
            leader, trick = w, []
    return abnat + tricks


def contract_values(view, rules, contracts: list[Contract], rng: random.Random,
                    budget: Budget) -> Optional[dict]:
    """Average game points (the seat's team minus the other) of each contract,
    over `budget.deals` deals (fewer only if its safety cap is reached)."""
    deadline = budget.deadline()
    me = view.seat
    us = team_of(me)
    seen = set(view.hand) | {view.land}
    unseen = [c for c in DECK if c not in seen]
    first = view.first_speaker
    totals = {i: 0.0 for i in range(len(contracts))}
    codecs: dict[Any, Any] = {}
    done = 0
    for _ in range(budget.deals):
        rng.shuffle(unseen)
        for i, contract in enumerate(contracts):
            hands_s = _deal(view, contract, unseen)
            codec = codecs.get(contract.trump)
            if codec is None:
                codec = codecs[contract.trump] = Codec(contract.trump)
            ctx = Ctx(codec.trump, PLAY_KINDS[rules.play], False, bool(rules.overtake_led_suit),
                      codec.points, team_of(contract.buyer))
            hands = [codec.mask(h) for h in hands_s]
            ab0, ab1, t0, t1 = _play_out(ctx, hands, first)
            projects, baloot_seat = settle_projects(tuple(tuple(h) for h in hands_s), contract,
                                                    rules, first)
            proj = list(project_points(projects, contract.kind))
            baloot = [0, 0]
            if baloot_seat is not None:
                baloot[team_of(baloot_seat)] = rules.baloot_points
            kaboot = 0 if t1 == 0 else 1 if t0 == 0 else None
            pts = round_points(rules, contract, [ab0, ab1], proj, baloot, kaboot)
            totals[i] += pts[us] - pts[1 - us]
        done += 1
        if deadline and budget.clock() > deadline and done < budget.deals:
            budget.capped = True
            break
    if not done:
        return None
    return {i: v / done for i, v in totals.items()}


def _deal(view, contract: Contract, unseen: list[str]) -> list[list[str]]:
    me = view.seat
    hands: list[list[str]] = [[], [], [], []]
    hands[me] = list(view.hand)
    pos = 0
    for seat in range(4):
        if seat != me:
            hands[seat] = unseen[pos:pos + 5]
            pos += 5
    for seat in range(4):
        if seat == contract.land_to:
            hands[seat] += [view.land] + unseen[pos:pos + 2]
            pos += 2
        else:
            hands[seat] += unseen[pos:pos + 3]
            pos += 3
    return hands
