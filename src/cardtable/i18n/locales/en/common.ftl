# common: English

common-seat-name = P{ $seat }
common-team-pair = P{ $seat } + P{ $other_seat }
common-card = { $card }
common-rank = { $rank }
common-suit = { $suit }
common-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
common-tricks = { $count ->
    [one] { $count } trick
   *[other] { $count } tricks
}
common-field-rank = Rank
common-field-suit = Suit
common-fact-target = Playing to
common-fact-trump = Trump
common-zone-hand = P{ $seat }'s hand
common-zone-trick = Trick
common-zone-last_trick = Last trick
common-zone-tricks_won = P{ $seat }'s tricks
common-trick-won_by = P{ $seat } wins the trick
common-log-play = plays { $card }
common-log-won_trick = wins the trick
common-result-hand_over = Hand { $hand } is over
common-result-match_over = The match is over after hand { $hand }
common-result-tricks = Tricks taken
common-result-hand_points = Points this hand
common-result-match_total = Match total
common-badge-away_bot = away: a bot plays
common-card-name = { $rank } of { $suit_name }
common-card-joker = joker
common-rank-A = ace
common-rank-K = king
common-rank-Q = queen
common-rank-J = jack
common-rank-T = ten
common-rank-9 = nine
common-rank-8 = eight
common-rank-7 = seven
common-rank-6 = six
common-rank-5 = five
common-rank-4 = four
common-rank-3 = three
common-rank-2 = two
common-suit-S = spades
common-suit-H = hearts
common-suit-D = diamonds
common-suit-C = clubs
common-suit-N = no trumps
