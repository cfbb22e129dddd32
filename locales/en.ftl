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
settings-name-unset = No name yet: you are asked for one when you first post a game.
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

## Saves: export and import

saves = Saves
# The footer's button that opens the panel: as short as the language allows, for the
# footer's row keeps to one line on a phone.
saves-button = Saves
saves-export = Export your game, best score and settings, to keep them safe or to move them to another browser or the installed app:
saves-download = Download file
saves-copy-code = Copy code
copied = Copied
saves-copy-failed = Copy failed: select the code and copy it
saves-code-label = Backup code
saves-import-file = Import them from a file:
saves-choose-file = Choose a file
saves-import-label = A backup code or file to import
saves-paste = Or paste a code here
saves-import-code = Import code
# $lines (String): what the import replaces, a line each
saves-replaces = Importing replaces:{"\u000A"}{ $lines }
saves-replace = Replace
saves-download-refused = This browser refused the download: copy the code instead.
saves-file-unreadable = The file could not be read.
persistence-checking = Asking the browser whether it keeps your saves…
persistence-unsupported = This browser cannot promise to keep your saves: export them to be safe.
persistence-granted = Kept: the browser has promised to keep your saves until you delete them.
persistence-not-granted = Not promised: the browser may delete your saves if space runs low or you stay away long. Export them to be safe.
# $why (String): why storage failed
import-unchanged = Nothing was changed: { $why }.
# $why (String)
# $rollback (String): why putting back failed
import-part-way = The import stopped part way ({ $why }), and putting back what was there failed too ({ $rollback }): some saves may be the backup's. Import it again, or reload.

## The leaderboard server's answers, worded by the app from their codes

server-not-found = The leaderboard has no such address.
server-method-not-allowed = The leaderboard does not take that method at this address.
server-unavailable = The leaderboard is unavailable just now; please try again in a while.
server-timeout = The leaderboard took too long to answer; please try again in a while.
server-error = The leaderboard server had a problem; please try again in a while.
server-rate-limited = Too many requests from your address: please wait a little, then try again.
server-bad-json = The leaderboard could not read the request.
server-too-large = The request is too large for the leaderboard.
server-no-such-board = The leaderboard has no such board.
server-day-not-begun = That day's daily game has not begun yet (days turn at midnight UTC).
server-board-closed = This day's board is closed: it took games until a day after the day ended.
server-day-counted = Your first game is on this board already: only a player's first game of the day counts.
server-taken = This game is on the board already, under another player's name.
server-bad-token = The leaderboard did not recognise this browser's player.
server-bad-name = The leaderboard refused that name: use 1 to 24 letters, digits, spaces or punctuation.
server-no-such-entry = That game is not on the leaderboard (any more).
server-no-such-player = The leaderboards have no games of this browser's player.
server-not-over = This game is not over: only finished games go on the board.
server-not-ranked = This game is not ranked: the boards list games played straight, without undo or the solver.
server-bad-code = The game's replay does not check out, so it cannot go on the board.
# $step (Number): which move, from 1
server-illegal-move = Move { $step } of the game's replay is not a legal move, so it cannot go on the board.
# $rank (Number): the entry's place, from 1
# $entries (Number): the board's entries
posted-stored = Your game is on the board: { NUMBER($rank, type: "ordinal") ->
    [one] { $rank }st
    [two] { $rank }nd
    [few] { $rank }rd
   *[other] { $rank }th
} of { $entries }.
# $rank (Number)
# $entries (Number)
posted-already = This game is on the board already: { NUMBER($rank, type: "ordinal") ->
    [one] { $rank }st
    [two] { $rank }nd
    [few] { $rank }rd
   *[other] { $rank }th
} of { $entries }.
# $score (Number): the best game's score
# $rank (Number)
# $entries (Number)
posted-kept-best = Your best game of this seed scored { $score } points, so it stays on the board: { NUMBER($rank, type: "ordinal") ->
    [one] { $rank }st
    [two] { $rank }nd
    [few] { $rank }rd
   *[other] { $rank }th
} of { $entries }.

## Posting to the leaderboards

