### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.
### Apprendre à jouer : les leçons (lessons/*.json) et « Qu’est-ce que ça veut dire ? ».

## Le menu principal, le menu des leçons, le menu d’une leçon et sa fin

# $state : next (puis $number et $title nomment la leçon suivante), done, none
menu-learn = { $state ->
        [next] Apprendre à jouer : leçon { $number } à suivre, { $title }
        [done] Apprendre à jouer : toutes les leçons sont faites
       *[none] Apprendre à jouer
    }
lessons-title = Apprendre à jouer
# $state : new, next, done, skipped
lessons-item = Leçon { $number } : { $title }{ $state ->
        [next] , à suivre
        [done] , faite
        [skipped] , passée
       *[new] {""}
    }
lessons-planned = Leçon { $number } : { $title }, pas encore là : { $waits }
lessons-skip = { $left ->
        [yes] Passer la leçon { $number }, { $title }
       *[no] Plus aucune leçon à passer
    }
lessons-skipped = Leçon { $number } passée. Ensuite : { $next }
lessons-all-done = toutes les leçons sont faites ou passées.
lessons-not-saved = Vos progrès dans les leçons n’ont pas pu être enregistrés ; ils sont gardés jusqu’à ce que vous quittiez.
lessons-progress-reset = Vos progrès dans les leçons n’ont pas pu être lus : on reprend à la première leçon. L’ancien fichier est gardé sous le nom { $backup }.
lesson-menu-title = Leçon { $number }, { $title }
lesson-menu-resume = Continuer la leçon
lesson-menu-restart = Recommencer la leçon
lesson-menu-practice = Aller à la donne d’entraînement
lesson-menu-skip = Passer cette leçon
lesson-menu-leave = Quitter la leçon
lesson-end-title = Leçon { $number }, { $title }, terminée.
lesson-end-well = Ce qui a bien marché : { $said }
lesson-end-again = À revoir : { $said }
lesson-end-nothing-again = Rien à revoir.
lesson-end-next = Leçon suivante : { $number }, { $title }
lesson-end-practice = Rejouer la donne d’entraînement
lesson-end-repeat = Refaire cette leçon
lesson-end-lessons = Retour aux leçons

## Les étapes d’une leçon : son début, où l’on en est, ce qu’elle attend

lesson-start = Leçon { $number } : { $title }. { $count } étapes, puis une donne d’entraînement.
# W (à qui le tour) pendant une leçon, et le menu de la leçon : l’étape à nouveau
lesson-where = { $practice ->
        [yes] Donne d’entraînement.
       *[no] Étape { $step } sur { $count }.
    }
lesson-wait-tell = { $short ->
        [yes] { $enter } pour continuer.
       *[no] Appuyez sur { $enter } pour continuer ; ici, cela ne joue rien.
    }
lesson-wait-key = Appuyez sur { $key }.
lesson-wait-key-gesture = Appuyez sur { $key } (sur un écran tactile : { $gesture }).
lesson-wait-pick = { $short ->
        [yes] { $enter } sur cette carte.
       *[no] Allez sur cette carte et appuyez sur { $enter }.
    }
lesson-wait-play = { $short ->
        [yes] Jouez { $card }.
       *[no] Jouez { $card } : allez dessus et appuyez sur { $enter }.
    }
lesson-wait-akka = Entamez { $card } en annonçant akka : allez dessus et appuyez sur { $key }.
lesson-wait-sawa = Annoncez sawa : appuyez sur { $key }.
lesson-wait-call = { $short ->
        [yes] Annoncez { $call } : { $key }.
       *[no] Annoncez { $call } : appuyez sur { $key }, ou allez dessus dans vos enchères et appuyez sur { $enter } ; { $tab } passe de votre main à vos enchères.
    }
lesson-wait-free = Jouez la donne jusqu’au bout ; { $hint } donne un indice.
lesson-not-now = Pas maintenant. { $waits }
lesson-reminder = La leçon attend : { $waits }
lesson-other = Permis, mais la leçon demande { $wanted }, pas { $chosen }. { $why } { $waits }
lesson-pick-move = Allez d’abord sur une carte de votre main. { $waits }
lesson-pick-right = Exact : { $card }.
lesson-pick-wrong = Pas { $picked }.
lesson-pick-again = Essayez encore : allez sur une autre carte et appuyez sur { $enter }.
lesson-pick-named = C’est { $card } : allez dessus et appuyez sur { $enter }.
lesson-refused-act = Dans cette leçon : { $waits }
lesson-refused-call = Vous pouvez annoncer : { $calls }. Dans cette leçon : { $waits }
lesson-refused-free = Le choix du robot fort : { $action }. { $reason }
lesson-wait-qaid = Annoncez un Qaid : appuyez sur { $key }, puis choisissez { $accused }, { $crime } du pli { $crime-trick }, { $proof } du pli { $proof-trick }, et « { $yes } ».
lesson-qaid-action = un Qaid contre { $accused } : { $crime } du pli { $crime-trick }, prouvé par { $proof } du pli { $proof-trick }
lesson-qaid-no-mistake = Annoncé ainsi, le Qaid ne serait pas prouvé : le jeu public ne montre aucune faute dans { $crime } du pli { $crime-trick }, et un Qaid non prouvé fait perdre la donne à votre équipe. { $waits }
lesson-qaid-no-proof = Annoncé ainsi, le Qaid ne serait pas prouvé : { $proof } du pli { $proof-trick } ne prouve rien sur { $crime } du pli { $crime-trick }, et un Qaid sans sa preuve fait perdre la donne à votre équipe. { $waits }
# une phrase du bilan, puis la leçon qui l’explique
lesson-see = { $text } La leçon { $number }, { $title }, l’explique.

