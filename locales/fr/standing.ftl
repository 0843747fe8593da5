### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Où en est un compte sur un serveur : son classement, les classements, ses statistiques et ses parties en ligne (depuis le salon)

lobby-my-rating = Mon classement
lobby-leaderboard = Le classement
lobby-statistics = Mes statistiques en ligne
lobby-history = Mes parties en ligne
create-rated = Partie classée, quatre comptes : { $value }
table-rated = classée, { $kind }
standing-chance = Partie classée : votre équipe devrait gagner { $chance } fois sur 100.
standing-rating-title = Mon classement
standing-rating = { $preset } : cote { $shown } ; niveau { $mu }, à { $sigma } près ; { $rated ->
    [one] une partie classée
   *[other] { $rated } parties classées
}.
standing-rating-none = Aucune partie classée pour l’instant : votre cote part de 0, un niveau de 25 à 8,3 près.
standing-hidden = Me cacher des classements : { $value }
standing-hidden-on = { $you ->
        [feminine] Vous êtes cachée des classements.
        [masculine] Vous êtes caché des classements.
       *[other] Votre nom n’apparaît plus dans les classements.
    }
standing-hidden-off = Vous revoilà dans les classements.
standing-board-title = Classement, { $preset }, page { $page }
standing-board-preset = Règles : { $preset }. Gauche et Droite les changent.
standing-board-place = Votre place : { $place }.
standing-board-unplaced = Vous n’avez pas de place dans ce classement : aucune partie classée avec ces règles pour l’instant, ou votre nom est masqué.
standing-board-line = { $place }. { $name } : cote { $shown }, { $rated ->
    [one] une partie classée
   *[other] { $rated } parties classées
}.
standing-board-empty = Personne dans ce classement pour l’instant.
standing-next-page = Page suivante
standing-previous-page = Page précédente
standing-stats-title = Mes statistiques en ligne, toutes mes parties en ligne
standing-history-title = Mes parties en ligne, la plus récente d’abord
standing-history-none = Aucune partie en ligne terminée pour l’instant.
standing-more-matches = Parties plus anciennes
standing-match = { $date }, { $preset }{ $rated ->
    [yes] , classée
   *[no] {""}
} : vous et { $partner } contre { $right } et { $left }, { $us } à { $them }, { $result ->
    [won] gagnée
    [lost] perdue
    [left] quittée avant la fin
   *[other] sans vainqueur
}.
standing-match-title = Une partie en ligne passée
standing-replay = Rejouer ses donnes
standing-export = Enregistrer ses relevés dans un fichier
standing-exported = Relevés enregistrés dans { $path }. La commande { $command } les vérifie.
standing-export-failed = Les relevés n’ont pas pu être enregistrés : { $error }
cmd-ask_rating = À une table classée en ligne : la chance prévue de votre équipe, votre cote et sa marge d’incertitude
standing-table-unrated = Cette partie n’est pas classée : aucune cote ne bouge.
standing-table-rated = Une partie classée : les cotes des quatre places bougent à la fin.
standing-table-rating = Une partie classée : votre équipe devrait gagner { $chance } fois sur 100. Votre cote ici : { $shown } ; niveau { $mu }, à { $sigma } près.