not-ranked-not-over = Only a finished game can be posted.
# $count (Number): the game's undos
not-ranked-undos = Not for the leaderboard: this game has { $count } { $count ->
    [one] undo
   *[other] undos
}, and boards rank games played straight.
# $count (Number): the solver's moves
not-ranked-solver = Not for the leaderboard: the solver played { $count ->
    [one] a move
   *[other] { $count } moves
} of this game.
not-ranked-practice = Not for the leaderboard: a practice game. The day's board has your first game.
not-ranked-no-replay = Not for the leaderboard: this game began before the game kept its moves, so it has no replay to check.
name-empty = A name cannot be empty.
# $most (Number)
# $count (Number)
name-too-long = A name is at most { $most } characters long, not { $count }.
name-control = A name cannot hold control characters or characters that change the text's direction.
# $mode (String): a mode's title
# $day (String): a date
board-daily = { $mode } daily { $day }
# $mode (String)
# $size (Number)
# $seed (String)
board-seed = { $mode } { $size }×{ $size } · seed { $seed }
no-token-here = This browser cannot make a player's token.
# $name (String)
name-saved-here = Saved: your games will be posted as “{ $name }”.
name-saving = Saving…
# $name (String)
name-saved = Saved: the boards now show “{ $name }”.
# $name (String)
name-saved-later = Saved here: the boards get “{ $name }” with your next posted game.
forget-nothing = Nothing to forget: no game was posted from this browser.
forgetting = Forgetting…
# $count (Number): the games deleted
forgotten = { $count ->
    [one] Forgotten: your game was deleted from the leaderboards.
   *[other] Forgotten: { $count } games of yours were deleted from the leaderboards.
}
# $why (String)
forget-refused = Nothing was forgotten: { $why }
forget-offline = You are offline: nothing was forgotten. Try again once you are online.
forget-later = The server could not do it now: nothing was forgotten. Try again later.
forget-no-server = No leaderboard server answers on this site: nothing was forgotten.

## The leaderboard panel and the game-over box's post

# $key (String)
leaderboard-key = Leaderboard ({ $key })
leaderboard = Leaderboard
# $count (Number): posts waiting
leaderboard-pending = { $count ->
    [one] 1 of your games is pending: it is sent when the server can be reached.
   *[other] { $count } of your games are pending: they are sent when the server can be reached.
}
loading = Loading…
leaderboard-no-server = No leaderboard server answers on this site: the leaderboards need the game's own server. Everything else plays as before.
leaderboard-no-answer = The leaderboard server did not answer: try again later.
leaderboard-offline = You are offline: the leaderboards show when you are back online.
opening-replay = Opening the replay…
replay-not-fetched = The replay could not be fetched: try again.
leaderboard-board = Board
# $seed (String)
leaderboard-seed = Seed { $seed }
# $day (String): a date
today = Today, { $day }
# $day (String)
yesterday = Yesterday, { $day }
leaderboard-size = Size
daily-one-size = A daily game has one size
# $board (String): the board's name
# $count (Number): its games
board-caption = { $board }: { $count } { $count ->
    [one] game
   *[other] games
}
# $board (String)
# $count (Number)
board-caption-closed = { $board }: { $count } { $count ->
    [one] game
   *[other] games
} (closed)
column-rank = Rank
column-player = Player
column-score = Score
column-moves = Moves
column-top-tile = Top tile
column-replay = Replay
leaderboard-empty = No game on this board yet: finish one and post it to be the first.
# $player (String)
# $rank (Number)
watch-entry = Watch { $player }'s game, rank { $rank }
you = {" "}(you)
watch = Watch
post-name = Your name on the leaderboards
post = Post
post-to-leaderboard = Post to the leaderboard
see-the-leaderboard = See the leaderboard
# $name (String)
posting-as = As “{ $name }” (Settings changes it).
sending = Sending…
pending-offline = Pending: you are offline. It is sent when you are back online.
pending-later = Pending: the server could not take it yet. It is sent again soon.
pending-no-server = Pending: no leaderboard server answers on this site. It is tried again later.

## The figures and buttons around the board

assisted = The solver played in this game: it does not count for your best
highest = Highest
final-score = Final
hint = Hint
hint-key = Hint (H)
new-game = New game
new-game-key = New game (N)
sound-on-key = Sound on (M)
sound-off-key = Sound off (M)
mute = Mute
how-to-play = How to play
how-to-play-key = How to play (?)
undo = Undo
undo-key = Undo (U or Ctrl+Z)
redo = Redo
redo-key = Redo (Shift+U or Ctrl+Y)
watch-key = Watch the solver play (P); any key or tap stops it
stop = Stop
daily-label = {"Daily "}
daily-link-title = A link to this day's game
practice = {" practice"}
free-game = Free game
copy-link = Copy link
copy-link-failed = Copy failed: use the link
seed-label = {"Seed "}
seed-link-title = A link to this game

## How to play: what the keys do, after their names (each a part of a line, with its spacing and punctuation)

