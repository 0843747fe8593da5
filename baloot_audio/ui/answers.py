"""The narrator's answers to the player's keys, in the player's language.

Questions about a :class:`~baloot_audio.core.PlayerView` (the whole hand, a suit,
the trick, the score, the projects...), a refused key's few words, what a call
offered does, and the fair shuffle's codes at a match's end. :class:`Answers` is
a part of :class:`~baloot_audio.ui.narrator.Narrator`; the names it uses (``seat``,
``card``, ``cards``, ``suit``, ``join``, ``project_name``, ``contract``,
``shown``...) come from its base, :class:`~baloot_audio.ui.words.Words`.
"""

from __future__ import annotations

from typing import Any, Iterable, Optional

from baloot_audio.core import Action, Phase, PlayerView
from baloot_audio.core import events as ev
from baloot_audio.core.cards import DECK, winning_index
from baloot_audio.core.projects import best_projects
from baloot_audio.core.scoring import TRICKS, points_taken, trick_points
from baloot_audio.core.state import team_of

from .commands import spelt
from .words import Words, in_second_round


# A long code (the fair shuffle's seed and seal, 64 signs) is said by its first signs,
# spaced so that speech spells them ("1 e 4 f 9 a 0 b"); the whole code is in the
# match's records (``baloot-audio verify``).
CODE_SIGNS = 8


def code_start(t, code: str, signs: int = CODE_SIGNS) -> str:
    """``1e4f9a0b...`` -> ``1 e 4 f 9 a 0 b``: a code's first signs, spelt one by one,
    each letter by its name in the language (``1 إي 4 إف`` in Arabic)."""
    return spelt(t, " ".join(code[:signs]), "code-letter")


