### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Écrans, menus et réglages

app-title = Baloot Audio
app-ready = Baloot Audio. { $screen }
menu-position = { $item }, { $position } sur { $count }
menu-main = Menu principal
menu-new-match = Nouvelle partie
menu-rules = Règles
menu-keys = Touches
menu-settings = Réglages
menu-quit = Quitter
menu-back = Retour
menu-resume = Reprendre la partie
menu-leave-match = Quitter la partie
menu-game = Menu du jeu
goodbye = Au revoir.

setup-title = Nouvelle partie
setup-preset = Règles : { $value }
setup-length = Longueur de la partie : { $value }
setup-partner = Partenaire : { $value }
setup-opponents = Adversaires : { $value }
setup-start = Commencer la partie
preset-saudi = saoudiennes
preset-ksa = de tournoi de la fédération (KSA)
preset-belote = belote
length-points = { $points } points
bot-basic = joueur régulier
bot-random = débutant (cartes au hasard)

settings-title = Réglages
setting-speech = Parole : { $value }
speech-auto = automatique
speech-screen_reader = lecteur d’écran
speech-builtin = voix intégrée
speech-none = coupée
speech-now = La parole passe maintenant par { $name }.
speech-lost = La voix ne répondait plus. La parole passe maintenant par { $name }.
speech-output-none = aucune sortie vocale
setting-bot-pause = Pause entre les coups des autres joueurs : { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
setting-sounds = Sons : { $value }
setting-volume = Volume des sons : { $percent } pour cent
setting-text-size = Taille du texte : { $size }
setting-direction = Sens du jeu à l’écran : { $value }
direction-counterclockwise = sens inverse des aiguilles d’une montre (saoudien)
direction-clockwise = sens des aiguilles d’une montre
setting-rebind = Changer les touches
setting-reset-keys = Rétablir les touches par défaut
keys-restored = Touches par défaut rétablies.
on = oui
off = non
text-size-now = Taille du texte { $size }.

rebind-title = Changer les touches : choisissez une commande
rebind-entry = { $description } : { $keys }
rebind-prompt = Appuyez sur la nouvelle touche pour { $description }, ou sur Échap pour annuler.
rebind-done = { $description } : maintenant { $keys }.
rebind-conflict = { $key } sert déjà à { $other }. Rien n’a changé.
rebind-cancelled = Annulé.

keys-title = { $gestures ->
        [yes] Touches et gestes
       *[no] Touches
    }
keys-sections-how = En sections : Gauche et Droite vont à la précédente ou à la suivante
keys-sections-short = Gauche, Droite : sections
keys-section = { $section } : { $count ->
        [one] { $count } touche
       *[other] { $count } touches
    }
rules-title = Règles

table-title = La table
table-zone-hand = Votre main
table-zone-calls = Vos enchères
table-waiting = On attend les autres.
table-screen = { $contract }. { $turn }

round-end-title = Fin de la donne
round-end-next = Donne suivante
match-end-title = Fin de la partie
match-end-menu = Retour au menu principal
match-end-lobby = Retour au salon
match-end-again = Rejouer une partie

history-empty = Pas encore de message.
history-top = Début de l’historique.

## Chaque touche reçoit une réponse

# une touche qui ne fait rien ici
key-nothing-here = Rien ici.
# une touche dont la commande ne fait rien sur cet écran ou en ce moment
key-not-now = { $command } : pas maintenant.
menu-no-match = Aucun élément ne commence par { $letter }.
menu-no-value = Rien à changer ici.
main-menu-escape = Vous êtes au menu principal. Pour quitter, allez à { $quit } avec { $last }, puis appuyez sur { $select }.
table-no-card = Aucune carte sélectionnée.
setting-refusals = Touche refusée : { $value }
refusals-words = dire pourquoi
refusals-sound = le son seulement

## Libellés de l’écran (seulement affichés)

label-score = Nous { $us }  Eux { $them }
label-turned-card = Retourne
label-contract = { $contract }
label-trick = Pli { $number }
label-hand = Votre main
label-status = { $text }
label-turn = ▶ { $seat }
label-cards-count = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }

## Langue (le nom de chaque langue s’écrit dans cette langue)

setting-language = Langue : { $value }
setting-address = Accords (féminin ou masculin) : { $value }
address-feminine = au féminin (vous êtes inscrite)
address-masculine = au masculin (vous êtes inscrit)
address-unspecified = non précisés (tournures neutres)

setting-memory-aids = Aide-mémoire (cartes jouées dans une couleur, points des cartes jusqu’ici) : { $value }
setting-gestures = Gestes tactiles dans la liste des touches et les leçons : { $value }
setting-turn-timer = Chronomètre contre les robots : { $value }
timer-off = coupé
timer-relaxed = détendu (45 secondes par carte, 36 par enchère)
timer-tournament = tournoi (15 secondes par carte, 12 par enchère)
speech-output-name = { $output ->
       *[other] { $name }
    }
