## Jouer maintenant : une place à une table de quatre, trouvée par le serveur (ui/play_now.py)

menu-play-now = Jouer maintenant
lobby-play-now = Jouer maintenant
play-now-title = Jouer maintenant : quelle table ?
play-now-rated = Classée, avec des joueurs de votre niveau : { $value }
play-now-bots = Des robots prennent les places vides : { $after }
play-now-bots-never = jamais
play-now-bots-after = après { $duration }
play-now-start = Chercher une table
play-now-waiting-title = Recherche d’une table. Échap quitte la file.
play-now-looking = { $rated ->
        [yes] On cherche { $count ->
            [1] un joueur
            [2] deux joueurs
           *[other] trois joueurs
        } de votre niveau : { $duration }
       *[other] On cherche { $count ->
            [1] un joueur
            [2] deux joueurs
           *[other] trois joueurs
        } : { $duration }
    }
play-now-held = Votre prochain essai est dans { $duration }.
play-now-partner = On attend que votre partenaire entre dans la file.
play-now-leave = Quitter la file
play-now-left = Vous avez quitté la file.
play-now-bot = un robot
play-now-found = Table trouvée : votre partenaire { $partner } ; contre vous { $left } et { $right }. Vous prenez votre place.
play-now-chance = D’après les cotes, votre équipe a { $chance } chances sur 100 de gagner.
play-now-seated = Tout le monde a pris sa place : la partie commence.
play-now-no-show = Un joueur n’a pas pris sa place : vous gardez la vôtre dans la file.
play-now-missed = { $you ->
        [feminine] Votre place n’a pas été prise à temps : vous voilà revenue en fin de file, prochain essai dans { $duration }.
        [masculine] Votre place n’a pas été prise à temps : vous voilà revenu en fin de file, prochain essai dans { $duration }.
       *[other] Votre place n’a pas été prise à temps : retour en fin de file, prochain essai dans { $duration }.
    }
play-now-partner-left = { $you ->
        [feminine] Votre partenaire a quitté la file : vous en êtes sortie aussi.
        [masculine] Votre partenaire a quitté la file : vous en êtes sorti aussi.
       *[other] Votre partenaire a quitté la file : vous la quittez aussi.
    }
online-error-in-line = { $you ->
        [feminine] Vous êtes déjà inscrite dans la file.
        [masculine] Vous êtes déjà inscrit dans la file.
       *[other] Vous avez déjà votre place dans la file.
    }
online-error-not-in-line = Vous n’êtes pas dans la file.
online-error-queue-address = Trop de joueurs sont déjà dans la file depuis votre connexion.
online-error-partner-guest = Jouer avec un partenaire est réservé aux comptes : connectez-vous, ou enregistrez votre nom.
online-error-partner-options = Votre partenaire attend un autre genre de table.
online-error-unknown-offer = Cette table ne vous attend plus.
online-error-bad-timer = Jouer maintenant ne prend pas de minuteur personnalisé : choisissez sans, détendu ou tournoi.
