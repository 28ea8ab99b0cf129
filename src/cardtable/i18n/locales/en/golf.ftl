# golf: English

golf-status-setup = P{ $seat } prepares their layout
golf-status-turn_start = P{ $seat } starts their turn
golf-status-draw = P{ $seat } to draw
golf-status-holding = P{ $seat } places or discards the drawn card
golf-status-flip_after_discard = P{ $seat } turns up a card
golf-status-over = The match is over
golf-prompt-setup = Prepare your layout
golf-prompt-turn_start = Start your turn
golf-prompt-draw = Draw from the stock or take the top discard
golf-prompt-holding = Put the card into your layout, or discard it
golf-prompt-flip_after_discard = Turn up one of your face-down cards
golf-prompt-over = The match is over
golf-prompt-duty-peek = Choose a face-down card to look at
golf-prompt-duty-initial_flip = Turn up a face-down card
golf-prompt-duty-flip = Turn up a face-down card first
golf-prompt-duty-flip_column = Turn up both cards of one column
golf-prompt-duty-arrange = Move your two face-up cards, or keep them where they are
golf-badge-knocked = knocked
golf-badge-went_out = went out
golf-badge-final_turn = final turn to play
golf-badge-paid_peeks = { $count } paid peeks
golf-zone-layout = P{ $seat }'s layout
golf-zone-showing = showing { $value }, { $count } face down
golf-zone-face_down = { $count } face down
golf-zone-value = worth { $value }
golf-zone-stock = Stock
golf-zone-discard = Discard pile
golf-zone-cards = { $count } { $count ->
        [one] card
       *[other] cards
    }
golf-zone-held = Drawn by P{ $seat }
golf-zone-set_aside = Set aside
golf-held-from_stock = from the stock
golf-held-from_discard = from the discard pile
golf-slot = { $slot }
golf-field-first = Put { $card } at
golf-field-second = Put { $card } at
golf-action-draw_stock = Draw from the stock
golf-action-draw_discard = Take { $card }
golf-action-discard = Discard { $card }
golf-action-knock = Knock
golf-action-reveal_all = Reveal all your cards
golf-action-keep = Keep as it is
golf-action-replace = Replace { $slot }
golf-action-flip = Turn up { $slot }
golf-action-peek = Look at { $slot }
golf-action-flip_column = Turn up column { $column }
golf-action-arrange = Move your face-up cards
golf-fact-hole = Hole
golf-fact-hole_of_holes = { $hand } of { $count }
golf-fact-hole_of_target = { $hand } (playing to { $count })
golf-fact-memory = Memory
golf-memory-human = remember what you saw
golf-memory-perfect = every card you saw stays shown
golf-fact-final_turns = Final turns
golf-final-knocked = P{ $seat } knocked
golf-final-went_out = P{ $seat } went out
golf-fact-pot = Pot
golf-chips = { $count } chips
golf-log-reshuffle = the discard pile is shuffled into a new stock of { $count } { $count ->
        [one] card
       *[other] cards
    }
