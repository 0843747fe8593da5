"""``baloot-audio serve`` with the web client: what this floor adds to the server.

:func:`attach` is the hook :func:`baloot_audio.net.server.server.run` calls: every
connection is a :class:`~baloot_audio.web.conn.WebConn` (a browser's once it asks
for words; the same as before for anyone else), and a request that is no
websocket gets the page and its files (:class:`~baloot_audio.web.pages.Pages`).
"""

from __future__ import annotations

from baloot_audio.net.server.server import Server

from .conn import WebConn
from .pages import Pages


def attach(server: Server) -> None:
    server.conn_class = WebConn
    server.pages = Pages(server.limits.origins).request
