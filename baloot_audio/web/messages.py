"""What a browser's connection says besides the game's protocol (net/protocol.py).

A browser is a client of the same protocol: it names itself, lists, creates and
joins tables, sits, plays (``act``), chats and says ``heard`` like the desktop.
What it has no Python for, its words, comes from its connection's
:class:`~baloot_audio.web.session.WebSession`: the browser asks for them in a
language (:class:`Words`), and gets each line to say (:class:`Line`), each sound
(:class:`Cue`), what its table shows with every name as it is spoken
(:class:`Shown`), the desktop's keys (:class:`Keys`) and the answers to its
question keys (:class:`Ask`). See docs/web.md.
"""

from __future__ import annotations

from typing import Annotated, Any, Optional, Union

import msgspec

Ref = Annotated[int, msgspec.Meta(ge=0, le=2**31)]
Short = Annotated[str, msgspec.Meta(max_length=24)]
CardCode = Annotated[str, msgspec.Meta(min_length=2, max_length=2)]


class WebMsg(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=True):
    pass


# -- browser -> server -------------------------------------------------------------------
class Words(WebMsg, tag="words"):
    """The words this connection wants: its language, verbosity and speech rate (words
    a minute, for how long a line takes when nothing can tell)."""
    lang: Annotated[str, msgspec.Meta(max_length=12)] = "en"
    verbosity: Short = "full"
    rate: Annotated[int, msgspec.Meta(ge=60, le=600)] = 175
    ref: Ref = 0


class Ask(WebMsg, tag="ask"):
    """A question key (``ask_score``, ``ask_hand``, ``hint``... as the desktop's commands
    name them); ``card``: the card in focus (the suit out, what a card means)."""
    question: Short
    card: Optional[CardCode] = None
    call: Optional[Annotated[int, msgspec.Meta(ge=0, le=40)]] = None
    ref: Ref = 0


class Said(WebMsg, tag="said"):
    """Line ``n`` has been said (its voice ended, or its time at the player's rate):
    the next may come."""
    n: Annotated[int, msgspec.Meta(ge=0, le=2**31)]
    ref: Ref = 0


BrowserMessage = Union[Words, Ask, Said]


# -- server -> browser -------------------------------------------------------------------
class Line(WebMsg, tag="line"):
    """Words to say: a table's line (one at a time, the next after ``said``) or an
    answer to a key (``answer``: at once). ``seconds``: how long it takes at the
    player's rate; ``heard``: the wait (round, index) whose prompt it says, for the
    game's ``heard`` once it has been said (a timed table's clock starts then);
    ``parts``: a line that says several messages, each in full (as the desktop's
    history keeps them)."""
    text: str
    n: int
    id: Optional[str] = None
    answer: bool = False
    seconds: float = 0.0
    heard: Optional[tuple[int, int]] = None
    parts: list[str] = []         # each message the line says, in full (the history)


class Cue(WebMsg, tag="cue"):
    """A sound from sounds/ (``group``: its volume, ``effects`` or ``cues``)."""
    name: str
    group: str = "effects"
    delay: float = 0.0


class TableShown(msgspec.Struct, omit_defaults=True):
    table_id: str
    words: str                    # as the desktop's lobby says it
    started: bool = False


class Listed(WebMsg, tag="listed"):
    """The words of a page of the table list (the ``tables`` answer to ``ref``)."""
    tables: list[TableShown]
    ref: int = 0


class CardShown(msgspec.Struct, omit_defaults=True):
    card: str
    name: str                     # as it is spoken ("seven of spades, trump")
    label: str                    # the short visual label ("7♠")
    legal: bool = False


class CallShown(msgspec.Struct, omit_defaults=True):
    action: dict[str, Any]        # the protocol's ActionMsg, sent back as it is
    name: str


class PlayShown(msgspec.Struct, omit_defaults=True):
    seat: int
    who: str                      # the seat as it is said ("Partner", "Dana")
    card: str
    name: str
    label: str


class SeatShown(msgspec.Struct, omit_defaults=True):
    seat: int
    who: str
    label: str                    # the seat's short label ("Right")
    turn: bool = False


class Shown(WebMsg, tag="shown"):
    """What the table shows this connection now, every name as it is spoken."""
    seat: Optional[int]
    my_turn: bool
    phase: str
    hand: list[CardShown]
    calls: list[CallShown]
    trick: list[PlayShown]
    seats: list[SeatShown]
    contract: str
    score: str
    turn: str
    round_over: bool = False
    match_over: bool = False
    again: bool = False           # thrown in: dealt again at once (the browser says ready)
    round: int = 0
    index: int = 0


class KeyShown(msgspec.Struct, omit_defaults=True):
    command: str
    keys: list[str]               # the desktop's chords ("ENTER", "shift+W", "ctrl+_1")
    gesture: str = ""             # the phone app's gesture ("swipe-left", "double-tap")
    call: str = ""                # the call it makes (akka, sawa...)
    name: str = ""                # what it does, in the connection's language


class Keys(WebMsg, tag="keys"):
    """The desktop's keys of the table, each with what it does in the language."""
    table: list[KeyShown]
    lang: str
    rtl: bool = False


_encoder = msgspec.json.Encoder()
_decoder = msgspec.json.Decoder(BrowserMessage)


def encode(message: WebMsg) -> bytes:
    return _encoder.encode(message)


def decode(raw: bytes | str) -> Any:
    """A browser's own message; raises msgspec's errors for anything else."""
    return _decoder.decode(raw)
