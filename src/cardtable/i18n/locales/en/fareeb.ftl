# fareeb: English

fareeb-action-pass = Pass
fareeb-action-order_up = Order up { $card }
fareeb-action-name = Name { $suit } as trump
fareeb-action-with_partner = Play with your partner
fareeb-action-alone = Go alone
fareeb-action-defend_alone = Defend alone
fareeb-action-call = Call a partner card
fareeb-action-discard = Discard { $card }
fareeb-action-play = Play { $card }
fareeb-bid-pass = passes
fareeb-bid-order_up = orders up { $card }
fareeb-bid-name = names { $suit } as trump
fareeb-bid-with_partner = plays with the partner
fareeb-bid-alone = goes alone
fareeb-bid-defend_alone = defends alone
fareeb-bid-call = calls { $card }
fareeb-bid-discard = discards { $card }
fareeb-bid-discard_hidden = discards a card face down
fareeb-badge-maker = maker ({ $suit })
fareeb-badge-alone = alone
fareeb-badge-caller = called { $card }
fareeb-badge-called_partner = the maker's partner
fareeb-badge-defends_alone = defends alone
fareeb-badge-sitting_out = sits out
fareeb-zone-upcard = Up-card
fareeb-zone-stub = Stub
fareeb-zone-discard = P{ $seat }'s discard
fareeb-zone-auction = Making trumps
fareeb-upcard-taken = P{ $seat } took up { $card }
fareeb-upcard-turned_down = turned down
fareeb-fact-called = Called card
fareeb-fact-partner = Maker's partner
fareeb-partner-known = P{ $seat }
fareeb-partner-unknown = not known yet
fareeb-partner-none = none: the maker plays alone
fareeb-status-round_1 = Making trumps, round 1: P{ $seat } to pass or order up
fareeb-status-round_2 = Making trumps, round 2: P{ $seat } to pass or name a suit
fareeb-status-maker_choice = P{ $seat }, the maker, chooses how to play
fareeb-status-defender_choice = P{ $seat } may defend alone
fareeb-status-exchange = P{ $seat }, the dealer, discards a card
fareeb-status-play = P{ $seat } to play
fareeb-status-over = The match is over
fareeb-prompt-round_1 = Pass, or order up the up-card to make its suit trump
fareeb-prompt-round_2 = Pass, or name a trump suit other than the turned-down one
fareeb-prompt-maker_choice = You made trumps: choose how to play
fareeb-prompt-defender_choice = The maker goes alone: pass, or defend alone
fareeb-prompt-exchange = Discard one card face down
fareeb-prompt-play = Play a card
fareeb-outcome-made = P{ $seat } made { $suit } trump and took { $tricks } tricks: makers score { $points }
fareeb-outcome-march = P{ $seat } made { $suit } trump and took all 5 tricks (a march): makers score { $points }
fareeb-outcome-fareeb = P{ $seat } made { $suit } trump but took only { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    } (fareeb): defenders score { $points }
fareeb-outcome-defenders_march = P{ $seat } made { $suit } trump and took no trick (defenders' march): defenders score { $points }
fareeb-outcome-thrown_in = Everyone passed twice: the hand was thrown in
fareeb-note-alone = P{ $seat } played alone
fareeb-note-defended_alone = P{ $seat } defended alone
fareeb-note-called_partner = { $card } was called; P{ $seat } held it and was the maker's partner
fareeb-note-called_no_partner = { $card } was called; nobody else held it, so the maker played alone
fareeb-log-farmer = showed a farmer's hand ({ $cards }); the cards were redealt
fareeb-title-fareeb = Fareeb (Euchre)
fareeb-summary-fareeb = trick-taking for 4 players in partnerships or 5 with a called partner; make trumps, take 3 of 5 tricks, first to 10.

# The rules in force (FareebGame.rules_paragraphs): one message per paragraph; flags are "on"/"off"
fareeb-rules-four_players = Players: 4 in two teams, partners opposite: seats 0+2 against 1+3.
    Pack: 24 cards, 9 to A in each suit. Five cards each; 4 stay undealt.
fareeb-rules-five_players = Players: 5, no fixed teams. Each hand the maker and a secretly called partner (or the maker alone) play against the other players. Scores are kept per player.
    Pack: 28 cards, 8 to A in each suit. Five cards each; 3 stay undealt.
fareeb-rules-deal = The deal goes clockwise from the dealer's left; the next card is turned up.
    Farmer's hand: a hand of only { $low }s and { $high }s { $redeal ->
        [on] is announced and the same dealer redeals.
       *[off] is played.
    }
