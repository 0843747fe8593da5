"""A sound card-play policy on masks: the `normal` bot's play, and the fast
play-out policy of the `strong` bot's search.

It reasons about what each other seat *may* hold (`possible`): the normal bot
passes what it deduced from its view (cards played, voids and missing trumps
revealed by play, the land, shown projects), the search passes the sampled
hands themselves. Rules of thumb, in order:

- leading: in hokum the buyer's side draws trumps with the master trump while
  the opponents may still hold trumps (the normal bot also with its smallest
  trump when it holds three, and the buyer's partner leads one to the buyer);
  cash masters (the best card left in a suit) unless an opponent may ruff;
  follow the partner's signal; else lead low from the longest plain suit (the
  normal bot avoids a suit an opponent is known to ruff);
- partner surely winning: feed points (a ten whose ace is still out, a king…);
  when the partner is winning and the seat is void, a discard from a suit is a
  *signal*: "lead this suit to me" (the normal bot reads its partner's);
- otherwise: win as cheaply as is safe against the seats still to play (the
  normal bot, guessing, takes a seat not known void to follow a plain suit
  while two or more of its cards are out), else
  throw the cheapest card from the weakest suit; keep the master for the last
  trick (worth ten more) when two tricks are left.
"""
from __future__ import annotations

from typing import Sequence

from .fast import ABOVE, POWERS, SUIT_MASK, bits, legal_mask, trick_winner


class Ctx:
    """The contract, as the policy needs it."""

    __slots__ = ("trump", "kind", "locked", "overtake", "points", "buyer_team", "tmask",
                 "guess", "buyer")

    def __init__(self, trump: int, kind: int, locked: bool, overtake: bool,
                 points: Sequence[int], buyer_team: int, guess: bool = False,
                 buyer: int = -1):
        self.trump, self.kind, self.locked, self.overtake = trump, kind, locked, overtake
        # guess: `possible` is what a seat may hold (not the hands themselves), and a
        # seat not known to be void in a suit still out in numbers is taken to follow
        self.guess = guess
        self.buyer = buyer
        self.points = points
        self.buyer_team = buyer_team
        self.tmask = SUIT_MASK[trump] if trump >= 0 else 0


def _beatable(c: int, led: int, ctx: Ctx, seats: Sequence[int], possible: Sequence[int],
              out: int = 8) -> bool:
    """Whether one of `seats` (still to play) may beat card `c` on a trick led in `led`.
    `out`: cards of the led suit still unseen (with `ctx.guess`, a seat is taken to
    follow while two or more are out and it is not known to be void)."""
    trump = ctx.trump
    p = POWERS[trump][led][c]
    lmask = SUIT_MASK[led]
    for s in seats:
        cards = possible[s]
        follow = cards & lmask
        if follow:
            if p < 8 and follow & ABOVE[c] and (c >> 3) == led:
                return True
            if led == trump and follow & ABOVE[c]:
                return True
            if cards == follow or trump < 0 or (ctx.guess and led != trump and out >= 2):
                continue      # (surely or likely) follows, or sun: cannot ruff
        if trump >= 0:
            trumps = cards & ctx.tmask
            if trumps:
                if p < 8:
                    return True
                if trumps & ABOVE[c]:
                    return True
    return False


