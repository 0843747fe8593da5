### The glossary at the top of game.ftl applies to this file too.

## Where an account stands on a server: its rating, the leaderboards, its online statistics and match history (from the lobby)

lobby-my-rating = My rating
lobby-leaderboard = Leaderboard
lobby-statistics = My online statistics
lobby-history = My past online matches
create-rated = Rated match, four accounts: { $value }
table-rated = rated, { $kind }
standing-chance = Rated match: your team is expected to win { $chance } times in 100.
standing-rating-title = My rating
standing-rating = { $preset }: rating { $shown }; skill { $mu }, give or take { $sigma }; { $rated ->
    [one] one rated match
   *[other] { $rated } rated matches
}.
standing-rating-none = No rated match yet: your rating starts at 0, a skill of 25 give or take 8.3.
standing-hidden = Hide me from the leaderboards: { $value }
standing-hidden-on = You are hidden from the leaderboards.
standing-hidden-off = You are on the leaderboards again.
standing-board-title = Leaderboard, { $preset }, page { $page }
standing-board-preset = Rules: { $preset }. Left and Right change them.
standing-board-place = Your place: { $place }.
standing-board-unplaced = You have no place on this leaderboard: no rated match with these rules yet, or you are hidden.
standing-board-line = { $place }. { $name }: rating { $shown }, { $rated ->
    [one] one rated match
   *[other] { $rated } rated matches
}.
standing-board-empty = Nobody on this leaderboard yet.
standing-next-page = Next page
standing-previous-page = Previous page
standing-stats-title = My online statistics, every online match of mine
standing-history-title = My past online matches, the newest first
standing-history-none = No online match finished yet.
standing-more-matches = Older matches
standing-match = { $date }, { $preset }{ $rated ->
    [yes] , rated
   *[no] {""}
}: you and { $partner } against { $right } and { $left }, { $us } to { $them }, { $result ->
    [won] won
    [lost] lost
    [left] left before the end
   *[other] no winner
}.
standing-match-title = A past online match
standing-replay = Replay its rounds
standing-export = Save its records to a file
standing-exported = Records saved to { $path }. The command { $command } checks them.
standing-export-failed = The records could not be saved: { $error }
cmd-ask_rating = At a rated online table: your team's predicted chance, your rating and its uncertainty
standing-table-unrated = This match is not rated: no rating moves.
standing-table-rated = A rated match: the ratings of its four players move at its end.
standing-table-rating = A rated match: your team is expected to win { $chance } times in 100. Your rating here: { $shown }; skill { $mu }, give or take { $sigma }.
