### ExponenTorus en français. Source : locales/en.ftl ; glossaire : docs/translating.md.

## Sizes of files

size-bytes = { $count ->
    [one] { $count } octet
   *[other] { $count } octets
}
size-kilobytes = { $size } Ko
size-megabytes = { $size } Mo
size-gigabytes = { $size } Go
size-terabytes = { $size } To

## Languages

language-unavailable = Impossible de charger { $language } (le réseau est peut-être coupé) : le jeu est donc en anglais. Il sera en { $language } au prochain chargement de la page avec le réseau.

## Words used everywhere

done = OK
cancel = Annuler
close = Fermer

## Settings

settings = Réglages
settings-language = Langue
settings-animation = Animation
speed-instant = Instantanée
speed-fast = Rapide
speed-normal = Normale
speed-slow = Lente
settings-theme = Thème
theme-system = Système
theme-light = Clair
theme-dark = Sombre
settings-palette = Couleurs des tuiles
palette-standard = Standard
palette-safe = Adaptées au daltonisme
settings-volume = Volume
settings-name = Nom dans les classements
settings-name-unset = Pas encore de nom : il vous sera demandé à votre première publication.
settings-name-save = Enregistrer le nom
forget-me = M’oublier
forget-me-title = Vous oublier ?
forget-me-what = Toutes les parties publiées depuis ce navigateur sont supprimées des classements, définitivement. Vos parties et scores ici restent ; une partie publiée plus tard vous inscrit à nouveau.

## Lists and places

list-separator = {", "}
list-or = { $items } ou { $last }
list-and = { $items } et { $last }
place = ligne { $row }, colonne { $column }
side-in-brackets = {" "}({ $size } × { $size })

## The game's sentences, in every mode

undo-count = { $count ->
    [one] { $count } annulation
   *[other] { $count } annulations
}
undos-at-game-over = Avec { $count ->
    [one] { $count } annulation
   *[other] { $count } annulations
} : le record ne compte que les parties jouées sans annuler.
nothing-to-undo = Rien à annuler.
nothing-to-redo = Rien à rétablir.
watching = Le solveur joue. Appuyez sur une touche ou touchez l’écran pour reprendre la partie ; ses coups ne comptent pas pour votre record.
watch-stopped = À vous de jouer : la partie est de nouveau à vous.
store-blocked = le navigateur bloque le stockage pour cette page
store-full = le stockage du navigateur est plein
store-failed = le stockage a échoué ({ $detail })
saving-off = La sauvegarde est désactivée : { $why }. Le jeu continue, mais la partie ne sera pas gardée quand vous partirez.
old-save-kept = L’ancienne sauvegarde est gardée sous « { $key } ».
old-save-lost = L’ancienne sauvegarde n’a pas pu être gardée.
unreadable-save = { $error } Une nouvelle partie a commencé. { $kept }
seed-too-large = « { $text } » est trop grand pour une graine (la plus grande est { $largest }) : la partie du lien n’a pas pu commencer.
seed-not-a-number = « { $text } » n’est pas une graine (les graines sont des nombres entiers) : la partie du lien n’a pas pu commencer.
invalid-size = « { $text } » n’est pas une taille de plateau (les plateaux ont { $sizes } tuiles de côté) : la partie est donc en { $size } × { $size }.
invalid-mode = « { $text } » n’est pas un mode de jeu d’ici (il y a { $modes }) : voici donc { $main }.
daily-game-of = partie du jour du { $day }
mode-daily-game-of = partie du jour de { $mode } du { $day }
game-seed = partie { $seed }
mode-game-seed = partie { $seed } de { $mode }

## Replays

replay-of-player = Rediffusion de la { $game } de { $player } : { $score } { $score ->
    [one] point
   *[other] points
} en { $moves } { $moves ->
    [one] coup
   *[other] coups
}.
replay-of = Rediffusion de la { $game } : { $moves } { $moves ->
    [one] coup
   *[other] coups
}.
replay-of-the = Rediffusion de la { $game } : { $moves } { $moves ->
    [one] coup
   *[other] coups
}.
replay-how-touch = Elle est en pause : les boutons ci-dessous lisent, mettent en pause et avancent coup par coup, et le curseur choisit un coup.
replay-how-keys = Espace lit ou met en pause, les flèches avancent coup par coup, Début et Fin sautent.
replay-heading-player = Partie de { $player }
replay-heading = Rediffusion
replay-heading-daily = { $whose } · du jour{" "}
replay-heading-seed = { $whose } · graine{" "}
replay-move = Coup { $position } sur { $moves }. { $merged }
replay-at-deal = La donne, avant le coup 1 sur { $moves }.
replay-at = Après le coup { $position } sur { $moves } : score { $score }.
replay-paused = En pause après le coup { $position } sur { $moves }.
replay-ended = Fin de la rediffusion : { $moves } { $moves ->
    [one] coup
   *[other] coups
}, score { $score }.
own-game-kept = Votre propre partie est là, telle que vous l’avez laissée.
new-game-started = Une nouvelle partie a commencé.
bad-replay = Ce lien de rediffusion ne fonctionne pas : { $error }. { $instead }
adopted-from-other-tab = La partie a continué dans un autre onglet : cet onglet montre maintenant son dernier état.

## Games offered beside the one in play

offer = Le lien est pour la { $game }, mais vous avez une partie en cours : elle est gardée.
offer-in-mode = Votre partie de { $mode } en cours est gardée ; la { $game } est prête quand vous voulez.
accept-offer = Jouer plutôt la { $game }
daily-offer = Le lien est pour la partie du jour du { $asked }, mais votre partie du jour du { $kept } est en cours : elle est gardée.
accept-daily-offer = Jouer plutôt la partie du jour du { $day }
daily-started-practice = La partie du jour du { $day } à nouveau, pour s’entraîner : elle ne compte pas.
daily-started = La partie du jour du { $day } : le même plateau pour tout le monde.

## The statistics' record

stats-damaged = les statistiques sont endommagées ({ $why })
stats-unknown-version = les statistiques sont en version { $version } ; cette version du jeu lit la version { $reads }
stats-missing = il manque aux statistiques : { $what }
stats-invalid = la partie { $game } des statistiques a une valeur impossible : { $what }
old-stats-kept = Les anciennes statistiques sont gardées sous « { $key } ».
old-stats-left = Elles n’ont pas pu être mises de côté : elles restent telles quelles.
unreadable-stats = Les statistiques n’ont pas pu être lues : { $error }. Elles repartent de zéro. { $kept }