golf-log-skipped = loses a turn (a jack was discarded)
golf-log-set_aside = sets aside { $cards }
golf-log-draw_discard = takes { $card } from the discard pile
golf-log-draw_stock = draws from the stock
golf-log-replace = replaces { $slot }, discarding { $card }
golf-log-replace_with = puts { $card } at { $slot }, discarding { $discarded_card }
golf-log-discard = discards { $card }
golf-log-flip_column = turns up column { $column }: { $cards }
golf-log-flip = turns up { $slot }: { $card }
golf-log-reveal_all = reveals { $cards }
golf-log-peek = looks at { $slot }
golf-log-peek_seen = looks at { $slot }: { $card }
golf-log-arrange = moves their face-up cards to { $slot } and { $other_slot }
golf-log-knock = knocks
golf-log-keep = keeps
golf-ended-knock = Hole { $hand } ends: P{ $seat } knocked
golf-ended-all_face_up = Hole { $hand } ends: P{ $seat } turned up every card
golf-ended-every_card_exposed = Hole { $hand } ends: every card is exposed
golf-ended-turn_limit = Hole { $hand } ends at the turn limit
golf-ended-stock_exhausted = Hole { $hand } ends: the stock ran out
golf-result-cards = Cards counted
golf-result-pair = { $card } at { $slot } with { $other_card } at { $other_slot }
golf-result-group-progressive = { $count } { $rank }s in columns { $columns } (progressive)
golf-result-group-pairs_of_pairs = { $count } { $rank }s in columns { $columns } (pairs of pairs)
golf-result-group-negative_four = { $count } { $rank }s in columns { $columns } (negative four)
golf-result-group-two_columns = { $count } { $rank }s in columns { $columns }
golf-result-group-six_of_a_kind = six { $rank }s in columns { $columns }
golf-result-group-square_block = { $count } { $rank }s in columns { $columns } (square block)
golf-result-group-other = { $count } { $rank }s in columns { $columns }
golf-result-line = line { $slots }: { $cards }
golf-result-block = block from { $slot }: { $cards }
golf-result-banked = Blocks set aside this hole
golf-result-layout_value = Layout value
golf-result-paid_peeks = Paid peeks
golf-result-knocker_bonus = P{ $seat } knocked and is lowest
golf-result-knocker_penalty = P{ $seat } knocked but is not lowest
golf-result-lowest_zero = Lowest scores 0; a caller not lowest pays
golf-result-adjustment = Adjustment
golf-result-hand_score = Score this hole
golf-note-knocker_lowest = P{ $seat } knocked and has the lowest layout
golf-note-knocker_not_lowest = P{ $seat } knocked but does not have the lowest layout
golf-note-pot = The pot goes from { $count } to { $value }
golf-title-golf10 = Ten-card Golf
golf-summary-golf10 = 2 × 5 layout from two packs, two cards turned up, played and scored as 6-card Golf; lowest total after 9 holes wins.
golf-title-golf4 = Four-card Golf (Turtle)
golf-summary-golf4 = 2 × 2 face-down layout, peek at two, draw and replace blind, knock to end; lowest total after 9 hands wins.
golf-title-golf6 = Six-card Golf
golf-summary-golf6 = 2 × 3 layout, two cards turned up, draw and replace face up, pairs in a column score 0; lowest total after 9 holes wins.
golf-title-golf8 = Eight-card Golf
golf-summary-golf8 = 2 × 4 layout from 108 cards with jokers, a column turned up on the first turn, column pairs 0 and two equal pairs -10; lowest total after 9 deals wins.
golf-title-golf9 = Nine-card Golf (Nines)
golf-summary-golf9 = 3 × 3 layout, three cards turned up, a column of three equal cards scores 0; lowest total after 9 holes wins.

# Why an action is refused (IllegalAction.why); the English is also the exception's text.
golf-illegal-already_seen = you have already seen { $slot }; choose a card you have not looked at
golf-illegal-peek_first = before play you choose which of your cards to look at: peek at a slot
golf-illegal-column_first = on your first turn you first turn up both cards of one column: flip column C
golf-illegal-arrange_now = you may now move your two face-up cards (arrange R,C R,C) or keep them
golf-illegal-flip_first = { $when ->
        [setup] before play
       *[turn] at the start of your turn
    } you turn a face-down card face up first: flip R,C
golf-illegal-already_drawn = you have already drawn this turn
golf-illegal-discard_empty = the discard pile is empty
golf-illegal-no_slot_free = no slot of yours may take a card now (every slot is locked or empty)
golf-illegal-no_knocking = there is no knocking in this game
golf-illegal-no_knocking_flip_mode = there is no knocking with flip_mode={ $mode }
golf-illegal-knock_instead = knocking takes your whole turn: knock instead of drawing, not after
golf-illegal-already_knocked = P{ $seat } has already knocked; this is the final round
golf-illegal-knock_final_round = knocking is not allowed in the final round
golf-illegal-reveal_all_off = revealing all your cards as a turn is off at this table (reveal_all_to_end)
golf-illegal-nothing_to_reveal = you have no face-down card left to reveal
golf-illegal-reveal_instead = reveal all is a whole turn: do it instead of drawing
golf-illegal-keep_last_only = you may leave a card face down only when it is your last face-down card
golf-illegal-must_flip = after discarding a stock card you must turn a face-down card face up
golf-illegal-nothing_to_decline = there is nothing to decline now
golf-illegal-no_straight_back = a card taken from the discard pile may not go straight back; put it into your layout
golf-illegal-nothing_to_discard = you hold no card to discard; draw first
golf-illegal-start_only = that is only done at the start of the hand
golf-illegal-peek_off = you may not look at your face-down cards during play (paid_peek is off)
golf-illegal-peek_not_face_down = { $slot } is not a face-down card
golf-illegal-peek_before_slot = you may peek only before choosing a slot for the held card
golf-illegal-draw_first = draw a card first (draw stock or draw discard)
golf-illegal-flip_face_down = { $state ->
        [empty] { $slot } is empty (its cards were set aside)
        [face_up] { $slot } is already face up
       *[other] { $slot } cannot be turned up now
    }; turn up a face-down card
