"""Watching an online match (a member without a seat): the table's public events,
a trick behind the players (the server's feed), said with the seats named by the
players' names, or "Player 2" for a seat without one, never "you" nor "your
partner"; the teams by their players. A watcher has no hand: the hand's keys say
so, the score keys answer from the match, every other table key says it is not
for a watcher; Escape leaves for the lobby. See docs/online.md."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from baloot_audio.core import events as ev
from baloot_audio.core.state import Contract
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.net.wire.names import UNSPECIFIED

from .commands import BY_ID
from .online_state import Joined
from .online_names import spoken_name
from .present import present
from .screens import Screen
from .shell import Shell
from .speech import Priority

# The narrator's listener while watching: no seat (0..3) is this one, so no line
# says "you"; every seat has a name, so no seat word ("your partner") is said either.
WATCHER = 4
# what a hand answers: the keys that move in it, play, call or ask about it
HAND_KEYS = frozenset({"ask_hand", "ask_spades", "ask_hearts", "ask_diamonds", "ask_clubs",
                       "ask_suit_out", "play", "akka", "sawa", "hint", "switch_zone",
                       "explain_call", "explain_term", "qaid_call", "card_previous",
                       "card_next", "suit_previous", "suit_next", "card_first", "card_last"})
# the events whose words are a team's from the listener's side ("we", "they")
TEAM_EVENTS = (ev.ProjectsShown, ev.RoundScored, ev.MatchScored, ev.MatchWon, ev.QaidJudged)


@dataclass
class Watched:
    """The round as the watcher heard it (what the trick and contract keys read, as the
    narrator reads a player's view)."""

    land: Optional[str] = None
    contract: Optional[Contract] = None
    current: list[tuple[int, str]] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)

    def heard(self, e: Any) -> None:
        if isinstance(e, ev.Dealt):
            self.land, self.contract, self.current, self.tricks = e.land, None, [], []
        elif isinstance(e, ev.ContractSet):
            self.contract = e.contract
        elif isinstance(e, ev.CardPlayed):
            self.current.append((e.seat, e.card))
        elif isinstance(e, ev.TrickWon):
            self.current, self.tricks = [], self.tricks + [e.seat]


def watcher_names(sh: Shell, joined: Joined) -> dict[int, str]:
    """A name for each of the four seats: the player's (as the room says it), else the
    seat's number."""
    names = {s.seat: spoken_name(sh, joined, s.name, s.guest, s.seat, s.form)
             for s in joined.info.seats if s.name and s.kind == "human"}
    return {seat: names.get(seat) or sh.t("watch-seat", number=seat + 1) for seat in range(4)}


def watcher_forms(joined: Joined) -> dict[int, str]:
    """Each seat's form of address: its player's, else unspecified (a bot, docs/words.md)."""
    return {s.seat: s.form if s.name and s.kind == "human" else UNSPECIFIED
            for s in joined.info.seats}


class WatchScreen(Screen):
    """The table as a watcher hears it."""

    name = "watch"
    contexts = ("global", "table", "bidding")

    def __init__(self, app: Shell, table: RemoteTable, leave: Callable[[], None],
                 other_keys: Callable[[str], bool] = lambda cmd: False):
        super().__init__(app)
        self.table, self.leave, self.other_keys = table, leave, other_keys
        self.heard: list[str] = []          # what was said of the match (tests, by ear)
        self.watched = Watched()
        for event in table.history:     # the round so far (its snapshot's): for T and C
            self.watched.heard(event)
        table.subscribe(self.on_event)

    @property
    def narrator(self):
        return self.app.narrator

    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.note("screen", name=self.name)
        self.say(self.t("watch-started", leave=self.key_name("table_menu")), "watch-started",
                 priority)
        self.refresh()

    def score(self) -> str:
        """The match's score, each team by its players."""
        return self.teams("watch-totals", self.table.match.totals)

    def team(self, team: int) -> str:
        n = self.narrator
        return n.join([n.seat(team), n.seat(team + 2)])

    def teams(self, msg: str, points: tuple[int, int], **args: Any) -> str:
        return self.t(msg, first=self.team(0), second=self.team(1), a=points[0],
                      b=points[1], **args)

    def team_words(self, e: Any) -> str:
        """The words of an event told from a team's side, with the teams' names."""
        if isinstance(e, ev.ProjectsShown):
            return self.t("watch-projects", team=self.team(e.team),
                          projects=self.narrator.shown(e.projects))
        if isinstance(e, ev.RoundScored):
            return self.teams("watch-round", e.points)
        if isinstance(e, ev.MatchScored):
            return self.teams("watch-totals", e.totals)
        if isinstance(e, ev.MatchWon):
            return self.t("watch-won", team=self.team(e.team), a=e.totals[e.team],
                          b=e.totals[1 - e.team])
        return self.narrator.qaid_verdict(e)      # its score comes with the round's

    def on_event(self, event: Any) -> None:
        sh = self.app
        self.watched.heard(event)
        if isinstance(event, TEAM_EVENTS):
            words = self.team_words(event)
            sh.speech.say(words, Priority.EVENT, "watch-team")
            self.heard.append(words)
        else:
            self.heard += [u.text for u in present(sh.speech, sh.sounds,
                                                   self.narrator.narrate(event))]
        self.refresh()

    def command(self, cmd: str) -> bool:
        if self.other_keys(cmd):
            return True
        if cmd == "table_menu":
            self.table.unsubscribe(self.on_event)
            self.leave()
        elif cmd in HAND_KEYS or cmd.startswith("call_"):
            self.say(self.t("watch-no-hand"), "watch-no-hand")
        elif cmd in ("ask_score", "ask_summary"):
            self.say(self.score(), "ask-score")
        elif cmd in ("ask_trick", "ask_contract") and self.watched.land is not None:
            n, w = self.narrator, self.watched
            self.say(n.trick(w) if cmd == "ask_trick" else n.contract_answer(w),
                     cmd.replace("_", "-"))
        elif BY_ID[cmd].context in ("table", "bidding"):
            self.say(self.t("watch-not-available"), "watch-not-available")
        else:
            return False
        return True
