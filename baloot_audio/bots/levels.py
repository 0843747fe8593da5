"""The three levels a player sits down with, and the hint.

- `easy`: buys on a misjudged hand now and then, never raises, and in play
  makes human mistakes: a card played on impulse (the highest, or any), a
  forgotten partner, a ten thrown into an ace.
- `normal`: sound rules (`policy.py`) on what its view reveals: cards played,
  voids and missing trumps, the master of each suit, the last-trick bonus,
  and its partner's discards as signals; it counts out the last three tricks.
- `strong`: the same buy with finer judgement, and play by perfect-
  information Monte Carlo search over deals consistent with the view
  (`search.py`), within a budget of deals and search nodes.

Every bot reads only its `PlayerView` and the random generator it is given,
and its choice is a function of those two alone: no budget is counted in
seconds (a wall-clock cap is only a safety net, counted when it fires).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable, Optional

from baloot_audio.core import Action, Phase, PlayerView
from baloot_audio.core.claims import akka_allowed

from .basic import claim_is_sure
from .bidding import Style, choose_call
from .knowledge import Knowledge, build
from .native import choose as policy_choose
from .policy import Ctx
from .qaid import slip
from .reasons import play_reason
from .search import Budget, candidate_cards, pimc

NORMAL_STYLE = Style()
STRONG_STYLE = Style()
EASY_STYLE = Style(hokum=4.3, belote=3.8, sun=2.0, double=3.5, noise=0.9, raises=False)


@dataclass(frozen=True)
class Hint:
    """A suggested action and the id of a short reason (Fluent, bots.ftl)."""

    action: Action
    reason: str


def _is_play(view: PlayerView) -> bool:
    return view.phase is Phase.PLAY and bool(view.legal) and view.legal[0].kind in (
        "play", "akka", "sawa")


def _signals(k: Knowledge) -> int:
    """Suits the partner asked for: discards made while the seat held the trick."""
    partner = (k.me + 2) % 4
    out = 0
    for card, partner_winning in k.discards[partner]:
        if (card >> 3) != k.trump and partner_winning:
            out |= 1 << (card >> 3)
    return out


def _as_action(view: PlayerView, k: Knowledge, card: int) -> Action:
    text = k.codec.to_str[card]
    trump = view.contract.trump if view.contract else None
    if not view.current and any(a.kind == "akka" and a.card == text for a in view.legal) \
            and akka_allowed(text, trump, view.played):
        return Action(view.seat, "akka", card=text)
    return Action(view.seat, "play", card=text)


def normal_card(k: Knowledge) -> int:
    view = k.view
    ctx = Ctx(k.trump, k.kind, k.locked, k.overtake, k.codec.points,
              view.bought.buyer & 1, guess=True,
              buyer=view.bought.buyer)
    possible = [k.possible(s) for s in range(4)]
    return policy_choose(ctx, k.me, k.hand, k.trick, possible, k.live, k.tricks_left,
                         _signals(k))


class NormalBot:
    style = NORMAL_STYLE
    # At a Qaid table, the share of the turns holding a card that breaks a play
    # rule where the bot plays it (docs/bots.md): rare for normal.
    slip_rate = 0.003
    # the last tricks are counted out: the seat deals the unseen cards a few
    # times and plays each ending exactly, as a player who counts cards does
    count_tricks = 3
    count_deals = 12

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        return self.hint(view, rng).action

    def hint(self, view: PlayerView, rng: Optional[random.Random] = None) -> Hint:
        rng = rng or random.Random(0)
        if not _is_play(view):
            action, reason = choose_call(view, rng, self.style)
            return Hint(action, reason)
        if claim_is_sure(view):
            return Hint(Action(view.seat, "sawa"), "hint-reason-sawa")
        slipped = slip(view, rng, self.slip_rate)
        if slipped is not None:
            return Hint(Action(view.seat, "play", card=slipped), "")
        k = build(view)
        card = self.card(k, rng)
        return Hint(_as_action(view, k, card), play_reason(k, card))

    def card(self, k: Knowledge, rng: random.Random) -> int:
        if 1 < k.tricks_left <= self.count_tricks:
            return searched_card(k, rng, Budget(self.count_deals, self.count_deals))
        return normal_card(k)


class EasyBot(NormalBot):
    style = EASY_STYLE
    blunder = 0.3
    slip_rate = 0.03

    def card(self, k: Knowledge, rng: random.Random) -> int:
        good = normal_card(k)
        if rng.random() >= self.blunder:
            return good
        legal = [a.card for a in k.view.legal if a.kind == "play" and a.card]
        cards = [k.codec.to_int[c] for c in legal]
        habit = rng.random()
        if habit < 0.4:
            # plays its biggest card on impulse
            return max(cards, key=lambda c: (k.codec.points[c], c & 7))
        if habit < 0.6:
            # plays its smallest, even when the trick was there to take
            return min(cards, key=lambda c: (k.codec.points[c], c & 7))
        return rng.choice(cards)


class StrongBot(NormalBot):
    style = STRONG_STYLE
    slip_rate = 0.0
    # The search budget per card: deals, and work (solver nodes plus play-out
    # steps), tuned so a decision's p95 stays under 250 ms on the project's
    # machine (docs/benchmarks.md); raised by the share the search got faster
    # in issue 43 (60 deals, 30,000 work and 48 buying deals before).
    play_deals = 70
    play_work = 34_000
    buy_deals = 55
    # A decision still searching after `cap` seconds of its own CPU time stops
    # there (counted in `capped`): a safety net for a far slower machine, 20 times
    # the p95 (docs/benchmarks.md says how often it fired). CPU time, not the wall
    # clock: a machine busy with other work makes a decision slower, never
    # different (the pool's workers count their process's time likewise).
    cap = 3.0
    # game points a buy must be worth over passing, by contract kind
    buy_margin = {"hokum": 3.5, "sun": 2.0}

    def __init__(self, clock: Callable[[], float] = time.thread_time):
        self.clock = clock
        self.capped = 0             # decisions the safety cap cut short

    def _budget(self, deals: int, work: int = 0) -> Budget:
        return Budget(deals, work=work, cap=self.cap, clock=self.clock)

    def hint(self, view: PlayerView, rng: Optional[random.Random] = None) -> Hint:
        rng = rng or random.Random(0)
        if _is_play(view) or not view.legal:
            return super().hint(view, rng)
        action, reason = choose_call(view, rng, self.style,
                                     rescore=lambda options: self._rescore(view, rng, options))
        return Hint(action, reason)

    def _rescore(self, view: PlayerView, rng: random.Random, options: list) -> list:
        """Buying calls near the line are tried on random deals."""
        from baloot_audio.core.state import Contract

        from .bidding import _best_suit, _top
        from .buy_search import contract_values

        me, land = view.seat, view.land
        top = _top(view)
        if top is not None and top.seat == (me + 2) % 4:
            return options           # the partner's buy: keep the plain judgement
        contracts, where = [], []
        for i, (u, action, reason) in enumerate(options):
            if u < -1.2 or u > 2.5:
                continue
            kind = action.kind
            if kind in ("hokum", "take"):
                c = Contract("hokum", land[1], me, me)
            elif kind in ("hokum2", "choose"):
                c = Contract("hokum", action.suit or _best_suit(list(view.hand) + [land], land[1]),
                             me, me)
            elif kind in ("sun", "to_sun"):
                c = Contract("sun", None, me, me)
            elif kind == "ashkal":
                c = Contract("sun", None, me, (me + 2) % 4, ashkal=True)
            else:
                continue
            contracts.append(c)
            where.append(i)
        if not contracts:
            return options
        budget = self._budget(self.buy_deals)
        values = contract_values(view, view.rules, contracts, rng, budget)
        self.capped += budget.capped
        if values is None:
            return options
        out = list(options)
        for j, i in enumerate(where):
            u, action, reason = out[i]
            out[i] = (values[j] - self.buy_margin[contracts[j].kind], action, reason)
        return out

    def card(self, k: Knowledge, rng: random.Random) -> int:
        budget = self._budget(self.play_deals, self.play_work)
        card = searched_card(k, rng, budget)
        self.capped += budget.capped
        return card


def legal_moves(k: Knowledge) -> list[int]:
    """The seat's legal cards worth telling apart (one of each run of equivalent
    cards: `search.candidate_cards`), as card ints."""
    legal = 0
    for a in k.view.legal:
        if a.kind == "play" and a.card is not None:
            legal |= 1 << k.codec.to_int[a.card]
    return candidate_cards(k, legal)


def searched_card(k: Knowledge, rng: random.Random, budget: Budget) -> int:
    """The card with the best average over the deals `budget` allows
    (`search.pimc`); the normal card when it is as good, or when no deal was
    searched."""

    moves = legal_moves(k)
    if len(moves) == 1:
        return moves[0]
    values, n = pimc(k, moves, rng, budget)
    fallback = normal_card(k)
    if not n:
        return fallback
    best = max(values.values())
    if values.get(fallback, -1e9) >= best - 1e-6:
        return fallback
    return max(moves, key=lambda c: (values[c], -(c & 7)))


_STRONG = StrongBot()


def hint(view: PlayerView, rng: Optional[random.Random] = None) -> Optional[Hint]:
    """The strong bot's choice for the seat to act, with a reason; None when
    it is not this seat's turn."""
    if not view.legal:
        return None
    return _STRONG.hint(view, rng or random.Random(f"hint/{view.seat}/{len(view.bids)}/"
                                                  f"{len(view.played)}"))


__all__ = ["EasyBot", "NormalBot", "StrongBot", "Hint", "hint", "play_reason"]