## Ce qui a bien marché, ce qui est à revoir

lesson-well-finished = Vous avez suivi la leçon jusqu’au bout, donne d’entraînement comprise.
lesson-well-quiz = Vous avez répondu juste du premier coup à chaque question.
lesson-well-keys = Vous avez trouvé chaque touche du premier coup.
lesson-well-no-refusal = Aucune de vos cartes ni de vos enchères n’a été refusée.
lesson-well-no-hints = Vous avez joué sans demander d’indice.
lesson-again-keys = Les touches que vous avez cherchées : { $keys }.
lesson-again-quiz = { $count ->
        [one] Une mauvaise réponse sur l’ordre des cartes.
       *[other] { $count } mauvaises réponses sur l’ordre des cartes.
    }
lesson-again-refused = { $count ->
        [one] Refusé une fois
       *[other] Refusé { $count } fois
    } : { $rule }
lesson-again-other = { $count ->
        [one] Une fois, vous avez choisi une autre carte ou une autre enchère que celle de la leçon : écoutez pourquoi chaque étape demande la sienne.
       *[other] { $count } fois, vous avez choisi une autre carte ou une autre enchère que celle de la leçon : écoutez pourquoi chaque étape demande la sienne.
    }
lesson-again-hints = Vous avez demandé { $count } indices : rejouez la donne d’entraînement, cette fois sans indice.
lesson-practice-result = Dans la donne d’entraînement votre équipe a fait { $tricks ->
        [one] un pli
       *[other] { $tricks } plis
    } : { $bought ->
        [yes] { $won ->
            [yes] elle a pris et fait son contrat.
           *[no] elle a pris et elle est dedans.
        }
       *[no] { $won ->
            [yes] l’autre équipe a pris et elle est dedans.
           *[no] l’autre équipe a pris et fait son contrat.
        }
    }

## Qu’est-ce que ça veut dire ? (la touche sur une carte, une annonce, le contrat ou les combinaisons)

cmd-explain_term = Qu’est-ce que ça veut dire ? La carte ou l’enchère en cours, maintenant
meaning-lesson = La leçon { $number }, { $title }, l’explique.
meaning-order = { $trump ->
        [yes] Les cartes de { $suit }, l’atout, vont de la plus forte à la plus faible : { $ranks }.
       *[no] Les cartes de { $suit } vont de la plus forte à la plus faible : { $ranks }.
    }
meaning-card-buy = Cette carte, { $card }, vaut { $points ->
        [0] zéro point de carte
        [one] un point de carte
       *[other] { $points } points de cartes
    }, sauf si sa couleur devient l’atout.
meaning-card-if-trump = Si un hokum est pris, cette couleur devient l’atout :
meaning-card = Cette carte, { $card }{ $trump ->
        [yes] , un atout,
       *[no] ,
    } vaut { $points ->
        [0] zéro point de carte.
        [one] un point de carte.
       *[other] { $points } points de cartes.
    }
meaning-card-playable = Vous pouvez la jouer maintenant.
meaning-card-refused = Vous ne pouvez pas la jouer maintenant : { $rule } Vous pouvez jouer : { $cards }.
meaning-contract-none = Pas encore de contrat : les enchères en décident. La retourne est { $land } : un hokum maintenant mettrait l’atout à { $suit }.
meaning-contract = { $kind ->
        [sun] { $ashkal ->
            [yes] Un sun par achkal : sans atout, et la retourne est allée au partenaire du preneur.
           *[no] Un sun : sans atout.
        }
       *[hokum] Un hokum : atout { $trump }.
    } La donne compte { $abnat } points de cartes et vaut { $points }. { $buyers ->
        [us] Votre équipe a pris : il lui faut plus que l’autre équipe pour faire son contrat.
       *[them] L’autre équipe a pris : votre équipe la met dedans en faisant plus qu’elle.
    }
meaning-doubled = Contré, fois { $multiplier } : l’équipe qui a le plus prend { $points } points, l’autre seulement sa belote.
meaning-gahwa = Gahwa : qui gagne cette donne gagne la partie.
meaning-locked = Fermé : personne ne peut entamer atout tant qu’il a une autre couleur.
meaning-projects = Les combinaisons sont des suites d’au moins trois cartes d’une couleur (tierce, cinquante, cent), ou quatre as, rois, dames, valets ou dix. Seule l’équipe qui a la meilleure combinaison marque ses combinaisons ; on les annonce avec sa première carte.

## Le lecteur des règles : un titre dit la leçon qui va avec

