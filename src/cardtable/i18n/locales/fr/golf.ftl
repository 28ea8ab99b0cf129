# golf : français (le Golf)

golf-status-setup = J{ $seat } prépare son jeu
golf-status-turn_start = J{ $seat } commence son tour
golf-status-draw = À J{ $seat } de piocher
golf-status-holding = J{ $seat } place ou défausse la carte piochée
golf-status-flip_after_discard = J{ $seat } retourne une carte
golf-status-over = La partie est terminée
golf-prompt-setup = Préparez votre jeu
golf-prompt-turn_start = Commencez votre tour
golf-prompt-draw = Piochez ou prenez la carte de la défausse
golf-prompt-holding = Placez la carte dans votre jeu, ou défaussez-la
golf-prompt-flip_after_discard = Retournez une de vos cartes cachées
golf-prompt-over = La partie est terminée
golf-prompt-duty-peek = Choisissez une carte cachée à regarder
golf-prompt-duty-initial_flip = Retournez une carte cachée
golf-prompt-duty-flip = Retournez d’abord une carte cachée
golf-prompt-duty-flip_column = Retournez les deux cartes d’une colonne
golf-prompt-duty-arrange = Déplacez vos deux cartes visibles, ou laissez-les en place
golf-badge-knocked = a frappé
golf-badge-went_out = a fini
golf-badge-final_turn = dernier tour à jouer
golf-badge-paid_peeks = { $count ->
    [one] { $count } coup d’œil payé
   *[other] { $count } coups d’œil payés
}
golf-zone-layout = Jeu de J{ $seat }
golf-zone-showing = visible { $value }, { $count ->
    [one] { $count } cachée
   *[other] { $count } cachées
}
golf-zone-face_down = { $count ->
    [one] { $count } cachée
   *[other] { $count } cachées
}
golf-zone-value = vaut { $value }
golf-zone-stock = Pioche
golf-zone-discard = Défausse
golf-zone-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
golf-zone-held = Piochée par J{ $seat }
golf-zone-set_aside = Mis de côté
golf-held-from_stock = de la pioche
golf-held-from_discard = de la défausse
golf-slot = { $slot }
golf-field-first = Placer { $card } en
golf-field-second = Placer { $card } en
golf-action-draw_stock = Piocher
golf-action-draw_discard = Prendre { $card }
golf-action-discard = Défausser { $card }
golf-action-knock = Frapper
golf-action-reveal_all = Montrer toutes vos cartes
golf-action-keep = Laisser ainsi
golf-action-replace = Remplacer { $slot }
golf-action-flip = Retourner { $slot }
golf-action-peek = Regarder { $slot }
golf-action-flip_column = Retourner la colonne { $column }
golf-action-arrange = Déplacer vos cartes visibles
golf-fact-hole = Trou
golf-fact-hole_of_holes = { $hand } sur { $count }
golf-fact-hole_of_target = { $hand } (partie en { $count })
golf-fact-memory = Mémoire
golf-memory-human = retenez ce que vous avez vu
golf-memory-perfect = toute carte vue reste affichée
golf-fact-final_turns = Derniers tours
golf-final-knocked = J{ $seat } a frappé
golf-final-went_out = J{ $seat } a fini
golf-fact-pot = Pot
golf-chips = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}
golf-log-reshuffle = la défausse est mélangée en une nouvelle pioche de { $count } cartes
golf-log-skipped = passe son tour (un valet a été défaussé)
golf-log-set_aside = met de côté { $cards }
golf-log-draw_discard = prend { $card } dans la défausse
golf-log-draw_stock = pioche
golf-log-replace = remplace { $slot } et défausse { $card }
golf-log-replace_with = place { $card } en { $slot } et défausse { $discarded_card }
golf-log-discard = défausse { $card }
golf-log-flip_column = retourne la colonne { $column } : { $cards }
golf-log-flip = retourne { $slot } : { $card }
golf-log-reveal_all = montre { $cards }
golf-log-peek = regarde { $slot }
golf-log-peek_seen = regarde { $slot } : { $card }
golf-log-arrange = déplace ses cartes visibles en { $slot } et { $other_slot }
golf-log-knock = frappe
golf-log-keep = laisse ainsi
golf-ended-knock = Fin du trou { $hand } : J{ $seat } a frappé
golf-ended-all_face_up = Fin du trou { $hand } : J{ $seat } a retourné toutes ses cartes
golf-ended-every_card_exposed = Fin du trou { $hand } : toutes les cartes sont visibles
golf-ended-turn_limit = Fin du trou { $hand } : la limite de tours est atteinte
golf-ended-stock_exhausted = Fin du trou { $hand } : la pioche est épuisée
golf-result-cards = Cartes comptées
golf-result-pair = { $card } en { $slot } avec { $other_card } en { $other_slot }
golf-result-group-progressive = { $count } × { $rank } dans les colonnes { $columns } (progressif)
golf-result-group-pairs_of_pairs = { $count } × { $rank } dans les colonnes { $columns } (paires de paires)
golf-result-group-negative_four = { $count } × { $rank } dans les colonnes { $columns } (moins quatre)
golf-result-group-two_columns = { $count } × { $rank } dans les colonnes { $columns }
golf-result-group-six_of_a_kind = six × { $rank } dans les colonnes { $columns }
golf-result-group-square_block = { $count } × { $rank } dans les colonnes { $columns } (carré)
golf-result-group-other = { $count } × { $rank } dans les colonnes { $columns }
golf-result-line = ligne { $slots } : { $cards }
golf-result-block = bloc depuis { $slot } : { $cards }
golf-result-banked = Blocs mis de côté à ce trou
golf-result-layout_value = Valeur du jeu
golf-result-paid_peeks = Coups d’œil payés
golf-result-knocker_bonus = J{ $seat } a frappé et a le plus bas
golf-result-knocker_penalty = J{ $seat } a frappé mais n’a pas le plus bas
golf-result-lowest_zero = Le plus bas marque 0 ; celui qui a annoncé sans être le plus bas paie
golf-result-adjustment = Ajustement
golf-result-hand_score = Score du trou
golf-note-knocker_lowest = J{ $seat } a frappé et a le jeu le plus bas
golf-note-knocker_not_lowest = J{ $seat } a frappé mais n’a pas le jeu le plus bas
golf-note-pot = Le pot passe de { $count } à { $value }
golf-title-golf10 = Golf à dix cartes
golf-summary-golf10 = jeu de 2 × 5 avec deux paquets, deux cartes retournées, joué et compté comme le Golf à six cartes ; le plus petit total après 9 trous gagne.
golf-title-golf4 = Golf à quatre cartes (la Tortue)
golf-summary-golf4 = jeu de 2 × 2 caché, on en regarde deux, on pioche et remplace à l’aveugle, on frappe pour finir ; le plus petit total après 9 donnes gagne.
golf-title-golf6 = Golf à six cartes
golf-summary-golf6 = jeu de 2 × 3, deux cartes retournées, on pioche et remplace face visible, une paire dans une colonne vaut 0 ; le plus petit total après 9 trous gagne.
golf-title-golf8 = Golf à huit cartes
golf-summary-golf8 = jeu de 2 × 4 avec 108 cartes et jokers, une colonne retournée au premier tour, les paires en colonne valent 0 et deux paires égales -10 ; le plus petit total après 9 donnes gagne.
golf-title-golf9 = Golf à neuf cartes (les Neuf)
golf-summary-golf9 = jeu de 3 × 3, trois cartes retournées, une colonne de trois cartes égales vaut 0 ; le plus petit total après 9 trous gagne.