keys-redo-1 = {" "}plays it again (or{" "}
keys-redo-2 = ,{" "}
keys-redo-3 = ; Cmd for Ctrl on a Mac); a game with undos does not count for the best
keys-tiles-1 = {" "}roll the board under the centre cursor
keys-tiles-2 = {" "}recentres,{" "}
keys-tiles-3 = {" "}move the cursor over the board;{" "}
keys-tiles-4 = {" "}centres it
keys-tiles-5 = {" "}picks up the tile under the cursor, then an arrow swaps it;{" "}
keys-tiles-6 = {" "}puts it down
keys-tiles-7 = {" "}hints,{" "}
keys-tiles-8 = {" "}lets the solver play (any key stops it),{" "}
keys-tiles-9 = {" "}new game,{" "}
keys-tiles-10 = {" "}statistics,{" "}
keys-tiles-11 = {" "}leaderboard,{" "}
keys-tiles-12 = {" "}sound off or on,{" "}
keys-tiles-13 = {" "}this help
keys-tiles-14 = {" "}takes a move back,{" "}
keys-slides-1 = {" "}slide; on the board, swipe or drag with the mouse
keys-slides-2 = {" "}takes a slide back,{" "}
keys-slides-3 = {" "}hints (an arrow at the wall to slide to),{" "}
keys-slides-4 = {" "}lets the solver play (any key stops it); a game the solver played in does not count for the best
keys-slides-5 = {" "}new game (mode and size),{" "}
keys-slides-6 = {" "}sound off or on,{" "}
keys-slides-7 = {" "}this help,{" "}
keys-slides-8 = {" "}closes a dialog
keys-slides-9 = {" "}statistics,{" "}
keys-slides-10 = {" "}leaderboard
keys-or = {" "}or{" "}
key-space = Space
key-enter = Enter
key-esc = Esc
key-home = Home
key-shift = Shift
key-ctrl = Ctrl
touch-flick = Flick a tile towards a neighbour to swap them, or tap one tile, then the other
touch-roll = Drag with two fingers to roll the board sideways
touch-swipe = Swipe across the board to slide every tile that way

## The game-over box and how to play

# A mode's game over: why no move is left.
no-swap-left = No swap can make a match.
no-slide-left = No slide changes the board.
# $main (String): the main game's title
# $mode (String): the mode in play's title
back-to-main = Back to { $main } (your { $mode } game is kept)
play-again-practice = Play again (practice)
# The best the game passed, once the board rests after the move that passed it.
# $best (Number)
new-best = A new best! You passed your { $best }.
# Best's label once the game in play set a new best.
new-best-label = New best
# Beside Best, in a word: why the game in play does not count for it.
not-counted-solver-mark = solver
not-counted-undos-mark = undos
not-counted-practice-mark = practice
# The same, in full (the mark's hover, a screen reader).
not-counted-solver = The solver played in this game: it does not count for your best.
not-counted-undos = This game has undos: it does not count for your best.
not-counted-practice = A daily game played again is practice: it does not count for your best.
# What a screen reader hears after Best's label: the reason in full.
# $why (String)
best-not-counted-spoken = : { $why }
# The status line: the move's sentence, then the new best's.
# $said (String)
# $line (String)
said-then-new-best = { $said } { $line }
# The game-over box set aside to show the final board, where it covers it, and back.
look-at-board = Look at the board
look-at-board-key = Look at the board (Esc)
back-to-result = Back to the result
back-to-result-key = Back to the result (Esc)
game-over = Game over
final-score-label = Final score
close-how-to-play = Close how to play
play-the-tutorial = Play the tutorial
help-leaderboards = Leaderboards: post a finished game from its game-over box. The server plays every move again by these rules, so a verified replay proves that the moves are legal and the score is theirs; it cannot tell who or what chose them. A game with undos or moves by the solver is not ranked, but that mark is your game's own word, which the server takes as it comes.

## ExponenTorus and ExponenTile: swaps, merges, hints, the board's cells

