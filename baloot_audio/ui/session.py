"""The match session: starts, continues, autosaves and finishes a match.

It uses the table through :class:`~baloot_audio.table_api.TableInterface`
only, so a remote table can take the local one's place: the table's events
become narrations (:class:`~baloot_audio.ui.narrator.Narrator`) that go to the
one presentation sink (:func:`~baloot_audio.ui.present.present`), and the
table screen hears them too. What only a local table has (bots on this
computer, their pause, the autosave of :meth:`Table.to_save`) is kept apart:
:meth:`MatchSession.start_match`, :meth:`MatchSession.continue_match` and
:meth:`MatchSession.set_bot_pause`.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from typing import Any, Callable, Optional, Protocol

from baloot_audio.bots import make_bot
from baloot_audio.core import events as ev
from baloot_audio.core import PRESETS, rules_for
from baloot_audio.saves import partner_of
from baloot_audio.storage import BadFile
from baloot_audio.table import SaveError, Table
from baloot_audio.table_api import TableInterface, TurnToPlay

from .commands import spelt
from .pacing import HeardScheduler
from .present import present
from .screens import MenuItem, MenuScreen, TableScreen
from .shell import Shell
from .speech import Priority
from .timed_turns import TimedTurns
from .turn_timer import TurnTimer

log = logging.getLogger(__name__)

ROUND_SUMMARY = 4   # the last words of a round, listed on the end-of-round screen
MATCH_SUMMARY = 3   # and on the end-of-match screen
# a seat's moves, and the prompts they answer: a prompt still waiting to be said
# when its seat has moved is dropped from the queue (Speech.supersede): "Your call:
# ..." after the player's own call, "Dana is asked: ..." once Dana's answer waits
SEAT_ACTIONS = (ev.CallMade, ev.Raised, ev.CardPlayed)
PROMPTS = (ev.Offered, TurnToPlay)


def spaced(t, code: str) -> str:
    """``1e4f`` -> ``1 e 4 f``: a code that speech spells out one sign at a time, each
    letter by its name in the language."""
    return spelt(t, " ".join(code), "code-letter")


def local_bots(partner: str, opponent: str) -> dict[int, Any]:
    return {1: make_bot(opponent), 2: make_bot(partner), 3: make_bot(opponent)}


class SessionMenus(Protocol):
    """The menus a match session opens: the main menu (after a match, or when the saved
    one cannot be resumed) and the game menu (Escape at the table and at a round's end)."""

    def main_menu(self, priority: Optional[Priority] = None) -> None: ...
    def game_menu(self) -> None: ...


class NoMenus:
    """The menus of a session that has none (a test's): opening one does nothing."""

    def main_menu(self, priority: Optional[Priority] = None) -> None:
        pass

    def game_menu(self) -> None:
        pass


class MatchSession:
    """One match at a time, on any table. ``menus``: what the session opens (the app's);
    ``table_screen``: the table screen's maker (the app's also answers the chat keys)."""

    def __init__(self, shell: Shell, seed: object = None, menus: SessionMenus = NoMenus(),
                 table_screen: Callable[..., TableScreen] = TableScreen):
        self.shell = shell
        self.seed = seed
        self.menus = menus
        self.table_screen = table_screen
        self.table: Optional[TableInterface] = None
        self.local: Optional[Table] = None    # the same table, when it is a local one
        self.to_lobby: Optional[Callable[[], None]] = None
        self.screen: Optional[TableScreen] = None
        self.said: deque[str] = deque(maxlen=ROUND_SUMMARY)  # the last narrations' words
        self._told_save_failed = False
        # the player's turns at a timed table (Settings: turn timer)
        self.turns = TimedTurns(shell, TurnTimer(lambda: shell.scheduler, time.monotonic,
                                                 lambda cue: shell.sounds.play(cue)),
                                at_table=lambda: self.screen is not None
                                and shell.screen is self.screen)

    def main_menu(self, priority: Optional[Priority] = None) -> None:
        self.menus.main_menu(priority)

    def game_menu(self) -> None:
        self.menus.game_menu()

    # -- a local table (bots on this computer) ---------------------------
    def start_match(self) -> None:
        """A new local match from the settings (it replaces the saved one)."""
        sh, s = self.shell, self.shell.settings
        sh.save_settings()
        options: dict[str, Any] = {"target": s.target} if s.target else {}
        if s.qaid and PRESETS[s.preset].qaid_tables:
            options["qaid"] = True
        try:
            rules = rules_for(s.preset, **options)
        except ValueError:
            rules = rules_for(s.preset)
        self.close()
        self.give_up_saved()
        sh.store.discard()
        table = Table(rules, local_bots(s.partner_bot, s.opponent_bot), self.paced(),
                      seed=self.seed, bot_delay=s.bot_pause, autosave=self.autosave,
                      meta={"partner_bot": s.partner_bot, "opponent_bot": s.opponent_bot})
        self.attach(table, table)
        sh.show(self.screen, Priority.EVENT)
        self.note_commitment(table)
        if rules.qaid:
            sh.speech.say(sh.t("qaid-table-start"), Priority.EVENT, "qaid-table-start")
        table.start_round()

    def give_up_saved(self) -> None:
        """A new match replaces the saved one: that one was given up, so it counts as
        left, thus lost (as a rated match left online), its rounds played counted
        (see baloot_audio.local_stats). A save that cannot be read counts nothing."""
        store, s = self.shell.store, self.shell.settings
        if not store.has_save():
            return
        try:
            data = store.load()
            meta = data.get("meta", {})
            table = Table.from_save(data, local_bots(meta.get("partner_bot", s.partner_bot),
                                                     meta.get("opponent_bot", s.opponent_bot)),
                                    self.paced())
        except (BadFile, SaveError, ValueError, AttributeError):
            return
        table.close()
        store.stats.fold(table.records, partner_of(table), table.commitment, left=True)

    def note_commitment(self, table: TableInterface) -> None:
        """Fair shuffle: the seed's seal is fixed before the first deal (the seed comes at
        the end). It is said on request (the game menu's "Fair shuffle", the match-end
        menu), not as a match's first words: a hex string there told a newcomer nothing."""
        self.shell.speech.note("commitment", commitment=table.commitment)

    def seal_words(self) -> str:
        """The fair shuffle's seal, by its first signs (the game menu's item)."""
        return self.shell.narrator.seal(self.table.commitment if self.table is not None else "")

    def continue_match(self) -> None:
        """Resume the saved match exactly where it was (same cards, turn and score)."""
        sh, s = self.shell, self.shell.settings
        try:
            data = sh.store.load()
            meta = data.get("meta", {}) if isinstance(data, dict) else {}
            bots = local_bots(meta.get("partner_bot", s.partner_bot),
                              meta.get("opponent_bot", s.opponent_bot))
            table = Table.from_save(data, bots, self.paced(), bot_delay=s.bot_pause,
                                    autosave=self.autosave)
        except (BadFile, SaveError, ValueError, AttributeError) as error:
            log.warning("the saved match cannot be resumed: %s", error)
            backup = sh.store.keep_aside()
            sh.speech.answer(sh.t("save-unusable", backup=backup.name if backup else "-"),
                             "save-unusable")
            self.main_menu(Priority.EVENT)
            return
        self.close()
        self.attach(table, table)
        self.resume(actions=sum(len(a) for a in table.actions))

    def paced(self) -> HeardScheduler:
        """A local table's bots move when what was said has been heard, then the pause."""
        return HeardScheduler(self.shell.scheduler, self.shell.speech)

    def set_bot_pause(self, seconds: float) -> None:
        if self.local is not None:
            self.local.bot_delay = seconds

    def autosave(self, table: Table) -> None:
        """The local table's checkpoint hook (every trick): save, and say once if it failed."""
        if not self.shell.store.save(table) and not self._told_save_failed:
            self._told_save_failed = True
            sh = self.shell
            sh.speech.say(sh.t("save-failed"), Priority.EVENT, "save-failed")

    # -- any table -----------------------------------------------------------
    def attach(self, table: TableInterface, local: Optional[Table] = None,
               screen: Optional[Callable[..., TableScreen]] = None,
               to_lobby: Optional[Callable[[], None]] = None) -> None:
        """``to_lobby``: an online table's way back to its lobby (the match's end offers it)."""
        self.table, self.local, self.to_lobby = table, local, to_lobby
        if local is not None:    # a Qaid table's round waits for the player's close
            local.player_closes = True
        self.shell.speech.catch_up = self.shell.narrator.catch_up.words   # a long backlog's words
        table.subscribe(self.on_event)
        self.screen = (screen or self.table_screen)(self.shell, table, lambda: self.game_menu(),
                                                    self.turns.clock)

    # -- a remote table (an online match) ------------------------------------
    def start_remote(self, table: TableInterface,
                     screen: Optional[Callable[..., TableScreen]] = None,
                     to_lobby: Optional[Callable[[], None]] = None) -> None:
        """An online match starts (or is joined): the remote table takes the local one's place."""
        sh = self.shell
        self.close()
        sh.narrator.update(viewer=table.seat)
        self.attach(table, None, screen, to_lobby)
        sh.show(self.screen, Priority.EVENT)
        self.note_commitment(table)
        v = table.view()
        if v is not None and not table.round_over:   # joined during a round
            sh.speech.say(sh.narrator.turn(v), Priority.EVENT, "turn")

    def back_online(self, prompt: Any = None, summary: bool = True) -> None:
        """After a reconnect: where the match stands (``summary``: not after a short
        "Reconnecting"), whose turn it is (the missed plays were heard just before,
        from the table's snapshot). ``prompt``: the table's last turn notice, told as
        usual (sound, words, focus) when it is ours."""
        sh, table = self.shell, self.table
        assert table is not None
        totals = table.match.totals
        if summary:
            sh.speech.say(sh.t("net-summary", round=table.match.round_number
                               - (1 if table.round_over else 0), us=totals[0],
                               them=totals[1]), Priority.EVENT, "net-summary")
        v = table.view()
        if prompt is not None and table.my_turn:
            self.on_event(prompt)
        elif v is not None and not table.round_over:
            sh.speech.say(sh.narrator.turn(v), Priority.EVENT, "turn")
        elif table.round_over and not table.match_over:
            self.round_end()

    def resume(self, **note: Any) -> None:
        """Say where the match stands and go on (after a restore or a reconnect)."""
        sh, table = self.shell, self.table
        assert table is not None and self.screen is not None
        totals = table.match.totals
        # the round that goes on, or the one about to start when the saved round was over
        sh.speech.answer(sh.t("continue-resumed", round=table.match.round_number,
                              us=totals[0], them=totals[1]), "continue-resumed")
        sh.show(self.screen, Priority.EVENT)
        sh.speech.note("resumed", round=table.match.round_number, **note)
        v = table.view()
        if table.round_over or v is None:
            table.start_round()
            return
        sh.speech.say(sh.narrator.summary(v, table.rules.target), Priority.EVENT, "summary")
        table.resume()
        self.qaid_window()    # a Qaid table's round saved in its window

    def on_event(self, event: Any) -> None:
        sh = self.shell
        if isinstance(event, SEAT_ACTIONS):
            seat = event.seat
            # its prompt, and a "whose turn" line still waiting (joined or back online:
            # "Waiting for your partner" after the partner has played is not true)
            sh.speech.supersede(lambda u: isinstance(u.source, PROMPTS) and u.source.seat == seat
                                or u.msg_id == "turn")
            if seat == sh.narrator.viewer:   # the player's own move: said now, not after
                sh.speech.cut_answer()       # the name of the card they just chose
                self.turns.acted()
        said = present(sh.speech, sh.sounds, sh.narrator.narrate(event))
        self.said.extend(u.text for u in said)
        if isinstance(event, PROMPTS) and event.seat == sh.narrator.viewer:
            self.turns.prompt(self.table, event, said)
        elif isinstance(event, ev.TrickWon) and event.last:
            self.qaid_window()
        if self.screen is not None and sh.screen is self.screen:
            self.screen.on_event(event)
        if isinstance(event, ev.MatchWon):
            self.match_end()
        elif isinstance(event, ev.MatchScored) and self.table and not self.table.match_over:
            if event.scoreless:   # thrown in: nothing to look back on, dealt again at once
                table = self.table   # (once the table has told every subscriber)
                self.shell.scheduler.call_later(0, lambda: self.table is table
                                                and table.start_round())
            else:
                self.count_round()
                self.round_end()

    def qaid_window(self) -> None:
        """A Qaid table's last trick: the round stays open for a call until the player
        goes on to the score (or, at a timed table, the clock closes it), and only
        then does the next hand's wait begin (:meth:`round_end`)."""
        sh, table = self.shell, self.local
        v = self.table.view() if self.table is not None else None
        if v is None or not v.closing or self.screen is None:
            return
        said = sh.speech.say(sh.t("qaid-window", call=self.screen.key_name("qaid_call"),
                                  close=self.screen.key_name("play")),
                             Priority.EVENT, "qaid-window")
        if table is None:     # online: the server's window, its clock once this is heard
            return self.turns.remote_heard(self.table)
        self.turns.qaid_window(table, said)

    def summary(self, count: int) -> list[MenuItem]:
        return [MenuItem(lambda text=text: text) for text in list(self.said)[-count:]]

    def round_end(self) -> None:
        t = self.shell.t
        items = [MenuItem(lambda: t("round-end-next"), self.next_round)]
        items += self.summary(ROUND_SUMMARY)
        # Escape never moves the game forward: it opens the game menu; the table's
        # question keys still answer (S the score, D the round's breakdown)
        self.shell.show(MenuScreen(self.shell, lambda: t("round-end-title"), items,
                                   back=lambda: self.game_menu(), name="round_end",
                                   asks=self.screen), Priority.EVENT)
        # at a timed table, the next hand comes by itself (from the round-end menu only)
        self.turns.round_over(lambda: getattr(self.shell.screen, "name", "") == "round_end"
                              and self.next_round(), self.table)

    def count_round(self) -> None:
        """A local match's round is scored: the statistics count it from now on (the
        match itself once it ends: MatchStore.finish)."""
        if self.local is not None:
            self.shell.store.stats.playing(self.local.records, partner_of(self.local),
                                           self.local.commitment)

    def next_round(self) -> None:
        assert self.table is not None
        self.turns.acted()
        # what the round still had to say (its breakdown, a verdict not waited for) does
        # not hold up the deal: "what did I miss" and the round key still have it
        self.shell.speech.move_on()
        self.shell.show(self.screen, Priority.EVENT)
        self.table.start_round()

    def match_end(self) -> None:
        sh, t = self.shell, self.shell.t
        assert self.table is not None
        summary = self.summary(MATCH_SUMMARY)
        seed, commitment = self.table.revealed_seed or "", self.table.commitment
        # fair shuffle: the seed is revealed (the records in the history carry it too)
        sh.speech.say(sh.narrator.seed_revealed(seed), Priority.EVENT, "shuffle-seed")
        items = [MenuItem(lambda: t("match-end-again"), self.start_match)] \
            if self.local is not None else []      # online: a new table is made in the lobby
        if self.local is None and self.to_lobby is not None:
            items.append(MenuItem(lambda: t("match-end-lobby"), self.to_lobby))
        items += [MenuItem(lambda: t("match-end-menu"), lambda: self.main_menu())]
        items += summary
        items += [MenuItem(lambda: sh.narrator.seed_item(seed)),
                  MenuItem(lambda: sh.narrator.seal_item(commitment))]
        sh.show(MenuScreen(sh, lambda: t("match-end-title"), items,
                           back=lambda: self.main_menu(), name="match_end", asks=self.screen),
                Priority.EVENT)

    @property
    def in_match(self) -> bool:
        """A match is being played (leaving or quitting asks first)."""
        return self.table is not None and not self.table.match_over

    def leave_match(self) -> None:
        self.close()
        self.main_menu()

    def close(self) -> None:
        """Leave the table (nothing more is scheduled or heard from it)."""
        self.turns.acted()
        if self.table is not None:
            self.table.close()
            self.shell.speech.forget_queue()
        self.table = self.local = None
