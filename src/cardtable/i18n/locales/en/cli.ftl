# cli: English

cli-relation-you = you
cli-relation-partner = your partner
cli-relation-opponent = opponent
cli-relation-other = { "" }
cli-seat-dealer = dealer
cli-seat-to_act = to act
cli-head-seat = Seat
cli-head-who = Who
cli-head-score = Score
cli-head-roles = Roles
cli-head-cards = Cards
cli-table-title = { $game }, hand { $hand }
cli-card-down = ##
cli-count-cards = { $count } { $count ->
        [one] card
       *[other] cards
    }
cli-count-down = { $count } { $count ->
        [one] card
       *[other] cards
    } face down
cli-zone-empty = empty
cli-zone-turned_down = (turned down)
cli-zone-sitting_out = (sits out)
cli-table-facts = Facts
cli-table-log = Recent moves
cli-table-waiting = You may act now, out of turn
cli-control-out_of_turn = (any time)
cli-picker-type = { $label }: type the short form, e.g. { $examples }
cli-picker-field = { $field }: { $values }
cli-result-winners = won by { $names }
cli-result-match_winners = Winners: { $names }
cli-result-pause = Press Enter to continue>{ " " }
cli-sheet-title = Score sheet
cli-sheet-hand = Hand
cli-you_played = { $name } (you): { $action }
cli-auto-only = { $name } (you): { $action } (the only move)
cli-auto-declined = { $name } (you): { $action } (you turned that offer down with your last move)
cli-input-ambiguous = '{ $typed }' could be: { $options }
cli-input-more = and { $count } more
cli-input-not_legal = '{ $action }' is not legal now.
cli-input-unknown = '{ $typed }' is not an action here.
cli-input-did_you_mean = Did you mean: { $options }?
cli-input-see_help = Type the number, the action or its short form; 'help' says what you can do now.
cli-help-now = What you can do now:
cli-help-game = Notation of this game (actions offered so far):
cli-help-short = Short forms: words cut short, numbers and letters run together, e.g. { $examples }; a number picks from the list.
cli-help-commands = Commands: help, legal (every action in full), view (the table again), rules, quit.
cli-trick-done = { $label }: { $cards }
cli-play-hint = Type an action, its number in the list or a short form (help shows some); a move that is no choice is made for you. Commands: help, legal, view, rules, quit.
cli-play-end_of_input = End of input: leaving the match.
cli-play-you_are_one = You are { $name }; { $others } is a { $kind } bot.
cli-play-you_are_many = You are { $name }; { $others } are { $kind } bots.
cli-play-seed = Seed { $seed }.
cli-play-seed_drawn = Seed { $seed } (drawn for you; play this deal again with --seed { $seed }).
cli-play-left = You left the match during hand { $hand }.
cli-play-saved = Record saved to { $path }. Replay it with: cardtable replay { $quoted } --seat { $seat }
cli-play-table = { $title }, { $count } players, options: { $options }
cli-play-all_default = all default
cli-bot-random = random
cli-bot-easy = easy
cli-bot-medium = medium
cli-bot-hard = hard
cli-bot-heuristic = heuristic

## The command line's help and usage errors (cardtable --lang X COMMAND --help)

