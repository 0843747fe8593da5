## Les diwans en ligne (baloot_audio/ui/diwans.py, diwans_screens.py) : un salon permanent pour un groupe, comptes seulement

lobby-diwans = Diwans
diwans-title = Diwans
diwans-none = Vous n’êtes encore dans aucun diwan : créez-en un, ou rejoignez-en un ouvert.
diwans-open = Diwans ouverts à tous
diwans-open-none = Aucun diwan n’est encore ouvert à tous.
diwans-create = { $open ->
        [yes] Créer un diwan ouvert à tous
       *[no] Créer un diwan sur invitation
    }
diwans-create-prompt = Le nom du diwan, puis Entrée
diwans-accounts-only = Les diwans sont réservés aux comptes : connectez-vous, ou enregistrez votre nom.
diwan-line = { $name } : { $members ->
        [one] un membre
       *[other] { $members } membres
    }, { $online ->
        [0] personne en ligne
        [one] un en ligne
       *[other] { $online } en ligne
    }
diwan-open-line = { $name }, ouvert à tous : { $members ->
        [one] un membre
       *[other] { $members } membres
    }
diwan-invited-line = Rejoindre { $name }, qui vous convie : { $members ->
        [one] un membre
       *[other] { $members } membres
    }
diwan-person = { $name }, { $role ->
        [creator] { $name-form ->
            [feminine] sa créatrice
            [masculine] son créateur
           *[other] qui l’a créé
        }
        [moderator] { $name-form ->
            [feminine] modératrice
            [masculine] modérateur
           *[other] à la modération
        }
       *[member] membre
    }, { $online ->
        [yes] en ligne
       *[no] hors ligne
    }
diwan-say = Dire quelque chose dans le diwan
diwan-say-prompt = Votre phrase pour { $name }, puis Entrée
diwan-sent = Dit dans { $name }.
diwan-history = La discussion du diwan
diwan-history-title = La discussion { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }, les plus récents d’abord
diwan-history-none = Personne n’a encore rien dit ici.
diwan-said = { $name } : { $text }
diwan-members = Membres
diwan-members-title = { $count ->
        [one] Un membre
       *[other] { $count } membres
    } { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
diwan-open-table = Ouvrir une table dans ce diwan
diwan-invite = Inviter un joueur par son nom
diwan-invite-prompt = Le nom du joueur sur ce serveur, puis Entrée
diwan-invite-sent = Votre invitation est partie vers { $name }.
diwan-board = Le classement du diwan
diwan-board-title = Le classement { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }, par parties gagnées à ses tables
diwan-board-none = Aucune partie n’a encore été jouée aux tables de ce diwan.
diwan-board-line = { $place }. { $name }, { $won } { $won ->
        [one] partie gagnée
       *[other] parties gagnées
    } sur { $matches }
diwan-statistics = Mes statistiques dans ce diwan
diwan-leave = Quitter ce diwan
diwan-created = Vous avez créé le diwan { $name }.
diwan-you-joined = Vous avez rejoint le diwan { $name }.
diwan-you-left = Vous avez quitté le diwan { $name }.
diwan-member-moderator = { $name-form ->
        [feminine] Nommer { $name } modératrice
        [masculine] Nommer { $name } modérateur
       *[other] Confier la modération à { $name }
    }
diwan-member-member = Retirer la modération à { $name }
diwan-member-remove = Retirer { $name } du diwan
diwan-member-ban = Bannir { $name } du diwan pour de bon
diwan-member-report = Signaler { $name } à l’administrateur du serveur
diwan-done-moderator = { $name } modère maintenant le diwan.
diwan-done-member = { $name } ne modère plus le diwan.
diwan-done-remove = Vous avez retiré { $name } du diwan.
diwan-done-ban = Vous avez banni { $name } du diwan.
diwan-done-report = Votre signalement { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    } est parti vers l’administrateur du serveur.
diwan-chat = Dans { $diwan }, { $name } dit : { $text }
diwan-table = { $name } ouvre une table dans { $diwan } : { $key } la rejoint.
diwan-table-let-go = Vous laissez passer la table { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }.
diwan-invited = { $name } vous convie dans le diwan { $diwan } : rejoignez-le dans vos diwans, { $key }.
diwan-you-removed = Le diwan { $name } ne vous compte plus parmi ses membres.
diwan-you-banned = Le diwan { $name } vous exclut pour de bon.
diwan-joined = { $name } rejoint le diwan { $diwan }.
diwan-left = { $name } quitte le diwan { $diwan }.
diwan-moderator = { $name } modère maintenant le diwan { $diwan }.
diwan-member = { $name } ne modère plus le diwan { $diwan }.
diwan-removed = { $name } ne fait plus partie du diwan { $diwan }.
diwan-banned = Le diwan { $diwan } exclut { $name } pour de bon.
diwan-tournament-create = Créer un tournoi pour ce diwan
diwan-tournament = { $name } crée un tournoi dans { $diwan } : inscrivez-vous dans les tournois.
