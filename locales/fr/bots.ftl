### Le glossaire en tête de game.ftl vaut aussi pour ce fichier.

## Niveaux des robots et touche d’indice

bot-easy = facile (fait des erreurs)
bot-normal = normal (jeu solide)
bot-strong = fort (voit loin)

cmd-hint = Indice : ce que jouerait le robot fort maintenant, et pourquoi
hint-text = Indice : { $action }. { $reason }
hint-not-your-turn = Pas d’indice maintenant : ce n’est pas à vous.

# Une courte raison pour l’annonce ou la carte proposée
hint-reason-hokum-strong = Vos atouts sont assez forts pour prendre.
hint-reason-sun-strong = Vos as et vos dix font un sun.
hint-reason-ashkal = Une bonne main de sun ; la retourne va à votre partenaire.
hint-reason-qablak = Votre main est assez forte pour prendre le sun en premier.
hint-reason-trump-choice = C’est votre meilleure couleur pour l’atout.
hint-reason-double = Vos cartes peuvent battre le preneur.
hint-reason-raise = Votre main est assez forte pour relancer.
hint-reason-confirm = Votre main vaut mieux en hokum qu’en sun.
hint-reason-pass-weak = Votre main est trop faible pour prendre.
hint-reason-boshat = Vos cinq cartes sont toutes petites : demandez une nouvelle donne.
hint-reason-sawa = Votre équipe fait à coup sûr tous les plis restants.
hint-reason-only-card = C’est la seule carte que vous pouvez jouer.
hint-reason-draw-trumps = Faites tomber les atouts adverses.
hint-reason-master = C’est la carte maîtresse de sa couleur.
hint-reason-lead-low = Entamez petit et gardez vos grosses cartes.
hint-reason-feed = Votre partenaire est maître : chargez le pli.
hint-reason-partner-winning = Votre partenaire est maître : jouez petit.
hint-reason-win = Elle fait le pli.
# chaque raison est vraie de ce que voit le joueur (bots/reasons.py)
hint-reason-no-higher-out = Aucun autre joueur n’a de carte plus forte dans cette couleur.
hint-reason-lead-singleton = C’est votre seule carte dans cette couleur.
hint-reason-lead-high = Entamez avec votre plus forte carte de cette couleur et gardez les plus petites.
hint-reason-keep-higher = Entamez cette couleur et gardez votre carte plus forte.
hint-reason-ahead = Elle bat les cartes déjà jouées.
hint-reason-partner-ahead = Votre partenaire est maître pour l’instant.
hint-reason-hold-back = Vous pourriez battre les cartes déjà jouées ; gardez votre carte forte pour plus tard.
hint-reason-cannot-win = Vous ne pouvez pas faire ce pli.
hint-reason-ruff = Couper fait le pli.
hint-reason-duck = Vous ne pouvez pas faire ce pli : jouez votre plus petite carte.
hint-reason-discard = Vous ne pouvez pas faire ce pli : défaussez votre carte la moins utile.
