### The glossary at the top of game.ftl applies to this file too.
### Learn to play: the lessons (lessons/*.json) and "What does this mean?".

## The main menu, the lessons menu, a lesson's menu and its end

# $state: next (then $number and $title name the lesson that comes next), done, none
menu-learn = { $state ->
        [next] Learn to play: lesson { $number } next, { $title }
        [done] Learn to play: every lesson done
       *[none] Learn to play
    }
lessons-title = Learn to play
# $state: new, next, done, skipped
lessons-item = Lesson { $number }: { $title }{ $state ->
        [next] , next
        [done] , done
        [skipped] , skipped
       *[new] {""}
    }
lessons-planned = Lesson { $number }: { $title }, not here yet: { $waits }
lessons-skip = { $left ->
        [yes] Skip lesson { $number }, { $title }
       *[no] No lesson left to skip
    }
lessons-skipped = Lesson { $number } skipped. Next: { $next }
lessons-all-done = every lesson is done or skipped.
lessons-not-saved = The lessons' progress could not be saved; it is kept until you quit.
lessons-progress-reset = The lessons' progress could not be read, so it starts again from the first lesson. The old file was kept as { $backup }.
lesson-menu-title = Lesson { $number }, { $title }
lesson-menu-resume = Go on with the lesson
lesson-menu-restart = Start the lesson again
lesson-menu-practice = Go to the practice deal
lesson-menu-skip = Skip this lesson
lesson-menu-leave = Leave the lesson
lesson-end-title = Lesson { $number }, { $title }, done.
lesson-end-well = What went well: { $said }
lesson-end-again = To look at again: { $said }
lesson-end-nothing-again = Nothing to look at again.
lesson-end-next = Next lesson: { $number }, { $title }
lesson-end-practice = Play the practice deal again
lesson-end-repeat = Repeat this lesson
lesson-end-lessons = Back to the lessons

## A lesson's steps: how it starts, where it is, what it waits for

lesson-start = Lesson { $number }: { $title }. { $count } steps, then a practice deal.
# W (whose turn) during a lesson, and the lesson's menu: the step again
lesson-where = { $practice ->
        [yes] Practice deal.
       *[no] Step { $step } of { $count }.
    }
lesson-wait-tell = { $short ->
        [yes] { $enter } to go on.
       *[no] Press { $enter } to go on; here it plays nothing.
    }
lesson-wait-key = Press { $key }.
lesson-wait-key-gesture = Press { $key } (on a touch screen: { $gesture }).
lesson-wait-pick = { $short ->
        [yes] Press { $enter } on that card.
       *[no] Move to that card and press { $enter }.
    }
lesson-wait-play = { $short ->
        [yes] Play the { $card }.
       *[no] Play the { $card }: move to it and press { $enter }.
    }
lesson-wait-akka = Lead the { $card } with akka: move to it and press { $key }.
lesson-wait-sawa = Claim sawa: press { $key }.
lesson-wait-call = { $short ->
        [yes] Call { $call }: { $key }.
       *[no] Call { $call }: press { $key }, or move to it in your calls and press { $enter }; { $tab } goes between your hand and your calls.
    }
lesson-wait-free = Play the deal to its end; { $hint } gives a hint.
lesson-not-now = Not now. { $waits }
lesson-reminder = The lesson waits: { $waits }
lesson-other = The { $chosen } is allowed, but this lesson asks for the { $wanted }. { $why } { $waits }
lesson-pick-move = Move to a card of your hand first. { $waits }
lesson-pick-right = Correct, the { $card }.
lesson-pick-wrong = Not the { $picked }.
lesson-pick-again = Try again: move to another card and press { $enter }.
lesson-pick-named = It is the { $card }: move to it and press { $enter }.
lesson-refused-act = In this lesson: { $waits }
lesson-refused-call = You may call: { $calls }. In this lesson: { $waits }
lesson-refused-free = The strong bot's choice: { $action }. { $reason }
lesson-wait-qaid = Call Qaid: press { $key }, then choose { $accused }, { $crime } of trick { $crime-trick }, the { $proof } of trick { $proof-trick }, and { $yes }.
lesson-qaid-action = Qaid call on { $accused }: { $crime } of trick { $crime-trick }, proved by the { $proof } of trick { $proof-trick }
lesson-qaid-no-mistake = Called like that, the Qaid would not be proven: public play shows no mistake in { $crime } of trick { $crime-trick }, and a Qaid not proven gives the round to the other team. { $waits }
lesson-qaid-no-proof = Called like that, the Qaid would not be proven: the { $proof } of trick { $proof-trick } proves nothing about { $crime } of trick { $crime-trick }, and a Qaid without its proof gives the round to the other team. { $waits }
# a feedback sentence, then the lesson that explains it
lesson-see = { $text } Lesson { $number }, { $title }, explains it.

