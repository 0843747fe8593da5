### Glossary (from the project's glossary; keep these words in every file of this language)
### Seats as the subject of a sentence: You, Partner, Right, Left (English keeps the short names);
###   beside a card on screen: seat-*-label. Teams: we / they, us / them.
### Cards: spades, hearts, diamonds, clubs; ace, king, queen, jack, ten, nine, eight, seven;
###   trump; the turned card.
### Calls: pass, hokum, second hokum, sun, ashkal, qablak, double, triple, four, gahwa;
###   locked / open. Play: trick, lead, follow, cut, overtrump; last-trick bonus.
### Projects: sira, fifty, hundred, four hundred; baloot (king and queen of trump); kaboot.
### Scoring: the buyers made / fell; card points (abnat).

## Cards, seats and teams. Seats are named from the listener's place at the table.

rank-7 = seven
rank-8 = eight
rank-9 = nine
rank-T = ten
rank-J = jack
rank-Q = queen
rank-K = king
rank-A = ace

suit-S = spades
suit-H = hearts
suit-D = diamonds
suit-C = clubs
# One suit's name after a count: "3 hearts"
suit-short-S = spade
suit-short-H = heart
suit-short-D = diamond
suit-short-C = club
# Shapes drawn on screen next to the letters, so colour is never the only clue
suit-symbol-S = ♠
suit-symbol-H = ♥
suit-symbol-D = ♦
suit-symbol-C = ♣
rank-label-7 = 7
rank-label-8 = 8
rank-label-9 = 9
rank-label-T = 10
rank-label-J = J
rank-label-Q = Q
rank-label-K = K
rank-label-A = A

card = { $rank } of { $suit }
card-list = { $cards }
# a card of your hand when the focus reaches it, when it is a trump
card-trump = { $card }, trump
# a run of one suit, its suit said once: "seven, eight and nine of hearts"
cards-in-suit = { $ranks } of { $suit }
list-separator = ,{" "}
list-and = { $first } and { $last }
# The calls offered are a choice: "pass, hokum or sun"
list-or = { $first } or { $last }
list-or-separator = ,{" "}
none = none

seat-me = You
seat-right = Right
seat-across = Partner
seat-left = Left
seat-me-object = you
seat-right-object = the right opponent
seat-across-object = your partner
seat-left-object = the left opponent
# a trick's clauses in one line (the condensed line): what goes between them, and a
# seat's word when a clause after the first starts with it ("…, you win, 15 points")
clause-separator = ,{" "}
seat-me-inline = you
seat-right-inline = { seat-right }
seat-across-inline = { seat-across }
seat-left-inline = { seat-left }
# The short label drawn beside a seat's card (the spoken name above may be longer)
seat-me-label = { seat-me }
seat-right-label = { seat-right }
seat-across-label = { seat-across }
seat-left-label = { seat-left }

team-us = Us
team-them = Them
team-us-subject = We
team-them-subject = They

## Narration of game events

dealt = New round. { $dealer } { $dealer-is-me ->
        [yes] deal
       *[no] deals
    }. The turned card is the { $land }.
offered-me = Your call: { $calls }.
offered-other = { $seat } is asked: { $calls }.
call-made = { $seat }: { $call }.
# a call that names a suit: a verb and a real subject ("You name diamonds as trump.")
call-made-suit = { $kind ->
        [choose_trump] { $seat } { $seat-is-me ->
            [yes] name
           *[no] names
        } { $suit } as trump.
        [choose] { $seat } { $seat-is-me ->
            [yes] take
           *[no] takes
        } with { $suit } as trump.
       *[other] { $seat } { $seat-is-me ->
            [yes] call
           *[no] calls
        } { $call } in { $suit }.
    }
call-made-locked = { $seat }: { $call }, { $locked ->
        [yes] locked
       *[no] open
    }.
raised-gahwa = { $seat }: gahwa! The winner of this round wins the match.
contract-set = Contract: { $contract }.
contract-hokum = hokum, { $trump } trump, bought by { $buyer }
contract-hokum-untold = hokum, trump not named yet, bought by { $buyer }
contract-sun = sun, bought by { $buyer }
contract-ashkal = sun by ashkal, bought by { $buyer }, the turned card goes to { $land-to }
contract-times = { $multiplier ->
        [2] doubled
        [3] tripled
        [4] at four
       *[other] worth { $multiplier } times
    }
