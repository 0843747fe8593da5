### The glossary at the top of game.ftl applies to this file too.

## Sound settings and the sound test page (baloot_audio/ui/sound_test.py)

setting-volume-master = Master volume: { $percent } percent
setting-volume-effects = Game sounds volume: { $percent } percent
setting-volume-cues = Speech cues volume: { $percent } percent
setting-sound-test = Sound test: hear and name every sound
sound-test-title = Sound test. The arrows play each sound, Enter plays it again, Escape goes back.

## The name of each sound cue (scripts/gen_sounds.py makes them)

sound-shuffle = Shuffle
sound-deal = Deal
sound-card_me = Your card
sound-card_right = A card from the right opponent
sound-card_across = A card from your partner
sound-card_left = A card from the left opponent
sound-trump_me = Your trump
sound-trump_right = A trump from the right opponent
sound-trump_across = A trump from your partner
sound-trump_left = A trump from the left opponent
sound-cut_me = You cut with a trump
sound-cut_right = The right opponent cuts with a trump
sound-cut_across = Your partner cuts with a trump
sound-cut_left = The left opponent cuts with a trump
sound-your_turn = Your turn
sound-call_pass = Call: pass
sound-call_hokum = Call: hokum
sound-call_sun = Call: sun
sound-call_ashkal = Call: ashkal
sound-call_double = Call: double
sound-call_triple = Call: triple
sound-call_four = Call: four
sound-call_gahwa = Call: gahwa
sound-call_akka = Akka: the highest card left
sound-call_sawa = Sawa: a claim of every trick left
sound-project = Project announced
sound-baloot = Baloot
sound-trick_us = Trick won by your team
sound-trick_them = Trick won by the other team
sound-last_trick_us = Last trick, won by your team
sound-last_trick_them = Last trick, won by the other team
sound-kaboot_us = Kaboot: your team took every trick
sound-kaboot_them = Kaboot: the other team took every trick
sound-round_won = Round won
sound-round_lost = Round lost
sound-match_won = Match won
sound-match_lost = Match lost
sound-refused = Card or call refused
sound-menu_move = Menu: move
sound-menu_select = Menu: select
sound-menu_back = Menu: back
sound-invite = An invitation to a table
sound-diwan_table = A table opens in one of your diwans
sound-match_ready = Your tournament match is ready
sound-chat = Chat message
sound-edge = End of the list
sound-missed = Something waits in what did I miss

sound-timer_half = Half your turn's time is gone
sound-timer_last = Five seconds left on your turn