# Pourquoi une action est refusée (IllegalAction.why)
golf-illegal-already_seen = vous avez déjà vu { $slot } ; choisissez une carte que vous n’avez pas regardée
golf-illegal-peek_first = avant de jouer, vous choisissez quelles cartes regarder : regardez un emplacement (peek R,C)
golf-illegal-column_first = à votre premier tour, vous retournez d’abord les deux cartes d’une colonne : flip column C
golf-illegal-arrange_now = vous pouvez maintenant déplacer vos deux cartes visibles (arrange R,C R,C) ou les laisser en place (keep)
golf-illegal-flip_first = { $when ->
        [setup] avant de jouer
       *[turn] au début de votre tour
    }, vous retournez d’abord une carte cachée : flip R,C
golf-illegal-already_drawn = vous avez déjà pioché à ce tour
golf-illegal-discard_empty = la défausse est vide
golf-illegal-no_slot_free = aucun de vos emplacements ne peut recevoir de carte maintenant (tous sont bloqués ou vides)
golf-illegal-no_knocking = on ne frappe pas dans ce jeu
golf-illegal-no_knocking_flip_mode = on ne frappe pas avec flip_mode={ $mode }
golf-illegal-knock_instead = frapper prend tout votre tour : frappez au lieu de piocher, pas après
golf-illegal-already_knocked = J{ $seat } a déjà frappé ; c’est le dernier tour
golf-illegal-knock_final_round = on ne peut pas frapper pendant le dernier tour
golf-illegal-reveal_all_off = montrer toutes ses cartes en guise de tour n’est pas permis à cette table (reveal_all_to_end)
golf-illegal-nothing_to_reveal = il ne vous reste aucune carte cachée à montrer
golf-illegal-reveal_instead = tout montrer (reveal all) prend un tour entier : faites-le au lieu de piocher
golf-illegal-keep_last_only = vous ne pouvez laisser une carte cachée que si c’est votre dernière carte cachée
golf-illegal-must_flip = après avoir défaussé une carte de la pioche, vous devez retourner une carte cachée
golf-illegal-nothing_to_decline = il n’y a rien à refuser maintenant
golf-illegal-no_straight_back = une carte prise dans la défausse ne peut pas y retourner aussitôt ; placez-la dans votre jeu
golf-illegal-nothing_to_discard = vous n’avez aucune carte à défausser ; piochez d’abord
golf-illegal-start_only = cela ne se fait qu’au début de la donne
golf-illegal-peek_off = vous ne pouvez pas regarder vos cartes cachées pendant le jeu (paid_peek est désactivé)
golf-illegal-peek_not_face_down = { $slot } n’est pas une carte cachée
golf-illegal-peek_before_slot = vous ne pouvez regarder qu’avant de choisir un emplacement pour la carte en main
golf-illegal-draw_first = piochez d’abord une carte (draw stock ou draw discard)
golf-illegal-flip_face_down = { $state ->
        [empty] { $slot } est vide (ses cartes ont été mises de côté)
        [face_up] { $slot } est déjà visible
       *[other] { $slot } ne peut pas être retournée maintenant
    } ; retournez une carte cachée
golf-illegal-holding = vous avez une carte en main : placez-la à la place d’une de vos cartes{ $source ->
        [stock] { " " }ou défaussez-la
       *[other] { "" }
    }
