## Les amis en ligne (baloot_audio/ui/friends.py, friends_screens.py) : comptes seulement

lobby-friends = Amis
friends-title = Amis
friends-none = Pas encore d’ami : ajoutez-en un par son nom.
friends-requests = { $count ->
        [one] Une demande d’ami attend votre réponse
       *[other] { $count } demandes d’ami attendent votre réponse
    }
friends-add = Ajouter un ami par son nom
friends-add-prompt = Le nom de votre ami sur ce serveur, puis Entrée
friends-request-sent = Votre demande est partie vers { $name }, qui l’accepte ou la refuse.
friends-accounts-only = Les amis sont réservés aux comptes : connectez-vous, ou enregistrez votre nom.
friends-not-connected = Connectez-vous d’abord à un serveur.
friend-offline = { $name } est hors ligne
friend-lobby = { $name } est en ligne, dans le salon
friend-table = { $name } est à une table, { $free ->
        [0] aucune place libre
        [one] une place libre
       *[other] { $free } places libres
    }
friend-playing = { $name } joue une partie
friend-watching = { $name } regarde une partie
friend-came-online = En ligne maintenant : { $where }
friend-came-offline = { $name-form ->
        [feminine] { $name } s’est déconnectée.
        [masculine] { $name } s’est déconnecté.
       *[other] { $name } n’est plus en ligne.
    }
friend-came-accepted = { $name-form ->
        [feminine] Nouvelle amie : { $where }
        [masculine] Nouvel ami : { $where }
       *[other] Demande d’ami acceptée : { $where }
    }
friend-request = { $name-form ->
        [feminine] { $name } demande à être votre amie : répondez dans vos amis, { $key }.
        [masculine] { $name } demande à être votre ami : répondez dans vos amis, { $key }.
       *[other] { $name } vous propose son amitié : répondez dans vos amis, { $key }.
    }
friend-request-accept = Accepter la demande { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
friend-request-decline = Refuser la demande { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
friend-declined = Vous avez refusé la demande { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }.
friend-removed = { $name-form ->
        [feminine] { $name } n’est plus votre amie.
        [masculine] { $name } n’est plus votre ami.
       *[other] { $name } n’est plus dans vos amis.
    }
friend-menu-invite = Inviter { $name } à ma table
friend-menu-messages = Messages avec { $name }
friend-menu-write = Écrire à { $name }
friend-menu-remove = Retirer { $name } de mes amis
friend-invite-sent = Votre invitation est partie vers { $name }.
friend-invited = { $name } vous convie à sa table : { $accept } accepte, { $decline } refuse.
friend-invite-accepted = { $name } accepte votre invitation.
friend-invite-declined = { $name } refuse votre invitation.
friend-invite-you-declined = Vous avez refusé l’invitation { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }.
friend-no-invite = Aucune invitation n’attend votre réponse.
friend-message = { $name } écrit : { $text }
message-prompt = Votre message à { $name }, puis Entrée
message-sent = Envoyé à { $name }.
messages-title = Messages avec { $name }, les plus récents d’abord
messages-none = Pas encore de message.
messages-older = Messages plus anciens
messages-mine = Vous : { $text }
messages-theirs = { $name } : { $text }
