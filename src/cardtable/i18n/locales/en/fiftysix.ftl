# fiftysix: English

fiftysix-action-pass = Pass
fiftysix-action-double = Double
fiftysix-action-redouble = Redouble
fiftysix-action-bid = Bid
fiftysix-action-play = Play { $card }
fiftysix-action-surrender = Offer to surrender
fiftysix-action-no_surrender = Play on (no surrender)
fiftysix-action-accept = Accept the surrender
fiftysix-action-insist = Insist: play on for the cot
fiftysix-field-form = Form
fiftysix-field-value = Points
fiftysix-field-raise = Raise by
fiftysix-field-suit = Trump
fiftysix-form-number_first = number first (30 hearts, 28 no trumps)
fiftysix-form-suit_first = suit first (hearts 30, 28 No)
fiftysix-form-plus = plus (raise the current bid)
fiftysix-value = { $value }
fiftysix-raise = plus { $amount }
fiftysix-bid-pass = passes
fiftysix-bid-double = doubles
fiftysix-bid-redouble = redoubles
fiftysix-bid-number_first = { $value } { $suit }
fiftysix-bid-suit_first = { $suit } { $value }
fiftysix-bid-no_trump_number_first = { $value } no trumps
fiftysix-bid-no_trump_suit_first = { $value } No
fiftysix-bid-plus = plus { $amount } { $suit } ({ $value })
fiftysix-badge-bidder = bidder: { $value } { $suit }
fiftysix-badge-high_bid = high bid: { $value } { $suit }
fiftysix-badge-doubled = doubled
fiftysix-badge-redoubled = redoubled
fiftysix-badge-offered_surrender = offered to surrender
fiftysix-badge-forced_bid = must bid (forced)
fiftysix-team-of_3 = P{ $seat } + P{ $second_seat } + P{ $third_seat }
fiftysix-team-of_4 = P{ $seat } + P{ $second_seat } + P{ $third_seat } + P{ $fourth_seat }
fiftysix-zone-won = Team { $team }'s tricks
fiftysix-zone-auction = Auction
fiftysix-won = { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }, { $points } { $points ->
        [one] point
       *[other] points
    }
fiftysix-contract = P{ $seat } bid { $value } { $suit }
fiftysix-high_bid = { $value } { $suit } by P{ $seat }
fiftysix-tables = team A { $a }, team B { $b }
fiftysix-status-auction = Auction: P{ $seat } to call
fiftysix-status-play = P{ $seat } to play
fiftysix-status-window = P{ $seat } to lead; the defenders may offer to surrender
fiftysix-status-answer = P{ $offer_seat } offers to surrender; P{ $seat } accepts or insists
fiftysix-status-over = The match is over
fiftysix-prompt-auction = Bid, pass, double or redouble
fiftysix-prompt-forced_bid = Everyone else passed: you must bid at least 28
fiftysix-prompt-play = Play a card
fiftysix-prompt-surrender = Offer to surrender, or play on
fiftysix-prompt-answer = Accept the surrender, or insist on playing for the cot
fiftysix-fact-tables = Tables
fiftysix-fact-contract = Contract
fiftysix-fact-doubling = Doubling
fiftysix-fact-high_bid = High bid
fiftysix-note-all_pass = everyone passed: played at no trumps as if the dealer's opponents bid 28
fiftysix-note-surrender_accepted = P{ $seat } offered to surrender and P{ $bidder_seat } accepted
fiftysix-note-surrender_insisted = P{ $seat } offered to surrender and P{ $bidder_seat } insisted on playing for the cot
fiftysix-note-cannot_pay = Team { $team } owes { $amount } { $amount ->
        [one] table
       *[other] tables
    } but has only { $count }: it loses the match
