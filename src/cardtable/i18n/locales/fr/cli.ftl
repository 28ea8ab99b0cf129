# cli : français (le terminal)

cli-relation-you = vous
cli-relation-partner = votre partenaire
cli-relation-opponent = adversaire
cli-relation-other = { "" }
cli-seat-dealer = donneur
cli-seat-to_act = à jouer
cli-head-seat = Place
cli-head-who = Qui
cli-head-score = Score
cli-head-roles = Rôles
cli-head-cards = Cartes
cli-table-title = { $game }, donne { $hand }
cli-card-down = ##
cli-count-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
cli-count-down = { $count ->
    [one] { $count } carte face cachée
   *[other] { $count } cartes face cachée
}
cli-zone-empty = vide
cli-zone-turned_down = (refusée)
cli-zone-sitting_out = (ne joue pas)
cli-table-facts = Cette donne
cli-table-log = Derniers coups
cli-table-waiting = Vous pouvez agir maintenant, hors tour
cli-control-out_of_turn = (à tout moment)
cli-picker-type = { $label } : tapez la forme courte, par exemple { $examples }
cli-picker-field = { $field } : { $values }
cli-result-winners = gagné par { $names }
cli-result-match_winners = Vainqueurs : { $names }
cli-result-pause = Appuyez sur Entrée pour continuer>{ " " }
cli-sheet-title = Feuille de marque
cli-sheet-hand = Donne
cli-you_played = { $name } (vous) : { $action }
cli-auto-only = { $name } (vous) : { $action } (le seul coup possible)
cli-auto-declined = { $name } (vous) : { $action } (vous avez refusé cette offre au coup précédent)
cli-input-ambiguous = « { $typed } » peut vouloir dire : { $options }
cli-input-more = et { $count } autres
cli-input-not_legal = « { $action } » n’est pas permis maintenant.
cli-input-unknown = « { $typed } » n’est pas un coup de ce jeu.
cli-input-did_you_mean = Vouliez-vous dire : { $options } ?
cli-input-see_help = Tapez le numéro, le coup ou sa forme courte ; « aide » dit ce que vous pouvez faire.
cli-help-now = Ce que vous pouvez faire maintenant :
cli-help-game = Notation de ce jeu (coups proposés jusqu’ici) :
cli-help-short = Formes courtes : mots abrégés, chiffres et lettres collés, par exemple { $examples } ; un numéro choisit dans la liste.
cli-help-commands = Commandes : aide, coups (tous les coups en entier), table (la table à nouveau), règles, quitter ; les mots anglais help, legal, view, rules, quit marchent aussi.
cli-trick-done = { $label } : { $cards }
cli-play-hint = Tapez un coup, son numéro dans la liste ou une forme courte (aide en montre) ; un coup sans choix est joué pour vous. Commandes : aide, coups, table, règles, quitter.
cli-play-end_of_input = Fin de l’entrée : vous quittez la partie.
cli-play-you_are_one = Vous êtes { $name } ; { $others } est un robot de niveau « { $kind } ».
cli-play-you_are_many = Vous êtes { $name } ; { $others } sont des robots de niveau « { $kind } ».
cli-play-seed = Graine { $seed }.
cli-play-seed_drawn = Graine { $seed } (tirée pour vous ; rejouez cette donne avec --seed { $seed }).
cli-play-left = Vous avez quitté la partie pendant la donne { $hand }.
cli-play-saved = Partie enregistrée dans { $path }. Pour la rejouer : cardtable replay { $quoted } --seat { $seat }
cli-play-table = { $title }, { $count } joueurs, options : { $options }
cli-play-all_default = toutes par défaut
cli-bot-random = au hasard
cli-bot-easy = facile
cli-bot-medium = moyen
cli-bot-hard = difficile
cli-bot-heuristic = heuristique

## L’aide et les erreurs d’usage de la ligne de commande (cardtable --lang fr COMMANDE --help)

