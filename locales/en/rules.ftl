## The rules screen: one line per entry, read with the arrow keys.

rules-line-1 = Baloot is played by four players in two teams; your partner sits opposite you.
rules-line-2 = The deck has 32 cards: seven to ace in each of the four suits.
rules-line-3 = Each player gets five cards and one card is turned face up on the table.
rules-line-4 = The players then buy the round. Hokum makes the turned card's suit the trump; sun means no trump.
rules-line-5 = Ashkal is a sun bought by the dealer or the player before the dealer, giving the turned card to the partner.
rules-line-6 = If everyone passes, a second round lets a player choose another suit as trump. If everyone passes again, the cards are dealt again.
rules-line-7 = Whoever buys takes the turned card; everyone is then dealt up to eight cards.
rules-line-8 = A hokum may be doubled by an opponent, then tripled, raised to four and to gahwa. Gahwa makes the round decide the match.
rules-line-9 = A doubled game may be locked: then nobody may lead a trump while holding another suit.
rules-line-10 = You must follow the suit that was led. In hokum, without that suit you must trump, and beat a trump already played if you can.
rules-line-11 = If your partner is surely winning the trick, you may play any card.
rules-line-12 = In sun, aces are highest, then tens, kings, queens, jacks, nines, eights and sevens.
rules-line-13 = In the trump suit the jack is highest, then the nine, ace, ten, king, queen, eight and seven.
rules-line-14 = Projects are runs of three or more cards in one suit, or four of a kind. They are announced with your first card and shown during the second trick.
rules-line-15 = Only the team with the best project scores its projects.
rules-line-16 = Baloot is the king and queen of trump in one hand: two points, announced when the second of them is played.
rules-line-17 = The last trick is worth ten more points. A team that takes every trick makes kaboot.
rules-line-18 = If the buyers score less than their opponents, they fall and the opponents take the round's points.
rules-line-19 = The first team to reach 152 points wins the match (52 in a short match).
rules-line-20 = Other presets: the Saudi federation rules add akka and sawa; Belote plays to 501 with take and choose.
