### Glossaire (repris du glossaire du projet ; gardez ces mots dans tous les fichiers français)
### Places, sujet d’une phrase : vous, votre partenaire, l’adversaire de droite, l’adversaire de
###   gauche ; à côté d’une carte à l’écran seulement : Vous, Partenaire, Droite, Gauche
###   (seat-*-label). Équipes : nous / eux.
### Cartes : pique, cœur, carreau, trèfle ; as, roi, dame, valet, dix, neuf, huit, sept ;
###   atout ; la retourne.
### Noms du jeu : ce que la belote nomme garde son nom français (passe, atout, retourne, pli,
###   contre, surcontre, quadruple (jamais « four »), belote-rebelote, capot, dix de der) ; les contrats et annonces
###   propres au Baloot gardent leur nom saoudien : hokum (à l’atout), sun (sans-atout), achkal,
###   qablak, gahwa, akka, sawa, bochat. Fermé / ouvert.
### Jeu : entamer, fournir, couper, surcouper. Les paroles de l’achat sont les « enchères » ;
###   tierce, cinquante, cent, carré, quatre cents sont des « combinaisons ».
### Décompte : les preneurs font leur contrat / sont dedans ; points de cartes ; litige.
### Choix offerts : « … ou … ». Typographie : espace fine insécable (U+202F) avant : ; ? ! et à
###   l’intérieur de « » ; une seule apostrophe, ’.

## Cartes, places et équipes. Les places sont nommées depuis la place de celui qui écoute.

rank-7 = sept
rank-8 = huit
rank-9 = neuf
rank-T = dix
rank-J = valet
rank-Q = dame
rank-K = roi
rank-A = as

suit-S = pique
suit-H = cœur
suit-D = carreau
suit-C = trèfle
# Le nom d’une couleur après un nombre
suit-short-S = pique
suit-short-H = cœur
suit-short-D = carreau
suit-short-C = trèfle
# Symboles dessinés à côté des lettres : la couleur n’est jamais le seul indice
suit-symbol-S = ♠
suit-symbol-H = ♥
suit-symbol-D = ♦
suit-symbol-C = ♣
rank-label-7 = 7
rank-label-8 = 8
rank-label-9 = 9
rank-label-T = 10
rank-label-J = V
rank-label-Q = D
rank-label-K = R
rank-label-A = As

# « l’as de pique », « la dame de cœur », « le valet de trèfle »
card = { $rank ->
        [as] l’as
        [dame] la dame
       *[other] le { $rank }
    } de { $suit }
card-list = { $cards }
# une carte de votre main quand le curseur l’atteint, si c’est un atout
card-trump = { $card }, atout
# une suite d’une couleur, la couleur dite une fois : « sept, huit et neuf de cœur »
cards-in-suit = { $ranks } de { $suit }
list-separator = ,{" "}
list-and = { $first } et { $last }
# Les choix offerts : « passe, atout ou sun »
list-or = { $first } ou { $last }
none = aucun

# Une place dans une phrase parlée (souvent sujet) ; l’étiquette courte va à côté d’une carte à l’écran
seat-me = Vous
seat-right = L’adversaire de droite
seat-across = Votre partenaire
seat-left = L’adversaire de gauche
seat-me-label = Vous
seat-right-label = Droite
seat-across-label = Partenaire
seat-left-label = Gauche
seat-me-object = vous
seat-right-object = l’adversaire de droite
seat-across-object = votre partenaire
seat-left-object = l’adversaire de gauche
# les propositions d’un pli dans une seule phrase (la ligne condensée) : ce qui les
# sépare, et le siège quand une proposition après la première commence par lui
clause-separator = {"\u202F"};{" "}
seat-me-inline = vous
seat-right-inline = l’adversaire de droite
seat-across-inline = votre partenaire
seat-left-inline = l’adversaire de gauche

team-us = Nous
team-them = Eux
team-us-subject = Notre équipe
team-them-subject = L’équipe adverse

## Récit des événements de la partie

dealt = Nouvelle donne. { $dealer-is-me ->
        [yes] Vous donnez.
       *[no] { $dealer } donne.
    } La retourne est { $land }.