cmd-reader_lesson = La leçon de cette partie des règles
reader-lesson = La leçon { $number } l’enseigne : { $key }.

## Les leçons à venir


## Leçon 3 : fournir et couper

lesson-follow-title = Fournir et couper
lesson-follow-intro = Dans cette donne, vous apprenez quelles cartes les règles vous laissent jouer. C’est vous qui donnez ; l’adversaire de droite parle en premier et prendra un hokum à cœur.
lesson-follow-buy = Écoutez les enchères : les autres parlent avant vous.
lesson-follow-pass = L’adversaire de droite a annoncé hokum à cœur. Votre main n’est pas assez forte pour prendre à sa place.
lesson-follow-pass-why = Passez : laissez son hokum à l’adversaire de droite.
lesson-follow-suit = On a entamé trèfle, et vous avez du trèfle : vous devez fournir, et jouer un trèfle. Toute autre carte serait refusée.
lesson-follow-suit-why = L’as de trèfle fait déjà ce pli : gardez votre roi, et jouez votre petit trèfle.
lesson-follow-cut = On a entamé pique, et vous n’avez pas de pique. Votre partenaire ne tient pas le pli : vous devez couper, avec un atout, un cœur. Un petit suffit, personne n’a encore coupé.
lesson-follow-cut-why = Le sept de cœur fait le pli : un atout bat toute carte d’une autre couleur.
lesson-follow-lead = Vous avez fait le pli avec votre atout : vous entamez le suivant, avec la carte de votre choix.
lesson-follow-lead-why = Entamez un petit carreau : votre partenaire pourra peut-être faire le pli.
lesson-follow-partner = Votre partenaire entame l’as de pique, le plus fort des piques, et l’adversaire de gauche a fourni un pique. Vous n’avez pas de pique. Dans les règles saoudiennes de tous les jours, quand aucune carte de sa couleur ne peut battre la carte de votre partenaire, vous êtes libre : vous pouvez jouer n’importe quelle carte sans couper. La règle ne regarde que la couleur : l’adversaire de droite, après vous, pourrait encore couper l’as s’il n’avait pas de pique.
lesson-follow-partner-why = Donnez des points à votre partenaire : le dix de carreau vaut 10, et seul un atout de l’adversaire de droite pourrait prendre ce pli.
lesson-follow-overtrump = L’adversaire de gauche n’a pas de pique non plus et a coupé avec le roi de cœur. Quand le pli contient un atout et que vous en avez un plus fort, vous devez le jouer : surcouper. Votre neuf de cœur bat le roi ; votre dame, non.
lesson-follow-overtrump-why = À l’atout, seul le neuf de cœur est plus fort que le roi.
lesson-follow-ksa = Nous laissons cette donne ici. Voici le même genre de pli selon les autres règles du jeu : KSA, les règles de tournoi de la fédération saoudienne, et non les règles saoudiennes de tous les jours jouées jusqu’ici. Une nouvelle donne : votre partenaire parle en premier et prend un hokum à pique.
lesson-follow-ksa-buy = Votre partenaire a annoncé hokum à pique. Passez, et laissez-le-lui.
lesson-follow-ksa-cut = Votre partenaire entame l’as de cœur, le plus fort des cœurs, et vous n’avez pas de cœur. Dans les règles saoudiennes de tous les jours, vous pourriez jouer n’importe quoi. Dans les règles KSA, vous devez couper quand même, même sur votre partenaire.
lesson-follow-ksa-cut-why = Dans les règles KSA, sans la couleur demandée on coupe toujours : le huit de pique est votre plus petit atout.
lesson-follow-summary = En résumé : fournissez à la couleur demandée quand vous le pouvez. Sinon, coupez, et surcoupez quand le pli contient un atout, sauf, dans les règles saoudiennes de tous les jours, si aucune carte de sa couleur ne peut battre la carte de votre partenaire. Après une carte refusée, { $why-key } dit la règle entière ; { $question } explique la carte en cours.
lesson-follow-practice = Donne d’entraînement : l’adversaire de droite prend un hokum, et vous jouez toute la donne contre les robots.

## Leçon 1 : les touches

