# fareeb : français (Fareeb, l’euchre)

fareeb-action-pass = Passer
fareeb-action-order_up = Prendre { $card }
fareeb-action-name = Nommer { $suit } atout
fareeb-action-with_partner = Jouer avec votre partenaire
fareeb-action-alone = Jouer seul
fareeb-action-defend_alone = Défendre seul
fareeb-action-call = Appeler une carte partenaire
fareeb-action-discard = Écarter { $card }
fareeb-action-play = Jouer { $card }
fareeb-bid-pass = passe
fareeb-bid-order_up = prend { $card }
fareeb-bid-name = nomme { $suit } atout
fareeb-bid-with_partner = joue avec son partenaire
fareeb-bid-alone = joue seul
fareeb-bid-defend_alone = défend seul
fareeb-bid-call = appelle { $card }
fareeb-bid-discard = écarte { $card }
fareeb-bid-discard_hidden = écarte une carte face cachée
fareeb-badge-maker = preneur ({ $suit })
fareeb-badge-alone = seul
fareeb-badge-caller = a appelé { $card }
fareeb-badge-called_partner = partenaire du preneur
fareeb-badge-defends_alone = défend seul
fareeb-badge-sitting_out = ne joue pas
fareeb-zone-upcard = Retourne
fareeb-zone-stub = Talon
fareeb-zone-discard = Écart de J{ $seat }
fareeb-zone-auction = Choix de l’atout
fareeb-upcard-taken = J{ $seat } a pris { $card }
fareeb-upcard-turned_down = refusée
fareeb-fact-called = Carte appelée
fareeb-fact-partner = Partenaire du preneur
fareeb-partner-known = J{ $seat }
fareeb-partner-unknown = pas encore connu
fareeb-partner-none = aucun : le preneur joue seul
fareeb-status-round_1 = Choix de l’atout, 1er tour : J{ $seat } passe ou prend
fareeb-status-round_2 = Choix de l’atout, 2e tour : J{ $seat } passe ou nomme une couleur
fareeb-status-maker_choice = J{ $seat }, le preneur, choisit comment jouer
fareeb-status-defender_choice = J{ $seat } peut défendre seul
fareeb-status-exchange = J{ $seat }, le donneur, écarte une carte
fareeb-status-play = À J{ $seat } de jouer
fareeb-status-over = La partie est terminée
fareeb-prompt-round_1 = Passez, ou prenez la retourne pour faire de sa couleur l’atout
fareeb-prompt-round_2 = Passez, ou nommez un atout autre que la couleur refusée
fareeb-prompt-maker_choice = Vous avez pris : choisissez comment jouer
fareeb-prompt-defender_choice = Le preneur joue seul : passez, ou défendez seul
fareeb-prompt-exchange = Écartez une carte face cachée
fareeb-prompt-play = Jouez une carte
fareeb-outcome-made = J{ $seat } a pris à { $suit } et fait { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
} : les preneurs marquent { $points }
fareeb-outcome-march = J{ $seat } a pris à { $suit } et fait les 5 plis (la marche) : les preneurs marquent { $points }
fareeb-outcome-fareeb = J{ $seat } a pris à { $suit } mais n’a fait que { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
} (fareeb) : les défenseurs marquent { $points }
fareeb-outcome-defenders_march = J{ $seat } a pris à { $suit } et n’a fait aucun pli (marche des défenseurs) : les défenseurs marquent { $points }
fareeb-outcome-thrown_in = Tout le monde a passé deux fois : la donne est annulée
fareeb-note-alone = J{ $seat } a joué seul
fareeb-note-defended_alone = J{ $seat } a défendu seul
fareeb-note-called_partner = { $card } a été appelée ; J{ $seat } l’avait et était le partenaire du preneur
fareeb-note-called_no_partner = { $card } a été appelée ; personne d’autre ne l’avait, le preneur a joué seul
fareeb-log-farmer = a montré une main de fermier ({ $cards }) ; les cartes ont été redistribuées
fareeb-title-fareeb = Fareeb (Euchre)
fareeb-summary-fareeb = jeu de levées pour 4 joueurs en équipes ou 5 avec un partenaire appelé ; choisissez l’atout, faites 3 plis sur 5, en 10 points.

# Les règles en vigueur (FareebGame.rules_paragraphs) : un message par paragraphe ; options on/off
fareeb-rules-four_players = Joueurs : 4 en deux équipes, partenaires face à face : places 0+2 contre 1+3.
    Jeu : 24 cartes, du 9 à l’as dans chaque couleur. Cinq cartes chacun ; 4 restent non distribuées.
