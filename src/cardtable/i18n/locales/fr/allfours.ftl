# allfours : français (All Fours)

allfours-action-stand = Rester
allfours-action-beg = Mendier
allfours-action-take_one = Donner un point (le cadeau)
allfours-action-run = Refuser : tourner les cartes
allfours-action-bunch = Demander de ramasser
allfours-action-no_bunch = Ne pas ramasser
allfours-action-agree = Accepter de ramasser
allfours-action-refuse_bunch = Refuser de ramasser
allfours-action-throw_in = Jeter ses cartes
allfours-action-play = Jouer { $card }
allfours-action-discard = Écarter { $card }
allfours-call-stand = reste
allfours-call-beg = mendie
allfours-call-take_one = donne un point
allfours-call-run = tourne les cartes
allfours-call-bunch = demande de ramasser
allfours-call-no_bunch = ne ramasse pas
allfours-call-agree = accepte de ramasser
allfours-call-refuse_bunch = refuse de ramasser
allfours-badge-elder = premier en main
allfours-badge-pitcher = entameur
allfours-badge-begged = a mendié
allfours-badge-gave_one = a donné un point
allfours-badge-ran = a tourné les cartes
allfours-badge-bunch = a demandé de ramasser
allfours-badge-thrown_in = a jeté ses cartes
allfours-hand-unseen = pas regardée avant l’entame
allfours-zone-packet = Paquet caché de J{ $seat }
allfours-zone-discards = Écart de J{ $seat }
allfours-zone-turn_up = Retourne
allfours-zone-stock = Talon
allfours-zone-set_aside = Mis de côté
allfours-zone-thrown = Jetées
allfours-zone-calls = Annonces
allfours-upcard-runs = les cartes ont été tournées { $count } fois
allfours-status-elder = J{ $seat } (premier en main) reste ou mendie
allfours-status-dealer = J{ $seat } (donneur) donne un point ou tourne les cartes
allfours-status-discard = Chacun écarte face cachée
allfours-status-bunch = Chacun peut demander de ramasser
allfours-status-bunch_answer = J{ $seat } demande de ramasser : les autres acceptent ou refusent
allfours-status-pitch = J{ $seat } entame : la couleur de cette carte est l’atout
allfours-status-play = À J{ $seat } de jouer
allfours-status-over = La partie est terminée
allfours-prompt-elder = Restez (jouez avec cet atout), ou mendiez
allfours-prompt-dealer = Donnez un point au premier en main, ou refusez et tournez les cartes
allfours-prompt-discard = Écartez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} face cachée
allfours-prompt-bunch = Demandez de ramasser (la donne est annulée), ou continuez
allfours-prompt-bunch_answer = Acceptez de ramasser, ou refusez
allfours-prompt-pitch = Entamez : la couleur de votre carte sera l’atout
allfours-prompt-play = Jouez une carte
allfours-fact-pitch = Entame
allfours-fact-deal = Donne
allfours-deal_number = donne n° { $count } de ce coup
allfours-points-turn_up = marque { $points } pour la retourne { $card }
allfours-points-gift = marque { $points } pour le cadeau
allfours-points-pegged = marque { $points } pour les atouts gagnés
allfours-points-taken_back = { $points } : points de la retourne repris (ramassé)
allfours-points-high = marque { $points } pour le Haut
allfours-points-low = marque { $points } pour le Bas
allfours-points-jack = marque { $points } pour le Valet
allfours-points-game = marque { $points } pour la Partie
allfours-log-turn_up = retourne { $card }
allfours-log-discard = écarte { $card }
allfours-log-discard_hidden = écarte une carte face cachée
allfours-log-throw_in = jette ses cartes
allfours-log-redeal_exhausted = le paquet est épuisé ({ $cards } retournées) : le même donneur redistribue
allfours-log-redeal_bunched = les cartes sont ramassées ({ $cards } retournées) : le même donneur redistribue
allfours-log-hand_over = Le coup { $hand } est fini : le camp de J{ $seat } a marqué le plus, { $points }
allfours-result-turn_up = Retourne
allfours-result-gift = Cadeau (mendié)
allfours-result-pegged = Atouts marqués
allfours-result-taken_back = Repris (ramassé)
allfours-result-high = Haut
allfours-result-low = Bas
allfours-result-jack = Valet
allfours-result-game = Partie
allfours-result-card_points = Points de cartes pour la Partie
allfours-detail-held = { $card }, tenue par J{ $seat }
allfours-detail-captured = { $card }, tenue par J{ $seat }, gagnée par le camp de J{ $capturer_seat }
allfours-detail-hang_jack = valet pendu : le { $card } de J{ $seat } pris par l’autre camp ({ $points } points)
allfours-detail-no_high = aucun atout en jeu
allfours-detail-no_low = aucun atout en jeu
allfours-detail-no_jack = le valet d’atout n’était pas en jeu
allfours-detail-game = le plus de points de cartes : { $points }
allfours-detail-game_tie = égalité à { $points } points de cartes : personne ne marque
allfours-detail-turn_ups = { $cards }
allfours-detail-not_counted = non compté : la partie était gagnée avant { $point }
allfours-note-trump = L’atout était { $suit }
allfours-note-pitch = L’entame était { $card }
allfours-note-not_played = Le but a été atteint avant que les cartes soient jouées
allfours-title-allfours = All Fours
allfours-summary-allfours = le vieux jeu de levées anglais (Seven Up, High-Low-Jack) : classique à 2 ou 3 joueurs, en équipes à la Trinidad, et le jeu « pitcher » du West Yorkshire ; on marque le Haut, le Bas, le Valet et la Partie.