lesson-keys-title = Les touches
lesson-keys-intro = Cette leçon vous apprend les touches du jeu, une à la fois. Une donne a commencé : c’est vous qui donnez, et vous tenez vos cinq premières cartes. La leçon attend votre touche à chaque étape ; rien ici ne se joue contre la montre.
lesson-keys-next = Votre main se lit carte par carte. Vous êtes sur votre première carte ; { $key } passe à la suivante et la dit.
lesson-keys-previous = { $key } revient d’une carte.
lesson-keys-suit = Vos cartes sont rangées par couleur, de la plus faible à la plus forte. { $key } saute à la première carte de la couleur suivante, et { $key-up } à la couleur d’avant.
lesson-keys-last = { $key } va à votre dernière carte, et { $key-home } à la première.
lesson-keys-hand = { $key } lit toute votre main, couleur par couleur.
lesson-keys-one-suit = Les touches 1 à 4 lisent une couleur et y mettent le curseur : { $key-spades } pour pique, { $key } pour cœur, { $key-diamonds } pour carreau, { $key-clubs } pour trèfle. Écoutez vos cœurs.
lesson-keys-land = Avant les enchères, une carte est retournée, visible de tous : la retourne. { $key } la dit.
lesson-keys-turn = { $key } dit à qui c’est le tour. Pendant une leçon, elle redit aussi l’étape, si vous l’avez manquée.
lesson-keys-buy = Voici les enchères : les autres parlent avant vous, car c’est vous qui donnez. Écoutez.
lesson-keys-calls = À vous d’annoncer. Vos enchères sont dans une liste, et vous êtes sur la première ; { $key-next } avance dans la liste. { $key } dit ce que fait l’enchère en cours.
lesson-keys-pass = Chaque enchère a aussi sa propre touche : { $key-pass } passe, { $key-hokum } annonce hokum, { $key-sun } sun. Passez maintenant.
lesson-keys-pass-why = Dans cette leçon vous passez : l’adversaire de droite garde le hokum.
lesson-keys-contract = Les enchères sont terminées et les cartes se jouent. { $key } dit le contrat : ce qui a été pris, et par qui.
lesson-keys-trick = { $key } dit les cartes du pli en cours, et qui le tient.
lesson-keys-question = { $key } explique la carte ou l’enchère en cours : ce qu’elle vaut, et si vous pouvez la jouer maintenant. Elle marche à toutes les tables.
lesson-keys-hint = { $key } donne un indice : la carte que jouerait le robot fort, et pourquoi.
lesson-keys-play = { $enter } joue la carte en cours. L’as de carreau de votre partenaire tient ce pli.
lesson-keys-play-why = Votre partenaire fait ce pli : donnez-lui votre dix, qui vaut 10 points.
lesson-keys-everywhere = Quelques touches marchent partout : { $key-stop } arrête la voix, { $key-repeat } redit le dernier message, { $key-history } remonte dans les messages, { $key-missed } dit ce que vous avez manqué, et { $key-list } donne la liste des touches. { $escape } ouvre le menu du jeu ; pendant une leçon, celui de la leçon : recommencer, passer ou quitter.
lesson-keys-practice = Donne d’entraînement : jouez toute une donne contre les robots, avec les touches que vous avez apprises.

## Leçon 2 : l’ordre et la valeur des cartes

lesson-order-title = L’ordre et la valeur des cartes
lesson-order-intro = Les cartes ne vont pas dans l’ordre de la plupart des jeux. En sun, et dans toute couleur qui n’est pas l’atout, elles vont de la plus forte à la plus faible : as, dix, roi, dame, valet, neuf, huit, sept. Le dix est au-dessus du roi.
lesson-order-plain = Une question. Vous avez trois cœurs : lequel est le plus fort ? { $hand } lit votre main, 2 vos cœurs.
lesson-order-plain-why = Le dix de cœur bat tous les cœurs sauf l’as : as, dix, roi, dame, valet, neuf, huit, sept.
lesson-order-abnat = Les plis que vous faites comptent en points de cartes : as 11, dix 10, roi 4, dame 3, valet 2 ; neuf, huit et sept rien. Quelle carte de votre main vaut le plus de points ?
lesson-order-abnat-why = L’as vaut 11, le dix 10, le roi 4, et le sept rien.
lesson-order-pass = Voici les enchères : vous parlez en premier. Votre main n’est pas assez forte pour prendre.
lesson-order-pass-why = Dans cette leçon vous passez, et l’adversaire de droite prend.
lesson-order-pass-again = L’adversaire de droite a annoncé hokum : pique, la couleur de la retourne, serait l’atout. Passez encore.
lesson-order-trump = L’adversaire de droite garde le hokum : l’atout est pique, et vous avez maintenant huit cartes. À l’atout, l’ordre change : valet, neuf, as, dix, roi, dame, huit, sept. Le valet d’atout vaut 20 points de cartes et le neuf 14. Avec les 10 du dix de der, une donne en hokum compte 162 points de cartes, en sun 130.
lesson-order-trump-pick = Lequel de vos piques, vos atouts, est le plus fort maintenant ? 1 lit vos piques.
lesson-order-trump-why = À l’atout, le neuf ne cède qu’au valet : valet, neuf, as, dix, roi, dame, huit, sept.
lesson-order-lead = Vous entamez le premier pli, comme premier à parler. Entamez votre as de carreau, le carreau le plus fort, et écoutez.
lesson-order-lead-why = L’as de carreau est la carte la plus forte de sa couleur.
lesson-order-cut = L’adversaire de droite n’avait pas de carreau et a coupé avec le sept de pique, le plus petit atout, et a pris votre as : un atout bat toute carte d’une autre couleur.
lesson-order-practice = Donne d’entraînement : jouez toute une donne contre les robots. { $question } dit ce que vaut la carte en cours.

## Leçon 4 : les enchères