cli-arg-usage = usage :{ " " }
cli-arg-positionals = arguments positionnels{ " " }
cli-arg-options = options{ " " }
cli-arg-help = afficher cette aide et quitter
cli-arg-version = afficher la version et quitter
cli-arg-error = erreur : { $message_code }
cli-arg-description = Jeux de cartes traditionnels : lisez les règles, jouez contre des robots, rejouez des parties enregistrées et simulez des parties entre robots.
cli-arg-lang = la langue de la table et de ses mots (par défaut : d’après LC_ALL, LC_MESSAGES, LANGUAGE ou LANG, sinon l’anglais)
cli-arg-game = un nom de jeu (voir `cardtable games`)
cli-arg-option = fixer une option (répétable), par exemple --option { $example_code } ; voir `cardtable rules GAME` pour les options
cli-arg-preset = partir d’un préréglage nommé
cli-arg-players = nombre de joueurs (l’option players)
cli-arg-seed = graine de base (par défaut : tirée et affichée)
cli-arg-jobs = processus à utiliser (par défaut { $count })
cli-arg-max_steps = nombre de coups après lequel une partie est tenue pour bloquée (par défaut { $count })
cli-arg-games-help = lister les jeux
cli-arg-games-description = Lister les jeux enregistrés.
cli-arg-rules-help = afficher les règles et les options d’un jeu
cli-arg-rules-description = Afficher les règles en vigueur (avec les options données) et chaque option avec ses valeurs permises et sa valeur par défaut.
cli-arg-play-help = jouer une partie contre des robots
cli-arg-play-description = Jouer une partie contre des robots dans le terminal. Votre vue s’affiche quand c’est votre tour ; tapez un coup dans la notation du jeu (ou son numéro dans la liste des coups permis). Commandes : help, legal, view, rules, quit. La partie est enregistrée quand elle se termine ou que vous la quittez.
cli-arg-play-seat = votre place (par défaut { $seat })
cli-arg-play-seed = graine des donnes (par défaut : tirée et affichée)
cli-arg-play-bots = le niveau des robots : random, easy, medium ou hard (par défaut medium ; heuristic est l’ancien nom de medium)
cli-arg-play-save = où enregistrer la partie (par défaut GAME-SEED.cardtable.json ici)
cli-arg-replay-help = parcourir pas à pas une partie enregistrée
cli-arg-replay-description = Afficher chaque coup d’une partie enregistrée avec le joueur qui l’a fait, et la vue d’une place à chacune de ses décisions, à la fin de chaque donne et à la fin.
cli-arg-replay-file = une partie enregistrée par `cardtable play`
cli-arg-replay-seat = la place dont on montre la vue (par défaut { $seat })
cli-arg-replay-step = attendre Entrée après chaque coup (q puis Entrée arrête) ; seulement quand l’entrée est un terminal
cli-arg-simulate-help = jouer de nombreuses parties entre robots et afficher les statistiques
cli-arg-simulate-description = Jouer de nombreuses parties entre robots (graines dérivées de --seed) et afficher le taux de victoire de chaque place et de chaque équipe avec son intervalle de Wilson à 95 %, les points par donne et les donnes par partie.
cli-arg-simulate-matches = parties (par défaut { $count })
cli-arg-simulate-bots = un type de robot pour toutes les places, ou une liste séparée par des virgules avec un par place (random, easy, medium, hard ; par défaut medium)
cli-arg-simulate-jobs = processus à utiliser (par défaut { $count } ; 0 = tous les cœurs que ce processus peut utiliser)
cli-arg-arena-help = comparer des robots sur des donnes dupliquées (chaque donne rejouée en faisant tourner les places)
cli-arg-arena-description = Comparer des niveaux de robots sur des donnes dupliquées : chaque donne (une graine dérivée de --seed) est jouée une fois par rotation des robots autour de la table, pour que chaque robot reçoive les mêmes cartes. Affiche le taux de victoire de chaque robot avec son intervalle de Wilson à 95 % face à sa part équitable, les points par donne et son temps de décision (médiane et 95e centile).
cli-arg-arena-bots = niveaux des robots placés tour à tour autour de la table (A,B à quatre places : A B A B), par exemple hard,medium
cli-arg-arena-deals = donnes (par défaut { $count })
cli-arg-serve-help = lancer le serveur de tables pour les personnes et les robots
cli-arg-serve-description = Lancer le serveur de tables : des tables pour les personnes et les robots par WebSockets, chaque coup enregistré dans une base de données (SQLite dans votre dossier de données, sauf si --db en décide autrement). Le protocole est décrit dans docs/server.md.
cli-arg-serve-host = adresse d’écoute (par défaut { $host_code })
cli-arg-serve-port = port (par défaut { $port_code })
cli-arg-serve-db = base de données : sqlite:///FILE ou postgresql://USER@HOST/DB (par défaut : SQLite dans le dossier de données de l’utilisateur)
cli-arg-serve-bot_workers = processus de travail qui calculent les coups des robots, partagés par toutes les tables (par défaut { $count })
cli-arg-serve-bot_pool = faire tourner les robots dans des processus (par défaut) ou des fils d’exécution
cli-arg-serve-idle_table_seconds = décharger de la mémoire une table où personne n’est connecté et où rien ne s’est passé depuis S secondes ; elle est rechargée depuis son journal quand on la demande (par défaut { $count })
cli-arg-serve-finished_table_seconds = de même pour une table dont la partie est finie (par défaut { $count })
cli-arg-serve-quiet = ne journaliser que les avertissements et les erreurs
cli-usage-option_form = --option attend NAME=VALUE (comme { $example_code }), et non '{ $item_code }'
cli-usage-option_twice = l’option '{ $name_code }' est donnée deux fois ; donnez chaque option une seule fois
cli-usage-players_twice = donnez le nombre de joueurs une seule fois : --players N ou --option players=N
cli-usage-bot = impossible de créer le robot : { $reason }
cli-usage-bot_unavailable = le robot { $kind } n’est pas disponible pour { $game } : { $reason }
cli-usage-no_seat = la place { $seat } n’existe pas : { $game } a ici { $count } places, de 0 à { $last }
cli-usage-no_file = le fichier { $path_code } n’existe pas
cli-usage-unreadable = impossible de lire { $path_code } : { $reason }
cli-usage-arena_bots_empty = --bots attend A,B,... sans entrée vide, et non '{ $bots_code }'
cli-usage-simulate_bots_empty = --bots attend KIND ou KIND,KIND,... sans entrée vide, et non '{ $bots_code }'
cli-usage-save_folder = impossible d’enregistrer la partie dans { $path_code } : le dossier { $folder_code } n’existe pas
cli-usage-server_dependencies = le serveur a besoin de ses dépendances ({ $module_code })
cli-usage-server = impossible de lancer le serveur : { $reason }
cli-usage-port = --port doit être entre 0 et 65535, et non { $port_code }
cli-usage-arena_bots_count = --bots : donnez de 1 à { $players } niveaux de robot pour { $players } places, pas { $count }
cli-usage-simulate_bots_count = --bots : donnez un niveau de robot pour toutes les places ou un par place ({ $players } places) ; reçu { $count } : { $kinds_code }
cli-usage-bot_kind = aucun robot ne s’appelle { $kind_code } ; les niveaux sont : { $kinds_code }
cli-usage-not_whole = { $value_code } n’est pas un nombre entier
cli-usage-too_small = { $value_code } est trop petit ; donnez { $minimum } ou plus
cli-usage-seed_negative = une graine (seed) vaut { $minimum } ou plus, pas { $value_code }
cli-usage-seat_negative = les places sont numérotées à partir de { $minimum }, pas { $value_code }
cli-usage-port_negative = un port va de { $minimum } à 65535, pas { $value_code }
cli-argparse-required = ces arguments sont obligatoires : { $names_code }
cli-argparse-unrecognized = arguments inconnus : { $args_code }
cli-argparse-ambiguous = option ambiguë : { $option_code } peut être { $matches_code }
cli-argparse-invalid_choice = argument { $name_code } : choix invalide : { $value_code } (choisissez parmi { $choices_code })
cli-argparse-invalid_value = argument { $name_code } : valeur invalide : { $value_code }
cli-argparse-expected_one = argument { $name_code } : une valeur est attendue
cli-argparse-expected_some = argument { $name_code } : au moins une valeur est attendue
cli-argparse-ignored = argument { $name_code } : valeur explicite ignorée : { $value_code }
cli-argparse-not_with = argument { $name_code } : interdit avec l’argument { $other_code }
cli-argparse-argument = argument { $name_code } : { $problem }

