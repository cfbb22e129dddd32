### ExponenTorus's messages in English, the source of every other language.
###
### Each message's comment declares the variables it takes, `$count (Number)` or
### `$name (String)`: the build writes a typed function for each message (`tr::size_bytes`)
### from these, and `tests/messages.rs` holds every other language to the same messages and
### variables. A Number is chosen among plural forms and written in the language's digits;
### a String is put in as it is. The glossary of each language: docs/translating.md.

## Sizes of files

# $count (Number)
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
# $size (String): a number such as 48.1, already written
size-kilobytes = { $size } KB
# $size (String)
size-megabytes = { $size } MB
# $size (String)
size-gigabytes = { $size } GB
# $size (String)
size-terabytes = { $size } TB

## Languages

# $language (String): the language's own name, Deutsch
language-unavailable = { $language } could not be loaded (the network may be off), so the game is in English. It will be in { $language } when the page next loads with the network.

## Words used everywhere

done = Done
cancel = Cancel
close = Close

## Settings

settings = Settings
settings-language = Language
settings-animation = Animation
speed-instant = Instant
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
settings-theme = Theme
theme-system = System
theme-light = Light
theme-dark = Dark
settings-palette = Tile colours
palette-standard = Standard
palette-safe = Colour-blind safe
settings-volume = Volume
settings-name = Name on the leaderboards
settings-name-placeholder = Asked when you first post a game
settings-name-save = Save name
forget-me = Forget me
forget-me-title = Forget me?
forget-me-what = Every game you posted from this browser is deleted from the leaderboards, for good. Your games and scores here stay; a game posted later starts you afresh.

## Lists and places

# A list's items between all but the last two.
list-separator = {", "}
# $items (String): the items but the last, already listed
# $last (String)
list-or = { $items } or { $last }
# $items (String)
# $last (String)
list-and = { $items } and { $last }
# $row (Number)
# $column (Number)
place = row { $row }, column { $column }
# $size (Number): a board's side
side-in-brackets = {" "}({ $size }×{ $size })

## The game's sentences, in every mode

# $count (Number)
undo-count = { $count ->
    [one] { $count } undo
   *[other] { $count } undos
}
# $count (Number)
undos-at-game-over = With { $count ->
    [one] { $count } undo
   *[other] { $count } undos
}: the best counts games played without undo.
nothing-to-undo = Nothing to undo.
nothing-to-redo = Nothing to redo.
watching = The solver is playing. Press any key or tap to take the game back; its moves do not count for your best.
watch-stopped = Your move: the game is yours again.
store-blocked = the browser blocks storage for this page
store-full = the browser's storage is full
# $detail (String): the browser's own words
store-failed = storage failed ({ $detail })
# $why (String): why storage failed
saving-off = Saving is off: { $why }. The game plays on, but it will not be kept when you leave.
# $key (String): where the old save is kept
old-save-kept = The old save is kept as “{ $key }”.
old-save-lost = The old save could not be kept.
# $error (String): why the save does not load
# $kept (String): what became of it
unreadable-save = { $error } A new game has started. { $kept }
# $text (String): the link's seed as written
# $largest (String): the largest seed, written out
seed-too-large = “{ $text }” is too large for a seed (the largest is { $largest }), so the link's game could not start.
# $text (String)
seed-not-a-number = “{ $text }” is not a seed (seeds are whole numbers), so the link's game could not start.
# $text (String): the link's size as written
# $sizes (String): the sizes, listed
# $size (Number): the side the game has instead
invalid-size = “{ $text }” is not a board size (the boards are { $sizes } tiles a side), so the game is { $size }×{ $size }.
# $text (String)
# $modes (String): every mode's title, listed
# $main (String): the main game's title
invalid-mode = “{ $text }” is not a game mode here (there are { $modes }), so this is { $main }.
# $day (String): a date, already written
daily-game-of = daily game of { $day }
# $mode (String): a mode's title
# $day (String)
mode-daily-game-of = { $mode } daily game of { $day }
# $seed (String): digits
game-seed = game { $seed }
# $mode (String)
# $seed (String)
mode-game-seed = { $mode } game { $seed }

## Replays