fiftysix-log-draw = draws { $card } for the deal
fiftysix-log-deals = deals first
fiftysix-log-redeal = shows { $cards }: the same dealer deals again
fiftysix-log-surrender = offers to surrender
fiftysix-log-no_surrender = plays on
fiftysix-log-accept = accepts the surrender
fiftysix-log-insist = insists on playing for the cot
fiftysix-outcome-made = P{ $seat }'s team bid { $value } { $suit } and took { $points } { $points ->
        [one] point
       *[other] points
    }: made, { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-outcome-failed = P{ $seat }'s team bid { $value } { $suit } but took only { $points } { $points ->
        [one] point
       *[other] points
    }: failed, { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-outcome-cot = P{ $seat }'s team bid { $value } { $suit } and took every trick (cot): { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-outcome-surrendered = P{ $seat }'s team bid { $value } { $suit }; the defenders surrendered: { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-outcome-cot_lost = P{ $seat }'s team bid { $value } { $suit }, insisted on the cot and lost a trick: { $amount } { $amount ->
        [one] table
       *[other] tables
    }
fiftysix-result-contract = Contract
fiftysix-result-points = Card points taken
fiftysix-result-tables_paid = Tables paid
fiftysix-result-tables = Tables held
fiftysix-payment = Team { $team } pays { $amount } { $amount ->
        [one] table
       *[other] tables
    } to team { $other_team } (x{ $multiplier } doubling, x{ $factor } cot)
fiftysix-title-56 = 56 (Fifty-Six)
fiftysix-summary-56 = two-team trick-taking for 4, 6 or 8 players with two packs: bid 28-56 card points in a suit or no trumps, double and redouble, pay in tables until a team cannot.

# The rules in force (Game.rules_paragraphs): a paragraph each; option values choose the wording.
fiftysix-rules-players = Players: { $players } in two teams that alternate round the table: { $players ->
        [4] team A (P0 P2) against team B (P1 P3)
        [8] team A (P0 P2 P4 P6) against team B (P1 P3 P5 P7)
       *[other] team A (P0 P2 P4) against team B (P1 P3 P5)
    }.
fiftysix-rules-pack = Pack: { $cards } cards, A K Q J 10 9{ $cards ->
        [64] { " 8 7" }
       *[other] {""}
    } of two packs (every card twice). { $each } cards each, { $each } tricks a hand.
fiftysix-rules-rank = Rank in every suit, trumps too: J 9 A 10 K Q{ $players ->
        [8] { " 8 7" }
       *[other] {""}
    }. Card points: jack 3, nine 2, ace 1, ten 1, others 0: 56 in the pack.
fiftysix-rules-deal = Deal, auction and play go { $direction ->
        [clockwise] clockwise; the first dealer is the highest card drawn, and the deal passes to the dealer's left each hand. Cards are dealt in packets of four, starting with the dealer's left-hand neighbour.
       *[other] counter-clockwise; the first dealer is the highest card drawn, and the deal passes to the dealer's right each hand. Cards are dealt in packets of four, starting with the dealer's right-hand neighbour.
    }
fiftysix-rules-redeal_jacks = The same dealer deals again if a player holds all eight jacks.
fiftysix-rules-redeal_no_points = The same dealer deals again if a player holds no J, 9, A or 10.
fiftysix-rules-redeal_both = The same dealer deals again if a player holds all eight jacks or a player holds no J, 9, A or 10.
fiftysix-rules-auction = Auction: from the dealer's { $direction ->
        [clockwise] left
       *[other] right
    }, each player passes, bids 28-56 card points in a suit or no trumps (all equal: a bid only has to be higher), doubles the opponents' bid, or redoubles his own team's doubled bid (which ends the auction).
fiftysix-rules-bid_forms = Bid in any spoken form: 28 clubs, clubs 28, 28 no trumps, 28 No; once someone has bid, also plus 2 diamonds, plus 1 No (the current bid raised by that much).
fiftysix-rules-passing = { $rebid ->
        [off] Passing is final: you take no further part in the auction.
       *[on] Passing is not final: you may still bid at a later turn.
    }
fiftysix-rules-over_double = { $overbid ->
        [off] After a double no higher bid is allowed: only pass or redouble.
       *[on] A higher bid may follow a double and cancels it.
    }
