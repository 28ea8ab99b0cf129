# errors: what a person is told when the server refuses a message (docs/server.md, codes)

errors-server-bad_json = The message could not be read.
errors-server-too_large = The message is too long.
errors-server-invalid = The message is not one the table understands.
errors-server-unknown_type = The message is not one the table understands.
errors-server-hello_first = The connection is not ready yet; try again.
errors-server-bad_token = This link or seat is not yours any more: join the table again.
errors-server-not_seated = Watchers cannot play; take a seat to play.
errors-server-not_host = Only the table's host can do that.
errors-server-not_playing = No match is being played at this table.
errors-server-stale = Someone played first: look at the table and play again.
errors-server-illegal = That move is not allowed now.
errors-server-rate_limited = Too many messages at once: slow down a little.
errors-server-storage = The move could not be saved; nothing changed. Try again.
errors-server-no_table = There is no table with this code.
errors-server-table_full = This table (or this seat) has all the connections it takes.

# Why the engine refuses an action or an option (IllegalAction.why, InvalidOptions.why); the
# English wording is also the exception's own text, so arguments stay in canonical notation.
errors-illegal-not_legal_now = it is not one of your legal actions now
errors-illegal-match_over = the match is over
errors-illegal-say_who = several players may act now ({ $seats }); say which one
errors-illegal-not_your_turn = it is not player { $seat }'s turn ({ $count ->
    [0] nobody
   *[other] player { $actors }
} to act)
errors-illegal-foreign_action = { $action } with code { $code } is not an action of { $game }; pass an Action from legal_actions() or the action's text
errors-illegal-not_an_action = an action is an Action from legal_actions() or its text, not { $type } { $value }
errors-illegal-not_text = an action text is a str, not { $type }
errors-illegal-too_long = an action text is at most { $limit } characters, not { $length }
errors-illegal-not_a_seat = { $who } is not a seat at this table; the seats are 0 to { $last }
errors-options-flag = { $option } must be on or off
errors-options-range = { $option } must be a whole number from { $low } to { $high }
errors-options-choice = { $option } must be one of { $values }
errors-options-preset = presets are: { $presets }
errors-options-no_presets = presets are: none (this game has no presets)
errors-options-unknown = there is no option { $option }; options are: { $known }
errors-options-alias_clash = { $option } is another name of { $real }, already given as { $given }={ $value }; give one value
errors-options-seed = a seed is a whole number from -2**63 to 2**64-1
# How a refusal is said to a person: what was tried, why, and what is allowed now.
errors-refused = “{ $tried_code }” is not allowed: { $why }.
errors-refused-legal = Allowed now: { $legal }
errors-bad_option = Option { $option } = { $value } is not accepted: { $why }.
errors-unknown_game = no game called { $name_code }; games are: { $games_code }