# $player (String): the player's name
# $game (String): game 42, daily game of …
# $score (Number)
# $moves (Number)
replay-of-player = Replay of { $player }'s { $game }: { $score } { $score ->
    [one] point
   *[other] points
} in { $moves } { $moves ->
    [one] move
   *[other] moves
}.
# $game (String)
# $moves (Number)
replay-of = Replay of { $game }: { $moves } { $moves ->
    [one] move
   *[other] moves
}.
# $game (String): daily game of …
# $moves (Number)
replay-of-the = Replay of the { $game }: { $moves } { $moves ->
    [one] move
   *[other] moves
}.
replay-how-touch = It is paused: the buttons below play, pause and step, and the slider picks a move.
replay-how-keys = Space plays or pauses, the arrows step, Home and End jump.
# $player (String)
replay-heading-player = { $player }'s game
replay-heading = Replay
# $whose (String): Replay, or Ann's game
replay-heading-daily = { $whose } · daily{" "}
# $whose (String)
replay-heading-seed = { $whose } · seed{" "}
# $position (Number)
# $moves (Number)
# $merged (String): what the move did
replay-move = Move { $position } of { $moves }. { $merged }
# $moves (Number)
replay-at-deal = The deal, before move 1 of { $moves }.
# $position (Number)
# $moves (Number)
# $score (Number)
replay-at = After move { $position } of { $moves }: score { $score }.
# $position (Number)
# $moves (Number)
replay-paused = Paused after move { $position } of { $moves }.
# $moves (Number)
# $score (Number)
replay-ended = End of the replay: { $moves } { $moves ->
    [one] move
   *[other] moves
}, score { $score }.
own-game-kept = Your own game is here, as you left it.
new-game-started = A new game has started.
# $error (String): why the code does not read
# $instead (String): what is on the board
bad-replay = This replay link does not work: { $error }. { $instead }
adopted-from-other-tab = The game was played on in another tab: this tab now shows its latest state.

## Games offered beside the one in play

# $game (String): game 42 (7×7)
offer = The link is for { $game }, but you have a game under way, so it is kept.
# $mode (String)
# $game (String)
offer-in-mode = Your { $mode } game under way is kept; { $game } is ready when you want it.
# $game (String)
accept-offer = Play { $game } instead
# $asked (String): a date
# $kept (String): a date
daily-offer = The link is for the daily game of { $asked }, but your daily game of { $kept } is under way, so it is kept.
# $day (String)
accept-daily-offer = Play the daily game of { $day } instead
# $day (String)
daily-started-practice = The daily game of { $day } again, as practice: it does not count.
# $day (String)
daily-started = The daily game of { $day }: the same board for everyone.

## The statistics' record

# $why (String)
stats-damaged = the statistics are damaged ({ $why })
# $version (Number)
# $reads (Number)
stats-unknown-version = the statistics have version { $version }; this version of the game reads version { $reads }
# $what (String)
stats-missing = the statistics have no { $what }
# $what (String)
# $game (Number)
stats-invalid = game { $game } of the statistics has an impossible { $what }
# $key (String)
old-stats-kept = The old statistics are kept as “{ $key }”.
old-stats-left = They could not be kept aside, so they are left as they were.
# $error (String)
# $kept (String)
unreadable-stats = The statistics could not be read: { $error }. They start again. { $kept }

## The rules' errors: a save that does not load, a replay code that does not read

# $why (String)
load-malformed = The saved game is unreadable ({ $why }).
# $version (Number)
# $reads (Number)
load-unknown-version = The saved game is from another version of the game ({ $version }); this one reads version { $reads }.
# $min (Number)
# $max (Number)
load-bad-size = The saved board is not a square of { $min } to { $max } rows.
# $why (String)
load-tampered = The saved game does not add up: { $why }.
load-bad-value = The saved board holds a tile that is not a power of two.
load-duplicate-id = The saved board holds two tiles with one id.
load-bad-next-id = The saved game's next tile id is already in use.
load-has-run = The saved board holds a line of three, which a game at rest never has.
# $saved (String): a mode's title
# $wanted (String)
load-other-mode = The saved game is a game of { $saved }, not of { $wanted }.
code-empty = the replay link has no code
code-too-long = the replay code is too long to be a game
# $character (String)
# $at (Number)
code-bad-character = the replay code has a stray character “{ $character }” at character { $at }
# $format (Number)
code-unknown-version = the replay code was made by a newer version of the game (format { $format }); reload the page to update it
code-not-a-code = the link holds no replay code, or its code was damaged
# $mode (Number)
code-unknown-mode = the replay code is of a game mode ({ $mode }) this version of the game does not know
# $size (Number)
code-bad-size = the replay code names a { $size }×{ $size } board, which no game has
code-truncated = the replay code is cut short
code-check-failed = the replay code does not match its checksum: it was changed or damaged
# $part (String)
code-out-of-range = the replay code's { $part } is out of range
code-trailing-bytes = the replay code goes on past its last move
# $step (Number)
# $why (String)
code-illegal-move = move { $step } of the replay is not a legal move: { $why }
not-replayable = this game went on from an older save that kept no moves, so it cannot be replayed

## Backups: what a file or code holds, and why one cannot be used