golf-illegal-flip_only_off = retourner une carte ne compte pas comme un tour à cette table (flip_only_turn est désactivé) ; piochez d’abord
golf-illegal-cannot_flip = cette carte ne peut pas être retournée maintenant
golf-illegal-not_face_down = { $state ->
        [empty] { $slot } est vide (ses cartes ont été mises de côté)
       *[face_up] { $slot } est déjà visible
    }
golf-illegal-progressive_locked = { $slot } est visible, et les cartes visibles sont bloquées en exposition progressive
golf-illegal-unseen_locked = { $slot } n’a pas été vu au départ et ne peut être remplacé qu’une fois (unseen_replace_limit={ $limit })
golf-illegal-column_locked = les deux cartes de la colonne { $column } sont visibles, donc la colonne est bloquée
golf-illegal-slot_cannot_take = cet emplacement ne peut pas recevoir de carte maintenant
golf-illegal-same_column = vos deux cartes de départ doivent être dans la même colonne : la colonne { $column }
golf-illegal-different_columns = vos deux cartes de départ doivent être dans des colonnes différentes
golf-illegal-middle_and_outer = une carte de départ vient de la colonne du milieu { $column }, l’autre d’une colonne extérieure
golf-illegal-second_outer = la seconde carte de départ doit venir d’une colonne extérieure
golf-illegal-second_middle = la seconde carte de départ doit venir de la colonne du milieu { $column }
golf-illegal-no_column = il n’y a pas de colonne { $column } : colonnes 0 à { $last }
golf-illegal-same_slot = les deux cartes visibles doivent aller dans deux emplacements différents
golf-illegal-slot_alone = un emplacement seul doit correspondre à exactement un coup permis ; dites replace, flip ou peek
golf-illegal-not_a_slot = { $text } n’est pas un emplacement ; écrivez rangée,colonne en comptant depuis 0 (p. ex. 1,2), rangées 0 à { $last_row } depuis la plus éloignée, colonnes 0 à { $last_column }
golf-illegal-outside = { $text } est hors du jeu : rangées 0 à { $last_row }, colonnes 0 à { $last_column }
golf-illegal-not_two_slots = { $text } ne désigne pas deux emplacements ; écrivez par exemple arrange 0,0 1,2
golf-illegal-not_golf = ce n’est pas une action du Golf
golf-illegal-not_an_action = ce n’est pas une action du Golf ; les actions sont : draw stock (piocher) | draw discard (prendre la défausse) | replace R,C (remplacer) | discard (défausser) | flip R,C (retourner) | flip column C (retourner une colonne) | peek R,C (regarder) | knock (frapper) | reveal all (tout montrer) | keep (laisser ainsi) | arrange R,C R,C (déplacer). Les emplacements s’écrivent rangée,colonne en comptant depuis 0 (la rangée 0 est la plus éloignée). Un emplacement seul (p. ex. 1,2) désigne l’unique coup permis sur cet emplacement.

# Pourquoi des options sont refusées (InvalidOptions.why)
golf-invalid-match_end = { $option } doit valoir holes(9), holes(18) ou target(T), T étant un nombre entier de 1 à { $high }
golf-invalid-none_or_number = { $option } doit valoir none (aucun) ou un nombre entier de { $low } à { $high }
golf-invalid-deck_too_small = { $count } joueurs ont besoin de { $need } cartes pour la donne et d’au moins une pour la pioche, mais le jeu de cette table n’a que { $cards } cartes ({ $packs ->
        [one] { $packs } paquet
       *[other] { $packs } paquets
    }) ; jouez à moins ou avec plus de paquets
golf-invalid-queen_spades_40_queens = queen_spades_40 fixe la valeur de toutes les dames (Q♠ 40, les autres 10) ; laissez queen_value à 10
golf-invalid-j0_q12_k13_queens = jack_king_scheme=j0_q12_k13 met les dames à 12 ; laissez queen_value à 10
golf-invalid-j0_q12_k13_queen_spades = jack_king_scheme=j0_q12_k13 et queen_spades_40 fixent tous deux les dames ; choisissez l’un des deux
golf-invalid-aid_with_perfect = avec memory_mode=perfect, toute carte connue est déjà affichée, donc { $aid } n’a aucun effet ; prenez memory_mode=human ou memory_aid=none
golf-invalid-aid_without_peek = cette aide montre les cartes vues au départ, et avec initial_peek=none on n’en voit aucune
golf-invalid-all_in_hand_paid_peek = avec memory_aid=all_in_hand, on voit toujours toutes ses cartes : il n’y a rien à payer
golf-invalid-all_in_hand_unseen = avec memory_aid=all_in_hand, aucune carte n’est inconnue au départ
golf-invalid-all_in_hand_peek = avec memory_aid=all_in_hand, on voit toujours ses quatre cartes : il n’y a rien à regarder ; laissez initial_peek à nearest_two
golf-invalid-progressive_once_per_slot = en exposition progressive, une carte de remplacement est posée visible et bloquée, donc aucun emplacement n’est remplacé deux fois ; prenez once_total ou unlimited
golf-invalid-no_knocking = flip_mode={ $mode } ne permet pas de frapper (A-18), donc les règles du frappeur et le pot ne s’appliquent pas ; prenez flip_mode=none
golf-invalid-progressive_only = cette option ne s’applique qu’avec flip_mode=progressive_exposure
golf-invalid-knocker_tie_alone = cette option ne compte qu’avec un knocker_penalty, un knocker_bonus ou le pot
golf-invalid-pot_only = cette option ne s’applique qu’avec pot=on
golf-invalid-no_jokers = il n’y a pas de jokers à cette table ; mettez aussi jokers=two_per_pack
golf-invalid-six_kind_needs_four = cette option prolonge four_kind_bonus=two_columns_minus10 (avec square_block_minus20, un bloc de 2 × 3 vaut déjà -40)
golf-invalid-six_kind_packs = six cartes égales demandent 2 paquets ou plus ; mettez packs=2 ou ajoutez des joueurs
golf-invalid-row_look_flip = initial_row_look remplace le retournement initial, donc les options de retournement ne s’appliquent pas
golf-invalid-no_negative_card = aucune carte ne vaut moins de 0 à cette table (les 2 valent +2 avec les jokers et joker_value=0)
golf-invalid-one_pack = un seul paquet n’est permis que jusqu’à 4 joueurs (A-59)
golf-invalid-adjacent_pairs = adjacent_pairs (Moraco) remplace les lignes nulles, les blocs et le retrait ; choisissez l’un ou l’autre
golf-invalid-no_initial_flips = avec initial_flips=0, rien n’est retourné au départ

