### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Noms des enchères (l’achat et les contres)

call-pass = passe
call-pass-round2 = passe
call-hokum = hokum
call-hokum2 = hokum au second tour
call-sun = sun
call-ashkal = achkal
call-qablak = qablak (prendre le sun en premier)
call-confirm = je confirme le hokum
call-to_sun = je change pour le sun
call-double = contre
call-triple = surcontre
call-four = quadruple
call-gahwa = gahwa
call-decline = non
call-choose_trump = je nomme l’atout
call-take = je prends
call-choose = je prends à
call-boshat = bochat
call-akka = akka
call-sawa = sawa
call-play = jouer

# Une annonce du menu avec ses précisions
call-entry-suit = { $call } { $suit }
call-entry-open = { $call }, ouvert
call-entry-locked = { $call }, fermé
call-menu-title = Votre enchère
call-not-now = Impossible pour l’instant : { $call }.
call-no-suit = Aucune couleur ne peut être nommée maintenant.

## Pourquoi les règles refusent une action (codes de règle du moteur)

rule-card_not_in_hand = cette carte n’est pas dans votre main.
rule-must_follow_suit = vous devez fournir à la couleur demandée.
rule-must_overtrump = vous devez monter à l’atout : jouez un atout plus fort que celui du pli.
rule-must_overtake = vous devez jouer une carte plus forte dans la couleur demandée.
rule-must_trump = vous n’avez pas la couleur demandée : vous devez couper.
rule-locked_no_trump_lead = le jeu est fermé : vous ne pouvez pas entamer atout tant que vous avez une autre couleur.
rule-not_your_turn = ce n’est pas à vous de jouer.
rule-round_over = la donne est finie.
rule-buying_not_over = les enchères ne sont pas terminées.
rule-buying_over = les enchères sont terminées.
rule-sawa_not_in_rules = ces règles n’ont pas de sawa.
rule-sawa_only_when_leading = on ne peut annoncer sawa qu’en ayant la main.
rule-sawa_not_certain = sawa refusé : rien ne garantit que vous fassiez tous les plis restants.
rule-akka_not_in_rules = ces règles n’ont pas d’akka.
rule-akka_only_when_leading = on ne peut annoncer akka qu’en ayant la main.
rule-akka_not_highest = cette carte n’est pas la plus forte qui reste dans sa couleur.
rule-trump_not_land_suit = l’atout ne peut plus être la couleur de la retourne.
rule-sun_double_cannot_lock = un contre en sun ne peut pas être fermé.
rule-call_details_invalid = cette enchère n’est pas possible ainsi.
rule-ashkal_last_two_only = seuls le donneur et le joueur placé avant lui peuvent annoncer achkal.
rule-double_by_opponents_only = seul un adversaire du preneur peut contrer.
rule-sun_double_scores = un sun ne peut être contré que si les scores le permettent.
rule-boshat_needs_low_cards = le bochat demande cinq cartes qui soient toutes des sept, des huit ou des neuf.
rule-ace_land_sun_first_speaker_only = quand la retourne est un as, seul le premier à parler peut changer ce hokum en sun.
rule-call_not_available = cette enchère n’est pas possible maintenant.
rule-qaid_not_in_rules = cette table n’a pas de Qaid : elle refuse toute faute.
rule-qaid_against_opponents_only = vous ne pouvez annoncer un Qaid que contre un adversaire.
rule-qaid_crime_not_found = un Qaid doit nommer une carte, un akka ou un sawa de cet adversaire dans cette donne.
rule-qaid_proof_not_found = un Qaid doit nommer comme preuve une carte jouée après l’action qu’il accuse.
rule-boshat_before_first_card_only = le bochat ne s’annonce qu’avant la première carte jouée.
rule-close_after_last_trick_only = la donne ne se clôt qu’une fois son dernier pli joué.
rule-akka_plain_suit_in_hokum_only = akka ne s’annonce qu’au hokum, sur une carte d’une couleur qui n’est pas l’atout.
rule-unknown = les règles le refusent ({ $rule }).

## Les quelques mots d’une touche refusée, juste après le son discret (E donne la règle entière).
## $seat : à qui c’est le tour ; $phase : buy (l’achat) ou play (le jeu) ; $led : la couleur demandée ; $key : la touche de vos annonces

refused-card_not_in_hand = Cette carte n’est pas dans votre main.
refused-must_follow_suit = Vous devez fournir à { $led }.
refused-must_overtrump = Vous devez monter à l’atout.
refused-must_overtake = Vous devez monter à { $led }.
refused-must_trump = Vous n’avez pas de { $led } : vous devez couper.
refused-locked_no_trump_lead = Jeu fermé : entamez une autre couleur que l’atout.
refused-not_your_turn = Ce n’est pas votre tour : c’est à { $seat } { $phase ->
        [buy] d’annoncer
       *[play] de jouer
    }.
