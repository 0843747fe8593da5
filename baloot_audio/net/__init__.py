"""Online tables: ten rooms, each on a floor of its own (docs/architecture.md): the
messages (``wire``), storage (``db``) and the limits strangers meet (``guard``); the
client's side (``client``), who a player is (``accounts``) and one table
(``tables``); where tables and players are (``cluster``); friends and diwans
(``social``); ``tournaments``; and the ``server`` that holds them all."""
