"""What strangers may use: every limit of ``serve`` (``limits``, with the token bucket
they count with), who may open a connection (``gate``), invite codes against
guessing (``guesses``) and the open tables a player or an address may create
(``quota``).

May import: nothing of ``net`` but itself (the standard library and websockets' types).
"""
