### The glossary at the top of game.ftl applies to this file too.

## Statistics: the main menu's Statistics, and its key at the table (read line by line)

menu-statistics = Statistics
cmd-statistics = Your statistics against the bots: matches, rounds bought and made, falls, kaboots, doubles, projects, points and partners
stats-title = Your statistics against the bots, on this computer
stats-none = No round played yet: your statistics start with your first round against the bots.
stats-in-play = The match in play is counted by its { $rounds ->
    [one] round
   *[other] { $rounds } rounds
} so far; it counts as a match once it ends.
stats-reset-corrupt = Your statistics file was damaged, so your statistics start again from your next match. The old file was kept as { $backup }.
stats-matches = { $preset ->
    [saudi] Saudi rules
    [ksa] Federation rules (KSA)
   *[belote] Belote
}: { $matches ->
    [one] one match
   *[other] { $matches } matches
}, { $won } won and { $lost } lost; you win { $rate } times in 100.
stats-left = You left { $left ->
    [one] one match
   *[other] { $left } matches
} before the end; a match left counts as lost.
stats-bought = { $kind ->
    [hokum] Hokum
    [sun] Sun
   *[ashkal] Ashkal
}: you bought { $bought ->
    [one] one round
   *[other] { $bought } rounds
} and made { $made } of them.
stats-bought-none = You have not bought a round yet.
stats-falls = Falls: you fell { $fell ->
    [one] once
   *[other] { $fell } times
} as the buyer, and your team made the buyers fall { $felled ->
    [one] once
   *[other] { $felled } times
}.
stats-kaboots = Kaboots: { $ours } for your team and { $theirs } against it.
stats-doubles = Doubled rounds: { $doubled }; your team won { $won } of them and lost { $lost }. You called { $called ->
    [one] one double
   *[other] { $called } doubles
} yourself.
stats-doubles-none = Doubled rounds: none yet.
stats-projects = Projects: you scored { $projects ->
    [one] one project
   *[other] { $projects } projects
}, and the baloot { $baloot ->
    [one] once
   *[other] { $baloot } times
}.
stats-points = Points per round, over { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}: { $ours } for your team and { $theirs } for the opponents.
stats-partner = With { $partner } as your partner: { $matches ->
    [one] one match
   *[other] { $matches } matches
}, { $won } won.
stats-bot = { $level ->
    [easy] the easy bot
    [normal] the normal bot
    [strong] the strong bot
    [basic] the steady bot
    [random] the beginner bot
   *[other] a bot
}
