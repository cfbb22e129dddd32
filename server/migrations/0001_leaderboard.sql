-- The leaderboard's schema, one text for SQLite and PostgreSQL alike: only types and
-- statements both read the same way (TEXT, INTEGER, BIGINT; no autoincrement).

-- A player: the hash of the token the app made (never the token), and the name shown
-- beside the player's games.
CREATE TABLE players (
    token_hash TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    created_us BIGINT NOT NULL
);

-- A board: a mode, a side and a seed, with how many entries it holds (kept here rather
-- than counted on every read of a large board).
CREATE TABLE boards (
    mode TEXT NOT NULL,
    size INTEGER NOT NULL,
    seed TEXT NOT NULL,
    entries BIGINT NOT NULL,
    PRIMARY KEY (mode, size, seed)
);

-- An entry: one verified game on its board. Its id is the hash of its replay code, so the
-- same game is one entry however often it is sent; one entry per player and board. The
-- seed is decimal text: a 64-bit seed fits no signed BIGINT.
CREATE TABLE entries (
    id TEXT PRIMARY KEY,
    mode TEXT NOT NULL,
    size INTEGER NOT NULL,
    seed TEXT NOT NULL,
    token_hash TEXT NOT NULL REFERENCES players (token_hash),
    score BIGINT NOT NULL,
    moves BIGINT NOT NULL,
    top_tile BIGINT NOT NULL,
    submitted_us BIGINT NOT NULL,
    code TEXT NOT NULL,
    UNIQUE (mode, size, seed, token_hash)
);

-- A board's ranking in order: the highest score first, an equal score by the earlier
-- submission, then by id so that the order is total.
CREATE INDEX entries_ranking ON entries (mode, size, seed, score DESC, submitted_us, id);

-- A player's entries, for renaming and forgetting.
CREATE INDEX entries_player ON entries (token_hash);