offered-me = À vous d’annoncer : { $calls }.
offered-other = { $seat } doit choisir : { $calls }.
call-made = { $seat } : { $call }.
# une annonce qui nomme une couleur : un verbe et un vrai sujet (« Vous nommez l’atout : carreau. »)
call-made-suit = { $kind ->
        [choose_trump] { $seat-is-me ->
            [yes] Vous nommez
           *[no] { $seat } nomme
        } l’atout : { $suit }.
        [choose] { $seat-is-me ->
            [yes] Vous prenez
           *[no] { $seat } prend
        } à { $suit }.
       *[other] { $seat-is-me ->
            [yes] Vous annoncez
           *[no] { $seat } annonce
        } { $call } à { $suit }.
    }
call-made-locked = { $seat } : { $call }, { $locked ->
        [yes] fermé
       *[no] ouvert
    }.
raised-gahwa = { $seat } : gahwa ! Qui gagne cette donne gagne la partie.
contract-set = Contrat : { $contract }.
contract-hokum = atout { $trump }, pris par { $buyer }
contract-hokum-untold = à l’atout, couleur pas encore nommée, pris par { $buyer }
contract-sun = sun, pris par { $buyer }
contract-ashkal = sun par achkal, pris par { $buyer }, la retourne va à { $land-to }
contract-times = { $multiplier ->
        [2] contré
        [3] surcontré
        [4] quadruplé
       *[other] { $multiplier } fois la mise
    }
contract-open = ouvert
# un hokum que personne n’a contré : rien à dire
contract-open-undoubled = {""}
contract-locked = fermé
contract-gahwa = gahwa
thrown-in-all-passed = Tout le monde a passé. On redistribue.
thrown-in-boshat = { $seat } montre une main de petites cartes : bochat. On redistribue.
deal-completed = { $seat-is-me ->
        [yes] Vous prenez
       *[no] { $seat } prend
    } la retourne. On distribue le reste des cartes.
deal-completed-hand = Vous avez { $count ->
        [one] une carte
       *[other] { $count } cartes
    }.
projects-announced = { $seat-is-me ->
        [yes] Vous déclarez
       *[no] { $seat } déclare
    } { $projects }.
# l’équipe dont les combinaisons comptent, puis chaque combinaison montrée, une phrase chacune
projects-shown = { $winners ->
        [us] Nos combinaisons comptent.
       *[them] Leurs combinaisons comptent.
    } { $projects }
shown-project = { $seat-is-me ->
        [yes] Vous montrez
       *[no] { $seat } montre
    } { $project } : { $cards }.
baloot-announced = { $seat } : belote-rebelote, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
akka-called = { $seat } : akka, { $card } est la plus forte qui reste dans sa couleur.
sawa-claimed = { $seat-is-me ->
        [yes] Vous réclamez
       *[no] { $seat } réclame
    } tous les plis restants : sawa. Les cartes sont jouées jusqu’au bout.
card-led = { $seat-is-me ->
        [yes] Vous entamez
       *[no] { $seat } entame
    } { $card }.
card-played = { $seat-is-me ->
        [yes] Vous jouez
       *[no] { $seat } joue
    } { $card }.
card-cut = { $seat-is-me ->
        [yes] Vous coupez
       *[no] { $seat } coupe
    } avec { $card }.
trick-won = { $seat-is-me ->
        [yes] Vous faites
       *[no] { $seat } fait
    } le pli : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
trick-won-last = { $seat-is-me ->
        [yes] Vous faites
       *[no] { $seat } fait
    } le dernier pli : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } avec le dix de der.
your-turn = À vous.
your-turn-lead = À vous d’entamer.
your-turn-follow = À vous, { $led } demandé.

## Le score de la donne

