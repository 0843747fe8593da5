### The glossary at the top of game.ftl applies to this file too.

## Call names (the buy and the doubling)

call-pass = pass
call-pass-round2 = pass
call-hokum = hokum
call-hokum2 = second hokum
call-sun = sun
call-ashkal = ashkal
call-qablak = qablak, take the sun first
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
call-not-now = Not possible now: { $call }.
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
rule-qaid_not_in_rules = this table has no Qaid: it refuses every mistake.
rule-qaid_against_opponents_only = you can call Qaid only on an opponent.
rule-qaid_crime_not_found = a Qaid call must name a card, an akka or a sawa of that opponent in this round.
rule-qaid_proof_not_found = a Qaid call must name as proof a card played after the action it accuses.
rule-boshat_before_first_card_only = boshat can be called only before the first card is played.
rule-close_after_last_trick_only = the round can be closed only once its last trick is played.
rule-akka_plain_suit_in_hokum_only = akka is called only in a hokum, on a card of a suit that is not trump.
rule-unknown = the rules refuse it ({ $rule }).

## A refused key's few words, said right after the soft sound (E gives the whole rule).
## $seat: whose turn it is; $phase: buy or play; $led: the suit led; $key: the key to your calls

refused-card_not_in_hand = That card is not in your hand.
refused-must_follow_suit = You must follow { $led }.
refused-must_overtrump = You must play a higher trump.
refused-must_overtake = You must play higher in { $led }.
refused-must_trump = You have no { $led }: you must cut with a trump.
refused-locked_no_trump_lead = Locked: lead another suit, not a trump.
refused-not_your_turn = Not your turn: { $seat } is { $phase ->
        [buy] buying
       *[play] playing
    }.
refused-round_over = The round is over.
refused-buying_not_over = The buy is not over: make your call first; { $key } goes to your calls.
refused-buying_over = The buy is over.
refused-sawa_not_in_rules = No sawa in these rules.
refused-sawa_only_when_leading = Sawa only when you lead.
refused-sawa_not_certain = Sawa refused: not every trick is sure.
refused-akka_not_in_rules = No akka in these rules.
refused-akka_only_when_leading = Akka only when you lead.
refused-akka_plain_suit_in_hokum_only = Akka only in a hokum, in a suit that is not trump.
refused-akka_not_highest = That card is not the highest left in its suit.
refused-trump_not_land_suit = Not the turned card's suit: name another.
refused-sun_double_cannot_lock = A sun double is open only.
refused-call_details_invalid = Not possible like that.
refused-ashkal_last_two_only = Ashkal is for the dealer and the player before the dealer only.
refused-double_by_opponents_only = Only an opponent of the buyer may double.
refused-sun_double_scores = The scores do not allow a sun double.
refused-boshat_needs_low_cards = Boshat needs five cards, all sevens, eights or nines.
refused-ace_land_sun_first_speaker_only = With an ace turned, only the first speaker may.
refused-call_not_available = That call is not possible now.
refused-qaid_not_in_rules = No Qaid at this table.
refused-qaid_against_opponents_only = Qaid only on an opponent.
refused-qaid_crime_not_found = That opponent did not do that this round.
refused-qaid_proof_not_found = The proof must be a card played after it.
refused-boshat_before_first_card_only = Too late for boshat: a card is down.
refused-close_after_last_trick_only = The round is still being played.
refused-other = Not allowed now.

## What a call offered does (the explain key, on the call in focus)
## $suit: the suit the call names; $named: yes when it names one; $land: the turned card's suit

call-meaning-pass = Pass: you do not buy; { $then ->
        [again] everybody has passed, so the buy goes round a second time.
        [redeal] everybody has passed again, so the cards are dealt again.
        [caller] the hokum's caller has the last word.
       *[next] the next player is asked.
    }
call-meaning-hokum = Hokum: you ask to buy with { $land } as trump; the others may still take it as a sun, or double it.
call-meaning-hokum2 = { $named ->
        [yes] Second hokum in { $suit }: you buy a hokum with { $suit } as trump.
       *[no] Second hokum: you buy a hokum with a trump you name, any suit but { $land }.
    }
call-meaning-sun = Sun: you buy with no trump at all; the round is worth 26 points instead of 16.
call-meaning-ashkal = Ashkal: you buy a sun, and the turned card goes to your partner.
call-meaning-qablak = Qablak: you take the sun before the one who bought it, and the buy becomes yours.
call-meaning-confirm = Confirm the hokum: nobody took your hokum, and you keep it.
call-meaning-to_sun = Turn it into sun: you keep the buy, but as a sun, with no trump.
call-meaning-double-open = Double, open: the round is worth twice as much, and a trump may be led as usual; the buyer may answer with a triple.
call-meaning-double-locked = Double, locked: the round is worth twice as much, and nobody may lead a trump while holding another suit; the buyer may answer with a triple.
call-meaning-double-sun = Double: the sun is worth twice as much; nothing goes above it.
call-meaning-triple = Triple: the round is worth three times as much, and open again; the doubler may answer with a four.
call-meaning-four-open = Four, open: the round is worth four times as much, and a trump may be led as usual; the buyer may answer with gahwa.
call-meaning-four-locked = Four, locked: the round is worth four times as much, and nobody may lead a trump while holding another suit; the buyer may answer with gahwa.
call-meaning-gahwa = Gahwa: whoever wins this round wins the match.
call-meaning-decline = Decline: you add nothing, and the buy stays as it is.
call-meaning-choose_trump = { $named ->
        [yes] Name { $suit } as trump: { $suit } becomes the trump of your hokum.
       *[no] Name the trump: you choose the trump of your hokum, any suit but { $land }.
    }
call-meaning-take = Take: you buy with { $land } as trump.
call-meaning-choose = { $named ->
        [yes] Choose { $suit }: you buy with { $suit } as trump.
       *[no] Choose the trump: you buy with a trump you name, any suit but { $land }.
    }
call-meaning-boshat = Boshat: your first five cards are all sevens, eights and nines, and the cards are dealt again.
explain-call-none = No call is offered to you now.
