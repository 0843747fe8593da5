"""Where tables and players are: a ``directory.Directory`` (the server's own dicts
alone, or ``shared.Cluster`` on Redis for one process of several: claims per table,
fencing, the sweep for orphans, the shared list, codes and held seats), the relay of
players' notices over Redis (``relay``) and a warning said once a minute
(``quiet_log``).

May import: ``net.wire``, ``net.db``, ``net.tables`` (the rooms it finds) and Redis.
"""
