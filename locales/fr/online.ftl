# Jouer en ligne (issue 18) : connexion, salon, places d'une table, présence, réseau, discussion

menu-play-online = Jouer en ligne
online-title = Jouer en ligne
online-address = Adresse du serveur : { $address }
online-address-prompt = Adresse du serveur, sous la forme hôte:port
online-name = Votre nom : { $name }
online-name-prompt = Votre nom
online-host = Lancer un serveur sur cet ordinateur : { $value }
online-connect = Jouer sans compte
online-bad-address = { $address } n’est pas une adresse de serveur. Écrivez-la sous la forme hôte:port, par exemple 127.0.0.1:8765.
online-bad-name = Un nom compte de 1 à { $limit } lettres.
online-server-started = Serveur lancé sur { $address }.
online-server-failed = Le serveur n’a pas pu démarrer sur { $address } : son port est peut-être pris, ou un autre serveur de ce jeu tourne déjà sur cet ordinateur (connectez-vous plutôt à lui).
online-connecting = Connexion à { $address }.
online-unreachable = Le serveur { $address } ne répond pas. Vérifiez l’adresse, ou lancez un serveur sur cet ordinateur.
online-error = { $code ->
       *[other] Le serveur a refusé la demande.
    }
online-error-unknown-table = Aucune table n’a ce code d’invitation.
online-error-seat-taken = Cette place est prise.
online-error-match-started = La partie a commencé : les places se choisissent avant.
online-error-not-creator = Seul le créateur de la table peut le faire.
online-no-answer = Le serveur ne répond plus depuis { $seconds } secondes. On attend encore ; la connexion est vérifiée.
online-waiting-players = On attend que les autres joueurs soient prêts pour la donne suivante.
online-code = Code d’invitation : { $code }.
online-code-copied = Copié dans le presse-papiers.
online-code-not-copied = Le code n’a pas pu être copié dans le presse-papiers.
online-code-prompt = Code d’invitation

lobby-title = Salon en ligne. Vous êtes { $name }
lobby-table = Table { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }, { $preset }, { $free ->
        [0] aucune place libre
        [one] une place libre
       *[other] { $free } places libres
    }, robots de niveau { $bots }
lobby-table-options = { $table } : { $options }
lobby-mixed-bots = variés
lobby-no-tables = Aucune table publique pour l’instant.
lobby-create = Créer une table
lobby-join-code = Rejoindre avec un code d’invitation
lobby-refresh = Actualiser la liste
lobby-disconnect = Se déconnecter

create-title = Nouvelle table en ligne
create-public = Table affichée dans le salon : { $value }
create-bots = Robots aux places vides : { $value }
create-confirm = Créer la table

room-title = Votre table, avant le début
room-person = { $name } joue { $where }
room-sit = S’asseoir { $where } (robot { $bot } en attendant)
room-code = Code d’invitation : { $code }
room-start = Commencer la partie
room-wait = On attend { INITIAL($name) ->
        [vowel] qu’{ $name }
       *[consonant] que { $name }
    } commence la partie
room-chat = Écrire un message de discussion
room-leave = Quitter la table