golf-illegal-holding = you hold a card: replace a slot with it{ $source ->
        [stock] { " " }or discard it
       *[other] { "" }
    }
golf-illegal-flip_only_off = turning a card up is not a turn at this table (flip_only_turn is off); draw first
golf-illegal-cannot_flip = that card cannot be turned up now
golf-illegal-not_face_down = { $state ->
        [empty] { $slot } is empty (its cards were set aside)
       *[face_up] { $slot } is already face up
    }
golf-illegal-progressive_locked = { $slot } is face up, and face-up cards are locked in progressive exposure
golf-illegal-unseen_locked = { $slot } was not seen at the start and may be replaced only once (unseen_replace_limit={ $limit })
golf-illegal-column_locked = both cards of column { $column } are face up, so the column is locked
golf-illegal-slot_cannot_take = that slot cannot take a card now
golf-illegal-same_column = your two initial cards must be in one column: column { $column }
golf-illegal-different_columns = your two initial cards must be in different columns
golf-illegal-middle_and_outer = one initial card comes from the middle column { $column }, one from an outer column
golf-illegal-second_outer = the second initial card must come from an outer column
golf-illegal-second_middle = the second initial card must come from the middle column { $column }
golf-illegal-no_column = there is no column { $column }: columns 0 to { $last }
golf-illegal-same_slot = the two face-up cards need two different slots
golf-illegal-slot_alone = a slot alone needs exactly one legal action on it; say replace, flip or peek
golf-illegal-not_a_slot = { $text } is not a slot; write row,col counting from 0 (e.g. 1,2), rows 0 to { $last_row } from the far row, columns 0 to { $last_column }
golf-illegal-outside = { $text } is outside the layout: rows 0 to { $last_row }, columns 0 to { $last_column }
golf-illegal-not_two_slots = { $text } is not two slots; write e.g. arrange 0,0 1,2
golf-illegal-not_golf = that is not a Golf action
golf-illegal-not_an_action = that is not a Golf action; actions are: draw stock | draw discard | replace R,C | discard | flip R,C | flip column C | peek R,C | knock | reveal all | keep | arrange R,C R,C. Slots are row,col counted from 0 (row 0 is the far row). A slot alone (e.g. 1,2) means the one legal action on that slot.

# Why options are refused (InvalidOptions.why)
golf-invalid-match_end = { $option } must be holes(9), holes(18) or target(T) with T a whole number from 1 to { $high }
golf-invalid-none_or_number = { $option } must be none or a whole number from { $low } to { $high }
golf-invalid-deck_too_small = { $count } players need { $need } cards for the deal and at least one for the stock, but this table's deck has { $cards } ({ $packs } { $packs ->
        [one] pack
       *[other] packs
    }); play with fewer players or more packs
