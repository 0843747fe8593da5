# Heard, not just said: condensed lines, the stop key's backlog, pacing, confirmations

## One line per trick, when several of its messages wait to be heard

card-brief = { $seat } { $seat-is-me ->
        [yes] play
       *[no] plays
    } the { $card }
trick-won-condensed = { $seat-is-me ->
        [yes] you win
       *[no] { $seat } wins
    }, { $points } points

trick-won-last-condensed = { $seat-is-me ->
        [yes] you win
       *[no] { $seat } wins
    } the last trick, { $points } points

trick-won-terse = { $seat-is-me ->
        [yes] you take
       *[no] { $seat } takes
    } { $points }

# tricks acted past one after the other by one seat: "Partner takes 15, 16 and 11"
tricks-won-terse = { $seat-is-me ->
        [yes] you take
       *[no] { $seat } takes
    } { $points }

projects-announced-brief = { $seat } { $seat-is-me ->
        [yes] announce
       *[no] announces
    } { $projects }

deal-completed-terse = { $seat-is-me ->
        [yes] you take
       *[no] { $seat } takes
    } the turned card

## Confirm before losing anything (the first answer, no, is the default)

confirm-no = No
confirm-yes = Yes
confirm-new-match = A match is saved: start a new one and lose it?
confirm-leave-match = Leave the match? What was played since the last trick is not saved.
confirm-quit = Quit in the middle of the match? What was played since the last trick is not saved.

## The round's result: who won and by how much first, the breakdown after

round-verdict-made = { $buyers ->
        [us] We made our { $kind }
       *[them] They made their { $kind }
    }: { $high } to { $low }.
# where the points went: the full points, the fallen team's projects (given to the
# other team, or lost), what the fallen team keeps (its baloot)
round-verdict-fell = { $buyers ->
        [us] We fell, { $buyer-total } against their { $defence-total }: the buyers need more than the other team. They take all { $full } points{ $given ->
            [0] {""}
           *[other] {" "}and our { $given } for projects,
        } and score { $high }
       *[them] They fell, { $buyer-total } against our { $defence-total }: the buyers need more than the other team. We take all { $full } points{ $given ->
            [0] {""}
           *[other] {" "}and their { $given } for projects,
        } and score { $high }
    }{ $low ->
        [0] .
       *[other] , { $buyers ->
            [us] we keep { $low }.
           *[them] they keep { $low }.
        }
    }{ $lost ->
        [0] {""}
       *[other] {" "}{ $buyers ->
            [us] Our { $lost } for projects are lost.
           *[them] Their { $lost } for projects are lost.
        }
    }
round-verdict-doubled = { $multiplier ->
        [2] Doubled
        [3] Tripled
        [4] At four
       *[other] Worth { $multiplier } times
    }: { $low ->
        [0] all { $high } go to { $winners ->
            [us] us
           *[them] them
        }.
       *[other] { $high } to { $winners ->
            [us] us, { $low } to them.
           *[them] them, { $low } to us.
        }
    }
round-verdict-kaboot = Kaboot: { $winners ->
        [us] we took every trick, { $high } to { $low }.
       *[them] they took every trick, { $high } to { $low }.
    }
round-verdict-other = { $outcome } Us { $us }, them { $them }.
round-team-breakdown = { $team }: { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }, { $abnat } card points, counted { $card-points }{ $projects ->
        [0] {""}
       *[other] ; projects { $projects }
    }{ $baloot ->
        [0] {""}
       *[other] ; baloot { $baloot }
    }.

## Keys: what the stop key silenced, points so far, a suit's cards out, the round, where we stand

cmd-say_missed = What did I miss: what was set aside unheard, the newest first
cmd-ask_points = Card points so far this round, per team
cmd-ask_suit_out = The focused suit: cards played and cards still to come
cmd-ask_round = The last round's breakdown
cmd-ask_summary = Where the match stands: contract, trick, score, whose turn
missed-none = Nothing was missed.
ask-points = Card points so far: us { $us }, them { $them }.
suit-out = { $suit }: played { $played }; still to come { $unseen }; in your hand { $mine }.
round-none = No round has been scored yet.
summary-now = { $contract } { $trick } { $score } { $turn }

## Settings: the speech rate the table's pace is estimated from

setting-speech-rate = Speech rate: { $rate } words a minute
setting-rate-test = Test my rate
rate-test-sentence = This sentence is timed at { $rate } words a minute; the click comes when the game thinks it ends.

## Wording: a raise says what it changed (the call was just said), a pause in seconds, a round in the history

raised-worth = The round is { $multiplier ->
        [2] doubled
        [3] tripled
        [4] at four
       *[other] worth { $multiplier } times
    }, { $locked ->
        [yes] locked
       *[no] open
    }.
setting-pause = Pause between other players' moves: { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
history-round-scored = Round { $round }: us { $us }, them { $them }; match { $total-us } to { $total-them }

## Naming the trump: the suits that may be named, with their keys

# the suits offered, joined as a choice ("spades (Shift+1) or hearts (Shift+2)")
trump-choices = You may name { $suits }.
trump-choice = { $suit } ({ $key })

cmd-ask_time = The time left on your turn's clock (a timed table)
memory-aids-off = Memory aids are off, as at a real table: turn them on in Settings.
time-left = { $seconds ->
        [one] One second left.
       *[other] { $seconds } seconds left.
    }
time-untimed = This table has no clock.
time-not-running = No clock runs now: yours starts once your turn has been said.
timer-out = Time is up: your card or call is played for you.

## Catching up: when the voice is behind, what the player acted past in a few words

# a card in a trick's one line, and in a catch-up line: led, or a cut said as a cut
card-led-brief = { $seat } { $seat-is-me ->
        [yes] lead
       *[no] leads
    } the { $card }
card-cut-brief = { $seat } { $seat-is-me ->
        [yes] cut
       *[no] cuts
    } with the { $card }
# the trick in play, after its last card told: who is winning it now
catch-up-winning = { $seat-is-me ->
        [yes] you are winning
       *[no] { $seat } is winning
    }
# a trick acted past, taken by a cut: "Left cuts with the nine of diamonds and takes 12"
trick-cut-won-terse = { $seat } { $seat-is-me ->
        [yes] cut with the { $card } and take
       *[no] cuts with the { $card } and takes
    } { $points }
# the projects that count, in a catch-up (their cards: the projects key)
# a new deal in a catch-up line
dealt-terse = New round: { $dealer } { $dealer-is-me ->
        [yes] deal
       *[no] deals
    }, the { $land } turned
# baloot and akka in a trick acted past
baloot-announced-terse = { $seat }: baloot
akka-called-terse = { $seat }: akka
projects-shown-terse = { $winners ->
        [us] Our projects count: { $projects }
       *[them] Their projects count: { $projects }
    }