## What went well, what to look at again

lesson-well-finished = You took the lesson to its end, practice deal included.
lesson-well-quiz = You answered every question at the first try.
lesson-well-keys = You found every key at the first try.
lesson-well-no-refusal = No card or call of yours was refused.
lesson-well-no-hints = You played without asking for a hint.
lesson-again-keys = The keys you had to look for: { $keys }.
lesson-again-quiz = { $count ->
        [one] One wrong answer about the order of the cards.
       *[other] { $count } wrong answers about the order of the cards.
    }
lesson-again-refused = { $count ->
        [one] Once refused
       *[other] Refused { $count } times
    }: { $rule }
lesson-again-other = { $count ->
        [one] Once you chose another card or call than the lesson's: listen to why each step asks for its own.
       *[other] { $count } times you chose another card or call than the lesson's: listen to why each step asks for its own.
    }
lesson-again-hints = You asked for { $count } hints: play the practice deal again and try alone.
lesson-practice-result = In the practice deal your team took { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    }: { $bought ->
        [yes] { $won ->
            [yes] it bought and made its contract.
           *[no] it bought and fell.
        }
       *[no] { $won ->
            [yes] the other team bought and fell.
           *[no] the other team bought and made its contract.
        }
    }

## What does this mean? (the key on a card, a call, the contract or the projects)

cmd-explain_term = What does this mean? The call or card in focus, now
meaning-lesson = Lesson { $number }, { $title }, explains it.
meaning-order = { $trump ->
        [yes] In { $suit }, the trump suit, the cards rank from the strongest: { $ranks }.
       *[no] In { $suit }, the cards rank from the strongest: { $ranks }.
    }
meaning-card-buy = The { $card } is worth { $points ->
        [0] no card points
        [one] one card point
       *[other] { $points } card points
    } unless it becomes a trump.
meaning-card-if-trump = If a hokum is bought, this suit becomes trump:
meaning-card = The { $card }{ $trump ->
        [yes] , a trump,
       *[no] {""}
    } is worth { $points ->
        [0] no card points.
        [one] one card point.
       *[other] { $points } card points.
    }
meaning-card-playable = You may play it now.
meaning-card-refused = You may not play it now: { $rule } You may play: { $cards }.
meaning-contract-none = No contract yet: the buy decides it. The turned card is the { $land }: a hokum now would make { $suit } trump.
meaning-contract = { $kind ->
        [sun] { $ashkal ->
            [yes] A sun by ashkal: no trump, and the turned card went to the buyer's partner.
           *[no] A sun: no trump.
        }
       *[hokum] A hokum: { $trump } are trump.
    } The round holds { $abnat } card points and is worth { $points }. { $buyers ->
        [us] Your team bought: it needs more than the other team to make it.
       *[them] The other team bought: your team makes it fall with more than it.
    }
meaning-doubled = Doubled, times { $multiplier }: the team with more takes { $points } points, the other only its baloot.
meaning-gahwa = Gahwa: whoever wins this round wins the match.
meaning-locked = Locked: nobody may lead a trump while holding another suit.
meaning-projects = Projects are runs of three cards or more in one suit (sira, fifty, hundred), or four aces, kings, queens, jacks or tens. Only the team with the best project scores projects; they are announced with your first card.

