# golfp: English

golfp-status-setup = P{ $seat } looks at their starting cards
golfp-status-start = P{ $seat } to draw
golfp-status-hold = P{ $seat } holds a drawn card
golfp-status-power = P{ $seat } finishes a power
golfp-status-select = P{ $seat } nominates cards
golfp-status-give = P{ $seat } gives a card for the vacated slot
golfp-status-end_turn = P{ $seat } may call
golfp-status-wait = The hand is being scored
golfp-status-window_snap = Anyone may snap a card equal to { $card }
golfp-status-window_claim = Anyone may claim a card equal to { $card }
golfp-status-over = The match is over
golfp-prompt-setup = Choose a card to look at
golfp-prompt-start = Draw from the stock or take the top discard
golfp-prompt-hold = Replace one of your cards, use the card's power, or discard it
golfp-prompt-power = Finish the power: swap or keep
golfp-prompt-select = Nominate more cards, or reveal
golfp-prompt-give = Give one of your cards for the vacated slot
golfp-prompt-end_turn = Call, or end your turn
golfp-prompt-wait = Snap, claim or pass
golfp-prompt-over = The match is over
golfp-prompt-window_snap = Snap a card of yours equal to { $card }, or pass
golfp-prompt-window_claim = Claim a card equal to { $card }, or pass
golfp-badge-called = called
golfp-badge-final_turn = final turn to play
golfp-badge-penalties = +{ $points } penalties
golfp-badge-may_snap = may snap
golfp-badge-may_claim = may claim
golfp-zone-layout = P{ $seat }'s cards
golfp-zone-cards = { $count } { $count ->
        [one] card
       *[other] cards
    }
golfp-zone-value = worth { $value }
golfp-zone-stock = Stock
golfp-zone-discard = Discard pile
golfp-zone-held = Drawn by P{ $seat }
golfp-held-from_stock = from the stock
golfp-held-from_discard = from the discard pile
golfp-held-from_discard_power = from the discard pile, for its power
golfp-action-draw_stock = Draw from the stock
golfp-action-draw_discard = Take { $card }
golfp-action-use_discard = Use the power of { $card }
golfp-action-discard = Discard { $card }
golfp-action-done = End your turn
golfp-action-pass = Pass
golfp-action-reveal = Reveal the nominated cards
golfp-action-keep = Keep as it is
golfp-action-swap_looked = Swap the two cards
golfp-action-call = Call { $word }
golfp-action-shuffle = Shuffle P{ $seat }'s cards
golfp-action-replace = Replace your card { $slot }
golfp-action-multi = Nominate your card { $slot }
golfp-action-give = Give your card { $slot }
golfp-action-snap = Snap your card { $slot }
golfp-action-peek = Look at P{ $seat }'s card { $slot }
golfp-action-look = Look at P{ $seat }'s card { $slot }
golfp-action-match = Nominate P{ $seat }'s card { $slot }
golfp-action-claim = Claim P{ $seat }'s card { $slot }
golfp-action-swap = Swap two cards
golfp-action-swap_confirm = Swap them
golfp-action-look_two = Look at your card and an opponent's
golfp-action-look_confirm = Look at them
golfp-fact-memory = Memory
golfp-memory-human = remember what you saw
golfp-memory-perfect = every card you saw stays shown
golfp-fact-final_turns = Final turns
golfp-final-called = P{ $seat } called
golfp-fact-window_snap = Snap window on
golfp-fact-window_claim = Claim window on
golfp-log-hand_over = Hand { $hand } is over
golfp-log-multi_succeeds = multi-replace succeeds: { $cards } discarded
golfp-log-multi_fails = multi-replace fails: { $cards } stay, the held card is added
golfp-log-snapped = snaps { $card }
golfp-log-wrong_snap = snaps { $card } wrongly: it goes back
golfp-log-matched = claims { $card }: a match
golfp-log-no_match_penalty = claims { $card }: no match, it goes back, +10 penalty
golfp-log-no_match = claims { $card }: no match, it goes back
golfp-log-reshuffle = the discards are shuffled into a new stock of { $count } { $count ->
        [one] card
       *[other] cards
    }
