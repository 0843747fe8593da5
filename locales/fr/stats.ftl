### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Statistiques : « Statistiques » au menu principal, et sa touche à la table (lues ligne par ligne)

menu-statistics = Statistiques
cmd-statistics = Vos statistiques contre les robots : parties, donnes prises et réussies, chutes, capots, contres, combinaisons, points et partenaires
stats-title = Vos statistiques contre les robots, sur cet ordinateur
stats-none = Aucune donne jouée pour l’instant : vos statistiques commencent avec votre première donne contre les robots.
stats-in-play = La partie en cours compte pour { $rounds ->
    [one] sa donne jouée
   *[other] ses { $rounds } donnes jouées
} jusqu’ici ; elle comptera comme partie une fois finie.
stats-reset-corrupt = Votre fichier de statistiques était abîmé : vos statistiques repartent de votre prochaine partie. L’ancien fichier est gardé sous le nom { $backup }.
stats-matches = { $preset ->
    [saudi] Règles saoudiennes
    [ksa] Règles de la fédération saoudienne (KSA)
   *[belote] Belote
} : { $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
}, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
} et { $lost ->
    [one] { $lost } perdue
   *[other] { $lost } perdues
} ; vous gagnez { $rate } fois sur 100.
stats-left = Vous avez quitté { $left ->
    [one] { $left } partie
   *[other] { $left } parties
} avant la fin ; une partie quittée compte comme perdue.
stats-bought = { $kind ->
    [hokum] Hokum
    [sun] Sun
   *[ashkal] Ashkal
} : vous avez pris { $bought ->
    [one] { $bought } donne
   *[other] { $bought } donnes
} et en avez réussi { $made }.
stats-bought-none = Vous n’avez encore pris aucune donne.
stats-falls = Chutes : vous avez été dedans { $fell } fois en prenant, et votre équipe a mis les preneurs dedans { $felled } fois.
stats-kaboots = Capots : { $ours } pour votre équipe et { $theirs } contre elle.
stats-doubles = Donnes contrées : { $doubled } ; votre équipe en a gagné { $won } et perdu { $lost }. Vous avez vous-même contré { $called } fois.
stats-doubles-none = Donnes contrées : aucune pour l’instant.
stats-projects = Combinaisons : vous en avez marqué { $projects }, et la belote { $baloot } fois.
stats-points = Points par donne, sur { $rounds ->
    [one] { $rounds } donne
   *[other] { $rounds } donnes
} : { $ours } pour votre équipe et { $theirs } pour les adversaires.
stats-partner = Avec { $partner } comme partenaire : { $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
}, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}.
stats-bot = { $level ->
    [easy] le robot facile
    [normal] le robot normal
    [strong] le robot fort
    [basic] le robot régulier
    [random] le robot débutant
   *[other] un robot
}
