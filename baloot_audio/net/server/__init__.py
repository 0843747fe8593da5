"""``baloot-audio serve``: the server that holds everything below it, its connections
(``server``), the one registry from a message's type to its handler, which table a
connection asks for (``joining``), a named player's own messages
(``player_messages``) and their standing's answers (``standing_answers``).

May import: all of ``net`` (it is the top floor); nothing imports it but the
command line.
"""