# $seed (String): digits
# $side (String): the board's side in brackets, or nothing for the usual board
new-game-seed = New game, seed { $seed }{ $side }.
# $tile (String): a tile's value
# $place (String): row 3, column 4
picked-up = Picked up the { $tile } at { $place }. Press an arrow to swap it, Escape to put it down.
put-down = Put down.
no-swap-game-over = Game over: no swap makes a match.
no-swap-game-over-new = Game over: no swap makes a match. Press N for a new game.
# $score (Number)
no-swap-final-score = Game over: no swap makes a match. Final score { $score }.
refused-off-board = That cell is off the board.
refused-not-neighbours = Only neighbouring tiles can swap: side by side or one above the other.
refused-no-match = No match there: the tiles swap back.
edge-rolled-in = The bold line is the board's top and bottom edge: above it the bottom row, below it the top row.
across-the-edge = Can't swap across the board's top and bottom edge: only the sides wrap.
# $tile (String): the biggest tile made
# $points (Number)
# $cascades (Number)
# $score (Number)
merged = Merged into { $tile }, +{ $points } points{ $cascades ->
    [0] {""}
    [one] , { $cascades } cascade
   *[other] , { $cascades } cascades
}. Score { $score }.
# $tile (String)
# $place (String)
# $other (String): the other tile
# $side (String): where the other tile is from the first: above, below, left, right or seam (across the seam)
# $points (Number): the points the swap's own match scores
swap-hint = Hint: swap the { $tile } at { $place } with the { $other } { $side ->
    [above] above it
    [below] below it
    [left] to its left
    [right] to its right
   *[seam] across the seam
}: { $points } points.
# $tile (String)
# $place (String)
# $other (String): the other tile
# $side (String): where the other tile is from the first: above, below, left, right or seam (across the seam)
# $points (Number): the points the swap's own match scores
# $cascades (Number): about what it scores with the cascades it may set off
swap-hint-cascades = Hint: swap the { $tile } at { $place } with the { $other } { $side ->
    [above] above it
    [below] below it
    [left] to its left
    [right] to its right
   *[seam] across the seam
}: { $points } points, about { $cascades } with cascades.
# $tile (String)
# $place (String)
# $other (String)
# $other_place (String)
# $undos (String): 2 undos
swap-undone = Undone: the swap of the { $tile } at { $place } with the { $other } at { $other_place }. { $undos } this game.
# $tile (String)
# $place (String)
cell = { $tile }, { $place }
# $place (String)
empty-cell = empty, { $place }
cell-cursor = cursor
cell-picked-up = picked up
cell-hint = hint
# $size (Number)
torus-board-label = Board, { $size } by { $size }. The cursor is the centre cell.
# $mode (String): the mode's title
# $seed (String)
# $size (Number)
mode-game-on = { $mode }, game { $seed } on { $size } by { $size }.
cursor-at-top = The cursor is at the board's top edge.
cursor-at-bottom = The cursor is at the board's bottom edge.
cursor-at-left = The cursor is at the board's left edge.
cursor-at-right = The cursor is at the board's right edge.
across-a-flat-edge = Can't swap across the board's edge: this board does not wrap.
# $size (Number)
flat-board-label = Board, { $size } by { $size }. The arrows move the cursor.

## 2048: slides

# $dir (String): up, down, left or right
slid = Slid { $dir ->
    [up] up
    [down] down
    [left] left
   *[right] right
}.
# $tiles (String): the tiles made, listed
slide-merged = Merged into { $tiles }.
# $score (Number)
score-is = Score { $score }.
you-win-sentence = You made 2048: you win!
no-slide-game-over = Game over: no move changes the board.
# $dir (String)
nothing-moves = Nothing moves { $dir ->
    [up] up
    [down] down
    [left] left
   *[right] right
}.
# $dir (String)
# $score (Number)
# $undos (String)
slide-undone = Took back the slide { $dir ->
    [up] up
    [down] down
    [left] left
   *[right] right
}. Score { $score }, { $undos }.
# $dir (String)
slide-hint-no-merge = Hint: slide { $dir ->
    [up] up
    [down] down
    [left] left
   *[right] right
}: no merge, a better board.
# $dir (String)
# $points (Number)
slide-hint = Hint: slide { $dir ->
    [up] up
    [down] down
    [left] left
   *[right] right
}: { $points } points.
# $dir (String)
board-slide-hint = ; hint: slide { $dir ->
    [up] up
    [down] down
    [left] left
   *[right] right
}
keep-going-sentence = Keep going: the tiles go on past 2048.
# $size (Number)
# $hint (String): the hint, or nothing
slide-board-label = 2048 board, { $size } by { $size }: slide with the arrow keys{ $hint }

## Dialogs: new game, the win, replays, sharing, the update, notices, the tutorial's card

mode = Mode
start = Start
# $mode (String): the mode in play's title
# $other (String): the mode picked
switch-keeps = Your { $mode } game is kept. { $other ->
    [ExponenTorus] An
    [ExponenTile] An
   *[other] A
} { $other } game under way resumes, and offers the new one.
game-will-be-lost = The game in play will be lost.
you-win = You win!
# $score (Number)
you-made-the-tile = You made a 2048 tile, with { $score } points.
keep-going = Keep going
back-to-my-game = Back to my game
play-this-day = This day's board afresh, yours to play
play-this-seed = A fresh game of this seed, yours to play
play-this-game = Play this game
replay-controls = Replay controls
to-the-start = To the start
to-the-start-key = To the start (Home)
back-one-move = Back one move
back-one-move-key = Back one move (←)
play-or-pause-key = Play or pause (Space)
pause = Pause
play = Play
tutorial-play = Play
forward-one-move = Forward one move
forward-one-move-key = Forward one move (→)
to-the-end = To the end
to-the-end-key = To the end (End)
replay-move-label = Move
# $position (Number)
# $moves (Number)
position-of = { $position } / { $moves }
replay-speed = Speed
share-title = Share a picture of this game, your score and a link that replays it
share = Share
share-refused = The browser did not let the game copy it: select the text and copy it.
share-failed-again = Copying failed again: select the text and copy it.
share-copied = Copied.
share-text-label = Your score and the link to your game
copy = Copy
update-available = Update available
updating = Updating…
update-now = Update now
dismiss = Dismiss
tutorial = Tutorial
tutorial-done-count = · done
# $step (Number)
# $steps (Number)
tutorial-step-count = · step { $step } of { $steps }
skip-tutorial-key = Skip the tutorial (Esc): back to your game
skip = Skip
roll-left = Roll the board left
roll-right = Roll the board right

