# Les refus du serveur, chacun en mots (issue 31) : un code brut comme « round_over » était
# lu tel quel. online-error-<code>, le « _ » du code écrit « - ».

online-error-already-named = Vous avez déjà un nom sur ce serveur.
online-error-bad-options = Le serveur n’accepte pas ces réglages de table.
online-error-chat-throttled = Trop de messages de discussion : attendez un instant.
online-error-hello-first = Le serveur n’est pas encore prêt pour vous : reconnectez-vous.
online-error-malformed = Le serveur n’a pas compris le message du jeu.
online-error-malformed-action = Le serveur n’a pas compris ce coup.
online-error-no-table = Rejoignez d’abord une table.
online-error-not-seated = Vous n’avez pas de place à cette table.
online-error-not-started = La partie n’a pas encore commencé.
online-error-not-yourself = Impossible de le faire à vous-même.
online-error-round-not-over = La donne n’est pas encore finie.
online-error-round-over = La donne est finie : attendez la suivante.
online-error-server-error = Le serveur a eu un problème avec cette demande.
online-error-server-full = Le serveur est plein : réessayez plus tard.
online-error-stale = Ce coup est arrivé trop tard : la table a avancé.
online-error-throttled = Trop de demandes à la fois : attendez un instant.
online-error-too-large = Ce message est trop long pour le serveur.
online-error-unknown-bot = Le serveur ne connaît pas ce niveau de robot.
online-error-version = Le serveur a une autre version du jeu : mettez l’un des deux à jour.
online-error-connection-closed = La connexion au serveur s’est fermée.
online-error-bad-cursor = La liste des tables a changé : demandez-la de nouveau.
online-error-guess-wait = Trop de codes erronés : patientez un moment avant d’en essayer un autre.
online-error-login-wait = Trop de mots de passe erronés depuis votre connexion : attendez un moment avant de réessayer.
online-error-register-wait = Trop de nouveaux comptes depuis votre connexion : attendez un peu avant d’en créer un autre.
online-error-storage-full = Le disque du serveur est plein : réessayez plus tard.
online-error-storage-error = Le serveur n’a pas pu enregistrer ceci : réessayez plus tard.
online-error-too-many-tables = Vous avez trop de tables ouvertes : terminez-en ou quittez-en une d’abord.
online-error-too-many-watchers = Cette table n’accepte plus de spectateurs.
online-error-table-failed = La table s’est arrêtée sur une erreur du serveur.
online-error-not-your-seat = Ce n’est pas votre place.
online-error-chat-closed = À une table Qaid, la discussion est fermée pendant la donne, jusqu’à son décompte.
online-error-unknown-timer = Le serveur ne connaît pas ce minuteur de tour.
online-error-bad-timer-seconds = Le serveur n’accepte pas ces durées de tour.
online-error-rated-guest = Une table classée n’accueille que des comptes : connectez-vous à votre compte pour vous y asseoir.
online-error-rated-seats = Une partie classée commence quand quatre comptes occupent les places, sans robot.
online-error-unknown-match = Cette partie n’est pas l’une de vos parties en ligne terminées.
online-error-bad-preset = Ces règles n’ont pas de classement.

# friends (issue 27)
online-error-unknown-player = Aucun compte ne porte ce nom sur ce serveur.
online-error-already-friends = Vous êtes déjà amis.
online-error-blocked = Vous avez bloqué cette personne : débloquez-la d’abord.
online-error-too-many-friends = L’un de vous a déjà autant d’amis que ce serveur le permet.
online-error-too-many-requests = Trop de vos demandes d’ami attendent une réponse : patientez.
online-error-requests-full = Trop de demandes d’ami attendent cette personne : réessayez plus tard.
online-error-friend-throttled = Trop de demandes d’ami : patientez un moment.
online-error-no-request = Cette demande n’est plus là.
online-error-not-friend = Cette personne n’est pas votre amie.
online-error-friend-offline = Votre ami est hors ligne.
online-error-invite-throttled = Vous venez de l’inviter : patientez un peu.
online-error-no-invite = Cette invitation n’est plus là.
online-error-private-full = Votre ami n’a pas encore lu vos derniers messages : attendez-le.
online-error-in-match = Vous avez une place dans une partie : terminez-la d’abord.

# diwans (issue 30)
online-error-not-member = Vous n’êtes pas membre de ce diwan.
online-error-not-moderator = Seuls le créateur du diwan et ses modérateurs peuvent faire cela.
online-error-not-diwan-creator = Seul le créateur du diwan peut faire cela.
online-error-diwan-name-taken = Un diwan porte déjà ce nom : choisissez-en un autre.
online-error-too-many-diwans = Vous êtes dans autant de diwans que ce serveur le permet : quittez-en un d’abord.
online-error-not-invited = Ce diwan n’accueille que les joueurs qu’il convie.
online-error-diwan-banned = Ce diwan vous exclut pour de bon.
online-error-diwan-full = Ce diwan a autant de membres que ce serveur le permet.
online-error-already-member = Vous êtes déjà membre de ce diwan.
online-error-cannot-invite = Ce joueur est déjà membre du diwan, ou en est banni.
online-error-diwan-creator = Le diwan appartient à son créateur : il ne peut pas le quitter.
online-error-unknown-diwan = Aucun diwan ne porte plus ce nom.