lesson-buying-title = Les enchères
lesson-buying-intro = Avant de jouer les cartes, viennent les enchères : chacun à son tour annonce ou passe, en commençant à droite du donneur. On prend sur la retourne. Dans cette leçon vous annoncez dans cinq donnes, chaque fois avec une main faite pour l’enchère, et le robot fort dit pourquoi.
lesson-buying-hokum = Hokum, c’est prendre avec la couleur de la retourne pour atout, et vous prenez la retourne. Vous avez le valet et le neuf de pique, les deux meilleurs atouts, et la retourne est un pique. Le robot fort annoncerait { $bot-call } : { $bot }
lesson-buying-hokum-why = Le valet et le neuf de pique, avec l’as, font un bon hokum à pique.
lesson-buying-confirm = Les autres ont passé : personne n’a changé votre hokum en sun ni ne l’a contré. Confirmez-le, ou passez-le en sun. Le robot fort annoncerait { $bot-call } : { $bot }
lesson-buying-confirm-why = Votre force est dans les atouts : gardez le hokum.
lesson-buying-sun = Nous laissons cette donne avant qu’elle se joue : une nouvelle donne. Le sun prend sans aucun atout, et clôt les enchères aussitôt ; une donne en sun vaut 26 points, en hokum 16. Vous avez trois as et deux dix. Le robot fort annoncerait { $bot-call } : { $bot }
lesson-buying-sun-why = Les as et les dix font les plis quand il n’y a pas d’atout.
lesson-buying-ashkal-intro = Une nouvelle donne, et c’est vous qui donnez : vous parlez en dernier. Écoutez les autres.
lesson-buying-ashkal = L’achkal est aussi un sun, mais la retourne va à votre partenaire, et vous prenez trois cartes neuves. Seuls le donneur et le joueur placé avant lui peuvent l’annoncer. La retourne est un petit cœur, inutile en sun, et votre main est un bon sun. Le robot fort annoncerait { $bot-call } : { $bot }
lesson-buying-ashkal-why = Une bonne main de sun : la petite retourne va à votre partenaire.
lesson-buying-qablak-intro = Une nouvelle donne : vous parlez en premier, avec une main de sun. Dans cette leçon, passez d’abord, pour voir ce que fait le qablak.
lesson-buying-qablak-pass-why = Passez, pour que le joueur suivant puisse prendre avant vous.
lesson-buying-qablak = L’adversaire de droite, qui parle après vous, a annoncé sun. Comme vous avez parlé avant lui, vous pouvez prendre le sun avant lui : qablak. Le contrat est à vous. Le robot fort annoncerait { $bot-call } : { $bot }
lesson-buying-qablak-why = Avec vos as et vos dix, le sun est mieux entre vos mains.
lesson-buying-second-intro = Une nouvelle donne : vous parlez en premier. La retourne est un cœur, et vous n’avez pas de cœur : passez. Le robot fort annoncerait { $bot-call } : { $bot }
lesson-buying-second-pass-why = Vos cartes sont à carreau, pas à cœur, la couleur de la retourne.
lesson-buying-second = Tout le monde a passé : les enchères font un second tour. Vous pouvez maintenant annoncer un second hokum : un hokum dans une couleur que vous nommez, toute autre que celle de la retourne. Le robot fort annoncerait { $bot-call } : { $bot }
lesson-buying-second-why = Cinq carreaux avec le valet et le neuf : un bon hokum à carreau.
lesson-buying-second-confirm = Personne ne l’a pris ni contré : confirmez votre second hokum.
lesson-buying-second-suit = Nommez maintenant l’atout. Le robot fort annoncerait { $bot-call } : { $bot }
lesson-buying-second-suit-why = Le carreau est votre longue couleur, avec le valet et le neuf.
lesson-buying-summary = En résumé : hokum dans la couleur de la retourne quand vous en avez les meilleurs atouts ; sun avec des as et des dix ; achkal, pour les deux derniers à parler, quand la retourne ne vous sert pas ; qablak pour prendre un sun annoncé par le joueur suivant ; un second hokum, dans une autre couleur, quand les enchères refont un tour. Passez quand votre main est faible. { $question } sur une enchère de votre liste dit ce qu’elle veut dire maintenant.
lesson-buying-practice = Donne d’entraînement : vous parlez en premier. Prenez, ou passez, selon votre main ; { $hint } dit ce qu’annoncerait le robot fort.

## Leçon 5 : les combinaisons et la belote

