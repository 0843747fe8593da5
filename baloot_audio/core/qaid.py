"""Qaid tables: a mistake is played, and the other team may catch it.

At a Qaid table (option `qaid`, docs/rules.md) a card that breaks any play rule
is played like any other (not following, not trumping, not overtrumping, a
trump led in a locked round while the leader holds another suit, and with the
option `overtake_led_suit` not playing higher in the suit led), and so are a
false akka and a false sawa. A seat of the other team may call Qaid: it names the accused
seat, the *crime* (an earlier action of that seat this round) and the *proof*
(a later public card). Everything here reads public play only (the tricks, the
cards on the table, the calls made), never a hand: the judge, the Qaid sheet
and what a seat may call now take a :class:`Public` value, which holds nothing
else.

Why a later card proves a mistake: every play rule has the shape "holding any
card of this set, you must play from it" (docs/bots.md). A seat that played
``c`` and later ``d`` held both when it played ``c``; if ``c`` is refused from
the two-card hand ``(c, d)`` in that trick, it was refused from the seat's
real hand too. So a proven call always has a real mistake behind it, and a
round without one can never be lost to a call.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple, Optional, Union

from .actions import Action
from .cards import LOW_CARDS, outranking
from .play import refusal
from .rules import Rules
from .state import Contract, Phase, RoundState, Trick, team_of
from .view import PlayerView

# The play rules whose breach a Qaid table accepts (and a call can prove): every
# play rule (rules-baseline.md, option qaid; seed 004: "any of your team's
# actions"). Each has the shape the proof needs, so a later card of the seat
# proves each: a card of the led suit, a trump, a higher trump, a card of
# another suit after a trump led in a locked round, a higher card of the suit.
QAID_MISTAKES = ("must_follow_suit", "must_trump", "must_overtrump", "locked_no_trump_lead",
                 "must_overtake")
# The rule a proven akka or sawa broke (the names of their refusals elsewhere).
FALSE_AKKA, FALSE_SAWA = "akka_not_highest", "sawa_not_certain"


class Public(NamedTuple):
    """What everybody at the table has seen of the round's play: the finished
    tricks, the trick in play and its calls."""

    tricks: tuple[Trick, ...]
    current: tuple[tuple[int, str], ...]
    current_calls: tuple[Action, ...]


def public_play(source: Union[RoundState, PlayerView]) -> Public:
    """The public play of a round state or a player's view."""
    return Public(source.tricks, source.current, source.current_calls)


@dataclass(frozen=True, slots=True)
class Deed:
    """An action of the round as public play shows it: a card played, an akka
    (on its card) or a sawa claim (no card, made before its trick's lead)."""

    seat: int
    trick: int
    index: int                            # place in its trick (0 leads); -1: a sawa
    card: Optional[str]
    kind: str                             # "play", "akka" or "sawa"
    before: tuple[tuple[int, str], ...]   # its trick's cards before it
    played: frozenset[str]                # every card played in the round before it

    @property
    def crime(self) -> tuple[int, Optional[str]]:
        """How a Qaid call names it: its trick and its card."""
        return self.trick, self.card


class Play(NamedTuple):
    """A card on the table: its trick, its place in the trick, its seat."""

    trick: int
    index: int        # type: ignore[assignment]  # the place in its trick, not tuple.index
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class Suspect:
    """A line of the Qaid sheet: an action public play proves to be a mistake,
    the card that proves it, and the rule it broke."""

    accused: int
    crime: tuple[int, Optional[str]]
    proof: tuple[int, str]
    kind: str                             # "play", "akka" or "sawa"
    rule: str
    led: Optional[str]                    # the suit led in the crime's trick


@dataclass(frozen=True, slots=True)
class Judgement:
    """A judged call: ``rule`` is the rule the crime broke (None: not proven)."""

    verdict: str                          # "proven" or "not_proven"
    kind: str
    rule: Optional[str]
    led: Optional[str]


