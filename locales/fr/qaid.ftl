## Tables Qaid sur l’ordinateur : le réglage de la partie, la fenêtre après le dernier pli,
## une carte qui enfreint une règle, la feuille Qaid et les étapes « Annoncer un Qaid ».
## Les plis se comptent à partir de 1.

setup-table = Table : { $value }
table-easy = facile, toute faute refusée
table-qaid = Qaid, les fautes sont jouées et prises sur annonce
table-qaid-none = facile (ces règles n’ont pas de table Qaid)
setting-qaid-warn = Avant une faute à une table Qaid : { $value }
qaid-warn-on = prévenir d’abord
qaid-warn-off = la jouer aussitôt
qaid-table-start = Une table Qaid : une carte qui enfreint une règle est jouée, et l’autre équipe peut annoncer un Qaid dessus.
summary-qaid = Table Qaid.
turn-qaid-window = Le dernier pli est joué : la donne attend un Qaid ou le score.
qaid-window = Dernier pli joué. Pour annoncer un Qaid, appuyez sur { $call } ; pour le score, sur { $close }.
qaid-warn = { $rule ->
        [must_follow_suit] Cette carte enfreint l’obligation de fournir
        [must_trump] Cette carte enfreint l’obligation de couper
        [must_overtrump] Cette carte enfreint l’obligation de surcouper
        [must_overtake] Cette carte enfreint l’obligation de monter dans la couleur demandée
        [locked_no_trump_lead] Cette carte enfreint le jeu fermé : on n’entame pas atout quand on a une autre couleur
       *[other] Cette akka est fausse : une carte plus forte de sa couleur est encore dehors
    } ; appuyez encore sur { $key } pour la jouer quand même.
qaid-sheet = Feuille Qaid, { $number } sur 2 cette donne : { $count ->
        [0] rien de prouvé pour l’instant.
       *[other] { $lines }
    }
qaid-sheet-empty = { $over ->
        [yes] Feuille Qaid : rien de prouvé cette donne.
       *[no] Feuille Qaid : rien de prouvé pour l’instant ; cette lecture ne compte pas.
    }
qaid-sheet-used = Vous avez déjà lu la feuille Qaid deux fois cette donne.
qaid-nothing-to-call = Rien à annoncer pour l’instant : aucun adversaire n’a joué de carte qu’une carte suivante pourrait prouver.
qaid-choose-opponent = Annoncer un Qaid : contre qui ?
qaid-choose-action = Quelle action { INITIAL($accused) ->
        [vowel] d’{ $accused }
       *[consonant] de { $accused }
    } ?
qaid-choose-proof = Quelle carte jouée ensuite le prouve ?
qaid-action-play = Pli { $trick } : { $card }
qaid-action-akka = Pli { $trick } : akka sur { $card }
qaid-action-sawa = Pli { $trick } : la sawa
qaid-proof-item = Pli { $trick } : { $seat-is-me ->
        [yes] vous avez joué { $card }
       *[other] { $seat } a joué { $card }
    }
qaid-confirm = Annoncer un Qaid contre { $accused } : { $crime } du pli { $crime-trick }, prouvé par { $proof } du pli { $proof-trick } ?
cmd-qaid_call = Annoncer un Qaid à une table Qaid : l’adversaire, l’action, la preuve, puis confirmer
cmd-qaid_sheet = La feuille Qaid : les fautes que le jeu public prouve déjà (deux fois par donne)
