"""One online table: the ``room`` (its members, seats before the start, play,
restore) and the parts it holds, each with its own state: ``inbox`` (one item at a
time), ``ledger`` (stored before told), ``teller`` (what members are told),
``settings`` and the seats, ``chat_log``, ``members``, ``presence``,
``seat_clock``, ``watch_feed``, ``rated``, ``moderation`` (its reports filed at
the server's ``reports`` desk, also the diwans'); the match itself
(``server_table``, its bots deciding in ``bot_pool``), and the public list
(``listing``). A room sees its server as ``host.Host`` and a connection as
``host.Member``.

May import: ``net.wire``, ``net.guard``, ``net.db``, the rules core, the bots,
``table``, ``table_api`` and ``standing``. Never the server that holds the rooms.
"""