lesson-projects-title = Les combinaisons et la belote
lesson-projects-intro = Certaines mains valent des points avant même de jouer une carte : les combinaisons, et la belote. Vous parlez en premier, et les enchères vous attendent pendant que nous regardons vos cartes.
lesson-projects-buy = Vous avez le valet, le neuf et le roi de cœur, et la retourne est un cœur : prenez un hokum.
lesson-projects-buy-why = Vos cœurs sont forts : prenez le hokum à cœur.
lesson-projects-confirm = Personne ne l’a pris : confirmez votre hokum.
lesson-projects-yours = Vous avez maintenant huit cartes. { $key } dit les combinaisons : les vôtres aussi, tant que le jeu ne les a pas annoncées.
lesson-projects-kinds = Une combinaison est une suite de cartes d’une couleur : trois qui se suivent font une tierce, quatre un cinquante, cinq ou plus un cent ; quatre as, rois, dames, valets ou dix font aussi un cent, et en sun quatre as font quatre cents. Une suite respecte l’ordre naturel : sept, huit, neuf, dix, valet, dame, roi, as. En hokum une tierce vaut 2 points, un cinquante 5, un cent 10 ; en sun deux fois plus.
lesson-projects-lead = Le jeu annonce vos combinaisons avec votre première carte. Entamez le valet de cœur, le meilleur atout, et écoutez.
lesson-projects-lead-why = Le valet d’atout est imbattable : il fait tomber les atouts des autres.
lesson-projects-battle = L’adversaire de gauche a aussi annoncé une tierce. Seule l’équipe qui a la meilleure combinaison marque : la plus longue suite gagne, et entre deux tierces, la plus haute. La vôtre monte au roi, la leur au neuf : la nôtre compte, et le jeu a montré ses cartes.
lesson-projects-nine = Entamez maintenant le neuf de cœur : le valet parti, c’est le meilleur atout.
lesson-projects-nine-why = Le valet joué, le neuf de cœur est le meilleur atout qui reste.
lesson-projects-baloot = Vous avez aussi le roi et la dame d’atout : c’est la belote, 2 points pour votre équipe. Elle s’annonce quand la seconde des deux est jouée, elle compte même quand les combinaisons de l’autre équipe gagnent, et elle n’est jamais contrée ni perdue.
lesson-projects-king = Entamez le roi de cœur : personne n’a plus de cœur.
lesson-projects-king-why = Votre roi de cœur est maintenant le meilleur atout qui reste.
lesson-projects-queen = Maintenant la dame de cœur, et écoutez.
lesson-projects-queen-why = La dame est la seconde carte de votre belote.
lesson-projects-summary = En résumé : les suites de trois, quatre, cinq cartes d’une couleur, et les carrés, sont des combinaisons ; seules celles de la meilleure équipe comptent. Le roi et la dame d’atout font la belote, 2 points, toujours à vous. { $key-projects } dit les combinaisons à tout moment.
lesson-projects-practice = Donne d’entraînement : écoutez les combinaisons quand les premières cartes se jouent ; { $key-projects } les dit.

## Leçon 6 : compter une donne

lesson-counting-title = Compter une donne
lesson-counting-intro = Dans cette leçon vous jouez vous-même toute une donne, puis nous la comptons ensemble, pas à pas. L’adversaire de droite parle en premier et annoncera hokum.
lesson-counting-play = Jouez la donne : prenez ou passez comme vous voulez, et jouez vos cartes. { $hint } donne un indice à tout moment.
lesson-counting-abnat = D’abord, les points de cartes des plis. { $buyers ->
        [us] Votre équipe a pris : elle a fait { $buyer-abnat }, et l’autre équipe { $defence-abnat }.
       *[them] L’autre équipe a pris : elle a fait { $buyer-abnat }, et votre équipe { $defence-abnat }.
    } Le dix de der ajoute 10 : une donne en { $kind ->
        [sun] sun compte 130 en tout.
       *[hokum] hokum compte 162 en tout.
    }
lesson-counting-convert = { $outcome ->
        [kaboot] Une équipe a fait tous les plis : un capot. Rien n’est converti : le capot vaut { $kind ->
            [sun] 44 points.
           *[hokum] 25 points.
        }
       *[other] Puis les points de cartes deviennent des points. Seuls ceux de l’équipe qui défend sont convertis : { $kind ->
            [sun] en sun, on arrondit à la dizaine la plus proche, un total en 5 restant tel quel, on double, et on divise par dix : { $defence-abnat } donne { $defence-card-points }.
           *[hokum] en hokum, on divise par dix, un reste au-dessus de 5 comptant un de plus : { $defence-abnat } donne { $defence-card-points }.
        } Les preneurs ont le reste de { $full } : { $buyer-card-points }.
    }
lesson-counting-verdict = On ajoute les combinaisons et la belote : les preneurs ont { $buyer-total }, les défenseurs { $defence-total }. { $multiplier ->
        [1] { $outcome ->
            [made] Les preneurs ont plus : ils font leur contrat, et chaque équipe marque ses propres points.
            [equal] Totaux égaux : chaque équipe garde ses propres points.
            [fell] Les défenseurs ont plus : les preneurs sont dedans. Les défenseurs marquent les { $full } et leurs combinaisons ; les preneurs seulement leur belote.
           *[other] Le capot va à l’équipe qui a fait tous les plis.
        }
       *[other] La donne était contrée : l’équipe qui a le plus prend { $doubled-full } points, et l’autre seulement sa belote.
    } Cette donne : nous { $us-points }, eux { $them-points }.
lesson-counting-doubled = Si la donne avait été contrée, rien ne serait partagé : l’équipe au total le plus haut prendrait { $full } fois 2 et les combinaisons, et l’autre seulement sa belote ; un surcontre prend trois fois, un quadruple quatre fois, et la gahwa gagne la partie. La leçon 7 apprend les contres.
lesson-counting-sun = En sun la donne compte 130 points de cartes et vaut 26 ; pour convertir, on arrondit à la dizaine la plus proche, un total en 5 restant tel quel, on double, et on divise par dix : 65 donne 13, 63 donne 12, 67 donne 14. La première équipe à 152 points gagne la partie.
lesson-counting-practice = Donne d’entraînement : jouez-la, et comptez-la vous-même avant que le jeu dise le résultat ; { $key-score } dit ensuite le détail de la donne.