## The rules' errors: a save that does not load, a replay code that does not read

load-malformed = La partie sauvegardée est illisible ({ $why }).
load-unknown-version = La partie sauvegardée vient d’une autre version du jeu ({ $version }) ; celle-ci lit la version { $reads }.
load-bad-size = Le plateau sauvegardé n’est pas un carré de { $min } à { $max } lignes.
load-tampered = La partie sauvegardée est incohérente : { $why }.
load-bad-value = Le plateau sauvegardé contient une tuile qui n’est pas une puissance de deux.
load-duplicate-id = Le plateau sauvegardé contient deux tuiles au même identifiant.
load-bad-next-id = Le prochain identifiant de tuile de la sauvegarde est déjà pris.
load-has-run = Le plateau sauvegardé contient un alignement de trois, ce qu’une partie au repos n’a jamais.
load-other-mode = La partie sauvegardée est une partie de { $saved }, pas de { $wanted }.
code-empty = le lien de rediffusion n’a pas de code
code-too-long = le code de rediffusion est trop long pour être une partie
code-bad-character = le code de rediffusion contient un caractère étranger « { $character } » en position { $at }
code-unknown-version = le code de rediffusion a été fait par une version plus récente du jeu (format { $format }) ; rechargez la page pour la mettre à jour
code-not-a-code = le lien ne contient pas de code de rediffusion, ou son code est endommagé
code-unknown-mode = le code de rediffusion est celui d’un mode de jeu ({ $mode }) que cette version du jeu ne connaît pas
code-bad-size = le code de rediffusion indique un plateau de { $size } × { $size }, qu’aucune partie n’a
code-truncated = le code de rediffusion est tronqué
code-check-failed = le code de rediffusion ne correspond pas à sa somme de contrôle : il a été modifié ou endommagé
code-out-of-range = une valeur du code de rediffusion est hors limites ({ $part })
code-trailing-bytes = le code de rediffusion continue après son dernier coup
code-illegal-move = le coup { $step } de la rediffusion n’est pas un coup valide : { $why }
not-replayable = cette partie a continué depuis une ancienne sauvegarde sans coups : elle ne peut pas être rediffusée

## Backups: what a file or code holds, and why one cannot be used

backup-part-version = version
backup-part-settings = réglages
backup-part-game = partie
backup-part-best = record
backup-part-bests = records de { $mode }
backup-part-games-or-bests = parties ou records
backup-empty = Il n’y a rien à importer : le fichier ou le code est vide.
backup-too-large = C’est trop gros pour une sauvegarde d’ExponenTorus ({ $size } ; une sauvegarde fait quelques kilo-octets, un méga-octet avec des années de statistiques).
backup-not-a-backup = Ce n’est pas une sauvegarde d’ExponenTorus : il manque "format": "exponentorus-backup".
backup-damaged = La sauvegarde est endommagée : { $why }.
backup-unknown-version = Cette sauvegarde est en version { $version }, que cette version du jeu ne sait pas lire (elle lit de 1 à { $reads }). Mettez le jeu à jour, puis importez-la à nouveau.
backup-missing = Il manque à la sauvegarde : { $part }.
backup-bad-game = La { $game } de la sauvegarde est inutilisable. { $error }
backup-unusable = La sauvegarde est inutilisable : { $why }.
backup-bad-side = La sauvegarde est inutilisable : ses records de { $mode } indiquent le côté de plateau « { $side } », qui n’est pas { $sides }.
backup-side-twice = La sauvegarde est inutilisable : ses records de { $mode } indiquent deux fois le côté de plateau { $side }.
backup-bad-settings = Les réglages de la sauvegarde sont inutilisables : { $error }.
backup-not-a-code = Ce n’est ni un fichier ni un code de sauvegarde (un code commence par « { $prefix } »).
backup-code-version = Ce code (« { $found } ») a été fait par une autre version du jeu ; celle-ci lit les codes qui commencent par « { $prefix } ».
backup-bad-character = Le code contient « { $character } » en position { $at }, ce qu’aucun code ne contient : copiez à nouveau le code entier.
backup-cut-short = Le code est tronqué : il lui manque ses huit chiffres de contrôle à la fin.
backup-check-failed = Le code est endommagé : ses chiffres de contrôle ne correspondent pas (un caractère a été changé, perdu ou ajouté). Copiez à nouveau le code entier.
replacement = { $what } : { $now } → { $then }
none = aucun
preview-animation = Animation
preview-theme = Thème
preview-colours = Couleurs
speed-as-system = selon le système
preview-statistics = Statistiques
finished-games = { $count } { $count ->
    [one] partie terminée
   *[other] parties terminées
}
preview-name = Nom dans les classements
preview-best-side = Record, { $side } × { $side }
best-on-side = { $best } en { $side } × { $side }
preview-mode-bests = Records de { $mode }
the-game = partie
mode-game = partie de { $mode }
game-described = { $side } × { $side }, graine { $seed } : { $score } { $score ->
    [one] point
   *[other] points
} en { $moves } { $moves ->
    [one] coup
   *[other] coups
}
game-described-over = { $game }, terminée

## Statistics

statistics-key = Statistiques ({ $key })
stats-button = Stats
statistics = Statistiques
stats-group = Partie
stats-group-name = { $mode } { $size } × { $size }
stats-played = Jouées
stats-mean = Moyenne
stats-median = Médiane
stats-best = Record
stats-note-best = Record : sans annuler ni solveur.
stats-note-helped = { $count } avec aide, comptées mais jamais record.
stats-note-practice = { $count } d’entraînement, non comptées.
stats-highest-tile = Plus haute tuile
stats-score-line = Score, partie après partie
stats-daily = Partie du jour
stats-daily-before = Un plateau pour tout le monde chaque jour UTC :{" "}
stats-daily-link = jouer celle d’aujourd’hui
stats-daily-after = , ou celle d’un jour précédent ci-dessous.
stats-streak = Série
stats-longest = Plus longue
stats-nothing-yet = Aucune partie terminée
stats-nothing-yet-sentence = Aucune partie terminée pour l’instant.
tile-in-games = { $tile } dans { $count } { $count ->
    [one] partie
   *[other] parties
}
highest-tiles-reached = Plus haute tuile atteinte : { $tiles }.
score-line-one = Une partie, { $score } points.
score-line-many = { $count } parties, de la plus ancienne à la plus récente : la première a marqué { $first }, la dernière { $last } ; la plus basse { $low }, la plus haute { $high }.