## How to play each mode

rules-swaps = Swap two neighbouring tiles to line up three or more equal tiles. They merge into the tile you moved: three make it double, four make it four times, five eight times. The merged value is your score.
rules-mouse = Mouse: click a tile then a neighbour, or drag a tile towards one
rules-cylinder = The board is a cylinder: the left and right sides join, so lines run across them. The top and bottom never join, and tiles always fall towards the bottom.
rules-touch-roll = Touch: flick a tile towards a neighbour; drag with two fingers to roll
rules-other-modes = New game also switches to the original ExponenTile or classic 2048; each mode keeps its own game
rules-flat = This is the original flat board: its edges do not join, so no swap or line crosses them. Tiles fall towards the bottom, and new ones drop in from the top.
rules-touch-flick = Touch: flick a tile towards a neighbour
credit-before = ExponenTile is Mike Laumann Bellika's game (MIT licence):{" "}
credit-original = play the original
credit-between = , or read{" "}
credit-source = its source
credit-after = . ExponenTorus plays its rules on a cylinder.
rules-slides = Slide every tile to one side. Two equal tiles that meet merge into their sum, which scores; after each slide that changes the board a 2 (or, one time in ten, a 4) appears. Make a 2048 tile to win, then keep going if you like: the game ends when no slide changes the board.
rules-touch-swipe = Touch: swipe across the board; mouse: drag it
rules-sizes-keep = Each board size keeps its own best; ExponenTorus keeps its game while you play here

## The tutorials: each step, how to do it with keys or by touch, and the end

lesson-torus-1 = Swap the two marked tiles to line up three 2s.
lesson-torus-2 = Space picks up the tile under the cursor and ↑ swaps it; or flick one marked tile onto the other; or click one, then the other.
lesson-torus-3 = Flick one marked tile onto the other, or tap one, then the other.
lesson-torus-4 = Now line up four 4s: a longer line merges into a bigger tile.
lesson-torus-5 = Space, then →; or flick or click, as before.
lesson-torus-6 = Flick or tap, as before.
lesson-torus-7 = Swap the marked tiles and watch: tiles fall, and the lines they make merge by themselves.
lesson-torus-8 = Space, then →; or flick or click.
lesson-torus-9 = Flick one onto the other, or tap one, then the other.
lesson-torus-10 = Roll the board sideways to bring the dashed seam, where its left and right sides meet, in from the edge.
lesson-torus-11 = ← or → rolls it a cell, or use the buttons here.
lesson-torus-12 = Drag the board sideways with two fingers, or use the buttons here.
lesson-torus-13 = Swap the marked tiles across the seam: the tiles either side of it are neighbours.
lesson-torus-14 = Roll a marked tile under the cursor, then Space and an arrow; or flick it over the seam; or click one, then the other.
lesson-torus-15 = Flick a marked tile over the seam onto the other, or tap one, then the other.
lesson-torus-16 = That's the game: line up, merge, watch the cascades, roll round. Your own game is waiting.
lesson-flat-1 = Space picks up the tile under the cursor (the ring) and ↑ swaps it; or flick one marked tile onto the other; or click one, then the other.
lesson-flat-2 = The arrows move the cursor: → takes it onto the right-hand tile, then Space and ← swap; or flick or click.
lesson-flat-3 = That's ExponenTile: line up, merge, watch the cascades. Your own game is waiting.
lesson-slides-1 = Slide every tile to one side.
lesson-slides-2 = An arrow key or WASD; or swipe across the board, or drag it with the mouse.
lesson-slides-3 = Swipe across the board, any way.
lesson-slides-4 = Slide the two marked 2s together: they merge into a 4.
lesson-slides-5 = ↓ or ↑; or swipe down or up.
lesson-slides-6 = Swipe down or up.
lesson-slides-7 = Now merge the two 4s into an 8.
lesson-slides-8 = ← or →; or swipe sideways.
lesson-slides-9 = Swipe sideways.
lesson-slides-10 = That's 2048: keep merging, and a 2048 tile wins.
# $step (Number)
# $steps (Number)
# $says (String): what the step asks
tutorial-step = Step { $step } of { $steps }: { $says }
# $place (String)
marked-empty = the empty cell at { $place }
# $tile (String)
# $place (String)
marked-tile = the { $tile } at { $place }
# $cells (String): the marked cells, listed
marked = Marked: { $cells }.
# $step (String): the step's sentence
tutorial-set-out-again = No move was left, so the board is set out again. { $step }
# $ending (String): the tutorial's last words
tutorial-done = Well done! { $ending } Press Play to start.
tutorial-left = Your game is ready. The tutorial stays in how to play (?).
tutorial-skipped = Tutorial skipped: your game is ready. The tutorial stays in how to play (?).
sound-on = Sound on.
sound-off = Sound off.

