# golfp : français (Golf à cartes spéciales)

golfp-status-setup = J{ $seat } regarde ses cartes de départ
golfp-status-start = À J{ $seat } de piocher
golfp-status-hold = J{ $seat } tient une carte piochée
golfp-status-power = J{ $seat } termine un pouvoir
golfp-status-select = J{ $seat } désigne des cartes
golfp-status-give = J{ $seat } donne une carte pour la place libérée
golfp-status-end_turn = J{ $seat } peut annoncer
golfp-status-wait = La donne est comptée
golfp-status-window_snap = Chacun peut taper une carte égale à { $card }
golfp-status-window_claim = Chacun peut réclamer une carte égale à { $card }
golfp-status-over = La partie est terminée
golfp-prompt-setup = Choisissez une carte à regarder
golfp-prompt-start = Piochez ou prenez la carte de la défausse
golfp-prompt-hold = Remplacez une de vos cartes, utilisez le pouvoir de la carte, ou défaussez-la
golfp-prompt-power = Terminez le pouvoir : échangez ou gardez
golfp-prompt-select = Désignez d’autres cartes, ou montrez-les
golfp-prompt-give = Donnez une de vos cartes pour la place libérée
golfp-prompt-end_turn = Annoncez, ou finissez votre tour
golfp-prompt-wait = Tapez, réclamez ou passez
golfp-prompt-over = La partie est terminée
golfp-prompt-window_snap = Tapez une de vos cartes égale à { $card }, ou passez
golfp-prompt-window_claim = Réclamez une carte égale à { $card }, ou passez
golfp-badge-called = a annoncé
golfp-badge-final_turn = dernier tour à jouer
golfp-badge-penalties = +{ $points } de pénalités
golfp-badge-may_snap = peut taper
golfp-badge-may_claim = peut réclamer
golfp-zone-layout = Cartes de J{ $seat }
golfp-zone-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
golfp-zone-value = vaut { $value }
golfp-zone-stock = Pioche
golfp-zone-discard = Défausse
golfp-zone-held = Piochée par J{ $seat }
golfp-held-from_stock = de la pioche
golfp-held-from_discard = de la défausse
golfp-held-from_discard_power = de la défausse, pour son pouvoir
golfp-action-draw_stock = Piocher
golfp-action-draw_discard = Prendre { $card }
golfp-action-use_discard = Utiliser le pouvoir de { $card }
golfp-action-discard = Défausser { $card }
golfp-action-done = Finir votre tour
golfp-action-pass = Passer
golfp-action-reveal = Montrer les cartes désignées
golfp-action-keep = Laisser ainsi
golfp-action-swap_looked = Échanger les deux cartes
golfp-action-call = Annoncer « { $word } »
golfp-action-shuffle = Mélanger les cartes de J{ $seat }
golfp-action-replace = Remplacer votre carte { $slot }
golfp-action-multi = Désigner votre carte { $slot }
golfp-action-give = Donner votre carte { $slot }
golfp-action-snap = Taper votre carte { $slot }
golfp-action-peek = Regarder la carte { $slot } de J{ $seat }
golfp-action-look = Regarder la carte { $slot } de J{ $seat }
golfp-action-match = Désigner la carte { $slot } de J{ $seat }
golfp-action-claim = Réclamer la carte { $slot } de J{ $seat }
golfp-action-swap = Échanger deux cartes
golfp-action-swap_confirm = Les échanger
golfp-action-look_two = Regarder votre carte et celle d’un adversaire
golfp-action-look_confirm = Les regarder
golfp-fact-memory = Mémoire
golfp-memory-human = retenez ce que vous avez vu
golfp-memory-perfect = toute carte vue reste affichée
golfp-fact-final_turns = Derniers tours
golfp-final-called = J{ $seat } a annoncé
golfp-fact-window_snap = Tape possible sur
golfp-fact-window_claim = Réclamation possible sur
golfp-log-hand_over = La donne { $hand } est terminée
golfp-log-multi_succeeds = remplacement multiple réussi : { $cards } défaussées
golfp-log-multi_fails = remplacement multiple raté : { $cards } restent, la carte tenue s’ajoute
golfp-log-snapped = tape { $card }
golfp-log-wrong_snap = tape { $card } à tort : elle revient
golfp-log-matched = réclame { $card } : elle correspond
golfp-log-no_match_penalty = réclame { $card } : elle ne correspond pas, elle revient, +10 de pénalité
golfp-log-no_match = réclame { $card } : elle ne correspond pas, elle revient
golfp-log-reshuffle = la défausse est mélangée en une nouvelle pioche de { $count } cartes
golfp-log-exhausted = la pioche et la défausse sont épuisées
golfp-log-penalty_skipped = plus de pioche pour la carte de pénalité
golfp-log-nothing_to_give = n’a plus de carte à donner : les places libérées sont retirées
golfp-log-match_result = désignation : { $cards } { $count ->
    [one] correspond
   *[other] correspondent
} ; { $other_cards } { $other_count ->
    [one] ne correspond pas
   *[other] ne correspondent pas
}
golfp-log-match_all = désignation : { $cards } { $count ->
    [one] correspond
   *[other] correspondent
}
golfp-log-match_none = désignation : { $other_cards } { $other_count ->
    [one] ne correspond pas
   *[other] ne correspondent pas
}
golfp-log-draw_discard_card = prend { $card } dans la défausse
golfp-log-draw_stock = pioche
golfp-log-discard_card = défausse { $card }
golfp-log-replace_card = remplace sa carte { $slot } et défausse { $card }
golfp-log-use_discard_card = utilise le pouvoir de { $card }
golfp-log-done = finit son tour
golfp-log-pass = passe
golfp-log-reveal = montre les cartes désignées
golfp-log-keep = garde
golfp-log-swap = échange les deux cartes
golfp-log-call = annonce « { $word } »
golfp-log-multi = désigne sa carte { $slot }
golfp-log-give = donne sa carte { $slot }
golfp-log-snap = tape sa carte { $slot }
golfp-log-peek = regarde la carte { $slot } de J{ $seat }
golfp-log-peek_seen = regarde la carte { $slot } de J{ $seat } : { $card }
golfp-log-look = regarde la carte { $slot } de J{ $seat }
golfp-log-look_seen = regarde la carte { $slot } de J{ $seat } : { $card }
golfp-log-match = désigne la carte { $slot } de J{ $seat }
golfp-log-claim = réclame la carte { $slot } de J{ $seat }
golfp-log-shuffle = mélange les cartes de J{ $seat }
golfp-log-swap_two = échange la carte { $slot } de J{ $seat } avec la carte { $other_slot } de J{ $other_seat }
golfp-log-look_two = regarde la carte { $slot } de J{ $seat } et la carte { $other_slot } de J{ $other_seat }
golfp-result-layout_value = Valeur des cartes
golfp-result-penalties = Pénalités
golfp-result-caller_lowest = J{ $seat } a annoncé et a le plus bas
golfp-result-caller_not_lowest = J{ $seat } a annoncé mais n’a pas le plus bas
golfp-result-adjustment = Ajustement
golfp-result-hand_score = Score de la donne
golfp-note-called = J{ $seat } a annoncé avec { $value }
golfp-note-leads_next = J{ $seat } a le jeu le plus bas et commence la donne suivante
golfp-title-cabo = Cabo (Golf à cartes spéciales)
golfp-summary-cabo = 4 cartes cachées ; 7-8 regarder, 9-10 espionner, V-D échanger ; associez la carte piochée à n’importe quelles cartes de la table ; annoncez Cabo ; en 100.
golfp-title-cactus = Cactus (Golf à cartes spéciales)
golfp-summary-cactus = 4 cartes cachées, pas de retourne ; 6-8 regarder, 9-V espionner, D échanger ; tapez les cartes égales à tout moment ; annoncez Cactus ; en 100.
golfp-title-cumbia = Cumbia (Golf à cartes spéciales)
golfp-summary-cumbia = 4 cartes cachées ; 4 à 7, 10 et V ont des pouvoirs et ne se placent jamais ; chacun peut réclamer une carte égale après chaque défausse ; annoncez Cumbia ; 7 donnes.
golfp-title-dacz = Dacz (Golf à cartes spéciales)
golfp-summary-dacz = 4 cartes cachées en ligne, regardez-en deux ; V échanger, D regarder ; annoncez dacz ; l’annonceur ajoute 10 s’il est battu, 5 en cas d’égalité ; en 100.
golfp-title-malaysian = Malaisien (Golf à cartes spéciales)
golfp-summary-malaysian = 4 cartes cachées, on en regarde deux ; V, D, R et jokers ont des pouvoirs ; on joue jusqu’à épuisement de la pioche ; le plus petit jeu gagne.
golfp-title-pablo = Pablo (Golf à cartes spéciales)
golfp-summary-pablo = 4 cartes cachées ; 7 regarder et échanger, 8 regarder ; remplacez plusieurs cartes égales d’un coup ; annoncez Pablo en fin de tour ; en 100.

