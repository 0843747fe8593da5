### The glossary at the top of game.ftl applies to this file too.

## Settings files, the saved match, the fair shuffle, past matches and replays

settings-reset-corrupt = Your settings file was damaged, so the default settings are used. The old file was kept as { $backup }.
settings-reset-wrong-types = Your settings file held values of the wrong kind, so the default settings are used. The old file was kept as { $backup }.
settings-reset-future-version = Your settings file comes from a newer version of the game, so the default settings are used. The file was kept as { $backup }.
settings-reset-unknown-version = Your settings file has a version this game does not know, so the default settings are used. The file was kept as { $backup }.
settings-reset-unreadable = The settings folder cannot be read, so the default settings are used.
keys-reset-corrupt = Your keys file was damaged, so the default keys are used. The old file was kept as { $backup }.
keys-reset-wrong-types = Your keys file held values of the wrong kind, so the default keys are used. The old file was kept as { $backup }.
keys-reset-unreadable = The keys file cannot be read, so the default keys are used.
settings-not-saved = The settings could not be saved. They still apply until you quit.

menu-continue = Continue the match
continue-resumed = Match resumed at round { $round }. Us { $us }, them { $them }.
save-unusable = The saved match could not be resumed. It was kept as { $backup }.
save-failed = The match could not be saved on this computer. You can go on playing.

shuffle-commitment = Fair shuffle, its seal begins { $short }.
# the codes by their first signs ({ $short }: "1 e 4 f 9 a 0 b"); the whole seed is in the records
shuffle-seed-short = The seed of this match is revealed; it begins { $short }. The match's record holds it whole, so anyone can check every deal.
match-end-seed-short = Seed revealed, beginning { $short }; the whole seed is in the match's record
match-end-commitment-short = Seal fixed before the first deal, beginning { $short }

menu-history = Past matches
history-title = Past matches
history-none = No finished match yet.
history-entry = { $date }, { $preset }: us { $us }, them { $them }, { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}
history-rounds-title = Rounds of the match
history-unreadable = This match record cannot be read.
replay-title = Replay of round { $round }
replay-start = Replay of round { $round }. Right arrow: next trick. Left arrow: previous trick. R: again. H: every hand, once the round is over. Escape: back.
replay-end = End of the replay.
replay-hand = { $seat }: { $cards }.
replay-hands-hidden = The hands are shown once the round is over.
cmd-replay_next = Replay: the next trick
cmd-replay_previous = Replay: the previous trick
cmd-replay_repeat = Replay: say this trick again
cmd-replay_hands = Replay: every player's hand, once the round is over
cmd-replay_back = Replay: back to the rounds
context-replay = In a replay

setting-theme = Colours: { $value }
theme-dark = light text on black
theme-light = dark text on white
setting-verbosity = Narration: { $value }
verbosity-full = full
verbosity-brief = brief, for experienced players
