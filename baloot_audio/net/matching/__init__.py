"""Play now: the line of players waiting for a table (``line``), who sits with whom
(``matcher``: pure), and the server's part that takes the messages, offers the
seats found and opens their tables (``hall``).

May import: the rules core, the standing (ratings' expected results), ``wire``,
``guard`` (the limits), ``db``, ``tables`` (the room it opens), ``cluster`` and
``social``.
"""
