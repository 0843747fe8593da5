"""The online protocol: every message between server and client, typed, in one place.

Messages are JSON objects with a ``"type"`` tag (msgspec tagged structs), so
both ends decode them into these classes and reject anything else with the
field that is wrong. Everything is data (ids, numbers, cards, call names): no
sentence ever crosses the wire, each client words events in its own language.
Chat text and player names are the only free text. See docs/protocol.md.

Engine events (:mod:`baloot_audio.core.events`) and the table notices
(:mod:`baloot_audio.table_api`) travel as ``{"type": ClassName, ...fields}``
(:func:`event_data` / :func:`event_from_data`); a seat's view as the fields of
:class:`~baloot_audio.core.PlayerView`.
"""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any, Optional, Union

import msgspec

from baloot_audio.core import Action, Match, PlayerView, Rules
from baloot_audio.core import events as core_events
from baloot_audio.core.cards import parse_card
from baloot_audio.core.qaid import qaid_call
from baloot_audio.table_api import NOTICES

from .base import MAX_CHAT as MAX_CHAT, Code as Code, Form as Form, Level as Level
from .base import Msg as Msg, wire_form as wire_form
from .base import Name as Name, PlayerId as PlayerId, Ref as Ref, Seat as Seat
from .base import Short as Short
from .diwans import *  # noqa: F401,F403  (p.DiwanCreate)
from .diwans import DIWAN_CLIENT_MESSAGES, DIWAN_SERVER_MESSAGES, DiwanId
from .friends import *  # noqa: F401,F403  (one module for both ends: p.FriendAdd)
from .friends import FRIEND_CLIENT_MESSAGES, FRIEND_SERVER_MESSAGES
from .standing import *  # noqa: F401,F403  (the ratings' and statistics' messages)
from .standing import (GetHistory, GetLeaderboard, GetMatch, GetRatings, GetStats, HideMe,
                       HistoryPage, Leaderboard, MatchRecords, Prediction, Ratings, Statistics)
from .tournaments import *  # noqa: F401,F403  (p.CreateTournament)
from .tournaments import TOURNAMENT_CLIENT_MESSAGES, TOURNAMENT_SERVER_MESSAGES

VERSION = 5                     # 2: accounts and moderation, list_tables in pages;
                                # 3: rated tables, ratings, statistics, match history, friends
                                # 4: diwans, tournaments
                                # 5: forms of address, sent with every name
MAX_MESSAGE = 8 * 1024          # bytes a client message may take


# -- client -> server --------------------------------------------------------------
class Hello(Msg, tag="hello"):
    """First message: protocol version, a guest name, the reconnect token if any, and a
    guest's form of address (an account's is the one it keeps: SetForm changes it)."""
    version: int
    name: Name
    token: Optional[Annotated[str, msgspec.Meta(max_length=64)]] = None
    ref: Ref = 0
    form: Form = "unspecified"


class ListTables(Msg, tag="list_tables"):
    """A page of the public tables: the first, or the one after the cursor ``after``
    (the ``next`` of the page before)."""
    after: Optional[Code] = None
    ref: Ref = 0


class CreateTable(Msg, tag="create_table"):
    """A new table; the creator sits at ``seat`` (None: no seat yet)."""
    preset: Short = "saudi"
    options: Annotated[dict[Short, Union[bool, int]], msgspec.Meta(max_length=4)] = {}
    public: bool = True
    bots: Annotated[list[Level], msgspec.Meta(min_length=4, max_length=4)] = \
        msgspec.field(default_factory=lambda: ["normal"] * 4)
    hold_seconds: Annotated[float, msgspec.Meta(ge=0, le=3600)] = 120.0
    seat: Optional[Seat] = 0
    # the table's options besides the rules' (qaid is one of the rules' ``options``):
    timer: Short = "off"            # off, relaxed, tournament, custom (core/turn_times.py)
    timer_seconds: Optional[Annotated[dict[Short, float], msgspec.Meta(max_length=4)]] = None
    memory_aids: bool = False       # O and N, for all four seats
    rated: bool = False             # four accounts, no guest or bot: ratings move
    diwan: Optional[DiwanId] = None  # opened in this diwan of mine (its members hear it)
    ref: Ref = 0


class JoinTable(Msg, tag="join_table"):
    """Join by invite code (any table) or by id (public tables)."""
    code: Optional[Code] = None
    table_id: Optional[Code] = None
    ref: Ref = 0


class TakeSeat(Msg, tag="take_seat"):
    seat: Seat
    ref: Ref = 0