fareeb-rules-ranking = Ranking: A K Q J 10 9{ $low ->
        [8] {" "}8
       *[other] {""}
    } until trumps are fixed. Then the jack of trumps (right bower) is highest, the other jack of the same colour (left bower) second and a trump for every purpose, then A K Q 10 ... { $low } of trumps; every trump beats every other card.
fareeb-rules-round_1 = Making trumps, round 1: from the dealer's left, each player may order up the up-card's suit or pass; the dealer picks the up-card up and discards a card face down{ $discard_upcard ->
        [off] {" "}(not the up-card itself).
       *[on] .
    }
fareeb-rules-round_2 = Round 2 (everyone passed): the up-card is turned down and its suit is barred; each player may name another suit or pass. { $stick ->
        [on] Stick the dealer: if the others pass, the dealer must name a suit.
       *[off] If everyone passes again, the hand is thrown in and the next player deals; after { $limit } thrown-in { $limit ->
            [one] hand
           *[other] hands
        } in a match the dealer is stuck (must name a suit) for the rest of the match.
    }
fareeb-rules-call = The maker then { $alone ->
        [on] goes alone or calls
       *[off] calls
    } a card ({ $timing ->
        [after_exchange] after
       *[before_exchange] before
    } the dealer's exchange){ $trump_call ->
        [off] , never a trump
       *[on] {""}
    }; its holder is the secret partner, known to others only when the card is played.
fareeb-rules-call_nobody = If nobody holds the called card (it is undealt or discarded), the maker plays alone. { $own ->
        [counts_as_alone] The maker may call his own card, and then plays alone.
       *[off] The maker may not call a card he holds.
    }
fareeb-rules-alone = The maker may go alone: the partner lays the hand down and sits out (if that is the dealer, there is no exchange). When someone sits out, { $lead ->
        [left_of_lone_player] the first active player from the lone maker's left
       *[left_of_dealer_next_active] the first active player from the dealer's left
    } leads.
fareeb-rules-defend_alone = Against a lone maker a defender may defend alone (partner sits out too).
fareeb-rules-play = Play: the dealer's left leads; follow the suit led if you can (bowers are trumps), otherwise play anything. The highest trump wins, else the highest card of the suit led.
fareeb-rules-scoring =
    Scoring per hand:
      makers take 3 or 4 tricks: makers 1
      makers take all 5: makers 2{ $lone_maker ->
        [on] , a lone maker { $lone_march }
       *[off] {""}
    }
      makers take 1 or 2 (Fareeb, a euchre): defenders 2{ $lone_defender ->
        [on] , a lone defender 4
       *[off] {""}
    }
      makers take none: defenders { $defenders_march }{ $lone_defender ->
        [on] , a lone defender 4
       *[off] {""}
    }
fareeb-rules-match_four = Match: the first team to { $target } points wins.
fareeb-rules-match_five = Each member of the scoring side scores the points. Match: first player to { $target }; if several get there in one hand, { $tie ->
        [play_on] play goes on until one player alone has the highest score.
       *[joint_winners] they win together.
    }
fareeb-rules-single_hand = (single_hand is on: this table plays one hand only.)

