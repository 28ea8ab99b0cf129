# fiftysix : français (le 56)

fiftysix-action-pass = Passer
fiftysix-action-double = Contrer
fiftysix-action-redouble = Surcontrer
fiftysix-action-bid = Annoncer
fiftysix-action-play = Jouer { $card }
fiftysix-action-surrender = Proposer d’abandonner
fiftysix-action-no_surrender = Continuer (pas d’abandon)
fiftysix-action-accept = Accepter l’abandon
fiftysix-action-insist = Insister : jouer le capot
fiftysix-field-form = Forme
fiftysix-field-value = Points
fiftysix-field-raise = Relance
fiftysix-field-suit = Atout
fiftysix-form-number_first = nombre d’abord (30 cœur, 28 sans-atout)
fiftysix-form-suit_first = couleur d’abord (cœur 30, 28 SA)
fiftysix-form-plus = plus (relancer l’enchère)
fiftysix-value = { $value }
fiftysix-raise = plus { $amount }
fiftysix-bid-pass = passe
fiftysix-bid-double = contre
fiftysix-bid-redouble = surcontre
fiftysix-bid-number_first = { $value } { $suit }
fiftysix-bid-suit_first = { $suit } { $value }
fiftysix-bid-no_trump_number_first = { $value } sans-atout
fiftysix-bid-no_trump_suit_first = { $value } SA
fiftysix-bid-plus = plus { $amount } { $suit } ({ $value })
fiftysix-badge-bidder = preneur : { $value } { $suit }
fiftysix-badge-high_bid = meilleure enchère : { $value } { $suit }
fiftysix-badge-doubled = contré
fiftysix-badge-redoubled = surcontré
fiftysix-badge-offered_surrender = propose d’abandonner
fiftysix-badge-forced_bid = doit annoncer (forcé)
fiftysix-team-of_3 = J{ $seat } + J{ $second_seat } + J{ $third_seat }
fiftysix-team-of_4 = J{ $seat } + J{ $second_seat } + J{ $third_seat } + J{ $fourth_seat }
fiftysix-zone-won = Plis de l’équipe { $team }
fiftysix-zone-auction = Enchères
fiftysix-won = { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fiftysix-contract = J{ $seat } a annoncé { $value } { $suit }
fiftysix-high_bid = { $value } { $suit } par J{ $seat }
fiftysix-tables = équipe A { $a }, équipe B { $b }
fiftysix-status-auction = Enchères : à J{ $seat } de parler
fiftysix-status-play = À J{ $seat } de jouer
fiftysix-status-window = J{ $seat } entame ; la défense peut proposer d’abandonner
fiftysix-status-answer = J{ $offer_seat } propose d’abandonner ; J{ $seat } accepte ou insiste
fiftysix-status-over = La partie est terminée
fiftysix-prompt-auction = Annoncez, passez, contrez ou surcontrez
fiftysix-prompt-forced_bid = Tous les autres ont passé : vous devez annoncer au moins 28
fiftysix-prompt-play = Jouez une carte
fiftysix-prompt-surrender = Proposez d’abandonner, ou continuez
fiftysix-prompt-answer = Acceptez l’abandon, ou insistez pour jouer le capot
fiftysix-fact-tables = Tables
fiftysix-fact-contract = Contrat
fiftysix-fact-doubling = Contre
fiftysix-fact-high_bid = Meilleure enchère
fiftysix-note-all_pass = tout le monde a passé : joué sans atout comme si les adversaires du donneur avaient annoncé 28
fiftysix-note-surrender_accepted = J{ $seat } a proposé d’abandonner et J{ $bidder_seat } a accepté
fiftysix-note-surrender_insisted = J{ $seat } a proposé d’abandonner et J{ $bidder_seat } a insisté pour jouer le capot
fiftysix-note-cannot_pay = L’équipe { $team } doit { $amount } { $amount ->
        [one] table
       *[other] tables
    } mais n’en a que { $count } : elle perd la partie
fiftysix-log-draw = tire { $card } pour la donne
fiftysix-log-deals = donne en premier
fiftysix-log-redeal = montre { $cards } : le même donneur redistribue
fiftysix-log-surrender = propose d’abandonner
fiftysix-log-no_surrender = continue
fiftysix-log-accept = accepte l’abandon
fiftysix-log-insist = insiste pour jouer le capot
fiftysix-outcome-made = L’équipe de J{ $seat } a annoncé { $value } { $suit } et fait { $points } points : contrat réussi, { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-outcome-failed = L’équipe de J{ $seat } a annoncé { $value } { $suit } mais n’a fait que { $points } points : chute, { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-outcome-cot = L’équipe de J{ $seat } a annoncé { $value } { $suit } et fait tous les plis (capot) : { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-outcome-surrendered = L’équipe de J{ $seat } a annoncé { $value } { $suit } ; la défense a abandonné : { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-outcome-cot_lost = L’équipe de J{ $seat } a annoncé { $value } { $suit }, a insisté pour le capot et perdu un pli : { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-result-contract = Contrat
fiftysix-result-points = Points des cartes
fiftysix-result-tables_paid = Tables payées
fiftysix-result-tables = Tables restantes
fiftysix-payment = L’équipe { $team } paie { $amount } { $amount ->
        [one] table
       *[other] tables
    } à l’équipe { $other_team } (contre ×{ $multiplier }, capot ×{ $factor })
fiftysix-title-56 = 56 (Cinquante-six)
fiftysix-summary-56 = jeu de levées à deux équipes pour 4, 6 ou 8 joueurs avec deux jeux : annoncez de 28 à 56 points dans une couleur ou sans atout, contrez et surcontrez, payez en tables jusqu’à ce qu’une équipe ne le puisse plus.

# Les règles en vigueur (Game.rules_paragraphs) : un paragraphe chacune ; la valeur des options choisit la formulation.
fiftysix-rules-players = Joueurs : { $players } en deux équipes qui alternent autour de la table : { $players ->
        [4] équipe A (J0 J2) contre équipe B (J1 J3)
        [8] équipe A (J0 J2 J4 J6) contre équipe B (J1 J3 J5 J7)
       *[other] équipe A (J0 J2 J4) contre équipe B (J1 J3 J5)
    }.
fiftysix-rules-pack = Paquet : { $cards } cartes, A R D V 10 9{ $cards ->
        [64] { " 8 7" }
       *[other] {""}
    } de deux jeux (chaque carte en double). { $each } cartes chacun, { $each } plis par donne.
fiftysix-rules-rank = Ordre dans chaque couleur, atout compris : V 9 A 10 R D{ $players ->
        [8] { " 8 7" }
       *[other] {""}
    }. Points des cartes : valet 3, neuf 2, as 1, dix 1, les autres 0 : 56 dans le jeu.
fiftysix-rules-deal = { $direction ->
        [clockwise] La donne, les enchères et le jeu tournent dans le sens des aiguilles d’une montre ; le premier donneur est celui qui tire la plus haute carte, et la donne passe à la gauche du donneur à chaque main. Les cartes sont distribuées par paquets de quatre, en commençant par le voisin de gauche du donneur.
       *[other] La donne, les enchères et le jeu tournent dans le sens inverse des aiguilles d’une montre ; le premier donneur est celui qui tire la plus haute carte, et la donne passe à la droite du donneur à chaque main. Les cartes sont distribuées par paquets de quatre, en commençant par le voisin de droite du donneur.
    }
fiftysix-rules-redeal_jacks = Le même donneur redistribue si un joueur a les huit valets.
fiftysix-rules-redeal_no_points = Le même donneur redistribue si un joueur n’a ni valet, ni 9, ni as, ni 10.
fiftysix-rules-redeal_both = Le même donneur redistribue si un joueur a les huit valets ou si un joueur n’a ni valet, ni 9, ni as, ni 10.
fiftysix-rules-auction = Enchères : à partir de la { $direction ->
        [clockwise] gauche
       *[other] droite
    } du donneur, chaque joueur passe, annonce de 28 à 56 points de cartes dans une couleur ou à sans-atout (toutes égales : une enchère doit seulement être plus haute), contre l’enchère adverse, ou surcontre l’enchère contrée de son équipe (ce qui clôt les enchères).
fiftysix-rules-bid_forms = Annoncez sous n’importe quelle forme parlée : 28 clubs (28 trèfle), clubs 28 (trèfle 28), 28 no trumps et 28 No (28 sans-atout) ; une fois que quelqu’un a annoncé, aussi plus 2 diamonds ou plus 1 No (l’enchère en cours relevée d’autant).
fiftysix-rules-passing = { $rebid ->
        [off] Passer est définitif : vous ne prenez plus part aux enchères.
       *[on] Passer n’est pas définitif : vous pouvez encore annoncer à un tour suivant.
    }
fiftysix-rules-over_double = { $overbid ->
        [off] Après un contre, aucune enchère plus haute n’est permise : seulement passer ou surcontrer.
       *[on] Une enchère plus haute peut suivre un contre, et l’annule.
    }
fiftysix-rules-auction_end = Les enchères se terminent après un surcontre, ou quand une enchère ou un contre est suivi des passes de tous les autres joueurs.
fiftysix-rules-all_pass = { $rule ->
        [forced_bid] Enchère forcée : si tous ceux qui ont parlé avant lui ont passé, le voisin de gauche du donneur doit annoncer au moins 28.
       *[other] Si tout le monde passe, la donne se joue à sans-atout comme si les adversaires du donneur avaient annoncé 28.
    }
fiftysix-rules-play = Jeu de la carte : le voisin de { $direction ->
        [clockwise] gauche
       *[other] droite
    } du donneur entame, quel que soit le preneur. Fournissez à la couleur demandée si vous le pouvez, sinon jouez n’importe quelle carte. Le plus haut atout l’emporte, sinon la plus haute carte de la couleur demandée ; de deux cartes identiques, la première jouée l’emporte.
fiftysix-rules-payment = Paiement en tables ({ $table ->
        [honours_40_55] barème des honneurs 40-55
        [honours_40_48] barème des honneurs 40-48
       *[other] barème standard
    }) : les preneurs gagnent si leurs plis contiennent au moins les points annoncés.
    { $table ->
        [honours_40_55]
            enchère de 28 à 39 : réussie, les adversaires donnent 1 ; chutée, les preneurs donnent 2
            enchère de 40 à 55 : réussie, les adversaires donnent 2 ; chutée, les preneurs donnent 3
            enchère de 56 : réussie, les adversaires donnent 3 ; chutée, les preneurs donnent 4
        [honours_40_48]
            enchère de 28 à 39 : réussie, les adversaires donnent 1 ; chutée, les preneurs donnent 2
            enchère de 40 à 48 : réussie, les adversaires donnent 2 ; chutée, les preneurs donnent 3
            enchère de 49 à 56 : réussie, les adversaires donnent 3 ; chutée, les preneurs donnent 4
       *[other]
            enchère de 28 à 39 : réussie, les adversaires donnent 1 ; chutée, les preneurs donnent 2
            enchère de 40 à 47 : réussie, les adversaires donnent 2 ; chutée, les preneurs donnent 3
            enchère de 48 à 55 : réussie, les adversaires donnent 3 ; chutée, les preneurs donnent 4
            enchère de 56 : réussie, les adversaires donnent 4 ; chutée, les preneurs donnent 5
    }
    contré ×2, surcontré ×{ $redouble }.
fiftysix-rules-cot = Capot : les preneurs qui font tous les plis reçoivent le double des tables. Avant chaque entame, tant que les preneurs ont fait tous les plis, un défenseur peut proposer d’abandonner (une fois par donne) ; le preneur accepte (la donne s’arrête, tables normales) ou insiste : alors tous les plis rapportent le double, et en perdre un coûte le double de la perte{ $end_early ->
        [on] { " et met fin à la donne." }
       *[off] .
    }
fiftysix-rules-match = Partie : chaque équipe commence avec { $tables } { $tables ->
        [one] table
       *[other] tables
    } ; une équipe qui doit payer plus qu’elle n’a perd la partie.
fiftysix-rules-single_hand = (single_hand est activé : cette table ne joue qu’une donne.)

# Options : un libellé court, l’effet, les préréglages et l’aide de la notation
fiftysix-option-players = Joueurs
fiftysix-option-players-effect = 4 : 48 cartes (A R D V 10 9 de deux jeux), 12 chacun, équipes de 2. 6 : les mêmes 48 cartes, 8 chacun, équipes de 3. 8 : 64 cartes (avec les 8 et les 7), 8 chacun, équipes de 4. Les équipes alternent autour de la table : places paires contre places impaires.
fiftysix-option-direction = Sens du jeu
fiftysix-option-direction-effect = Sens de la donne, des enchères, du jeu et de la rotation du donneur. Les places sont numérotées dans le sens inverse des aiguilles d’une montre : ce sens va J0, J1, J2… et le sens des aiguilles va J0, J5, J4… ; la « droite » et la « gauche » du donneur s’échangent avec lui.
fiftysix-option-deal_packet_size = Cartes par paquet
fiftysix-option-deal_packet_size-effect = Les cartes sont distribuées quatre par quatre (4 joueurs : 3 tours ; 6 et 8 joueurs : 2 tours).
fiftysix-option-starting_tables = Tables au départ
fiftysix-option-starting_tables-effect = Tables (jetons de score) que chaque équipe possède au départ ; une équipe qui doit payer plus qu’elle n’a perd la partie.
fiftysix-option-all_pass_rule = Quand tout le monde passe
fiftysix-option-all_pass_rule-effect = Quand personne n’annonce : avec play_28_nt_by_dealer_opponents, la donne se joue à sans-atout comme si les adversaires du donneur avaient annoncé 28 ; avec forced_bid, le voisin de gauche du donneur (le dernier joueur hors de l’équipe du donneur à parler au premier tour) ne peut pas passer si tous ceux qui l’ont précédé ont passé, et doit annoncer au moins 28.
fiftysix-option-no_point_cards_redeal = Redonner une main sans points
fiftysix-option-no_point_cards_redeal-effect = Un joueur qui n’a ni valet, ni 9, ni as, ni 10 (seulement des rois et des dames, et à 8 joueurs des 8 et des 7) jette sa main et le même donneur redistribue.
fiftysix-option-all_jacks_redeal = Redonner si un joueur a tous les valets
fiftysix-option-all_jacks_redeal-effect = Un joueur qui reçoit les huit valets les montre et le même donneur redistribue.
fiftysix-option-scoring_table = Barème des paiements
fiftysix-option-scoring_table-effect = Tables gagnées/perdues selon l’enchère finale : standard 28-39 1/2, 40-47 2/3, 48-55 3/4, 56 4/5 ; honours_40_55 (honneurs 40-55) 28-39 1/2, 40-55 2/3, 56 3/4 ; honours_40_48 (honneurs 40-48) 28-39 1/2, 40-48 2/3, 49-56 3/4.
fiftysix-option-redouble_multiplier = Multiplicateur du surcontre
fiftysix-option-redouble_multiplier-effect = Un contrat surcontré paie 4 fois le barème (3 fois avec la valeur 3) ; un contrat contré paie toujours le double.
fiftysix-option-cot = Capot (tous les plis)
fiftysix-option-cot-effect = Capot : une équipe preneuse qui fait tous les plis reçoit le double des tables. Les défenseurs peuvent proposer d’abandonner entre deux plis tant que les preneurs ont fait tous les plis ; le preneur accepte (la donne s’arrête, tables normales) ou insiste (tous les plis : le double ; en perdre un : il paie le double de la perte).
fiftysix-option-end_early_when_cot_lost = Arrêter quand le capot est perdu
fiftysix-option-end_early_when_cot_lost-effect = Avec le capot : la donne s’arrête dès qu’une équipe preneuse qui a insisté perd un pli.
fiftysix-option-rebid_after_pass = Annoncer après avoir passé
fiftysix-option-rebid_after_pass-effect = Un joueur qui a passé peut annoncer, contrer ou surcontrer à un tour suivant. Désactivé : passer est définitif et ce joueur est sauté jusqu’à la fin des enchères.
fiftysix-option-bid_over_double = Annoncer par-dessus un contre
fiftysix-option-bid_over_double-effect = Une enchère plus haute peut suivre un contre, et l’annule. Désactivé : après un contre, il ne reste que passer et surcontrer.
fiftysix-option-single_hand = Une seule donne
fiftysix-option-single_hand-effect = Ne jouer qu’une donne (recherche, tests et mesures de vitesse) : la partie finit quand la première donne est payée, et l’équipe qui a reçu des tables gagne.
fiftysix-preset-seed = Les règles de la source : les valeurs par défaut.
fiftysix-preset-variations = Toutes les variantes que cite la source à la fois : l’enchère forcée, la main sans points rejetée, le barème des honneurs 40-55 et le surcontre multiplié par 3.
fiftysix-preset-final_passes = Des enchères plus strictes : passer est définitif et on ne peut pas annoncer par-dessus un contre (les propositions du livre de règles désactivées).
fiftysix-notation = pass (passer) | double (contrer) | redouble (surcontrer) | enchères : 28 clubs, clubs 28, 28 no trumps, 28 No (toute valeur de 28 à 56 ; 30H, 28NT et « bid 30H » marchent aussi) et, une fois que quelqu’un a annoncé, plus 2 diamonds ou plus 1 No (l’enchère en cours relevée d’autant) | surrender (proposer d’abandonner) | no surrender (continuer sans abandonner) | accept (accepter l’abandon) | insist (insister pour le capot) | play <carte> (jouer une carte). Une carte s’écrit rang puis couleur : 9H, TD ou 10D, JS, AC ; une carte seule veut dire la jouer.

# Refus ($denom : la lettre de la couleur d’une enchère, N pour sans-atout ; $led : la couleur demandée)
fiftysix-illegal-answer_offer = J{ $seat } a proposé d’abandonner ; répondez accept (la donne s’arrête, tables normales) ou insist (continuer pour le capot)
fiftysix-illegal-no_offer = personne n’a proposé d’abandonner : il n’y a rien à accepter ni à refuser
fiftysix-illegal-auction_over = les enchères sont terminées ; on joue les cartes
fiftysix-illegal-not_your_lead = c’est à J{ $seat } d’entamer ; vous pouvez seulement proposer d’abandonner ou laisser passer
fiftysix-illegal-not_held = vous n’avez pas { $card }
fiftysix-illegal-follow_suit = { $led ->
        [S] pique est demandé et vous avez du pique
        [H] cœur est demandé et vous avez du cœur
        [D] carreau est demandé et vous avez du carreau
       *[C] trèfle est demandé et vous avez du trèfle
    } : vous devez fournir
fiftysix-illegal-no_cot = le capot ne se joue pas à cette table, il n’y a donc pas d’abandon
fiftysix-illegal-defenders_only = seuls les défenseurs peuvent proposer d’abandonner
fiftysix-illegal-offered_already = un abandon a déjà été proposé pendant cette donne (une proposition par donne)
fiftysix-illegal-cot_gone = l’équipe preneuse a déjà perdu un pli : il n’y a plus de capot devant lequel abandonner
fiftysix-illegal-between_tricks = on ne peut proposer d’abandonner qu’entre deux plis, avant l’entame suivante
fiftysix-illegal-moment_passed = vous avez déjà laissé passer ce moment ; vous pourrez le proposer à nouveau avant un pli suivant
fiftysix-illegal-leader_leads = c’est à l’entameur de jouer maintenant
fiftysix-illegal-forced_bid = tous ceux qui ont parlé avant vous ont passé : vous (le voisin de gauche du donneur) devez annoncer au moins 28 (enchère forcée)
fiftysix-illegal-nothing_to_double = il n’y a pas d’enchère à contrer
fiftysix-illegal-double_own = l’enchère en cours est { $high } { $denom ->
        [S] pique
        [H] cœur
        [D] carreau
        [C] trèfle
       *[N] sans-atout
    } par J{ $seat }, celle de votre équipe ; vous ne pouvez contrer que l’enchère adverse
fiftysix-illegal-doubled_already = l’enchère en cours est { $high } { $denom ->
        [S] pique
        [H] cœur
        [D] carreau
        [C] trèfle
       *[N] sans-atout
    } par J{ $seat }, déjà { $doubling ->
        [redoubled] surcontrée
        [undoubled] non contrée
       *[doubled] contrée
    }
fiftysix-illegal-redouble_undoubled = seule une enchère contrée peut être surcontrée, et l’enchère en cours, { $high } { $denom ->
        [S] pique
        [H] cœur
        [D] carreau
        [C] trèfle
       *[N] sans-atout
    } par J{ $seat }, n’est pas contrée
fiftysix-illegal-redouble_no_bid = seule une enchère contrée peut être surcontrée, et personne n’a annoncé
fiftysix-illegal-redouble_not_bidder = l’enchère en cours est { $high } { $denom ->
        [S] pique
        [H] cœur
        [D] carreau
        [C] trèfle
       *[N] sans-atout
    } par J{ $seat } ; seule l’équipe preneuse peut surcontrer sa propre enchère
fiftysix-illegal-plus_no_bid = « plus » relève l’enchère en cours, et personne n’a encore annoncé
fiftysix-illegal-above_max = « { $call } » donnerait { $value }, et l’enchère la plus haute est { $most }
fiftysix-illegal-not_higher = « { $call } » vaut { $value }, et une enchère doit dépasser l’enchère en cours ({ $high } { $denom ->
        [S] pique
        [H] cœur
        [D] carreau
        [C] trèfle
       *[N] sans-atout
    } par J{ $seat })
fiftysix-illegal-no_overbid = l’enchère en cours est { $high } { $denom ->
        [S] pique
        [H] cœur
        [D] carreau
        [C] trèfle
       *[N] sans-atout
    } par J{ $seat }, contrée ; à cette table on ne peut pas annoncer par-dessus un contre
fiftysix-illegal-auction_now = ce sont les enchères : annoncez, passez, contrez ou surcontrez
fiftysix-illegal-not_a_call = ce n’est pas une annonce possible maintenant
fiftysix-illegal-bid_range = une enchère est un nombre de { $low } à { $high }, pas { $value }
fiftysix-illegal-number_first = pour sans-atout, dites le nombre d’abord : 28 No ou 28 no trumps
fiftysix-illegal-raise_range = une relance va de plus 1 à plus { $most }, pas plus { $amount }
fiftysix-illegal-plus_form = « plus » demande un nombre et une couleur ou No, comme plus 2 diamonds ; reçu : { $got }
fiftysix-illegal-not_a_suit = { $text } n’est ni une couleur ni sans-atout ; dites spades, hearts, diamonds, clubs (ou S H D C), no trumps ou No
fiftysix-illegal-not_a_card = { $text } n’est pas une carte ; écrivez le rang puis la couleur, par exemple AS, TD, 10H, JC (rangs A 2-9 T/10 J Q K, couleurs S H D C), ou JK pour un joker
fiftysix-illegal-no_jokers = le 56 se joue sans joker
fiftysix-illegal-unknown = ce n’est pas une action du 56 ; les actions sont : pass (passer) | double (contrer) | redouble (surcontrer) | enchères : 28 clubs, clubs 28, 28 no trumps, 28 No (toute valeur de 28 à 56 ; 30H, 28NT et « bid 30H » marchent aussi) et, une fois que quelqu’un a annoncé, plus 2 diamonds ou plus 1 No (l’enchère en cours relevée d’autant) | surrender (proposer d’abandonner) | no surrender (continuer sans abandonner) | accept (accepter l’abandon) | insist (insister pour le capot) | play <carte> (jouer une carte). Une carte s’écrit rang puis couleur : 9H, TD ou 10D, JS, AC ; une carte seule veut dire la jouer
fiftysix-invalid-cot_off = end_early_when_cot_lost ne compte que si le capot se joue, et cette table a cot=off ; laissez-la à sa valeur par défaut (on) ou activez le capot