## Les règles en vigueur (AllFoursGame.rules_paragraphs ; allfours.md)

allfours-rules-standard_players = Joueurs : { $players }, chacun pour soi. Jeu : 52 cartes, A R D V 10 9 … 2 dans chaque couleur.
allfours-rules-standard_deal = Celui qui coupe la plus haute carte donne le premier ; la donne passe dans le sens des aiguilles d’une montre. Six cartes chacun par paquets de trois ; la carte suivante est retournée et propose l’atout. { $running ->
    [on] Un as retourné rapporte aussitôt 4 points au donneur, un roi 3, une dame 2, un valet 1
   *[off] Un valet retourné rapporte aussitôt 1 point au donneur
}.
allfours-rules-standard_beg = Le premier en main (à gauche du donneur) reste (la couleur de la retourne est l’atout) ou mendie ; lui seul peut mendier. Quand il mendie, le donneur donne un point (« take one » : chaque adversaire marque 1, la couleur de la retourne est l’atout) ou refuse et tourne les cartes. { $gift_blocked ->
    [on] Le donneur ne peut pas faire le cadeau quand un adversaire a { $needs } points.
   *[off] Le cadeau peut toujours être fait, même quand il fait gagner la partie.
}
allfours-rules-trinidad_players = Joueurs : 4 en deux équipes, partenaires face à face ; les équipes et le premier donneur se choisissent { $method ->
    [jack_deal] en distribuant des cartes face visible jusqu’à ce que les quatre valets soient sortis (valets rouges contre valets noirs ; celui qui reçoit le premier valet entame le premier)
    [preset] selon les places (0+2 contre 1+3)
   *[cut] à la coupe (les deux plus hautes contre les deux plus basses ; la plus haute donne)
}.
allfours-rules-trinidad_deal = La donne et le jeu tournent dans le sens inverse des aiguilles d’une montre ; le premier en main est à droite du donneur. Six cartes chacun par paquets de trois ; la carte suivante est retournée et propose l’atout.
allfours-rules-trinidad_turnup = Points de la retourne pour l’équipe du donneur : as 1, { $bonus ->
    [two] deux 2
    [both] six 2, deux 2
   *[six] six 2
}, valet 3.
allfours-rules-trinidad_beg = Le premier en main reste ou mendie ; quand il mendie, le donneur donne un point (l’autre équipe marque 1, { $restriction ->
    [must_hold_trump] seulement s’il tient une carte de la couleur de la retourne
    [none] à tout moment
   *[target_minus_one] sauf quand les adversaires ont { $needs } points
}) ou tourne les cartes.
allfours-rules-pitcher_players = Joueurs : 4 en deux équipes, partenaires face à face, choisies { $method ->
    [cut] à la coupe (les deux plus hautes contre les deux plus basses ; la plus haute donne)
    [preset] selon les places (0+2 contre 1+3)
   *[jack_deal] en distribuant des cartes face visible jusqu’à ce que les quatre valets soient sortis (valets rouges contre valets noirs ; celui qui reçoit le premier valet entame le premier)
}.
allfours-rules-pitcher_deal = La donne et le jeu tournent dans le sens des aiguilles d’une montre. Six cartes chacun par paquets de trois ; aucune carte n’est retournée.
allfours-rules-pitcher_pitch = L’entameur (à gauche du donneur) joue le premier ; la couleur de sa première carte est l’atout de la donne. Les autres ne regardent leurs cartes qu’après l’entame.
allfours-rules-throw_in = Jeter ses cartes : un joueur dont c’est le tour et qui n’entame pas peut jeter toutes ses cartes sur le pli ({ $condition ->
    [any] quand il le veut
   *[no_trump_no_counter] tant qu’il n’a ni atout ni carte au-dessus du neuf
}) ; elles ne peuvent pas le gagner, et son partenaire continue seul.
allfours-rules-running = Tourner les cartes : la retourne est mise de côté, chaque joueur reçoit un paquet de trois et la carte suivante est retournée ; on continue jusqu’à ce qu’une carte d’une autre couleur sorte, qui fixe l’atout. Les mains : { $discard ->
    [set_aside_unpicked] les nouveaux paquets restent face cachée sans être vus et sont mis de côté si l’on tourne encore ; quand une nouvelle couleur sort, chacun prend le dernier paquet et écarte 3 cartes
    [accumulate_then_discard] les joueurs gardent toutes les nouvelles cartes jusqu’à ce que le nouvel atout soit connu, puis écartent jusqu’à six
    [keep_all] les joueurs gardent toutes les cartes : 9, 12 cartes ou plus, et autant de plis
    [discard_before_receiving] avant chaque nouveau paquet, chaque joueur écarte 3 cartes
   *[discard_each_run] après chaque paquet et chaque retourne, chacun écarte face cachée 3 cartes de son choix, et garde ainsi six cartes
}.
allfours-rules-same_suit_turnups = Une carte de la couleur d’origine retournée en tournant les cartes { $scores ->
    [on] rapporte quand même ses points de retourne
   *[off] ne rapporte rien
}.
allfours-rules-exhausted = Si le talon n’a plus assez de cartes pour tourner encore (moins de trois par joueur plus une), toutes les cartes sont ramassées et le même donneur redistribue ; les points déjà marqués restent acquis.
allfours-rules-bunch = Ramasser : après chaque tour de cartes, chaque joueur peut une fois demander de ramasser ; si tous les autres acceptent, les cartes sont ramassées et le même donneur redistribue ({ $keeps ->
    [on] les points de la retourne restent acquis
   *[off] les points de retourne de cette donne sont repris
}).
allfours-rules-play = Le jeu : { $leader ->
    [pitcher] l’entameur
   *[elder] le premier en main
} entame ; { $no_trumping_in ->
    [on] fournissez si vous le pouvez (un atout seulement quand on entame atout ou que vous n’avez pas la couleur) ; sinon jouez n’importe quelle carte.
   *[off] si vous avez la couleur demandée, jouez cette couleur ou un atout (on peut toujours couper) ; sinon jouez n’importe quelle carte.
}{ $no_undertrump ->
    [on] {" "}Pas de sous-coupe : quand une entame ordinaire est coupée, un atout plus bas seulement si vous n’avez rien d’autre à jouer.
   *[off] {""}
} Le plus haut atout gagne, sinon la plus haute carte de la couleur demandée.
allfours-rules-count = Le décompte après le dernier pli, dans cet ordre (le premier camp qui atteint le but gagne aussitôt ; les points suivants ne sont pas marqués) :
    {"  "}Haut : le camp qui tenait le plus haut atout en jeu.
    {"  "}Bas : { $low ->
        [captured] le camp qui gagne le pli contenant le plus bas atout en jeu (Bas pris, « Low Captured »).
       *[holder] le camp qui avait reçu le plus bas atout en jeu.
    }
    {"  "}Valet : { $jack ->
        [hang_jack] 1 au camp de celui qui le tient s’il gagne son pli ou si son partenaire le gagne ; un adversaire qui le prend marque 3 (valet pendu).
       *[one_to_capturer] le camp qui gagne le pli contenant le valet d’atout (personne s’il n’est pas en jeu).
    }
    {"  "}Partie : le plus de points de cartes dans les plis gagnés (A 4, R 3, D 2, V 1, 10 = 10, toutes couleurs) ; égalité : { $tie ->
        [non_dealer] le camp à égalité qui n’est pas celui du donneur, s’il n’y en a qu’un.
       *[nobody] personne.
    }
