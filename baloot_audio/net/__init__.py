"""Online tables: the game server, its protocol, its storage and the client."""
