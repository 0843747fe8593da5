"""Catching up: what the table did while the player was busy, said short and true.

When the voice is behind (the player's keys cut the table's lines or held them, or
many messages wait), the messages that wait become one catch-up line
(:mod:`baloot_audio.ui.speech.lines`) in the words this part gives: each trick the
player acted past summed up by who took it and its points, with its cuts ("Left
cuts with the nine of diamonds and takes 12"); the trick in play card by card,
each card with the seat that played it, and who is winning it; projects, baloot,
akka and sawa in their short words; a run of passes of one round of the buy once
after its seats; the player's turn last, after what led to it. Every card named is
named with the seat that played it (tests/ui/test_catch_up.py checks it against the
events of many random rounds); the history keeps every message in full.

:class:`CatchUp` is a part of the narrator with its own state: the trick in play as
the live table told it (:meth:`CatchUp.see`), so that a catch-up can say who is
winning it even when its first cards were heard before.
"""

from __future__ import annotations

from typing import Any, Iterable, Optional, Protocol, Sequence, TypeGuard

from baloot_audio.core import events as ev
from baloot_audio.core.cards import winning_index
from baloot_audio.core.state import team_of
from baloot_audio.table_api import TurnToPlay


class Named(Protocol):
    """What a catch-up needs of the narrator's words (:class:`~.words.Words`)."""

    @property
    def viewer(self) -> int: ...

    def t(self, msg_id: str, **args: object) -> str: ...
    def seat(self, seat: int) -> str: ...
    def card(self, card: str) -> str: ...
    def is_me(self, seat: int) -> str: ...
    def clause(self, words: str) -> str: ...
    def inline(self, words: str) -> str: ...
    def project_name(self, kind: str) -> str: ...
    def join(self, items: Iterable[str], last: str = "list-and") -> str: ...


class Sourced(Protocol):
    """A waiting message: the table event it tells (None: not an event's), its id, its
    group (the buy's calls: one group per round of the buy)."""

    @property
    def source(self) -> Any: ...
    @property
    def msg_id(self) -> Optional[str]: ...
    @property
    def group(self) -> Optional[str]: ...


def is_pass(e: object) -> TypeGuard[ev.CallMade]:
    return isinstance(e, ev.CallMade) and e.call == "pass"


# what happens inside a trick: said with it when the trick is summed up
IN_TRICK = (ev.CardPlayed, ev.ProjectsAnnounced, ev.BalootAnnounced, ev.AkkaCalled, TurnToPlay)


def trick_of(events: list[Any]) -> list[Optional[int]]:
    """The trick each event happens in (None: not in a trick): a card's own, and for a
    project, baloot, akka or turn the trick of the next card or trick's end."""
    out: list[Optional[int]] = [None] * len(events)
    nxt: Optional[int] = None
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if isinstance(e, (ev.CardPlayed, ev.TrickWon)):
            nxt = e.trick
        elif not isinstance(e, IN_TRICK):
            nxt = None
        if isinstance(e, IN_TRICK):
            out[i] = nxt
    return out


def card_words(w: Named, e: ev.CardPlayed) -> str:
    """A card with the seat that played it, a cut as a cut: "Left cuts with the nine of
    diamonds", "Right leads the king of clubs", "you play the seven of clubs"."""
    msg = "card-cut-brief" if e.cut else "card-led-brief" if e.lead else "card-brief"
    return w.t(msg, seat=w.seat(e.seat), card=w.card(e.card), **{"seat-is-me": w.is_me(e.seat)})