allfours-rules-peg = Marquer au fil du jeu : chaque atout gagné dans un pli est marqué aussitôt par celui qui gagne le pli (A 4, R 3, D 2, V 1, 10 10, 5 5) ; le premier à 61 gagne, même au milieu d’une donne.
allfours-rules-match = La partie : le premier camp à { $target } { $target ->
    [one] point
   *[other] points
}.
allfours-rules-single_hand = (single_hand est activé : cette table ne joue qu’une seule donne.)

## Options : libellés, effets, préréglages et notation

allfours-option-ruleset = Règle de jeu
allfours-option-ruleset-effect = standard : 2 ou 3 joueurs chacun pour soi, retourne, rester ou mendier, tourner les cartes (§2). trinidad : 4 joueurs en équipes, sens inverse des aiguilles d’une montre, points de retourne pour l’as, le six et le valet, valet pendu, 14 points (§3). pitcher : West Yorkshire, 4 joueurs, pas de retourne, la première carte jouée fixe l’atout, 11 points (§4).
allfours-option-players = Joueurs
allfours-option-players-effect = Nombre de joueurs : 2 ou 3 dans le jeu standard, 4 en trinidad et en pitcher (la valeur par défaut suit la règle de jeu).
allfours-option-target_score = Points pour gagner
allfours-option-target_score-effect = Les points qui gagnent la partie, comptés dès qu’un camp les atteint. Par défaut selon la règle : standard 7, trinidad 14, pitcher 11 ; eleven_makes 11, running_all_fours 31, peg_as_won_61 61.
allfours-option-eleven_makes = Eleven Makes (jouer en 11)
allfours-option-eleven_makes-effect = Jeu standard seulement : jouer en 11 au lieu de 7 (le cadeau est alors interdit à 10).
allfours-option-running_all_fours = Running All Fours (retournes comptées, en 31)
allfours-option-running_all_fours-effect = Jeu standard seulement : le donneur marque un as retourné 4, un roi 3, une dame 2, un valet 1 (au lieu du seul valet 1) et la partie se joue en 31. Seules la retourne d’origine et la dernière retourne d’une nouvelle couleur comptent, sauf si score_same_suit_turnups est activé.
allfours-option-low_rule = Qui marque le Bas
allfours-option-low_rule-effect = Qui marque le Bas : holder, le camp qui avait reçu le plus bas atout en jeu ; captured (Bas pris, Lancashire), le camp qui gagne le pli qui le contient.
allfours-option-discard_method = Retour à six cartes après un tour
allfours-option-discard_method-effect = Comment les mains reviennent à six cartes quand on tourne les cartes (standard et trinidad). discard_each_run : après chaque paquet de 3 cartes et chaque retourne, chacun écarte 3 cartes. set_aside_unpicked : les nouveaux paquets restent face cachée sans être vus ; un paquet est mis de côté quand on tourne encore ; quand une nouvelle couleur sort, chacun prend le dernier paquet et écarte 3 cartes. accumulate_then_discard : garder toutes les nouvelles cartes jusqu’à ce que l’atout soit connu, puis écarter jusqu’à 6. keep_all : tout garder et jouer plus de plis. discard_before_receiving : écarter 3 cartes avant chaque nouveau paquet. Par défaut : discard_each_run (standard), keep_all (trinidad).
allfours-option-gift_blocked_at_target_minus_one = Pas de cadeau à un point du but
allfours-option-gift_blocked_at_target_minus_one-effect = Standard : le donneur ne peut pas donner un point (faire le cadeau) quand un adversaire n’a plus besoin que d’un point pour gagner.
allfours-option-take_one_restriction = Quand le donneur ne peut pas donner un point
allfours-option-take_one_restriction-effect = Trinidad : quand le donneur ne peut pas donner un point. target_minus_one : quand les adversaires n’ont plus besoin que d’un point ; must_hold_trump : sauf si le donneur tient une carte de la couleur de la retourne ; none : jamais interdit.
allfours-option-bonus_two_point_card = Retourne qui vaut 2
allfours-option-bonus_two_point_card-effect = Trinidad : quelle carte retournée rapporte 2 à l’équipe du donneur (en plus de l’as 1 et du valet 3) : le six (Trinidad), le deux (Tobago), ou les deux.
allfours-option-score_same_suit_turnups = Les retournes de même couleur comptent
allfours-option-score_same_suit_turnups-effect = Si une carte de la couleur d’origine retournée en tournant les cartes rapporte quand même ses points de retourne. Par défaut : désactivé (standard), activé (trinidad).
allfours-option-bunch = Ramasser
allfours-option-bunch-effect = Après un tour de cartes, chaque joueur peut une fois demander de ramasser ; si tous les autres acceptent, les cartes sont ramassées et le même donneur redistribue. Par défaut : activé (standard), désactivé (trinidad ; le jeu pitcher ne tourne pas les cartes).
allfours-option-bunch_calls = Comment on demande de ramasser
allfours-option-bunch_calls-effect = Comment s’offre à chacun son unique occasion de demander de ramasser. in_turn : à tour de rôle depuis le premier en main, chacun demande ou dit « no bunch » ; any_time : tous ceux qui n’ont pas encore parlé peuvent demander à tout moment, hors tour, jusqu’à ce que tous aient parlé. Les réponses à une demande sont toujours données ensemble par tous les autres.
allfours-option-bunch_keeps_turnup_points = Les points de retourne restent après un ramassage
allfours-option-bunch_keeps_turnup_points-effect = Après un ramassage, le donneur garde les points de retourne de la donne ramassée (désactivé : ils sont repris, comme dans le Seven Up de Foster).
allfours-option-game_tie = La Partie en cas d’égalité
allfours-option-game_tie-effect = Qui marque la Partie en cas d’égalité pour le plus de points de cartes. non_dealer : le camp à égalité qui n’est pas celui du donneur, s’il y en a exactement un ; nobody : personne. Par défaut : non_dealer (standard), nobody (trinidad, pitcher).
allfours-option-jack_scoring = Le compte du Valet
allfours-option-jack_scoring-effect = Valet : one_to_capturer, 1 au camp qui gagne le pli avec le valet d’atout ; hang_jack, 1 au camp de celui qui le tient s’il le gagne ou si son partenaire le gagne, 3 à un adversaire qui le prend (valet pendu). Par défaut : one_to_capturer (standard, pitcher), hang_jack (trinidad).
allfours-option-no_undertrump = Pas de sous-coupe
allfours-option-no_undertrump-effect = Tobago : quand une entame ordinaire a été coupée, un joueur suivant ne peut pas jouer un atout plus bas sauf s’il n’a aucune autre carte qu’il puisse jouer.
allfours-option-no_trumping_in = Obligation de fournir
allfours-option-no_trumping_in-effect = Un joueur qui a la couleur demandée doit fournir : on ne peut jouer atout que si l’on a entamé atout ou si l’on n’a pas la couleur (certains pubs du Yorkshire).
allfours-option-partnership_method = Comment se forment les équipes
allfours-option-partnership_method-effect = À 4 joueurs : comment se forment les équipes. cut : les deux plus hautes coupes contre les deux plus basses, la plus haute donne la première (Trinidad) ; jack_deal : des cartes sont distribuées une à une face visible jusqu’à ce que les quatre valets soient sortis, valets rouges contre valets noirs, celui qui reçoit le premier valet est le premier en main (l’entameur) ; preset : places 0+2 contre 1+3, sans changer de place, premier donneur à la coupe. Par défaut : cut (standard, trinidad), jack_deal (pitcher).
allfours-option-throw_in = Jeter ses cartes
allfours-option-throw_in-effect = Pitcher : un joueur dont c’est le tour et qui n’entame pas peut jeter toutes ses cartes sur le pli et ne plus jouer de la donne ; son partenaire joue seul.
allfours-option-throw_in_condition = Quand on peut jeter ses cartes
allfours-option-throw_in_condition-effect = Pitcher : quand on peut jeter ses cartes. no_trump_no_counter : seulement sans atout ni carte au-dessus du neuf ; any : quand le joueur le veut.
allfours-option-peg_as_won_61 = Marquer au fil du jeu, en 61
allfours-option-peg_as_won_61-effect = Standard : en plus du Haut, du Bas, du Valet et de la Partie, chaque atout gagné dans un pli est marqué aussitôt par celui qui gagne le pli (A 4, R 3, D 2, V 1, 10 10, 5 5) et la partie se joue en 61, finie dès qu’un joueur y arrive.
allfours-option-single_hand = Une seule donne
allfours-option-single_hand-effect = Ne jouer qu’une donne (pour la recherche et les tests) : la partie s’arrête quand la première donne est comptée, ou plus tôt si un camp atteint le but. Les redistributions après un talon épuisé ou un ramassage font partie de la même donne.
allfours-preset-standard = Le jeu standard à 2 ou 3 joueurs (Seven Up) : les valeurs par défaut.
allfours-preset-seven_up = Le Seven Up de Foster : aucun point de retourne n’est gardé quand les cartes sont ramassées.
allfours-preset-eleven_makes = Eleven Makes : le jeu standard joué en 11.
allfours-preset-running_all_fours = Running All Fours (Cotton) : retourne A 4, R 3, D 2, V 1 ; partie en 31.
allfours-preset-low_captured = Bas pris : le Bas va à celui qui gagne le plus bas atout dans un pli.
allfours-preset-score_as_won_61 = Marquer au fil du jeu, premier à 61 : les atouts sont marqués dès qu’ils sont gagnés (§5).
allfours-preset-trinidad = All Fours tel qu’on le joue à Trinidad : 4 joueurs, 14 points, valet pendu.
allfours-preset-trinidad_7 = Le jeu de Trinidad joué en 7 (la partie courte d’allfoursonline).
allfours-preset-tobago = La version de Tobago : le deux retourné vaut 2 au lieu du six ; pas de sous-coupe.
allfours-preset-pitcher = Le pitcher du West Yorkshire : équipes tirées aux valets, l’entame fixe l’atout, 11 points.
allfours-preset-pitcher_league = Le jeu pitcher en 15 points (ligue de Heckmondwike).
allfours-preset-pitcher_no_trumping_in = Le jeu pitcher où l’on ne peut jouer atout que si l’on a entamé atout ou si l’on n’a pas la couleur.
allfours-preset-lancashire = Lancashire (Blackburn) : le jeu pitcher avec le Bas à celui qui le prend et sans jeter ses cartes.
allfours-notation = stand (rester) | beg (mendier, premier en main) | take one (donner un point) | refuse (donneur : faire le cadeau, ou tourner les cartes) | bunch (demander de ramasser) | no bunch (ne pas ramasser) | agree (accepter) | refuse (refuser de ramasser) | discard <carte> (écarter) | play <carte> (jouer) | throw in (jeter ses cartes, pitcher). Une carte s’écrit rang+couleur : 9H, TD ou 10D, JS, AC (S pique, H cœur, D carreau, C trèfle). Une carte seule (par ex. JH) veut dire la jouer ou l’écarter, selon ce qui est permis.