## The rules reader: its heading says the lesson that goes with it

cmd-reader_lesson = The lesson for this part of the rules
reader-lesson = Lesson { $number } teaches it: { $key }.

## The lessons still to come


## Lesson 3: following suit and trumping

lesson-follow-title = Following suit and trumping
lesson-follow-intro = In this deal you learn which cards the rules let you play. You are the dealer; the right opponent speaks first and will buy a hokum with hearts as trump.
lesson-follow-buy = Listen to the calls: the others speak before you.
lesson-follow-pass = The right opponent called hokum in hearts. Your hand is not strong enough to buy over it.
lesson-follow-pass-why = Pass: let the right opponent keep the hokum.
lesson-follow-suit = Clubs were led, and you hold clubs: you must follow suit, and play a club. Any other card would be refused.
lesson-follow-suit-why = The ace of clubs already wins this trick: keep your king, and play your small club.
lesson-follow-cut = Spades were led, and you have no spades. Your partner is not winning the trick, so you must cut: play a trump, a heart. A small one is enough, as nobody has trumped yet.
lesson-follow-cut-why = The seven of hearts takes the trick: a trump beats every card of another suit.
lesson-follow-lead = You took the trick with your trump, so you lead the next one, with any card.
lesson-follow-lead-why = Lead a small diamond: your partner may be able to win it.
lesson-follow-partner = Your partner leads the ace of spades, the highest spade, and the left opponent followed with a spade. You have no spades. In the everyday Saudi rules, when no card of its suit can beat your partner's card, you are free: you may play any card, and need not trump. The rule looks at the suit only: the right opponent, after you, could still trump the ace if they had no spades.
lesson-follow-partner-why = Give your partner points: the ten of diamonds is worth 10, and only a trump from the right opponent could take this trick.
lesson-follow-overtrump = The left opponent has no spades either and cut with the king of hearts. When the trick holds a trump and you have a higher one, you must play it: overtrump. Your nine of hearts beats the king; your queen does not.
lesson-follow-overtrump-why = Only the nine of hearts is higher than the king in the trump suit.
lesson-follow-ksa = We leave this deal here. Now the same kind of trick under the other rules of this game: KSA, the tournament rules of the Saudi federation, not the everyday Saudi rules we have played so far. A new deal: your partner speaks first and buys a hokum with spades as trump.
lesson-follow-ksa-buy = Your partner called hokum in spades. Pass, and let your partner keep it.
lesson-follow-ksa-cut = Your partner leads the ace of hearts, the highest heart, and you have no hearts. Under the everyday Saudi rules you could play anything. Under the KSA rules you must trump all the same, even over your partner.
lesson-follow-ksa-cut-why = Under the KSA rules, without the suit led you always trump: the eight of spades is your smallest trump.
lesson-follow-summary = To sum up: follow the suit led when you can. Without it, cut with a trump, and with a higher one when the trick holds a trump, unless, in the everyday Saudi rules, no card of its suit can beat your partner's card. After a refused card, { $why-key } says the whole rule; { $question } explains the card in focus.
lesson-follow-practice = Practice deal: the right opponent buys a hokum, and you play the whole deal against the bots.

## Lesson 1: the keys

