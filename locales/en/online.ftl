# Play online (issue 18): connection, lobby, a table's seats, presence, the network, chat

menu-play-online = Play online
online-title = Play online
online-address = Server address: { $address }
online-address-prompt = Server address, as host:port
online-name = Your name: { $name }
online-name-prompt = Your name
online-host = Start a server on this computer: { $value }
online-connect = Play as a guest
online-bad-address = { $address } is not a server address. Write it as host:port, for example 127.0.0.1:8765.
online-bad-name = A name has 1 to { $limit } letters.
online-server-started = Server started on { $address }.
online-server-failed = The server could not start on { $address }: its port may be taken, or another server of this game may be running on this computer (connect to it instead).
online-connecting = Connecting to { $address }.
online-unreachable = The server at { $address } does not answer. Check the address, or start a server on this computer.
online-error = The server refused: { $code }.
online-error-unknown-table = No table has this invite code.
online-error-seat-taken = This seat is taken.
online-error-match-started = The match has started: seats are chosen before.
online-error-not-creator = Only the table's creator can do that.
online-no-answer = The server has not answered for { $seconds } seconds. Still waiting; the connection is checked.
online-waiting-players = Waiting for the other players to be ready for the next round.
online-code = Invite code: { $code }.
online-code-copied = Copied to the clipboard.
online-code-not-copied = The code could not be copied to the clipboard.
online-code-prompt = Invite code

lobby-title = Online lobby. You are { $name }
lobby-table = { $name }'s table, { $preset }, { $free ->
        [0] no seat free
        [one] one seat free
       *[other] { $free } seats free
    }, { $bots } bots
lobby-table-options = { $table }: { $options }
lobby-mixed-bots = mixed
lobby-no-tables = No public table yet.
lobby-create = Create a table
lobby-join-code = Join with an invite code
lobby-refresh = Refresh the list
lobby-disconnect = Disconnect

create-title = New online table
create-public = Listed in the lobby: { $value }
create-bots = Bots for the empty seats: { $value }
create-confirm = Create the table

room-title = Your table, before the start
room-person = { $name } sits { $where }
room-sit = Sit { $where } ({ $bot } bot until then)
room-code = Invite code: { $code }
room-start = Start the match
room-wait = Waiting for { $name } to start the match
room-chat = Write a chat message
room-leave = Leave the table

where-seat = at seat { $number }
where-me = at the seat of { $name }
where-right = to the right of { $name }
where-across = across from { $name }
where-left = to the left of { $name }
where-me-you = at your seat
where-right-you = to your right
where-across-you = across from you
where-left-you = to your left

presence-you-sit = You sit { $where }.
presence-bot = The seat { $where } gets a { $bot } bot.
presence-taken = { $name } sits { $where }.
presence-left = { $name } left the table{ $started ->
        [yes] ; a bot plays for { $name }
       *[no] {""}
    }.
presence-dropped = { $name } dropped; a bot plays for { $name }.
presence-back = { $name } is back.

net-lost = Connection to the server lost; trying again.
net-retrying = Reconnecting, try { $attempt }.
net-moving = Reconnecting.
net-back = Back online.
net-gave-up = The server cannot be reached. Back to the main menu.
net-summary = Round { $round }; us { $us }, them { $them }.

chat-line = { $name } says: { $text }
chat-offline = Chat works at an online table.
chat-prompt = Chat message
chat-history-empty = No chat message yet.
setting-chat = Chat messages spoken: { $value }
quick-well-played = Well played!
quick-hurry = Hurry up, kindly.
quick-thanks = Thank you!

text-field = { $prompt }, edit: { $text }
text-empty = empty
text-space = space
text-deleted = { $sign } deleted
text-too-long = At most { $limit } characters.

## Busy hands, steady table (issue 23): the seat kept while the connection is tried
## again, the key that stops trying, Back to your match, leaving the table asks first

menu-back-to-match = Back to your match
confirm-leave-table = Leave this table? The other players will be told.
duration-minutes = { $count ->
        [one] one minute
       *[other] { $count } minutes
    }
duration-seconds = { $count ->
        [one] one second
       *[other] { $count } seconds
    }