contract-open = open
# a hokum nobody doubled is open by the rules: nothing to say
contract-open-undoubled = {""}
contract-locked = locked
contract-gahwa = gahwa
thrown-in-all-passed = Everybody passed. The cards are dealt again.
thrown-in-boshat = { $seat } shows a hand of small cards: boshat. The cards are dealt again.
deal-completed = { $seat } { $seat-is-me ->
        [yes] take
       *[no] takes
    } the turned card. The rest of the cards are dealt.
deal-completed-hand = You have { $count } cards.
projects-announced = { $seat } { $seat-is-me ->
        [yes] announce
       *[no] announces
    } { $projects }.
# the team whose projects count, then each project shown in a sentence of its own
projects-shown = { $winners ->
        [us] Our projects count.
       *[them] Their projects count.
    } { $projects }
shown-project = { $seat } { $seat-is-me ->
        [yes] show
       *[no] shows
    } { $project }: { $cards }.
baloot-announced = { $seat }: baloot, { $points } points.
akka-called = { $seat }: akka, the { $card } is the highest left in its suit.
sawa-claimed = { $seat } { $seat-is-me ->
        [yes] claim
       *[no] claims
    } all the remaining tricks: sawa. The cards are played out.
card-led = { $seat } { $seat-is-me ->
        [yes] lead
       *[no] leads
    } the { $card }.
card-played = { $seat } { $seat-is-me ->
        [yes] play
       *[no] plays
    } the { $card }.
card-cut = { $seat } { $seat-is-me ->
        [yes] cut
       *[no] cuts
    } with the { $card }.
trick-won = { $seat } { $seat-is-me ->
        [yes] win
       *[no] wins
    } the trick, { $points } points.
trick-won-last = { $seat } { $seat-is-me ->
        [yes] win
       *[no] wins
    } the last trick, { $points } points with the bonus.
your-turn = Your turn.
your-turn-lead = Your turn to lead.
your-turn-follow = Your turn, { $led } led.

## The round's score

outcome-made = The buyers made their contract.
outcome-fell = The buyers fell.
outcome-equal = Equal totals: each team keeps its own.
outcome-kaboot = Kaboot: one team took every trick.
outcome-reverse_kaboot = Reverse kaboot.
outcome-thrown_in = The round was thrown in.
outcome-litige = Litige: equal totals, points are held over.
outcome-capot = Capot: one team took every trick.
outcome-qaid = The round ended on a Qaid call.
round-team-line = { $team }: { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }, { $abnat } card points counted, { $card-points } for the cards, { $projects } for projects, { $baloot } for baloot: { $points } in all.
match-scored = Match score: us { $us }, them { $them }.
match-scored-held = { $held } points are held over for the next round.
match-won = { $winner ->
        [us] We win the match, { $us } to { $them }!
       *[them] They win the match, { $them } to { $us }.
    }
match-won-gahwa = { $winner ->
        [us] We win the match by gahwa!
       *[them] They win the match by gahwa.
    }

## Answers to the player's questions

hand-summary = { $count ->
        [0] Your hand is empty.
        [one] One card: { $suits }.
       *[other] { $count } cards: { $suits }.
    }
hand-suit-group = { $count ->
        [one] one { $suit-one }
       *[other] { $count } { $suit }
    }: { $ranks }
suit-cards = { $count ->
        [0] No { $suit }.
       *[other] { $suit }: { $ranks }.
    }
trick-empty = No card in the trick yet.
trick-now = Trick { $number }: { $plays }.
trick-play = { $seat } { $seat-is-me ->
        [yes] have
       *[no] has
    } played the { $card }
trick-winning = { $seat } { $seat-is-me ->
        [yes] are
       *[no] is
    } winning.