outcome-made = Les preneurs ont fait leur contrat.
outcome-fell = Les preneurs sont dedans : la défense marque tous les points de la donne.
outcome-equal = Totaux égaux : chaque équipe garde ses points.
outcome-kaboot = Capot : une équipe a fait tous les plis.
outcome-reverse_kaboot = Capot inversé.
outcome-thrown_in = La donne a été annulée.
outcome-litige = Litige : totaux égaux, les points sont mis en réserve.
outcome-capot = Capot : une équipe a fait tous les plis.
outcome-qaid = La donne s’est arrêtée sur un Qaid.
round-team-line = { $team } : { $tricks ->
        [0] aucun pli
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } ; gagné : { $abnat } points de cartes (comptés { $card-points }), { $projects } en combinaisons, { $baloot } de belote ; marqué : { $points }.
match-scored = Score de la partie : nous { $us }, eux { $them }.
match-scored-held = { $held ->
        [one] { $held } point est mis
       *[other] { $held } points sont mis
    } en réserve pour la donne suivante.
match-won = { $winner ->
        [us] Nous gagnons la partie, { $us } à { $them } !
       *[them] Ils gagnent la partie, { $them } à { $us }.
    }
match-won-gahwa = { $winner ->
        [us] Nous gagnons la partie par gahwa !
       *[them] Ils gagnent la partie par gahwa.
    }

## Réponses aux questions du joueur

hand-summary = { $count ->
        [0] Votre main est vide.
        [one] Une carte : { $suits }.
       *[other] { $count } cartes : { $suits }.
    }
hand-suit-group = { $count ->
        [one] un seul { $suit-one } : { $ranks }
       *[other] { $count } cartes à { $suit } : { $ranks }
    }
suit-cards = { $count ->
        [0] Pas de { $suit }.
       *[other] { $suit } : { $ranks }.
    }
trick-empty = Aucune carte dans le pli pour l’instant.
trick-now = Pli { $number } : { $plays }.
trick-play = { $seat } { $seat-is-me ->
        [yes] avez joué
       *[no] a joué
    } { $card }
trick-winning = { $seat-is-me ->
        [yes] Vous tenez le pli.
       *[no] { $seat } tient le pli.
    }
