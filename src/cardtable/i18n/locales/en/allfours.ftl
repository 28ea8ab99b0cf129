# allfours: English

allfours-action-stand = Stand
allfours-action-beg = Beg
allfours-action-take_one = Give one point (the gift)
allfours-action-run = Refuse: run the cards
allfours-action-bunch = Call a bunch
allfours-action-no_bunch = No bunch
allfours-action-agree = Agree to the bunch
allfours-action-refuse_bunch = Refuse the bunch
allfours-action-throw_in = Throw in
allfours-action-play = Play { $card }
allfours-action-discard = Discard { $card }
allfours-call-stand = stands
allfours-call-beg = begs
allfours-call-take_one = gives one point
allfours-call-run = runs the cards
allfours-call-bunch = calls a bunch
allfours-call-no_bunch = no bunch
allfours-call-agree = agrees to the bunch
allfours-call-refuse_bunch = refuses the bunch
allfours-badge-elder = elder
allfours-badge-pitcher = pitcher
allfours-badge-begged = begged
allfours-badge-gave_one = gave one
allfours-badge-ran = ran the cards
allfours-badge-bunch = called a bunch
allfours-badge-thrown_in = threw in
allfours-hand-unseen = not looked at before the pitch
allfours-zone-packet = P{ $seat }'s face-down packet
allfours-zone-discards = P{ $seat }'s discards
allfours-zone-turn_up = Turn-up
allfours-zone-stock = Stock
allfours-zone-set_aside = Set aside
allfours-zone-thrown = Thrown in
allfours-zone-calls = Calls
allfours-upcard-runs = the cards were run { $count } times
allfours-status-elder = P{ $seat } (elder) stands or begs
allfours-status-dealer = P{ $seat } (dealer) gives one or runs the cards
allfours-status-discard = Everyone discards face down
allfours-status-bunch = Anyone may call a bunch
allfours-status-bunch_answer = P{ $seat } called a bunch: the others agree or refuse
allfours-status-pitch = P{ $seat } pitches: that card's suit is trump
allfours-status-play = P{ $seat } to play
allfours-status-over = The match is over
allfours-prompt-elder = Stand (play with this trump), or beg
allfours-prompt-dealer = Give the elder one point, or refuse and run the cards
allfours-prompt-discard = Discard { $count } { $count ->
        [one] card
       *[other] cards
    } face down
allfours-prompt-bunch = Call a bunch (throw the deal in), or play on
allfours-prompt-bunch_answer = Agree to the bunch, or refuse it
allfours-prompt-pitch = Pitch a card: its suit is trump
allfours-prompt-play = Play a card
allfours-fact-pitch = Pitched
allfours-fact-deal = Deal
allfours-deal_number = deal { $count } of this hand
allfours-points-turn_up = scores { $points } for turning up { $card }
allfours-points-gift = scores { $points } for the gift
allfours-points-pegged = pegs { $points } for trumps won
allfours-points-taken_back = { $points }: turn-up points taken back (bunched)
allfours-points-high = scores { $points } for High
allfours-points-low = scores { $points } for Low
allfours-points-jack = scores { $points } for Jack
allfours-points-game = scores { $points } for Game
allfours-log-turn_up = turns up { $card }
allfours-log-discard = discards { $card }
allfours-log-discard_hidden = discards a card face down
allfours-log-throw_in = throws in
allfours-log-redeal_exhausted = the pack ran out (turned up { $cards }): the same dealer deals again
allfours-log-redeal_bunched = the cards were bunched (turned up { $cards }): the same dealer deals again
allfours-log-hand_over = Hand { $hand } is over: P{ $seat }'s side scored most, { $points }
allfours-result-turn_up = Turn-up
allfours-result-gift = Gift (begged)
allfours-result-pegged = Trumps pegged
allfours-result-taken_back = Taken back (bunched)
allfours-result-high = High
allfours-result-low = Low
allfours-result-jack = Jack
allfours-result-game = Game
allfours-result-card_points = Card points for Game
allfours-detail-held = { $card }, held by P{ $seat }
allfours-detail-captured = { $card }, held by P{ $seat }, won by P{ $capturer_seat }'s side
allfours-detail-hang_jack = hang jack: P{ $seat }'s { $card } captured by the other side ({ $points } points)
allfours-detail-no_high = no trump in play
allfours-detail-no_low = no trump in play
allfours-detail-no_jack = the jack of trumps was not in play
allfours-detail-game = most card points: { $points }
allfours-detail-game_tie = a tie at { $points } card points: nobody scores
allfours-detail-turn_ups = { $cards }
allfours-detail-not_counted = not counted: the match was won before { $point }
allfours-note-trump = Trump was { $suit }
allfours-note-pitch = The pitch was { $card }
allfours-note-not_played = The target was reached before the cards were played
allfours-title-allfours = All Fours
allfours-summary-allfours = the old English trick-taking game (Seven Up, High-Low-Jack): standard for 2-3 players, Trinidad partnerships, and the West Yorkshire pitcher game; score High, Low, Jack and Game.

