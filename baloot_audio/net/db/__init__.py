"""Storage: the ``Storage`` protocol and its backends (SQLite, PostgreSQL, memory), the
shared rules and schema (``rules``), each subject's part (``accounts``, ``friends``,
``diwans``, ``standing``, ``tournaments``; one plan of statements for both
databases: ``plan``), a room's patient writes (``patient``) and the housekeeping.

May import: the rules core, ``standing`` and ``baloot_audio.storage`` (the data
folder). Nothing else of ``net``: what is stored never knows who asked.
"""