## Coups, résultats et relectures (cli/play.py, cli/results.py, cli/replay.py)

cli-labelled = { $label } :{ " " }
cli-move-ends_hand = termine la donne
cli-seat-you_mark = (vous)
cli-seat-you = { $name } (vous)
cli-list-separator = { ", " }
cli-list-groups = { " ; " }
cli-list-and = { $first } et { $last }
cli-scores-side = { $name } { $score }
cli-scores-now = Scores : { $parts }
cli-scores-final = Scores finaux : { $parts }
cli-result-not_over = La partie n’est pas finie (donne { $hand }).
cli-result-over = Partie finie après { $hands } { $hands ->
    [one] donne
   *[other] donnes
}. Vainqueurs : { $names }.
cli-result-nobody = personne
cli-result-you_won = Vous avez gagné !
cli-result-you_lost = Vous avez perdu.
cli-hand-over = --- Fin de la donne { $hand } ---
cli-legal-list = Coups permis : { $actions_code }
cli-legal-more = ... et { $count } autres (tapez « coups » pour tout voir) ...
cli-play-save_failed = impossible d’enregistrer la partie dans { $path_code } : { $reason }
cli-command-help = aide
cli-command-legal = coups
cli-command-view = table
cli-command-rules = règles
cli-command-quit = quitter
cli-replay-heading = Relecture de { $path_code } : { $table }.
cli-replay-from_seed = { $count } { $count ->
    [one] coup
   *[other] coups
} tirés de la graine { $seed } ; le jeu vu est celui de { $name }.
cli-replay-from_deck = { $count } { $count ->
    [one] coup
   *[other] coups
} sur un paquet fixé ; le jeu vu est celui de { $name }.
cli-replay-step_terminal = --step n’attend que si l’entrée est un terminal ; relecture d’une traite
cli-replay-viewer = { $name } (vue)
cli-replay-stopped = Arrêté.
cli-replay-end = --- Fin de l’enregistrement ---
cli-replay-quit = q
cli-games-head-game = Jeu
cli-games-head-title = Titre
cli-games-head-summary = En bref
cli-games-hint = Règles et options : cardtable rules JEU.  Jouer : cardtable play JEU.
cli-bot-fallback = pas encore de robot moyen pour { $game } ({ $reason }) ; robots au hasard

