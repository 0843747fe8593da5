"""The narrator: (event, the listener's seat, language) -> utterance and sound cue.

Pure: no pyglet, no output. The app hands the narrations to Speech and the
SoundBank; tests call :meth:`Narrator.narrate` directly. Seats are named from
the listener's place: "You", "Partner", "Right", "Left" (which opponent is on
the right depends on the turn-order setting; counter-clockwise by default, as
in Saudi play, so the next player is on your right).

The same object also answers the player's keys (:class:`~baloot_audio.ui.answers.Answers`:
questions about a :class:`~baloot_audio.core.PlayerView`, a refused key's words,
what a call does).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional

from baloot_audio.core import events as ev
from baloot_audio.core.cards import SUITS, sorted_hand
from baloot_audio.core.scoring import ROUND_POINTS
from baloot_audio.core.state import Contract, Stage, team_of
from baloot_audio.i18n import Catalog
from baloot_audio.table_api import Refused, RoundStarted, TurnToPlay

from .answers import Answers
from .sounds import CALL_CUES, card_cue


@dataclass
class Narration:
    text: Optional[str]
    msg_id: Optional[str] = None
    cue: Optional[str] = None
    cue_data: dict[str, Any] = field(default_factory=dict)
    cue_delay: float = 0.0  # seconds: lets the cue of an earlier event of the same moment end
    brief: Optional[str] = None   # its words in a condensed line (one line per trick)
    group: Optional[str] = None   # the trick it belongs to, when condensed
    joins: bool = True            # said in one line with the rest of its moment
    detail: bool = False          # said after everything else (the round's breakdown)
    source: Any = None            # the event it tells (the terse line's words)


POSITIONS_CCW = ("me", "right", "across", "left")
POSITIONS_CW = ("me", "left", "across", "right")

# Events of one moment arrive together (the last card, the trick, the score):
# their cues start one after the other (seconds; see scripts/gen_sounds.py).
DEAL_AFTER_SHUFFLE = 0.75   # the riffle and the bridge
TRICK_AFTER_CARD = 0.3      # the card's snap (a trump's bell rings on under it)
ROUND_AFTER_TRICK = 1.15    # the last trick's cue, after its own delay
MATCH_AFTER_ROUND = 2.3     # the round's cue, after its own delay

# The brief verbosity (a setting, for experienced players), decided here only.
# Every card played (and by whom), the player's own turn and calls, everybody's
# calls and raises, the contract, projects, baloot, who wins each trick, the
# round's score and the match's result are still spoken; brief drops the extra
# words. Sound cues are never dropped. (The values: settings.VERBOSITIES.)
# not spoken at all: what the other seats are asked (their answer is spoken), the
# round's breakdown (the verdict is spoken; the round key has the breakdown)
BRIEF_DROPPED = frozenset({"offered-other", "round-breakdown"})
# spoken as "<id>-brief" (same catalogue file, a subset of the arguments):
# no abnat per trick, no led suit on your turn (the lead card was just read),
# no explanation after akka, gahwa and sawa
BRIEF_SHORTENED = frozenset({"trick-won", "trick-won-last", "your-turn-follow",
                             "akka-called", "raised-gahwa", "sawa-claimed"})
# stages at which another seat's being asked is not spoken (its call is)
ORDINARY_ASKING = frozenset({Stage.ROUND1, Stage.ROUND2, Stage.HOKUM_ASKING, Stage.DONE,
                             Stage.PLAY})


def is_pass(e: Any) -> bool:
    return isinstance(e, ev.CallMade) and e.call == "pass"


class Narrator(Answers):
    def __init__(self, t: Catalog, viewer: int = 0, clockwise: bool = False,
                 verbosity: str = "full"):
        self.t = t
        self.viewer = viewer
        self.clockwise = clockwise
        self.verbosity = verbosity  # "full" or "brief" (see BRIEF_DROPPED, BRIEF_SHORTENED)
        self.names: dict[int, str] = {}  # online: a person's name replaces the seat's word

    # -- names ---------------------------------------------------------
    def position(self, seat: int) -> str:
        order = POSITIONS_CW if self.clockwise else POSITIONS_CCW
        return order[(seat - self.viewer) % 4]

    def seat(self, seat: int) -> str:
        return self.names.get(seat) or self.t(f"seat-{self.position(seat)}")

    def seat_label(self, seat: int) -> str:
        """The short label drawn beside a seat's card ("Partenaire", "يمينك"); :meth:`seat`
        names the seat in a spoken sentence ("Votre partenaire", "اللي على يمينك")."""
        return self.t(f"seat-{self.position(seat)}-label")

    def seat_object(self, seat: int) -> str:
        return self.names.get(seat) or self.t(f"seat-{self.position(seat)}-object")

    def is_me(self, seat: int) -> str:
        """"yes", "person" (a named player online: Arabic then words it without a
        verb, which would say the player's gender) or "no" (a seat's word)."""
        if seat == self.viewer:
            return "yes"
        return "person" if seat in self.names else "no"

    def team(self, team: int, subject: bool = False) -> str:
        us = team == team_of(self.viewer)
        return self.t(("team-us" if us else "team-them") + ("-subject" if subject else ""))

    def card(self, card: str) -> str:
        return self.t("card", rank=self.t(f"rank-{card[0]}"), suit=self.t(f"suit-{card[1]}"))

    def hand_card(self, card: str, trump: Optional[str]) -> str:
        """A card of the player's hand as the focus reaches it: a trump says so."""
        name = self.card(card)
        return self.t("card-trump", card=name) if trump and card[1] == trump else name

    def cards(self, cards: Iterable[str]) -> str:
        """Cards read aloud; a run in one suit names its suit once ("seven, eight and
        nine of hearts")."""
        cards = list(cards)
        suits = {c[1] for c in cards}
        if len(cards) > 1 and len(suits) == 1:
            return self.t("cards-in-suit", ranks=self.ranks(cards), suit=self.suit(suits.pop()))
        return self.join(self.card(c) for c in cards)

    def card_label(self, card: str) -> str:
        """Short visual label: ``10♥``."""
        return self.t(f"rank-label-{card[0]}") + self.t(f"suit-symbol-{card[1]}")

    def suit(self, suit: str) -> str:
        return self.t(f"suit-{suit}")

    def join(self, items: Iterable[str], last: str = "list-and") -> str:
        """A list read aloud: "a, b and c" (or, with ``last="list-or"``, the choices "a, b or c")."""
        items = list(items)
        if not items:
            return self.t("none")
        if len(items) == 1:
            return items[0]
        return self.t(last, first=self.t("list-separator").join(items[:-1]), last=items[-1])

    def call_name(self, call: str) -> str:
        return self.t(f"call-{call}")

    def call_entry(self, kind: str, suit: Optional[str] = None,
                   locked: Optional[bool] = None) -> str:
        name = self.call_name(kind)
        if suit:
            return self.t("call-entry-suit", call=name, suit=self.suit(suit))
        if locked is True:
            return self.t("call-entry-locked", call=name)
        if locked is False and kind in ("double", "four"):
            return self.t("call-entry-open", call=name)
        return name

    def project_name(self, kind: str) -> str:
        return self.t(f"project-{kind}")

    def rule(self, code: str) -> str:
        msg = f"rule-{code}"
        return self.t(msg) if self.t.has(msg) else self.t("rule-unknown", rule=code)

    def contract(self, c: Contract) -> str:
        buyer = self.seat_object(c.buyer) if c.buyer != self.viewer else self.t("seat-me-object")
        if c.kind == "sun" and c.ashkal:
            base = self.t("contract-ashkal", buyer=buyer, **{"land-to": self.seat_object(c.land_to)})
        elif c.kind == "sun":
            base = self.t("contract-sun", buyer=buyer)
        elif c.trump:
            base = self.t("contract-hokum", trump=self.suit(c.trump), buyer=buyer)
        else:
            base = self.t("contract-hokum-untold", buyer=buyer)
        parts = [base]
        if c.gahwa:
            parts.append(self.t("contract-gahwa"))
        elif c.multiplier > 1:
            parts.append(self.t("contract-times", multiplier=c.multiplier))
        if c.kind == "hokum" or c.multiplier > 1:  # a language may leave an undoubled one unsaid
            parts.append(self.t("contract-locked" if c.locked else "contract-open"
                                if c.multiplier > 1 else "contract-open-undoubled"))
        return self.t("list-separator").join(p for p in parts if p)

    # -- events --------------------------------------------------------
    def narrate(self, event: Any) -> list[Narration]:
        handler = HANDLERS.get(type(event))
        if handler is None:
            raise TypeError(f"the narrator has nothing for {type(event).__name__}")
        out = handler(self, event)
        out = [out] if isinstance(out, Narration) else list(out)
        for o in out:
            o.source = event
        return [o for o in out if o.text or o.cue]  # brief may leave nothing to say

    def _n(self, msg_id: str, cue: Optional[str] = None, cue_data: dict | None = None,
           cue_delay: float = 0.0, **args: Any) -> Narration:
        """Every event's words go through here: the one place verbosity applies."""
        if self.verbosity == "brief":
            if msg_id in BRIEF_DROPPED:
                return Narration(None, None, cue, cue_data or {}, cue_delay)
            if msg_id in BRIEF_SHORTENED:
                msg_id += "-brief"
        return Narration(self.t(msg_id, **args), msg_id, cue, cue_data or {}, cue_delay)

    def _RoundStarted(self, e: RoundStarted) -> list[Narration]:
        # the shuffle is heard; Dealt follows at once and says it all
        return [Narration(None, None, "shuffle")]

    def _Dealt(self, e: ev.Dealt) -> Narration:
        return self._n("dealt", cue="deal", cue_delay=DEAL_AFTER_SHUFFLE,
                       dealer=self.seat(e.dealer),
                       **{"dealer-is-me": self.is_me(e.dealer)}, land=self.card(e.land))

    def _Offered(self, e: ev.Offered) -> list[Narration]:
        calls = self.join((self.call_name(c) for c in e.calls), last="list-or")
        if e.seat == self.viewer:
            return [self._n("offered-me", cue="your_turn", calls=calls)]
        if e.stage in ORDINARY_ASKING:
            return []  # ordinary asking: the calls themselves are spoken
        return [self._n("offered-other", seat=self.seat(e.seat), calls=calls)]

    def _CallMade(self, e: ev.CallMade) -> Narration:
        name = self.call_name(e.call)
        cue = CALL_CUES.get(e.call, "call_pass")
        data = {"call": e.call, "seat": e.seat}
        if e.suit:   # "You name diamonds as trump", not "You: name the trump, diamonds"
            n = self._n("call-made-suit", cue=cue, cue_data=data, seat=self.seat(e.seat),
                        call=name, suit=self.suit(e.suit), kind=e.call,
                        **{"seat-is-me": self.is_me(e.seat)})
        else:   # a double or four: the Raised event that follows tells open/locked and ×N
            n = self._n("call-made", cue=cue, cue_data=data, seat=self.seat(e.seat), call=name)
        if n.text:   # calls that wait (a fast table) are said in one line, as a trick's are
            n.brief, n.group = n.text.rstrip("."), "calls"
        return n

    def _Raised(self, e: ev.Raised) -> Narration:
        if e.gahwa:
            return self._n("raised-gahwa", seat=self.seat(e.seat))
        # the call itself was just said ("You: double."): only what it changed
        return self._n("raised-worth", multiplier=e.multiplier,
                       locked="yes" if e.locked else "no")

    def _ContractSet(self, e: ev.ContractSet) -> Narration:
        return self._n("contract-set", contract=self.contract(e.contract))

    def _ThrownIn(self, e: ev.ThrownIn) -> Narration:
        # the cards are gathered and shuffled again
        if e.reason == "boshat" and e.seat is not None:
            return self._n("thrown-in-boshat", cue="shuffle", seat=self.seat(e.seat))
        return self._n("thrown-in-all-passed", cue="shuffle")

    def _DealCompleted(self, e: ev.DealCompleted) -> Narration:
        return self._n("deal-completed", cue="deal", seat=self.seat(e.land_to),
                       **{"seat-is-me": self.is_me(e.land_to)})

    def _ProjectsAnnounced(self, e: ev.ProjectsAnnounced) -> Narration:
        args = {"seat": self.seat(e.seat), "seat-is-me": self.is_me(e.seat),
                "projects": self.join(self.project_name(k) for k in e.kinds)}
        n = self._n("projects-announced", cue="project", **args)
        # announced with the seat's first card: in the first trick's one line
        n.brief, n.group = self.t("projects-announced-brief", **args), "trick-0"
        return n

    def _ProjectsShown(self, e: ev.ProjectsShown) -> Narration:
        # "Their projects count. Right shows a sira, ten, jack and queen of diamonds."
        return self._n("projects-shown", winners="us" if e.team == team_of(self.viewer) else "them",
                       projects=self.shown(e.projects))

    def shown(self, projects: Iterable[Any]) -> str:
        """Each shown project in a sentence of its own: who shows what, and its cards."""
        return " ".join(self.t("shown-project", seat=self.seat(p.seat),
                               **{"seat-is-me": self.is_me(p.seat)},
                               project=self.project_name(p.kind), cards=self.cards(p.cards))
                        for p in projects)

    def _BalootAnnounced(self, e: ev.BalootAnnounced) -> Narration:
        return self._n("baloot-announced", cue="baloot", seat=self.seat(e.seat), points=e.points)

    def _AkkaCalled(self, e: ev.AkkaCalled) -> Narration:
        return self._n("akka-called", cue="call_akka", seat=self.seat(e.seat),
                       card=self.card(e.card))

    def _SawaClaimed(self, e: ev.SawaClaimed) -> Narration:
        return self._n("sawa-claimed", cue="call_sawa", seat=self.seat(e.seat),
                       **{"seat-is-me": self.is_me(e.seat)})

    def _CardPlayed(self, e: ev.CardPlayed) -> Narration:
        cue = card_cue(self.position(e.seat), e.trump, e.cut)
        msg = "card-cut" if e.cut else "card-led" if e.lead else "card-played"
        n = self._n(msg, cue=cue, cue_data={"card": e.card, "seat": e.seat},
                    seat=self.seat(e.seat), **{"seat-is-me": self.is_me(e.seat)},
                    card=self.card(e.card))
        n.brief = self.t("card-brief", seat=self.seat(e.seat), card=self.card(e.card))
        n.group = f"trick-{e.trick}"
        return n

    def _TrickWon(self, e: ev.TrickWon) -> Narration:
        us = team_of(e.seat) == team_of(self.viewer)
        cue = ("last_trick_" if e.last else "trick_") + ("us" if us else "them")
        who = {"seat": self.seat(e.seat), "seat-is-me": self.is_me(e.seat)}
        n = self._n("trick-won-last" if e.last else "trick-won", cue=cue,
                    cue_delay=TRICK_AFTER_CARD, points=e.abnat, **who)
        # in a trick's one line: who took it (the last one named: its bonus is in the points)
        n.brief = self.t("trick-won-last-condensed" if e.last else "trick-won-condensed",
                         points=e.abnat, **who)
        n.group = f"trick-{e.trick}"
        return n

    def _RoundScored(self, e: ev.RoundScored) -> list[Narration]:
        """Who won the round and by how much first, in one short line with the rest
        of the moment (the match score, the round-end screen); the breakdown in
        full verbosity after everything else (and on the round key); a thrown-in
        round says nothing here: "Everybody passed, the cards are dealt again" said it."""
        if e.outcome == "thrown_in":
            return []
        cue = self.round_cue(e)
        out = [Narration(self.round_verdict(e), "round-result", cue, {}, ROUND_AFTER_TRICK)]
        if not (self.verbosity == "brief" and "round-breakdown" in BRIEF_DROPPED):
            out.append(Narration(self.round_breakdown(e), "round-breakdown", joins=False,
                                 detail=True))
        return out

    def round_verdict(self, e: ev.RoundScored) -> str:
        mine = team_of(self.viewer)
        us, them = e.points[mine], e.points[1 - mine]
        side = {"us": us, "them": them}
        winners = "us" if us > them else "them"
        buyers = "none" if e.buyer is None else "us" if team_of(e.buyer) == mine else "them"
        args = {"us": us, "them": them, "winners": winners, "buyers": buyers,
                "high": max(us, them), "low": min(us, them), "multiplier": e.multiplier,
                "kind": self.call_name(e.kind) if e.kind else "",
                "full": ROUND_POINTS.get(e.kind or "", 0)}
        if e.outcome in ("kaboot", "capot", "reverse_kaboot"):
            return self.t("round-verdict-kaboot", **args)
        if e.outcome in ("made", "fell") and e.multiplier > 1:
            return self.t("round-verdict-doubled", **args)
        if e.outcome == "made":
            args.update(high=side[buyers], low=side["them" if buyers == "us" else "us"])
            return self.t("round-verdict-made", **args)
        if e.outcome == "fell":
            return self.t("round-verdict-fell", **args, **self.fallen_projects(e))
        return self.t("round-verdict-other", outcome=self.t(f"outcome-{e.outcome}"), **args)

    @staticmethod
    def fallen_projects(e: ev.RoundScored) -> dict[str, int]:
        """Where a fallen buyer's projects went: ``given`` to the other team (some
        presets give them all the projects) or ``lost`` (the breakdown still counts
        them). Read from the round's points: the defence scored the round's full
        points, its own projects and baloot, and whatever it was given."""
        buyer = team_of(e.buyer) if e.buyer is not None else 0
        defence = 1 - buyer
        base = ROUND_POINTS.get(e.kind or "", 0) + e.project_points[defence] \
            + e.baloot_points[defence]
        given = max(0, min(e.project_points[buyer], e.points[defence] - base))
        return {"given": given, "lost": e.project_points[buyer] - given}

    def round_breakdown(self, e: ev.RoundScored) -> str:
        """Each team's tricks, card points, projects and baloot (what the verdict came from)."""
        mine = team_of(self.viewer)
        return " ".join(self.t("round-team-breakdown", team=self.team(team),
                               tricks=e.tricks[team], abnat=e.abnat[team],
                               **{"card-points": e.card_points[team]},
                               projects=e.project_points[team], baloot=e.baloot_points[team])
                        for team in (mine, 1 - mine))

    def round_cue(self, e: ev.RoundScored) -> Optional[str]:
        """kaboot_us / kaboot_them, round_won / round_lost, or None (thrown in, a tie)."""
        mine = team_of(self.viewer)
        if e.outcome == "thrown_in":
            return None
        if 8 in e.tricks and e.outcome in ("kaboot", "reverse_kaboot", "capot"):
            return "kaboot_us" if e.tricks[mine] == 8 else "kaboot_them"
        if e.points[mine] != e.points[1 - mine]:
            return "round_won" if e.points[mine] > e.points[1 - mine] else "round_lost"
        if e.buyer is None:
            return None
        buyers_are_us = team_of(e.buyer) == mine
        if e.outcome == "equal":   # equal totals, equal points: neither won
            return None
        if e.outcome == "litige":  # belote: the defence scores, the takers' points wait
            return "round_lost" if buyers_are_us else "round_won"
        return None

    def _MatchScored(self, e: ev.MatchScored) -> list[Narration]:
        if e.scoreless:
            return []     # a thrown-in round: the score did not move (the score key has it)
        mine = team_of(self.viewer)
        out = [self._n("match-scored", us=e.totals[mine], them=e.totals[1 - mine])]
        if e.held:
            out.append(self._n("match-scored-held", held=e.held))
        return out

    def _MatchWon(self, e: ev.MatchWon) -> Narration:
        mine = team_of(self.viewer)
        winner = "us" if e.team == mine else "them"
        cue = "match_won" if e.team == mine else "match_lost"
        if e.by_gahwa:
            return self._n("match-won-gahwa", cue=cue, cue_delay=MATCH_AFTER_ROUND, winner=winner)
        return self._n("match-won", cue=cue, cue_delay=MATCH_AFTER_ROUND, winner=winner,
                       us=e.totals[mine], them=e.totals[1 - mine])

    def terse(self, parts: list[Any]) -> list[Optional[str]]:
        """The words of each part of a terse line (a long backlog: up to two tricks in
        one line). A trick's cards in turn order, the seat named for the first of a
        line or a trick only, each suit said once after its run of ranks, and who took
        the trick ("Right seven, king, ten of spades, ace of hearts, Left takes 14");
        the player's turn without the led suit (its card was just said); a run of
        passes said once after its seats ("Right, Partner, Left: pass"); the deal's
        end without "the rest of the cards are dealt". None: the part keeps its words."""
        out: list[Optional[str]] = []
        for i, u in enumerate(parts):
            e = u.source
            before = parts[i - 1].source if i else None
            after = parts[i + 1].source if i + 1 < len(parts) else None
            if isinstance(e, ev.CardPlayed):
                same = lambda o: isinstance(o, ev.CardPlayed) and o.trick == e.trick  # noqa: E731
                card = self.t(f"rank-{e.card[0]}") \
                    if same(after) and after.card[1] == e.card[1] else self.card(e.card)
                out.append(card if same(before) else self.t("card-brief", seat=self.seat(e.seat),
                                                            card=card))
            elif isinstance(e, ev.TrickWon):
                out.append(self.t("trick-won-terse", seat=self.seat(e.seat), points=e.abnat,
                                  **{"seat-is-me": self.is_me(e.seat)}))
            elif isinstance(e, TurnToPlay) and e.seat == self.viewer and not e.lead:
                out.append(self.t("your-turn"))
            elif is_pass(e) and is_pass(after):
                out.append(self.seat(e.seat))     # "pass" comes once, after the run's last
            elif isinstance(e, ev.DealCompleted):
                out.append(self.t("deal-completed-terse", seat=self.seat(e.land_to),
                                  **{"seat-is-me": self.is_me(e.land_to)}))
            else:
                out.append(None)
        return out

    def _TurnToPlay(self, e: TurnToPlay) -> list[Narration]:
        if e.seat != self.viewer:
            return []
        if e.lead:
            return [self._n("your-turn-lead", cue="your_turn")]
        return [self._n("your-turn-follow", cue="your_turn", led=self.suit(e.led_suit))]

    def _Refused(self, e: Refused) -> list[Narration]:
        # the soft sound; the table screen says why in a few words (the refused key's
        # answer: TableScreen.refused), the explain key gives the whole rule
        return [Narration(None, None, "refused", {"rule": e.rule})]


