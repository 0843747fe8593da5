### The glossary at the top of game.ftl applies to this file too.

## Screens, menus and settings

app-title = Baloot Audio
app-ready = Baloot Audio. { $screen }
menu-position = { $item }, { $position } of { $count }
menu-main = Main menu
menu-new-match = New match
menu-rules = Rules
menu-keys = Keys
menu-settings = Settings
menu-quit = Quit
menu-back = Back
menu-resume = Resume the match
menu-leave-match = Leave the match
menu-game = Game menu
goodbye = Goodbye.

setup-title = New match
setup-preset = Rules: { $value }
setup-length = Match length: { $value }
setup-partner = Partner: { $value }
setup-opponents = Opponents: { $value }
setup-start = Start the match
preset-saudi = Saudi
preset-ksa = KSA tournament rules
preset-belote = Belote
length-points = { $points } points
bot-basic = steady player
bot-random = beginner (random cards)

settings-title = Settings
setting-speech = Speech: { $value }
speech-auto = automatic
speech-screen_reader = screen reader
speech-builtin = built-in voice
speech-none = off
speech-now = Speech now goes to { $name }.
speech-lost = The voice stopped answering. Speech now goes to { $name }.
speech-output-none = no speech output
setting-bot-pause = Pause between other players' moves: { $seconds } seconds
setting-sounds = Sounds: { $value }
setting-volume = Sound volume: { $percent } percent
setting-text-size = Text size: { $size }
setting-direction = Turn order on screen: { $value }
direction-counterclockwise = counter-clockwise (Saudi)
direction-clockwise = clockwise
setting-rebind = Change keys
setting-reset-keys = Restore the default keys
keys-restored = Default keys restored.
on = on
off = off
text-size-now = Text size { $size }.

rebind-title = Change keys: choose a command
rebind-entry = { $description }: { $keys }
rebind-prompt = Press the new key for { $description }, or Escape to cancel.
rebind-done = { $description } is now { $keys }.
rebind-conflict = { $key } is already used for { $other }. Nothing changed.
rebind-cancelled = Cancelled.

keys-title = { $gestures ->
        [yes] Keys and gestures
       *[no] Keys
    }
# F1 in sections: how to go from one to the next (in full the first time), a heading
keys-sections-how = In sections: Left and Right go to the previous or the next one
keys-sections-short = Left, Right: sections
keys-section = { $section }: { $count } keys
rules-title = Rules

table-title = The table
table-zone-hand = Your hand
table-zone-calls = Your calls
table-waiting = Waiting for the others.
table-screen = { $contract }. { $turn }

round-end-title = End of the round
round-end-next = Next round
match-end-title = End of the match
match-end-menu = Back to the main menu
match-end-lobby = Back to the lobby
match-end-again = Play another match

history-empty = No messages yet.
history-top = Top of the history.

## Every key gets an answer

# a key bound to nothing here
key-nothing-here = Nothing here.
# a key whose command does nothing on this screen or at this moment
key-not-now = { $command }: not now.
menu-no-match = No item starts with { $letter }.
menu-no-value = Nothing to change here.
main-menu-escape = This is the main menu. To quit, go to { $quit } with { $last }, then press { $select }.
table-no-card = No card in focus.
setting-refusals = When a key is refused: { $value }
refusals-words = say why
refusals-sound = sound only

## Screen labels (drawn only)

label-score = Us { $us }  Them { $them }
label-turned-card = Turned card
label-contract = { $contract }
label-trick = Trick { $number }
label-hand = Your hand
label-status = { $text }
label-turn = ▶ { $seat }
label-cards-count = { $count } cards

## Language (each language's own name is shown as it is written in that language)

setting-language = Language: { $value }
setting-address = Form of address in French and Arabic: { $value }
address-feminine = feminine
address-masculine = masculine
address-unspecified = unspecified

setting-memory-aids = Memory aids (cards played in a suit, card points so far): { $value }
# the touch gestures: said only on request (a touch screen's player turns them on)
setting-gestures = Touch gestures in the keys list and the lessons: { $value }
setting-turn-timer = Turn timer against bots: { $value }
timer-off = off
timer-relaxed = relaxed (45 seconds a card, 36 a call)
timer-tournament = tournament (15 seconds a card, 12 a call)
speech-output-name = { $output ->
       *[other] { $name }
    }