## The daily game

daily-no-day = Le lien de la partie du jour n’indique aucun jour : { $why }. Voici la partie du jour d’aujourd’hui.
daily-not-out = La partie du jour du { $day } n’est pas encore sortie (les jours changent à minuit UTC). Voici celle d’aujourd’hui.
daily-before-first = Il n’y a pas de partie du jour du { $day } : la première date du { $first }. Voici celle d’aujourd’hui.
day-not-a-date = « { $text } » n’est pas une date écrite comme 2026-11-30
day-no-such-day = le calendrier n’a pas de jour { $text }

## Saves: export and import

saves = Sauvegardes
saves-button = Sauvegardes
saves-export = Exportez votre partie, votre record et vos réglages, pour les garder à l’abri ou les emporter dans un autre navigateur ou l’application installée :
saves-download = Télécharger le fichier
saves-copy-code = Copier le code
copied = Copié
saves-copy-failed = Échec de la copie : sélectionnez le code et copiez-le
saves-code-label = Code de sauvegarde
saves-import-file = Les importer depuis un fichier :
saves-choose-file = Choisir un fichier
saves-import-label = Un code ou un fichier de sauvegarde à importer
saves-paste = Ou collez un code ici
saves-import-code = Importer le code
saves-replaces = L’import remplace :{"\u000A"}{ $lines }
saves-replace = Remplacer
saves-download-refused = Ce navigateur a refusé le téléchargement : copiez plutôt le code.
saves-file-unreadable = Le fichier n’a pas pu être lu.
persistence-checking = Le navigateur est interrogé : garde-t-il vos sauvegardes…
persistence-unsupported = Ce navigateur ne peut pas promettre de garder vos sauvegardes : exportez-les par précaution.
persistence-granted = Gardées : le navigateur a promis de garder vos sauvegardes jusqu’à ce que vous les supprimiez.
persistence-not-granted = Sans promesse : le navigateur peut supprimer vos sauvegardes si la place manque ou si vous restez longtemps absent. Exportez-les par précaution.
import-unchanged = Rien n’a changé : { $why }.
import-part-way = L’import s’est arrêté en cours de route ({ $why }), et la remise en place de ce qui était là a échoué aussi ({ $rollback }) : certaines sauvegardes peuvent venir de la copie. Importez-la à nouveau, ou rechargez.

## The leaderboard server's answers, worded by the app from their codes

server-not-found = Le classement n’a pas cette adresse.
server-method-not-allowed = Le classement n’accepte pas cette méthode à cette adresse.
server-unavailable = Le classement est indisponible pour l’instant ; réessayez dans un moment.
server-timeout = Le classement a mis trop de temps à répondre ; réessayez dans un moment.
server-error = Le serveur du classement a eu un problème ; réessayez dans un moment.
server-rate-limited = Trop de requêtes depuis votre adresse : patientez un peu, puis réessayez.
server-bad-json = Le classement n’a pas pu lire la requête.
server-too-large = La requête est trop grosse pour le classement.
server-no-such-board = Le classement n’a pas ce tableau.
server-day-not-begun = La partie du jour de cette date n’a pas encore commencé (les jours changent à minuit UTC).
server-board-closed = Le tableau de ce jour est fermé : il acceptait les parties jusqu’à un jour après la fin du jour.
server-day-counted = Votre première partie est déjà sur ce tableau : seule la première partie du jour d’un joueur compte.
server-taken = Cette partie est déjà sur le tableau, sous le nom d’un autre joueur.
server-bad-token = Le classement n’a pas reconnu le joueur de ce navigateur.
server-bad-name = Le classement a refusé ce nom : utilisez de 1 à 24 lettres, chiffres, espaces ou signes.
server-no-such-entry = Cette partie n’est pas (ou plus) au classement.
server-no-such-player = Les classements n’ont aucune partie du joueur de ce navigateur.
server-not-over = Cette partie n’est pas terminée : seules les parties terminées vont sur le tableau.
server-not-ranked = Cette partie n’est pas classée : les tableaux listent les parties jouées sans annuler ni solveur.
server-bad-code = La rediffusion de la partie ne passe pas la vérification : elle ne peut pas aller sur le tableau.
server-illegal-move = Le coup { $step } de la rediffusion de la partie n’est pas valide : elle ne peut pas aller sur le tableau.
posted-stored = Votre partie est sur le tableau : { NUMBER($rank, type: "ordinal") ->
    [one] { $rank }re
   *[other] { $rank }e
} sur { $entries }.
posted-already = Cette partie est déjà sur le tableau : { NUMBER($rank, type: "ordinal") ->
    [one] { $rank }re
   *[other] { $rank }e
} sur { $entries }.
posted-kept-best = Votre meilleure partie avec cette graine a marqué { $score } points : elle reste sur le tableau, { NUMBER($rank, type: "ordinal") ->
    [one] { $rank }re
   *[other] { $rank }e
} sur { $entries }.

## Posting to the leaderboards

not-ranked-not-over = Seule une partie terminée peut être publiée.
not-ranked-undos = Pas pour le classement : cette partie compte { $count } { $count ->
    [one] annulation
   *[other] annulations
}, et les tableaux ne classent que les parties jouées sans annuler.
not-ranked-solver = Pas pour le classement : le solveur a joué { $count ->
    [one] un coup
   *[other] { $count } coups
} de cette partie.
not-ranked-practice = Pas pour le classement : une partie d’entraînement. Le tableau du jour a votre première partie.
not-ranked-no-replay = Pas pour le classement : cette partie a commencé avant que le jeu garde les coups, elle n’a donc pas de rediffusion à vérifier.
name-empty = Un nom ne peut pas être vide.
name-too-long = Un nom a au plus { $most } caractères, pas { $count }.
name-control = Un nom ne peut pas contenir de caractères de contrôle ni de caractères qui changent le sens du texte.
board-daily = { $mode } du jour { $day }
board-seed = { $mode } { $size } × { $size } · graine { $seed }
no-token-here = Ce navigateur ne peut pas créer de clé de joueur.
name-saved-here = Enregistré : vos parties seront publiées sous « { $name } ».
name-saving = Enregistrement…
name-saved = Enregistré : les tableaux affichent maintenant « { $name } ».
name-saved-later = Enregistré ici : les tableaux recevront « { $name } » avec votre prochaine partie publiée.
forget-nothing = Rien à oublier : aucune partie n’a été publiée depuis ce navigateur.
forgetting = Oubli en cours…
forgotten = { $count ->
    [one] Oublié : votre partie a été supprimée des classements.
   *[other] Oublié : { $count } de vos parties ont été supprimées des classements.
}
forget-refused = Rien n’a été oublié : { $why }
forget-offline = Vous êtes hors ligne : rien n’a été oublié. Réessayez une fois en ligne.
forget-later = Le serveur n’a pas pu le faire maintenant : rien n’a été oublié. Réessayez plus tard.
forget-no-server = Aucun serveur de classement ne répond sur ce site : rien n’a été oublié.