# Options : libellé court, effet (traduction de OptionSpec.effect), préréglages et notation des actions
golf-option-players = Joueurs
golf-option-players-effect = Nombre de joueurs, de 2 au maximum du jeu (16 au Golf à quatre cartes, 12 aux autres).
golf-option-memory_mode = Mémoire
golf-option-memory_mode-effect = human : une carte cachée que vous regardez (ou piochez et posez face cachée) vous est montrée une fois, jusqu’à votre action suivante (les deux cartes d’un premier coup d’œil ensemble) ; retenez-la. De la défausse, seule la carte du dessus est montrée, ainsi que ce qui a été jeté depuis votre dernière action. perfect : toute carte cachée que vous connaissez reste affichée, ainsi que toute la défausse. Les cartes connues de tous (prises dans la défausse) sont toujours montrées.
golf-option-match_end = Fin de la partie
golf-option-match_end-effect = holes(9) ou holes(18) : autant de donnes ; target(T) : des donnes jusqu’à ce qu’un total atteigne T ou plus. Le plus petit total gagne.
golf-option-match_tie_policy = Égalité à la fin
golf-option-match_tie_policy-effect = Quand des totaux sont à égalité pour le plus bas à la fin : tous les ex aequo gagnent (shared_win), ou l’on joue d’autres donnes, une à une, jusqu’à ce qu’un seul joueur soit le plus bas (extra_holes).
golf-option-max_turns_per_hand = Limite de tours par donne
golf-option-max_turns_per_hand-effect = Sécurité du moteur : après ce nombre de tours, la donne s’arrête et se compte en l’état (au moins 100, pour que la limite n’écourte jamais une donne ordinaire).
golf-option-single_hand = Une seule donne
golf-option-single_hand-effect = Une seule donne (recherche, tests, mesures) : la partie finit quand la première donne est comptée ; le plus petit score de la donne gagne (les ex aequo partagent la victoire).
golf-option-deal_style = Façon de distribuer
golf-option-deal_style-effect = all_at_once : chaque joueur reçoit 4 cartes consécutives du paquet.
golf-option-second_pack_threshold = Joueurs pour un second paquet
golf-option-second_pack_threshold-effect = Un second paquet de 52 cartes est mêlé au premier à partir de ce nombre de joueurs (9 = la lecture persane, plus de 8 ; 17 = jamais).
golf-option-initial_peek = Premier coup d’œil
golf-option-initial_peek-effect = Quelles cartes chaque joueur voit une fois avant de jouer : la rangée proche (nearest_two) ; deux de son choix (any_two) ; une de son choix (any_one) ; aucune (none).
golf-option-paid_peek = Coups d’œil payants
golf-option-paid_peek-effect = À son tour (avant de choisir un emplacement), un joueur peut regarder n’importe laquelle de ses cartes cachées, autant de fois qu’il veut ; chaque coup d’œil ajoute 1 à son score de la donne.
golf-option-memory_aid = Aide-mémoire
golf-option-memory_aid-effect = known_viewable / known_in_hand : le joueur peut toujours voir les emplacements vus au départ (quelle que soit la carte qui s’y trouve). all_in_hand : le joueur voit toujours ses quatre cartes.
golf-option-unseen_replace_limit = Remplacer les cartes non vues
golf-option-unseen_replace_limit-effect = once_per_slot : chaque emplacement non vu au départ peut être remplacé une fois, puis il est bloqué. once_total : un seul remplacement en tout parmi ces emplacements.
golf-option-flip_mode = Jeu face visible
golf-option-flip_mode-effect = face_up_replacement : la carte de remplacement est posée face visible ; quand les quatre cartes d’un joueur sont visibles, les autres jouent encore une fois. progressive_exposure : les cartes visibles sont bloquées, on ne remplace que des emplacements cachés, une défausse de la pioche oblige à retourner une carte ; la donne finit quand toutes les cartes sont visibles. On ne frappe dans aucun de ces deux modes.
golf-option-progressive_initial_face_up = Carte retournée au départ (progressif)
golf-option-progressive_initial_face_up-effect = progressive_exposure seulement : 1 = après le coup d’œil, chaque joueur retourne une carte de son choix (bloquée).
golf-option-pair_rule = Paires annulées
golf-option-pair_rule-effect = Les cartes égales s’annulent par paires disjointes (chaque paire 0) : n’importe où (anywhere), ou seulement dans la même rangée ou colonne, pas en diagonale (row_or_column).
golf-option-wild_jacks = Valets jokers
golf-option-wild_jacks-effect = Un valet joker s’apparie avec n’importe quelle carte (paire = 0) ; one_eyed = J♠ J♥ (les valets borgnes). Sans règle de paires, les paires comptent n’importe où.
golf-option-queen_value = Valeur des dames
golf-option-queen_value-effect = Valeur de chaque dame.
golf-option-queen_spades_40 = Dame de pique à 40
golf-option-queen_spades_40-effect = Dame de pique = 40, les autres dames 10, chaque 8 = 0.
golf-option-jack_king_scheme = Valeurs des valets et des rois
golf-option-jack_king_scheme-effect = standard : valet 10, roi 0 ; jacks_zero : valet 0 ; j0_q12_k13 : valet 0, dame 12, roi 13 ; j20_skip : valet 20, et un valet qui arrive sur la défausse en cours de jeu fait passer son tour au joueur suivant.
golf-option-jokers = Les jokers
golf-option-jokers-effect = Golf à quatre cartes — 2 : deux jokers par paquet, chacun -5 (les totaux peuvent être négatifs). Golf à six et à dix cartes — two_per_pack : 2 jokers par paquet ; dès qu’il y a des jokers, les 2 valent +2.
golf-option-knocker_penalty = Pénalité du frappeur
golf-option-knocker_penalty-effect = Un frappeur qui n’est pas le plus bas marque (v étant la valeur de son jeu) : v + 10 (plus10) ; 2v + 5 (double_plus5) ; la plus forte valeur de jeu de la donne (equal_highest) ; v plus cette plus forte valeur (add_highest) ; 2v (double).
golf-option-knocker_bonus = Bonus du frappeur
golf-option-knocker_bonus-effect = Un frappeur qui est le plus bas marque 0 (zero), ou v moins le nombre de joueurs (minus_players).
golf-option-knocker_tie = Frappeur à égalité
golf-option-knocker_tie-effect = Si un frappeur à égalité pour le plus bas compte comme le plus bas (pour la pénalité, le bonus et le pot).
golf-option-pot = Pot
golf-option-pot-effect = Des jetons à part des points : quand une donne commence avec un pot vide, chaque joueur paie pot_ante ; après une frappe, le frappeur prend min(pot, cap) s’il est le plus bas, sinon il verse autant au pot.
golf-option-pot_ante = Mise au pot
golf-option-pot_ante-effect = pot seulement : jetons que chaque joueur verse dans un pot vide.
golf-option-pot_cap = Plafond du pot
golf-option-pot_cap-effect = pot seulement : le plus qu’un frappeur peut gagner ou payer en une donne (none = sans plafond).
golf-option-packs = Paquets
golf-option-packs-effect = Golf à six et à dix cartes — auto : 1 paquet de 2 à 4 joueurs, 2 de 5 à 8, 3 de 9 à 12 (à dix cartes : 2, puis 3) ; 2 : deux paquets même à peu de joueurs. Golf à neuf cartes — auto : 2 paquets jusqu’à 8 joueurs, 3 au-delà ; 1 paquet (FA) seulement jusqu’à 4 joueurs.
golf-option-joker_value = Valeur du joker
golf-option-joker_value-effect = Valeur de chaque joker (seulement avec des jokers).
golf-option-one_eyed_jacks_zero = Valets borgnes à 0
golf-option-one_eyed_jacks_zero-effect = J♠ et J♥ (les valets borgnes) valent 0 ; les autres valets 10.
golf-option-initial_flip_timing = Moment du retournement initial
golf-option-initial_flip_timing-effect = before_play : dans l’ordre des places depuis la gauche du donneur, chaque joueur retourne ses cartes avant le premier tour. first_turn : au début de son propre premier tour.
golf-option-initial_flip_constraint = Choix des cartes retournées au départ
golf-option-initial_flip_constraint-effect = Quelles deux cartes peuvent être retournées au départ : n’importe lesquelles (any) ; les deux d’une colonne (same_column) ; dans deux colonnes différentes (different_columns) ; une de la colonne du milieu et une d’une colonne extérieure (middle_and_outer ; à dix cartes : colonnes 0 et 4).
golf-option-rearrange_after_flip = Réarranger après le retournement
golf-option-rearrange_after_flip-effect = Après le retournement initial, le joueur peut déplacer les deux cartes visibles vers n’importe quels emplacements ; les cartes cachées remplissent les autres dans l’ordre, sans être vues.
golf-option-initial_row_look = Regard sur la rangée proche
golf-option-initial_row_look-effect = Pas de retournement initial : chaque joueur regarde une fois sa rangée proche, qui reste cachée.
golf-option-flip_only_turn = Retourner une carte comme tour
golf-option-flip_only_turn-effect = Un tour peut consister seulement à retourner une carte cachée.
golf-option-flip_after_stock_discard = Retourner après une défausse de la pioche
golf-option-flip_after_stock_discard-effect = Après avoir défaussé une carte de la pioche, le joueur doit retourner une carte cachée ; s’il en reste exactement une, il peut (FR, required_may_keep_last) ou doit (FA, required_must_keep_last) la laisser cachée.
golf-option-reveal_all_to_end = Tout montrer pour finir
golf-option-reveal_all_to_end-effect = Un tour peut consister à retourner toutes ses cartes cachées, ce qui déclenche la fin de la donne.
golf-option-end_rule = Fin de la donne
golf-option-end_rule-effect = Quand toutes les cartes d’un joueur sont visibles : chaque autre joueur joue encore un tour (final_round), ou la donne finit aussitôt (immediate).
golf-option-pairs_anywhere = Paires n’importe où
golf-option-pairs_anywhere-effect = Une paire de cartes égales vaut 0 n’importe où, pas seulement dans une colonne.
golf-option-negative_pairs_keep_value = Les paires négatives gardent leur valeur
golf-option-negative_pairs_keep_value-effect = À six et à dix cartes : une paire de cartes négatives égales garde sa valeur (deux -2 = -4) au lieu de 0. À huit cartes : une paire de jokers dans une colonne vaut -10 au lieu de 0.
golf-option-four_kind_bonus = Bonus du carré
golf-option-four_kind_bonus-effect = two_columns_minus10 : deux paires en colonne de même rang valent -10 en tout. square_block_minus20 : des paires en colonne égales et voisines valent -20 par carré de 2 × 2 (trois voisines : -40).
golf-option-six_kind_bonus = Bonus de six cartes égales
golf-option-six_kind_bonus-effect = Avec two_columns_minus10 et 2 paquets ou plus : trois paires en colonne égales valent -20 en tout.
golf-option-negative_four_value = Quatre cartes négatives
golf-option-negative_four_value-effect = Quatre cartes négatives égales en deux paires de colonne valent cette valeur en tout (p. ex. -20).
golf-option-first_turn_flip = Retournement du premier tour
golf-option-first_turn_flip-effect = À son premier tour, avant de piocher, un joueur retourne les deux cartes d’une colonne (one_column), ou deux cartes quelconques (any_two).
golf-option-lock_full_columns = Colonnes pleines bloquées
golf-option-lock_full_columns-effect = Dès que les deux cartes d’une colonne sont visibles, aucune ne peut plus être remplacée.
golf-option-multi_pair_rule = Plusieurs paires égales
golf-option-multi_pair_rule-effect = k paires en colonne égales d’un même rang : -10 par deux d’entre elles (pairs_of_pairs), ou -10 × (k-1) (progressive). Deux paires : -10 dans les deux cas.
golf-option-initial_flips = Nombre de cartes retournées au départ
golf-option-initial_flips-effect = Cartes que chaque joueur retourne au départ (0 dans la version de Fuchs).
golf-option-twos_and_jokers = Les 2 et les jokers
golf-option-twos_and_jokers-effect = Les 2 valent +2 ; on ajoute 2 jokers par paquet, qui valent -2.
golf-option-king_value = Valeur des rois
golf-option-king_value-effect = Valeur de chaque roi.
golf-option-zero_lines = Lignes qui valent 0
golf-option-zero_lines-effect = Quelles lignes de trois cartes égales valent 0 : les colonnes (columns) ; colonnes et rangées (columns_rows) ; colonnes, rangées et diagonales (columns_rows_diagonals).
golf-option-block_bonus = Carré de quatre
golf-option-block_bonus-effect = Chaque carré de 2 × 2 de quatre cartes égales vaut cette valeur en tout (l’exemple des sources : -25).
golf-option-adjacent_pairs = Paires voisines (Moraco)
golf-option-adjacent_pairs-effect = Moraco : une carte vaut 0 si une carte voisine (à côté, au-dessus ou au-dessous) lui est égale ; remplace les lignes nulles.
golf-option-remove_groups = Retirer les groupes
golf-option-remove_groups-effect = Une ligne nulle (ou un carré) de cartes visibles égales est mise de côté dès qu’elle se forme ; ses emplacements restent vides ; un carré retiré garde son bonus.
golf-option-lowest_zero_caller = Le plus bas marque 0
golf-option-lowest_zero_caller-effect = Le jeu le plus bas marque 0 ; celui qui a annoncé (le premier à tout montrer) sans être le plus bas ajoute la plus basse valeur à la sienne. Les ex aequo pour le plus bas marquent tous 0.
golf-option-flips_each_turn = Cartes retournées à chaque tour
golf-option-flips_each_turn-effect = 2 (lecture FA) : au début de chaque tour, le joueur retourne aussi deux cartes cachées.
golf-preset-pagat = Le texte de base français/pagat exactement : la donne finit dès qu’un jeu est entièrement visible (end_rule=immediate).
golf-preset-default = Les réglages par défaut de cardtable : les valeurs des cartes et le paquet de pagat, avec un tour de plus pour les autres quand un jeu est complété (les deux sources l’attestent).
golf-preset-persian = Le jeu de base persan : 52 cartes + 2 jokers par paquet (jokers -2, donc les 2 à +2), deux jokers dans une colonne gardent -4, chaque joueur retourne deux cartes au début de son propre premier tour, dernier tour pour les autres ; 1 paquet jusqu’à 4 joueurs, 2 jusqu’à 8, 3 au-delà.
golf-preset-fuchs = Les Neuf de Jesse Fuchs : pas de retournement initial, dame 0, roi 10, jokers -2 et 2 à +2, les rangées et colonnes de trois valent 0 et sont retirées dès qu’elles se forment face visible.
golf-notation = draw stock (piocher) | draw discard (prendre la défausse) | replace R,C (remplacer) | discard (défausser) | flip R,C (retourner) | flip column C (retourner une colonne) | peek R,C (regarder) | knock (frapper) | reveal all (tout montrer) | keep (laisser ainsi) | arrange R,C R,C (déplacer). Les emplacements s’écrivent rangée,colonne en comptant depuis 0 (la rangée 0 est la plus éloignée). Un emplacement seul (p. ex. 1,2) désigne l’unique coup permis sur cet emplacement.

