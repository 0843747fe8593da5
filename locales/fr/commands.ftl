### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Commandes : ce que fait chaque touche (lu par l’écran des touches et les règles)

cmd-stop_speech = Arrêter la parole
cmd-repeat_last = Répéter le dernier message
cmd-history_previous = Message précédent de l’historique
cmd-history_next = Message suivant de l’historique
cmd-history_first = Premier message de l’historique
cmd-history_last = Dernier message de l’historique
cmd-text_bigger = Agrandir le texte
cmd-text_smaller = Réduire le texte
cmd-keys_help = Liste des touches
cmd-menu_up = Élément précédent
cmd-menu_down = Élément suivant
cmd-menu_left = Valeur précédente d’un réglage
cmd-menu_right = Valeur suivante d’un réglage
cmd-menu_first = Premier élément
cmd-menu_last = Dernier élément
cmd-menu_select = Choisir l’élément
cmd-menu_back = Retour
cmd-card_previous = Carte précédente
cmd-card_next = Carte suivante
cmd-suit_previous = Couleur précédente
cmd-suit_next = Couleur suivante
cmd-card_first = Première carte
cmd-card_last = Dernière carte
cmd-play = Jouer la carte, ou choisir l’enchère
cmd-switch_zone = Passer de votre main à vos enchères
cmd-explain_refusal = Pourquoi ma carte a-t-elle été refusée ?
cmd-explain_call = Ce que fait l’enchère sélectionnée
cmd-ask_hand = Lire toute ma main
cmd-ask_spades = Mes piques
cmd-ask_hearts = Mes cœurs
cmd-ask_diamonds = Mes carreaux
cmd-ask_clubs = Mes trèfles
cmd-ask_trick = Le pli en cours
cmd-ask_score = Le score de la partie
cmd-ask_turn = À qui de jouer ?
cmd-ask_tricks = Plis faits par chaque équipe dans cette donne
cmd-ask_calls = Les enchères de cette donne
cmd-ask_contract = Le contrat
cmd-ask_projects = Les combinaisons déclarées
cmd-ask_land = La retourne
cmd-table_menu = Menu du jeu (réglages, touches, quitter la partie)
cmd-akka = Entamer la carte en annonçant akka
cmd-sawa = Réclamer tous les plis restants (sawa)
cmd-call_pass = Passer
cmd-call_hokum = Annoncer hokum
cmd-call_sun = Annoncer sun
cmd-call_ashkal = Annoncer achkal
cmd-call_qablak = Prendre le sun en premier (qablak)
cmd-call_confirm = Confirmer le hokum
cmd-call_to_sun = Changer le hokum en sun
cmd-call_double = Contrer (ouvert)
cmd-call_double_locked = Contrer (fermé)
cmd-call_triple = Surcontrer
cmd-call_four = Quadruple (ouvert)
cmd-call_four_locked = Quadruple (fermé)
cmd-call_gahwa = Gahwa
cmd-call_decline = Refuser
cmd-call_take = Prendre (belote)
cmd-call_boshat = Bochat
cmd-call_hokum2 = Hokum au second tour
cmd-call_suit_spades = Nommer pique atout
cmd-call_suit_hearts = Nommer cœur atout
cmd-call_suit_diamonds = Nommer carreau atout
cmd-call_suit_clubs = Nommer trèfle atout
cmd-reader_next_paragraph = Paragraphe suivant
cmd-reader_previous_paragraph = Paragraphe précédent
cmd-reader_next_heading = Titre suivant
cmd-reader_previous_heading = Titre précédent
cmd-reader_top = Début des règles
cmd-reader_bottom = Fin des règles
cmd-reader_read_all = Tout lire à partir d’ici
cmd-reader_where = Où suis-je ?
cmd-reader_search = Chercher un mot
cmd-reader_search_next = Résultat suivant
cmd-reader_search_previous = Résultat précédent
cmd-reader_back = Retour au menu