# Options: a short label in every language (the effect's English is OptionSpec.effect)
fareeb-option-players = Players
fareeb-option-target_score = Points to win
fareeb-option-stick_the_dealer = Stick the dealer
fareeb-option-thrown_in_limit = Thrown-in hands before the dealer is stuck
fareeb-option-farmers_hand_redeal = Farmer's hand redeal
fareeb-option-going_alone = Going alone
fareeb-option-defender_alone = Defending alone
fareeb-option-alone_lead = First lead when someone sits out
fareeb-option-lone_march_points = Lone march points
fareeb-option-defenders_march_points = Defenders' march points
fareeb-option-call_timing = When the partner card is called
fareeb-option-called_card_may_be_trump = A trump may be called
fareeb-option-call_own_card = Calling one's own card
fareeb-option-five_player_tie = Tie at 5 players
fareeb-option-dealer_may_discard_upcard = Dealer may discard the up-card
fareeb-option-single_hand = One hand only

# Refusals (IllegalAction.why, InvalidOptions.why): the English is the exception's own text
fareeb-illegal-name_which = name a suit, e.g. 'name S'
fareeb-illegal-say_which = say which card, e.g. '{ $cards }'
fareeb-illegal-not_a_suit = { $what } is not a suit; write one of S H D C (or ♠ ♥ ♦ ♣, or the suit's name)
fareeb-illegal-not_a_card = { $what } is not a card; write rank then suit, e.g. AS, TD, 10H, JC (ranks A 2-9 T/10 J Q K, suits S H D C), or JK for a joker
fareeb-illegal-no_jokers = Fareeb is played without jokers
fareeb-illegal-unknown = that is not a Fareeb action; actions are: pass | order up (dealer: take up) | name S/H/D/C | with partner | alone | defend alone | call <card> | discard <card> | play <card>. Cards are rank+suit: 9H, TD or 10D, JS, AC. A card alone (e.g. JH) means play, discard or call it, whichever is legal now
fareeb-illegal-round_1 = in round 1 of making trumps the choices are pass and order up
fareeb-illegal-round_2 = in round 2 of making trumps the choices are pass and name a suit
fareeb-illegal-defenders = the defenders against a lone maker choose: pass or defend alone
fareeb-illegal-exchange = the dealer is exchanging: discard a card
fareeb-illegal-play = cards are being played: play a card
fareeb-illegal-maker_four = the maker chooses: with partner or alone
fareeb-illegal-maker_five = the maker calls a card whose holder is his partner (or goes alone)
fareeb-illegal-stuck = the dealer may not pass in round 2 (stick the dealer); name a suit other than { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    }
fareeb-illegal-stuck_after = the dealer may not pass in round 2 (stuck after { $count } thrown-in hands, thrown_in_limit); name a suit other than { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    }
fareeb-illegal-barred = { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    } was turned down this hand and cannot be trump
fareeb-illegal-alone_off = going alone is off at this table
fareeb-illegal-call_instead = with 5 players the maker calls a card (or goes alone) instead
fareeb-illegal-no_call = with 4 players your partner sits opposite; there is no card to call
fareeb-illegal-not_in_pack = { $card } is not in the 28-card pack
fareeb-illegal-trump_call = a trump may not be the called card at this table
fareeb-illegal-own_card = you hold { $card }; you may not call your own card
fareeb-illegal-not_a_choice = that is not a choice now
fareeb-illegal-not_held = you do not hold { $card }
fareeb-illegal-keep_upcard = at this table the dealer may not discard the up-card just picked up
fareeb-illegal-follow = { $led ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
        [C] { common-suit-C }
       *[trump] trumps
    } were led and you hold some, so you must follow suit (the left bower counts as a trump, not as its printed suit)
fareeb-invalid-players_only = { $option } applies only to { $applies }-player Fareeb, and this table has { $players } players
fareeb-invalid-needs_no_stick = thrown_in_limit caps thrown-in hands, so it needs stick_the_dealer=off
fareeb-invalid-defender_needs_alone = defending alone answers a lone maker, so it needs going_alone=on
fareeb-invalid-needs_alone = { $option } only matters when a 4-player maker goes alone, so it needs going_alone=on