def _tricks(p: Public) -> list[tuple[tuple[tuple[int, str], ...], tuple[Action, ...],
                                     Optional[int]]]:
    """Each trick's plays, calls and winner (None: the trick in play)."""
    out: list[tuple[tuple[tuple[int, str], ...], tuple[Action, ...], Optional[int]]] = \
        [(t.plays, t.calls, t.winner) for t in p.tricks]
    if p.current:
        out.append((p.current, p.current_calls, None))
    return out


def deeds(p: Public) -> list[Deed]:
    """Every action of the round that a Qaid call may name, in the order made."""
    out: list[Deed] = []
    played: set[str] = set()
    for number, (plays, calls, _) in enumerate(_tricks(p)):
        for call in calls:
            if call.kind == "sawa":
                out.append(Deed(call.seat, number, -1, None, "sawa", (), frozenset(played)))
        for index, (seat, card) in enumerate(plays):
            akka = index == 0 and any(c.kind == "akka" and c.seat == seat for c in calls)
            out.append(Deed(seat, number, index, card, "akka" if akka else "play",
                            plays[:index], frozenset(played)))
            played.add(card)
    return out


def plays(p: Public) -> list[Play]:
    """Every card played this round, in order."""
    return [Play(number, index, seat, card)
            for number, (cards, _, _) in enumerate(_tricks(p))
            for index, (seat, card) in enumerate(cards)]


def broken_rule(rules: Rules, contract: Contract, deed: Deed, proof: Play,
                winners: list[Optional[int]]) -> Optional[str]:
    """The rule ``proof`` shows that ``deed`` broke, or None. ``winners``: each
    trick's winner (None while it is in play)."""
    if (proof.trick, proof.index) <= (deed.trick, deed.index):
        return None
    card = deed.card                  # a card's or an akka's (a sawa names none)
    if deed.kind == "play":
        if proof.seat != deed.seat:
            return None
        assert card is not None
        rule = refusal(rules, (card, proof.card), deed.before, deed.seat, contract.trump,
                       contract.locked, deed.played, card)
        return rule if rule in QAID_MISTAKES else None
    if deed.kind == "akka":
        assert card is not None
        return FALSE_AKKA if proof.card in outranking(card, contract.trump) else None
    winner = winners[proof.trick]
    return FALSE_SAWA if winner is not None and team_of(winner) != team_of(deed.seat) else None


def _winners(p: Public) -> list[Optional[int]]:
    return [winner for _, _, winner in _tricks(p)]


def _led(p: Public, deed: Deed) -> Optional[str]:
    cards = _tricks(p)[deed.trick][0]
    return cards[0][1][1] if cards else None


def find_deed(p: Public, accused: Optional[int],
              crime: Optional[tuple[int, Optional[str]]]) -> Optional[Deed]:
    """The action a call names, or None when the accused made no such action."""
    if crime is None:
        return None
    return next((d for d in deeds(p) if d.seat == accused and d.crime == tuple(crime)), None)


def find_proof(p: Public, deed: Deed, proof: Optional[tuple[int, str]]) -> Optional[Play]:
    """The card a call names as proof, when it was played after the crime."""
    if proof is None:
        return None
    return next((x for x in plays(p) if (x.trick, x.card) == tuple(proof)
                 and (x.trick, x.index) > (deed.trick, deed.index)), None)


def judge(rules: Rules, contract: Contract, p: Public, call: Action) -> Judgement:
    """The verdict on a Qaid call whose crime and proof exist (the engine has
    checked that: ``core.engine.view_refusal``), from public play alone."""
    deed = find_deed(p, call.accused, call.crime)
    assert deed is not None
    proof = find_proof(p, deed, call.proof)
    assert proof is not None
    rule = broken_rule(rules, contract, deed, proof, _winners(p))
    return Judgement("proven" if rule else "not_proven", deed.kind, rule, _led(p, deed))