def choose(ctx: Ctx, seat: int, hand: int, trick: Sequence[int], possible: Sequence[int],
           in_hands: int, tricks_left: int, signals: int = 0) -> int:
    """The card `seat` plays. `signals`: suits (bit per suit) the partner asked for."""
    legal = legal_mask(hand, trick, ctx.trump, ctx.locked, ctx.kind, ctx.overtake, in_hands)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    pts = ctx.points
    trump = ctx.trump
    others = in_hands & ~hand
    cards = list(bits(legal))
    opps = ((seat + 1) & 3, (seat + 3) & 3)
    partner = (seat + 2) & 3
    if not trick:
        return _lead(ctx, seat, hand, cards, possible, others, opps, partner, signals)
    n = len(trick)
    led = trick[0] >> 3
    pw = POWERS[trump][led]
    win = trick_winner(trick, trump)
    wcard = trick[win]
    best = pw[wcard]
    later = [(seat + i) & 3 for i in range(1, 4 - n)]
    later_opps = [s for s in later if s != partner]
    out = (others & SUIT_MASK[led]).bit_count()
    if win == n - 2:
        if not _beatable(wcard, led, ctx, later_opps, possible, out):
            # partner holds the trick: feed points, but keep masters and trumps
            def feed(c: int) -> float:
                keep = not (ABOVE[c] & others) and pts[c] >= 10
                return pts[c] - (15 if keep else 0) - (30 if c >> 3 == trump else 0)
            return max(cards, key=lambda c: (feed(c), -(c & 7)))
    winners = [c for c in cards if pw[c] > best]
    safe = [c for c in winners if not _beatable(c, led, ctx, later_opps, possible, out)]
    if safe:
        if tricks_left == 2 and len(safe) < len(cards):
            # win trick seven with the card that is not needed for the last one
            keep = [c for c in cards if not (ABOVE[c] & others)]
            spare = [c for c in safe if c not in keep] or safe
            return min(spare, key=lambda c: pw[c])
        return min(safe, key=lambda c: (pw[c], pts[c]))
    table = sum(pts[c] for c in trick)
    if winners and win != n - 2 and table >= 10:
        return max(winners, key=pw.__getitem__)
    return _discard(ctx, hand, cards, others)


def _discard(ctx: Ctx, hand: int, cards: list[int], others: int) -> int:
    pts = ctx.points
    trump = ctx.trump

    def cost(c: int) -> tuple:
        s = c >> 3
        suit_cards = hand & SUIT_MASK[s]
        master_suit = any(not (ABOVE[x] & others) for x in bits(suit_cards))
        return (s == trump, pts[c], master_suit, -suit_cards.bit_count(), c & 7)
    return min(cards, key=cost)


def _lead(ctx: Ctx, seat: int, hand: int, cards: list[int], possible: Sequence[int],
          others: int, opps: Sequence[int], partner: int, signals: int) -> int:
    pts = ctx.points
    trump, tmask = ctx.trump, ctx.tmask
    opp_trumps = (possible[opps[0]] | possible[opps[1]]) & tmask
    mine_trumps = [c for c in cards if (c >> 3) == trump]
    if mine_trumps and opp_trumps and (seat & 1) == ctx.buyer_team:
        top = max(mine_trumps)
        if not (ABOVE[top] & others):
            return top
        if ctx.guess and len(mine_trumps) >= 3:
            # three trumps or more: draw with the smallest to bring out the master
            return min(mine_trumps, key=lambda c: c & 7)
        if ctx.guess and seat != ctx.buyer:
            # the buyer's partner leads a trump to the buyer
            return min(mine_trumps, key=lambda c: c & 7)
    masters = []
    for c in cards:
        s = c >> 3
        if s == trump or ABOVE[c] & others:
            continue
        if trump >= 0 and any(not (possible[o] & SUIT_MASK[s]) and possible[o] & tmask
                              for o in opps):
            continue
        masters.append(c)
    if masters:
        return max(masters, key=lambda c: (pts[c], c & 7))
    plain = [c for c in cards if (c >> 3) != trump] or cards
    if signals:
        wanted = [c for c in plain if signals >> (c >> 3) & 1]
        if wanted:
            return min(wanted, key=lambda c: (pts[c], c & 7))

    def lead_cost(c: int) -> tuple:
        s = c >> 3
        suit_cards = hand & SUIT_MASK[s]
        n = suit_cards.bit_count()
        # a ten or king led into a live ace is a gift
        exposed = pts[c] >= 3 and bool(ABOVE[c] & others)
        # the partner void here and holding trumps: a ruff for us
        ruff = trump >= 0 and not (possible[partner] & SUIT_MASK[s]) and possible[partner] & tmask
        # an opponent known void here and maybe holding trumps: a ruff for them
        opp_ruff = ctx.guess and trump >= 0 and any(
            not (possible[o] & SUIT_MASK[s]) and possible[o] & tmask for o in opps)
        return (exposed, opp_ruff, -1 if ruff else 0, pts[c], -n, c & 7)
    return min(plain, key=lead_cost)
