-- Races (docs/server.md, "Races"): one text for SQLite and PostgreSQL alike, as 0001.

-- A race: its kind, its seed (decimal text, told to the players only at the start), who
-- made it, and when it began and ended (milliseconds since the epoch; NULL until then).
-- A rematch names the race it follows.
CREATE TABLE races (
    id TEXT PRIMARY KEY,
    mode TEXT NOT NULL,
    size INTEGER NOT NULL,
    minutes INTEGER NOT NULL,
    seed TEXT NOT NULL,
    creator_hash TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    started_ms BIGINT,
    ended_ms BIGINT,
    rematch_of TEXT
);

-- A race's players by seat, under the leaderboards' token (its hash) and name: a
-- rematch's players from its making, every player's result (the game as a replay code)
-- once the race ends.
CREATE TABLE race_players (
    race_id TEXT NOT NULL REFERENCES races (id),
    seat INTEGER NOT NULL,
    token_hash TEXT NOT NULL,
    name TEXT NOT NULL,
    score BIGINT,
    moves BIGINT,
    top_tile BIGINT,
    code TEXT,
    left_race INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (race_id, seat)
);

-- With PostgreSQL, every event of a race in order, as every server process applies it:
-- a process that opens the race later replays them (one process alone keeps them in
-- memory, and writes none).
CREATE TABLE race_events (
    race_id TEXT NOT NULL REFERENCES races (id),
    seq BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (race_id, seq)
);