lesson-keys-title = The keys
lesson-keys-intro = This lesson teaches the keys you play with, one at a time. A deal has begun: you are the dealer, and you hold your first five cards. The lesson waits for your key at every step; nothing here goes against the clock.
lesson-keys-next = Your hand is read card by card. The focus is on your first card; { $key } moves to the next one and says it.
lesson-keys-previous = { $key } goes back one card.
lesson-keys-suit = Your cards are sorted by suit, from the lowest to the highest. { $key } jumps to the first card of the next suit, and { $key-up } to the suit before.
lesson-keys-last = { $key } goes to your last card, and { $key-home } to your first.
lesson-keys-hand = { $key } reads your whole hand, suit by suit.
lesson-keys-one-suit = The keys 1 to 4 read one suit and move the focus to it: { $key-spades } for spades, { $key } for hearts, { $key-diamonds } for diamonds, { $key-clubs } for clubs. Hear your hearts.
lesson-keys-land = Before the buy, one card is turned face up for all to see: the turned card. { $key } says it.
lesson-keys-turn = { $key } says whose turn it is. In a lesson it also says the step again, if you missed it.
lesson-keys-buy = Now the buy: the others speak before you, as you are the dealer. Listen.
lesson-keys-calls = Your call. Your calls are in a list, and the focus is on the first one; { $key-next } moves in the list. { $key } says what the call in focus does.
lesson-keys-pass = Every call also has its own key: { $key-pass } passes, { $key-hokum } calls hokum, { $key-sun } sun. Pass now.
lesson-keys-pass-why = In this lesson you pass: the right opponent keeps the hokum.
lesson-keys-contract = The buy is over and the cards are played. { $key } says the contract: what was bought, and by whom.
lesson-keys-trick = { $key } says the cards of the trick so far, and who is winning it.
lesson-keys-question = { $key } explains the card or call in focus: what it is worth, and whether you may play it now. It works at every table.
lesson-keys-hint = { $key } gives a hint: the card the strong bot would play, and why.
lesson-keys-play = { $enter } plays the card in focus. Your partner's ace of diamonds is winning this trick.
lesson-keys-play-why = Your partner wins this trick: give your ten, worth 10 points.
lesson-keys-everywhere = A few keys work everywhere: { $key-stop } stops the speech, { $key-repeat } says the last message again, { $key-history } goes back through the messages, { $key-missed } says what you missed, and { $key-list } lists every key. { $escape } opens the game menu; in a lesson, the lesson's menu: start again, skip, or leave.
lesson-keys-practice = Practice deal: play a whole deal against the bots, with the keys you have learnt.

## Lesson 2: card order and card points

lesson-order-title = Card order and card points
lesson-order-intro = The cards do not rank as in most games. In a sun, and in every suit that is not trump, they rank from the strongest: ace, ten, king, queen, jack, nine, eight, seven. The ten is above the king.
lesson-order-plain = A question. You hold three hearts: which of them is the strongest? { $hand } reads your hand, 2 your hearts.
lesson-order-plain-why = The ten of hearts beats every heart but the ace: ace, ten, king, queen, jack, nine, eight, seven.
lesson-order-abnat = The tricks you take are counted in card points, called abnat: ace 11, ten 10, king 4, queen 3, jack 2; nine, eight and seven nothing. Which card of your hand is worth the most card points?
lesson-order-abnat-why = The ace is worth 11, the ten 10, the king 4, and the seven nothing.
lesson-order-pass = Now the buy: you speak first. Your hand is not strong enough to buy.
lesson-order-pass-why = In this lesson you pass, and the right opponent buys.
lesson-order-pass-again = The right opponent called hokum: spades, the turned card's suit, would be trump. Pass again.
lesson-order-trump = The right opponent keeps the hokum: spades are trump, and you now hold eight cards. In the trump suit the order changes: jack, nine, ace, ten, king, queen, eight, seven. The jack of trump is worth 20 card points and the nine 14. With the last trick's 10, a hokum round holds 162 card points, a sun 130.
lesson-order-trump-pick = Which of your spades, your trumps, is the strongest now? 1 reads your spades.
lesson-order-trump-why = In the trump suit the nine is second only to the jack: jack, nine, ace, ten, king, queen, eight, seven.
lesson-order-lead = You lead the first trick, as the first to speak. Lead your ace of diamonds, the strongest diamond, and listen.
lesson-order-lead-why = The ace of diamonds is the strongest card of its suit.
lesson-order-cut = The right opponent had no diamonds and cut with the seven of spades, the weakest trump, and took your ace: a trump beats every card of another suit.
lesson-order-practice = Practice deal: play a whole deal against the bots. { $question } says what the card in focus is worth.

## Lesson 4: buying