score-now = Match: us { $us }, them { $them }, playing to { $target }.
turn-me = It is your turn.
# T between two tricks: the one just taken, then that the next has no card yet
trick-taken = Trick { $number }: { $plays }; { $seat-is-me ->
        [yes] you took it
       *[no] { $seat } took it
    }, { $points } points.
trick-next-empty = No card in trick { $number } yet.
# W on the player's own turn: what the prompt said
turn-me-lead = It is your turn to lead.
turn-me-follow = It is your turn, { $led } led.
turn-me-call = It is your call: { $calls }.
turn-other = Waiting for { $seat }.
turn-none = Nobody is to play now.
tricks-taken = Tricks this round: us { $us }, them { $them }.
calls-none = No calls yet this round.
calls-list = Calls: { $calls }.
call-entry = { $seat } { $call }
contract-none = No contract yet. The turned card is the { $land }.
contract-now = { $contract }.
projects-none = No projects announced.
# your own projects, not announced yet: the game announces them with your first card
projects-mine = You hold { $projects }, announced when you play your first card.
project-held = { $project } ({ $cards })
projects-list = Projects: { $projects }.
projects-list-shown = Projects: { $projects }
project-entry = { $seat }: { $projects }
land-now = The turned card is the { $land }.
refusal-none = No card has been refused.
card-refused = Not allowed: { $reason }

## Hand entries

hand-entry-card = { $card }, { $position } of { $count }
hand-entry-card-suit = { $suit }, { $count }: { $card }
# Tab names the zone the focus enters (the hand keeps its card while in the calls)
zone-hand = Hand: { $hand }
zone-calls = Calls: { $call }
zone-no-calls = No calls now. Hand: { $hand }
hand-empty = No card in your hand.
suit-empty = no { $suit }

## Projects

project-sira = a sira
project-fifty = a fifty
project-hundred = a hundred
project-four_hundred = four hundred

## Brief narration (the "brief" setting): shorter words for the same events

trick-won-brief = { $seat } { $seat-is-me ->
        [yes] win
       *[no] wins
    } the trick.
trick-won-last-brief = { $seat } { $seat-is-me ->
        [yes] win
       *[no] wins
    } the last trick.
your-turn-follow-brief = Your turn, { $led }.
akka-called-brief = { $seat }: akka, { $card }.
raised-gahwa-brief = { $seat }: gahwa!
sawa-claimed-brief = { $seat }: sawa.
list-group-separator = ,{" "}

## Qaid tables: a Qaid call and its verdict, said in one line (who called it on whom,
## the verdict and its reason, what it scores). Tricks are counted from 1.

qaid-called = { $seat } { $seat-is-me ->
        [yes] call
       *[no] calls
    } Qaid on { $accused-is-me ->
        [yes] you
       *[other] { $accused }
    }.
qaid-proven = Proven: { $accused-is-me ->
        [yes] you
       *[other] { $accused }
    } { $rule ->
        [must_follow_suit] did not follow { $led } in trick { $crime-trick } and played the { $proof } in trick { $proof-trick }.
        [must_trump] did not trump in trick { $crime-trick } and played the { $proof } in trick { $proof-trick }.
        [must_overtrump] did not play a higher trump in trick { $crime-trick } and played the { $proof } in trick { $proof-trick }.
        [must_overtake] did not play higher in { $led } in trick { $crime-trick } and played the { $proof } in trick { $proof-trick }.
        [locked_no_trump_lead] led a trump in trick { $crime-trick } of a locked round, and played the { $proof } in trick { $proof-trick }.
        [akka_not_highest] called akka on { $crime } in trick { $crime-trick }, and the { $proof } was played in trick { $proof-trick }.
       *[other] claimed sawa in trick { $crime-trick }, and trick { $proof-trick } went to the other team.
    }
qaid-not-proven = Not proven: the { $proof } in trick { $proof-trick } shows no mistake in { $crime } of trick { $crime-trick }.
# the crime named in a verdict: a card, or a sawa claim
qaid-crime-card = the { $card }
qaid-crime-sawa = the sawa
qaid-score = { $penalty ->
        [redeal] No score: the cards are dealt again.
       *[other] { $winners ->
            [us] We take { $points }.
           *[them] They take { $points }.
        }
    }