# Les règles en vigueur (Game.rules_paragraphs), un message par paragraphe
golf-rules-deck = Joueurs : { $players }. Cartes : { $packs ->
        [one] { $packs } paquet
       *[other] { $packs } paquets
    }{ $jokers ->
        [0] { "" }
       *[other] { " " }+ { $jokers } jokers
    } = { $deck } cartes ; { $dealt } distribuées avec la carte retournée, { $stock } dans la pioche.
golf-rules-layout = Jeu : { $rows } rangées × { $cols } colonnes, faces cachées ; la rangée 0 est la plus éloignée, les emplacements s’écrivent rangée,colonne.
golf-rules-deal = Donne : dans le sens des aiguilles d’une montre depuis la gauche du donneur ; la carte suivante commence la défausse. Le premier donneur est tiré au sort ; la donne tourne dans le sens des aiguilles d’une montre à chaque manche. Le joueur à gauche du donneur commence.
golf-rules-peek = Avant de jouer, chaque joueur, dans l’ordre des places, { $peek ->
        [nearest_two] regarde une fois ses deux cartes proches (rangée 1)
        [any_two] choisit deux de ses cartes et les regarde une fois
        [any_one] choisit une de ses cartes et la regarde une fois
       *[none] ne regarde aucune de ses cartes
    }.
