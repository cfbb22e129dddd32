-- Puzzles mined from the games stored for the leaderboards (docs/RULES.md §21): a position
-- (the replay code of the game up to the move asked for), its answer (the solver's best
-- move, packed) and the answer's margin over every other move in millionths. The player
-- whose game it came from is kept so that "Forget me" takes their puzzles too.
CREATE TABLE puzzles (
    id TEXT PRIMARY KEY,
    mode TEXT NOT NULL,
    code TEXT NOT NULL,
    answer BIGINT NOT NULL,
    margin BIGINT NOT NULL,
    token_hash TEXT NOT NULL,
    created_us BIGINT NOT NULL
);

-- A mode's puzzles in the order of their ids, for the puzzle of the day.
CREATE INDEX puzzles_mode ON puzzles (mode, id);

-- A player's puzzles, for forgetting.
CREATE INDEX puzzles_player ON puzzles (token_hash);
