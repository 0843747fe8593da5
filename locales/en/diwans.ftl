## Diwans online (baloot_audio/ui/diwans.py, diwans_screens.py): a standing room for a group, accounts only

lobby-diwans = Diwans
diwans-title = Diwans
diwans-none = You are in no diwan yet: create one, or join an open one.
diwans-open = Diwans open to all
diwans-open-none = No diwan is open to all yet.
diwans-create = { $open ->
        [yes] Create a diwan open to all
       *[no] Create a diwan by invitation
    }
diwans-create-prompt = The diwan's name, then Enter
diwans-accounts-only = Diwans are for accounts: log in, or register your name.
diwan-line = { $name }: { $members ->
        [one] one member
       *[other] { $members } members
    }, { $online ->
        [0] nobody online
        [one] one online
       *[other] { $online } online
    }
diwan-open-line = { $name }, open to all: { $members ->
        [one] one member
       *[other] { $members } members
    }
diwan-invited-line = Join { $name }, which invites you: { $members ->
        [one] one member
       *[other] { $members } members
    }
diwan-person = { $name }, { $role ->
        [creator] its creator
        [moderator] moderator
       *[member] member
    }, { $online ->
        [yes] online
       *[no] offline
    }
diwan-say = Say something in the diwan
diwan-say-prompt = Your line to { $name }, then Enter
diwan-sent = Said in { $name }.
diwan-history = The diwan's chat
diwan-history-title = The chat of { $name }, the newest first
diwan-history-none = Nobody has said anything here yet.
diwan-said = { $name }: { $text }
diwan-members = Members
diwan-members-title = { $count ->
        [one] One member of { $name }
       *[other] { $count } members of { $name }
    }
diwan-open-table = Open a table in this diwan
diwan-invite = Invite a player by name
diwan-invite-prompt = The player's name on this server, then Enter
diwan-invite-sent = Your invitation went to { $name }.
diwan-board = The diwan's leaderboard
diwan-board-title = The leaderboard of { $name }, by matches won at its tables
diwan-board-none = No match has been played at this diwan's tables yet.
diwan-board-line = { $place }. { $name }, { $won } { $won ->
        [one] match
       *[other] matches
    } won of { $matches }
diwan-statistics = My statistics in this diwan
diwan-leave = Leave this diwan
diwan-created = You created the diwan { $name }.
diwan-you-joined = You joined the diwan { $name }.
diwan-you-left = You left the diwan { $name }.
diwan-member-moderator = Make { $name } a moderator
diwan-member-member = Take moderation from { $name }
diwan-member-remove = Remove { $name } from the diwan
diwan-member-ban = Ban { $name } from the diwan for good
diwan-member-report = Report { $name } to the server's operator
diwan-done-moderator = { $name } moderates the diwan now.
diwan-done-member = { $name } no longer moderates the diwan.
diwan-done-remove = You removed { $name } from the diwan.
diwan-done-ban = You banned { $name } from the diwan.
diwan-done-report = Your report on { $name } went to the server's operator.
diwan-chat = In { $diwan }, { $name } says: { $text }
diwan-table = { $name } opens a table in { $diwan }: { $key } joins it.
diwan-table-let-go = You let { $name }'s table go.
diwan-invited = { $name } invites you to the diwan { $diwan }: join it in your diwans, { $key }.
diwan-you-removed = You were removed from the diwan { $name }.
diwan-you-banned = You were banned from the diwan { $name }.
diwan-joined = { $name } joins the diwan { $diwan }.
diwan-left = { $name } leaves the diwan { $diwan }.
diwan-moderator = { $name } moderates the diwan { $diwan } now.
diwan-member = { $name } no longer moderates the diwan { $diwan }.
diwan-removed = { $name } was removed from the diwan { $diwan }.
diwan-banned = { $name } was banned from the diwan { $diwan }.
diwan-tournament-create = Create a tournament for this diwan
diwan-tournament = { $name } creates a tournament in { $diwan }: register for it in the tournaments.
