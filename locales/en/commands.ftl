### The glossary at the top of game.ftl applies to this file too.

## Commands: what each key does (read by the keys screen and the README)

cmd-stop_speech = Stop speech
cmd-repeat_last = Repeat the last message
cmd-history_previous = Previous message in the history
cmd-history_next = Next message in the history
cmd-history_first = First message in the history
cmd-history_last = Last message in the history
cmd-text_bigger = Bigger text
cmd-text_smaller = Smaller text
cmd-keys_help = List the keys
cmd-menu_up = Previous item
cmd-menu_down = Next item
cmd-menu_left = Previous value of a setting
cmd-menu_right = Next value of a setting
cmd-menu_first = First item
cmd-menu_last = Last item
cmd-menu_select = Choose the item
cmd-menu_back = Back
cmd-card_previous = Previous card
cmd-card_next = Next card
cmd-suit_previous = Previous suit
cmd-suit_next = Next suit
cmd-card_first = First card
cmd-card_last = Last card
cmd-play = Play the card, or choose the call
cmd-switch_zone = Switch between your hand and your calls
cmd-explain_refusal = Why was my card refused?
cmd-explain_call = What the call in focus does
cmd-ask_hand = Read my whole hand
cmd-ask_spades = My spades
cmd-ask_hearts = My hearts
cmd-ask_diamonds = My diamonds
cmd-ask_clubs = My clubs
cmd-ask_trick = The current trick
cmd-ask_score = The match score
cmd-ask_turn = Whose turn is it?
cmd-ask_tricks = Tricks taken by each team this round
cmd-ask_calls = The calls of this round
cmd-ask_contract = The contract
cmd-ask_projects = The projects
cmd-ask_land = The turned card
cmd-table_menu = Game menu (settings, keys, leave the match)
cmd-akka = Lead the card with akka
cmd-sawa = Claim all remaining tricks (sawa)
cmd-call_pass = Call pass
cmd-call_hokum = Call hokum
cmd-call_sun = Call sun
cmd-call_ashkal = Call ashkal
cmd-call_qablak = Take the sun first (qablak)
cmd-call_confirm = Confirm the hokum
cmd-call_to_sun = Turn the hokum into sun
cmd-call_double = Double (open)
cmd-call_double_locked = Double (locked)
cmd-call_triple = Triple
cmd-call_four = Four (open)
cmd-call_four_locked = Four (locked)
cmd-call_gahwa = Gahwa
cmd-call_decline = Decline
cmd-call_take = Take (belote)
cmd-call_boshat = Boshat
cmd-call_hokum2 = Second-round hokum
cmd-call_suit_spades = Name spades as trump
cmd-call_suit_hearts = Name hearts as trump
cmd-call_suit_diamonds = Name diamonds as trump
cmd-call_suit_clubs = Name clubs as trump
cmd-reader_next_paragraph = Next paragraph
cmd-reader_previous_paragraph = Previous paragraph
cmd-reader_next_heading = Next heading
cmd-reader_previous_heading = Previous heading
cmd-reader_top = Start of the rules
cmd-reader_bottom = End of the rules
cmd-reader_read_all = Read everything from here
cmd-reader_where = Where am I?
cmd-reader_search = Search for a word
cmd-reader_search_next = Next match
cmd-reader_search_previous = Previous match
cmd-reader_back = Back to the menu

context-global = Everywhere
context-menu = In menus
context-table = At the table
context-bidding = While buying
context-reader = In the rules

## Gestures on touch screens (Android: two fingers; iPhone: three fingers)

gesture-fingers = { $fingers ->
        [2] two-finger { $gesture }
        [3] three-finger { $gesture }
       *[other] { $fingers }-finger { $gesture }
    }
gesture-tap = tap
gesture-double-tap = double tap
gesture-triple-tap = triple tap
gesture-long-press = long press
gesture-double-tap-hold = double tap and hold
gesture-triple-tap-hold = triple tap and hold
gesture-quadruple-tap = quadruple tap
gesture-quadruple-tap-hold = quadruple tap and hold
gesture-pinch-in = pinch in
gesture-pinch-out = pinch out
gesture-scrub = scrub (a quick zigzag)
gesture-swipe = swipe { $path }
gesture-then = {" "}then{" "}
dir-up = up
dir-down = down
dir-left = left
dir-right = right

keys-entry-plain = { $description }: { $keys }.
keys-entry = { $description }: { $keys }. Android: { $android }. iPhone: { $iphone }.
keys-or = {" "}or{" "}
keys-none = no key

## Key names as they are spoken and shown in the keys list (letters and digits stay as printed)

key-plus = +
mod-ctrl = Ctrl
mod-alt = Alt
mod-shift = Shift
mod-super = Super
mod-cmd = Cmd
mod-option = Option
key-UP = Up
key-DOWN = Down
key-LEFT = Left
key-RIGHT = Right
key-HOME = Home
key-END = End
key-ENTER = Enter
key-NUM_ENTER = Keypad Enter
key-SPACE = Space
key-ESCAPE = Escape
key-BACKSPACE = Backspace
key-TAB = Tab
key-PAGEUP = Page Up
key-PAGEDOWN = Page Down
key-LCTRL = Left Ctrl
key-RCTRL = Right Ctrl
key-NUM_ADD = Keypad Plus
key-NUM_SUBTRACT = Keypad Minus
key-EQUAL = Equals
key-MINUS = Minus
key-PLUS = Plus
cmd-chat_open = Write a chat message (online)
cmd-chat_previous = Previous chat message
cmd-chat_next = Next chat message
cmd-chat_well_played = Say: well played (online)
cmd-chat_hurry = Say: hurry up, kindly (online)
cmd-chat_thanks = Say: thank you (online)
cmd-people = The people at the table: mute, block, report; the creator removes (online)
cmd-friends = Friends: who is online and where, requests, invitations, messages (online, accounts)
cmd-invite_accept = Accept a friend's invitation to their table, join your tournament match once it is ready, or join the table just opened in your diwan (online)
cmd-invite_decline = Decline a friend's invitation to their table, or let a diwan's new table go (online)
cmd-diwans = Diwans: your groups' rooms, their chat, members, tables and leaderboard (online, accounts)

# A letter's name when a key or a code is spelt ("Ctrl+R", the seal "1 e 4 f"): a voice
# reading Arabic switches to English for a Latin letter, so Arabic names each letter
key-letter = { $letter }
# A letter's name in a code that is spelt (the seal, an invite code): as a key's, unless a
# voice would blur it (French says a lone e as a hesitation, "euh")
code-letter = { $letter }