fareeb-rules-five_players = Joueurs : 5, sans équipes fixes. À chaque donne, le preneur et un partenaire appelé en secret (ou le preneur seul) jouent contre les autres joueurs. Chaque joueur marque pour lui-même.
    Jeu : 28 cartes, du 8 à l’as dans chaque couleur. Cinq cartes chacun ; 3 restent non distribuées.
fareeb-rules-deal = On distribue dans le sens horaire en commençant à la gauche du donneur ; la carte suivante est retournée.
    Main de fermier : une main faite uniquement de { $low } et de { $high } { $redeal ->
        [on] est annoncée et le même donneur redistribue.
       *[off] se joue.
    }
fareeb-rules-ranking = Ordre : A R D V 10 9{ $low ->
        [8] {" "}8
       *[other] {""}
    } tant que l’atout n’est pas fixé. Ensuite le valet d’atout (valet droit) est la plus haute carte, l’autre valet de la même couleur rouge ou noire (valet gauche) la deuxième, et il compte comme un atout à tous égards ; puis A R D 10 … { $low } d’atout ; tout atout bat toute autre carte.
fareeb-rules-round_1 = Choix de l’atout, 1er tour : à partir de la gauche du donneur, chaque joueur peut prendre la couleur de la retourne ou passer ; le donneur ramasse la retourne et écarte une carte face cachée{ $discard_upcard ->
        [off] {" "}(pas la retourne elle-même).
       *[on] .
    }
fareeb-rules-round_2 = 2e tour (tout le monde a passé) : la retourne est refusée et sa couleur est exclue ; chaque joueur peut nommer une autre couleur ou passer. { $stick ->
        [on] Donneur obligé : si les autres passent, le donneur doit nommer une couleur.
       *[off] Si tout le monde passe encore, la donne est annulée et le joueur suivant distribue ; après { $limit ->
            [one] { $limit } donne annulée
           *[other] { $limit } donnes annulées
        } dans une partie, le donneur est obligé (il doit nommer une couleur) jusqu’à la fin de la partie.
    }
fareeb-rules-call = Le preneur { $alone ->
        [on] joue alors seul ou appelle
       *[off] appelle alors
    } une carte ({ $timing ->
        [after_exchange] après
       *[before_exchange] avant
    } l’échange du donneur){ $trump_call ->
        [off] , jamais un atout
       *[on] {""}
    } ; son détenteur est le partenaire secret, que les autres ne connaissent que lorsque la carte est jouée.
fareeb-rules-call_nobody = Si personne ne détient la carte appelée (non distribuée ou écartée), le preneur joue seul. { $own ->
        [counts_as_alone] Le preneur peut appeler une carte qu’il détient, et joue alors seul.
       *[off] Le preneur ne peut pas appeler une carte qu’il détient.
    }
fareeb-rules-alone = Le preneur peut jouer seul : son partenaire pose sa main et ne joue pas (si c’est le donneur, il n’y a pas d’échange). Quand quelqu’un ne joue pas, { $lead ->
        [left_of_lone_player] le premier joueur actif à la gauche du preneur seul
       *[left_of_dealer_next_active] le premier joueur actif à la gauche du donneur
    } entame.
fareeb-rules-defend_alone = Contre un preneur seul, un défenseur peut défendre seul (son partenaire ne joue pas non plus).
fareeb-rules-play = Jeu de la carte : la gauche du donneur entame ; fournissez à la couleur demandée si vous le pouvez (les valets droit et gauche sont des atouts), sinon jouez n’importe quelle carte. Le plus haut atout remporte le pli, sinon la plus haute carte de la couleur demandée.
fareeb-rules-scoring =
    Marque par donne :
      les preneurs font 3 ou 4 plis : preneurs 1
      les preneurs font les 5 plis : preneurs 2{ $lone_maker ->
        [on] , un preneur seul { $lone_march }
       *[off] {""}
    }
      les preneurs font 1 ou 2 plis (fareeb, l’euchre) : défenseurs 2{ $lone_defender ->
        [on] , un défenseur seul 4
       *[off] {""}
    }
      les preneurs ne font aucun pli : défenseurs { $defenders_march }{ $lone_defender ->
        [on] , un défenseur seul 4
       *[off] {""}
    }
fareeb-rules-match_four = Partie : la première équipe à { $target } points gagne.
fareeb-rules-match_five = Chaque membre du camp qui marque reçoit les points. Partie : le premier joueur à { $target } points gagne ; si plusieurs y arrivent dans la même donne, { $tie ->
        [play_on] on continue jusqu’à ce qu’un seul joueur ait le meilleur score.
       *[joint_winners] ils gagnent ensemble.
    }
fareeb-rules-single_hand = (single_hand est activé : cette table ne joue qu’une donne.)