golf-invalid-queen_spades_40_queens = queen_spades_40 sets every queen's value (Q♠ 40, others 10); leave queen_value at 10
golf-invalid-j0_q12_k13_queens = jack_king_scheme=j0_q12_k13 makes queens 12; leave queen_value at 10
golf-invalid-j0_q12_k13_queen_spades = jack_king_scheme=j0_q12_k13 and queen_spades_40 both set the queens; choose one
golf-invalid-aid_with_perfect = with memory_mode=perfect every known card is shown anyway, so { $aid } has no effect; use memory_mode=human or memory_aid=none
golf-invalid-aid_without_peek = it shows the cards seen at the start, and initial_peek=none sees none
golf-invalid-all_in_hand_paid_peek = with memory_aid=all_in_hand every own card is always seen, so there is nothing to pay for
golf-invalid-all_in_hand_unseen = with memory_aid=all_in_hand no card is unseen at the start
golf-invalid-all_in_hand_peek = with memory_aid=all_in_hand the owner always sees all four cards, so there is nothing to peek at; leave initial_peek at nearest_two
golf-invalid-progressive_once_per_slot = in progressive exposure a replacing card goes in face up and is locked, so no slot is replaced twice anyway; use once_total or unlimited
golf-invalid-no_knocking = flip_mode={ $mode } has no knocking (A-18), so knocker rules and the pot do not apply; use flip_mode=none
golf-invalid-progressive_only = it applies only with flip_mode=progressive_exposure
golf-invalid-knocker_tie_alone = it only matters with a knocker_penalty, a knocker_bonus or the pot
golf-invalid-pot_only = it applies only with pot=on
golf-invalid-no_jokers = there are no jokers at this table; set jokers=two_per_pack too
golf-invalid-six_kind_needs_four = it extends four_kind_bonus=two_columns_minus10 (with square_block_minus20 a 2 × 3 block already scores -40)
golf-invalid-six_kind_packs = six equal cards need 2 or more packs; set packs=2 or add players
golf-invalid-row_look_flip = initial_row_look replaces the initial flip, so flip options do not apply
golf-invalid-no_negative_card = no card is worth less than 0 at this table (2s are +2 with jokers and joker_value=0)
golf-invalid-one_pack = one pack is allowed only for up to 4 players (A-59)
golf-invalid-adjacent_pairs = adjacent_pairs (Moraco) replaces zero lines, blocks and removal; use one or the other
golf-invalid-no_initial_flips = with initial_flips=0 nothing is turned up at the start

# Options: short labels (the effects' English is OptionSpec.effect, in options.py)
golf-option-players = Players
golf-option-memory_mode = Memory
golf-option-match_end = End of the match
golf-option-match_tie_policy = Tie at the end
golf-option-max_turns_per_hand = Turn limit per hand
golf-option-single_hand = Single hand
golf-option-deal_style = Dealing style
golf-option-second_pack_threshold = Players for a second pack
golf-option-initial_peek = First look
golf-option-paid_peek = Paid peeks
golf-option-memory_aid = Memory aid
golf-option-unseen_replace_limit = Replacing unseen cards
golf-option-flip_mode = Face-up play
golf-option-progressive_initial_face_up = Card turned up at the start (progressive)
golf-option-pair_rule = Pairs cancel
golf-option-wild_jacks = Wild jacks
golf-option-queen_value = Queen value
golf-option-queen_spades_40 = Queen of spades 40
golf-option-jack_king_scheme = Jack and king values
golf-option-jokers = Jokers
golf-option-knocker_penalty = Knocker's penalty
golf-option-knocker_bonus = Knocker's bonus
golf-option-knocker_tie = Knocker tied for lowest
golf-option-pot = Pot
golf-option-pot_ante = Pot ante
golf-option-pot_cap = Pot cap
golf-option-packs = Packs
golf-option-joker_value = Joker value
golf-option-one_eyed_jacks_zero = One-eyed jacks 0
golf-option-initial_flip_timing = When the first cards are turned up
golf-option-initial_flip_constraint = Which first cards may be turned up
golf-option-rearrange_after_flip = Rearrange after the first flip
golf-option-initial_row_look = Look at the near row
golf-option-flip_only_turn = Turning a card up as a turn
golf-option-flip_after_stock_discard = Turn up after a stock discard
golf-option-reveal_all_to_end = Reveal all to end
golf-option-end_rule = End of the hand
golf-option-pairs_anywhere = Pairs anywhere
golf-option-negative_pairs_keep_value = Negative pairs keep their value
golf-option-four_kind_bonus = Four of a kind bonus
golf-option-six_kind_bonus = Six of a kind bonus
golf-option-negative_four_value = Four negative cards
golf-option-first_turn_flip = First-turn flip
golf-option-lock_full_columns = Lock full columns
golf-option-multi_pair_rule = Several equal pairs
golf-option-initial_flips = Cards turned up at the start
golf-option-twos_and_jokers = Twos and jokers
golf-option-king_value = King value
golf-option-zero_lines = Lines that score 0
golf-option-block_bonus = Square of four
golf-option-adjacent_pairs = Adjacent pairs (Moraco)
golf-option-remove_groups = Set groups aside
golf-option-lowest_zero_caller = Lowest scores 0
golf-option-flips_each_turn = Cards turned up each turn

