"""A browser's words, made on the server by the desktop's own presentation.

The seam between the two clients (docs/architecture.md, "The web client"): a
browser speaks the game's protocol itself, and its connection keeps, beside it,
what the desktop keeps on its side of the wire, fed with every message the
connection is sent: the desktop's client state (:class:`Mirror`, the
:class:`~baloot_audio.net.client.remote_table.RemoteTable`), the narrator for the browser's
seat and language (:class:`~baloot_audio.ui.narrator.Narrator`), the queue's
policy of what a line says (:class:`~baloot_audio.ui.speech.lines.Lines`: a
moment's words in one line, a trick condensed when several wait, a catch-up line
when the voice is behind: :mod:`~baloot_audio.ui.catch_up`), the question keys and the focus (:mod:`.table_keys`) and the
turn's clock (:class:`~baloot_audio.ui.turn_timer.TurnTimer`). The browser gets
the lines, one at a time, the next once it says the last was said; the answers
to its keys at once; the sounds; and what its table shows, named as spoken
(:mod:`.model`). Which words a moment gets is decided here, once, in Python; the
browser writes them into its live region and, with its sound on, speaks them.
"""

from __future__ import annotations

import asyncio
import functools
import time
from collections import deque
from typing import Any, Callable, Optional

import msgspec

from baloot_audio.core import IllegalAction
from baloot_audio.core import events as ev
from baloot_audio.i18n import Catalog, available_languages, resolve_language
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.net.wire.names import UNSPECIFIED
from baloot_audio.table_api import Refused, TurnToPlay
from baloot_audio.ui.commands import REGISTRY, Chord
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.online_names import (phrase_key, presence, quick_phrases, spoken_forms,
                                          spoken_names, table_words)
from baloot_audio.ui.online_state import Joined
from baloot_audio.ui.sounds import cue_group
from baloot_audio.ui.speech.base import Priority, Utterance, spoken_seconds
from baloot_audio.ui.speech.lines import Lines
from baloot_audio.ui.turn_timer import TurnTimer

from . import messages as m
from .model import shown
from .table_keys import WebTableKeys

SEAT_ACTIONS = (ev.CallMade, ev.Raised, ev.CardPlayed)     # as ui/session.py: a move
PROMPTS = (ev.Offered, TurnToPlay)                         # ends its prompt's wait
WATCHER = 4                                                # as ui/watch.py: no seat
# lines waiting for a browser that does not say it said them: past these, the next
# goes without waiting (the server holds no more; a reader that falls behind what it
# is sent is dropped, net/server.py's send buffer)
MAX_WAITING = 200


@functools.lru_cache(maxsize=16)
def catalog(lang: str, address: str = UNSPECIFIED) -> Catalog:
    """One catalogue a language and form of address (how "you" is said) for every
    browser (formatting only reads it)."""
    return Catalog(lang, address=address)


class Mirror(Client):
    """The desktop's client state for one browser, fed what its connection is sent;
    it never sends anything (the browser does: an action the table passes keeps the
    browser's own ``ref``, :attr:`browser_ref`, for the server's answer)."""

    browser_ref = 0

    def send(self, msg: p.Msg) -> None:
        pass

    def next_ref(self) -> int:
        return self.browser_ref

    def take(self, msg: p.ServerMessage) -> None:
        if isinstance(msg, p.Welcome):
            self._welcomed(msg)
        self._handle(msg)


