### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Réglages du son et page de test des sons

setting-volume-master = Volume général : { $percent } pour cent
setting-volume-effects = Volume des sons du jeu : { $percent } pour cent
setting-volume-cues = Volume des signaux de la parole : { $percent } pour cent
setting-sound-test = Test des sons : écouter et nommer chaque son
sound-test-title = Test des sons. Les flèches jouent chaque son, Entrée le rejoue, Échap revient en arrière.

## Le nom de chaque son

sound-shuffle = Mélange des cartes
sound-deal = Donne
sound-card_me = Votre carte
sound-card_right = Une carte de l’adversaire de droite
sound-card_across = Une carte de votre partenaire
sound-card_left = Une carte de l’adversaire de gauche
sound-trump_me = Votre atout
sound-trump_right = Un atout de l’adversaire de droite
sound-trump_across = Un atout de votre partenaire
sound-trump_left = Un atout de l’adversaire de gauche
sound-cut_me = Vous coupez à l’atout
sound-cut_right = L’adversaire de droite coupe à l’atout
sound-cut_across = Votre partenaire coupe à l’atout
sound-cut_left = L’adversaire de gauche coupe à l’atout
sound-your_turn = À vous de jouer
sound-call_pass = Enchère : passe
sound-call_hokum = Enchère : hokum
sound-call_sun = Enchère : sun
sound-call_ashkal = Enchère : achkal
sound-call_double = Enchère : contre
sound-call_triple = Enchère : surcontre
sound-call_four = Enchère : quadruple
sound-call_gahwa = Enchère : gahwa
sound-call_akka = Akka : la plus forte carte restante
sound-call_sawa = Sawa : tous les plis restants sont réclamés
sound-project = Combinaison déclarée
sound-baloot = Belote-rebelote
sound-trick_us = Pli gagné par votre équipe
sound-trick_them = Pli gagné par l’équipe adverse
sound-last_trick_us = Dernier pli, gagné par votre équipe
sound-last_trick_them = Dernier pli, gagné par l’équipe adverse
sound-kaboot_us = Capot : votre équipe a fait tous les plis
sound-kaboot_them = Capot : l’équipe adverse a fait tous les plis
sound-round_won = Donne gagnée
sound-round_lost = Donne perdue
sound-match_won = Partie gagnée
sound-match_lost = Partie perdue
sound-refused = Carte ou enchère refusée
sound-menu_move = Menu : déplacement
sound-menu_select = Menu : choix
sound-menu_back = Menu : retour
sound-invite = Une invitation à une table
sound-diwan_table = Une table s’ouvre dans l’un de vos diwans
sound-match_ready = Votre partie de tournoi est prête
sound-chat = Message de discussion
sound-edge = Fin de la liste
sound-missed = Du nouveau vous attend dans « Qu’ai-je manqué »

sound-timer_half = La moitié du temps de votre tour est passée
sound-timer_last = Plus que cinq secondes pour votre tour
