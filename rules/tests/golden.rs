//! Golden vectors: every `*.json` under `tests/golden/` (docs/RULES.md §12, and the
//! 2048 part's `"op": "slide"` vectors) is played and checked; all failures are reported
//! together, each with the vector's name and, for boards, the first differing cell. A
//! vector's optional `"wrap": false` plays it on a flat board (missing: a cylinder).

use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use rules::exponentile::{Board, Game, ScriptedTiles, TileSource, Topology};
use rules::twenty48::{Board as Board48, Game as Game48, ScriptedSpawns};
use rules::{Direction, Outcome, Pos};
use serde_json::Value;

/// The vectors' refills, where drawing one too many is a failure. Past the end it panics
/// (caught per vector) rather than yield filler, because a cascade fed with filler tiles
/// need not end.
struct Refills(ScriptedTiles);

impl TileSource for Refills {
    fn draw(&mut self) -> u8 {
        let exponent = self.0.draw();
        if self.0.exhausted() {
            panic!("the move drew more tiles than the vector's refills");
        }
        exponent
    }
}

fn vector_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            vector_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "json") {
            found.push(path);
        }
    }
}

fn values(rows: &Value) -> Result<Vec<Vec<u64>>, String> {
    rows.as_array()
        .ok_or("board is not an array of rows")?
        .iter()
        .map(|row| {
            row.as_array()
                .ok_or("a row is not an array")?
                .iter()
                .map(|v| v.as_u64().ok_or_else(|| format!("{v} is not a tile value")))
                .collect()
        })
        .collect()
}