## Refus (IllegalAction.why)

allfours-illegal-not_held = vous n’avez pas { $card }
allfours-illegal-beg_not_now = seul le premier en main mendie, une fois, avant de tourner les cartes ; { $phase ->
    [elder] le premier en main reste ou mendie
    [dealer] le donneur donne un point (fait le cadeau) ou refuse (tourne les cartes)
    [discard] chacun écarte face cachée
    [bunch] chacun peut demander une fois de ramasser, ou dire « no bunch »
    [bunch_answer] les autres joueurs acceptent de ramasser ou refusent
    [play] on joue les cartes aux plis
   *[over] la partie est terminée
}
allfours-illegal-not_now = c’est { $phase ->
    [elder] le choix du premier en main, qui reste ou mendie
    [dealer] le choix du donneur, qui donne un point (fait le cadeau) ou refuse (tourne les cartes)
    [discard] l’écart, où chacun écarte face cachée
    [bunch] le moment de ramasser, où chacun peut demander une fois de ramasser, ou dire « no bunch »
    [bunch_answer] la réponse à la demande, où les autres joueurs acceptent de ramasser ou refusent
    [play] le jeu de la carte, où l’on joue les cartes aux plis
   *[over] la fin de la partie, où personne ne joue
} ; « { $action } » n’est pas un coup possible maintenant
allfours-illegal-gift_no_trump = vous n’avez pas de { $turned ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
}, la couleur de la retourne, et un donneur sans atout ne peut pas donner un point (take_one_restriction=must_hold_trump) ; vous devez refuser et tourner les cartes
allfours-illegal-gift_barred_one = le cadeau est interdit : J{ $seat } a { $needs } points et atteindrait { $target } avec lui ; vous devez refuser et tourner les cartes
allfours-illegal-gift_barred_two = le cadeau est interdit : J{ $seat } et J{ $other_seat } ont { $needs } points et atteindraient { $target } avec lui ; vous devez refuser et tourner les cartes
allfours-illegal-gift_barred_team = le cadeau est interdit : J{ $seat }+J{ $partner } ont { $needs } points et atteindraient { $target } avec lui ; vous devez refuser et tourner les cartes
allfours-illegal-trumps_led = on a entamé atout ({ $trump ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
}) et vous avez de l’atout : jouez atout
allfours-illegal-follow_suit = on a entamé { $led ->
    [S] pique et vous avez du pique
    [H] cœur et vous avez du cœur
    [D] carreau et vous avez du carreau
   *[C] trèfle et vous avez du trèfle
} : fournissez (no_trumping_in : un atout seulement si vous n’avez pas la couleur)
allfours-illegal-follow_or_trump = on a entamé { $led ->
    [S] pique et vous avez du pique : jouez pique
    [H] cœur et vous avez du cœur : jouez cœur
    [D] carreau et vous avez du carreau : jouez carreau
   *[C] trèfle et vous avez du trèfle : jouez trèfle
} ou atout ({ $trump ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
}), pas { $card }
allfours-illegal-undertrump = le pli est déjà coupé par { $best_card } et vous ne pouvez pas sous-couper tant que vous avez une autre carte à jouer (no_undertrump)
allfours-illegal-no_throw_in = on ne jette pas ses cartes à cette table
allfours-illegal-leader_throw_in = celui qui entame ne peut pas jeter ses cartes ; jouez une carte
allfours-illegal-partner_thrown_in = votre partenaire a déjà jeté ses cartes et vous devez continuer seul
allfours-illegal-throw_in_condition = vous ne pouvez jeter vos cartes que si vous n’avez ni atout ni carte au-dessus du neuf (throw_in_condition=no_trump_no_counter)
allfours-illegal-not_a_card = « { $text } » n’est pas une carte ; écrivez le rang puis la couleur, par ex. AS, TD, 10H, JC (rangs A 2-9 T/10 J Q K, couleurs S H D C), ou JK pour un joker
allfours-illegal-no_jokers = All Fours se joue sans joker
allfours-illegal-not_an_action = ce n’est pas un coup d’All Fours ; les coups sont : { allfours-notation }