## Leçon 7 : les contres

lesson-doubling-title = Les contres, jusqu’à la gahwa
lesson-doubling-intro = Un joueur de l’autre équipe peut contrer un hokum : la donne vaut deux fois plus. Le preneur peut répondre par un surcontre, celui qui a contré par un quadruple, et le preneur par une gahwa : qui gagne cette donne-là gagne la partie. Vous parlez en premier ; les enchères vous attendent.
lesson-doubling-pass = Passez d’abord : l’adversaire de droite annoncera hokum, atout trèfle.
lesson-doubling-pass-why = Dans cette leçon vous passez, pour répondre au hokum de l’adversaire de droite.
lesson-doubling-double = L’adversaire de droite a annoncé hokum à trèfle, et vous avez le neuf et le dix de trèfle et deux as : contrez. Un contre est ouvert ou fermé. Fermé, personne ne peut entamer atout tant qu’il a une autre couleur : le preneur ne peut pas faire tomber vos atouts tout de suite. Le choix du robot fort : { $bot-call }. { $bot }
lesson-doubling-double-why = Vos atouts et vos as peuvent battre le preneur ; fermé, vos atouts sont à l’abri.
lesson-doubling-locked = L’adversaire de droite a refusé de surcontrer : la donne vaut deux fois plus, et elle est fermée. Vous entamez, et vous avez du trèfle, l’atout : vous ne pouvez pas l’entamer tant que vous avez une autre couleur. Essayez si vous voulez : le jeu le refuse.
lesson-doubling-lead = Entamez l’as de pique.
lesson-doubling-lead-why = Fermé : entamez une autre couleur ; votre as de pique est la meilleure carte de sa couleur.
lesson-doubling-ladder = Une nouvelle donne. Cette fois, vous prenez, et l’enjeu monte jusqu’à la gahwa.
lesson-doubling-hokum = Vous avez cinq carreaux, avec le valet et le neuf, et la retourne est un carreau : annoncez hokum.
lesson-doubling-hokum-why = Cinq carreaux avec le valet et le neuf : un bon hokum.
lesson-doubling-triple = L’adversaire de gauche a contré, ouvert. Vous pouvez répondre par un surcontre, trois fois les points, ou refuser. Un surcontre est toujours ouvert. Le choix du robot fort : { $bot-call }. { $bot }
lesson-doubling-triple-why = Six atouts avec le valet et le neuf : vous pouvez monter l’enjeu.
lesson-doubling-gahwa = L’adversaire de gauche a répondu par un quadruple, ouvert : quatre fois les points. Votre dernière réponse est la gahwa : qui gagne cette donne gagne la partie, quel que soit le score. Le choix du robot fort : { $bot-call }. { $bot }
lesson-doubling-gahwa-why = Avec tous les atouts sauf deux, cette donne est à vous : la gahwa vous donne la partie avec elle.
lesson-doubling-summary = En résumé : un contre, puis surcontre, quadruple et gahwa, chacun par l’autre camp ; un contre et un quadruple sont ouverts ou fermés, un surcontre et une gahwa toujours ouverts. Un sun ne peut être contré que si les preneurs ont plus de 100 points et les autres moins de 100, et rien ne va au-dessus de ce contre. { $question } sur le contrat dit ce qu’il vaut maintenant.
lesson-doubling-practice = Donne d’entraînement : toute une donne contre les robots ; écoutez leurs contres, et contrez quand vos atouts peuvent battre le preneur.

## Leçon 8 : akka et sawa (règles KSA)