where-seat = à la place { $number }
where-me = à la place { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
where-right = à droite { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
where-across = en face { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
where-left = à gauche { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
where-me-you = à votre place
where-right-you = à votre droite
where-across-you = en face de vous
where-left-you = à votre gauche

presence-you-sit = Vous vous installez { $where }.
presence-bot = La place { $where } reçoit un robot { $bot }.
presence-taken = { $name } s’installe { $where }.
presence-left = { $name } a quitté la table{ $started ->
        [yes] ; un robot joue pour { $name }
       *[no] {""}
    }.
presence-dropped = { $name } a perdu la connexion ; un robot joue pour { $name }.
presence-back = { $name } est de retour.

net-lost = Connexion au serveur perdue ; nouvel essai en cours.
net-retrying = Reconnexion, essai { $attempt }.
net-moving = Reconnexion en cours.
net-back = De nouveau en ligne.
net-gave-up = Le serveur est injoignable. Retour au menu principal.
net-summary = Donne { $round } ; nous { $us }, eux { $them }.

chat-line = { $name } dit : { $text }
chat-offline = La discussion marche à une table en ligne.
chat-prompt = Message de discussion
chat-history-empty = Aucun message de discussion pour l’instant.
setting-chat = Messages de discussion lus : { $value }
quick-well-played = Bien joué !
quick-hurry = Un peu plus vite, s’il vous plaît.
quick-thanks = Merci !

text-field = { $prompt }, édition : { $text }
text-empty = vide
text-space = espace
text-deleted = { $sign } effacé
text-too-long = Au plus { $limit } caractères.

## Mains occupées, table stable (issue 23) : la place gardée pendant les nouveaux essais,
## la touche qui les arrête, Retour à votre partie, quitter la table demande d’abord

menu-back-to-match = Retour à votre partie
confirm-leave-table = Quitter cette table ? Les autres joueurs seront prévenus.
duration-minutes = { $count ->
        [one] une minute
       *[other] { $count } minutes
    }
duration-seconds = { $count ->
        [one] une seconde
       *[other] { $count } secondes
    }
net-lost-kept = Connexion au serveur perdue. Votre place vous est gardée pendant { $duration } ; nouvel essai en cours. { $key } arrête les essais.
net-stopped = Essais arrêtés. Retour au menu principal ; « Retour à votre partie » réessaie tant que le serveur garde votre place.
net-gave-up-kept = Le serveur reste injoignable. Retour au menu principal ; « Retour à votre partie » réessaie tant que le serveur garde votre place.
net-seat-gone = Votre place n’est plus gardée : la partie est finie, ou le délai pour revenir est passé.
net-back-unreachable = Le serveur { $address } ne répond pas encore. Réessayez « Retour à votre partie » dans un moment.
rule-offline = la connexion au serveur est perdue ; le jeu essaie de la rétablir.
refused-offline = Pas envoyé : la connexion au serveur est perdue.

## Un serveur ouvert au public (issue 24) : comptes, noms, les personnes à une table, modération

online-connect-as = Se connecter en tant { INITIAL($name) ->
        [vowel] qu’{ $name }
       *[consonant] que { $name }
    }
online-log-in = Se connecter avec un mot de passe
online-register = Créer un compte à ce nom
online-log-out-everywhere = Se déconnecter partout
online-password-prompt = Mot de passe { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
online-password-new = Un nouveau mot de passe pour { $name }, 8 caractères au moins
online-password-again = Le même mot de passe, encore une fois
online-bad-password = Un mot de passe a au moins { $count } caractères.
online-passwords-differ = Les deux mots de passe diffèrent : aucun compte n’a été créé.
online-logged-out = Déconnexion sur tous les ordinateurs : la prochaine connexion demandera le mot de passe.
online-error-bad-login = Nom ou mot de passe erroné.
online-error-name-taken = Ce nom est déjà pris sur ce serveur : choisissez-en un autre, ou connectez-vous.
online-error-reserved-name = Une place, un pronom, ou un mot au nom duquel le jeu parle, comme donneur, robot, invité ou système, ne peut pas être un nom : choisissez-en un autre.
online-error-bad-name = Ce nom contient un caractère qui ne peut pas être dit : choisissez-en un autre.
online-error-accounts-only = Ce serveur n’accepte que des comptes : connectez-vous, ou créez un compte à votre nom.
online-error-not-logged-in = Votre connexion enregistrée n’est plus valable : connectez-vous avec votre mot de passe.
online-error-banned = Ce compte est banni de ce serveur.
online-error-login-throttled = Trop de mots de passe erronés pour ce nom : attendez un moment avant de réessayer.
online-error-not-at-table = Cette personne n’est plus à la table.
online-error-already-reported = Vous avez déjà signalé cette personne : l’opérateur a votre signalement.
online-error-report-throttled = Trop de signalements pour l’instant : réessayez plus tard.
online-error-guest = Sans compte, il n’y a rien à déconnecter.
online-error-bad-text = Ce message contient un caractère qui ne peut pas être envoyé.
online-removed = Le créateur de la table vous l’a fait quitter.
online-banned = Le créateur de la table vous l’a fait quitter, sans pouvoir y revenir.
name-guest = { $name-form ->
        [feminine] { $name } en invitée
        [masculine] { $name } en invité
       *[other] { $name }, sans compte
    }
name-seat = { $name } { $where }
where-watching = en spectateur
chat-speaker = { $name }, { $where },
chat-line-mine = Vous dites : { $text }
people-offline = La liste des personnes fonctionne à une table en ligne.
people-title = Les personnes à la table
people-nobody = Personne d’autre n’est à la table.
people-watcher = { $name } regarde la partie
people-new-code = Changer le code d’invitation
people-mute = Ne plus entendre { $name }
people-unmute = Entendre de nouveau { $name }
people-block = Bloquer { $name }
people-unblock = Débloquer { $name }
people-report = Signaler { $name }
people-remove = Retirer { $name } de la table
people-ban = Retirer { $name } pour de bon
people-muted = Vous n’entendez plus les messages { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }.
people-unmuted = Vous entendez de nouveau les messages { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }.
people-joined = { $name } a rejoint la table.
people-blocked = Vous bloquez { $name } : ses messages et ses invitations ne vous parviennent plus.
people-unblocked = Vous ne bloquez plus { $name }.
people-reported = Votre signalement { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    } part à l’administrateur du serveur, avec les derniers messages et coups de la table.
people-watching = { $name } regarde la partie.
people-left = { $name } a quitté la table.
people-removed = { $name } ne fait plus partie de la table.
people-banned = { $name } ne fait plus partie de la table, et n’y reviendra pas.
people-code-changed = Nouveau code d’invitation : { $code }.
confirm-report = Signaler { $name } à l’administrateur du serveur ? Les derniers messages et coups de la table accompagnent le signalement.
confirm-remove = Retirer { $name } de la table ?
confirm-ban = Retirer { $name } de la table pour de bon ?
text-hidden = étoile
text-hidden-count = { $count ->
        [one] un caractère caché
       *[other] { $count } caractères cachés
    }

# A table's options, chosen by its creator (the same for all four seats)
create-timer = Chronomètre : { $value }
create-memory-aids = Aide-mémoire pour les quatre places : { $value }
timer-custom = sur mesure ({ $card } secondes par carte, { $call } par enchère)
table-options = { $kind } ; chronomètre { $timer } ; aide-mémoire { $aids }.
table-options-joined = À cette table : { $kind } ; chronomètre { $timer } ; aide-mémoire { $aids }.
table-aids-on = activés
table-aids-off = coupés
memory-aids-off-table = Les aide-mémoire sont coupés à cette table : son créateur l’a choisi.
timer-out-seat = Temps écoulé pour { $seat } : son robot joue à sa place.

# watching a match (ui/watch.py): the seats by name, never "you"
watch-started = Vous regardez cette partie, un pli après les joueurs. { $leave } pour partir.
watch-seat = Joueur { $number }
watch-no-hand = Vous regardez : un spectateur n’a pas de main.
watch-not-available = Pas disponible pour un spectateur.
watch-projects = Les combinaisons { INITIAL($team) ->
        [vowel] d’{ $team }
       *[consonant] de { $team }
    } comptent. { $projects }
watch-round = Cette donne : { $first } marquent { $a }, { $second } marquent { $b }.
watch-totals = La partie : { $first } ont { $a }, { $second } ont { $b }.
watch-won = { $team } gagnent la partie, { $a } à { $b }.
lobby-table-watch = { $table } Sa partie a commencé : choisissez-la pour la regarder.