golf-rules-progressive_face_up = Puis chaque joueur retourne une carte de son choix ; elle est bloquée.
golf-rules-first_turn_flip = À son premier tour, avant de piocher, chaque joueur retourne { $flip ->
        [one_column] les deux cartes d’une colonne
       *[any_two] deux de ses cartes au choix
    }.
golf-rules-no_initial_flip = Aucune carte n’est retournée au départ.
golf-rules-initial_flips = Chaque joueur retourne { $count } cartes de son choix { $timing ->
        [before_play] avant de jouer, dans l’ordre des places depuis la gauche du donneur
       *[first_turn] au début de son propre premier tour
    }.
golf-rules-row_look = Aucune carte n’est retournée : chaque joueur regarde une fois sa rangée proche (rangée 1).
golf-rules-initial_flip = Chaque joueur retourne { $rule ->
        [any] deux cartes au choix
        [same_column] les deux cartes d’une colonne
        [different_columns] deux cartes de colonnes différentes
       *[middle_and_outer] une carte de la colonne du milieu et une d’une colonne extérieure
    } { $timing ->
        [before_play] avant de jouer, dans l’ordre des places depuis la gauche du donneur
       *[first_turn] au début de son propre premier tour
    }.
golf-rules-rearrange = Il peut ensuite déplacer ces deux cartes vers n’importe quels emplacements (arrange), les cartes cachées remplissant les autres sans être vues.
golf-rules-flips_each_turn = Au début de chaque tour, le joueur retourne aussi deux cartes cachées.
golf-rules-turn_draw = Un tour : prenez la carte du dessus de la pioche (vous seul la voyez) ou de la défausse.
golf-rules-turn_place = Puis placez-la dans un emplacement de votre jeu, { $placed ->
        [face_up] face visible
       *[face_down] face cachée (vous la connaissez ; une carte prise dans la défausse est connue de tous)
    } ; la carte qui s’y trouvait part sans être regardée, face visible, sur la défausse.
