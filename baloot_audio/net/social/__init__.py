"""Friends and diwans (accounts only): friend requests and the list with where each
is (``friends``), invitations and private messages (``friend_talk``), standing rooms
with members, moderators, chat and tables (``diwans``).

May import: ``net.wire``, ``net.guard``, ``net.db``, ``net.tables`` (a connection, a
room) and ``net.cluster`` (where a friend is).
"""