score-now = Partie : nous { $us }, eux { $them }, en { $target } points.
turn-me = C’est à vous.
trick-taken = Pli { $number } : { $plays } ; { $seat-is-me ->
        [yes] vous l’avez fait
       *[no] { $seat } l’a fait
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
trick-next-empty = Aucune carte dans le pli { $number } pour l’instant.
turn-me-lead = C’est à vous d’entamer.
turn-me-follow = C’est à vous, { $led } demandé.
turn-me-call = C’est à vous de parler : { $calls }.
turn-other = { $seat } doit jouer.
turn-none = Personne ne doit jouer maintenant.
tricks-taken = Plis de cette donne : nous { $us }, eux { $them }.
calls-none = Pas encore d’enchère dans cette donne.
calls-list = Enchères : { $calls }.
call-entry = { $seat } : { $call }
contract-none = Pas encore de contrat. La retourne est { $land }.
contract-now = { $contract }.
projects-none = Aucune combinaison déclarée.
# vos combinaisons pas encore déclarées : le jeu les déclare avec votre première carte
projects-mine = Vous avez { $projects } ; déclaration quand vous jouerez votre première carte.
project-held = { $project } ({ $cards })
projects-list = Combinaisons : { $projects }.
projects-list-shown = Combinaisons : { $projects }
project-entry = { $seat } : { $projects }
land-now = La retourne est { $land }.
refusal-none = Aucune carte n’a été refusée.
card-refused = Interdit : { $reason }

## Éléments de la main

hand-entry-card = { $card }, { $position } sur { $count }
hand-entry-card-suit = { $suit }, { $count ->
        [one] une carte
       *[other] { $count } cartes
    } : { $card }
zone-hand = Main : { $hand }
zone-calls = Enchères : { $call }
zone-no-calls = Pas d’enchère à faire maintenant. Main : { $hand }
hand-empty = Aucune carte en main.
suit-empty = pas de { $suit }

## Combinaisons (projets)

project-sira = une tierce
project-fifty = un cinquante
project-hundred = un cent
project-four_hundred = un carré d’as (quatre cents)

## Commentaire bref (le réglage « bref ») : moins de mots pour les mêmes événements

trick-won-brief = { $seat-is-me ->
        [yes] Vous faites
       *[no] { $seat } fait
    } le pli.
trick-won-last-brief = { $seat-is-me ->
        [yes] Vous faites
       *[no] { $seat } fait
    } le dernier pli.
your-turn-follow-brief = À vous, { $led }.
akka-called-brief = { $seat } : akka, { $card }.
raised-gahwa-brief = { $seat } : gahwa !
sawa-claimed-brief = { $seat } : sawa.
list-or-separator = ,{" "}
list-group-separator =  ;{" "}

## Tables Qaid : un Qaid et son verdict, dits en une ligne (qui l’annonce contre qui,
## le verdict et sa raison, ce qu’il marque). Les plis sont comptés à partir de 1.

qaid-called = { $seat-is-me ->
        [yes] Vous annoncez
       *[no] { $seat } annonce
    } un Qaid contre { $accused-is-me ->
        [yes] vous
       *[other] { $accused }
    }.
qaid-proven = Prouvé : { $rule ->
        [must_follow_suit] { $accused-is-me ->
            [yes] vous n’avez pas fourni à { $led } au pli { $crime-trick }, puis vous avez joué { $proof } au pli { $proof-trick }.
           *[other] { $accused } n’a pas fourni à { $led } au pli { $crime-trick }, puis a joué { $proof } au pli { $proof-trick }.
        }
        [must_trump] { $accused-is-me ->
            [yes] vous n’avez pas coupé au pli { $crime-trick }, puis vous avez joué { $proof } au pli { $proof-trick }.
           *[other] { $accused } n’a pas coupé au pli { $crime-trick }, puis a joué { $proof } au pli { $proof-trick }.
        }
        [must_overtrump] { $accused-is-me ->
            [yes] vous n’avez pas monté à l’atout au pli { $crime-trick }, puis vous avez joué { $proof } au pli { $proof-trick }.
           *[other] { $accused } n’a pas monté à l’atout au pli { $crime-trick }, puis a joué { $proof } au pli { $proof-trick }.
        }
        [must_overtake] { $accused-is-me ->
            [yes] vous n’avez pas monté à { $led } au pli { $crime-trick }, puis vous avez joué { $proof } au pli { $proof-trick }.
           *[other] { $accused } n’a pas monté à { $led } au pli { $crime-trick }, puis a joué { $proof } au pli { $proof-trick }.
        }
        [locked_no_trump_lead] { $accused-is-me ->
            [yes] vous avez entamé atout au pli { $crime-trick } alors que le jeu était fermé, puis vous avez joué { $proof } au pli { $proof-trick }.
           *[other] { $accused } a entamé atout au pli { $crime-trick } alors que le jeu était fermé, puis a joué { $proof } au pli { $proof-trick }.
        }
        [akka_not_highest] { $accused-is-me ->
            [yes] vous avez annoncé akka sur { $crime } au pli { $crime-trick }, et { $proof } a été joué au pli { $proof-trick }.
           *[other] { $accused } a annoncé akka sur { $crime } au pli { $crime-trick }, et { $proof } a été joué au pli { $proof-trick }.
        }
       *[other] { $accused-is-me ->
            [yes] vous avez réclamé sawa au pli { $crime-trick }, et le pli { $proof-trick } est allé à l’équipe adverse.
           *[other] { $accused } a réclamé sawa au pli { $crime-trick }, et le pli { $proof-trick } est allé à l’autre équipe.
        }
    }
qaid-not-proven = Non prouvé : { $proof } au pli { $proof-trick } ne montre aucune faute dans { $crime } du pli { $crime-trick }.
# le crime nommé dans un verdict : une carte, ou un sawa réclamé
qaid-crime-card = { $card }
qaid-crime-sawa = le sawa
qaid-score = { $penalty ->
        [redeal] Pas de points : les cartes sont redistribuées.
       *[other] { $winners ->
            [us] Nous marquons { $points }.
           *[them] Ils marquent { $points }.
        }
    }