## The leaderboard panel and the game-over box's post

leaderboard-key = Classement ({ $key })
leaderboard = Classement
leaderboard-pending = { $count ->
    [one] 1 de vos parties est en attente : elle sera envoyée dès que le serveur sera joignable.
   *[other] { $count } de vos parties sont en attente : elles seront envoyées dès que le serveur sera joignable.
}
loading = Chargement…
leaderboard-no-server = Aucun serveur de classement ne répond sur ce site : les classements ont besoin du serveur du jeu. Tout le reste fonctionne comme avant.
leaderboard-no-answer = Le serveur du classement n’a pas répondu : réessayez plus tard.
leaderboard-offline = Vous êtes hors ligne : les classements s’afficheront à votre retour en ligne.
opening-replay = Ouverture de la rediffusion…
replay-not-fetched = La rediffusion n’a pas pu être chargée : réessayez.
leaderboard-board = Tableau
leaderboard-seed = Graine { $seed }
today = Aujourd’hui, { $day }
yesterday = Hier, { $day }
leaderboard-size = Taille
daily-one-size = Une partie du jour n’a qu’une taille
board-caption = { $board } : { $count } { $count ->
    [one] partie
   *[other] parties
}
board-caption-closed = { $board } : { $count } { $count ->
    [one] partie
   *[other] parties
} (fermé)
column-rank = Rang
column-player = Joueur
column-score = Score
column-moves = Coups
column-top-tile = Tuile max.
column-replay = Rediffusion
leaderboard-empty = Aucune partie sur ce tableau : terminez-en une et publiez-la pour être le premier.
watch-entry = Regarder la partie de { $player }, rang { $rank }
you = {" "}(vous)
watch = Regarder
post-name = Votre nom dans les classements
post = Publier
post-to-leaderboard = Publier au classement
see-the-leaderboard = Voir le classement
posting-as = Sous « { $name } » (modifiable dans Réglages).
sending = Envoi…
pending-offline = En attente : vous êtes hors ligne. Elle sera envoyée à votre retour en ligne.
pending-later = En attente : le serveur n’a pas encore pu la prendre. Elle sera renvoyée bientôt.
pending-no-server = En attente : aucun serveur de classement ne répond sur ce site. Nouvel essai plus tard.

## The figures and buttons around the board

assisted = Le solveur a joué dans cette partie : elle ne compte pas pour votre record
highest = Plus haute
final-score = Final
hint = Indice
hint-key = Indice (H)
new-game = Nouvelle partie
new-game-key = Nouvelle partie (N)
sound-on-key = Activer le son (M)
sound-off-key = Couper le son (M)
mute = Muet
how-to-play = Comment jouer
how-to-play-key = Comment jouer (?)
undo = Annuler
undo-key = Annuler (U ou Ctrl+Z)
redo = Rétablir
redo-key = Rétablir (Maj+U ou Ctrl+Y)
watch-key = Regarder jouer le solveur (P) ; une touche ou un appui l’arrête
stop = Arrêter
daily-label = {"Du jour "}
daily-link-title = Un lien vers la partie de ce jour
practice = {" entraînement"}
free-game = Partie libre
copy-link = Copier le lien
copy-link-failed = Échec de la copie : utilisez le lien
seed-label = {"Graine "}
seed-link-title = Un lien vers cette partie

## How to play: what the keys do, after their names (each a part of a line, with its spacing and punctuation)

keys-redo-1 = {" "}le rejoue (ou{" "}
keys-redo-2 = ,{" "}
keys-redo-3 = {"\u202F"}; Cmd au lieu de Ctrl sur Mac) ; une partie avec annulations ne compte pas pour le record
keys-tiles-1 = {" "}font rouler le plateau sous le curseur central
keys-tiles-2 = {" "}recentre,{" "}
keys-tiles-3 = {" "}déplacent le curseur sur le plateau ;{" "}
keys-tiles-4 = {" "}le centre
keys-tiles-5 = {" "}prend la tuile sous le curseur, puis une flèche l’échange ;{" "}
keys-tiles-6 = {" "}la repose
keys-tiles-7 = {" "}donne un indice,{" "}
keys-tiles-8 = {" "}laisse jouer le solveur (une touche l’arrête),{" "}
keys-tiles-9 = {" "}nouvelle partie,{" "}
keys-tiles-10 = {" "}statistiques,{" "}
keys-tiles-11 = {" "}classement,{" "}
keys-tiles-12 = {" "}son coupé ou non,{" "}
keys-tiles-13 = {" "}cette aide
keys-tiles-14 = {" "}annule un coup,{" "}
keys-slides-1 = {" "}font glisser ; sur le plateau, balayez ou faites glisser à la souris
keys-slides-2 = {" "}annule un glissement,{" "}
keys-slides-3 = {" "}donne un indice (une flèche vers le bord où glisser),{" "}
keys-slides-4 = {" "}laisse jouer le solveur (une touche l’arrête) ; une partie où le solveur a joué ne compte pas pour le record
keys-slides-5 = {" "}nouvelle partie (mode et taille),{" "}
keys-slides-6 = {" "}son coupé ou non,{" "}
keys-slides-7 = {" "}cette aide,{" "}
keys-slides-8 = {" "}ferme une fenêtre
keys-slides-9 = {" "}statistiques,{" "}
keys-slides-10 = {" "}classement
keys-or = {" "}ou{" "}
key-space = Espace
key-enter = Entrée
key-esc = Échap
key-home = Début
key-shift = Maj
key-ctrl = Ctrl
touch-flick = Lancez une tuile vers une voisine pour les échanger, ou touchez une tuile, puis l’autre
touch-roll = Faites glisser deux doigts pour rouler le plateau de côté
touch-swipe = Balayez le plateau pour faire glisser toutes les tuiles dans ce sens

## The game-over box and how to play