# The rules in force (Game.rules_paragraphs), one message a paragraph
golf-rules-deck = Players: { $players }. Deck: { $packs } { $packs ->
        [one] pack
       *[other] packs
    }{ $jokers ->
        [0] { "" }
       *[other] { " " }+ { $jokers } jokers
    } = { $deck } cards; { $dealt } dealt with the up-card, { $stock } in the stock.
golf-rules-layout = Layout: { $rows } rows × { $cols } columns, face down; row 0 is the far row, slots are row,col.
golf-rules-deal = Deal: clockwise from the dealer's left; the next card starts the discard pile. The first dealer is drawn at random; the deal passes clockwise each hand. The dealer's left plays first.
golf-rules-peek = Before play each player, in seat order, { $peek ->
        [nearest_two] looks once at their two near cards (row 1)
        [any_two] chooses two of their cards and looks at them once
        [any_one] chooses one of their cards and looks at it once
       *[none] looks at none of their cards
    }.
golf-rules-progressive_face_up = Then each player turns one card of their choice face up; it is locked.
golf-rules-first_turn_flip = On their first turn, before drawing, each player turns up { $flip ->
        [one_column] both cards of one column
       *[any_two] any two of their cards
    }.
golf-rules-no_initial_flip = No card is turned up at the start.
golf-rules-initial_flips = Each player turns { $count } cards of their choice face up { $timing ->
        [before_play] before play, in seat order from the dealer's left
       *[first_turn] at the start of their own first turn
    }.
golf-rules-row_look = No card is turned up: each player looks once at their near row (row 1).
golf-rules-initial_flip = Each player turns { $rule ->
        [any] any two
        [same_column] the two cards of one column
        [different_columns] two cards in different columns
       *[middle_and_outer] one card of the middle column and one of an outer column
    } face up { $timing ->
        [before_play] before play, in seat order from the dealer's left
       *[first_turn] at the start of their own first turn
    }.
golf-rules-rearrange = They may then move those two cards to any slots (arrange), face-down cards filling the rest unseen.
golf-rules-flips_each_turn = At the start of every turn the player also turns two face-down cards up.
golf-rules-turn_draw = A turn: draw the top card of the stock (only you see it) or of the discard pile.
golf-rules-turn_place = Then put it into a slot of your layout, { $placed ->
        [face_up] face up
       *[face_down] face down (you know it; a card from the discard pile is known to everyone)
    }; the card that was there is not looked at first and goes face up onto the discard pile.
golf-rules-turn_discard = Or discard a card drawn from the stock (a card taken from the discard pile may not go straight back).
golf-rules-progressive = Progressive exposure: only face-down slots may be replaced; after a stock discard you must turn a face-down card up (locked). Fully exposed players skip their turns.
golf-rules-after_discard = After discarding a stock card you must turn a face-down card up; with one face-down card left you { $last ->
        [may] may
       *[must] must
    } leave it down.
golf-rules-after_discard_golf8 = After discarding a stock card you must turn a face-down card up, unless exactly one is left (then you may leave it).
golf-rules-lock_full_columns = A column whose two cards are both face up is locked.
golf-rules-flip_only_turn = Instead of drawing you may just turn one face-down card face up.
golf-rules-reveal_all = Instead of drawing you may turn all your face-down cards up, which ends the hand as below.
golf-rules-paid_peek = Paid peek: during your turn, before choosing a slot, you may look at any own face-down card; each look costs 1 point this hand.
golf-rules-unseen_limit = Unseen cards: { $limit ->
        [once_per_slot] each slot not seen at the start may be replaced once, then it is locked
       *[once_total] only one replacement in all among the slots not seen at the start
    }.
golf-rules-remove_groups = A line (or block) of equal face-up cards is set aside as soon as it forms; its slots stay empty; a block banks its bonus.
golf-rules-j20 = A jack reaching the discard pile in play makes the next player lose a turn.
golf-rules-memory_aid = Memory aid: { $aid ->
        [known_viewable] you may always look at the slots you saw at the start.
        [known_in_hand] the cards of the slots you saw at the start are held in hand (you may always see them).
       *[all_in_hand] you always see all four of your cards.
    }
golf-rules-memory = Memory ({ $mode }): { $mode ->
        [perfect] every face-down card you have seen stays shown to you
       *[human] a face-down card you see is shown to you once, until your next action
    }.
