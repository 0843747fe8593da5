"""Who a player is: a connection's first message gives an identity or a refusal
(``identity``: register, log in, guests, one-use login tokens), passwords hashed
off the event loop (``passwords``), and the operator's command (``admin``).

May import: ``net.wire``, ``net.guard``, ``net.db`` and the rules core.
"""