refused-round_over = La donne est finie.
refused-buying_not_over = Les enchères ne sont pas finies : annoncez d’abord ; { $key } mène à vos enchères.
refused-buying_over = Les enchères sont finies.
refused-sawa_not_in_rules = Pas de sawa dans ces règles.
refused-sawa_only_when_leading = Sawa seulement quand vous entamez.
refused-sawa_not_certain = Sawa refusé : tous les plis ne sont pas sûrs.
refused-akka_not_in_rules = Pas d’akka dans ces règles.
refused-akka_only_when_leading = Akka seulement quand vous entamez.
refused-akka_plain_suit_in_hokum_only = Akka seulement au hokum, dans une couleur qui n’est pas l’atout.
refused-akka_not_highest = Cette carte n’est pas la plus forte qui reste dans sa couleur.
refused-trump_not_land_suit = Pas la couleur de la retourne : nommez-en une autre.
refused-sun_double_cannot_lock = Un contre en sun est toujours ouvert.
refused-call_details_invalid = Pas possible ainsi.
refused-ashkal_last_two_only = L’achkal est pour le donneur et le joueur placé avant lui seulement.
refused-double_by_opponents_only = Seul un adversaire du preneur peut contrer.
refused-sun_double_scores = Les scores ne permettent pas de contrer ce sun.
refused-boshat_needs_low_cards = Le bochat demande cinq cartes, toutes des sept, des huit ou des neuf.
refused-ace_land_sun_first_speaker_only = Avec un as en retourne, seul le premier à parler le peut.
refused-call_not_available = Cette enchère n’est pas possible maintenant.
refused-qaid_not_in_rules = Pas de Qaid à cette table.
refused-qaid_against_opponents_only = Un Qaid seulement contre un adversaire.
refused-qaid_crime_not_found = Cet adversaire n’a pas fait cela dans cette donne.
refused-qaid_proof_not_found = La preuve doit être une carte jouée après.
refused-boshat_before_first_card_only = Trop tard pour le bochat : une carte est jouée.
refused-close_after_last_trick_only = La donne n’est pas finie.
refused-other = Pas permis maintenant.

## Ce que fait une annonce proposée (la touche d’explication, sur l’annonce sélectionnée)
## $suit : la couleur nommée ; $named : yes si l’annonce en nomme une ; $land : la couleur de la retourne

call-meaning-pass = Passe : vous ne prenez pas{ $then ->
        [again]  ; tout le monde a passé, les enchères repartent pour un second tour.
        [redeal]  ; tout le monde a encore passé, les cartes sont redistribuées.
        [caller]  ; le dernier mot revient à qui a annoncé le hokum.
       *[next] , et la parole passe au joueur suivant.
    }
call-meaning-hokum = Hokum : vous proposez de prendre avec { $land } à l’atout ; les autres peuvent encore le prendre en sun, ou le contrer.
call-meaning-hokum2 = { $named ->
        [yes] Hokum au second tour à { $suit } : vous prenez un hokum avec { $suit } à l’atout.
       *[no] Hokum au second tour : vous prenez un hokum avec l’atout que vous nommez, toute couleur sauf { $land }.
    }
call-meaning-sun = Sun : vous prenez sans atout ; la donne vaut 26 points au lieu de 16.
call-meaning-ashkal = Achkal : vous prenez un sun, et la retourne va à votre partenaire.
call-meaning-qablak = Qablak : vous prenez le sun avant le preneur, et le contrat devient le vôtre.
call-meaning-confirm = Confirmer le hokum : personne n’a pris votre hokum, et vous le gardez.
call-meaning-to_sun = Passer en sun : vous gardez le contrat, mais en sun, sans atout.
call-meaning-double-open = Contre, ouvert : la donne vaut deux fois plus, et l’on peut entamer atout comme d’habitude ; le preneur peut répondre par un surcontre.
call-meaning-double-locked = Contre, fermé : la donne vaut deux fois plus, et personne ne peut entamer atout tant qu’il a une autre couleur ; le preneur peut répondre par un surcontre.
call-meaning-double-sun = Contre : le sun vaut deux fois plus ; rien ne va au-dessus.
call-meaning-triple = Surcontre : la donne vaut trois fois plus, et redevient ouverte ; le contreur peut répondre par un quadruple.
call-meaning-four-open = Quadruple, ouvert : la donne vaut quatre fois plus, et l’on peut entamer atout comme d’habitude ; le preneur peut répondre par la gahwa.
call-meaning-four-locked = Quadruple, fermé : la donne vaut quatre fois plus, et personne ne peut entamer atout tant qu’il a une autre couleur ; le preneur peut répondre par la gahwa.
call-meaning-gahwa = Gahwa : qui gagne cette donne gagne la partie.
call-meaning-decline = Non : vous n’ajoutez rien, et le contrat reste tel quel.
call-meaning-choose_trump = { $named ->
        [yes] Atout { $suit } : { $suit } devient l’atout de votre hokum.
       *[no] Nommer l’atout : vous choisissez l’atout de votre hokum, toute couleur sauf { $land }.
    }
call-meaning-take = Je prends : vous prenez avec { $land } à l’atout.
call-meaning-choose = { $named ->
        [yes] Je prends à { $suit } : vous prenez avec { $suit } à l’atout.
       *[no] Je prends à : vous prenez avec l’atout que vous nommez, toute couleur sauf { $land }.
    }
call-meaning-boshat = Bochat : vos cinq premières cartes sont toutes des sept, des huit ou des neuf, et l’on redistribue.
explain-call-none = Aucune enchère ne vous est proposée maintenant.