golf-rules-reshuffle = When the stock is empty, the discard pile but its top is shuffled into a new stock; if there is nothing to shuffle, the hand ends and is scored as it stands.
golf-rules-end_knock = End of hand: instead of drawing, a player may knock (not in the final round); every other player then takes one more turn, without knocking.
golf-rules-end_progressive = End of hand: when every card of every layout is face up.
golf-rules-end_immediate = End of hand: as soon as a player's cards are all face up.
golf-rules-end_final_round = End of hand: when a player's cards are all face up, every other player takes one more turn; then all cards are turned up and scored.
golf-rules-turn_limit = A hand also ends after { $count } turns (max_turns_per_hand), scored as it stands.
golf-rules-values = Card values: A { $ace }, { $eight ->
        [8] { $two ->
            [2] 2-10 face value
           *[other] 2 { $two }, 3-10 face value
        }
       *[other] { $two ->
            [2] 2-7 face value
           *[other] 2 { $two }, 3-7 face value
        }, 8 { $eight }, 9-10 face value
    }, J { $jack }{ $one_eyed ->
        [same] { "" }
       *[other] { " " }(J♠ J♥ { $one_eyed })
    }, Q { $queen }{ $queen_spades ->
        [same] { "" }
       *[other] { " " }(Q♠ { $queen_spades })
    }, K { $king }{ $joker ->
        [none] { "" }
       *[other] , joker { $joker }
    }.
golf-rules-pairs = Equal cards { $where ->
        [anywhere] anywhere
       *[row_or_column] in the same row or column
    } cancel in pairs (each pair 0): most pairs, then most value removed; a pair of jokers cancels too.
golf-rules-wild = Wild: { $wild ->
        [one_eyed] one-eyed jacks (J♠ J♥)
       *[all] all jacks
    } pair with any card.
golf-rules-knocker = Knocker (v = their layout value): not lowest -> { $penalty ->
        [plus10] v + 10
        [double_plus5] 2v + 5
        [equal_highest] the hand's highest layout value
        [add_highest] v + the hand's highest layout value
        [double] 2v
       *[none] v
    }; lowest -> { $bonus ->
        [zero] 0
        [minus_players] v minus the number of players
       *[none] v
    }; a knocker tied for lowest counts as { $tie ->
        [tie_is_lowest] lowest
       *[tie_not_lowest] not lowest
    }.
golf-rules-pot = Pot: ante { $ante } each into an empty pot; the knocker wins or pays in min(pot, { $cap ->
        [none] no cap
       *[other] { $cap }
    }).
golf-rules-pairs_anywhere = A pair of equal cards anywhere scores 0.
golf-rules-column_pairs = A pair of equal cards in a column scores 0{ $twos ->
        [negative] { " " }(even two 2s at -2)
       *[positive] { "" }
    }.
golf-rules-negative_pairs_keep_value = A pair of negative cards keeps its value.
golf-rules-groups = Groups: { $rule ->
        [two_columns_minus10] two equal column-pairs total -10
        [square_block_minus20] adjacent equal column-pairs total -20 per 2 × 2 square
        [pairs_of_pairs] two equal column-pairs total -10 (k pairs: -10 per two)
       *[progressive] k equal column-pairs total -10 × (k-1)
    }.
golf-rules-six_kind = Three equal column-pairs total -20.
golf-rules-negative_four = Four equal negative cards in two column-pairs total { $value }.
golf-rules-adjacent_pairs = A card next to an equal card (across or up and down) scores 0.
golf-rules-zero_lines = Three equal cards in a line ({ $lines ->
        [columns] columns
        [columns_rows] columns and rows
       *[columns_rows_diagonals] columns, rows and diagonals
    }) score 0.
golf-rules-block_bonus = A 2 × 2 block of four equal cards totals { $value }.
golf-rules-lowest_zero_caller = The lowest layout scores 0; a caller (first to expose everything) who is not lowest adds the lowest value.
golf-rules-match = Match: { $kind ->
        [holes] { $count } hands
       *[target] hands until some total is { $count } or more
    }; the lowest total wins; on a tie { $tie ->
        [shared_win] everyone tied for lowest wins
       *[extra_holes] more hands are played until one player alone is lowest
    }.
golf-rules-single_hand = (single_hand is on: this table plays one hand only.)