lesson-buying-title = Buying
lesson-buying-intro = Before the cards are played, the table buys the round: each player in turn calls or passes, from the dealer's right. The buy is built on the turned card. In this lesson you call in five deals, each time with a hand that suits the call, and the strong bot says why.
lesson-buying-hokum = Hokum asks to buy with the turned card's suit as trump, and you take the turned card. You hold the jack and the nine of spades, the two best trumps, and the turned card is a spade. The strong bot would call { $bot-call }: { $bot }
lesson-buying-hokum-why = The jack and nine of spades, with the ace, make a strong hokum in spades.
lesson-buying-confirm = The others passed: nobody took your hokum as a sun, nor doubled it. Confirm it, or turn it into a sun. The strong bot would call { $bot-call }: { $bot }
lesson-buying-confirm-why = Your strength is in the trumps: keep the hokum.
lesson-buying-sun = We leave that deal before its cards are played: a new deal. Sun buys with no trump at all, and settles the buy at once; a sun round is worth 26 points, a hokum 16. You hold three aces and two tens. The strong bot would call { $bot-call }: { $bot }
lesson-buying-sun-why = Aces and tens win tricks when there is no trump.
lesson-buying-ashkal-intro = A new deal, and you are the dealer: you speak last. Listen to the others.
lesson-buying-ashkal = Ashkal is a sun too, but the turned card goes to your partner, and you take three fresh cards. Only the dealer and the player before the dealer may call it. The turned card is a small heart, of no use in a sun, and your hand is a good sun. The strong bot would call { $bot-call }: { $bot }
lesson-buying-ashkal-why = A good sun hand: the small turned card goes to your partner.
lesson-buying-qablak-intro = A new deal: you speak first, with a hand for a sun. In this lesson, pass first, to see what qablak does.
lesson-buying-qablak-pass-why = Pass, so that the next player may buy before you.
lesson-buying-qablak = The right opponent, who speaks after you, called sun. As you spoke first, you may take the sun from that player: qablak. The buy becomes yours. The strong bot would call { $bot-call }: { $bot }
lesson-buying-qablak-why = With your aces and tens, the sun is better in your hands.
lesson-buying-second-intro = A new deal: you speak first. The turned card is a heart, and you have no heart: pass. The strong bot would call { $bot-call }: { $bot }
lesson-buying-second-pass-why = Your cards are in diamonds, not in hearts, the turned card's suit.
lesson-buying-second = Everybody passed, so the buy goes round a second time. Now you may call a second hokum: a hokum in a suit you name, any but the turned card's. The strong bot would call { $bot-call }: { $bot }
lesson-buying-second-why = Five diamonds with the jack and the nine: a strong hokum in diamonds.
lesson-buying-second-confirm = Nobody took it or doubled it: confirm your second hokum.
lesson-buying-second-suit = Now name the trump. The strong bot would call { $bot-call }: { $bot }
lesson-buying-second-suit-why = Diamonds are your long suit, with the jack and the nine.
lesson-buying-summary = To sum up: hokum in the turned card's suit when you hold its best trumps; sun with aces and tens; ashkal, for the last two to speak, when the turned card is of no use to you; qablak to take a sun bought by the player after you; a second hokum, in another suit, when the buy goes round again. Pass when your hand is weak. { $question } on a call in your list says what it means now.
lesson-buying-practice = Practice deal: you speak first. Buy, or pass, as your hand tells you; { $hint } says what the strong bot would call.

## Lesson 5: projects and baloot