# Each event type and the method that words it (a test checks that none is missing).
HANDLERS: dict[type, Callable[[Narrator, Any], Any]] = {
    RoundStarted: Narrator._RoundStarted, ev.Dealt: Narrator._Dealt,
    ev.Offered: Narrator._Offered, ev.CallMade: Narrator._CallMade,
    ev.Raised: Narrator._Raised, ev.ContractSet: Narrator._ContractSet,
    ev.ThrownIn: Narrator._ThrownIn, ev.DealCompleted: Narrator._DealCompleted,
    ev.ProjectsAnnounced: Narrator._ProjectsAnnounced, ev.ProjectsShown: Narrator._ProjectsShown,
    ev.BalootAnnounced: Narrator._BalootAnnounced, ev.AkkaCalled: Narrator._AkkaCalled,
    ev.SawaClaimed: Narrator._SawaClaimed, ev.CardPlayed: Narrator._CardPlayed,
    ev.TrickWon: Narrator._TrickWon, ev.RoundScored: Narrator._RoundScored,
    ev.MatchScored: Narrator._MatchScored, ev.MatchWon: Narrator._MatchWon,
    TurnToPlay: Narrator._TurnToPlay, Refused: Narrator._Refused,
}


__all__ = ["BRIEF_DROPPED", "BRIEF_SHORTENED", "Narration", "Narrator", "SUITS",
           "sorted_hand"]
