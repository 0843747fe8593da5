"""What every part of speech shares: an utterance and its priority, an output's
protocol, the silent output, and how long words take to say."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Callable, Protocol

# The player's speech rate in words per minute (a setting): how long an
# utterance is expected to last when the output cannot tell. espeak-ng's
# default rate is 175.
SPEECH_RATES = (120, 150, 175, 200, 250, 300, 350, 400, 500)
DEFAULT_RATE = 175


class OutputLost(Exception):
    """The output stopped answering or stopped speaking: it must be replaced."""


class Priority(enum.IntEnum):
    """How an utterance meets speech already going on."""

    EVENT = 0      # game events: queue behind what is being said
    ANSWER = 1     # the player's own questions and moves: interrupt


@dataclass(frozen=True)
class Utterance:
    text: str
    priority: Priority
    msg_id: str | None = None
    time: float = 0.0
    brief: str | None = None   # its words in a condensed line ("Left ten of spades")
    group: str | None = None   # messages of one group (a trick) condense into one line
    event: int = 0             # the table event it tells (a continuation shares its id)
    joins: bool = False        # said in one line with what else comes in the same moment
    detail: bool = False       # said after everything else waiting; yields to the next round
    source: Any = None         # the table event itself (a catch-up line's words)
    moment: int = 0            # the poll it came in (messages of one moment join)
    n: int = 0                 # its number (in the speech log): what it was counted by


# What a tracked output reports, from any thread: "begin", "end" or "cancel".
Report = Callable[[str], None]


def sayable(text: str) -> bool:
    """``text`` has words for a voice: a letter or a digit (not "", " " or a lone ".")."""
    return any(ch.isalnum() for ch in text)


def spoken_seconds(text: str, rate: int) -> float:
    """How long ``text`` takes to say at ``rate`` words per minute (an estimate)."""
    return 0.3 + len(text.split()) * 60.0 / max(1, rate)


class Output(Protocol):
    name: str
    kind: str          # "screen_reader", "builtin" or "none"
    braille_capable: bool

    def speak(self, text: str, interrupt: bool) -> None: ...
    def speak_tracked(self, text: str, interrupt: bool, report: Report) -> bool:
        """Speak; True when ``report`` will be called at its end (else nothing is)."""
        ...
    def braille(self, text: str) -> None: ...
    def silence(self) -> None: ...
    def close(self) -> None: ...
    def set_language(self, lang: str) -> None: ...


class SilentOutput:
    """Speaks nothing (setting ``none``, or no output could be had)."""

    name = "none"
    kind = "none"
    braille_capable = False

    def speak(self, text: str, interrupt: bool) -> None:
        pass

    def speak_tracked(self, text: str, interrupt: bool, report: Report) -> bool:
        report("end")  # nothing to hear: heard at once
        return True

    def braille(self, text: str) -> None:
        pass

    def silence(self) -> None:
        pass

    def close(self) -> None:
        pass

    def set_language(self, lang: str) -> None:
        pass


def speak_tracked(output: Any, text: str, interrupt: bool, report: Report) -> bool:
    """``output.speak_tracked``, or its plain ``speak`` (False: no report) when it has none."""
    tracked = getattr(output, "speak_tracked", None)
    if tracked is not None:
        return bool(tracked(text, interrupt, report))
    output.speak(text, interrupt)
    return False