# Options : libellé court, effet, préréglages et notation des actions
fareeb-option-players = Joueurs
fareeb-option-players-effect = 4 : 24 cartes (du 9 à l’as), équipes fixes, partenaires face à face. 5 : 28 cartes (les 8 en plus), le preneur appelle une carte dont le détenteur est un partenaire secret ; chaque joueur marque pour lui-même.
fareeb-option-target_score = Points pour gagner
fareeb-option-target_score-effect = Points nécessaires pour gagner la partie.
fareeb-option-stick_the_dealer = Donneur obligé
fareeb-option-stick_the_dealer-effect = on : si tout le monde passe au 2e tour, le donneur doit nommer une couleur. off : la donne est annulée et le donneur suivant distribue.
fareeb-option-thrown_in_limit = Donnes annulées avant que le donneur soit obligé
fareeb-option-thrown_in_limit-effect = Avec stick_the_dealer=off : une fois que ce nombre de donnes de la partie ont été annulées (tout le monde a passé deux fois), le donneur est obligé jusqu’à la fin de la partie, comme avec stick_the_dealer=on (il doit nommer une couleur au 2e tour) ; ainsi une partie finit toujours.
fareeb-option-farmers_hand_redeal = Redistribution sur main de fermier
fareeb-option-farmers_hand_redeal-effect = Une main faite uniquement de 9 et de 10 (4 joueurs) ou de 8 et de 9 (5 joueurs) est annoncée et le même donneur redistribue.
fareeb-option-going_alone = Jeu en solo
fareeb-option-going_alone-effect = Le preneur peut jouer seul (4 joueurs : son partenaire ne joue pas).
fareeb-option-defender_alone = Défense en solo
fareeb-option-defender_alone-effect = 4 joueurs : quand le preneur joue seul, un défenseur peut défendre seul (son partenaire ne joue pas) ; un défenseur seul qui fait chuter le preneur marque 4.
fareeb-option-alone_lead = Entame quand quelqu’un ne joue pas
fareeb-option-alone_lead-effect = Qui entame le 1er pli quand quelqu’un ne joue pas : le premier joueur actif à la gauche du donneur (left_of_dealer_next_active), ou le premier joueur actif à la gauche du preneur seul (left_of_lone_player).
fareeb-option-lone_march_points = Points de la marche en solo
fareeb-option-lone_march_points-effect = Points d’un preneur seul qui fait les cinq plis.
fareeb-option-defenders_march_points = Points de la marche des défenseurs
fareeb-option-defenders_march_points-effect = Points des défenseurs qui font les cinq plis.
fareeb-option-call_timing = Moment de l’appel
fareeb-option-call_timing-effect = 5 joueurs : la carte appelée est nommée avant (before_exchange) ou après (after_exchange) l’échange du donneur.
fareeb-option-called_card_may_be_trump = Appel d’un atout permis
fareeb-option-called_card_may_be_trump-effect = 5 joueurs : un atout (valets droit et gauche compris) peut être la carte appelée.
fareeb-option-call_own_card = Appel de sa propre carte
fareeb-option-call_own_card-effect = 5 joueurs : avec off, le preneur ne peut pas appeler une carte qu’il détient ; avec counts_as_alone, il le peut, et joue alors seul sans le dire.
fareeb-option-five_player_tie = Égalité à 5 joueurs
fareeb-option-five_player_tie-effect = 5 joueurs : quand plusieurs joueurs atteignent le but dans la même donne, ils gagnent ensemble (joint_winners), ou l’on joue d’autres donnes jusqu’à ce qu’un seul joueur ait le meilleur score (play_on).
fareeb-option-dealer_may_discard_upcard = Le donneur peut écarter la retourne
fareeb-option-dealer_may_discard_upcard-effect = Le donneur peut écarter la retourne qu’il vient de ramasser.
fareeb-option-single_hand = Une seule donne
fareeb-option-single_hand-effect = Une seule donne (pour la recherche et les tests) : la partie finit quand la première donne est marquée ou annulée.
fareeb-preset-seed = Les règles de la source : les valeurs par défaut.
fareeb-preset-pagat = L’euchre classique à 4 joueurs selon pagat : pas de donneur obligé, défense en solo, le joueur à la gauche du joueur seul entame, un euchre vaut toujours 2.
fareeb-preset-call_your_partner = L’euchre à 5 joueurs « appelle ton partenaire » (bradwilson.io) : la carte appelée n’est pas un atout et se nomme après l’écart du donneur ; une marche en solo vaut 5.
fareeb-notation = pass (passer) | order up (prendre la retourne ; donneur : take up) | name S/H/D/C (nommer l’atout) | with partner (avec le partenaire) | alone (seul) | defend alone (défendre seul) | call <carte> (appeler une carte) | discard <carte> (écarter) | play <carte> (jouer). Une carte s’écrit rang puis couleur : 9H, TD ou 10D, JS, AC (S pique, H cœur, D carreau, C trèfle ; J valet, Q dame, K roi, A as). Une carte seule (p. ex. JH) veut dire la jouer, l’écarter ou l’appeler, selon ce qui est permis maintenant.

