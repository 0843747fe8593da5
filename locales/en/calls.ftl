### The glossary at the top of game.ftl applies to this file too.

## Call names (the buy and the doubling)

call-pass = pass
call-hokum = hokum
call-hokum2 = second hokum
call-sun = sun
call-ashkal = ashkal
call-qablak = qablak, take the sun before
call-confirm = confirm the hokum
call-to_sun = turn it into sun
call-double = double
call-triple = triple
call-four = four
call-gahwa = gahwa
call-decline = decline
call-choose_trump = name the trump
call-take = take
call-choose = choose the trump
call-boshat = boshat
call-akka = akka
call-sawa = sawa
call-play = play

# A menu entry for a call with its details
call-entry-suit = { $call }, { $suit }
call-entry-open = { $call }, open
call-entry-locked = { $call }, locked
call-menu-title = Your call
call-not-now = { $call } is not possible now.
call-no-suit = No suit can be named now.

## Why the rules refuse an action (rule codes from the engine)

rule-card_not_in_hand = that card is not in your hand.
rule-must_follow_suit = you must follow the suit that was led.
rule-must_overtrump = you must play a higher trump than the one in the trick.
rule-must_overtake = you must play a higher card of the suit that was led.
rule-must_trump = you have none of the suit led, so you must play a trump.
rule-locked_no_trump_lead = the game is locked: you may not lead a trump while you hold another suit.
rule-not_your_turn = it is not your turn.
rule-round_over = the round is over.
rule-buying_not_over = the buy is not over yet.
rule-buying_over = the buy is over.
rule-sawa_not_in_rules = these rules have no sawa.
rule-sawa_only_when_leading = you can claim sawa only when you lead.
rule-sawa_not_certain = sawa is refused: you cannot be sure to win every remaining trick.
rule-akka_not_in_rules = these rules have no akka.
rule-akka_only_when_leading = you can call akka only when you lead.
rule-akka_not_highest = that card is not the highest left in its suit.
rule-trump_not_land_suit = the trump cannot be the suit of the turned card now.
rule-sun_double_cannot_lock = a sun double cannot be locked.
rule-call_details_invalid = that call is not possible like that.
rule-ashkal_last_two_only = only the dealer and the player before the dealer may call ashkal.
rule-double_by_opponents_only = only an opponent of the buyer may double.
rule-sun_double_scores = a sun may be doubled only when the scores allow it.
rule-boshat_needs_low_cards = boshat needs five cards all seven, eight or nine.
rule-ace_land_sun_first_speaker_only = with an ace turned, only the first speaker may change this hokum into sun.
rule-call_not_available = that call is not possible now.
rule-unknown = the rules refuse it ({ $rule }).