lesson-projects-title = Projects and baloot
lesson-projects-intro = Some hands are worth points before a card is played: projects, and baloot. You speak first, and the buy waits for you while we look at your cards.
lesson-projects-buy = You hold the jack, the nine and the king of hearts, and the turned card is a heart: buy a hokum.
lesson-projects-buy-why = Your hearts are strong: buy the hokum in hearts.
lesson-projects-confirm = Nobody took it: confirm your hokum.
lesson-projects-yours = You now hold eight cards. { $key } says the projects: yours too, until the game announces them.
lesson-projects-kinds = A project is a run of cards in one suit: three in a row is a sira, four a fifty, five or more a hundred; four aces, kings, queens, jacks or tens are a hundred too, and in a sun four aces are four hundred. A run follows the natural order: seven, eight, nine, ten, jack, queen, king, ace. In a hokum a sira is worth 2 points, a fifty 5, a hundred 10; in a sun twice as much.
lesson-projects-lead = The game announces your projects with your first card. Lead the jack of hearts, the best trump, and listen.
lesson-projects-lead-why = The jack of trump cannot be beaten: it draws the others' trumps.
lesson-projects-battle = The left opponent announced a sira too. Only the team with the best project scores its projects: the longer run wins, and between two siras the higher top card. Yours goes up to the king, theirs up to the nine: ours counts, and the game showed its cards.
lesson-projects-nine = Lead the nine of hearts now: with the jack gone, it is the best trump.
lesson-projects-nine-why = With the jack played, the nine of hearts is the best trump left.
lesson-projects-baloot = You also hold the king and the queen of trump: that is baloot, 2 points for your team. It is announced when the second of the two is played, it counts even when the other team's projects win, and it is never doubled nor lost.
lesson-projects-king = Lead the king of hearts: nobody has a heart left.
lesson-projects-king-why = Your king of hearts is the best trump left now.
lesson-projects-queen = Now the queen of hearts, and listen.
lesson-projects-queen-why = The queen is the second card of your baloot.
lesson-projects-summary = To sum up: runs of three, four, five cards in a suit, and four of a kind, are projects; only the best team's count. The king and queen of trump are baloot, 2 points, always yours. { $key-projects } says the projects at any time.
lesson-projects-practice = Practice deal: listen for the projects as the first cards are played; { $key-projects } says them.

## Lesson 6: counting a round

lesson-counting-title = Counting a round
lesson-counting-intro = In this lesson you play a whole deal yourself, then we count it together, step by step. The right opponent speaks first and will call hokum.
lesson-counting-play = Play the deal: buy or pass as you like, and play your cards. { $hint } gives a hint at any time.
lesson-counting-abnat = First, the card points of the tricks, the abnat. { $buyers ->
        [us] Your team bought: it took { $buyer-abnat }, and the other team { $defence-abnat }.
       *[them] The other team bought: it took { $buyer-abnat }, and your team { $defence-abnat }.
    } The last trick adds 10: a { $kind ->
        [sun] sun holds 130 in all.
       *[hokum] hokum holds 162 in all.
    }
lesson-counting-convert = { $outcome ->
        [kaboot] One team took every trick: a kaboot. Nothing is converted: the kaboot is worth { $kind ->
            [sun] 44 points.
           *[hokum] 25 points.
        }
       *[other] Then the card points become points. Only the defending team's are converted: { $kind ->
            [sun] in a sun, round to the nearest ten, a total ending in 5 staying as it is, double, and divide by ten: { $defence-abnat } makes { $defence-card-points }.
           *[hokum] in a hokum, divide by ten, a remainder above 5 counting one more: { $defence-abnat } makes { $defence-card-points }.
        } The buyers get the rest of { $full }: { $buyer-card-points }.
    }
lesson-counting-verdict = Projects and baloot are added: the buyers have { $buyer-total }, the defenders { $defence-total }. { $multiplier ->
        [1] { $outcome ->
            [made] The buyers have more: they made their contract, and each team scores its own points.
            [equal] Equal totals: each team keeps its own points.
            [fell] The defenders have more: the buyers fell. The defenders score all { $full } and their projects; the buyers only their baloot.
           *[other] The kaboot goes to the team that took every trick.
        }
       *[other] The round was doubled: the team with more takes { $doubled-full } points, and the other only its baloot.
    } This round: us { $us-points }, them { $them-points }.