# Pourquoi un coup ou une option est refusé
fareeb-illegal-name_which = nommez une couleur, p. ex. « name S »
fareeb-illegal-say_which = dites quelle carte, p. ex. « { $cards } »
fareeb-illegal-not_a_suit = { $what } n’est pas une couleur ; écrivez S H D C (ou ♠ ♥ ♦ ♣, ou le nom de la couleur)
fareeb-illegal-not_a_card = { $what } n’est pas une carte ; écrivez le rang puis la couleur, p. ex. AS, TD, 10H, JC (rangs A 2-9 T/10 J Q K, couleurs S H D C), ou JK pour un joker
fareeb-illegal-no_jokers = Fareeb se joue sans joker
fareeb-illegal-unknown = ce n’est pas une action de Fareeb ; les actions sont : pass (passer) | order up (prendre la retourne ; donneur : take up) | name S/H/D/C (nommer l’atout) | with partner (avec le partenaire) | alone (seul) | defend alone (défendre seul) | call <carte> (appeler une carte) | discard <carte> (écarter) | play <carte> (jouer). Une carte s’écrit rang puis couleur : 9H, TD ou 10D, JS, AC. Une carte seule (p. ex. JH) veut dire la jouer, l’écarter ou l’appeler, selon ce qui est permis maintenant
fareeb-illegal-round_1 = au 1er tour du choix de l’atout, on peut passer ou prendre la retourne
fareeb-illegal-round_2 = au 2e tour du choix de l’atout, on peut passer ou nommer une couleur
fareeb-illegal-defenders = les défenseurs contre un preneur seul choisissent : passer ou défendre seul
fareeb-illegal-exchange = le donneur fait son échange : écartez une carte
fareeb-illegal-play = on joue les cartes : jouez une carte
fareeb-illegal-maker_four = le preneur choisit : avec son partenaire ou seul
fareeb-illegal-maker_five = le preneur appelle une carte dont le détenteur sera son partenaire (ou joue seul)
fareeb-illegal-stuck = le donneur ne peut pas passer au 2e tour (donneur obligé) ; nommez une couleur autre que { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    }
fareeb-illegal-stuck_after = le donneur ne peut pas passer au 2e tour (obligé après { $count ->
        [one] { $count } donne annulée
       *[other] { $count } donnes annulées
    }, thrown_in_limit) ; nommez une couleur autre que { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    }
fareeb-illegal-barred = le { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    } a été refusé pour cette donne et ne peut pas être atout
fareeb-illegal-alone_off = le jeu en solo n’est pas permis à cette table
fareeb-illegal-call_instead = à 5 joueurs, le preneur appelle plutôt une carte (ou joue seul)
fareeb-illegal-no_call = à 4 joueurs, votre partenaire est en face de vous ; il n’y a pas de carte à appeler
fareeb-illegal-not_in_pack = { $card } n’est pas dans le jeu de 28 cartes
fareeb-illegal-trump_call = à cette table, un atout ne peut pas être la carte appelée
fareeb-illegal-own_card = vous avez { $card } ; vous ne pouvez pas appeler votre propre carte
fareeb-illegal-not_a_choice = ce n’est pas un choix possible maintenant
fareeb-illegal-not_held = vous n’avez pas { $card }
fareeb-illegal-keep_upcard = à cette table, le donneur ne peut pas écarter la retourne qu’il vient de ramasser
fareeb-illegal-follow = on a entamé { $led ->
        [S] du { common-suit-S }
        [H] du { common-suit-H }
        [D] du { common-suit-D }
        [C] du { common-suit-C }
       *[trump] de l’atout
    } et vous en avez, vous devez donc fournir (le valet gauche compte comme un atout, pas dans sa couleur imprimée)
fareeb-invalid-players_only = { $option } ne s’applique qu’au Fareeb à { $applies } joueurs, et cette table a { $players } joueurs
fareeb-invalid-needs_no_stick = thrown_in_limit limite les donnes annulées, il faut donc stick_the_dealer=off
fareeb-invalid-defender_needs_alone = la défense en solo répond à un preneur seul, il faut donc going_alone=on
fareeb-invalid-needs_alone = { $option } ne compte que lorsqu’un preneur à 4 joueurs joue seul, il faut donc going_alone=on
