## Tournois en ligne (baloot_audio/ui/tournaments.py, tournament_words.py) : chaque partie compte pour le classement

lobby-tournaments = Tournois
tournaments-title = Tournois
tournaments-none = Aucun tournoi pour l’instant : créez-en un.
tournaments-create = Créer un tournoi
tournament-title = { $name }
tournament-at = à { $time }
tournament-on = le { $date } à { $time }
tournament-when-round-ends = dès la fin du tour précédent
tournament-rules = { $preset } en { $length }
tournament-format-single = élimination directe
tournament-format-swiss = un système suisse en { $rounds ->
        [one] un tour
       *[other] { $rounds } tours
    }
tournament-teams-together = chaque équipe s’inscrit ensemble
tournament-teams-drawn = partenaires tirés au sort par le serveur
tournament-state-registering = inscriptions ouvertes, il commence { $when }
tournament-state-playing = le tour { $round } sur { $rounds } se joue
tournament-state-finished = il est terminé
tournament-state-cancelled = il a été annulé : moins de deux équipes sont venues
tournament-line = { $name }, créé par { $creator } : { $rules }, { $format }, { $teams } ; { $entries ->
        [0] personne ne s’est inscrit
        [one] un joueur s’est inscrit
       *[other] { $entries } joueurs se sont inscrits
    }, { $most } équipes au plus ; { $state }.
tournament-line-mine = { $line } Votre inscription y est.
tournament-team = { $first } et { $second }
tournament-next-match = Tour { $round } sur { $rounds } : vous et votre partenaire { $partner } jouez contre { $them } à la table { $table }, { $when }.
tournament-next-feeder = Tour { $round } sur { $rounds } : vous et votre partenaire { $partner } jouez contre les gagnants de la table { $table }, { $when }.
tournament-next-swiss = Tour { $round } sur { $rounds } : votre équipe, avec { $partner }, sera appariée selon les victoires à la fin du tour { $before }.
tournament-next-out = Votre équipe, avec { $partner }, est éliminée : merci d’avoir joué.
tournament-next-won = Vous et votre partenaire { $partner } gagnez le tournoi !
tournament-next-placed = Le tournoi est terminé : vous et votre partenaire { $partner } finissez à la place { $place }.
tournament-round = Tour { $round } sur { $rounds }, lancé { $when }
tournament-match-bye = Table { $table } : { $team } passent au tour suivant sans jouer (exemption).
tournament-match-playing = Table { $table } : { $home } jouent contre { $away } en ce moment, Entrée pour regarder.
tournament-match-won = Table { $table } : { $winner } battent { $loser }.
tournament-match-forfeit = { $line } { $name } n’a pas joué jusqu’au bout : un robot a pris sa place et son équipe a déclaré forfait.
tournament-standings = Le classement
tournament-place = Place { $place } : { $team }, { $wins ->
        [0] aucune victoire
        [one] une victoire
       *[other] { $wins } victoires
    }
tournament-place-out = { $line }, élimination au tour { $round }
tournament-unpaired = Sans partenaire, ne jouent pas : { $names }
tournament-hash = La graine du tirage reste secrète jusqu’à la fin ; son empreinte, publiée dès maintenant, commence par { $hash }.
tournament-seed = La graine du tirage commence par { $seed } ; son empreinte, publiée avant le début, commence par { $hash }. Chacun peut vérifier le tirage avec elles.
tournament-export = Enregistrer le tirage dans un fichier, pour le vérifier
tournament-refresh = Relire
tournament-enter = M’inscrire, avec un partenaire tiré au sort
tournament-enter-partner = M’inscrire avec mon partenaire, par son nom
tournament-partner-prompt = Le nom de votre partenaire sur ce serveur, puis Entrée : cette personne s’inscrit aussi en vous nommant
tournament-leave = Retirer mon inscription
tournament-entered = Votre inscription est enregistrée.
tournament-entered-partner = Votre inscription avec { $partner } est enregistrée.
tournament-left = Votre inscription est retirée.
tournament-form-title = Créer un tournoi
tournament-form-name = Nom : { $name }
tournament-name-prompt = Le nom du tournoi, puis Entrée
tournament-name-first = Donnez d’abord un nom au tournoi.
tournament-form-format = Formule : { $value }
tournament-form-rounds = Tours d’un système suisse : { $rounds }
tournament-form-teams = Équipes : { $value }
tournament-form-most = { $teams } équipes au plus
tournament-form-start = Commence dans { $minutes ->
        [one] une minute
       *[other] { $minutes } minutes
    }
tournament-form-create = Créer le tournoi
tournament-created = { $name } est créé : les inscriptions sont ouvertes.
tournament-ready = Votre partie de { $name } est prête : tour { $round } sur { $rounds }, table { $table }. { $key } vous y amène.
tournament-started = { $name } a commencé : le tirage est fait.
tournament-finished = { $name } est terminé : son classement est dans les tournois.
tournament-cancelled = { $name } est annulé : moins de deux équipes se sont inscrites.
tournament-in-diwan = { $name } du diwan { $diwan }
tournament-form-title-diwan = Créer un tournoi pour { $diwan }