class LeaveSeat(Msg, tag="leave_seat"):
    ref: Ref = 0


class SetBot(Msg, tag="set_bot"):
    """The creator chooses the bot level of an empty seat."""
    seat: Seat
    level: Level
    ref: Ref = 0


class StartMatch(Msg, tag="start_match"):
    ref: Ref = 0


CardCode = Annotated[str, msgspec.Meta(min_length=2, max_length=2)]
TrickIndex = Annotated[int, msgspec.Meta(ge=0, le=7)]


class ActionMsg(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A seat's action; a Qaid call (``kind`` "qaid") names the ``accused`` seat, the
    ``crime`` (trick index, card; no card for a sawa) and the ``proof`` (trick index,
    a later card). The verdict is the server's: a client never sends one."""
    kind: Short
    card: Optional[CardCode] = None
    suit: Optional[Annotated[str, msgspec.Meta(min_length=1, max_length=1)]] = None
    locked: Optional[bool] = None
    accused: Optional[Seat] = None
    crime: Optional[tuple[TrickIndex, Optional[CardCode]]] = None
    proof: Optional[tuple[TrickIndex, CardCode]] = None


class Act(Msg, tag="act"):
    """This seat's call or card; ``index`` is the number of actions of the round
    the client has seen (a stale action is refused, never applied twice)."""
    action: ActionMsg
    index: Annotated[int, msgspec.Meta(ge=0, le=1000)]
    ref: Ref = 0


class Ready(Msg, tag="ready"):
    """Ready for the next round (the round is dealt when every player present is)."""
    ref: Ref = 0


class SendChat(Msg, tag="chat"):
    text: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_CHAT)]
    ref: Ref = 0


class LeaveTable(Msg, tag="leave_table"):
    ref: Ref = 0


Password = Annotated[str, msgspec.Meta(min_length=8, max_length=128)]


class Register(Msg, tag="register"):
    """First message of a new account: its name, password and form of address (instead
    of hello)."""
    version: int
    name: Name
    password: Password
    ref: Ref = 0
    form: Form = "unspecified"


class SetForm(Msg, tag="set_form"):
    """My form of address changes (an account keeps it; a guest's lasts the connection):
    the lines about me say it from the next message that sends my name."""
    form: Form
    ref: Ref = 0


class Login(Msg, tag="login"):
    """First message: an account's name and password (instead of hello); the welcome's
    token then logs in from this computer without the password (hello with it)."""
    version: int
    name: Name
    password: Annotated[str, msgspec.Meta(min_length=1, max_length=128)]
    ref: Ref = 0


class LogoutEverywhere(Msg, tag="logout_everywhere"):
    """Every login token of this account goes (on every computer)."""
    ref: Ref = 0


class BlockPlayer(Msg, tag="block"):
    """``on``: this player's chat never reaches me and they cannot join my tables."""
    player_id: PlayerId
    on: bool = True
    ref: Ref = 0


class Report(Msg, tag="report"):
    """A player reported to the server's operator, with the table's last chat and actions."""
    player_id: PlayerId
    reason: Annotated[str, msgspec.Meta(max_length=MAX_CHAT)] = ""
    ref: Ref = 0


class Remove(Msg, tag="remove"):
    """The creator removes a member of the table (``ban``: for good, from this table)."""
    player_id: PlayerId
    ban: bool = False
    ref: Ref = 0


class NewCode(Msg, tag="new_code"):
    """The creator changes the table's invite code (the old one no longer joins)."""
    ref: Ref = 0


class Heard(Msg, tag="heard"):
    """At a timed table: this seat heard the prompt of the wait at (``round``,
    ``index``: actions of the round so far), its turn, the Qaid window or the
    round's end; the server starts that wait's clock now (or after its grace,
    whatever comes first). Another place is ignored; no answer."""
    round: Annotated[int, msgspec.Meta(ge=0, le=1000)]
    index: Annotated[int, msgspec.Meta(ge=0, le=1000)]
    ref: Ref = 0


ClientMessage = Union[Hello, ListTables, CreateTable, JoinTable, TakeSeat, LeaveSeat, SetBot,
                      StartMatch, Act, Ready, SendChat, LeaveTable, Register, Login,
                      LogoutEverywhere, BlockPlayer, Report, Remove, NewCode, Heard, SetForm,
                      GetRatings,
                      GetLeaderboard, GetStats, GetHistory, GetMatch, HideMe,
                      FRIEND_CLIENT_MESSAGES, DIWAN_CLIENT_MESSAGES,
                      TOURNAMENT_CLIENT_MESSAGES]