no-swap-left = Aucun échange ne forme d’alignement.
no-slide-left = Aucun glissement ne change le plateau.
back-to-main = Retour à { $main } (votre partie de { $mode } est gardée)
play-again-practice = Rejouer (entraînement)
new-best = Nouveau record ! Vous avez dépassé votre { $best }.
new-best-label = Nouveau record
not-counted-solver-mark = solveur
not-counted-undos-mark = annulations
not-counted-practice-mark = entraînement
not-counted-solver = Le solveur a joué dans cette partie : elle ne compte pas pour votre record.
not-counted-undos = Cette partie a des annulations : elle ne compte pas pour votre record.
not-counted-practice = Une partie du jour rejouée est un entraînement : elle ne compte pas pour votre record.
best-not-counted-spoken =  : { $why }
said-then-new-best = { $said } { $line }
look-at-board = Voir le plateau
look-at-board-key = Voir le plateau (Esc)
back-to-result = Revenir au résultat
back-to-result-key = Revenir au résultat (Esc)
game-over = Partie terminée
final-score-label = Score final
close-how-to-play = Fermer comment jouer
play-the-tutorial = Jouer le tutoriel
help-leaderboards = Classements : publiez une partie terminée depuis sa fenêtre de fin de partie. Le serveur rejoue chaque coup selon ces règles : une rediffusion vérifiée prouve que les coups sont valides et que le score est le leur ; il ne peut pas savoir qui ou quoi les a choisis. Une partie avec annulations ou coups du solveur n’est pas classée, mais cette marque est la parole de votre partie, que le serveur prend telle quelle.

## ExponenTorus and ExponenTile: swaps, merges, hints, the board's cells

new-game-seed = Nouvelle partie, graine { $seed }{ $side }.
picked-up = Le { $tile } en { $place } est pris. Appuyez sur une flèche pour l’échanger, Échap pour le reposer.
put-down = Reposé.
no-swap-game-over = Partie terminée : aucun échange ne forme d’alignement.
no-swap-game-over-new = Partie terminée : aucun échange ne forme d’alignement. Appuyez sur N pour une nouvelle partie.
no-swap-final-score = Partie terminée : aucun échange ne forme d’alignement. Score final { $score }.
refused-off-board = Cette case est hors du plateau.
refused-not-neighbours = Seules des tuiles voisines s’échangent : côte à côte ou l’une au-dessus de l’autre.
refused-no-match = Pas d’alignement ici : les tuiles reviennent.
edge-rolled-in = La ligne épaisse est le bord haut et bas du plateau : au-dessus la ligne du bas, en dessous celle du haut.
across-the-edge = Impossible d’échanger à travers le bord haut et bas du plateau : seuls les côtés se rejoignent.
merged = Fusion en { $tile }, +{ $points } points{ $cascades ->
    [0] {""}
    [one] , { $cascades } cascade
   *[other] , { $cascades } cascades
}. Score { $score }.
swap-hint = Indice : échangez le { $tile } en { $place } avec le { $other } { $side ->
    [above] au-dessus
    [below] en dessous
    [left] à sa gauche
    [right] à sa droite
   *[seam] de l’autre côté de la couture
} : { $points } points.
swap-hint-cascades = Indice : échangez le { $tile } en { $place } avec le { $other } { $side ->
    [above] au-dessus
    [below] en dessous
    [left] à sa gauche
    [right] à sa droite
   *[seam] de l’autre côté de la couture
} : { $points } points, environ { $cascades } avec les cascades.
swap-undone = Annulé : l’échange du { $tile } en { $place } avec le { $other } en { $other_place }. { $undos } dans cette partie.
cell = { $tile }, { $place }
empty-cell = vide, { $place }
cell-cursor = curseur
cell-picked-up = prise
cell-hint = indice
torus-board-label = Plateau de { $size } sur { $size }. Le curseur est la case centrale.
mode-game-on = { $mode }, partie { $seed } sur { $size } par { $size }.
cursor-at-top = Le curseur est au bord haut du plateau.
cursor-at-bottom = Le curseur est au bord bas du plateau.
cursor-at-left = Le curseur est au bord gauche du plateau.
cursor-at-right = Le curseur est au bord droit du plateau.
across-a-flat-edge = Impossible d’échanger à travers le bord du plateau : ce plateau ne se rejoint pas.
flat-board-label = Plateau de { $size } sur { $size }. Les flèches déplacent le curseur.

## 2048: slides

slid = Glissé vers { $dir ->
    [up] le haut
    [down] le bas
    [left] la gauche
   *[right] la droite
}.
slide-merged = Fusion en { $tiles }.
score-is = Score { $score }.
you-win-sentence = Vous avez fait 2048 : vous gagnez !
no-slide-game-over = Partie terminée : aucun coup ne change le plateau.
nothing-moves = Rien ne bouge vers { $dir ->
    [up] le haut
    [down] le bas
    [left] la gauche
   *[right] la droite
}.
slide-undone = Glissement vers { $dir ->
    [up] le haut
    [down] le bas
    [left] la gauche
   *[right] la droite
} annulé. Score { $score }, { $undos }.
slide-hint-no-merge = Indice : glissez vers { $dir ->
    [up] le haut
    [down] le bas
    [left] la gauche
   *[right] la droite
} : pas de fusion, un meilleur plateau.
slide-hint = Indice : glissez vers { $dir ->
    [up] le haut
    [down] le bas
    [left] la gauche
   *[right] la droite
} : { $points } points.
board-slide-hint = ; indice : glissez vers { $dir ->
    [up] le haut
    [down] le bas
    [left] la gauche
   *[right] la droite
}
keep-going-sentence = Continuez : les tuiles vont au-delà de 2048.
slide-board-label = Plateau de 2048, { $size } sur { $size } : glissez avec les flèches{ $hint }

## Dialogs: new game, the win, replays, sharing, the update, notices, the tutorial's card

