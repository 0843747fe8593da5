"""The web client (docs/web.md): ``baloot-audio serve`` serves a page at ``/`` on the
game's own address, and a browser plays at the same tables as the desktop.

A floor above ``net`` (docs/architecture.md): it may import the network and the
presentation's pure parts (the narrator, the words, the question keys, the lines'
policy), never pyglet or the desktop's screens; nothing below imports it.
:mod:`.pages` answers the page and its files, :mod:`.conn` is a browser's
connection, :mod:`.session` its words, :mod:`.model` what its table shows,
:mod:`.table_keys` its question keys, :mod:`.messages` what it says besides the
game's protocol, :mod:`.serve` the hook into the server.
"""