class Answers(Words):
    """The answers part of the narrator (see the module's text)."""

    def refusal(self, rule: str, v: Any, switch_key: str) -> str:
        """A refused key's few words, from the engine's rule and what the view shows
        ("Not your turn: the right opponent is buying.", "You must follow clubs.");
        ``switch_key``: the key to the calls (a card played during the buy)."""
        msg = f"refused-{rule}"
        if not self.t.has(msg):
            return self.t("refused-other")
        led = v.current[0][1][1] if v is not None and v.current else None
        to_act = v.to_act if v is not None else None
        return self.t(msg, seat=self.seat_object(to_act) if to_act is not None else "",
                      phase="buy" if v is not None and v.phase is Phase.BUY else "play",
                      led=self.suit(led) if led else "", key=switch_key)

    def call_meaning(self, a: Action, v: Any) -> str:
        """What a call offered does, in a sentence ("Double, locked: ..."). In a list of
        every call offered (``a.suit`` None for a call that names a suit) the suit is
        left for the player to choose."""
        kind = a.kind
        if kind in ("double", "four"):
            sun = v.contract is not None and v.contract.kind == "sun"
            kind += "-sun" if sun and kind == "double" else "-locked" if a.locked else "-open"
        return self.t(f"call-meaning-{kind}", suit=self.suit(a.suit) if a.suit else "",
                      named="yes" if a.suit else "no", land=self.suit(v.land[1]),
                      then=self.after_pass(v) if kind == "pass" else "next")

    @staticmethod
    def after_pass(v: PlayerView) -> str:
        """What a pass leads to: the next player asked, or for the last to speak the buy
        round again (``again``), the cards dealt again (``redeal``) or the hokum's caller's
        last word (``caller``)."""
        stage = str(getattr(v.stage, "value", v.stage))
        if stage in ("round1", "round2") and v.seat == v.dealer:
            return "again" if stage == "round1" else "redeal"
        callers = [b.seat for b in v.bids if b.kind in ("hokum", "hokum2")]
        if stage == "hokum_asking" and callers and v.seat == (callers[-1] - 1) % 4:
            return "caller"
        return "next"

    # -- questions about a PlayerView ----------------------------------
    def hand_summary(self, hand: tuple[str, ...]) -> str:
        groups = []
        for suit in self.suit_order(hand):
            cards = [c for c in hand if c[1] == suit]
            groups.append(self.t("hand-suit-group", count=len(cards), suit=self.suit(suit),
                                 ranks=self.ranks(cards),
                                 **{"suit-one": self.t(f"suit-short-{suit}")}))
        # each suit's group has commas of its own: the groups are set apart more strongly
        return self.t("hand-summary", count=len(hand),
                      suits=self.t("list-group-separator").join(groups))

    @staticmethod
    def suit_order(hand: Iterable[str]) -> list[str]:
        return list(dict.fromkeys(c[1] for c in hand))

    def suit_cards(self, hand: tuple[str, ...], suit: str) -> str:
        cards = [c for c in hand if c[1] == suit]
        return self.t("suit-cards", count=len(cards), suit=self.suit(suit), ranks=self.ranks(cards))

    def trick(self, v) -> str:
        """The trick in play, each card with its seat, and who is winning it; between two
        tricks, the one just taken (who took it, its points) and that none is played yet."""
        if not v.current:
            if not v.tricks:
                return self.t("trick-empty")
            last = v.tricks[-1]
            trump = v.contract.trump if v.contract else None
            points = trick_points((c for _, c in last.plays), trump, len(v.tricks) == TRICKS)
            taken = self.t("trick-taken", number=len(v.tricks), plays=self.plays(last.plays),
                           seat=self.inline(self.seat(last.winner)), points=points,
                           **{"seat-is-me": self.is_me(last.winner)})
            if len(v.tricks) == TRICKS:
                return taken
            return taken + " " + self.t("trick-next-empty", number=len(v.tricks) + 1)
        text = self.t("trick-now", number=len(v.tricks) + 1, plays=self.plays(v.current))
        trump = v.contract.trump if v.contract else None
        win = v.current[winning_index([c for _, c in v.current], trump)][0]
        return text + " " + self.t("trick-winning", seat=self.seat(win),
                                   **{"seat-is-me": self.is_me(win)})

    def plays(self, plays: Iterable[tuple[int, str]]) -> str:
        """A trick's cards, each with the seat that played it."""
        return self.t("list-separator").join(
            self.t("trick-play", seat=self.seat(s), card=self.card(c),
                   **{"seat-is-me": self.is_me(s)}) for s, c in plays)

    def score(self, v, target: int, totals: Optional[tuple[int, int]] = None) -> str:
        """The match score: ``totals`` (the table's, once a round has ended) or the
        view's (the score before its round)."""
        totals = totals or v.totals
        mine = team_of(self.viewer)
        return self.t("score-now", us=totals[mine], them=totals[1 - mine], target=target)

    def turn(self, v) -> str:
        """Whose turn it is; the player's own with what the prompt said (the suit led, the
        calls offered), so that the answer tells all a prompt it cut would have."""
        if v.closing:      # a Qaid table's played-out round, open for a call
            return self.t("turn-qaid-window")
        if v.to_act is None:
            return self.t("turn-none")
        if v.to_act != self.viewer:
            return self.t("turn-other", seat=self.seat_object(v.to_act))
        if v.phase is Phase.BUY:
            calls = list(dict.fromkeys(a.kind for a in v.legal))
            return self.t("turn-me-call", calls=self.join(
                (self.call_name(c) for c in calls), last="list-or"))
        if v.current:
            return self.t("turn-me-follow", led=self.suit(v.current[0][1][1]))
        return self.t("turn-me-lead")

    def tricks_taken(self, v) -> str:
        mine = team_of(self.viewer)
        return self.t("tricks-taken", us=v.tricks_won[mine], them=v.tricks_won[1 - mine])

    def calls(self, v) -> str:
        if not v.bids:
            return self.t("calls-none")
        entries = [self.t("call-entry", seat=self.seat(b.seat),
                          call=self.call_entry(b.kind, b.suit, b.locked,
                                               in_second_round(v.bids[:i])))
                   for i, b in enumerate(v.bids)]
        return self.t("calls-list", calls=self.t("list-separator").join(entries))

    def contract_answer(self, v) -> str:
        if v.contract is None:
            return self.t("contract-none", land=self.card(v.land))
        return self.t("contract-now", contract=self.contract(v.contract))

    def projects(self, v) -> str:
        """The projects announced or shown, and the player's own still to be announced."""
        if v.shown:
            text = self.t("projects-list-shown", projects=self.shown(   # sentences, each ended
                ev.ShownProject(s, k, cards) for s, k, cards in v.shown))
        elif v.announced:
            entries = [self.t("project-entry", seat=self.seat(s),
                              projects=self.join(self.project_name(k) for k in kinds))
                       for s, kinds in v.announced]
            text = self.t("projects-list", projects=self.t("list-separator").join(entries))
        else:
            text = self.t("projects-none")
        mine = self.own_projects(v)
        if mine:
            text += " " + self.t("projects-mine", projects=self.join(
                self.t("project-held", project=self.project_name(p.kind), cards=self.cards(p.cards))
                for p in mine))
        return text

    @staticmethod
    def own_projects(v) -> tuple:
        """The player's projects not announced yet: the engine announces them as the
        player's first card goes down (the same choice: core.projects.best_projects on
        the eight cards)."""
        if v.contract is None or v.tricks or not v.rules.has_projects \
                or any(s == v.seat for s, _ in v.current):
            return ()
        return best_projects(v.seat, v.hand, v.contract.kind)

    def land(self, v) -> str:
        return self.t("land-now", land=self.card(v.land))

    def card_points(self, v) -> str:
        """The card points (abnat) each team has taken so far this round."""
        points = points_taken(v.tricks, v.contract.trump if v.contract else None)
        mine = team_of(self.viewer)
        return self.t("ask-points", us=points[mine], them=points[1 - mine])

    def suit_out(self, v, suit: str) -> str:
        """A suit's cards already played, still to come (in other hands) and in mine."""
        cards = [c for c in DECK if c[1] == suit]
        played = [c for c in cards if c in v.played]
        unseen = [c for c in cards if c not in v.played and c not in v.hand]
        return self.t("suit-out", suit=self.suit(suit), played=self.ranks(played),
                      unseen=self.ranks(unseen), mine=self.ranks(c for c in v.hand
                                                                 if c[1] == suit))

    # -- the fair shuffle's codes at the match's end (session.match_end) -------
    def seed_revealed(self, seed: str) -> str:
        """The line said at the end of a match: the seed's first signs, not its 64."""
        return self.t("shuffle-seed-short", short=code_start(self.t, seed))

    def seed_item(self, seed: str) -> str:
        return self.t("match-end-seed-short", short=code_start(self.t, seed))

    def seal_item(self, commitment: str) -> str:
        return self.t("match-end-commitment-short", short=code_start(self.t, commitment))

    def seal(self, commitment: str) -> str:
        """The fair shuffle's seal by its first signs, said on request (the desktop's game
        menu, the browser's Fair shuffle button), never as a match's first words."""
        return self.t("shuffle-commitment", short=code_start(self.t, commitment))

    def summary(self, v, target: int, totals: Optional[tuple[int, int]] = None) -> str:
        """Where the match stands: the contract, the trick, the score, whose turn (and
        first, at a Qaid table, that it is one)."""
        now = self.t("summary-now", contract=self.contract_answer(v), trick=self.trick(v),
                     score=self.score(v, target, totals), turn=self.turn(v))
        return f"{self.t('summary-qaid')} {now}" if v.rules.qaid else now