mode = Mode
start = Commencer
switch-keeps = Votre partie de { $mode } est gardée. Une partie de { $other } en cours reprend et vous propose la nouvelle.
game-will-be-lost = La partie en cours sera perdue.
you-win = Gagné !
you-made-the-tile = Vous avez fait une tuile 2048, avec { $score } points.
keep-going = Continuer
back-to-my-game = Retour à ma partie
play-this-day = Le plateau de ce jour à neuf, à vous de jouer
play-this-seed = Une nouvelle partie avec cette graine, à vous de jouer
play-this-game = Jouer cette partie
replay-controls = Commandes de la rediffusion
to-the-start = Au début
to-the-start-key = Au début (Début)
back-one-move = Un coup en arrière
back-one-move-key = Un coup en arrière (←)
play-or-pause-key = Lire ou mettre en pause (Espace)
pause = Pause
play = Lire
tutorial-play = Jouer
forward-one-move = Un coup en avant
forward-one-move-key = Un coup en avant (→)
to-the-end = À la fin
to-the-end-key = À la fin (Fin)
replay-move-label = Coup
position-of = { $position } / { $moves }
replay-speed = Vitesse
share-title = Partager une image de cette partie, votre score et un lien qui la rejoue
share = Partager
share-refused = Le navigateur n’a pas laissé le jeu le copier : sélectionnez le texte et copiez-le.
share-failed-again = La copie a encore échoué : sélectionnez le texte et copiez-le.
share-copied = Copié.
share-text-label = Votre score et le lien vers votre partie
copy = Copier
update-available = Mise à jour disponible
updating = Mise à jour…
update-now = Mettre à jour
dismiss = Fermer
tutorial = Tutoriel
tutorial-done-count = · terminé
tutorial-step-count = · étape { $step } sur { $steps }
skip-tutorial-key = Passer le tutoriel (Échap) : retour à votre partie
skip = Passer
roll-left = Rouler le plateau vers la gauche
roll-right = Rouler le plateau vers la droite

## How to play each mode

rules-swaps = Échangez deux tuiles voisines pour aligner au moins trois tuiles égales. Elles fusionnent dans la tuile que vous avez déplacée : trois la doublent, quatre la quadruplent, cinq la multiplient par huit. La valeur fusionnée s’ajoute à votre score.
rules-mouse = Souris : cliquez une tuile puis une voisine, ou faites glisser une tuile vers une autre
rules-cylinder = Le plateau est un cylindre : les côtés gauche et droit se rejoignent, les alignements les traversent donc. Le haut et le bas ne se rejoignent jamais, et les tuiles tombent toujours vers le bas.
rules-touch-roll = Tactile : lancez une tuile vers une voisine ; faites glisser deux doigts pour rouler
rules-other-modes = Nouvelle partie permet aussi de passer à l’ExponenTile d’origine ou au 2048 classique ; chaque mode garde sa propre partie
rules-flat = Voici le plateau plat d’origine : ses bords ne se rejoignent pas, aucun échange ni alignement ne les traverse. Les tuiles tombent vers le bas, et les nouvelles arrivent par le haut.
rules-touch-flick = Tactile : lancez une tuile vers une voisine
credit-before = ExponenTile est un jeu de Mike Laumann Bellika (licence MIT) :{" "}
credit-original = jouez à l’original
credit-between = {" "}ou lisez{" "}
credit-source = son code source
credit-after = . ExponenTorus joue ses règles sur un cylindre.
rules-slides = Faites glisser toutes les tuiles d’un côté. Deux tuiles égales qui se rencontrent fusionnent en leur somme, qui compte ; après chaque glissement qui change le plateau, un 2 (ou, une fois sur dix, un 4) apparaît. Faites une tuile 2048 pour gagner, puis continuez si vous voulez : la partie s’arrête quand aucun glissement ne change le plateau.
rules-touch-swipe = Tactile : balayez le plateau ; souris : faites-le glisser
rules-sizes-keep = Chaque taille de plateau garde son propre record ; ExponenTorus garde sa partie pendant que vous jouez ici

## The tutorials: each step, how to do it with keys or by touch, and the end

lesson-torus-1 = Échangez les deux tuiles marquées pour aligner trois 2.
lesson-torus-2 = Espace prend la tuile sous le curseur et ↑ l’échange ; ou lancez une tuile marquée sur l’autre ; ou cliquez l’une, puis l’autre.
lesson-torus-3 = Lancez une tuile marquée sur l’autre, ou touchez l’une, puis l’autre.
lesson-torus-4 = Alignez maintenant quatre 4 : un alignement plus long fusionne en une tuile plus grande.
lesson-torus-5 = Espace, puis → ; ou lancez ou cliquez, comme avant.
lesson-torus-6 = Lancez ou touchez, comme avant.
lesson-torus-7 = Échangez les tuiles marquées et regardez : les tuiles tombent, et les alignements qu’elles forment fusionnent d’eux-mêmes.
lesson-torus-8 = Espace, puis → ; ou lancez ou cliquez.
lesson-torus-9 = Lancez l’une sur l’autre, ou touchez l’une, puis l’autre.
lesson-torus-10 = Roulez le plateau de côté pour amener depuis le bord la couture en pointillé, là où ses côtés gauche et droit se rejoignent.
lesson-torus-11 = ← ou → le roule d’une case, ou utilisez les boutons ici.
lesson-torus-12 = Faites glisser le plateau de côté avec deux doigts, ou utilisez les boutons ici.
lesson-torus-13 = Échangez les tuiles marquées à travers la couture : les tuiles de part et d’autre sont voisines.
lesson-torus-14 = Roulez une tuile marquée sous le curseur, puis Espace et une flèche ; ou lancez-la par-dessus la couture ; ou cliquez l’une, puis l’autre.
lesson-torus-15 = Lancez une tuile marquée par-dessus la couture sur l’autre, ou touchez l’une, puis l’autre.
lesson-torus-16 = Voilà le jeu : aligner, fusionner, regarder les cascades, rouler. Votre propre partie vous attend.
lesson-flat-1 = Espace prend la tuile sous le curseur (l’anneau) et ↑ l’échange ; ou lancez une tuile marquée sur l’autre ; ou cliquez l’une, puis l’autre.
lesson-flat-2 = Les flèches déplacent le curseur : → l’amène sur la tuile de droite, puis Espace et ← échangent ; ou lancez ou cliquez.
lesson-flat-3 = Voilà ExponenTile : aligner, fusionner, regarder les cascades. Votre propre partie vous attend.
lesson-slides-1 = Faites glisser toutes les tuiles d’un côté.
lesson-slides-2 = Une flèche ou WASD ; ou balayez le plateau, ou faites-le glisser à la souris.
lesson-slides-3 = Balayez le plateau, dans n’importe quel sens.
lesson-slides-4 = Réunissez les deux 2 marqués : ils fusionnent en un 4.
lesson-slides-5 = ↓ ou ↑ ; ou balayez vers le bas ou le haut.
lesson-slides-6 = Balayez vers le bas ou le haut.
lesson-slides-7 = Fusionnez maintenant les deux 4 en un 8.
lesson-slides-8 = ← ou → ; ou balayez de côté.
lesson-slides-9 = Balayez de côté.
lesson-slides-10 = Voilà 2048 : continuez à fusionner, et une tuile 2048 gagne.
tutorial-step = Étape { $step } sur { $steps } : { $says }
marked-empty = la case vide en { $place }
marked-tile = le { $tile } en { $place }
marked = Marqués : { $cells }.
tutorial-set-out-again = Plus aucun coup n’était possible : le plateau est remis en place. { $step }
tutorial-done = Bravo ! { $ending } Appuyez sur Jouer pour commencer.
tutorial-left = Votre partie est prête. Le tutoriel reste dans Comment jouer (?).
tutorial-skipped = Tutoriel passé : votre partie est prête. Le tutoriel reste dans Comment jouer (?).
sound-on = Son activé.
sound-off = Son coupé.