# Les règles en vigueur (text.rules_paragraphs)
golfp-rules-intro = Livre de règles : golf.md { $section } ; { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}.
golfp-rules-deck = Jeu de cartes : un jeu de 52 cartes{ $jokers ->
    [0] {""}
   *[other] {" "}et { $jokers } jokers
}. Chaque joueur reçoit quatre cartes faces cachées{ $up ->
    [on] , puis une carte retournée commence la défausse.
   *[off] ; il n’y a pas de carte retournée : le premier joueur doit piocher.
}
golfp-rules-peek = Avant de jouer, chacun regarde deux de ses cartes : { $peek ->
    [nearest_two] les deux plus proches de lui (places 3 et 4).
   *[any_two] deux cartes de son choix.
}
golfp-rules-turn = À votre tour, prenez la carte du dessus de la pioche (vous seul la voyez) ou de la défausse, puis mettez-la à la place d’une de vos cartes sans regarder celle-ci d’abord (l’ancienne carte est défaussée face visible), ou défaussez-la (seulement une carte de la pioche).
golfp-rules-memory = Tout le monde voit quelles cartes sont regardées et lesquelles bougent, jamais une carte cachée qui bouge. { $memory ->
    [perfect] Mémoire parfaite : toute carte que vous connaissez reste affichée pour vous.
   *[human] Mémoire humaine : une carte que vous regardez (ou piochez et placez) vous reste affichée jusqu’à votre action suivante ; retenez-la.
}
golfp-rules-unseen_only = replace_scope=unseen_at_start_only : vous ne pouvez remplacer qu’une carte que vous n’avez pas regardée au début.
golfp-rules-values-malaysian = Valeur des cartes : as 1, de 2 à 10 leur valeur faciale, valet 10, dame 10, roi 10, joker 10.
golfp-rules-values-pablo = Valeur des cartes : as 1, de 2 à 10 leur valeur faciale, valet 10, dame 10, roi 10, joker -5.
golfp-rules-values-cumbia = Valeur des cartes : as 1, de 2 à 10 leur valeur faciale sauf le 2♦ qui vaut -10, valet 11, dame 12, rois noirs (R♠, R♣) 0, rois rouges (R♥, R♦) -5.
golfp-rules-values-cabo = Valeur des cartes : as 1, de 2 à 10 leur valeur faciale, valet 11, dame 12, roi 13 sauf le R♦ qui vaut 0.
golfp-rules-values-cactus = Valeur des cartes : as 1, de 2 à 10 leur valeur faciale, valet 10, dame 10, roi 0.
golfp-rules-values-dacz = Valeur des cartes : as 1, de 2 à 10 leur valeur faciale, valet 11, dame 12, rois noirs (R♠, R♣) 13, rois rouges (R♥, R♦) 0.
golfp-rules-powers-malaysian = Pouvoirs, seulement pour une carte prise dans la pioche (au choix ; la carte est ensuite défaussée). Valet : regardez une de vos cartes. Dame : regardez une carte d’un adversaire. Roi : échangez une de vos cartes avec une carte d’un adversaire, sans que personne ne regarde. Joker : mélangez les cartes d’un adversaire : personne ne sait plus où est laquelle.
golfp-rules-powers-pablo = Pouvoirs, seulement pour une carte prise dans la pioche (au choix ; la carte est ensuite défaussée). 7 : regardez une carte d’un adversaire, puis { $seven ->
    [optional_after_look] vous pouvez l’échanger
   *[mandatory_after_look] échangez-la
} contre une des vôtres sans regarder la vôtre. 8 : regardez n’importe quelle carte de la table (à vous ou à un adversaire).
golfp-rules-powers-cumbia = Pouvoirs, seulement pour une carte prise dans la pioche (au choix ; la carte est ensuite défaussée). 4 ou 5 : regardez une de vos cartes. 6 ou 7 : regardez une carte d’un adversaire. 10 : { $ten ->
    [two_of_one_opponent] échangez entre elles deux cartes d’un même adversaire
   *[any_two_any_players] échangez deux cartes quelconques de la table (de n’importe quels joueurs)
}, sans que personne ne regarde. Valet : regardez une de vos cartes et une d’un adversaire, puis échangez-les ou non.
golfp-rules-powers-cabo = Pouvoirs, seulement pour une carte prise dans la pioche (au choix ; la carte est ensuite défaussée). 7 ou 8 : regardez une de vos cartes. 9 ou 10 : regardez une carte d’un adversaire. Valet ou dame : échangez deux cartes quelconques de la table (de n’importe quels joueurs), sans que personne ne regarde.
golfp-rules-powers-cactus = Pouvoirs, seulement pour une carte prise dans la pioche (au choix ; la carte est ensuite défaussée). 6, 7 ou 8 : regardez une de vos cartes. 9, 10 ou valet : regardez une carte d’un adversaire. Dame : échangez une de vos cartes avec une carte d’un adversaire, sans que personne ne regarde.
golfp-rules-powers-dacz = Pouvoirs, seulement pour une carte prise dans la pioche (au choix ; la carte est ensuite défaussée). Valet : échangez deux cartes quelconques de la table (de n’importe quels joueurs), sans que personne ne regarde. Dame : regardez n’importe quelle carte de la table (à vous ou à un adversaire).
golfp-rules-unplaceable = Une carte à pouvoir prise dans la pioche ne peut qu’être utilisée ou défaussée, jamais placée ; celle du dessus de la défausse ne peut pas être prise.
golfp-rules-discard_power = Au lieu de piocher, vous pouvez utiliser le pouvoir de la carte du dessus de la défausse s’il n’a pas servi (use discard) ; elle est défaussée de nouveau, épuisée.
golfp-rules-multi = Remplacement multiple : désignez deux de vos cartes ou plus (multi N, puis reveal). Si elles sont toutes de même rang, elles sont défaussées et la carte tenue prend la première place ; sinon elles restent (désormais connues de tous), la carte tenue s’ajoute comme carte de plus, et rien n’est défaussé.{ $source ->
    [stock_only] {" "}Seulement avec une carte de la pioche.
   *[any] {""}
}
golfp-rules-matching = Appariement : au lieu de placer la carte tenue, désignez une ou plusieurs cartes de n’importe quels jeux (match P1.2 ..., puis reveal). Les rangs égaux (tous les rois vont ensemble) sont défaussés ; chaque erreur reste (connue de tous) et vous coûte une carte de pénalité prise dans la pioche, sans la voir, dans votre jeu. Ensuite la carte tenue est défaussée et vous donnez une de vos cartes, sans la voir, pour chaque carte d’adversaire appariée{ $fill ->
    [optional] {" "}(ou gardez : la place est supprimée).
   *[mandatory] .
}{ $from_discard ->
    [on] {" "}Une carte prise dans la défausse peut aussi servir.
   *[off] {" "}Seule une carte prise dans la pioche peut servir.
}
golfp-rules-claim = Après chaque défausse s’ouvre une occasion de réclamer : chacun peut réclamer une carte de n’importe quel jeu (claim P1.2) comme égale en points à la carte du dessus de la défausse. Une carte égale va à la défausse (à un adversaire : vous lui donnez une de vos cartes) ; une erreur revient à sa place, connue de tous, +10 si c’était la carte d’un adversaire. Seule la première réclamation compte ; passez pour décliner.
golfp-rules-snap = Taper : après chaque défausse, chacun peut défausser une de ses propres cartes du même rang que la carte du dessus (snap N). Une erreur revient, connue de tous, et coûte { $count ->
    [one] { $count } carte de pénalité
   *[other] { $count } cartes de pénalité
}, sans les voir, dans votre jeu. { $chain ->
    [single_per_discard] Une seule tape par défausse.
   *[multiple] Une carte tapée peut être tapée à son tour.
} Passez pour décliner.
golfp-rules-call = Annoncez « { $word ->
    [pablo] Pablo
    [cumbia] Cumbia
    [cabo] Cabo
    [cactus] Cactus
    [dacz] Dacz
   *[other] { $word }
} » { $timing ->
    [end_of_turn] à la fin de votre tour
   *[during_turn] à tout moment de votre tour (le tour s’achève)
} : ensuite { $final ->
    [everyone_incl_caller] chaque joueur, l’annonceur en dernier, joue
   *[others] chacun des autres joueurs joue
} encore un tour (DERNIERS TOURS).
golfp-rules-stock_out = La donne s’arrête quand la pioche est épuisée (après ce tour){ $empty_layout ->
    [on] {" "}ou quand un joueur n’a plus de carte.
   *[off] .
}
golfp-rules-reshuffle = Une pioche vide est reconstituée avec la défausse (toutes ses cartes sauf celle du dessus).
golfp-rules-scoring = Chaque jeu marque la somme de ses cartes (un jeu vide 0) ; le plus bas est le meilleur.
golfp-rules-scoring-pablo = Un annonceur plus bas que tous marque { $low ->
    [layout_minus10] la valeur de son jeu moins 10
   *[flat_minus10] -10
} ; un annonceur battu par quelqu’un marque son jeu plus le jeu de l’adversaire le plus haut ; un annonceur à égalité pour le plus bas marque son jeu.
golfp-rules-scoring-cumbia = Les pénalités (+10 par réclamation ratée sur une carte d’adversaire) s’ajoutent.
golfp-rules-scoring-cactus = Un annonceur plus bas que chaque adversaire marque 0, sinon son jeu + 10 ; un adversaire à égalité ou plus bas que l’annonceur marque 0. Le jeu le plus bas gagne la donne (l’annonceur perd les égalités) et commence la suivante.
golfp-rules-scoring-dacz = L’annonceur ajoute 10 si quelqu’un est plus bas, ou 5 si quelqu’un est à égalité.
golfp-rules-match-single = Partie : une seule donne ; le score le plus bas gagne (les ex æquo partagent).
golfp-rules-match = Partie : { $kind ->
    [holes] { $count ->
        [one] { $count } donne
       *[other] { $count } donnes
    }
   *[target] des donnes jusqu’à ce qu’un total atteigne { $count } ou plus
} ; le total le plus bas gagne ; en cas d’égalité, { $tie ->
    [playoff] on joue encore des donnes jusqu’à ce qu’un seul joueur soit le plus bas.
   *[shared] tous les ex æquo au plus bas gagnent.
}