golf-rules-turn_discard = Ou défaussez une carte piochée (une carte prise dans la défausse ne peut pas y retourner aussitôt).
golf-rules-progressive = Exposition progressive : seuls les emplacements cachés peuvent être remplacés ; après une défausse de la pioche, vous devez retourner une carte cachée (bloquée). Les joueurs entièrement découverts passent leur tour.
golf-rules-after_discard = Après avoir défaussé une carte piochée, vous devez retourner une carte cachée ; s’il ne vous en reste qu’une, vous { $last ->
        [may] pouvez
       *[must] devez
    } la laisser cachée.
golf-rules-after_discard_golf8 = Après avoir défaussé une carte piochée, vous devez retourner une carte cachée, sauf s’il en reste exactement une (vous pouvez alors la laisser).
golf-rules-lock_full_columns = Une colonne dont les deux cartes sont visibles est bloquée.
golf-rules-flip_only_turn = Au lieu de piocher, vous pouvez simplement retourner une carte cachée.
golf-rules-reveal_all = Au lieu de piocher, vous pouvez retourner toutes vos cartes cachées, ce qui met fin à la donne comme ci-dessous.
golf-rules-paid_peek = Coup d’œil payant : pendant votre tour, avant de choisir un emplacement, vous pouvez regarder n’importe laquelle de vos cartes cachées ; chaque coup d’œil coûte 1 point pour la donne.
golf-rules-unseen_limit = Cartes non vues : { $limit ->
        [once_per_slot] chaque emplacement non vu au départ peut être remplacé une fois, puis il est bloqué
       *[once_total] un seul remplacement en tout parmi les emplacements non vus au départ
    }.
golf-rules-remove_groups = Une ligne (ou un carré) de cartes visibles égales est mise de côté dès qu’elle se forme ; ses emplacements restent vides ; un carré garde son bonus.
golf-rules-j20 = Un valet qui arrive sur la défausse en cours de jeu fait passer son tour au joueur suivant.
golf-rules-memory_aid = Aide-mémoire : { $aid ->
        [known_viewable] vous pouvez toujours regarder les emplacements vus au départ.
        [known_in_hand] les cartes des emplacements vus au départ sont tenues en main (vous les voyez toujours).
       *[all_in_hand] vous voyez toujours vos quatre cartes.
    }
