### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Fichiers de réglages, partie sauvegardée, mélange équitable, parties passées et revues

settings-reset-corrupt = Votre fichier de réglages était abîmé : les réglages par défaut sont utilisés. L’ancien fichier est gardé sous le nom { $backup }.
settings-reset-wrong-types = Votre fichier de réglages contenait des valeurs du mauvais type : les réglages par défaut sont utilisés. L’ancien fichier est gardé sous le nom { $backup }.
settings-reset-future-version = Votre fichier de réglages vient d’une version plus récente du jeu : les réglages par défaut sont utilisés. Le fichier est gardé sous le nom { $backup }.
settings-reset-unknown-version = Votre fichier de réglages a une version que ce jeu ne connaît pas : les réglages par défaut sont utilisés. Le fichier est gardé sous le nom { $backup }.
settings-reset-unreadable = Le dossier des réglages est illisible : les réglages par défaut sont utilisés.
keys-reset-corrupt = Votre fichier de touches était abîmé : les touches par défaut sont utilisées. L’ancien fichier est gardé sous le nom { $backup }.
keys-reset-wrong-types = Votre fichier de touches contenait des valeurs du mauvais type : les touches par défaut sont utilisées. L’ancien fichier est gardé sous le nom { $backup }.
keys-reset-unreadable = Le fichier de touches est illisible : les touches par défaut sont utilisées.
settings-not-saved = Les réglages n’ont pas pu être enregistrés. Ils restent valables jusqu’à ce que vous quittiez.

menu-continue = Continuer la partie
continue-resumed = Partie reprise à la donne { $round }. Nous { $us }, eux { $them }.
save-unusable = La partie sauvegardée n’a pas pu être reprise. Elle est gardée sous le nom { $backup }.
save-failed = La partie n’a pas pu être sauvegardée sur cet ordinateur. Vous pouvez continuer à jouer.

shuffle-commitment = Mélange équitable, son sceau commence par { $short }.
# les codes par leurs premiers signes ({ $short } : « 1 e 4 f 9 a 0 b ») ; la graine entière est dans l’enregistrement
shuffle-seed-short = La graine de cette partie est révélée ; elle commence par { $short }. L’enregistrement de la partie la contient en entier : chacun peut vérifier chaque donne.
match-end-seed-short = Graine révélée, qui commence par { $short } ; la graine entière est dans l’enregistrement de la partie
match-end-commitment-short = Sceau fixé avant la première donne, qui commence par { $short }

menu-history = Parties passées
history-title = Parties passées
history-none = Aucune partie terminée pour l’instant.
history-entry = { $date }, { $preset } : nous { $us }, eux { $them }, { $rounds ->
    [one] une donne
   *[other] { $rounds } donnes
}
history-rounds-title = Donnes de la partie
history-unreadable = L’enregistrement de cette partie est illisible.
replay-title = Revue de la donne { $round }
replay-start = Revue de la donne { $round }. Flèche droite : pli suivant. Flèche gauche : pli précédent. R : encore. H : toutes les mains, une fois la donne finie. Échap : retour.
replay-end = Fin de la revue.
replay-hand = { $seat } : { $cards }.
replay-hands-hidden = Les mains sont montrées une fois la donne finie.
cmd-replay_next = Revue : le pli suivant
cmd-replay_previous = Revue : le pli précédent
cmd-replay_repeat = Revue : redire ce pli
cmd-replay_hands = Revue : la main de chaque joueur, une fois la donne finie
cmd-replay_back = Revue : retour aux donnes
context-replay = Pendant une revue

setting-theme = Couleurs : { $value }
theme-dark = texte clair sur fond noir
theme-light = texte sombre sur fond blanc
setting-verbosity = Commentaire : { $value }
verbosity-full = complet
verbosity-brief = bref, pour joueurs confirmés
