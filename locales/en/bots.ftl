### The glossary at the top of game.ftl applies to this file too.

## Bot levels and the hint key (issue 7)

bot-easy = easy (makes mistakes)
bot-normal = normal (sound play)
bot-strong = strong (thinks ahead)

cmd-hint = Hint: what the strong bot would do now, and why
hint-text = Hint: { $action }. { $reason }
hint-not-your-turn = No hint now: it is not your turn.

# One short reason for the suggested call or card
hint-reason-hokum-strong = Your trumps are strong enough to buy.
hint-reason-sun-strong = Your aces and tens make a sun.
hint-reason-ashkal = A good sun hand; the turned card goes to your partner.
hint-reason-qablak = Your hand is strong enough to take the sun first.
hint-reason-trump-choice = This suit is your strongest for trumps.
hint-reason-double = Your cards can beat the buyer.
hint-reason-raise = Your hand is strong enough to raise the stakes.
hint-reason-confirm = Your hand is better for hokum than for sun.
hint-reason-pass-weak = Your hand is too weak to buy.
hint-reason-boshat = Your five cards are all low: ask for a new deal.
hint-reason-sawa = Your team surely takes every remaining trick.
hint-reason-only-card = It is the only card you may play.
hint-reason-draw-trumps = Draw the opponents' trumps.
hint-reason-master = It is the best card left in its suit.
hint-reason-lead-low = Lead low and keep your strong cards.
hint-reason-feed = Your partner holds the trick: give them points.
hint-reason-partner-winning = Your partner holds the trick: play low.
hint-reason-win = It takes the trick.
# each reason is true of what the player sees (bots/reasons.py)
hint-reason-no-higher-out = No other player holds a higher card of this suit.
hint-reason-lead-singleton = It is your only card of this suit.
hint-reason-lead-high = Lead your highest card of this suit and keep the lower ones.
hint-reason-keep-higher = Lead this suit and keep your higher card of it.
hint-reason-ahead = It beats the cards played so far.
hint-reason-partner-ahead = Your partner is winning the trick so far.
hint-reason-hold-back = You could beat the cards played so far; keep your stronger card for later.
hint-reason-cannot-win = You cannot take this trick.
hint-reason-ruff = Trumping takes the trick.
hint-reason-duck = You cannot take this trick: play your cheapest card.
hint-reason-discard = You cannot take this trick: throw your least useful card.