/// The board of `rows` on a board of `topology`.
fn board_of(rows: &[Vec<u64>], topology: Topology) -> Result<Board, String> {
    let text: Vec<String> = rows
        .iter()
        .map(|row| row.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    text.join("\n")
        .parse::<Board>()
        .map(|board| board.with_topology(topology))
        .map_err(|e| format!("bad board: {e}"))
}

/// The vector's `wrap`: a flat board for `false`, a cylinder for `true` or no field.
fn topology(vector: &Value) -> Result<Topology, String> {
    match &vector["wrap"] {
        Value::Null => Ok(Topology::Cylinder),
        Value::Bool(true) => Ok(Topology::Cylinder),
        Value::Bool(false) => Ok(Topology::Flat),
        other => Err(format!("wrap is {other}, not true or false")),
    }
}

fn pos(value: &Value) -> Result<Pos, String> {
    let xy = value
        .as_array()
        .filter(|xy| xy.len() == 2)
        .ok_or("a swap cell is not [x, y]")?;
    let coord = |v: &Value| {
        v.as_u64()
            .and_then(|c| u8::try_from(c).ok())
            .ok_or("bad coordinate")
    };
    Ok(Pos::new(coord(&xy[0])?, coord(&xy[1])?))
}

fn int(expect: &Value, key: &str) -> Result<u64, String> {
    expect[key]
        .as_u64()
        .ok_or_else(|| format!("expect.{key} is missing"))
}

/// The first cell where `got` differs from `expected`, as a message, or `None`.
fn first_difference(expected: &[Vec<u64>], got: &Board) -> Option<String> {
    if expected.len() != got.size() {
        return Some(format!(
            "board side: expected {}, got {}",
            expected.len(),
            got.size()
        ));
    }
    for (y, row) in expected.iter().enumerate() {
        for (x, &want) in row.iter().enumerate() {
            let have = got.get(Pos::new(x as u8, y as u8)).map(|t| t.value());
            if have != Some(want) {
                return Some(format!(
                    "first differing cell (x {x}, y {y}): expected {want}, got {}\n{got}",
                    have.map_or("nothing".into(), |v| v.to_string())
                ));
            }
        }
    }
    None
}

/// The first cell where the 2048 board `got` differs from `expected`, as a message.
fn first_slide_difference(expected: &[Vec<u64>], got: &Board48) -> Option<String> {
    let have = got.rows();
    if expected.len() != have.len() {
        return Some(format!(
            "board side: expected {}, got {}",
            expected.len(),
            have.len()
        ));
    }
    for (y, (want_row, have_row)) in expected.iter().zip(&have).enumerate() {
        for (x, (want, got_value)) in want_row.iter().zip(have_row).enumerate() {
            if want != got_value {
                return Some(format!(
                    "first differing cell (x {x}, y {y}): expected {want}, got {got_value}\n{got}"
                ));
            }
        }
    }
    None
}

/// Runs one 2048 vector (`"op": "slide"`); every way it fails, as messages.
fn run_slide(vector: &Value) -> Result<Vec<String>, String> {
    // A 2048 board has walls all round: a vector may say so, never the contrary.
    if topology(vector)? != Topology::Flat && vector["wrap"] != Value::Null {
        return Err("a 2048 board never wraps".into());
    }
    let board =
        Board48::from_rows(&values(&vector["board"])?).map_err(|e| format!("bad board: {e}"))?;
    let dir = match vector["dir"].as_str().ok_or("dir is missing")? {
        "left" => Direction::Left,
        "right" => Direction::Right,
        "up" => Direction::Up,
        "down" => Direction::Down,
        other => return Err(format!("unknown dir {other:?}")),
    };
    let spawn = match &vector["spawn"] {
        Value::Null => None,
        spawn => {
            let index = spawn["index"].as_u64().ok_or("spawn.index is missing")?;
            let value = spawn["value"].as_u64().ok_or("spawn.value is missing")?;
            if !value.is_power_of_two() || value < 2 {
                return Err(format!("spawn.value {value} is not a tile value"));
            }
            Some((index as usize, value))
        }
    };
    let expect = &vector["expect"];
    let flag = |key: &str| {
        expect[key]
            .as_bool()
            .ok_or_else(|| format!("expect.{key} is missing"))
    };
    let mut failures = Vec::new();
    let (moved, points, after) = match spawn {
        // With a new tile named, the whole move as the game plays it.
        Some(spawn) => {
            let mut game = Game48::from_board(board, 0);
            let mut spawns = ScriptedSpawns::new(&[spawn]);
            let played = game.play_with(dir, &mut spawns);
            if played.is_err() {
                failures.push("a new tile is named but the move changed nothing".into());
            } else if spawns.misused() {
                failures.push(format!("spawn index {} is not an empty cell", spawn.0));
            }
            let points = played.as_ref().map_or(0, |report| report.points);
            if game.score() != points {
                failures.push(format!(
                    "game score {} is not the move's points {points}",
                    game.score()
                ));
            }
            (played.is_ok(), points, game.board().clone())
        }
        None => {
            let mut board = board;
            let report = board.slide(dir);
            (report.is_some(), report.map_or(0, |r| r.points), board)
        }
    };
    let mut check = |what: &str, want: u64, got: u64| {
        if want != got {
            failures.push(format!("{what}: expected {want}, got {got}"));
        }
    };
    check("moved", flag("moved")?.into(), moved.into());
    check("score", int(expect, "score")?, points);
    check("won", flag("won")?.into(), (after.highest() >= 2048).into());
    check("over", flag("over")?.into(), after.is_stuck().into());
    if let Some(diff) = first_slide_difference(&values(&expect["board"])?, &after) {
        failures.push(diff);
    }
    Ok(failures)
}

/// Runs one vector; every way it fails, as messages.
fn run(vector: &Value) -> Result<Vec<String>, String> {
    let op = vector["op"].as_str().ok_or("op is missing")?;
    if op == "slide" {
        return run_slide(vector);
    }
    let start = values(&vector["board"])?;
    let board = board_of(&start, topology(vector)?)?;
    let expect = &vector["expect"];
    let mut failures = Vec::new();
    let mut check = |what: &str, want: u64, got: u64| {
        if want != got {
            failures.push(format!("{what}: expected {want}, got {got}"));
        }
    };
    match op {
        "moves" => {
            let game = Game::from_board(board, 0);
            check(
                "valid moves",
                int(expect, "valid_moves")?,
                game.valid_moves().len() as u64,
            );
            let over = expect["game_over"]
                .as_bool()
                .ok_or("expect.game_over is missing")?;
            check(
                "game over",
                over.into(),
                (game.outcome() == Outcome::GameOver).into(),
            );
        }
        "swap" | "resolve" => {
            let refills: Vec<u64> = vector["refills"]
                .as_array()
                .ok_or("refills is missing")?
                .iter()
                .map(|v| v.as_u64().ok_or("a refill is not a number"))
                .collect::<Result<_, _>>()?;
            let mut source = Refills(ScriptedTiles::new(&refills));
            let (outcome, final_board) = if op == "swap" {
                let swap = vector["swap"]
                    .as_array()
                    .filter(|s| s.len() == 2)
                    .ok_or("swap is not [a, b]")?;
                let (a, b) = (pos(&swap[0])?, pos(&swap[1])?);
                let mut game = Game::from_board(board, 0);
                let played =
                    panic::catch_unwind(AssertUnwindSafe(|| game.play_with(a, b, &mut source)));
                let outcome = played.map(|result| match result {
                    Ok(report) => (true, report.points, report.cascades() as u64),
                    Err(_) => (false, 0, 0),
                });
                if let Ok((valid, points, _)) = outcome {
                    let want = expect["valid"].as_bool().ok_or("expect.valid is missing")?;
                    check("valid", want.into(), valid.into());
                    check("game score", points, game.score());
                }
                (outcome, game.board().clone())
            } else {
                let mut board = board;
                let passes = panic::catch_unwind(AssertUnwindSafe(|| board.resolve(&mut source)));
                let outcome = passes.map(|passes| {
                    let points = passes
                        .iter()
                        .flat_map(|p| &p.merges)
                        .map(|m| m.points)
                        .sum();
                    (true, points, passes.len() as u64)
                });
                (outcome, board)
            };
            match outcome {
                Err(_) => failures.push("the move drew more tiles than the refills hold".into()),
                Ok((_, points, passes)) => {
                    check("score", int(expect, "score")?, points);
                    check("passes", int(expect, "passes")?, passes);
                    let want = values(&expect["board"])?;
                    if let Some(diff) = first_difference(&want, &final_board) {
                        failures.push(diff);
                    }
                    if source.0.remaining() > 0 {
                        failures.push(format!("{} refills left unused", source.0.remaining()));
                    }
                }
            }
        }
        other => return Err(format!("unknown op {other:?}")),
    }
    Ok(failures)
}

#[test]
fn golden_vectors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut files = Vec::new();
    vector_files(&root, &mut files);
    // The shared vectors (21), 2048's (11) and the flat ones (26).
    assert!(
        files.len() >= 58,
        "expected the shared, 2048 and flat vectors under {}",
        root.display()
    );
    let mut report = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable vector");
        let path = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        let vector = serde_json::from_str::<Value>(&text).map_err(|e| e.to_string());
        let name = match vector.as_ref().ok().and_then(|v| v["name"].as_str()) {
            Some(name) => format!("{path} ({name})"),
            None => path,
        };
        let result = vector.and_then(|vector| run(&vector));
        match result {
            Err(e) => report.push(format!("{name}: cannot run: {e}")),
            Ok(failures) => report.extend(failures.into_iter().map(|f| format!("{name}: {f}"))),
        }
    }
    assert!(
        report.is_empty(),
        "{} of {} vectors' checks failed:\n{}",
        report.len(),
        files.len(),
        report.join("\n")
    );
}