# -- server -> client --------------------------------------------------------------
class Welcome(Msg, tag="welcome"):
    version: int
    player_id: str
    name: str
    token: str                     # keep it: Hello with it gets your seat back
    ref: int = 0
    # the started match where this token holds a seat: the server puts the player
    # back there at once (a joined and a snapshot follow); None: no seat is held
    table_id: Optional[str] = None
    guest: bool = False            # a guest (no account): said with the name
    blocked: list[str] = []        # the players this account blocked
    cluster: bool = False          # one of several processes: a lost one is taken over
    form: str = "unspecified"      # my form of address (an account's, as it keeps it)


class Moved(Msg, tag="moved"):
    """What you asked for is served by another process of this server: connect again
    to ``path`` on the same address (with your token) and ask again there."""
    path: str
    ref: int = 0


class Error(Msg, tag="error"):
    """A refused message: ``code`` names the problem (malformed, unknown_table,
    seat_taken, not_your_turn, an engine rule...); ``detail`` is for developers."""
    code: str
    detail: str = ""
    ref: int = 0


class Ok(Msg, tag="ok"):
    ref: int = 0


class SeatInfo(msgspec.Struct, omit_defaults=True):
    seat: int
    kind: str                      # empty (a bot will play), human, held (dropped), bot
    level: str                     # the bot level for this seat while no human plays it
    name: Optional[str] = None
    player_id: Optional[str] = None
    guest: bool = False
    form: str = "unspecified"      # its player's form of address


class Watcher(msgspec.Struct, omit_defaults=True):
    """A member of the table without a seat."""
    player_id: str
    name: str
    guest: bool = False
    form: str = "unspecified"


class TableInfo(msgspec.Struct, omit_defaults=True):
    table_id: str
    preset: str
    options: dict[str, Any]
    public: bool
    creator: str
    started: bool
    hold_seconds: float
    seats: list[SeatInfo]
    code: Optional[str] = None     # only for the table's members
    watchers: list[Watcher] = []   # only for the table's members
    timer: str = "off"             # off, relaxed, tournament, custom
    timer_seconds: Optional[dict[str, float]] = None   # a custom timer's seconds
    memory_aids: bool = False      # O and N answer at this table
    rated: bool = False            # a rated table: four accounts, ratings move


class TablePage(Msg, tag="tables"):
    """A page of the public tables; ``next``: the next page's cursor (None: the last)."""
    tables: list[TableInfo]
    ref: int = 0
    next: Optional[str] = None


class TableJoined(Msg, tag="joined"):
    """You are a member of this table (seat: yours, or None)."""
    table: TableInfo
    seat: Optional[int] = None
    ref: int = 0


class SeatChanged(Msg, tag="seat_changed"):
    """``change``: taken, left, dropped (held for its player, a bot plays), back, bot.
    ``name``: the player's (for ``left``, the one who left; None when they only moved)."""
    seat: int
    change: str
    table: TableInfo
    name: Optional[str] = None
    guest: bool = False
    form: str = "unspecified"      # the named player's form of address


class MatchData(msgspec.Struct):
    first_dealer: int
    totals: tuple[int, int]
    rounds_played: int
    winner: Optional[int]
    held: int


class TableProgress(Msg):
    """Where the table stands for one seat (an update and a snapshot both say it):
    the public events, that seat's view, the match. ``round`` is 0-based;
    ``index``: actions of the round so far."""
    round: int
    index: int
    events: list[dict[str, Any]]
    view: Optional[PlayerView]
    match: MatchData
    round_over: bool


class Update(TableProgress, tag="update"):
    """What one action (or deal) changed, for one seat."""


class Snapshot(TableProgress, tag="snapshot"):
    """The whole table for one seat (at the start, on join and on reconnect):
    the progress (the events of the current round so far), every round record."""
    table: TableInfo
    seat: Optional[int]
    commitment: str
    records: list[dict[str, Any]]
    seed: Optional[str] = None
    ready: bool = False           # this seat said ready for the next round
    clock: Optional["Clock"] = None   # a timed table's clock that runs now


class RoundEnded(Msg, tag="round_ended"):
    """A round's record (its deck is withheld until the seed is revealed)."""
    record: dict[str, Any]


class MatchEnded(Msg, tag="match_ended"):
    """The seed is revealed; ``records`` are the full records of every round."""
    seed: str
    records: list[dict[str, Any]]