golf-rules-memory = Mémoire ({ $mode }) : { $mode ->
        [perfect] toute carte cachée que vous avez vue reste affichée
       *[human] une carte cachée que vous voyez vous est montrée une fois, jusqu’à votre action suivante
    }.
golf-rules-reshuffle = Quand la pioche est vide, la défausse, sauf sa carte du dessus, est mélangée en une nouvelle pioche ; s’il n’y a rien à mélanger, la donne s’arrête et se compte en l’état.
golf-rules-end_knock = Fin de la donne : au lieu de piocher, un joueur peut frapper (pas pendant le dernier tour) ; chaque autre joueur joue alors encore un tour, sans frapper.
golf-rules-end_progressive = Fin de la donne : quand toutes les cartes de tous les jeux sont visibles.
golf-rules-end_immediate = Fin de la donne : dès que toutes les cartes d’un joueur sont visibles.
golf-rules-end_final_round = Fin de la donne : quand toutes les cartes d’un joueur sont visibles, chaque autre joueur joue encore un tour ; puis toutes les cartes sont retournées et comptées.
golf-rules-turn_limit = Une donne s’arrête aussi après { $count } tours (max_turns_per_hand) et se compte en l’état.
golf-rules-values = Valeurs des cartes : as { $ace }, { $eight ->
        [8] { $two ->
            [2] de 2 à 10 leur valeur
           *[other] 2 { $two }, de 3 à 10 leur valeur
        }
       *[other] { $two ->
            [2] de 2 à 7 leur valeur
           *[other] 2 { $two }, de 3 à 7 leur valeur
        }, 8 { $eight }, 9 et 10 leur valeur
    }, valet { $jack }{ $one_eyed ->
        [same] { "" }
       *[other] { " " }(J♠ J♥ { $one_eyed })
    }, dame { $queen }{ $queen_spades ->
        [same] { "" }
       *[other] { " " }(Q♠ { $queen_spades })
    }, roi { $king }{ $joker ->
        [none] { "" }
       *[other] , joker { $joker }
    }.
golf-rules-pairs = Les cartes égales { $where ->
        [anywhere] n’importe où
       *[row_or_column] dans la même rangée ou la même colonne
    } s’annulent par paires (chaque paire 0) : le plus de paires, puis le plus de valeur retirée ; une paire de jokers s’annule aussi.
golf-rules-wild = Cartes libres : { $wild ->
        [one_eyed] les valets borgnes (J♠ J♥)
       *[all] tous les valets
    } s’apparient avec n’importe quelle carte.
golf-rules-knocker = Frappeur (v = la valeur de son jeu) : s’il n’est pas le plus bas → { $penalty ->
        [plus10] v + 10
        [double_plus5] 2v + 5
        [equal_highest] la plus forte valeur de jeu de la donne
        [add_highest] v + la plus forte valeur de jeu de la donne
        [double] 2v
       *[none] v
    } ; s’il est le plus bas → { $bonus ->
        [zero] 0
        [minus_players] v moins le nombre de joueurs
       *[none] v
    } ; un frappeur à égalité pour le plus bas { $tie ->
        [tie_is_lowest] compte comme le plus bas
       *[tie_not_lowest] ne compte pas comme le plus bas
    }.
golf-rules-pot = Pot : chacun met { $ante } dans un pot vide ; le frappeur gagne ou verse min(pot, { $cap ->
        [none] sans plafond
       *[other] { $cap }
    }).
golf-rules-pairs_anywhere = Une paire de cartes égales vaut 0 n’importe où.
golf-rules-column_pairs = Une paire de cartes égales dans une colonne vaut 0{ $twos ->
        [negative] { " " }(même deux 2 à -2)
       *[positive] { "" }
    }.
golf-rules-negative_pairs_keep_value = Une paire de cartes négatives garde sa valeur.
golf-rules-groups = Groupes : { $rule ->
        [two_columns_minus10] deux paires en colonne égales valent -10 en tout
        [square_block_minus20] des paires en colonne égales et voisines valent -20 par carré de 2 × 2
        [pairs_of_pairs] deux paires en colonne égales valent -10 en tout (k paires : -10 par deux)
       *[progressive] k paires en colonne égales valent -10 × (k-1) en tout
    }.
golf-rules-six_kind = Trois paires en colonne égales valent -20 en tout.
golf-rules-negative_four = Quatre cartes négatives égales en deux paires de colonne valent { $value } en tout.
golf-rules-adjacent_pairs = Une carte voisine d’une carte égale (à côté, au-dessus ou au-dessous) vaut 0.
golf-rules-zero_lines = Trois cartes égales en ligne ({ $lines ->
        [columns] colonnes
        [columns_rows] colonnes et rangées
       *[columns_rows_diagonals] colonnes, rangées et diagonales
    }) valent 0.
golf-rules-block_bonus = Un carré de 2 × 2 de quatre cartes égales vaut { $value } en tout.
golf-rules-lowest_zero_caller = Le jeu le plus bas marque 0 ; celui qui a annoncé (le premier à tout montrer) sans être le plus bas ajoute la plus basse valeur.
golf-rules-match = Partie : { $kind ->
        [holes] { $count } donnes
       *[target] des donnes jusqu’à ce qu’un total atteigne { $count } ou plus
    } ; le plus petit total gagne ; en cas d’égalité, { $tie ->
        [shared_win] tous les ex aequo pour le plus bas gagnent
       *[extra_holes] on joue d’autres donnes jusqu’à ce qu’un seul joueur soit le plus bas
    }.
golf-rules-single_hand = (single_hand est activé : cette table ne joue qu’une donne.)