golfp-log-exhausted = the stock and the discard pile are exhausted
golfp-log-penalty_skipped = no stock left for the penalty card
golfp-log-nothing_to_give = has no card left to give: the vacated slots are removed
golfp-log-match_result = matching: { $cards } { $count ->
    [one] matches
   *[other] match
}; { $other_cards } { $other_count ->
    [one] does
   *[other] do
} not
golfp-log-match_all = matching: { $cards } { $count ->
    [one] matches
   *[other] match
}
golfp-log-match_none = matching: { $other_cards } { $other_count ->
    [one] does
   *[other] do
} not match
golfp-log-draw_discard_card = takes { $card } from the discard pile
golfp-log-draw_stock = draws from the stock
golfp-log-discard_card = discards { $card }
golfp-log-replace_card = replaces their card { $slot }, discarding { $card }
golfp-log-use_discard_card = uses the power of { $card }
golfp-log-done = ends their turn
golfp-log-pass = passes
golfp-log-reveal = reveals the nominated cards
golfp-log-keep = keeps
golfp-log-swap = swaps the two cards
golfp-log-call = calls { $word }
golfp-log-multi = nominates their card { $slot }
golfp-log-give = gives their card { $slot }
golfp-log-snap = snaps their card { $slot }
golfp-log-peek = looks at P{ $seat }'s card { $slot }
golfp-log-peek_seen = looks at P{ $seat }'s card { $slot }: { $card }
golfp-log-look = looks at P{ $seat }'s card { $slot }
golfp-log-look_seen = looks at P{ $seat }'s card { $slot }: { $card }
golfp-log-match = nominates P{ $seat }'s card { $slot }
golfp-log-claim = claims P{ $seat }'s card { $slot }
golfp-log-shuffle = shuffles P{ $seat }'s cards
golfp-log-swap_two = swaps P{ $seat }'s card { $slot } with P{ $other_seat }'s card { $other_slot }
golfp-log-look_two = looks at P{ $seat }'s card { $slot } and P{ $other_seat }'s card { $other_slot }
golfp-result-layout_value = Card values
golfp-result-penalties = Penalties
golfp-result-caller_lowest = P{ $seat } called and is lowest
golfp-result-caller_not_lowest = P{ $seat } called and is not lowest
golfp-result-adjustment = Adjustment
golfp-result-hand_score = Score this hand
golfp-note-called = P{ $seat } called with { $value }
golfp-note-leads_next = P{ $seat } has the lowest layout and leads the next hand
golfp-title-cabo = Cabo (power-card Golf)
golfp-summary-cabo = 4 face-down cards; 7-8 peek, 9-10 spy, J-Q swap; match the drawn card against any cards on the table; call Cabo; to 100.
golfp-title-cactus = Cactus (power-card Golf)
golfp-summary-cactus = 4 face-down cards, no up-card; 6-8 peek, 9-J spy, Q swap, unused discard powers; snap equal cards at any moment; call Cactus; to 100.
golfp-title-cumbia = Cumbia (power-card Golf)
golfp-summary-cumbia = 4 face-down cards; 4-7, 10 and J have powers and are never placed; anyone may claim a matching card after each discard; call Cumbia; 7 deals.
golfp-title-dacz = Dacz (power-card Golf)
golfp-summary-dacz = 4 face-down cards in a line, peek at any two; J swap, Q peek; call dacz; the caller adds 10 if beaten, 5 if tied; to 100.
golfp-title-malaysian = Malaysian (power-card Golf)
golfp-summary-malaysian = 4 face-down cards, peek at two; J, Q, K and jokers have powers; play until the stock runs out; lowest layout wins.
golfp-title-pablo = Pablo (power-card Golf)
golfp-summary-pablo = 4 face-down cards; 7 look-and-swap, 8 peek; replace several equal cards at once; call Pablo at the end of a turn; to 100.

