## Tournaments online (baloot_audio/ui/tournaments.py, tournament_words.py): every match rated

lobby-tournaments = Tournaments
tournaments-title = Tournaments
tournaments-none = No tournament yet: create one.
tournaments-create = Create a tournament
tournament-title = { $name }
tournament-at = at { $time }
tournament-on = on { $date } at { $time }
tournament-when-round-ends = when the round before ends
tournament-rules = { $preset } to { $length }
tournament-format-single = single elimination
tournament-format-swiss = a Swiss system of { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }
tournament-teams-together = partners registered together
tournament-teams-drawn = partners drawn by the server
tournament-state-registering = registration open, it starts { $when }
tournament-state-playing = round { $round } of { $rounds } is being played
tournament-state-finished = it is over
tournament-state-cancelled = it was cancelled: fewer than two teams came
tournament-line = { $name }, created by { $creator }: { $rules }, { $format }, { $teams }; { $entries ->
        [0] nobody has registered
        [one] one player has registered
       *[other] { $entries } players have registered
    }, { $most } teams at most; { $state }.
tournament-line-mine = { $line } You are registered.
tournament-team = { $first } and { $second }
tournament-next-match = Round { $round } of { $rounds }: you and your partner { $partner } play { $them } at table { $table }, { $when }.
tournament-next-feeder = Round { $round } of { $rounds }: you and your partner { $partner } play the winners of table { $table }, { $when }.
tournament-next-swiss = Round { $round } of { $rounds }: you and your partner { $partner } are paired by score once round { $before } ends.
tournament-next-out = You and your partner { $partner } are out of the tournament: thank you for playing.
tournament-next-won = You and your partner { $partner } won the tournament!
tournament-next-placed = The tournament is over: you and your partner { $partner } finished in place { $place }.
tournament-round = Round { $round } of { $rounds }, seated { $when }
tournament-match-bye = Table { $table }: { $team } go through without playing, a bye.
tournament-match-playing = Table { $table }: { $home } play { $away }, now: Enter watches it.
tournament-match-won = Table { $table }: { $winner } beat { $loser }.
tournament-match-forfeit = { $line } { $name } did not play it out: a bot took the seat and their team forfeited.
tournament-standings = The standings
tournament-place = Place { $place }: { $team }, { $wins ->
        [0] no win
        [one] one win
       *[other] { $wins } wins
    }
tournament-place-out = { $line }, out in round { $round }
tournament-unpaired = Without a partner, not playing: { $names }
tournament-hash = The draw's seed stays secret until the end; its hash, published now, begins { $hash }.
tournament-seed = The draw's seed begins { $seed }; its hash, published before the start, begins { $hash }. Anyone can check the draw with them.
tournament-export = Save the draw to a file, to check it
tournament-refresh = Read it again
tournament-enter = Register, with a partner drawn for me
tournament-enter-partner = Register with my partner, by name
tournament-partner-prompt = Your partner's name on this server, then Enter: they register naming you too
tournament-leave = Withdraw my registration
tournament-entered = You are registered.
tournament-entered-partner = You are registered with { $partner }.
tournament-left = Your registration is withdrawn.
tournament-form-title = Create a tournament
tournament-form-name = Name: { $name }
tournament-name-prompt = The tournament's name, then Enter
tournament-name-first = Give the tournament a name first.
tournament-form-format = Format: { $value }
tournament-form-rounds = Rounds of a Swiss system: { $rounds }
tournament-form-teams = Teams: { $value }
tournament-form-most = At most { $teams } teams
tournament-form-start = Starts in { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    }
tournament-form-create = Create the tournament
tournament-created = { $name } is created: registration is open.
tournament-ready = Your match in { $name } is ready: round { $round } of { $rounds }, table { $table }. { $key } joins it.
tournament-started = { $name } has started: the draw is made.
tournament-finished = { $name } is over: its standings are in the tournaments.
tournament-cancelled = { $name } is cancelled: fewer than two teams registered.
tournament-in-diwan = { $name } in { $diwan }
tournament-form-title-diwan = Create a tournament for { $diwan }
