# The server's refusals, each in words (issue 31: a raw code such as "round_over" was read
# out as it is). online-error-<code>, the code's "_" written "-"; the client says
# online-error (online.ftl) for a code that has none here.

online-error-already-named = You already have a name on this server.
online-error-bad-options = The server does not accept these table settings.
online-error-chat-throttled = Too many chat messages: wait a moment.
online-error-hello-first = The server is not ready for you yet: connect again.
online-error-malformed = The server did not understand the game's message.
online-error-malformed-action = The server did not understand this move.
online-error-no-table = Join a table first.
online-error-not-seated = You have no seat at this table.
online-error-not-started = The match has not started yet.
online-error-not-yourself = You cannot do that to yourself.
online-error-round-not-over = The round is not over yet.
online-error-round-over = The round is over: wait for the next one.
online-error-server-error = The server had a problem with this request.
online-error-server-full = The server is full: try again later.
online-error-stale = That move came too late: the table has moved on.
online-error-throttled = Too many requests at once: wait a moment.
online-error-too-large = This message is too long for the server.
online-error-unknown-bot = The server does not know this bot level.
online-error-version = The server runs another version of the game: update one of them.
online-error-connection-closed = The connection to the server closed.
online-error-bad-cursor = The list of tables changed: ask for it again.
online-error-guess-wait = Too many wrong codes: wait a moment before you try another.
online-error-login-wait = Too many wrong passwords from your connection: wait a moment before trying again.
online-error-register-wait = Too many new accounts from your connection: wait a while before making another.
online-error-storage-full = The server's disk is full: try again later.
online-error-storage-error = The server could not save this: try again later.
online-error-too-many-tables = You have too many open tables: finish or leave one first.
online-error-too-many-watchers = This table takes no more watchers.
online-error-table-failed = The table stopped on a server error.
online-error-not-your-seat = That is not your seat.
online-error-chat-closed = At a Qaid table the chat is closed from the deal until the round is scored.
online-error-unknown-timer = The server does not know this turn timer.
online-error-bad-timer-seconds = The server does not accept these turn times.
online-error-rated-guest = A rated table seats accounts only: log in to your account to sit there.
online-error-rated-seats = A rated match starts with four accounts seated, and no bot.
online-error-unknown-match = That match is not one of your finished online matches.
online-error-bad-preset = Those rules have no leaderboard.

# friends (issue 27)
online-error-unknown-player = No account has this name on this server.
online-error-already-friends = You are friends already.
online-error-blocked = You blocked this player: unblock them first.
online-error-too-many-friends = One of you has as many friends as this server allows.
online-error-too-many-requests = Too many of your friend requests wait for an answer: wait for some.
online-error-requests-full = This player has too many friend requests waiting: try again later.
online-error-friend-throttled = Too many friend requests: wait a while.
online-error-no-request = This request is no longer there.
online-error-not-friend = This player is not your friend.
online-error-friend-offline = Your friend is offline.
online-error-invite-throttled = You invited them a moment ago: wait a little.
online-error-no-invite = This invitation is no longer there.
online-error-private-full = Your friend has not read your last messages yet: wait for them.
online-error-in-match = You have a seat in a match: finish it first.

# diwans (issue 30)
online-error-not-member = You are not a member of this diwan.
online-error-not-moderator = Only the diwan's creator and its moderators can do that.
online-error-not-diwan-creator = Only the diwan's creator can do that.
online-error-diwan-name-taken = A diwan has this name already: choose another.
online-error-too-many-diwans = You are in as many diwans as this server allows: leave one first.
online-error-not-invited = This diwan takes the players it invites only.
online-error-diwan-banned = You are banned from this diwan.
online-error-diwan-full = This diwan has as many members as this server allows.
online-error-already-member = You are a member of this diwan already.
online-error-cannot-invite = This player is a member already, or banned from the diwan.
online-error-diwan-creator = You created this diwan: you cannot leave it.
online-error-unknown-diwan = No diwan has this name any more.
online-error-unknown-tournament = This tournament does not exist on the server.
online-error-bad-tournament = The server does not accept this tournament's format or size.
online-error-bad-start = A tournament starts within the days the server allows.
online-error-unknown-organiser = The server does not know who organises this tournament.
online-error-too-many-tournaments = Too many tournaments wait to start: let one finish first.
online-error-registration-closed = Registration is closed: the tournament has started.
online-error-tournament-full = The tournament is full.
online-error-unknown-partner = No account has that name: check your partner's name.
online-error-not-registered = You are not registered for this tournament.
online-error-tournament-table = At a tournament table the draw chose the seats.
online-error-tournament-guest = Tournaments are for accounts: log in, or register your name.
online-error-tournament-cluster = This server runs on several processes, and tournaments need it to run on one: they are not open here yet.
