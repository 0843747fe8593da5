"""A browser's connection: a game connection like any other, with its words.

:class:`WebConn` is the server's :class:`~baloot_audio.net.server.connection.Conn` (the
same gate, origin check, flood limits, accounts and tables) and one thing more:
a :class:`~baloot_audio.web.session.WebSession` hears everything the
connection is sent and answers the browser's own messages (web/messages.py).
A connection becomes a browser's with its first ``words`` message; until then
(the desktop, a bot) it costs nothing more than a check of each message's tag.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Optional

import msgspec

from baloot_audio.net.tables.host import Stamp
from baloot_audio.net.server.connection import Conn

from . import messages as m

if TYPE_CHECKING:
    from .session import WebSession

log = logging.getLogger("baloot_audio.web")

# a browser's own messages (and the game's act, which its words look at first), found
# before anything is decoded: no other message of the game's carries these tags
TAGS = re.compile(rb'"type"\s*:\s*"(words|ask|said|act)"')


class WebConn(Conn):
    session: Optional["WebSession"] = None

    def takes(self, raw: bytes | str) -> bool:
        data = raw.encode() if isinstance(raw, str) else raw
        found = TAGS.search(data)
        if found is None:
            return False
        if found.group(1) == b"act":         # the game's, looked at first by the words
            return self.session is not None and self.session.refused_here(data)
        try:
            msg = m.decode(data)
        except (msgspec.ValidationError, msgspec.DecodeError) as error:
            if self.allowed(0):
                self.error("malformed", str(error))
            return True
        if not self.allowed(msg.ref):
            return True
        if isinstance(msg, m.Words):
            if self.session is None:
                # the presentation is loaded by the first browser, not at the server's
                # start (a server for the desktop alone starts as fast as before)
                from .session import WebSession
                self.session = WebSession(self._send_own, msg)
            else:
                self.session.set_words(msg)
        elif self.session is None:
            self.error("words_first", "ask for words first", msg.ref)
        elif isinstance(msg, m.Ask):
            self.session.ask(msg)
        else:
            self.session.said(msg.n)
        return True

    def send_raw(self, data: bytes, stamp: Optional[Stamp] = None) -> None:
        super().send_raw(data, stamp)
        if self.session is not None and not self.closing:
            try:
                self.session.told(data)
            except Exception:     # words that fail must not cost the player the game
                log.exception("the words of a message to %s", self.player_id)

    def _send_own(self, data: bytes) -> None:
        Conn.send_raw(self, data)