lesson-ksa-calls-title = Akka, sawa et le Qaid (règles KSA)
lesson-ksa-calls-intro = Les règles KSA ont deux annonces à elles, faites en entamant un pli : akka, et sawa. Vous parlez en premier, avec une main faite pour un hokum à pique.
lesson-ksa-calls-buy = Vous avez le valet et le neuf de pique, et la retourne est le sept de pique : prenez un hokum.
lesson-ksa-calls-buy-why = Les deux meilleurs atouts : prenez le hokum à pique.
lesson-ksa-calls-lead = Personne n’a contré. Vous avez pris la retourne et vous avez quatre atouts, dont le valet et le neuf. Entamez l’as de cœur : c’est le plus fort des cœurs, et dans ce hokum seul un atout pourrait le prendre.
lesson-ksa-calls-lead-why = L’as est le cœur le plus fort : seul un atout pourrait prendre le pli.
lesson-ksa-calls-akka = L’as de cœur est tombé : votre dix de cœur est maintenant le plus fort cœur qui reste. Entamez-le en annonçant akka : vous dites à la table que c’est la plus forte carte qui reste dans sa couleur, et votre partenaire n’a pas besoin de chercher à faire le pli. Akka ne s’annonce qu’en hokum, sur une carte d’une couleur qui n’est pas l’atout, en entamant.
lesson-ksa-calls-akka-why = Le dix est maintenant le plus fort cœur qui reste : entamez-le en annonçant akka, pas en le jouant simplement.
lesson-ksa-calls-sawa = Comptez vos cartes : le valet, le neuf, l’as et le sept de pique, et l’as et le dix de carreau. Entamez vos atouts et les quatre atouts des autres tombent sous votre valet et votre neuf ; puis votre as et votre sept de pique, et votre as et votre dix de carreau, font aussi leur pli. Chaque pli qui reste est sûr : réclamez-les tous d’un coup avec sawa.
lesson-ksa-calls-sawa-why = Chaque pli qui reste est à vous à coup sûr : réclamez-les avec sawa.
lesson-ksa-calls-qaid-intro = Donne suivante : une table Qaid. Une carte qui enfreint une règle y est jouée comme une autre, et l’autre équipe peut la relever en annonçant un Qaid, dès qu’une carte jouée ensuite le prouve. Vous parlez en premier, avec encore une main faite pour un hokum à pique.
lesson-ksa-calls-qaid-buy = Prenez de nouveau un hokum : vous avez le valet et le neuf de pique, et la retourne est le sept de pique.
lesson-ksa-calls-qaid-lead = Entamez l’as de cœur, et écoutez ce que l’adversaire de droite joue dessus.
lesson-ksa-calls-qaid-seen = L’adversaire de droite a joué le sept de trèfle sur votre as de cœur. Si cet adversaire a encore un cœur, c’est une faute : il faut fournir à la couleur demandée. Personne ne voit son jeu : un Qaid a besoin de sa preuve, un cœur joué plus tard par cet adversaire, que toute la table entend. Annoncé maintenant, il n’en aurait aucune. Continuez : entamez l’as de carreau.
lesson-ksa-calls-qaid-diamond-why = L’as est le carreau le plus fort : seul un atout pourrait prendre le pli.
lesson-ksa-calls-qaid-wait = L’adversaire de droite a fourni le sept de carreau : un carreau ne dit rien des cœurs, il ne prouve donc rien encore. Entamez le roi de cœur et écoutez de nouveau.
lesson-ksa-calls-qaid-wait-why = Un cœur entamé oblige l’adversaire de droite à fournir du cœur : s’il en joue un, cela prouve la faute du premier pli.
lesson-ksa-calls-qaid-call = L’adversaire de droite a joué le huit de cœur : cet adversaire avait donc un cœur au premier pli, en jouant le sept de trèfle sur du cœur. Le jeu public le prouve : annoncez un Qaid. Les étapes : l’adversaire, sa carte et son pli, la carte qui le prouve, puis la question ; { $escape } revient d’une étape.
lesson-ksa-calls-qaid-call-why = Le huit de cœur du pli 3 prouve que l’adversaire de droite avait un cœur en jouant le sept de trèfle au pli 1.
lesson-ksa-calls-locked-intro = Dernière donne, de nouveau à une table Qaid : cette fois la faute est un atout entamé dans un jeu fermé. Vous donnez ; l’adversaire de droite parle donc en premier et entame le premier pli.
lesson-ksa-calls-locked-buy = Les autres ont passé. Vous avez le valet et le neuf de pique, et la retourne est le huit de pique : prenez un hokum.
lesson-ksa-calls-locked-decline = L’adversaire de droite a contré et fermé le jeu : personne ne peut entamer atout tant qu’il a une carte d’une autre couleur. Refusez le surcontre : la donne reste contrée et fermée.
lesson-ksa-calls-locked-decline-why = Un triple rouvrirait le jeu : refusez-le, et le jeu reste fermé.
lesson-ksa-calls-locked-seen = L’adversaire de droite a entamé le sept de pique, un atout, dans ce jeu fermé. Si cet adversaire a une carte d’une autre couleur, l’entame a enfreint le jeu fermé, et une carte d’une autre couleur qu’il joue plus tard le prouve. Faites le pli avec le valet de pique.
lesson-ksa-calls-locked-jack-why = Le valet est l’atout le plus fort : il fait le pli.
lesson-ksa-calls-locked-call = L’adversaire de droite a joué le huit de cœur : cet adversaire avait donc un cœur au premier pli, en entamant le sept de pique dans un jeu fermé. Le jeu public le prouve : annoncez un Qaid sur son sept de pique, avec le huit de cœur comme preuve.
lesson-ksa-calls-locked-call-why = Le huit de cœur du pli 2 prouve que l’adversaire de droite avait un cœur en entamant le sept de pique, un atout, au pli 1.
lesson-ksa-calls-summary = En résumé : akka, en entamant en hokum une carte d’une couleur qui n’est pas l’atout, dit qu’elle est la plus forte qui reste dans sa couleur ; sawa, en entamant, réclame tous les plis qui restent quand ils sont sûrs ; et à une table Qaid, un Qaid relève une carte qui a enfreint une règle, dès qu’une carte jouée ensuite le prouve : prouvé, la donne va à votre équipe ; non prouvé, à l’autre équipe. { $hint } dit quand le robot fort les annoncerait.
lesson-ksa-calls-practice = Donne d’entraînement selon les règles KSA : écoutez les akka et les sawa, et annoncez-les quand vous le pouvez.