## Sharing: the line, and the picture's words

share-daily-practice = { $mode } du jour { $day } (entraînement)
share-line = { $title } · { $score } points · tuile max. { $tile } · { $moves } { $moves ->
    [one] coup
   *[other] coups
}
share-solver-moves = { $count } { $count ->
    [one] coup
   *[other] coups
} du solveur
picture-daily = Du jour { $day }
picture-daily-practice = Du jour { $day } (entraînement)
picture-seed = { $size } × { $size } · graine { $seed }
picture-solver = le solveur a joué
picture-score = SCORE
picture-top-tile = TUILE MAX.
picture-moves = COUPS
stats-unreadable-now = Les statistiques ne peuvent pas être lues : { $why }.

## Races: the buttons that open one, the helpers off during one

race = Course
race-key = Faire la course avec des amis (R)
race-this-board-key = Faire la course avec des amis sur ce plateau (R)
race-hint-off = L’indice est désactivé pendant une course
race-watch-off = Regarder est désactivé pendant une course
keys-race = {" "}faire la course,{" "}
race-form-title = Faire la course avec des amis
race-form-sub = Tout le monde joue le même plateau, en direct. Envoyez le lien ; jusqu’à { $most } joueurs.
race-your-name = Votre nom (comme dans les classements)
race-name-placeholder = Votre nom
race-length = Durée
race-create = Lancer une course
race-until-over = Jusqu’à la fin du dernier plateau
race-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
race-asking = Le serveur est interrogé : organise-t-il des courses ?…
race-no-races = Ce site n’organise pas de courses : elles demandent le serveur du jeu, et il n’en a pas.
race-offline = Une course demande le serveur du jeu : vous semblez hors ligne. Réessayez une fois en ligne.
race-not-answering = Le serveur du jeu ne répond pas pour l’instant : réessayez dans un moment.
race-needs-name = Une course demande votre nom, et un navigateur capable de créer un jeton de joueur.
race-making = Création de la course…
race-not-made = Le serveur n’a pas pu créer de course pour l’instant : réessayez dans un moment.

## Races: the lobby, the race bar, the standings, and what a race says

race-helper-off = { $action ->
    [hint] L’indice est désactivé pendant une course.
    [watch] Regarder est désactivé pendant une course.
    [undo] Annuler est désactivé pendant une course.
   *[redo] Rétablir est désactivé pendant une course.
}
race-not-a-link = « { $link } » n’est le lien d’aucune course.
race-on = La course est lancée : le même plateau pour tout le monde.
race-back-in = De retour dans la course, à vos coups tels que le serveur les a.
race-unknown-kind = Cette course est d’un genre que cette version du jeu ne connaît pas.
race-reconnecting-try-again = Reconnexion à la course : réessayez dans un moment.
race-lost = La connexion à la course a été perdue. Reconnexion…
race-lost-because = { $reason } Reconnexion…
race-closed-too-slow = La connexion à la course était trop lente, ou muette trop longtemps.
race-closed-refused = Le serveur des courses a fermé la connexion : il ne pouvait pas accepter ce que cette page a envoyé.
race-closed-too-large = Un message était trop gros pour le serveur des courses.
race-closed-unavailable = Le serveur des courses est indisponible pour l’instant.
race-closed-restarting = Le serveur des courses redémarre.
race-closed-behind = Vous avez pris du retard sur la course ; vous le rattrapez en la rejoignant.
race-closed-replaced = Vous avez ouvert cette course dans une autre fenêtre.
race-closed-no-such-race = Aucune course n’a ce lien : il est peut-être mal saisi.
race-connecting = Connexion à la course…
race-a-race = Une course
race-lobby-title = Course : { $kind }
race-kind = { $mode } { $size } × { $size }, { $length }
race-kind-until-over = jusqu’à la fin du dernier plateau
race-send-link = Envoyez ce lien :
race-link-label = Le lien de la course
race-copy = Copier
race-mark-made-it = a créé la course
race-mark-you = vous
race-mark-away = absent
race-marks = ({ $marks })
race-ready-mark = ✓ prêt
race-starting-in = Départ dans { $seconds }…
race-start-how-creator = Lancez-la quand tout le monde est là ; elle part aussi dès que tous sont prêts.
race-start-how = La course part quand la personne qui l’a créée la lance, ou quand tous sont prêts.
race-watching = Vous regardez. Rejoignez pour courir.
race-leave = Quitter
race-ready = Prêt
race-not-ready = Pas prêt
race-start = Lancer
race-join = Rejoindre
race-bar-label = La course
race-clock-until-over = Jusqu’au dernier plateau
race-clock-time-left = Temps restant :
race-rank = { $rank ->
    [1] { $rank }er
   *[other] { $rank }e
}
race-presence-left = parti
race-presence-done = fini
race-presence-away = absent
race-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
race-top-tile = max { $tile }
race-board-of = Plateau de { $name }
race-standings = Le classement
race-interrupted = Le serveur a redémarré pendant cette course, qui s’est arrêtée là : voici le classement qu’il avait gardé.
race-left-mark = (parti)
race-watch-replay = Regarder
race-back = Retour à ma partie
race-rematch = Revanche
race-refused-message = Le serveur des courses n’a pas pu lire ce message.
race-refused-not-in-race = Vous n’êtes pas dans cette course : vous regardez.
race-refused-not-begun = La course n’a pas commencé : attendez le compte à rebours.
race-refused-over = La course est finie : ce coup est arrivé après la fin et ne compte pas.
race-refused-left = Vous avez quitté cette course : votre score reste tel qu’il était.
race-refused-out-of-order = Ce coup n’était pas votre suivant selon le serveur : votre plateau revient aux coups du serveur.
race-refused-illegal-move = Ce coup n’est pas permis sur le plateau du serveur : votre plateau revient aux coups du serveur.
race-refused-bad-race = Le serveur des courses n’organise pas de course de ce genre : son mode, sa taille de plateau ou sa durée.
race-refused-rate-limited = Trop de messages à la fois : celui-ci n’a pas été pris.
race-refused-said-already = Cette page a déjà dit qui elle est.
race-refused-unavailable = Le serveur des courses n’a pas pu prendre cela pour l’instant ; rien n’a été compté.
race-refused-full = Cette course est complète : { $most } joueurs au plus. Vous regardez.
race-refused-begun = Cette course a commencé sans vous : vous regardez.
race-refused-not-creator = Seule la personne qui a créé la course la lance ; elle part aussi dès que tous sont prêts.
race-refused-not-over = Une revanche vient une fois la course finie.