class ChatLine(Msg, tag="chat_line"):
    player_id: str
    name: str
    text: str
    seat: Optional[int] = None
    guest: bool = False
    form: str = "unspecified"


class MemberChanged(Msg, tag="member_changed"):
    """Someone at the table without a seat, or the creator's moderation: ``change`` is
    ``watching`` (joined to watch), ``left``, ``removed`` or ``banned`` (by the
    creator: for the player named, they are no longer at the table), or ``code`` (the
    creator changed the invite code: ``table`` has the new one)."""
    change: str
    player_id: str
    name: str
    table: TableInfo
    guest: bool = False
    form: str = "unspecified"


class Clock(Msg, tag="clock"):
    """A timed table's clock runs for the wait at (``round``, ``index``): ``kind``
    (call, card, qaid_window, next_hand) of ``seats``; ``left`` seconds of its
    ``seconds`` remain as this is sent. It stops when the table moves on (any update)."""
    round: int
    index: int
    kind: str
    seats: list[int]
    left: float
    seconds: float


ServerMessage = Union[Welcome, Moved, Error, Ok, TablePage, TableJoined, SeatChanged, Update,
                      Snapshot,
                      RoundEnded, MatchEnded, ChatLine, MemberChanged, Clock, Ratings,
                      Leaderboard, Statistics, HistoryPage, MatchRecords, Prediction,
                      FRIEND_SERVER_MESSAGES, DIWAN_SERVER_MESSAGES,
                      TOURNAMENT_SERVER_MESSAGES]

_encoder = msgspec.json.Encoder()
_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)


def encode(message: msgspec.Struct) -> bytes:
    return _encoder.encode(message)


def decode_client(raw: bytes | str) -> Any:
    """A client message; raises msgspec.ValidationError / DecodeError naming the problem."""
    return _client_decoder.decode(raw)


def decode_server(raw: bytes | str) -> Any:
    return _server_decoder.decode(raw)


# -- engine values as data ---------------------------------------------------------
EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls for cls in
    [getattr(core_events, name) for name in dir(core_events)]
    if isinstance(cls, type) and dataclasses.is_dataclass(cls)
    and cls.__module__ == core_events.__name__}
EVENT_TYPES.update({cls.__name__: cls for cls in NOTICES})


def event_data(event: object) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(event)
    data["type"] = type(event).__name__
    return data


def event_from_data(data: dict[str, Any]) -> Any:
    """An event back from its data; raises ValueError when unknown or malformed."""
    fields = dict(data)
    cls = EVENT_TYPES.get(fields.pop("type", None))
    if cls is None:
        raise ValueError(f"unknown event {data.get('type')!r}")
    try:
        return msgspec.convert(fields, cls)
    except msgspec.ValidationError as error:
        raise ValueError(f"malformed {cls.__name__}: {error}") from None


def match_data(match: Match) -> MatchData:
    return MatchData(match.first_dealer, match.totals, match.rounds_played, match.winner,
                     match.held)


def match_from_data(data: MatchData, rules: Rules) -> Match:
    return Match(rules, first_dealer=data.first_dealer, totals=(data.totals[0], data.totals[1]),
                 rounds_played=data.rounds_played, winner=data.winner, held=data.held)


def action_from_msg(seat: int, msg: ActionMsg) -> Action:
    """The action of ``seat``; raises ValueError when a Qaid call lacks its accused,
    crime or proof, names a card that is none, or another action carries them."""
    qaid = (msg.accused, msg.crime, msg.proof)
    if msg.kind != "qaid":
        if qaid != (None, None, None):
            raise ValueError("only a Qaid call names an accused, a crime and a proof")
        return Action(seat, msg.kind, card=msg.card, suit=msg.suit, locked=msg.locked)
    accused, crime, proof = qaid
    if accused is None or crime is None or proof is None \
            or (msg.card, msg.suit, msg.locked) != (None, None, None):
        raise ValueError("a Qaid call names an accused, a crime and a proof, nothing else")
    return qaid_call(seat, accused,
                     (crime[0], None if crime[1] is None else parse_card(crime[1])),
                     (proof[0], parse_card(proof[1])))


def action_msg(action: Action) -> ActionMsg:
    return ActionMsg(action.kind, action.card, action.suit, action.locked, action.accused,
                     action.crime, action.proof)


def public_record(record: dict[str, Any]) -> dict[str, Any]:
    """A round record as sent before the match ends: without the deck (a thrown-in
    round's deck would show cards nobody played)."""
    return {key: value for key, value in record.items() if key != "deck"}