context-global = Partout
context-menu = Dans les menus
context-table = À la table
context-bidding = Pendant les enchères
context-reader = Dans les règles

## Gestes sur écran tactile (Android : deux doigts ; iPhone : trois doigts)

gesture-fingers = { $fingers ->
        [2] { $gesture } à deux doigts
        [3] { $gesture } à trois doigts
       *[other] { $gesture } à { $fingers } doigts
    }
gesture-tap = toucher
gesture-double-tap = double toucher
gesture-triple-tap = triple toucher
gesture-long-press = appui long
gesture-double-tap-hold = double toucher maintenu
gesture-triple-tap-hold = triple toucher maintenu
gesture-quadruple-tap = quadruple toucher
gesture-quadruple-tap-hold = quadruple toucher maintenu
gesture-pinch-in = pincer
gesture-pinch-out = écarter
gesture-scrub = frotter (un zigzag rapide)
gesture-swipe = balayer { $path }
gesture-then = {" "}puis{" "}
dir-up = vers le haut
dir-down = vers le bas
dir-left = vers la gauche
dir-right = vers la droite

keys-entry-plain = { $description } : { $keys }.
keys-entry = { $description } : { $keys }. Android : { $android }. iPhone : { $iphone }.
keys-or = {" "}ou{" "}
keys-none = aucune touche

## Noms des touches, tels qu’ils sont dits et affichés (lettres et chiffres restent tels quels)

key-plus = {" "}
mod-ctrl = Ctrl
mod-alt = Alt
mod-shift = Maj
mod-super = Windows
mod-cmd = Cmd
mod-option = Option
key-UP = Flèche haut
key-DOWN = Flèche bas
key-LEFT = Flèche gauche
key-RIGHT = Flèche droite
key-HOME = Début
key-END = Fin
key-ENTER = Entrée
key-NUM_ENTER = Entrée du pavé numérique
key-SPACE = Espace
key-ESCAPE = Échap
key-BACKSPACE = Retour arrière
key-TAB = Tabulation
key-PAGEUP = Page précédente
key-PAGEDOWN = Page suivante
key-LCTRL = Ctrl gauche
key-RCTRL = Ctrl droit
key-NUM_ADD = Plus du pavé numérique
key-NUM_SUBTRACT = Moins du pavé numérique
key-EQUAL = égal
key-MINUS = moins
key-PLUS = plus
cmd-chat_open = Écrire un message de discussion (en ligne)
cmd-chat_previous = Message de discussion précédent
cmd-chat_next = Message de discussion suivant
cmd-chat_well_played = Dire : bien joué (en ligne)
cmd-chat_hurry = Dire : un peu plus vite, s’il vous plaît (en ligne)
cmd-chat_thanks = Dire : merci (en ligne)
cmd-people = Les personnes à la table : ne plus entendre, bloquer, signaler ; le créateur retire (en ligne)
cmd-friends = Amis : qui est en ligne et où, demandes, invitations, messages (en ligne, comptes)
cmd-invite_accept = Accepter une invitation à une table, rejoindre votre partie de tournoi dès qu’elle est prête, ou rejoindre la table tout juste ouverte dans votre diwan (en ligne)
cmd-invite_decline = Refuser une invitation à une table, ou laisser passer la nouvelle table d’un diwan (en ligne)
cmd-diwans = Diwans : les salons de vos groupes, leur discussion, leurs membres, leurs tables et leur classement (en ligne, comptes)

# Le nom d’une lettre quand une touche ou un code est épelé (les lettres se disent telles quelles)
key-letter = { $letter }
# Le nom d’une lettre dans un code épelé (le sceau, un code d’invitation) : seul, le « e »
# se dit comme une hésitation (« euh ») ; on l’épelle comme au téléphone
code-letter = { $letter ->
        [E] e comme Eugène
       *[other] { $letter }
    }
