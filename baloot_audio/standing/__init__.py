"""Where a player stands: ratings (:mod:`.ratings`, openskill) and statistics
(:mod:`.stats`, from round records). Pure: no interface, no text, no storage; the
local game (``baloot_audio.local_stats``) and the server feed them the same way."""