def proofs(p: Public, deed: Deed) -> list[Play]:
    """The later public cards a call on ``deed`` may name as its proof: the
    accused's later cards for a card, later cards of its suit for an akka, the
    winning card of each later finished trick for a sawa."""
    later = [x for x in plays(p) if (x.trick, x.index) > (deed.trick, deed.index)]
    if deed.kind == "play":
        return [x for x in later if x.seat == deed.seat]
    if deed.kind == "akka":
        assert deed.card is not None
        return [x for x in later if x.card[1] == deed.card[1]]
    out = []
    for trick, (_, _, winner) in enumerate(_tricks(p)):
        if trick >= deed.trick and winner is not None:
            out += [x for x in later if x.trick == trick and x.seat == winner]
    return out


# The last sheet worked out, keyed by the identity of the rules, contract and
# public play it came from (the views of one state share them): every seat's bot
# asks for it after every step. It holds its keys, so they cannot be reused.
_last_sheet: tuple[Any, ...] = (None,) * 6


def qaid_sheet(rules: Rules, contract: Optional[Contract], p: Public) -> tuple[Suspect, ...]:
    """The Qaid sheet: every action of this round (any seat's) that public play
    already proves to be a mistake, each with its first proof, in the order the
    actions were made. Reads no hand: a mistake with no public proof yet is
    not on it."""
    global _last_sheet
    if contract is None or not rules.qaid:
        return ()
    key = (rules, contract, p.tricks, p.current, p.current_calls)
    if all(a is b for a, b in zip(key, _last_sheet)):
        kept: tuple[Suspect, ...] = _last_sheet[5]
        return kept
    winners = _winners(p)
    out = []
    for deed in deeds(p):
        for proof in proofs(p, deed):
            rule = broken_rule(rules, contract, deed, proof, winners)
            if rule:
                out.append(Suspect(deed.seat, deed.crime, (proof.trick, proof.card), deed.kind,
                                   rule, _led(p, deed)))
                break
    sheet = tuple(out)
    _last_sheet = key + (sheet,)
    return sheet


def sheet_for(v: PlayerView) -> tuple[Suspect, ...]:
    """The Qaid sheet as a player sees it (``v``: a PlayerView)."""
    return qaid_sheet(v.rules, v.contract, public_play(v))


def boshat_hand(five: tuple[str, ...]) -> bool:
    """First five cards all sevens, eights and nines."""
    return all(card[0] in LOW_CARDS for card in five)


def boshat_open(v: PlayerView) -> bool:
    """Boshat may still be called at this Qaid table: the deal's first five are
    out and no card has been played."""
    return v.rules.qaid and (v.phase is Phase.BUY or v.phase is Phase.PLAY
                             and not v.tricks and not v.current)


def calls_now(v: PlayerView) -> tuple[str, ...]:
    """What ``v``'s seat may call now without waiting for its turn: "boshat"
    (its first five are all low, before the first card) and "qaid" (an
    opponent has done something that a later public card may prove)."""
    if not v.rules.qaid:
        return ()
    out = []
    if boshat_open(v) and boshat_hand(v.first_five):
        out.append("boshat")
    p = public_play(v)
    if (v.phase is Phase.PLAY or v.closing) and any(
            team_of(d.seat) != team_of(v.seat) and proofs(p, d) for d in deeds(p)):
        out.append("qaid")
    return tuple(out)


def qaid_call(seat: int, accused: int, crime: tuple[int, Optional[str]],
              proof: tuple[int, str]) -> Action:
    """The action of ``seat`` calling Qaid on ``accused``."""
    return Action(seat, "qaid", accused=accused, crime=crime, proof=proof)


def slips(v: PlayerView) -> tuple[tuple[str, str], ...]:
    """The cards ``v``'s seat may play now although they break a play rule (a
    Qaid table accepts them), each with the rule: its own hand and the table only."""
    if not v.rules.qaid or v.phase is not Phase.PLAY or v.to_act != v.seat:
        return ()
    listed = {a.card for a in v.legal}
    out = []
    for card in v.hand:
        if card not in listed:
            rule = refusal(v.rules, v.hand, v.current, v.seat, v.bought.trump,
                           v.bought.locked, v.played, card)
            if rule in QAID_MISTAKES:
                out.append((card, rule))
    return tuple(out)