# Options : noms courts, effets (l’anglais est dans options.py), notation
golfp-option-players = Joueurs
golfp-option-peek_choice = Cartes regardées avant de jouer
golfp-option-replace_scope = Cartes que l’on peut remplacer
golfp-option-layout_shape = Disposition des cartes
golfp-option-memory_mode = Mémoire
golfp-option-max_turns_per_hand = Limite de tours par donne
golfp-option-single_hand = Une seule donne
golfp-option-match_end = Longueur de la partie
golfp-option-match_tie_policy = Égalités à la fin
golfp-option-caller_low_score = Score de l’annonceur le plus bas
golfp-option-seven_swap = Échange après le 7
golfp-option-multi_replace_source = Carte du remplacement multiple
golfp-option-ten_power = Échange du 10
golfp-option-final_turns = Derniers tours
golfp-option-deals = Donnes
golfp-option-fill_opponent_slots = Combler la place appariée d’un adversaire
golfp-option-match_from_discard = Apparier avec une carte de la défausse
golfp-option-snap_penalty_cards = Cartes de pénalité pour une tape ratée
golfp-option-snap_chain = Tapes en chaîne
golfp-option-players-effect = Nombre de joueurs, de 2 à 6.
golfp-option-peek_choice-effect = Les deux cartes que chaque joueur regarde dans son jeu avant de jouer : les deux plus proches (la rangée du bas du carré 2 x 2, places 3 et 4), ou deux cartes de son choix.
golfp-option-replace_scope-effect = Quelles cartes une carte tenue peut remplacer : any_slot (FR) : n’importe laquelle ; unseen_at_start_only (la lecture FA) : seulement une carte que vous n’avez pas regardée au début de la donne.
golfp-option-layout_shape-effect = Comment les jeux sont affichés (rangées de deux, ou une ligne). Affichage seulement.
golfp-option-memory_mode-effect = human : une carte cachée que vous regardez (ou piochez et placez) vous reste affichée jusqu’à votre action suivante (les deux cartes du regard du début ensemble) ; retenez-la (les cartes déplacées par des échanges restent là où vous les avez vues aller). De la défausse, seule la carte du dessus est affichée, et le journal depuis votre dernière action. perfect : toute carte que vous connaissez reste affichée, ainsi que toute la défausse. Les cartes que tout le monde a vues (prises dans la défausse, ou montrées par une erreur) sont toujours affichées.
golfp-option-max_turns_per_hand-effect = Sécurité du moteur : après ce nombre de tours, la donne s’arrête et est comptée telle quelle.
golfp-option-single_hand-effect = Jouer une seule donne (recherche, tests, mesures) : le score de donne le plus bas gagne, les ex æquo partagent.
golfp-option-match_end-effect = single_hand (Malaisien seulement) : une donne ; holes(n) : n donnes ; target(T) : des donnes jusqu’à ce qu’un total atteigne T ou plus. Le total le plus bas gagne.
golfp-option-match_tie_policy-effect = Quand des totaux sont à égalité pour le plus bas à la fin de la partie : tous les ex æquo gagnent, ou l’on joue encore des donnes une à une jusqu’à ce qu’un seul joueur soit le plus bas.
golfp-option-caller_low_score-effect = Un annonceur seul le plus bas marque -10 (FR), ou la valeur de son jeu moins 10 (FA).
golfp-option-seven_swap-effect = Après avoir regardé la carte d’un adversaire avec un 7, l’échange est obligatoire, ou le joueur peut garder à la place.
golfp-option-multi_replace_source-effect = Si une carte prise dans la défausse peut servir à un remplacement multiple, ou seulement une carte prise dans la pioche.
golfp-option-ten_power-effect = L’échange à l’aveugle du 10 : deux cartes quelconques de n’importe quels joueurs (FR), ou deux cartes d’un même adversaire entre elles (FA).
golfp-option-final_turns-effect = Après une annonce : chacun des autres joueurs joue encore un tour, ou chaque joueur le fait, l’annonceur en dernier.
golfp-option-deals-effect = Longueur de la partie : ce nombre de donnes ; le total le plus bas gagne.
golfp-option-fill_opponent_slots-effect = Après avoir apparié la carte d’un adversaire, le joueur doit donner une de ses cartes pour la place (FR), ou peut le faire (FA : « keep » laisse la place supprimée).
golfp-option-match_from_discard-effect = Une carte prise dans la défausse peut servir à apparier.
golfp-option-snap_penalty_cards-effect = Cartes tirées (sans les voir, dans votre jeu) pour une tape ratée.
golfp-option-snap_chain-effect = multiple : chaque carte tapée peut être tapée à son tour ; single_per_discard : une seule tape réussie par défausse.
golfp-notation = draw stock (piocher) | draw discard (prendre la défausse) | replace N (remplacer votre carte N) | discard (défausser) | peek P1.2 (regarder une carte) | swap P0.1 P1.2 (échanger deux cartes) | look P1.2 (regarder avant d’échanger) | give N (donner votre carte N) | multi N (désigner pour un remplacement multiple) | match P1.2 (désigner pour apparier) | reveal (montrer les cartes désignées) | claim P1.2 (réclamer) | snap N (taper) | pass (passer) | call (annoncer) | done (finir le tour) | keep (garder). N est une de vos places, comptées à partir de 1 ; P1.2 est la place 2 du joueur 1.

