"""The player's turns at a timed table against bots (Settings: turn timer).

The clock (:class:`~baloot_audio.ui.turn_timer.TurnTimer`) starts when the
words that give the player the turn have been heard (a prompt the player
answered first is never heard, and no clock starts); the player's move stops
it; at its end the seat's bot (the partner's level) acts for the player, and
they hear that time ran out, then what was played for them. After a Qaid
table's last trick, its Qaid window closes when the player goes on to the score,
or at the window's clock (seed 004's 5 s, once its words were heard); only then
is the round scored, and the next hand's wait begins: the next one is dealt
when the player chooses it, or once the clock for the next hand has run out
after the round's words were heard. One round's close, two waits in a row.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.bots import MATCH_BOTS, bot_rng, make_bot
from baloot_audio.core import events as ev
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.table import Table
from baloot_audio.table_api import TableInterface

from .speech import Priority, Utterance
from .turn_timer import TurnTimer, seconds_for
from .shell import Shell

PROMPT_IDS = ("offered-me", "your-turn-lead", "your-turn-follow")


class TimedTurns:
    """``at_table``: the table screen is the one shown (in a menu, no turn runs out)."""

    def __init__(self, shell: Shell, clock: TurnTimer, at_table: Callable[[], bool]):
        self.shell, self.clock, self.at_table = shell, clock, at_table

    def prompt(self, table: Optional[TableInterface], event: object,
               said: list[Utterance]) -> None:
        """The player's turn was told (``said``): the clock once it has been heard."""
        seconds = seconds_for(self.shell.settings.turn_timer,
                              "call" if isinstance(event, ev.Offered) else "card")
        prompt = next((u for u in said if u.msg_id in PROMPT_IDS), None)
        if isinstance(table, RemoteTable):      # the server's clock: tell it once heard
            if prompt is not None and table.info.timer != "off":
                self.shell.speech.when_said(prompt, table.heard)
            return
        if seconds is None or prompt is None or not isinstance(table, Table):
            return

        def start() -> None:
            if table.my_turn and not table.closed:
                self.clock.start(seconds, lambda: self.time_out(table, start))

        self.shell.speech.when_said(prompt, start)

    def acted(self) -> None:
        """The player moved (or the table moved on without them): no clock."""
        self.clock.cancel()

    def time_out(self, table: Table, again: Callable[[], None]) -> None:
        """The time ran out: the seat's bot acts for the player (from the player's view
        and a generator of the match's seed and this moment, so a replay is the same).
        A player in a menu (the rules, the game menu) has the whole time again."""
        v = table.view()
        if v is None or not table.my_turn or table.closed:
            return
        if not self.at_table():
            again()
            return
        bot = make_bot(self.shell.settings.partner_bot)
        place = sum(len(actions) for actions in table.actions)
        action = bot.choose(v, bot_rng(MATCH_BOTS, table.seed, "timed-out", place))
        self.shell.speech.say(self.shell.t("timer-out"), Priority.EVENT, "timer-out")
        table.act(action)

    def qaid_window(self, table: Table, said: Any) -> None:
        """A Qaid table's round is played out (``said``: the window's words): at a timed
        table its clock closes the round; a player in a menu (the Qaid call's steps)
        has the whole time again."""
        seconds = seconds_for(self.shell.settings.turn_timer, "qaid_window")
        if seconds is None or said is None:
            return

        def start() -> None:
            self.clock.start(seconds, expired)

        def expired() -> None:
            if table.closed or table.round_over:
                return
            if self.at_table():
                table.close_round()
            else:
                start()

        self.shell.speech.when_said(said, start)

    def remote_clock(self, table: RemoteTable) -> None:
        """An online table's clock for this seat runs (the server's ``clock``, or a
        snapshot's after a reconnect): the cues at half time and five seconds before
        the end, each once; the server acts at the end."""
        left, clock = table.clock_left, table.clock
        if left is not None and clock is not None:
            self.clock.resume(clock.seconds, left, lambda: None, (clock.round, clock.index))

    def remote_heard(self, table: Optional[TableInterface]) -> None:
        """An online timed table's window or round end: the server hears when its words
        were heard (its clock for the Qaid window or the next hand starts then)."""
        if isinstance(table, RemoteTable) and table.info.timer != "off":
            self.shell.speech.when_heard(table.heard)

    def round_over(self, next_round: Callable[[], None],
                   table: Optional[TableInterface] = None) -> None:
        """The next hand: dealt when the player chooses it, or at the clock's end once
        the round's words were heard (online: the server's clock deals it)."""
        if isinstance(table, RemoteTable):
            return self.remote_heard(table)
        seconds = seconds_for(self.shell.settings.turn_timer, "next_hand")
        if seconds is not None:
            self.shell.speech.when_heard(lambda: self.clock.start(seconds, next_round))