## Rapports de simulate et arena (cli/simulate.py, cli/arena.py)

cli-sim-every_seat = { $kind } à chaque place
cli-sim-seat_kind = { $name } { $kind }
cli-sim-header = { $count } { $count ->
    [one] partie
   *[other] parties
} ; robots : { $bots } ; graine de base { $seed }{ $drawn ->
    [yes] {" "}(tirée ; donnez --seed pour la rejouer)
   *[no] {""}
} ; { $jobs } { $jobs ->
    [one] processus
   *[other] processus
}.
cli-sim-played = { $matches } { $matches ->
    [one] partie jouée
   *[other] parties jouées
} ({ $hands } { $hands ->
    [one] donne
   *[other] donnes
}) en { $seconds } s : { $rate } donnes par seconde.
cli-sim-hands = Donnes par partie : moyenne { $mean }, la plus courte { $shortest }, la plus longue { $longest }.
cli-sim-legend = Taux de victoire : parties gagnées (une victoire partagée compte pour chaque gagnant), avec son intervalle de Wilson à 95 %. Points par donne : score final / donnes jouées.
cli-sim-head-seat = Place
cli-sim-head-bot = Robot
cli-sim-head-team = Équipe
cli-sim-head-wins = Vict.
cli-sim-head-win_rate = Taux
cli-sim-head-ci = IC 95 %
cli-sim-head-points = Points/donne
cli-sim-head-fair = Part
cli-sim-head-pts = Pts/donne
cli-sim-head-median = Méd. (ms)
cli-sim-head-p95 = p95 (ms)
cli-arena-header = { $deals } { $deals ->
    [one] donne
   *[other] donnes
}, chacune jouée { $times } fois ({ $layouts }) ; graine de base { $seed }{ $drawn ->
    [yes] {" "}(tirée ; donnez --seed pour la rejouer)
   *[no] {""}
}.
cli-arena-played = { $matches } { $matches ->
    [one] partie jouée
   *[other] parties jouées
} ({ $hands } { $hands ->
    [one] donne
   *[other] donnes
}) en { $seconds } s.
cli-arena-legend-sides = Taux : parties gagnées par le camp du robot, avec son intervalle de Wilson à 95 % ; la part juste est 50 %. Pts/donne : score final du camp / donnes jouées.
cli-arena-legend-seats = Taux : parties-places gagnées par ce robot (une victoire partagée compte pour chaque gagnant), avec son intervalle de Wilson à 95 %, face à la part juste : le taux d’une place ni meilleure ni pire que les autres (victoires de toutes les places sur leurs parties, plus qu’une place sur le nombre de joueurs quand une partie peut avoir plusieurs gagnants). Pts/donne : score final d’une place / donnes jouées.
cli-arena-legend-time = Médiane et p95 : le temps du robot par décision (décisions avec un choix seulement).
cli-progress-deals = donnes
cli-progress-matches = parties