## Options refusées ensemble (InvalidOptions.why)

allfours-invalid-players = la règle { $ruleset } se joue à { $ruleset ->
    [standard] 2 ou 3
   *[other] 4
} joueurs
allfours-invalid-only_in = { $option } ne vaut que pour { $rulesets ->
    [standard_trinidad] les règles standard et trinidad
    [trinidad_pitcher] les règles trinidad et pitcher
    [standard_pitcher] les règles standard et pitcher
   *[other] la règle { $rulesets }
} ; cette table joue { $ruleset } (laissez-la à { $default })
allfours-invalid-fixed_targets = { $first } et { $second } fixent chacune leur propre but ; choisissez-en une
allfours-invalid-fixed_targets_three = { $first }, { $second } et { $third } fixent chacune leur propre but ; choisissez-en une
allfours-invalid-fixed_target = { $option } se joue en { $target } ; ne donnez pas target_score ou mettez-le à { $target }
allfours-invalid-bunch_keeps_turnup_points = elle dit ce que le ramassage fait des points de retourne, il lui faut donc bunch=on
allfours-invalid-bunch_calls = elle dit comment on demande de ramasser, il lui faut donc bunch=on
allfours-invalid-throw_in_condition = elle dit quand on peut jeter ses cartes, il lui faut donc throw_in=on