backup-part-version = version
backup-part-settings = settings
backup-part-game = game
backup-part-best = best score
# $mode (String): a mode's title
backup-part-bests = { $mode } best scores
backup-part-games-or-bests = games or best scores
backup-empty = There is nothing to import: the file or code is empty.
# $size (String): a size, 2.1 MB
backup-too-large = This is too large to be an ExponenTorus backup ({ $size }; a backup is a few kilobytes, a megabyte with years of statistics).
backup-not-a-backup = This is not an ExponenTorus backup: it lacks "format": "exponentorus-backup".
# $why (String)
backup-damaged = The backup is damaged: { $why }.
# $version (Number)
# $reads (Number): the newest version this build reads
backup-unknown-version = This backup has version { $version }, which this version of the game cannot read (it reads 1 to { $reads }). Update the game, then import it again.
# $part (String)
backup-missing = The backup has no { $part }.
# $game (String): game, 2048 game
# $error (String)
backup-bad-game = The backup's { $game } cannot be used. { $error }
# $why (String)
backup-unusable = The backup cannot be used: { $why }.
# $mode (String)
# $side (String): as written
# $sides (String): the sides, listed
backup-bad-side = The backup cannot be used: its { $mode } best scores name the board side “{ $side }”, which is not { $sides }.
# $mode (String)
# $side (Number)
backup-side-twice = The backup cannot be used: its { $mode } best scores name the board side { $side } twice.
# $error (String)
backup-bad-settings = The backup's settings cannot be used: { $error }.
# $prefix (String): how a code starts
backup-not-a-code = This is neither a backup file nor a backup code (a code starts with “{ $prefix }”).
# $found (String)
# $prefix (String)
backup-code-version = This code (“{ $found }”) was made by another version of the game; this one reads codes that start with “{ $prefix }”.
# $character (String)
# $at (Number)
backup-bad-character = The code holds “{ $character }” at character { $at }, which no code holds: copy the whole code again.
backup-cut-short = The code is cut short: it lacks its eight check digits at the end.
backup-check-failed = The code is damaged: its check digits do not match (a character was changed, lost or added). Copy the whole code again.
# $what (String)
# $now (String)
# $then (String)
replacement = { $what }: { $now } → { $then }
none = none
preview-animation = Animation
preview-theme = Theme
preview-colours = Colours
speed-as-system = as the system prefers
preview-statistics = Statistics
# $count (Number)
finished-games = { $count } finished { $count ->
    [one] game
   *[other] games
}
preview-name = Leaderboard name
# $side (Number)
preview-best-side = Best score, { $side } × { $side }
# $best (Number)
# $side (Number)
best-on-side = { $best } on { $side } × { $side }
# $mode (String)
preview-mode-bests = { $mode } best scores
the-game = game
# $mode (String)
mode-game = { $mode } game
# $side (Number)
# $seed (String)
# $score (Number)
# $moves (Number)
game-described = { $side } × { $side }, seed { $seed }: { $score } { $score ->
    [one] point
   *[other] points
} in { $moves } { $moves ->
    [one] move
   *[other] moves
}
# $game (String)
game-described-over = { $game }, over

## Statistics

# $key (String): the key that opens the panel
statistics-key = Statistics ({ $key })
stats-button = Stats
statistics = Statistics
stats-group = Game
# $mode (String): a mode's title
# $size (Number): a board's side
stats-group-name = { $mode } { $size }×{ $size }
stats-played = Played
stats-mean = Mean
stats-median = Median
stats-best = Best
stats-note-best = Best: without undo or the solver.
# $count (Number)
stats-note-helped = { $count } with help, counted but never best.
# $count (Number)
stats-note-practice = { $count } practice, not counted.
stats-highest-tile = Highest tile
stats-score-line = Score, game by game
stats-daily = Daily game
stats-daily-before = One board for everyone each UTC day:{" "}
stats-daily-link = play today's
stats-daily-after = , or an earlier day's below.
stats-streak = Streak
stats-longest = Longest
stats-nothing-yet = No finished games yet
stats-nothing-yet-sentence = No finished games yet.
# $tile (String): a tile's value, as the tile shows it
# $count (Number)
tile-in-games = { $tile } in { $count } { $count ->
    [one] game
   *[other] games
}
# $tiles (String): each tile and its games, listed
highest-tiles-reached = Highest tile reached: { $tiles }.
# $score (Number)
score-line-one = One game, { $score } points.
# $count (Number)
# $first (Number)
# $last (Number)
# $low (Number)
# $high (Number)
score-line-many = { $count } games, oldest first: the first scored { $first }, the latest { $last }; lowest { $low }, highest { $high }.

## The daily game

# $why (String): why the link's text is not a day
daily-no-day = The daily game link names no day: { $why }. Here is today's daily game.
# $day (String): a date
daily-not-out = The daily game of { $day } is not out yet (days turn at midnight UTC). Here is today's.
# $day (String)
# $first (String): the first daily game's date
daily-before-first = There is no daily game of { $day }: the first was on { $first }. Here is today's.
# $text (String): as written
day-not-a-date = “{ $text }” is not a date written as 2026-11-30
# $text (String)
day-no-such-day = the calendar has no day { $text }
