# Entendu, pas seulement dit : lignes condensées, ce que la touche silence a tu, rythme, confirmations

## Une ligne par pli, quand plusieurs de ses messages attendent d'être entendus

card-brief = { $seat } { $seat-is-me ->
        [yes] jouez
       *[no] joue
    } { $card }
trick-won-condensed = { $seat-is-me ->
        [yes] vous faites le pli
       *[no] { $seat } fait le pli
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

trick-won-last-condensed = { $seat-is-me ->
        [yes] vous faites le dernier pli
       *[no] { $seat } fait le dernier pli
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

trick-won-terse = { $seat-is-me ->
        [yes] vous faites le pli
       *[no] { $seat } fait le pli
    }, { $points }

tricks-won-terse = { $seat-is-me ->
        [yes] vous faites les plis
       *[no] { $seat } fait les plis
    }, { $points }

projects-announced-brief = { $seat-is-me ->
        [yes] vous déclarez
       *[no] { $seat } déclare
    } { $projects }

deal-completed-terse = { $seat-is-me ->
        [yes] vous prenez
       *[no] { $seat } prend
    } la retourne

## Confirmer avant de perdre quoi que ce soit (la première réponse, non, est celle par défaut)

confirm-no = Non
confirm-yes = Oui
confirm-new-match = Une partie est sauvegardée : en commencer une nouvelle et la perdre ?
confirm-leave-match = Quitter la partie ? Ce qui a été joué depuis le dernier pli n’est pas sauvegardé.
confirm-quit = Quitter le jeu en pleine partie ? Ce qui a été joué depuis le dernier pli n’est pas sauvegardé.

## Le résultat de la donne : qui gagne et de combien d'abord, le détail ensuite

round-verdict-made = { $buyers ->
        [us] Nous faisons notre { $kind }
       *[them] Ils font leur { $kind }
    } : { $high } à { $low }.
# où vont les points : les points de la donne, les combinaisons de l’équipe qui chute
# (données aux adversaires, ou perdues), ce qu’elle garde (sa belote)
round-verdict-fell = { $buyers ->
        [us] Nous chutons, { $buyer-total } contre leurs { $defence-total } : les preneurs doivent faire plus que l’autre équipe. Ils prennent les { $full } points{ $given ->
            [0] {""}
           *[other] {" "}et nos { $given } de combinaisons,
        } et marquent { $high }
       *[them] Ils chutent, { $buyer-total } contre nos { $defence-total } : les preneurs doivent faire plus que l’autre équipe. Nous prenons les { $full } points{ $given ->
            [0] {""}
           *[other] {" "}et leurs { $given } de combinaisons,
        } et marquons { $high }
    }{ $low ->
        [0] .
       *[other] , { $buyers ->
            [us] nous gardons { $low }.
           *[them] ils gardent { $low }.
        }
    }{ $lost ->
        [0] {""}
       *[other] {" "}{ $buyers ->
            [us] Nos { $lost } de combinaisons sont perdus.
           *[them] Leurs { $lost } de combinaisons sont perdus.
        }
    }
round-verdict-doubled = { $multiplier ->
        [2] Contré
        [3] Surcontré
        [4] Quadruplé
       *[other] Mise fois { $multiplier }
    } : { $low ->
        [0] les { $high } vont tous à { $winners ->
            [us] nous
           *[them] eux
        }.
       *[other] { $high } pour { $winners ->
            [us] nous, { $low } pour eux.
           *[them] eux, { $low } pour nous.
        }
    }
round-verdict-kaboot = Capot : { $winners ->
        [us] nous faisons tous les plis, { $high } à { $low }.
       *[them] ils font tous les plis, { $high } à { $low }.
    }
round-verdict-other = { $outcome } Nous { $us }, eux { $them }.
round-team-breakdown = { $team } : { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    }, { $abnat } points de cartes, comptés { $card-points }{ $projects ->
        [0] {""}
       *[other]  ; combinaisons { $projects }
    }{ $baloot ->
        [0] {""}
       *[other]  ; belote { $baloot }
    }.

## Touches : ce que la touche silence a tu, les points jusqu'ici, les cartes sorties d'une couleur, la donne, où en est la partie

cmd-say_missed = Qu’ai-je manqué : ce qui a été mis de côté sans être entendu, le plus récent d’abord
cmd-ask_points = Les points de cartes de la donne jusqu’ici, par équipe
cmd-ask_suit_out = La couleur sélectionnée : cartes jouées et cartes encore à venir
cmd-ask_round = Le détail de la dernière donne
cmd-ask_summary = Où en est la partie : contrat, pli, score, à qui le tour
missed-none = Rien n’a été manqué.
ask-points = Points de cartes jusqu’ici : nous { $us }, eux { $them }.
suit-out = { $suit } : jouées { $played } ; encore à venir { $unseen } ; dans votre main { $mine }.
round-none = Aucune donne n’a encore été comptée.
summary-now = { $contract } { $trick } { $score } { $turn }

## Réglages : le débit de parole d'après lequel le rythme de la table est estimé

setting-speech-rate = Débit de parole : { $rate } mots par minute
setting-rate-test = Tester mon débit
rate-test-sentence = Cette phrase est minutée à { $rate } mots par minute ; le clic vient quand le jeu pense qu’elle se termine.

## Formulation : une surenchère dit ce qu'elle change (l'annonce vient d'être dite), une pause en secondes, une donne dans l'historique

raised-worth = La donne est { $multiplier ->
        [2] contrée
        [3] surcontrée
        [4] quadruplée
       *[other] à { $multiplier } fois la mise
    }, { $locked ->
        [yes] fermée
       *[no] ouverte
    }.
setting-pause = Pause entre les coups des autres joueurs : { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
history-round-scored = Donne { $round } : nous { $us }, eux { $them } ; partie { $total-us } à { $total-them }

## Nommer l'atout : les couleurs qui peuvent être nommées, avec leurs touches

trump-choices = Vous pouvez nommer { $suits }.
trump-choice = { $suit } ({ $key })

cmd-ask_time = Le temps qui reste à votre tour (une table chronométrée)
memory-aids-off = Les aide-mémoire sont coupés, comme à une vraie table : activez-les dans les réglages.
time-left = { $seconds ->
        [one] Il reste une seconde.
       *[other] Il reste { $seconds } secondes.
    }
time-untimed = Cette table n’a pas de chronomètre.
time-not-running = Aucun chronomètre ne tourne : le vôtre part quand votre tour a été annoncé.
timer-out = Temps écoulé : votre carte ou votre enchère est jouée pour vous.

## Rattraper : quand la voix est en retard, ce que le joueur a dépassé en quelques mots

card-led-brief = { $seat } { $seat-is-me ->
        [yes] entamez
       *[no] entame
    } { $card }
card-cut-brief = { $seat } { $seat-is-me ->
        [yes] coupez
       *[no] coupe
    } avec { $card }
catch-up-winning = { $seat-is-me ->
        [yes] vous tenez le pli
       *[no] { $seat } tient le pli
    }
trick-cut-won-terse = { $seat } { $seat-is-me ->
        [yes] coupez avec { $card } et faites le pli
       *[no] coupe avec { $card } et fait le pli
    }, { $points }
dealt-terse = Nouvelle donne{ $dealer-is-me ->
        [yes] {" "}: vous donnez
       *[no] {" "}: { $dealer } donne
    }, retourne { $land }
baloot-announced-terse = { $seat } : belote-rebelote
akka-called-terse = { $seat } : akka
projects-shown-terse = { $winners ->
        [us] Nos combinaisons comptent : { $projects }
       *[them] Leurs combinaisons comptent : { $projects }
    }