# The rules in force (text.rules_paragraphs): one paragraph each; the options that change a
# sentence are its arguments.
golfp-rules-intro = Rule book: golf.md { $section }; { $count ->
    [one] { $count } player
   *[other] { $count } players
}.
golfp-rules-deck = Deck: one 52-card pack{ $jokers ->
    [0] {""}
   *[other] {" "}and { $jokers } jokers
}. Each player gets four cards face down{ $up ->
    [on] , then one card starts the discard pile.
   *[off] ; there is no up-card: the first player must draw from the stock.
}
golfp-rules-peek = Before play each player looks at two of their cards: { $peek ->
    [nearest_two] the two nearest (slots 3 and 4).
   *[any_two] any two of their choice.
}
golfp-rules-turn = On your turn draw the top card of the stock (only you see it) or of the discard pile, then put it in place of one of your cards without looking at that card first (the old card is discarded face up), or discard it (only a stock card).
golfp-rules-memory = Everyone sees which cards are looked at and which move, never a face-down card that moves. { $memory ->
    [perfect] Memory is perfect: every card you know stays shown to you.
   *[human] Memory is human: a card you look at (or draw and place) is shown to you until your next action; remember it.
}
golfp-rules-unseen_only = replace_scope=unseen_at_start_only: you may replace only a card you did not look at at the start.
golfp-rules-values-malaysian = Card values: A 1, 2 to 10 their number, J 10, Q 10, K 10, joker 10.
golfp-rules-values-pablo = Card values: A 1, 2 to 10 their number, J 10, Q 10, K 10, joker -5.
golfp-rules-values-cumbia = Card values: A 1, 2 to 10 their number but 2♦ -10, J 11, Q 12, K♠ and K♣ 0, K♥ and K♦ -5.
golfp-rules-values-cabo = Card values: A 1, 2 to 10 their number, J 11, Q 12, K 13 but K♦ 0.
golfp-rules-values-cactus = Card values: A 1, 2 to 10 their number, J 10, Q 10, K 0.
golfp-rules-values-dacz = Card values: A 1, 2 to 10 their number, J 11, Q 12, K♠ and K♣ 13, K♥ and K♦ 0.
golfp-rules-powers-malaysian = Powers, only for a card drawn from the stock (optional; the card is then discarded). J: look at one of your own cards. Q: look at one card of an opponent. K: swap one of your cards with an opponent's card, nobody looking. Joker: shuffle an opponent's layout: nobody knows which of their cards is where.
golfp-rules-powers-pablo = Powers, only for a card drawn from the stock (optional; the card is then discarded). 7: look at an opponent's card, then { $seven ->
    [optional_after_look] you may swap
   *[mandatory_after_look] swap
} it for one of your own without looking at yours. 8: look at any one card on the table (yours or an opponent's).
golfp-rules-powers-cumbia = Powers, only for a card drawn from the stock (optional; the card is then discarded). 4 or 5: look at one of your own cards. 6 or 7: look at one card of an opponent. 10: { $ten ->
    [two_of_one_opponent] swap two cards of one opponent with each other
   *[any_two_any_players] swap any two cards on the table (any layouts)
}, nobody looking. J: look at one of your cards and one of an opponent's, then swap them or not.
golfp-rules-powers-cabo = Powers, only for a card drawn from the stock (optional; the card is then discarded). 7 or 8: look at one of your own cards. 9 or 10: look at one card of an opponent. J or Q: swap any two cards on the table (any layouts), nobody looking.
golfp-rules-powers-cactus = Powers, only for a card drawn from the stock (optional; the card is then discarded). 6, 7 or 8: look at one of your own cards. 9, 10 or J: look at one card of an opponent. Q: swap one of your cards with an opponent's card, nobody looking.
golfp-rules-powers-dacz = Powers, only for a card drawn from the stock (optional; the card is then discarded). J: swap any two cards on the table (any layouts), nobody looking. Q: look at any one card on the table (yours or an opponent's).
golfp-rules-unplaceable = A power card drawn from the stock may only be used or discarded, never placed; one on top of the pile may not be taken.
golfp-rules-discard_power = Instead of drawing you may use the power of the top discard if its power has not been used (use discard); it is discarded again, spent.
golfp-rules-multi = Multi-replace: nominate two or more of your cards (multi N, then reveal). If they all have the same rank they are discarded and the held card takes the first slot; otherwise they stay (now known to all), the held card is added as an extra card, and nothing is discarded.{ $source ->
    [stock_only] {" "}Only with a card from the stock.
   *[any] {""}
}
golfp-rules-matching = Match: instead of placing the held card, nominate one or more cards of any layouts (match P1.2 ..., then reveal). Equal ranks (all kings match) are discarded; each miss stays (known to all) and costs you a penalty card from the stock, unseen, into your layout. Then the held card is discarded and you give one of your cards, unseen, for each opponent's card matched{ $fill ->
    [optional] {" "}(or keep: the slot is removed).
   *[mandatory] .
}{ $from_discard ->
    [on] {" "}A card from the discard pile may match too.
   *[off] {" "}Only a card drawn from the stock may match.
}
golfp-rules-claim = After every discard one match window opens: anyone may claim one card of any layout (claim P1.2) as equal in point value to the top discard. A match goes to the discard pile (from an opponent: you give them one of your cards); a miss goes back known to all, +10 if it was an opponent's. Only the first claim counts; pass to decline.
golfp-rules-snap = Snap: after every discard anyone may discard one of their own cards of the same rank as the top discard (snap N). A wrong snap goes back, known to all, and costs { $count ->
    [one] { $count } penalty card
   *[other] { $count } penalty cards
}, unseen, into your layout. { $chain ->
    [single_per_discard] One snap per discard.
   *[multiple] A snapped card may be snapped in turn.
} Pass to decline.
golfp-rules-call = Call "{ $word ->
    [pablo] Pablo
    [cumbia] Cumbia
    [cabo] Cabo
    [cactus] Cactus
    [dacz] Dacz
   *[other] { $word }
}" { $timing ->
    [end_of_turn] at the end of your turn
   *[during_turn] at any moment of your own turn (the turn is completed)
}: then { $final ->
    [everyone_incl_caller] every player, the caller last,
   *[others] each other player
} takes one more turn (FINAL TURNS).
golfp-rules-stock_out = The hand ends when the stock is exhausted (after that turn){ $empty_layout ->
    [on] {" "}or a player has no card left.
   *[off] .
}
golfp-rules-reshuffle = An empty stock is refilled from the discard pile (all but its top card).
golfp-rules-scoring = Each layout scores the sum of its cards (an empty layout 0); lower is better.
golfp-rules-scoring-pablo = A caller lower than everyone scores { $low ->
    [layout_minus10] their layout value - 10
   *[flat_minus10] -10
}; a caller beaten by anyone scores their layout plus the highest opponent's layout; a caller tied for lowest scores their layout.
golfp-rules-scoring-cumbia = Penalties (+10 per missed claim on an opponent's card) are added.
golfp-rules-scoring-cactus = A caller lower than every opponent scores 0, otherwise layout + 10; an opponent at or below the caller scores 0. The lowest layout wins the hand (the caller loses ties) and plays first in the next.
golfp-rules-scoring-dacz = The caller adds 10 if someone is lower, or 5 if someone ties.
golfp-rules-match-single = Match: a single hand; the lowest score wins (ties share).
golfp-rules-match = Match: { $kind ->
    [holes] { $count ->
        [one] { $count } hand
       *[other] { $count } hands
    }
   *[target] hands until some total is { $count } or more
}; the lowest total wins; on a tie { $tie ->
    [playoff] more hands are played until a single player is lowest.
   *[shared] everyone tied for lowest wins.
}

# Option labels (the effects are OptionSpec.effect in options.py).
golfp-option-players = Players
golfp-option-peek_choice = Cards looked at before play
golfp-option-replace_scope = Cards you may replace
golfp-option-layout_shape = Layout shape
golfp-option-memory_mode = Memory
golfp-option-max_turns_per_hand = Turn limit per hand
golfp-option-single_hand = Single hand
golfp-option-match_end = Match length
golfp-option-match_tie_policy = Ties at the end
golfp-option-caller_low_score = Score of a lowest caller
golfp-option-seven_swap = Swap after the 7
golfp-option-multi_replace_source = Card for a multi-replace
golfp-option-ten_power = The 10's swap
golfp-option-final_turns = Final turns
golfp-option-deals = Deals
golfp-option-fill_opponent_slots = Filling an opponent's matched slot
golfp-option-match_from_discard = Match with a taken discard
golfp-option-snap_penalty_cards = Penalty cards for a wrong snap
golfp-option-snap_chain = Snaps on snaps

# Why an action is refused (IllegalAction.why); the English is the exception's text.
golfp-illegal-not_an_action = that is not a power-Golf action
golfp-illegal-slot_from_1 = slots are counted from 1
golfp-illegal-player_from_0 = players are numbered from 0
golfp-illegal-no_window_rule = there is no out-of-turn { $what ->
    [snap] snap
    [claim] claim a match
   *[pass] pass
} in { $game }
golfp-illegal-no_window_open = no { $window ->
    [claim] match
   *[snap] snap
} window is open for you
golfp-illegal-claim_is_cumbia = claims are a Cumbia rule; here you snap one of your own cards
golfp-illegal-snap_is_cactus = snaps are a Cactus rule; here you claim a card of any layout
golfp-illegal-no_such_slot = that slot does not exist
golfp-illegal-window_only = you may only match, snap or pass now; it is not your turn
golfp-illegal-setup = choose the two cards you look at: { $cards }
golfp-illegal-start = start your turn by drawing (draw stock or draw discard)
golfp-illegal-select = go on nominating slots, or reveal
golfp-illegal-power = finish the power you are using
golfp-illegal-give = give one of your own cards for the vacated slot (give N)
golfp-illegal-end_turn = your turn is over: { $call } or done
golfp-illegal-wait = the hand is being scored
golfp-illegal-discard_empty = the discard pile is empty
golfp-illegal-take_power_card = a power card may not be taken from the discard pile in Cumbia
golfp-illegal-cannot_place_discard = you could not place the top discard anywhere
golfp-illegal-discard_power_is_cactus = using the discard pile's power is a Cactus rule
golfp-illegal-no_unused_power = the top discard has no unused power (or it has no target now)
golfp-illegal-no_call = there is no call in { $game }
golfp-illegal-already_called = P{ $seat } has already called; these are the final turns
golfp-illegal-call_when = { $timing ->
    [end_of_turn] you call at the end of your turn
   *[during_turn] you call during your own turn
}
golfp-illegal-no_straight_back = a card taken from the discard pile may not go straight back (§0.7)
golfp-illegal-power_never_placed = in Cumbia a power card never goes into a layout: use its power or discard it
golfp-illegal-no_slot = you have no slot { $slot }
golfp-illegal-looked_at_start = with replace_scope=unseen_at_start_only you may not replace a card you looked at
golfp-illegal-power_from_stock_only = a power works only for a card drawn from the stock
golfp-illegal-no_power = the held card has no power
golfp-illegal-not_a_target = that is not a target of the held card's power
golfp-illegal-multi_is_pablo = multi-card replacement is a Pablo rule
golfp-illegal-match_is_cabo = matching a held card is a Cabo rule
golfp-illegal-holding = you hold a card: replace, discard it (if from the stock) or use it
golfp-illegal-not_now = that is not possible now

# Why options are refused (InvalidOptions.why).
golfp-invalid-match_end = { $option } must be single_hand, holes(n) or target(T) with n and T whole numbers from 1 to { $high }
golfp-invalid-match_end_no_single = { $option } must be holes(n) or target(T) with n and T whole numbers from 1 to { $high }
golfp-invalid-line_nearest = a line of four has no nearest row (§2.0, A-46): with layout_shape=line_1x4 use peek_choice=any_two