## The rules in force (AllFoursGame.rules_paragraphs; allfours.md). Flags are "on"/"off".

allfours-rules-standard_players = Players: { $players }, each for himself. Pack: 52 cards, A K Q J 10 9 ... 2 in every suit.
allfours-rules-standard_deal = The highest cutter deals first; the deal passes clockwise. Six cards each in packets of three; the next card is turned up and proposes trump. { $running ->
    [on] A turned-up ace scores 4 for the dealer at once, a king 3, a queen 2, a jack 1
   *[off] A turned-up jack scores 1 for the dealer at once
}.
allfours-rules-standard_beg = The elder (dealer's left) stands (turn-up suit is trump) or begs; only he may beg. To a beg the dealer says 'take one' (each opponent scores 1, turn-up suit is trump) or refuses and runs the cards. { $gift_blocked ->
    [on] The dealer may not give the gift when an opponent has { $needs }.
   *[off] The gift may always be given, even when it wins the match.
}
allfours-rules-trinidad_players = Players: 4 in two partnerships, partners opposite; partners and first dealer are found by { $method ->
    [jack_deal] dealing cards face up until all four jacks are out (red jacks against black; the first jack's receiver leads first)
    [preset] seats (0+2 against 1+3)
   *[cut] cutting (the two highest against the two lowest; the highest deals)
}.
allfours-rules-trinidad_deal = Deal and play go counter-clockwise; the elder is the dealer's right. Six cards each in packets of three; the next card is turned up and proposes trump.
allfours-rules-trinidad_turnup = Turn-up points for the dealer's team: ace 1, { $bonus ->
    [two] two 2
    [both] six 2, two 2
   *[six] six 2
}, jack 3.
allfours-rules-trinidad_beg = The elder stands or begs; to a beg the dealer takes one (the other team scores 1, { $restriction ->
    [must_hold_trump] only while he holds a card of the turn-up suit
    [none] at any time
   *[target_minus_one] not when the opponents have { $needs }
}) or runs the cards.
allfours-rules-pitcher_players = Players: 4 in two partnerships, partners opposite, found by { $method ->
    [cut] cutting (the two highest against the two lowest; the highest deals)
    [preset] seats (0+2 against 1+3)
   *[jack_deal] dealing cards face up until all four jacks are out (red jacks against black; the first jack's receiver leads first)
}.
allfours-rules-pitcher_deal = Deal and play go clockwise. Six cards each in packets of three; no card is turned up.
allfours-rules-pitcher_pitch = The pitcher (dealer's left) leads first; the suit of his first card is trump for the hand. The others look at their cards only after the pitch.
allfours-rules-throw_in = Throw-in: a player on turn who is not leading may throw all his cards onto the trick ({ $condition ->
    [any] whenever he likes
   *[no_trump_no_counter] while he holds no trump and no card above a nine
}); they cannot win it, and his partner plays on alone.
allfours-rules-running = Running the cards: the turn-up is put aside, each player gets a packet of three and the next card is turned; this goes on until a card of another suit turns up, which fixes trump. Hands: { $discard ->
    [set_aside_unpicked] the new packets stay face down unseen and are set aside if the cards are run again; when a new suit turns up each player takes up the last packet and discards 3
    [accumulate_then_discard] players keep every new card until the new trump is known, then discard down to six
    [keep_all] players keep every card: 9, 12 or more cards and as many tricks
    [discard_before_receiving] before each new packet every player discards 3 cards
   *[discard_each_run] after each packet and turn-up every player discards 3 cards of his choice face down, so hands stay at six
}.
allfours-rules-same_suit_turnups = A card of the original suit turned during a run { $scores ->
    [on] still scores its turn-up points
   *[off] scores nothing
}.
allfours-rules-exhausted = If the stock has too few cards for another run (fewer than three a player plus one), all cards are thrown in and the same dealer deals again; points already scored stay.
allfours-rules-bunch = Bunch: after a run each player may once call a bunch; if all others agree, the cards are thrown in and the same dealer deals again ({ $keeps ->
    [on] turn-up points stay
   *[off] turn-up points of that deal are taken back
}).
allfours-rules-play = Play: { $leader ->
    [pitcher] the pitcher
   *[elder] the elder
} leads; { $no_trumping_in ->
    [on] follow suit if you can (a trump only when trumps are led or you are void); otherwise play anything.
   *[off] if you hold the suit led, play that suit or a trump (you may always trump); if not, play anything.
}{ $no_undertrump ->
    [on] {" "}No undertrumping: once a plain lead is trumped, a lower trump only when you have nothing else to play.
   *[off] {""}
} The highest trump wins, else the highest card of the suit led.
allfours-rules-count = The count after the last trick, in this order (first side to the target wins at once; later points are not scored):
    {"  "}High: the side that held the highest trump in play.
    {"  "}Low: { $low ->
        [captured] the side that wins the trick containing the lowest trump in play (Low Captured).
       *[holder] the side that was dealt the lowest trump in play.
    }
    {"  "}Jack: { $jack ->
        [hang_jack] the holder's side 1 if it wins its trick or his partner does; an opponent who captures it scores 3 (hang jack).
       *[one_to_capturer] the side that wins the trick holding the jack of trumps (nobody if not in play).
    }
    {"  "}Game: most card points in tricks won (A 4, K 3, Q 2, J 1, 10 = 10, all suits); tie: { $tie ->
        [non_dealer] the tied side that is not the dealer's, if there is exactly one.
       *[nobody] nobody.
    }
allfours-rules-peg = Score as won: every trump won in a trick is pegged at once to its winner (A 4, K 3, Q 2, J 1, 10 10, 5 5); the first to 61 wins, even in the middle of a hand.
allfours-rules-match = Match: first side to { $target } { $target ->
    [one] point
   *[other] points
}.
allfours-rules-single_hand = (single_hand is on: this table plays one hand only.)

## Option labels (the effects are in options.py, the source; other languages translate them)

allfours-option-ruleset = Ruleset
allfours-option-players = Players
allfours-option-target_score = Points to win
allfours-option-eleven_makes = Eleven Makes (play to 11)
allfours-option-running_all_fours = Running All Fours
allfours-option-low_rule = Who scores Low
allfours-option-discard_method = Back to six cards after a run
allfours-option-gift_blocked_at_target_minus_one = No gift one point from the target
allfours-option-take_one_restriction = When the dealer may not take one
allfours-option-bonus_two_point_card = Turn-up card worth 2
allfours-option-score_same_suit_turnups = Same-suit turn-ups score
allfours-option-bunch = Bunch
allfours-option-bunch_calls = How a bunch is called
allfours-option-bunch_keeps_turnup_points = Turn-up points survive a bunch
allfours-option-game_tie = Game on a tie
allfours-option-jack_scoring = Jack scoring
allfours-option-no_undertrump = No undertrumping
allfours-option-no_trumping_in = No trumping in
allfours-option-partnership_method = How partners are found
allfours-option-throw_in = Throw-in
allfours-option-throw_in_condition = When the throw-in is allowed
allfours-option-peg_as_won_61 = Score as won, to 61
allfours-option-single_hand = One hand only

## Refusals (IllegalAction.why): the English is the exception's text, arguments in canonical
## notation. Suits come as letters (S H D C) under names the messages select on.

allfours-illegal-not_held = you do not hold { $card }
allfours-illegal-beg_not_now = only the elder begs, once, before any run; { $phase ->
    [elder] the elder stands or begs
    [dealer] the dealer takes one (gives the gift) or refuses (runs the cards)
    [discard] each player discards face down
    [bunch] each player may call a bunch once, or say 'no bunch'
    [bunch_answer] the other players agree to the bunch or refuse it
    [play] cards are played to tricks
   *[over] the match is over
}
allfours-illegal-not_now = this is the { $phase ->
    [elder] elder's choice, where the elder stands or begs
    [dealer] dealer's choice, where the dealer takes one (gives the gift) or refuses (runs the cards)
    [discard] discard, where each player discards face down
    [bunch] bunch window, where each player may call a bunch once, or say 'no bunch'
    [bunch_answer] bunch answers, where the other players agree to the bunch or refuse it
    [play] play, where cards are played to tricks
   *[over] end of the match, where nobody acts
}; '{ $action }' is not an action now
allfours-illegal-gift_no_trump = you hold no { $turned ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}, the turn-up's suit, and a dealer without a trump may not take one (take_one_restriction=must_hold_trump); you must refuse and run the cards
allfours-illegal-gift_barred_one = the gift is barred: P{ $seat } has { $needs } and would reach { $target } with it; you must refuse and run the cards
allfours-illegal-gift_barred_two = the gift is barred: P{ $seat } and P{ $other_seat } have { $needs } and would reach { $target } with it; you must refuse and run the cards
allfours-illegal-gift_barred_team = the gift is barred: P{ $seat }+P{ $partner } have { $needs } and would reach { $target } with it; you must refuse and run the cards
allfours-illegal-trumps_led = trumps ({ $trump ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}) were led and you hold a trump: play a trump
allfours-illegal-follow_suit = { $led ->
    [S] spades were led and you hold spades
    [H] hearts were led and you hold hearts
    [D] diamonds were led and you hold diamonds
   *[C] clubs were led and you hold clubs
}: follow suit (no_trumping_in: a trump only when you are void)
allfours-illegal-follow_or_trump = { $led ->
    [S] spades were led and you hold spades: play spades
    [H] hearts were led and you hold hearts: play hearts
    [D] diamonds were led and you hold diamonds: play diamonds
   *[C] clubs were led and you hold clubs: play clubs
} or a trump ({ $trump ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}), not { $card }
allfours-illegal-undertrump = the trick is already trumped with { $best_card } and you may not undertrump while you have another card to play (no_undertrump)
allfours-illegal-no_throw_in = there is no throw-in at this table
allfours-illegal-leader_throw_in = the leader may not throw in; play a card
allfours-illegal-partner_thrown_in = your partner has thrown in already and you must play on alone
allfours-illegal-throw_in_condition = you may throw in only while you hold no trump and no card higher than a nine (throw_in_condition=no_trump_no_counter)
allfours-illegal-not_a_card = '{ $text }' is not a card; write rank then suit, e.g. AS, TD, 10H, JC (ranks A 2-9 T/10 J Q K, suits S H D C), or JK for a joker
allfours-illegal-no_jokers = All Fours is played without jokers
allfours-illegal-not_an_action = that is not an All Fours action; actions are: stand | beg (elder) | take one | refuse (dealer: give the gift, or run the cards) | bunch | no bunch | agree | refuse (the bunch window) | discard <card> | play <card> | throw in (pitcher). Cards are rank+suit: 9H, TD or 10D, JS, AC. A card alone (e.g. JH) means play it or discard it, whichever is legal now.

## Options refused together (InvalidOptions.why)

allfours-invalid-players = the { $ruleset } ruleset is for { $ruleset ->
    [standard] 2 or 3
   *[other] 4
} players
allfours-invalid-only_in = { $option } applies only to the { $rulesets ->
    [standard_trinidad] standard and trinidad rulesets
    [trinidad_pitcher] trinidad and pitcher rulesets
    [standard_pitcher] standard and pitcher rulesets
   *[other] { $rulesets } ruleset
}; this table plays { $ruleset } (leave it at { $default })
allfours-invalid-fixed_targets = { $first } and { $second } each fix their own target; choose one of them
allfours-invalid-fixed_targets_three = { $first } and { $second } and { $third } each fix their own target; choose one of them
allfours-invalid-fixed_target = { $option } plays to { $target }; leave target_score out or set it to { $target }
allfours-invalid-bunch_keeps_turnup_points = it says what a bunch does to turn-up points, so it needs bunch=on
allfours-invalid-bunch_calls = it says how a bunch is called, so it needs bunch=on
allfours-invalid-throw_in_condition = it says when the throw-in is allowed, so it needs throw_in=on
