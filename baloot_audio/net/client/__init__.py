"""The client's side: a connection to ``baloot-audio serve`` (``connection``), the
table played through it (``remote_table``, a ``TableInterface``), a bot that plays
a remote seat (``bot_player``), and the friends' and diwans' requests
(``friends``, ``diwans``).

May import: ``net.wire``, the rules core, the bots and ``table_api``. Never the
server's rooms: the interface (``ui``) sees the network through this and ``wire``.
"""