# Pourquoi une action est refusée
golfp-illegal-not_an_action = ce n’est pas une action du Golf à cartes spéciales
golfp-illegal-slot_from_1 = les places se comptent à partir de 1
golfp-illegal-player_from_0 = les joueurs sont numérotés à partir de 0
golfp-illegal-no_window_rule = on ne peut pas { $what ->
    [snap] taper
    [claim] réclamer une carte
   *[pass] passer
} hors de son tour au { $game ->
    [malaysian] Malaisien
    [pablo] Pablo
    [cumbia] Cumbia
    [cabo] Cabo
    [cactus] Cactus
    [dacz] Dacz
   *[other] { $game }
}
golfp-illegal-no_window_open = aucune occasion de { $window ->
    [claim] réclamer
   *[snap] taper
} n’est ouverte pour vous
golfp-illegal-claim_is_cumbia = réclamer est une règle du Cumbia ; ici vous tapez une de vos propres cartes
golfp-illegal-snap_is_cactus = taper est une règle du Cactus ; ici vous réclamez une carte de n’importe quel jeu
golfp-illegal-no_such_slot = cette place n’existe pas
golfp-illegal-window_only = vous pouvez seulement réclamer, taper ou passer maintenant ; ce n’est pas votre tour
golfp-illegal-setup = choisissez les deux cartes que vous regardez : { $cards }
golfp-illegal-start = commencez votre tour en piochant (draw stock ou draw discard)
golfp-illegal-select = continuez à désigner des places, ou montrez-les (reveal)
golfp-illegal-power = terminez le pouvoir en cours
golfp-illegal-give = donnez une de vos cartes pour la place libérée (give N)
golfp-illegal-end_turn = votre tour est fini : { $call } ou done
golfp-illegal-wait = la donne est en train d’être comptée
golfp-illegal-discard_empty = la défausse est vide
golfp-illegal-take_power_card = au Cumbia, une carte à pouvoir ne peut pas être prise dans la défausse
golfp-illegal-cannot_place_discard = vous ne pourriez placer la carte de la défausse nulle part
golfp-illegal-discard_power_is_cactus = utiliser le pouvoir de la défausse est une règle du Cactus
golfp-illegal-no_unused_power = la carte du dessus de la défausse n’a pas de pouvoir inutilisé (ou pas de cible maintenant)
golfp-illegal-no_call = il n’y a pas d’annonce au { $game ->
    [malaysian] Malaisien
    [pablo] Pablo
    [cumbia] Cumbia
    [cabo] Cabo
    [cactus] Cactus
    [dacz] Dacz
   *[other] { $game }
}
golfp-illegal-already_called = J{ $seat } a déjà annoncé ; ce sont les derniers tours
golfp-illegal-call_when = { $timing ->
    [end_of_turn] on annonce à la fin de son tour
   *[during_turn] on annonce pendant son propre tour
}
golfp-illegal-no_straight_back = une carte prise dans la défausse ne peut pas y retourner directement (§0.7)
golfp-illegal-power_never_placed = au Cumbia, une carte à pouvoir ne va jamais dans un jeu : utilisez son pouvoir ou défaussez-la
golfp-illegal-no_slot = vous n’avez pas de place { $slot }
golfp-illegal-looked_at_start = avec replace_scope=unseen_at_start_only, vous ne pouvez pas remplacer une carte que vous avez regardée
golfp-illegal-power_from_stock_only = un pouvoir ne vaut que pour une carte prise dans la pioche
golfp-illegal-no_power = la carte tenue n’a pas de pouvoir
golfp-illegal-not_a_target = ce n’est pas une cible du pouvoir de la carte tenue
golfp-illegal-multi_is_pablo = le remplacement multiple est une règle du Pablo
golfp-illegal-match_is_cabo = apparier la carte tenue est une règle du Cabo
golfp-illegal-holding = vous tenez une carte : remplacez, défaussez-la (si elle vient de la pioche) ou utilisez-la
golfp-illegal-not_now = ce n’est pas possible maintenant

# Pourquoi des options sont refusées
golfp-invalid-match_end = { $option } doit valoir single_hand, holes(n) ou target(T), n et T étant des nombres entiers de 1 à { $high }
golfp-invalid-match_end_no_single = { $option } doit valoir holes(n) ou target(T), n et T étant des nombres entiers de 1 à { $high }
golfp-invalid-line_nearest = une ligne de quatre cartes n’a pas de rangée la plus proche (§2.0, A-46) : avec layout_shape=line_1x4, prenez peek_choice=any_two