cli-arg-usage = usage:{ " " }
cli-arg-positionals = positional arguments
cli-arg-options = options
cli-arg-help = show this help and exit
cli-arg-version = show the version and exit
cli-arg-error = error: { $message_code }
cli-arg-description = Traditional card games: read the rules, play against bots, replay saved matches, and simulate bot-versus-bot matches.
cli-arg-lang = the language of the table and its words (default: from LC_ALL, LC_MESSAGES, LANGUAGE or LANG, else English)
cli-arg-game = a game name (see `cardtable games`)
cli-arg-option = set an option (repeatable), e.g. --option { $example_code }; see `cardtable rules GAME` for the options
cli-arg-preset = start from a named set of options
cli-arg-players = number of players (the players option)
cli-arg-seed = base seed (default: drawn and shown)
cli-arg-jobs = processes to use (default { $count })
cli-arg-max_steps = actions after which a match counts as stuck (default { $count })
cli-arg-games-help = list the games
cli-arg-games-description = List the registered games.
cli-arg-rules-help = show a game's rules and options
cli-arg-rules-description = Show the rules in force (with the options given) and every option with its allowed values and default.
cli-arg-play-help = play a match against bots
cli-arg-play-description = Play a match against bots at the terminal. Your view is shown when it is your turn; type an action in the game's notation (or its number in the legal list). Commands: help, legal, view, rules, quit. The match is saved as a record when it ends or you quit.
cli-arg-play-seat = your seat (default { $seat })
cli-arg-play-seed = seed of the deals (default: drawn and shown)
cli-arg-play-bots = the bots' level: random, easy, medium or hard (default medium; heuristic is the old name of medium)
cli-arg-play-save = where to save the record (default GAME-SEED.cardtable.json here)
cli-arg-replay-help = step through a saved record
cli-arg-replay-description = Print every action of a record with the player who made it, and the view of one seat at each of its decisions, at the end of each hand and at the end.
cli-arg-replay-file = a record saved by `cardtable play`
cli-arg-replay-seat = whose view to show (default { $seat })
cli-arg-replay-step = wait for Enter after each action (q then Enter stops); only when input is a terminal
cli-arg-simulate-help = play many bot-vs-bot matches and show the statistics
cli-arg-simulate-description = Play many bot-versus-bot matches (seeds derived from --seed) and show the win rate of each seat and team with its 95% Wilson interval, the points per hand and the hands per match.
cli-arg-simulate-matches = matches (default { $count })
cli-arg-simulate-bots = one bot kind for every seat, or a comma list with one per seat (random, easy, medium, hard; default medium)
cli-arg-simulate-jobs = processes to use (default { $count }; 0 = every core this process may use)
cli-arg-arena-help = compare bots on duplicate deals (each deal replayed with the seats rotated)
cli-arg-arena-description = Compare bot levels on duplicate deals: each deal (a match seed derived from --seed) is played once per rotation of the bots round the table, so every bot gets the same cards. Shows each bot's win rate with its 95% Wilson interval against its fair share, points per hand, and its decision time (median and 95th percentile).
cli-arg-arena-bots = bot levels laid round the table in turn (A,B at four seats: A B A B), e.g. hard,medium
cli-arg-arena-deals = deals (default { $count })
cli-arg-serve-help = run the table server for people and bots
cli-arg-serve-description = Run the table server: tables for people and bots over WebSockets, every move saved in a database (SQLite in your data folder unless --db says otherwise). The protocol is in docs/server.md.
cli-arg-serve-host = address to listen on (default { $host_code })
cli-arg-serve-port = port (default { $port_code })
cli-arg-serve-db = database: sqlite:///FILE or postgresql://USER@HOST/DB (default: SQLite in the user's data folder)
cli-arg-serve-bot_workers = worker processes computing bot moves, shared by all tables (default { $count })
cli-arg-serve-bot_pool = run bots in worker processes (default) or threads
cli-arg-serve-idle_table_seconds = unload a table from memory when nobody is connected and nothing happened for S seconds; it reloads from its event log when asked for (default { $count })
cli-arg-serve-finished_table_seconds = the same for a table whose match is over (default { $count })
cli-arg-serve-quiet = log warnings and errors only
cli-usage-option_form = --option wants NAME=VALUE (like { $example_code }), not '{ $item_code }'
cli-usage-option_twice = option '{ $name_code }' is given twice; give each option once
cli-usage-players_twice = give the number of players once: --players N or --option players=N
cli-usage-bot = { $reason }
cli-usage-bot_unavailable = the { $kind } bot is not available for { $game }: { $reason }
cli-usage-no_seat = seat { $seat } does not exist: { $game } here has { $count } seats, 0 to { $last }
cli-usage-no_file = there is no file { $path_code }
cli-usage-unreadable = cannot read { $path_code }: { $reason }
cli-usage-arena_bots_empty = --bots wants A,B,... without empty entries, not '{ $bots_code }'
cli-usage-simulate_bots_empty = --bots wants KIND or KIND,KIND,... without empty entries, not '{ $bots_code }'
cli-usage-save_folder = cannot save the record to { $path_code }: folder { $folder_code } does not exist
cli-usage-server_dependencies = the server needs its dependencies ({ $module_code })
cli-usage-server = { $reason }
cli-usage-port = --port must be 0 to 65535, not { $port_code }
cli-usage-arena_bots_count = --bots: give 1 to { $players } bot kinds for { $players } seats, not { $count }
cli-usage-simulate_bots_count = --bots: give one bot kind for every seat or one per seat ({ $players } seats); got { $count }: { $kinds_code }
cli-usage-bot_kind = no bot kind { $kind_code }; kinds are: { $kinds_code }
cli-usage-not_whole = { $value_code } is not a whole number
cli-usage-too_small = { $value_code } is too small; give { $minimum } or more
cli-usage-seed_negative = a seed is { $minimum } or more, not { $value_code }
cli-usage-seat_negative = seats are numbered from { $minimum }, not { $value_code }
cli-usage-port_negative = a port is { $minimum } to 65535, not { $value_code }
cli-argparse-required = the following arguments are required: { $names_code }
cli-argparse-unrecognized = unrecognized arguments: { $args_code }
cli-argparse-ambiguous = ambiguous option: { $option_code } could match { $matches_code }
cli-argparse-invalid_choice = argument { $name_code }: invalid choice: { $value_code } (choose from { $choices_code })
cli-argparse-invalid_value = argument { $name_code }: invalid value: { $value_code }
cli-argparse-expected_one = argument { $name_code }: expected one argument
cli-argparse-expected_some = argument { $name_code }: expected at least one argument
cli-argparse-ignored = argument { $name_code }: ignored explicit argument { $value_code }
cli-argparse-not_with = argument { $name_code }: not allowed with argument { $other_code }
cli-argparse-argument = argument { $name_code }: { $problem }