## Sharing: the line, and the picture's words

# $mode (String): a mode's title
# $day (String): a date
share-daily-practice = { $mode } daily { $day } (practice)
# $title (String): the game's name, 2048 4×4 · seed 42
# $score (Number)
# $tile (String): the top tile, as it shows
# $moves (Number)
share-line = { $title } · { $score } points · top tile { $tile } · { $moves } { $moves ->
    [one] move
   *[other] moves
}
# $count (Number)
share-solver-moves = { $count } { $count ->
    [one] move
   *[other] moves
} by the solver
# $day (String)
picture-daily = Daily { $day }
# $day (String)
picture-daily-practice = Daily { $day } (practice)
# $size (Number)
# $seed (String)
picture-seed = { $size }×{ $size } · seed { $seed }
picture-solver = the solver played
picture-score = SCORE
picture-top-tile = TOP TILE
picture-moves = MOVES
# $why (String)
stats-unreadable-now = The statistics cannot be read: { $why }.

## Races: the buttons that open one, the helpers off during one

race = Race
race-key = Race a friend (R)
race-this-board-key = Race a friend on this board (R)
race-hint-off = Hint is off in a race
race-watch-off = Watch is off in a race
# In the keys' line after the key R, between commas.
keys-race = {" "}race a friend,{" "}
race-form-title = Race a friend
# $most (Number): the players a race takes at most
race-form-sub = Everyone plays the same board, live. Send the link; up to { $most } players.
race-your-name = Your name (as on the leaderboards)
race-name-placeholder = Your name
race-length = Length
race-create = Start a race
race-until-over = Until the last board is over
# $minutes (Number)
race-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
race-asking = Asking the server whether it runs races…
race-no-races = This site does not run races: they need the game's own server, and it has none.
race-offline = A race needs the game's server: you seem to be offline. Try again once you are online.
race-not-answering = The game's server does not answer just now: try again in a moment.
race-needs-name = Racing needs your name, and a browser that can make a player's token.
race-making = Making the race…
race-not-made = The server could not make a race just now: try again in a moment.

## Races: the lobby, the race bar, the standings, and what a race says