net-lost-kept = Connection to the server lost. Your seat is kept for { $duration }; trying again. { $key } stops trying.
net-stopped = Stopped trying. Back to the main menu; Back to your match tries again while the server keeps your seat.
net-gave-up-kept = The server still cannot be reached. Back to the main menu; Back to your match tries again while the server keeps your seat.
net-seat-gone = Your seat is no longer kept: the match is over, or the time to come back ran out.
net-back-unreachable = The server at { $address } does not answer yet. Try Back to your match again in a moment.
rule-offline = the connection to the server is lost; the game is trying again.
refused-offline = Not sent: the connection to the server is lost.

## A server open to the public (issue 24): accounts, names, the people at a table, moderation

online-connect-as = Connect as { $name }
online-log-in = Log in with a password
online-register = Register this name
online-log-out-everywhere = Log out everywhere
online-password-prompt = Password for { $name }
online-password-new = A new password for { $name }, at least 8 characters
online-password-again = The same password again
online-bad-password = A password has at least { $count } characters.
online-passwords-differ = The two passwords differ: nothing was registered.
online-logged-out = Logged out on every computer: the next connection asks for the password.
online-error-bad-login = Wrong name or password.
online-error-name-taken = This name is taken on this server: choose another, or log in.
online-error-reserved-name = A seat word, a pronoun, or a word the game speaks as, such as dealer, bot, guest or system, cannot be a name: choose another.
online-error-bad-name = This name has a character that cannot be said: choose another.
online-error-accounts-only = This server takes accounts only: log in, or register your name.
online-error-not-logged-in = Your saved login is no longer valid: log in with your password.
online-error-banned = This account is banned from this server.
online-error-login-throttled = Too many wrong passwords for this name: wait a moment before trying again.
online-error-not-at-table = This player is no longer at the table.
online-error-already-reported = You already reported this player: the operator has your report.
online-error-report-throttled = Too many reports for now: try again later.
online-error-guest = A guest has no login to log out of.
online-error-bad-text = This message has a character that cannot be sent.
online-removed = You were removed from the table.
online-banned = You were removed from the table, and cannot come back to it.
name-guest = guest { $name }
name-seat = { $name } { $where }
where-watching = watching
chat-speaker = { $name }, { $where },
chat-line-mine = You say: { $text }
people-offline = The list of people works at an online table.
people-title = People at the table
people-nobody = Nobody else is at the table.
people-watcher = { $name } watches the table
people-new-code = Change the invite code
people-mute = Mute { $name }
people-unmute = Hear { $name } again
people-block = Block { $name }
people-unblock = Unblock { $name }
people-report = Report { $name }
people-remove = Remove { $name } from the table
people-ban = Remove { $name } for good
people-muted = You no longer hear { $name }'s chat.
people-unmuted = You hear { $name }'s chat again.
people-blocked = { $name } is blocked: their chat and invitations no longer reach you.
people-unblocked = { $name } is no longer blocked.
people-reported = { $name } is reported to the server's operator, with the table's last chat and plays.
people-joined = { $name } joined the table.
people-watching = { $name } is watching the table.
people-left = { $name } left the table.
people-removed = { $name } was removed from the table.
people-banned = { $name } was removed from the table for good.
people-code-changed = New invite code: { $code }.
confirm-report = Report { $name } to the server's operator? The table's last chat and plays go with the report.
confirm-remove = Remove { $name } from the table?
confirm-ban = Remove { $name } from the table for good?
text-hidden = star
text-hidden-count = { $count ->
        [one] one hidden character
       *[other] { $count } hidden characters
    }

# A table's options, chosen by its creator (the same for all four seats)
create-timer = Turn timer: { $value }
create-memory-aids = Memory aids for all four seats: { $value }
timer-custom = custom ({ $card } seconds a card, { $call } a call)
table-options = { $kind }; turn timer { $timer }; memory aids { $aids }.
table-options-joined = At this table: { $kind }; turn timer { $timer }; memory aids { $aids }.
table-aids-on = on
table-aids-off = off
memory-aids-off-table = Memory aids are off at this table: its creator chose so.
timer-out-seat = Time is up for { $seat }: their bot plays for them.

# watching a match (ui/watch.py): the seats by name, never "you"
watch-started = You are watching this match, one trick behind the players. { $leave } leaves.
watch-seat = Player { $number }
watch-no-hand = You are watching: a watcher has no hand.
watch-not-available = Not available to a watcher.
watch-projects = The projects of { $team } count. { $projects }
watch-round = This round: { $first } make { $a }, { $second } make { $b }.
watch-totals = The match: { $first } have { $a }, { $second } have { $b }.
watch-won = { $team } win the match, { $a } to { $b }.
lobby-table-watch = { $table } Its match has started: choose it to watch.
