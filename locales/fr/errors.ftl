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
