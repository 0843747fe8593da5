"""Speech and braille: what the game says, when it is heard, and the voices.

- :mod:`.base`: an utterance and its priority (the table's ``EVENT`` waits its
  turn, an ``ANSWER`` to a key interrupts), an output's protocol, the silent one;
- :mod:`.choose`: the output chosen at start-up from the player's setting, and
  the outputs: :mod:`.ao2` (accessible_output2: screen readers, Speech
  Dispatcher with the patches its client needs) and :mod:`.espeak` (espeak-ng
  processes);
- :mod:`.manager`: :class:`Speech`, the queue every word goes through: one line at
  a time, the next when the one before was heard (:mod:`.voice`), in shorter
  words as the backlog grows and in one catch-up line when the voice is behind
  (:mod:`.lines`: the narrator supplies the catch-up words), answers first and the table's words after the player's pause
  (:mod:`.pause`), what was set aside in "what did I miss" (:mod:`.missed`),
  the last messages to review (:mod:`.history`), and the log (:mod:`.log`).

The queue knows no cards: groups, brief and catch-up words are the narrator's.
"""

from .ao2 import CANCEL_AFTER_BEGIN, CANCEL_GAP, REPLY_TIMEOUT, AO2Output, EarlyEvents
from .base import (DEFAULT_RATE, SPEECH_RATES, Output, OutputLost, Priority, Report,
                   SilentOutput, Utterance, speak_tracked, spoken_seconds)
from .choose import CONNECT_TIMEOUT, RECONNECT_TIMEOUT, SPEECH_SETTINGS, choose_output
from .espeak import EspeakProcessOutput
from .history import HISTORY_SIZE
from .lines import BEHIND_AT, CATCH_UP_AT, CONDENSE_AT, MAX_GROUPS
from .log import SpeechLog
from .pause import BUSY_AFTER, HOLD, PAUSE_MAX
from .backlog import MAX_HANDED
from .manager import Speech
from .voice import BEGIN_LIMIT, SAFETY_FACTOR, SAFETY_MIN, STALL_SECONDS

__all__ = [
    "AO2Output", "BEGIN_LIMIT", "BEHIND_AT", "BUSY_AFTER", "CANCEL_AFTER_BEGIN", "CANCEL_GAP",
    "CATCH_UP_AT", "CONDENSE_AT", "CONNECT_TIMEOUT", "DEFAULT_RATE", "EarlyEvents", "EspeakProcessOutput",
    "HISTORY_SIZE", "HOLD", "MAX_GROUPS", "MAX_HANDED", "Output", "OutputLost", "PAUSE_MAX",
    "Priority", "RECONNECT_TIMEOUT", "REPLY_TIMEOUT", "Report", "SAFETY_FACTOR", "SAFETY_MIN",
    "SPEECH_RATES", "SPEECH_SETTINGS", "STALL_SECONDS", "SilentOutput", "Speech", "SpeechLog",
    "Utterance", "choose_output", "speak_tracked", "spoken_seconds",
]
