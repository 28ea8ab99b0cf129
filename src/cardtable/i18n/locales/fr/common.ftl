# common: français

common-seat-name = J{ $seat }
common-team-pair = J{ $seat } + J{ $other_seat }
common-card = { $card }
common-rank = { $rank }
common-suit = { $suit }
common-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
common-tricks = { $count ->
    [one] { $count } pli
   *[other] { $count } plis
}
common-field-rank = Valeur
common-field-suit = Couleur
common-fact-target = Partie en
common-fact-trump = Atout
common-zone-hand = Main de J{ $seat }
common-zone-trick = Pli
common-zone-last_trick = Dernier pli
common-zone-tricks_won = Plis de J{ $seat }
common-trick-won_by = J{ $seat } remporte le pli
common-log-play = joue { $card }
common-log-won_trick = remporte le pli
common-result-hand_over = La donne { $hand } est terminée
common-result-match_over = La partie est terminée après la donne { $hand }
common-result-tricks = Plis remportés
common-result-hand_points = Points de la donne
common-result-match_total = Total de la partie
common-badge-away_bot = absent : un robot joue à sa place
common-card-name = { $rank } de { $suit_name }
common-card-joker = joker
common-rank-A = as
common-rank-K = roi
common-rank-Q = dame
common-rank-J = valet
common-rank-T = dix
common-rank-9 = neuf
common-rank-8 = huit
common-rank-7 = sept
common-rank-6 = six
common-rank-5 = cinq
common-rank-4 = quatre
common-rank-3 = trois
common-rank-2 = deux
common-suit-S = pique
common-suit-H = cœur
common-suit-D = carreau
common-suit-C = trèfle
common-suit-N = sans-atout