# $action (String): hint, watch, undo or redo
race-helper-off = { $action ->
    [hint] Hint is off in a race.
    [watch] Watch is off in a race.
    [undo] Undo is off in a race.
   *[redo] Redo is off in a race.
}
# $link (String): the race's id as the link gave it, shortened
race-not-a-link = “{ $link }” is no race's link.
race-on = The race is on: the same board for everyone.
race-back-in = Back in the race, at your moves as the server has them.
race-unknown-kind = This race is of a kind this version of the game does not know.
race-reconnecting-try-again = Reconnecting to the race: try again in a moment.
race-lost = The connection to the race was lost. Reconnecting…
# $reason (String): why the connection closed, a sentence (race-closed-…)
race-lost-because = { $reason } Reconnecting…
race-closed-too-slow = The connection to the race was too slow, or silent for too long.
race-closed-refused = The race's server closed the connection: it could not take what this page sent.
race-closed-too-large = A message was too large for the race's server.
race-closed-unavailable = The race's server is unavailable just now.
race-closed-restarting = The race's server is restarting.
race-closed-behind = You fell behind the race, and catch up as you join again.
race-closed-replaced = You opened this race in another window.
race-closed-no-such-race = No race has this link: it may be mistyped.
race-connecting = Connecting to the race…
race-a-race = A race
# $kind (String): the race's kind (race-kind)
race-lobby-title = Race: { $kind }
# $mode (String): the mode's title
# $size (Number): the board's side
# $length (String): the race's length (race-minutes, or race-kind-until-over)
race-kind = { $mode } { $size } × { $size }, { $length }
# After a board's size, in race-kind
race-kind-until-over = until the last board is over
race-send-link = Send this link:
race-link-label = The race's link
race-copy = Copy
# The marks beside a name in the lobby, listed in race-marks
race-mark-made-it = made the race
race-mark-you = you
race-mark-away = away
# $marks (String): the marks (race-mark-…), listed
race-marks = ({ $marks })
race-ready-mark = ✓ ready
# $seconds (Number)
race-starting-in = Starting in { $seconds }…
race-start-how-creator = Start when everyone is in; it also starts once everyone is ready.
race-start-how = The race starts when the player who made it starts it, or when everyone is ready.
race-watching = You are watching. Join to race.
race-leave = Leave
race-ready = Ready
race-not-ready = Not ready
race-start = Start
race-join = Join
race-bar-label = The race
race-clock-until-over = Until the last board
race-clock-time-left = Time left:
# A player's rank in the race bar, as the language writes a place in a ranking:
# 1. (German), 1er (French), 1.º (Spanish), 1位 (Japanese), the bare number in Arabic
# (whose full stop after a number is a Latin one)
# $rank (Number)
race-rank = { $rank }.
race-presence-left = left
race-presence-done = done
race-presence-away = away
# $moves (Number)
race-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
# $tile (String): the highest tile, as on the board
race-top-tile = top { $tile }
# $name (String): a player's name
race-board-of = { $name }'s board
race-standings = The standings
race-interrupted = The server restarted during this race, which ended there: these are the standings it had kept.
race-left-mark = (left)
race-watch-replay = Watch
race-back = Back to my game
race-rematch = Rematch
# The race server's refusals, by their codes (server/src/race/protocol.rs)
race-refused-message = The race's server did not read that message.
race-refused-not-in-race = You are not in this race: you are watching.
race-refused-not-begun = The race has not begun: wait for the countdown.
race-refused-over = The race is over: that move came after the end and does not count.
race-refused-left = You left this race: your score stands as it was.
race-refused-out-of-order = That move was not your next one as the server has them: your board is back at the server's moves.
race-refused-illegal-move = That move is not a legal one on the server's board: your board is back at the server's moves.
race-refused-bad-race = The race's server does not run a race of that kind: its mode, board size or length.
race-refused-rate-limited = Too many messages at once: that one was not taken.
race-refused-said-already = This page said who it is already.
race-refused-unavailable = The race's server could not take that just now; it was not counted.
# $most (Number): the players a race takes at most
race-refused-full = This race is full: { $most } players at most. You are watching.
race-refused-begun = This race has begun without you: you are watching.
race-refused-not-creator = Only the player who made the race starts it; it also starts once everyone is ready.
race-refused-not-over = A rematch comes once the race is over.

## The analysis: the replay viewer's marks, accuracy, chart and better moves

