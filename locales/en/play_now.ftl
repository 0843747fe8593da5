## Play now: a seat at a table of four, found by the server (ui/play_now.py)

menu-play-now = Play now
lobby-play-now = Play now
play-now-title = Play now: which table?
play-now-rated = Rated, with players near your level: { $value }
play-now-bots = Bots take the empty seats: { $after }
play-now-bots-never = never
play-now-bots-after = after { $duration }
play-now-start = Look for a table
play-now-waiting-title = Looking for a table. Escape leaves the line.
play-now-looking = { $rated ->
        [yes] Looking for { $count ->
            [1] one player
            [2] two players
           *[other] three players
        } near your level: { $duration }
       *[other] Looking for { $count ->
            [1] one player
            [2] two players
           *[other] three players
        }: { $duration }
    }
play-now-held = Your next try is in { $duration }.
play-now-partner = Waiting for your partner to come in line.
play-now-leave = Leave the line
play-now-left = You left the line.
play-now-bot = a bot
play-now-found = Table found: your partner { $partner }; against you { $left } and { $right }. Taking your seat.
play-now-chance = By the ratings, your team's chance to win is { $chance } in 100.
play-now-seated = Everyone took their seat: the match starts.
play-now-no-show = A player did not take their seat: you keep your place in line.
play-now-missed = Your seat was not taken in time: you are back at the end of the line, and your next try is in { $duration }.
play-now-partner-left = Your partner left the line, so you are out of it too.
online-error-in-line = You are already in the line.
online-error-not-in-line = You are not in the line.
online-error-queue-address = Too many players are in line from your connection.
online-error-partner-guest = Playing with a partner is for accounts: log in, or register your name.
online-error-partner-options = Your partner is in line for another kind of table.
online-error-unknown-offer = That table is no longer waiting for you.
online-error-bad-timer = Play now takes no custom timer: choose off, relaxed or tournament.