fiftysix-rules-auction_end = The auction ends after a redouble, or when a bid or double is followed by passes from all the other players.
fiftysix-rules-all_pass = { $rule ->
        [forced_bid] Forced bid: if everyone before him passed, the dealer's left-hand neighbour must bid at least 28.
       *[other] If everyone passes, the hand is played at no trumps as though the dealer's opponents had bid 28.
    }
fiftysix-rules-play = Play: the dealer's { $direction ->
        [clockwise] left
       *[other] right
    }-hand neighbour leads, whoever won the auction. Follow suit if you can, else play anything. The highest trump wins, else the highest card of the suit led; of two identical cards the one played first wins.
fiftysix-rules-payment = Payment in tables ({ $table }): the bidders win if their tricks hold at least the points they bid.
    { $table ->
        [honours_40_55]
            bid 28-39: made, the opponents give 1; failed, the bidders give 2
            bid 40-55: made, the opponents give 2; failed, the bidders give 3
            bid 56: made, the opponents give 3; failed, the bidders give 4
        [honours_40_48]
            bid 28-39: made, the opponents give 1; failed, the bidders give 2
            bid 40-48: made, the opponents give 2; failed, the bidders give 3
            bid 49-56: made, the opponents give 3; failed, the bidders give 4
       *[other]
            bid 28-39: made, the opponents give 1; failed, the bidders give 2
            bid 40-47: made, the opponents give 2; failed, the bidders give 3
            bid 48-55: made, the opponents give 3; failed, the bidders give 4
            bid 56: made, the opponents give 4; failed, the bidders give 5
    }
    doubled x2, redoubled x{ $redouble }.
fiftysix-rules-cot = Cot: bidders who take every trick get twice the tables. Before any lead, while the bidders have won every trick, a defender may offer to surrender (once a hand); the bidder accepts (the hand ends, normal tables) or insists: then all the tricks pay twice, and losing one costs twice the losing amount{ $end_early ->
        [on] { " and ends the hand." }
       *[off] .
    }
fiftysix-rules-match = Match: each team starts with { $tables } { $tables ->
        [one] table
       *[other] tables
    }; a team that has to pay more than it holds loses the match.
fiftysix-rules-single_hand = (single_hand is on: this table plays one hand only.)

# Options: a short label each (the effect, presets and notation are in the code, in English).
fiftysix-option-players = Players
fiftysix-option-direction = Direction of play
fiftysix-option-deal_packet_size = Cards per packet
fiftysix-option-starting_tables = Tables at the start
fiftysix-option-all_pass_rule = When everyone passes
fiftysix-option-no_point_cards_redeal = Redeal a hand without points
fiftysix-option-all_jacks_redeal = Redeal when one player has every jack
fiftysix-option-scoring_table = Payment table
fiftysix-option-redouble_multiplier = Redouble multiplier
fiftysix-option-cot = Cot (every trick)
fiftysix-option-end_early_when_cot_lost = Stop when the cot is lost
fiftysix-option-rebid_after_pass = Bid again after a pass
fiftysix-option-bid_over_double = Bid over a double
fiftysix-option-single_hand = One hand only

# Refusals (IllegalAction.why, InvalidOptions.why): the English is the exception's own text, so
# arguments stay canonical (JH, 30D, P3). $denom is a bid's denomination letter: S H D C, or N
# for no trumps; $led is the letter of the suit led.
fiftysix-illegal-answer_offer = P{ $seat } has offered to surrender; answer accept (the hand ends, normal tables) or insist (play on for the cot)
fiftysix-illegal-no_offer = nobody has offered to surrender, so there is nothing to accept or refuse
fiftysix-illegal-auction_over = the auction is over; the cards are being played
fiftysix-illegal-not_your_lead = it is P{ $seat }'s lead; you may only offer to surrender or let it pass
fiftysix-illegal-not_held = you do not hold { $card }
fiftysix-illegal-follow_suit = { $led ->
        [S] spades were led and you hold spades
        [H] hearts were led and you hold hearts
        [D] diamonds were led and you hold diamonds
       *[C] clubs were led and you hold clubs
    }, so you must follow suit