lesson-counting-doubled = Had the round been doubled, nothing would be shared: the team with the higher total would take { $full } times 2 and the projects, and the other only its baloot; a triple takes three times, a four four times, and gahwa wins the match. Lesson 7 teaches the doubling.
lesson-counting-sun = In a sun the round holds 130 card points and is worth 26; to convert, round to the nearest ten, a total ending in 5 staying as it is, double, and divide by ten: 65 makes 13, 63 makes 12, 67 makes 14. The first team to 152 points wins the match.
lesson-counting-practice = Practice deal: play it, and count it yourself before the game says the result; { $key-score } says the round's breakdown afterwards.

## Lesson 7: doubling

lesson-doubling-title = Doubling, up to gahwa
lesson-doubling-intro = A hokum can be doubled by a player of the other team: the round is worth twice as much. The buyer may answer with a triple, the doubler with a four, and the buyer with a gahwa: whoever wins that round wins the match. You speak first; the buy waits for you.
lesson-doubling-pass = Pass first: the right opponent will call hokum, with clubs as trump.
lesson-doubling-pass-why = In this lesson you pass, to answer the right opponent's hokum.
lesson-doubling-double = The right opponent called hokum in clubs, and you hold the nine and the ten of clubs and two aces: double. A double is open or locked. Locked, nobody may lead a trump while holding another suit, so the buyer cannot draw your trumps at once. The strong bot's choice: { $bot-call }. { $bot }
lesson-doubling-double-why = Your trumps and aces can beat the buyer; locked, your trumps are safe.
lesson-doubling-locked = The right opponent declined to triple: the round is worth twice as much, and locked. You lead, and you hold clubs, the trump: you may not lead one while you hold another suit. Try, if you like: the game refuses it.
lesson-doubling-lead = Lead the ace of spades.
lesson-doubling-lead-why = Locked: lead another suit; your ace of spades is the best card of its suit.
lesson-doubling-ladder = A new deal. This time you buy, and the stakes go up to gahwa.
lesson-doubling-hokum = You hold five diamonds, with the jack and the nine, and the turned card is a diamond: call hokum.
lesson-doubling-hokum-why = Five diamonds with the jack and the nine: a strong hokum.
lesson-doubling-triple = The left opponent doubled, open. You may answer with a triple, three times the points, or decline. A triple is always open. The strong bot's choice: { $bot-call }. { $bot }
lesson-doubling-triple-why = Six trumps with the jack and the nine: you can take the stakes higher.
lesson-doubling-gahwa = The left opponent answered with a four, open: four times the points. Your last answer is gahwa: whoever wins this round wins the match, whatever the score. The strong bot's choice: { $bot-call }. { $bot }
lesson-doubling-gahwa-why = With every trump but two, this round is yours: gahwa wins the match with it.
lesson-doubling-summary = To sum up: a double, then triple, four and gahwa, each by the other side; a double and a four are open or locked, a triple and a gahwa always open. A sun can be doubled only when the buyers have more than 100 points and the others fewer than 100, and nothing goes above that double. { $question } on the contract says what it is worth now.
lesson-doubling-practice = Practice deal: a whole deal against the bots; listen for their doubles, and double when your trumps can beat the buyer.

## Lesson 8: akka and sawa (KSA rules)