## Moves, results and replays (cli/play.py, cli/results.py, cli/replay.py)

cli-labelled = { $label }:{ " " }
cli-move-ends_hand = ends the hand
cli-seat-you_mark = (you)
cli-seat-you = { $name } (you)
cli-list-separator = { ", " }
cli-list-groups = { "; " }
cli-list-and = { $first } and { $last }
cli-scores-side = { $name } { $score }
cli-scores-now = Scores: { $parts }
cli-scores-final = Final scores: { $parts }
cli-result-not_over = The match is not over (hand { $hand }).
cli-result-over = Match over after { $hands } { $hands ->
    [one] hand
   *[other] hands
}. Winners: { $names }.
cli-result-nobody = nobody
cli-result-you_won = You won!
cli-result-you_lost = You lost.
cli-hand-over = --- Hand { $hand } is over ---
cli-legal-list = Legal: { $actions_code }
cli-legal-more = ... { $count } more (type legal to see all) ...
cli-play-save_failed = could not save the record to { $path_code }: { $reason }
cli-command-help = help
cli-command-legal = legal
cli-command-view = view
cli-command-rules = rules
cli-command-quit = quit
cli-replay-heading = Replay of { $path_code }: { $table }.
cli-replay-from_seed = { $count } { $count ->
    [one] action
   *[other] actions
} from seed { $seed }; the views are { $name }'s.
cli-replay-from_deck = { $count } { $count ->
    [one] action
   *[other] actions
} from a fixed deck; the views are { $name }'s.
cli-replay-step_terminal = --step waits only when input is a terminal; replaying straight through
cli-replay-viewer = { $name } (viewer)
cli-replay-stopped = Stopped.
cli-replay-end = --- End of the record ---
cli-replay-quit = q
cli-games-head-game = Game
cli-games-head-title = Title
cli-games-head-summary = Summary
cli-games-hint = Rules and options: cardtable rules GAME.  Play: cardtable play GAME.
cli-bot-fallback = no medium bot for { $game } yet ({ $reason }); using random bots

## Simulate and arena reports (cli/simulate.py, cli/arena.py)

cli-sim-every_seat = { $kind } in every seat
cli-sim-seat_kind = { $name } { $kind }
cli-sim-header = { $count } { $count ->
    [one] match
   *[other] matches
}; bots: { $bots }; base seed { $seed }{ $drawn ->
    [yes] {" "}(drawn; pass --seed to repeat)
   *[no] {""}
}; { $jobs } { $jobs ->
    [one] job
   *[other] jobs
}.
cli-sim-played = Played { $matches } { $matches ->
    [one] match
   *[other] matches
} ({ $hands } { $hands ->
    [one] hand
   *[other] hands
}) in { $seconds } s: { $rate } hands per second.
cli-sim-hands = Hands per match: mean { $mean }, shortest { $shortest }, longest { $longest }.
cli-sim-legend = Win rate: matches won (a joint win counts for every winner), with its 95% Wilson score interval. Points per hand: final score / hands played.
cli-sim-head-seat = Seat
cli-sim-head-bot = Bot
cli-sim-head-team = Team
cli-sim-head-wins = Wins
cli-sim-head-win_rate = Win rate
cli-sim-head-ci = 95% CI
cli-sim-head-points = Points/hand
cli-sim-head-fair = Fair
cli-sim-head-pts = Pts/hand
cli-sim-head-median = Median ms
cli-sim-head-p95 = p95 ms
cli-arena-header = { $deals } { $deals ->
    [one] deal
   *[other] deals
}, each played { $times } { $times ->
    [one] time
   *[other] times
} ({ $layouts }); base seed { $seed }{ $drawn ->
    [yes] {" "}(drawn; pass --seed to repeat)
   *[no] {""}
}.
cli-arena-played = Played { $matches } { $matches ->
    [one] match
   *[other] matches
} ({ $hands } { $hands ->
    [one] hand
   *[other] hands
}) in { $seconds } s.
cli-arena-legend-sides = Win rate: matches won by the bot's side, with its 95% Wilson interval; a fair share is 50%. Pts/hand: the side's final score / hands played.
cli-arena-legend-seats = Win rate: seat-matches won by this bot (a joint win counts for every winner), with its 95% Wilson interval, against the fair share: the rate of a seat no better nor worse than the others (every seat's wins over every seat's matches, more than one seat's share of the table when a match can have several winners). Pts/hand: a seat's final score / hands played.
cli-arena-legend-time = Median and p95: the bot's time per decision (decisions with a choice only).
cli-progress-deals = deals
cli-progress-matches = matches