fiftysix-illegal-no_cot = the cot is not played at this table, so there is no surrender
fiftysix-illegal-defenders_only = only the defenders may offer to surrender
fiftysix-illegal-offered_already = a surrender has already been offered this hand (one offer per hand)
fiftysix-illegal-cot_gone = the bidding team has already lost a trick, so there is no cot to surrender to
fiftysix-illegal-between_tricks = a surrender may only be offered between tricks, before the next lead
fiftysix-illegal-moment_passed = you have already let this moment pass; you may offer again before a later trick
fiftysix-illegal-leader_leads = the leader must lead now
fiftysix-illegal-forced_bid = everyone before you passed, so you (the dealer's left-hand neighbour) must bid at least 28 (forced bid)
fiftysix-illegal-nothing_to_double = there is no bid to double
fiftysix-illegal-double_own = the current bid is { $high }{ $denom ->
        [N] NT
       *[other] { $denom }
    } by P{ $seat }, your own team's bid; you may only double the opponents' bid
fiftysix-illegal-doubled_already = the current bid is { $high }{ $denom ->
        [N] NT
       *[other] { $denom }
    } by P{ $seat }, already { $doubling ->
        [redoubled] redoubled
        [undoubled] undoubled
       *[doubled] doubled
    }
fiftysix-illegal-redouble_undoubled = only a doubled bid may be redoubled, and the current bid is { $high }{ $denom ->
        [N] NT
       *[other] { $denom }
    } by P{ $seat } is not doubled
fiftysix-illegal-redouble_no_bid = only a doubled bid may be redoubled, and nobody has bid
fiftysix-illegal-redouble_not_bidder = the current bid is { $high }{ $denom ->
        [N] NT
       *[other] { $denom }
    } by P{ $seat }; only the bidding team may redouble its own bid
fiftysix-illegal-plus_no_bid = 'plus' raises the current bid, and nobody has bid yet
fiftysix-illegal-above_max = { $call } would make { $value }, and the highest bid is { $most }
fiftysix-illegal-not_higher = { $call } is { $value }, and a bid must be higher than the current bid ({ $high }{ $denom ->
        [N] NT
       *[other] { $denom }
    } by P{ $seat })
fiftysix-illegal-no_overbid = the current bid is { $high }{ $denom ->
        [N] NT
       *[other] { $denom }
    } by P{ $seat }, doubled; at this table a double cannot be overbid
fiftysix-illegal-auction_now = this is the auction: bid, pass, double or redouble
fiftysix-illegal-not_a_call = that is not a call now
fiftysix-illegal-bid_range = a bid is a number from { $low } to { $high }, not { $value }
fiftysix-illegal-number_first = say the number first for no trumps: 28 No or 28 no trumps
fiftysix-illegal-raise_range = a raise is plus 1 to plus { $most }, not plus { $amount }
fiftysix-illegal-plus_form = 'plus' needs an amount and a suit or No, like plus 2 diamonds; got { $got }
fiftysix-illegal-not_a_suit = { $text } is not a suit or no trumps; say spades, hearts, diamonds, clubs (or S H D C), no trumps or No
fiftysix-illegal-not_a_card = { $text } is not a card; write rank then suit, e.g. AS, TD, 10H, JC (ranks A 2-9 T/10 J Q K, suits S H D C), or JK for a joker
fiftysix-illegal-no_jokers = 56 is played without jokers
fiftysix-illegal-unknown = that is not an action of 56; actions are: pass | double | redouble | bids: 28 clubs, clubs 28, 28 no trumps, 28 No (any value 28-56; 30H, 28NT and 'bid 30H' also work) and, once someone has bid, plus 2 diamonds or plus 1 No (the current bid raised by that much) | surrender | no surrender | accept | insist | play <card>. Cards are rank+suit: 9H, TD or 10D, JS, AC; a card alone means play it
fiftysix-invalid-cot_off = end_early_when_cot_lost only matters when the cot is played, and this table has cot=off; leave it at its default (on) or turn the cot on