analysis-panel = Analysis
analyse = Analyse
analyse-key = Each move against the solver's best (A)
analysis-cancel = Cancel
analysis-cancel-key = Cancel (Esc)
analysis-costliest = The costliest moves
better-move = Better move
better-move-key = Show the better move on the board (B)
play-it-out = Play it out
back-to-the-game = Back to the game
play-it-out-key = Play the better move, or go back (P)
# $mark (String): best, good, inaccuracy, mistake or blunder
mark-title = { $mark ->
    [best] Best
    [good] Good
    [inaccuracy] Inaccuracy
    [mistake] Mistake
   *[blunder] Blunder
}
# $mark (String): best, good, inaccuracy, mistake or blunder
mark-name = { $mark ->
    [best] best
    [good] good
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
# $moves (Number)
analysis-started = Analysing the game's { $moves } { $moves ->
    [one] move
   *[other] moves
} against the solver's best. Escape cancels; the replay plays on meanwhile.
# $reviewed (String): the next move read with its mark (reviewed-move), after where the replay stands
analysis-next = Next: { $reviewed }
analysis-cancelled = Analysis cancelled.
# $best (Number)
# $good (Number)
# $inaccuracies (Number)
# $mistakes (Number)
# $blunders (Number)
analysis-counts = { $best } best, { $good } good, { $inaccuracies } { $inaccuracies ->
    [one] inaccuracy
   *[other] inaccuracies
}, { $mistakes ->
    [0] no mistake
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [0] no blunder
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}
# $accuracy (String): a percentage
# $counts (String): the marks counted (analysis-counts)
analysis-done = Analysed: accuracy { $accuracy }; { $counts }. B shows the better move, P plays it out.
# $number (Number): the move's number, from 1
# $played (String): the move in words (move-swap, move-slide)
reviewed-best = Move { $number }, { $played }: best.
# $number (Number)
# $played (String)
# $mark (String): the mark's name (mark-name)
# $lost (String): the share of the best move's points given up, a percentage
reviewed-move = Move { $number }, { $played }: { $mark } ({ $lost } given up).
# $number (Number)
# $played (String)
# $mark (String)
# $lost (String)
# $better (String): the better move in words
reviewed-move-better = Move { $number }, { $played }: { $mark } ({ $lost } given up). Better: { $better }.
# $number (Number)
# $merged (String): what the better move did, a sentence
better-played = The better move than move { $number }, played out: { $merged } Escape or P goes back to the game.
# $number (Number)
back-to-the-game-before = Back to the game, before move { $number }.
better-shows = The better move shows on the board where the move played was not the best.
better-hidden = The better move no longer shows.
analyse-first = Analyse the game first: A, or the Analyse button.
no-better-move = The move played here was the solver's own: there is no better move.
# $done (Number)
# $total (Number)
analysis-progress = Analysing… { $done } of { $total } moves
# $accuracy (String): a percentage
accuracy-heading = Accuracy { $accuracy }
# $number (Number)
# $mark (String): the mark's name (mark-name)
# $lost (String): a percentage
costly-move = Move { $number }: { $mark }, { $lost } given up
# $score (Number)
# $moves (Number)
# $accuracy (String)
# $counts (String): analysis-counts
chart-words = The score rises to { $score } over { $moves } { $moves ->
    [one] move
   *[other] moves
}. Accuracy { $accuracy }: { $counts }.
# $moves (String): the costliest moves (costly-in-words), listed; after chart-words
chart-costliest = {" "}The costliest: { $moves }.
# $number (Number)
# $mark (String): the mark's name (mark-name)
# $lost (String): a percentage
costly-in-words = move { $number } ({ $mark }, { $lost } given up)
# $dir (String): up, down, left or right
move-slide = slide { $dir ->
    [up] up
    [down] down
    [left] left
   *[right] right
}
# $tile (String)
# $place (String)
# $other (String)
# $other_place (String)
move-swap = swap the { $tile } at { $place } with the { $other } at { $other_place }

## Puzzles: one move to find, from real games or the daily game

# $text (String): what the link names
puzzle-not-an-id = “{ $text }” is not a puzzle's id (12 of the digits 0-9 and a-f, or a mode and a day, as 2048-2026-12-04)
# $id (String)
puzzle-no-such = no puzzle has the id { $id }
# $day (String): a date
puzzle-not-out = the puzzle of { $day } is not out yet (days turn at midnight UTC)
# $why (String): where the text breaks
puzzle-unreadable = the puzzle does not read ({ $why })
# $why (String): why the position's replay code does not read
puzzle-bad-position = its position does not read: { $why }
# $mode (String): the mode's name as the puzzle gives it
puzzle-other-mode = its mode “{ $mode }” is not its position's, or none this game plays
puzzle-no-answer = its answer is not a move of its position
# $points (Number)
puzzle-solved = Right! That move scores { $points } { $points ->
    [one] point
   *[other] points
}.
# $better (String): the better move in words (move-swap, move-slide)
# $better_worth (String): its expected points, a decimal number
# $played (String): the move played, in words
# $played_worth (String): its expected points
puzzle-missed = Not this one: the move is taken back. Better: { $better }, worth { $better_worth } points on average against { $played_worth } for { $played }.
# $id (String): the puzzle's id
puzzle-opened = Puzzle { $id }: find the best move. You have one; Escape goes back to your game.
# $id (String)
puzzle-opened-touch = Puzzle { $id }: find the best move. You have one; Back goes back to your game.
puzzle-left = Back to your game, as you left it.
# $error (String): why (puzzle-not-an-id, puzzle-no-such, …)
# $instead (String): what is on the board instead (own-game-kept)
bad-puzzle = This puzzle link does not work: { $error }. { $instead }
# $id (String)
puzzle-unreachable = the puzzle { $id } is kept by the game's server, and no server answers here
puzzle-of-the-day = Puzzle of the day
puzzle-title = Puzzle
puzzle-back = Back to your game
# $solved (Number)
# $streak (Number)
puzzle-figures = Puzzles solved: { $solved }; in a row: { $streak }.
puzzle-solved-by-mode = Puzzles solved in each mode
# $mode (String): a mode's title
puzzle-mode-puzzles = { $mode } puzzles

## The install manifest (scripts/manifests.mjs; English: public/manifest.webmanifest)

# The same words as public/manifest.webmanifest's description.
manifest-description = ExponenTile, 2048 meets match-3, on a cylinder: swap neighbouring tiles to line up three or more equal numbers, merge them into bigger powers of two, and play across the seam where the columns wrap.
