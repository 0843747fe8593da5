### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Noms des annonces (l’achat et les contres)

call-pass = passe
call-hokum = hokum
call-hokum2 = hokum au second tour
call-sun = sun
call-ashkal = achkal
call-qablak = qablak (je prends le sun avant vous)
call-confirm = je confirme le hokum
call-to_sun = je passe en sun
call-double = contre
call-triple = surcontre
call-four = four
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
call-menu-title = Votre annonce
call-not-now = { $call } : impossible pour l’instant.
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
rule-buying_not_over = l’achat n’est pas terminé.
rule-buying_over = l’achat est terminé.
rule-sawa_not_in_rules = ces règles n’ont pas de sawa.
rule-sawa_only_when_leading = on ne peut annoncer sawa qu’en ayant la main.
rule-sawa_not_certain = sawa refusé : vous n’êtes pas sûr de faire tous les plis restants.
rule-akka_not_in_rules = ces règles n’ont pas d’akka.
rule-akka_only_when_leading = on ne peut annoncer akka qu’en ayant la main.
rule-akka_not_highest = cette carte n’est pas la plus forte qui reste dans sa couleur.
rule-trump_not_land_suit = l’atout ne peut plus être la couleur de la retourne.
rule-sun_double_cannot_lock = un contre en sun ne peut pas être fermé.
rule-call_details_invalid = cette annonce n’est pas possible ainsi.
rule-ashkal_last_two_only = seuls le donneur et le joueur placé avant lui peuvent annoncer achkal.
rule-double_by_opponents_only = seul un adversaire du preneur peut contrer.
rule-sun_double_scores = un sun ne peut être contré que si les scores le permettent.
rule-boshat_needs_low_cards = le bochat demande cinq cartes qui soient toutes des sept, des huit ou des neuf.
rule-ace_land_sun_first_speaker_only = quand la retourne est un as, seul le premier à parler peut changer ce hokum en sun.
rule-call_not_available = cette annonce n’est pas possible maintenant.
rule-unknown = les règles le refusent ({ $rule }).