class CatchUp:
    """The catch-up words (see the module's text) and the trick in play they need."""

    def __init__(self, words: Named):
        self.w = words
        self._trump: Optional[str] = None
        self._plays: list[tuple[int, str]] = []
        self._winning: dict[ev.CardPlayed, int] = {}   # who was winning after each card

    # -- the trick in play -------------------------------------------------------
    def see(self, event: object) -> None:
        """The live table told ``event`` (the narrator's :meth:`narrate` calls this)."""
        if isinstance(event, ev.Dealt):
            self._trump, self._plays, self._winning = None, [], {}
        elif isinstance(event, ev.ContractSet):
            self._trump = event.contract.trump
        elif isinstance(event, ev.CardPlayed):
            if event.trump and self._trump is None:   # a trump named late (second hokum)
                self._trump = event.card[1]
            if event.lead:
                self._plays = []
            self._plays.append((event.seat, event.card))
            at = winning_index([c for _, c in self._plays], self._trump)
            self._winning[event] = self._plays[at][0]
        elif isinstance(event, ev.TrickWon):
            self._plays = []

    def winning(self, e: ev.CardPlayed) -> Optional[int]:
        """The seat winning ``e``'s trick once ``e`` was played (None: not seen live)."""
        return self._winning.get(e)

    # -- the words ------------------------------------------------------------------
    def words(self, parts: Sequence[Sourced]) -> list[Optional[str]]:
        """Each waiting message's words in a catch-up line: a string, "" (said by a later
        message's words: a trick acted past, its cards, projects and turns included, by
        the words of who took it), or None (its own short words)."""
        events = [p.source for p in parts]
        tricks = trick_of(events)
        done = {e.trick for e in events if isinstance(e, ev.TrickWon)}
        last_live = {tricks[i]: i for i, e in enumerate(events)
                     if isinstance(e, ev.CardPlayed) and e.trick not in done}
        shown = any(isinstance(e, ev.ProjectsShown) for e in events)
        out: list[Optional[str]] = []
        for i, e in enumerate(events):
            if isinstance(e, ev.TrickWon):
                out.append(self.trick_taken(e, [m for k, m in enumerate(events)
                                                if tricks[k] == e.trick and m is not e],
                                            announced=not shown))
            elif tricks[i] is not None and tricks[i] in done \
                    or self.summed_up(i, events, parts[i]):
                out.append("")
            elif isinstance(e, ev.CardPlayed):
                out.append(self.live_card(e, last=last_live.get(e.trick) == i))
            else:
                out.append(self.other(e, parts[i + 1] if i + 1 < len(parts) else None, parts[i]))
        return self.runs_of_tricks(events, out)

    def runs_of_tricks(self, events: list[Any], out: list[Optional[str]]) -> list[Optional[str]]:
        """Tricks acted past one after the other by one seat, with nothing else said
        between them (no cut, no project), in one clause by the last of them: "Partner
        takes 15, 16 and 11"."""
        w, run = self.w, list[int]()
        plain = [isinstance(e, ev.TrickWon) and not e.last and out[i] == self.taken(e)
                 for i, e in enumerate(events)]
        for i, e in enumerate(events + [None]):
            if i < len(events) and out[i] == "" and run:
                continue            # a folded message inside the run (a trick's cards)
            if i < len(events) and plain[i] and (not run or events[run[-1]].seat == e.seat):
                run.append(i)
                continue
            if len(run) > 1:
                first = events[run[0]]
                for k in run[:-1]:
                    out[k] = ""
                out[run[-1]] = w.t("tricks-won-terse", seat=w.seat(first.seat),
                                   points=w.join(str(events[k].abnat) for k in run),
                                   **{"seat-is-me": w.is_me(first.seat)})
            run = [i] if i < len(events) and plain[i] else []
        return out

    @staticmethod
    def summed_up(i: int, events: list[Any], part: Sourced) -> bool:
        """Message ``i`` of the line is said by another of its messages: the buy's calls
        and the turned card's taker by the contract, the round's breakdown by its
        verdict and score (the round key has it)."""
        e, contract = events[i], [k for k, m in enumerate(events) if isinstance(m, ev.ContractSet)]
        if isinstance(e, (ev.CallMade, ev.Raised, ev.Offered)):
            return any(k > i for k in contract)
        if isinstance(e, ev.DealCompleted):
            return any(k < i for k in contract)
        return getattr(part, "msg_id", None) == "round-breakdown"

    def live_card(self, e: ev.CardPlayed, last: bool) -> str:
        """A card of the trick in play; its last one says who is winning the trick."""
        words = card_words(self.w, e)
        winner = self.winning(e) if last and not e.lead else None
        if winner is None:
            return words
        return words + self.w.clause(self.w.t(
            "catch-up-winning", seat=self.w.seat(winner),
            **{"seat-is-me": self.w.is_me(winner)}))

    def trick_taken(self, e: ev.TrickWon, members: list[Any], announced: bool = True) -> str:
        """A trick acted past: what was announced in it, its cuts, who took it and its
        points ("Left announces a sira, Left cuts with the nine of diamonds and takes
        12"; "Partner takes the last trick, 26")."""
        w = self.w
        who = {"seat": w.seat(e.seat), "seat-is-me": w.is_me(e.seat), "points": e.abnat}
        cuts = [m for m in members if isinstance(m, ev.CardPlayed) and m.cut]
        if e.last:
            taken = w.t("trick-won-last-condensed", **who)
        elif cuts and cuts[-1].seat == e.seat:
            taken = w.t("trick-cut-won-terse", card=w.card(cuts[-1].card), **who)
            cuts = cuts[:-1]
        else:
            taken = self.taken(e)
        said = [words for m in members if (words := self.announced(m))
                and (announced or not isinstance(m, ev.ProjectsAnnounced))]
        said += [card_words(w, c) for c in cuts] + [taken]
        return said[0] + "".join(w.clause(s) for s in said[1:])

    def taken(self, e: ev.TrickWon) -> str:
        """Who took a trick and its points, and nothing else ("Left takes 12")."""
        w = self.w
        return w.t("trick-won-terse", seat=w.seat(e.seat), points=e.abnat,
                   **{"seat-is-me": w.is_me(e.seat)})

    def announced(self, e: object) -> Optional[str]:
        """A project, baloot or akka called in a trick acted past, in a few words."""
        w = self.w
        if isinstance(e, ev.ProjectsAnnounced):
            return w.t("projects-announced-brief", seat=w.seat(e.seat),
                       projects=w.join(w.project_name(k) for k in e.kinds),
                       **{"seat-is-me": w.is_me(e.seat)})
        if isinstance(e, ev.BalootAnnounced):
            return w.t("baloot-announced-terse", seat=w.seat(e.seat),
                       **{"seat-is-me": w.is_me(e.seat)})
        if isinstance(e, ev.AkkaCalled):
            return w.t("akka-called-terse", seat=w.seat(e.seat),
                       **{"seat-is-me": w.is_me(e.seat)})
        return None

    def other(self, e: object, after: Optional[Sourced], part: Sourced) -> Optional[str]:
        """Anything but a card or a trick taken, in its catch-up words (None: its own)."""
        w = self.w
        if isinstance(e, TurnToPlay) and e.seat == w.viewer and not e.lead:
            return w.t("your-turn")      # the trick in play was just said
        if is_pass(e) and after is not None and is_pass(after.source) \
                and after.group == part.group:
            return w.seat(e.seat)        # "pass" comes once, after the run's last
            # (of one round of the buy: a second round's pass has its own word, «ولا»)
        if isinstance(e, ev.DealCompleted):
            return w.t("deal-completed-terse", seat=w.seat(e.land_to),
                       **{"seat-is-me": w.is_me(e.land_to)})
        if isinstance(e, ev.Dealt):
            return w.t("dealt-terse", dealer=w.inline(w.seat(e.dealer)), land=w.card(e.land),
                       **{"dealer-is-me": w.is_me(e.dealer)})
        if isinstance(e, ev.ProjectsShown):
            return w.t("projects-shown-terse",
                       winners="us" if e.team == team_of(w.viewer) else "them",
                       projects=w.join(w.project_name(p.kind) for p in e.projects))
        return None
