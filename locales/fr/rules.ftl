### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Le lecteur de règles (le texte lui-même est dans rules.md, à côté de ce fichier)

reader-title = { $title }, { $count ->
        [one] une section
       *[other] { $count } sections
    }. { $paragraph } avance d’un paragraphe, { $heading } d’un titre, { $read } lit la suite, { $search } cherche un mot.
reader-heading = { $text }, titre de niveau { $level }
reader-end = Fin des règles.
reader-top = Début des règles.
reader-no-next-heading = Plus de titre après celui-ci.
reader-no-previous-heading = Pas de titre avant celui-ci.
reader-where = { $section } : paragraphe { $position } sur { $count }.
reader-position = { $position } / { $count }
reader-search-prompt = Recherche : tapez un mot, puis Entrée. Échap annule.
reader-search-line = Recherche : { $query }
reader-search-cancelled = Recherche annulée.
reader-search-empty = Rien n’est tapé.
reader-search-none = Pas encore de recherche : appuyez sur { $keys } pour chercher un mot.
reader-deleted = { $char } effacé
reader-found = Résultat { $position } sur { $count } :
reader-wrapped = Retour au début.
reader-not-found = « { $query } » n’est pas dans les règles.
char-space = espace
