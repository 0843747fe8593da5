"""The wire: every message between a server and a client (``protocol``, its parts by
subject: ``base``, ``friends``, ``diwans``, ``tournaments``, ``standing``) and what
the desktop shares with the server about free text (``free_text``: the marks chat
takes, the controls it refuses; ``names``: one name whatever its look-alikes).

May import: the rules core and ``table_api`` (the events and notices it carries), and
msgspec. Nothing else of ``net``: both ends, and the interface, stand on it.
"""
