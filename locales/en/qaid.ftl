## Qaid tables at the desktop: the match's setting, the window after the last trick,
## a card that breaks a rule, the Qaid sheet and the "Call Qaid" steps.
## Tricks are counted from 1.

setup-table = Table: { $value }
table-easy = easy, every mistake refused
table-qaid = Qaid, mistakes played and caught by a call
table-qaid-none = easy (these rules have no Qaid tables)
setting-qaid-warn = Before a mistake at a Qaid table: { $value }
qaid-warn-on = warn first
qaid-warn-off = play it at once
qaid-table-start = A Qaid table: a card that breaks a rule is played, and the other team may call Qaid on it.
summary-qaid = Qaid table.
turn-qaid-window = The last trick is played: the round waits for a Qaid call or for the score.
qaid-window = Last trick played. To call Qaid, press { $call }; for the score, press { $close }.
qaid-warn = { $rule ->
        [must_follow_suit] This card breaks the follow rule
        [must_trump] This card breaks the trump rule
        [must_overtrump] This card breaks the overtrump rule
        [must_overtake] This card breaks the rule to play higher in the suit led
        [locked_no_trump_lead] This card breaks the lock: no trump lead while you hold another suit
       *[other] This akka is false: a higher card of its suit is still out
    }; press { $key } again to play it anyway.
qaid-sheet = Qaid sheet, { $number } of 2 this round: { $count ->
        [0] nothing proven yet.
       *[other] { $lines }
    }
# the sheet with nothing proven: not one of the two looks ("yet" only while tricks remain)
qaid-sheet-empty = { $over ->
        [yes] Qaid sheet: nothing proven this round.
       *[no] Qaid sheet: nothing proven yet; this look does not count.
    }
qaid-sheet-used = You have read the Qaid sheet twice this round.
qaid-nothing-to-call = Nothing to call yet: no opponent has played a card that a later card could prove.
qaid-choose-opponent = Call Qaid: on whom?
qaid-choose-action = Which action of { $accused }?
qaid-choose-proof = Which later card proves it?
qaid-action-play = Trick { $trick }: the { $card }
qaid-action-akka = Trick { $trick }: akka on the { $card }
qaid-action-sawa = Trick { $trick }: the sawa
qaid-proof-item = Trick { $trick }: { $seat-is-me ->
        [yes] you played the { $card }
       *[other] { $seat } played the { $card }
    }
qaid-confirm = Call Qaid on { $accused }: { $crime } of trick { $crime-trick }, proved by the { $proof } of trick { $proof-trick }?
cmd-qaid_call = Call Qaid at a Qaid table: the opponent, the action, the proof, then confirm
cmd-qaid_sheet = The Qaid sheet: the mistakes public play already proves (twice a round)