class WebSession:
    """The words of one browser's connection; ``send`` writes to it."""

    def __init__(self, send: Callable[[bytes], None], words: m.Words,
                 clock: Callable[[], float] = time.monotonic):
        self.send, self.clock = send, clock
        self.mirror = Mirror()
        self.table: Optional[RemoteTable] = None
        self.keys: Optional[WebTableKeys] = None
        self.narrator: Narrator                 # set_words makes it, for the browser's language
        self.pending: deque[Utterance] = deque()
        self.out: Optional[int] = None          # the line the browser says now
        self.serial = self.moment = self.event = 0
        self.rate, self.refusals_told = 175, set[str]()
        self.seen: set[str] = set()             # the matches whose start was told
        self.acted: set[int] = set()            # the browser's acts the server will answer
        self.thrown_in = False                  # the last round was thrown in
        self.returning: Optional[str] = None    # the match a new connection goes back to
        self.lines = Lines()
        self.timer = TurnTimer(lambda: LoopScheduler, clock, self.cue)
        self.set_words(words)

    # -- the browser's own messages ------------------------------------------------------
    def set_words(self, msg: m.Words) -> None:
        self.words = msg
        lang = resolve_language(msg.lang, available_languages()) or "en"
        self.t = catalog(lang, self.mirror.form)
        listener = self.narrator.listener if hasattr(self, "narrator") else None
        self.narrator = Narrator(self.t, verbosity="brief" if msg.verbosity == "brief"
                                 else "full")
        if listener is not None:
            self.narrator.update(viewer=listener.viewer, names=listener.names,
                                 forms=listener.forms)
        self.lines.clause, self.lines.catch_up = self.narrator.clause, self.narrator.catch_up.words
        self.rate = msg.rate
        if self.table is not None:
            self.follow(self.table)
        self.send(m.encode(m.Keys(keys_shown(self.t), lang, self.t.rtl)))

    def ask(self, msg: m.Ask) -> None:
        """A question key, answered as the desktop's table screen answers it (``seal``:
        the Fair shuffle button, the desktop's game menu item); a key it does not answer
        here is said to be "not now", as the desktop's shell says it."""
        if msg.question == "seal" and self.table is not None and self.table.commitment:
            self.answer(self.narrator.seal(self.table.commitment), "shuffle-commitment")
        elif self.keys is None:
            self.answer(self.t("web-no-answer"), "web-no-answer")
        elif not self.keys.ask_from_browser(msg):
            command = f"cmd-{msg.question}"
            self.answer(self.t("key-not-now", command=self.t(command)) if self.t.has(command)
                        else self.t("web-no-answer"), "key-not-now")

    def said(self, n: int) -> None:
        """The browser said line ``n``: the next may go."""
        if self.out == n:
            self.out = None
            self.pump()

    def refused_here(self, data: bytes) -> bool:
        """A browser's ``act``: refused here, as the desktop's client refuses it, from
        the view (True: answered; the server never sees it), else noted for the
        server's answer and passed on."""
        table = self.table
        if table is None or table.seat is None:
            return False              # the server answers it (no table, no seat)
        try:
            msg = p.decode_client(data)
            action = p.action_from_msg(table.seat, msg.action)
        except (ValueError, msgspec.ValidationError, msgspec.DecodeError):
            return False              # the server answers it (malformed)
        self.mirror.browser_ref = msg.ref
        try:
            table.act(action)         # the desktop's client: refused from the view, or noted
        except IllegalAction:
            self.pump()
            return True
        self.acted.add(msg.ref)
        return False

    # -- what the connection is sent -----------------------------------------------------
    def told(self, data: bytes) -> None:
        msg = p.decode_server(data)
        self.moment += 1
        ours = isinstance(msg, (p.Error, p.Ok)) and msg.ref in self.acted
        self.acted.discard(getattr(msg, "ref", 0))
        if isinstance(msg, (p.Update, p.Snapshot)):
            self.timer.cancel()       # the table moved on: a clock comes again if it runs
        if isinstance(msg, p.TableJoined):
            self.mirror.joined(msg)
        elif isinstance(msg, p.Snapshot) and (self.mirror.table is None
                                             or self.mirror.table.info.table_id
                                             != msg.table.table_id):
            self.mirror.table = RemoteTable(self.mirror, msg.table, msg.seat)
        if self.mirror.table is not self.table:
            self.follow(self.mirror.table)
        self.names()
        if isinstance(msg, p.Welcome) and msg.table_id:
            self.returning = msg.table_id         # back after a drop: "where it stands"
        self.mirror.take(msg)
        if isinstance(msg, p.Welcome) and msg.form != self.t.address:
            self.set_words(self.words)            # "you" said in the player's form
        if self.mirror.table is None and self.table is not None:
            self.follow(None)
        self.names()
        self.words_of(msg, ours and isinstance(msg, p.Error))
        if isinstance(msg, (p.Update, p.Snapshot, p.TableJoined, p.SeatChanged, p.Ok, p.Error)):
            self.show()
        self.pump()

    def follow(self, table: Optional[RemoteTable]) -> None:
        """The table the words are about (None: none)."""
        if self.table is not None:
            self.table.unsubscribe(self.on_event)
        self.table = table
        self.keys = None
        if table is not None:
            table.subscribe(self.on_event)
            self.keys = WebTableKeys(table, self.narrator, self.t, self.answer)

    def names(self) -> None:
        """The narrator's listener: our seat and the people's names, as the desktop's."""
        table = self.table
        if table is None:
            self.narrator.update(viewer=0, names={})
            return
        joined = Joined(table, self.mirror.player_id)
        if table.seat is None:
            seats = [s for s in table.info.seats if s.name and s.kind == "human"]
            names = {s.seat: s.name for s in seats}
            self.narrator.update(viewer=WATCHER, names={
                seat: names.get(seat) or self.t("watch-seat", number=seat + 1)
                for seat in range(4)}, forms={s.seat: s.form for s in seats})
        else:
            self.narrator.update(viewer=table.seat, names=spoken_names(self, joined),
                                 forms=spoken_forms(joined))

    def words_of(self, msg: p.Msg, ours: bool) -> None:
        """What a message that is no table event says (as the desktop's controller);
        ``ours``: an error that refuses an act (the table published it: said there)."""
        table = self.table
        if isinstance(msg, p.Snapshot) and table is not None:
            if msg.table.table_id not in self.seen and self.returning != msg.table.table_id:
                self.seen.add(msg.table.table_id)   # its seal: on request (ask "seal")
            else:
                totals = table.match.totals
                self.say(self.t("net-summary", round=table.match.round_number
                                - (1 if table.round_over else 0), us=totals[0],
                                them=totals[1]), "net-summary")
            v = table.view()
            if v is not None and not table.round_over and msg.events:
                self.say(self.narrator.turn(v), "turn")
            if msg.clock is not None:
                self.on_clock(msg.clock)
        elif isinstance(msg, p.SeatChanged) and table is not None:
            said = presence(self, Joined(table, self.mirror.player_id), msg)
            if said:
                self.say(said[1], said[0])
        elif isinstance(msg, p.ChatLine):
            self.chat(msg)
        elif isinstance(msg, p.Clock):
            self.on_clock(msg)
        elif isinstance(msg, p.Error) and not ours:
            code = f"online-error-{msg.code.replace('_', '-')}"
            self.answer(self.t(code) if self.t.has(code)
                        else self.t("online-error", code=msg.code), "online-error")
        elif isinstance(msg, p.TablePage):     # each listed table as the lobby says it
            self.send(m.encode(m.Listed([m.TableShown(i.table_id, table_words(self.t, i),
                                                      i.started) for i in msg.tables],
                                        msg.ref)))

    def chat(self, msg: p.ChatLine) -> None:
        """A chat line as the desktop says it (a quick phrase in the listener's words)."""
        quick = quick_phrases().get(phrase_key(msg.text))
        said = self.t(quick) if quick else msg.text
        if msg.player_id == self.mirror.player_id:
            text = self.t("chat-line-mine", text=said)
        else:
            name = self.t("name-guest", name=msg.name, **{"name-form": msg.form}) \
                if msg.guest else msg.name
            text = self.t("chat-line", name=name, text=said)
        self.cue("chat")
        self.say(text, "chat-line")

    # -- the table's events --------------------------------------------------------------
    def on_event(self, event: object) -> None:
        table = self.table
        if isinstance(event, SEAT_ACTIONS):
            seat = event.seat
            self.pending = deque(u for u in self.pending
                                 if not (isinstance(u.source, PROMPTS) and u.source.seat == seat
                                         or u.msg_id == "turn"))
            if table is not None and seat == table.seat:
                self.timer.cancel()
        if isinstance(event, Refused):
            self.refused(event)
        self.event += 1
        for n in self.narrator.narrate(event):
            if n.cue:
                self.cue(n.cue, n.cue_delay)
            if n.text:
                self.queue(n.text, n.msg_id, n.brief, n.group, n.joins, n.detail, event)
        if isinstance(event, ev.RoundScored) and self.keys is not None:
            self.keys.last_round = event
        if isinstance(event, ev.MatchScored):
            self.thrown_in = event.scoreless     # as the desktop: dealt again at once
        if isinstance(event, ev.TrickWon) and event.last and table is not None:
            v = table.view()
            if v is not None and v.closing:
                self.say(self.t("qaid-window", call=key_name(self.t, "qaid_call"),
                                close=key_name(self.t, "play")), "qaid-window")
        if not isinstance(event, Refused):
            self.refusals_told.clear()

    def refused(self, event: Refused) -> None:
        """A refused key's few words (the soft sound is the narrator's), once until the
        table moves on, as the desktop's table screen says them."""
        if self.table is None or event.seat != self.table.seat:
            return
        if self.keys is not None:
            self.keys.last_refusal = event.rule
        words = self.narrator.refusal(event.rule, self.table.view(),
                                      key_name(self.t, "switch_zone"))
        if words not in self.refusals_told:
            self.refusals_told.add(words)
            self.answer(words, "refusal")

    def on_clock(self, clock: p.Clock) -> None:
        """A timed table's clock for this seat: the cues at half time and near the end."""
        table = self.table
        if table is None or table.seat not in clock.seats:
            return
        self.timer.resume(clock.seconds, clock.left, lambda: None,
                          (clock.round, clock.index, clock.kind))

    # -- out to the browser --------------------------------------------------------------
    def cue(self, name: str, delay: float = 0.0) -> None:
        self.send(m.encode(m.Cue(name, cue_group(name), round(delay, 3))))

    def queue(self, text: str, msg_id: Optional[str], brief: Optional[str] = None,
              group: Optional[str] = None, joins: bool = False, detail: bool = False,
              source: object = None) -> None:
        if len(self.pending) >= MAX_WAITING:
            self.out = None     # a browser that never says "said": its lines go on anyway
        self.serial += 1
        self.pending.append(Utterance(text, Priority.EVENT, msg_id, self.clock(), brief, group,
                                      self.event, joins, detail, source, self.moment,
                                      self.serial))

    def say(self, text: str, msg_id: str) -> None:
        """A line of the table's, in its turn."""
        self.event += 1
        self.queue(text, msg_id)

    def answer(self, text: str, msg_id: str) -> None:
        """An answer to the player's key: at once."""
        self.serial += 1
        self.send(m.encode(m.Line(text, self.serial, msg_id, True,
                                  round(spoken_seconds(text, self.rate), 2))))

    def pump(self) -> None:
        """The next line, if the browser is free to say it."""
        if self.out is not None or not self.pending:
            return
        line, condensed = self.lines.take(self.pending, self.rate, self.clock)
        parts = line[0][1] if condensed is None else tuple(u for seg in line for u in seg[1])
        text = line[0][0].text if condensed is None else condensed["text"]
        self.serial += 1
        self.out = self.serial
        self.send(m.encode(m.Line(text, self.serial, parts[0].msg_id, False,
                                  round(spoken_seconds(text, self.rate), 2),
                                  self.prompt_heard(parts),
                                  [u.text for u in parts] if len(parts) > 1 else [])))

    def prompt_heard(self, parts: tuple[Utterance, ...]) -> Optional[tuple[int, int]]:
        """The wait whose prompt this line says, at a timed table (its clock starts
        once the browser has said it: the game's ``heard``)."""
        table = self.table
        if table is None or table.info.timer == "off" or table.seat is None:
            return None
        for u in parts:
            if isinstance(u.source, PROMPTS) and u.source.seat == table.seat \
                    or u.msg_id == "qaid-window":
                return table.round_index, table.index
        return None

    def show(self) -> None:
        if self.table is not None \
                and (model := shown(self.table, self.narrator, self.thrown_in)) is not None:
            self.send(m.encode(model))


class LoopScheduler:
    """The turn timer's scheduler on the running asyncio loop."""

    @staticmethod
    def call_later(seconds: float, fn: Callable[[], None]) -> asyncio.TimerHandle:
        return asyncio.get_running_loop().call_later(seconds, fn)

    @staticmethod
    def cancel(handle: asyncio.TimerHandle) -> None:
        handle.cancel()


def key_name(t: Catalog, command: str) -> str:
    """The first key of a command, in words (a browser has the desktop's keys)."""
    keys = next((c.keys for c in REGISTRY if c.id == command), ())
    return Chord.parse(keys[0]).spoken(t) if keys else t("keys-none")


def keys_shown(t: Catalog) -> list[m.KeyShown]:
    """The table's keys (and the global ones), what each does in the language."""
    return [m.KeyShown(c.id, list(c.keys), c.gesture, c.call or "", t(c.description_id))
            for c in REGISTRY if c.context in ("table", "bidding", "global")]