lesson-ksa-calls-title = Akka, sawa and the Qaid call (KSA rules)
lesson-ksa-calls-intro = The KSA rules have two calls of their own, made as you lead a trick: akka, and sawa. You speak first, with a hand made for a hokum in spades.
lesson-ksa-calls-buy = You hold the jack and the nine of spades, and the turned card is the seven of spades: buy a hokum.
lesson-ksa-calls-buy-why = The two best trumps: buy the hokum in spades.
lesson-ksa-calls-lead = Nobody doubled. You took the turned card and hold four trumps, among them the jack and the nine. Lead the ace of hearts: it is the highest heart, and in this hokum only a trump could take it.
lesson-ksa-calls-lead-why = The ace is the strongest heart: only a trump could take the trick.
lesson-ksa-calls-akka = The ace of hearts is gone, so your ten of hearts is now the highest heart left. Lead it with akka: you tell the table it is the highest left in its suit, so your partner need not try to win the trick. Akka is said only in a hokum, on a card of a suit that is not trump, as you lead.
lesson-ksa-calls-akka-why = The ten is the highest heart left now: lead it with akka, not with a plain play.
lesson-ksa-calls-sawa = Count your cards: the jack, nine, ace and seven of spades, and the ace and ten of diamonds. Lead your trumps and the others' four trumps fall under your jack and nine; then your ace and seven of spades, and your ace and ten of diamonds, win too. Every trick left is sure: claim them all at once with sawa. The game checks it, then plays the cards out. A sawa that is not sure is refused.
lesson-ksa-calls-sawa-why = Every remaining trick is yours for sure: claim them with sawa.
lesson-ksa-calls-qaid-intro = Next deal: a Qaid table. There a card that breaks a rule is played like any other, and the other team may catch it with a Qaid call, once a card played later proves it. You speak first, with a hand made for a hokum in spades again.
lesson-ksa-calls-qaid-buy = Buy a hokum again: you hold the jack and the nine of spades, and the seven of spades is turned.
lesson-ksa-calls-qaid-lead = Lead the ace of hearts, and listen to what the right opponent plays on it.
lesson-ksa-calls-qaid-seen = The right opponent played the seven of clubs on your ace of hearts. If that player still holds a heart, it broke the rule: follow the suit led. Nobody sees their hand, so a Qaid call needs its proof: a heart they play later, for the whole table to hear. Called now, it would have none. Play on: lead the ace of diamonds.
lesson-ksa-calls-qaid-diamond-why = The ace is the strongest diamond: only a trump could take the trick.
lesson-ksa-calls-qaid-wait = The right opponent followed with the seven of diamonds: a diamond says nothing about hearts, so it proves nothing yet. Lead the king of hearts and listen again.
lesson-ksa-calls-qaid-wait-why = A heart led asks the right opponent for a heart: if they play one, it proves the mistake of the first trick.
lesson-ksa-calls-qaid-call = The right opponent played the eight of hearts: they held a heart in the first trick, when they played the seven of clubs on hearts. Public play proves it: call Qaid. Its steps: the opponent, their card with its trick, the card that proves it, then the question; { $escape } goes back a step.
lesson-ksa-calls-qaid-call-why = The eight of hearts of trick 3 proves that the right opponent held a heart when they played the seven of clubs in trick 1.
lesson-ksa-calls-locked-intro = Last deal, at a Qaid table again: this time the mistake is a trump led in a locked round. You deal, so the right opponent speaks first and leads the first trick.
lesson-ksa-calls-locked-buy = The others passed. You hold the jack and the nine of spades, and the eight of spades is turned: buy a hokum.
lesson-ksa-calls-locked-decline = The right opponent doubled and locked the round: nobody may lead a trump while holding a card of another suit. Decline the triple: the round stays doubled and locked.
lesson-ksa-calls-locked-decline-why = A triple would open the round again: decline it, and the lock stays.
lesson-ksa-calls-locked-seen = The right opponent led the seven of spades, a trump, in this locked round. If that player holds a card of another suit, the lead broke the lock, and a card of another suit they play later proves it. Take the trick with the jack of spades.
lesson-ksa-calls-locked-jack-why = The jack is the strongest trump: it takes the trick.
lesson-ksa-calls-locked-call = The right opponent played the eight of hearts: they held a heart in the first trick, when they led the seven of spades in a locked round. Public play proves it: call Qaid on their seven of spades, with the eight of hearts as the proof.
lesson-ksa-calls-locked-call-why = The eight of hearts of trick 2 proves that the right opponent held a heart when they led the seven of spades, a trump, in trick 1.
lesson-ksa-calls-summary = To sum up: akka, as you lead a card of a suit that is not trump in a hokum, says it is the highest left in its suit; sawa, as you lead, claims every trick left when they are sure; and at a Qaid table, a Qaid call catches a card that broke a rule, once a card played later proves it: proven, the round goes to your team; not proven, to the other team. { $hint } says when the strong bot would call them.
lesson-ksa-calls-practice = Practice deal under the KSA rules: listen for akka and sawa, and call them when you can.
