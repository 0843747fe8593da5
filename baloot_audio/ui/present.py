"""The one presentation sink: narrations go to sound, speech and braille here.

The live table, the replay of a past round and the end-of-round summary all
pass their :class:`~baloot_audio.ui.narrator.Narration` lists through
:func:`present`, so a moment sounds the same wherever it is heard.
"""

from __future__ import annotations

from typing import Any, Iterable

from .narrator import Narration
from .speech import Priority, Utterance


def present(speech: Any, sounds: Any, narrations: Iterable[Narration],
            first: Priority = Priority.EVENT) -> list[Utterance]:
    """Play each cue and say each text (speech brailles it too); return what was said.

    The texts wait their turn in speech's queue (a trick's messages carry their
    brief words, for a condensed line when several wait). The messages of one
    event share an event id; those of one moment are said in one line (they
    join); a detail (the round's breakdown) waits behind everything else.

    ``first`` is the priority of the first text (the replay interrupts with
    it); the others queue behind it as game events."""
    said: list[Utterance] = []
    event = speech.new_event()
    for n in narrations:
        if n.cue:
            sounds.play(n.cue, delay=n.cue_delay, **n.cue_data)
        if n.text:
            said.append(speech.say(n.text, first if not said else Priority.EVENT, n.msg_id,
                                   brief=n.brief, group=n.group, event=event, joins=n.joins,
                                   detail=n.detail, source=n.source))
    return said