## The analysis: the replay viewer's marks, accuracy, chart and better moves

analysis-panel = Analyse
analyse = Analyser
analyse-key = Chaque coup face au meilleur du solveur (A)
analysis-cancel = Annuler
analysis-cancel-key = Annuler (Échap)
analysis-costliest = Les coups les plus coûteux
better-move = Meilleur coup
better-move-key = Montrer le meilleur coup sur le plateau (B)
play-it-out = Le jouer
back-to-the-game = Retour à la partie
play-it-out-key = Jouer le meilleur coup, ou revenir (P)
mark-title = { $mark ->
    [best] Meilleur
    [good] Bon
    [inaccuracy] Imprécision
    [mistake] Erreur
   *[blunder] Gaffe
}
mark-name = { $mark ->
    [best] meilleur coup
    [good] bon coup
    [inaccuracy] imprécision
    [mistake] erreur
   *[blunder] gaffe
}
analysis-started = Analyse { $moves ->
    [one] du { $moves } coup
   *[other] des { $moves } coups
} de la partie face au meilleur du solveur. Échap annule ; la rediffusion continue pendant ce temps.
analysis-next = Ensuite : { $reviewed }
analysis-cancelled = Analyse annulée.
analysis-counts = { $best } { $best ->
    [one] meilleur
   *[other] meilleurs
}, { $good } { $good ->
    [one] bon
   *[other] bons
}, { $inaccuracies } { $inaccuracies ->
    [one] imprécision
   *[other] imprécisions
}, { $mistakes } { $mistakes ->
    [one] erreur
   *[other] erreurs
}, { $blunders } { $blunders ->
    [one] gaffe
   *[other] gaffes
}
analysis-done = Analysée : précision { $accuracy } ; { $counts }. B montre le meilleur coup, P le joue.
reviewed-best = Coup { $number }, { $played } : meilleur coup.
reviewed-move = Coup { $number }, { $played } : { $mark } ({ $lost } perdu).
reviewed-move-better = Coup { $number }, { $played } : { $mark } ({ $lost } perdu). Mieux : { $better }.
better-played = Le meilleur coup à la place du coup { $number }, joué : { $merged } Échap ou P revient à la partie.
back-to-the-game-before = Retour à la partie, avant le coup { $number }.
better-shows = Le meilleur coup s’affiche sur le plateau là où le coup joué n’était pas le meilleur.
better-hidden = Le meilleur coup ne s’affiche plus.
analyse-first = Analysez d’abord la partie : A, ou le bouton « Analyser ».
no-better-move = Le coup joué ici était celui du solveur : il n’y a pas de meilleur coup.
analysis-progress = Analyse… { $done } coups sur { $total }
accuracy-heading = Précision { $accuracy }
costly-move = Coup { $number } : { $mark }, { $lost } perdu
chart-words = Le score monte à { $score } en { $moves } { $moves ->
    [one] coup
   *[other] coups
}. Précision { $accuracy } : { $counts }.
chart-costliest = {" "}Les plus coûteux : { $moves }.
costly-in-words = coup { $number } ({ $mark }, { $lost } perdu)
move-slide = glisser vers { $dir ->
    [up] le haut
    [down] le bas
    [left] la gauche
   *[right] la droite
}
move-swap = échanger le { $tile } en { $place } avec le { $other } en { $other_place }

## Problèmes : un coup à trouver, tiré de vraies parties ou de la partie du jour

puzzle-not-an-id = « { $text } » n'est pas l'identifiant d'un problème (12 des caractères 0-9 et a-f, ou un mode et un jour, comme 2048-2026-12-04)
puzzle-no-such = aucun problème n'a l'identifiant { $id }
puzzle-not-out = le problème du { $day } n'est pas encore sorti (le jour change à minuit UTC)
puzzle-unreadable = le problème ne se lit pas ({ $why })
puzzle-bad-position = sa position ne se lit pas : { $why }
puzzle-other-mode = son mode « { $mode } » n'est pas celui de sa position, ou aucun de ce jeu
puzzle-no-answer = sa solution n'est pas un coup de sa position
puzzle-solved = Bravo ! Ce coup rapporte { $points } { $points ->
    [one] point
   *[other] points
}.
puzzle-missed = Pas celui-ci : le coup est repris. Mieux : { $better }, qui vaut { $better_worth } points en moyenne contre { $played_worth } pour { $played }.
puzzle-opened = Problème { $id } : trouvez le meilleur coup. Vous en avez un ; Échap ramène à votre partie.
puzzle-opened-touch = Problème { $id } : trouvez le meilleur coup. Vous en avez un ; Retour ramène à votre partie.
puzzle-left = Retour à votre partie, telle que vous l'avez laissée.
bad-puzzle = Ce lien de problème ne fonctionne pas : { $error }. { $instead }
puzzle-unreachable = le problème { $id } est gardé par le serveur du jeu, et aucun serveur ne répond ici
puzzle-of-the-day = Problème du jour
puzzle-title = Problème
puzzle-back = Retour à votre partie
puzzle-figures = Problèmes résolus : { $solved } ; d'affilée : { $streak }.
puzzle-solved-by-mode = Problèmes résolus dans chaque mode
puzzle-mode-puzzles = Problèmes de { $mode }

## The install manifest (scripts/manifests.mjs; English: public/manifest.webmanifest)

manifest-description = ExponenTile, 2048 rencontre le match-3, sur un cylindre : échangez des tuiles voisines pour aligner au moins trois nombres égaux, fusionnez-les en puissances de deux plus grandes et jouez par-delà la couture où les colonnes se rejoignent.
