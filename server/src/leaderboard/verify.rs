//! A submitted game, checked: its replay code decoded and every move played again by the
//! rules crate, so that the score is the replay's own; then whether it may rank at all.

use super::board::Board;
use super::error::ApiError;
use axum::http::StatusCode;
use rules::Outcome;
use rules::replay_code::{self, ReplayCodeError};
use sha2::{Digest, Sha256};

/// A game that passed every check: the board it goes on, what it scored, and its code in
/// the one form this build writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// Its board.
    pub board: Board,
    /// The replay's score.
    pub score: i64,
    /// The replay's moves.
    pub moves: i64,
    /// The replay's highest tile.
    pub top_tile: i64,
    /// The code, written again from the replay: two texts of one game are one code.
    pub code: String,
    /// The entry's id: the first 128 bits of the code's SHA-256, in hex.
    pub id: String,
}

/// Checks `code`: a readable code whose every move is legal, on a board the mode offers,
/// of a game that is over and was played without undo or the solver. Never panics.
pub fn verify(code: &str) -> Result<Verified, ApiError> {
    let history = replay_code::decode(code).map_err(code_refused)?;
    let summary = history.summary();
    let board = Board::new(summary.mode, summary.size, summary.seed)?;
    if summary.outcome != Outcome::GameOver {
        return Err(unranked(
            "not_over",
            format!(
                "This game is not over (after {} moves a move is still possible): only \
                 finished games go on the board.",
                summary.moves
            ),
        ));
    }
    if summary.undos > 0 {
        return Err(unranked(
            "not_ranked",
            "A game with undos is not ranked: the boards list games played straight.".into(),
        ));
    }
    if summary.solver_moves > 0 {
        return Err(unranked(
            "not_ranked",
            "A game the solver played in is not ranked: the boards list games played \
             straight."
                .into(),
        ));
    }
    let too_large = || unranked("bad_code", "The game's numbers are too large.".into());
    let code = history.replay_code().map_err(|_| too_large())?;
    Ok(Verified {
        board,
        score: i64::try_from(summary.score).map_err(|_| too_large())?,
        moves: i64::from(summary.moves),
        top_tile: i64::try_from(summary.highest_tile).map_err(|_| too_large())?,
        id: entry_id(&code),
        code,
    })
}

/// The id of the entry of `code` (in the form [`verify`] gives it).
pub fn entry_id(code: &str) -> String {
    hex(&Sha256::digest(code.as_bytes())[..16])
}

/// Bytes as lowercase hexadecimal.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unranked(code: &'static str, message: String) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, message)
}

/// A code that does not read or replay, in the replay viewer's own words.
fn code_refused(error: ReplayCodeError) -> ApiError {
    let step = match &error {
        ReplayCodeError::IllegalMove { step, .. } => Some(*step),
        _ => None,
    };
    let said = error.to_string();
    let mut message: String = said.chars().take(1).flat_map(char::to_uppercase).collect();
    message.push_str(said.get(1..).unwrap_or_default());
    message.push('.');
    let code = if step.is_some() {
        "illegal_move"
    } else {
        "bad_code"
    };
    ApiError {
        step,
        ..unranked(code, message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::exponentile::Game;
    use rules::{History, Mode};

    /// Game `seed` on `size` played by the greedy hint to its end.
    fn finished(seed: u64, size: usize) -> History<Game> {
        let mut history = History::new(Game::with_size(seed, size).unwrap());
        while let Some(hint) = history.game().hint() {
            history.play(hint).unwrap();
        }
        history
    }

    #[test]
    fn a_finished_straight_game_is_verified_with_the_replay_s_own_figures() {
        let history = finished(42, 9);
        let code = replay_code::encode(&history).unwrap();
        let verified = verify(&format!("  {code}\n")).unwrap();
        assert_eq!(
            verified.board,
            Board::new(Mode::Exponentorus, 9, 42).unwrap()
        );
        assert_eq!(verified.score, history.game().score() as i64);
        assert_eq!(verified.moves, i64::from(history.game().moves()));
        assert_eq!(verified.code, code);
        assert_eq!(verified.id.len(), 32);
        assert_eq!(verified.id, entry_id(&code));
    }

    #[test]
    fn unfinished_undone_solved_and_unoffered_games_are_refused() {
        let mut history = History::new(Game::new(7));
        let hint = history.game().hint().unwrap();
        history.play(hint).unwrap();
        let err = verify(&replay_code::encode(&history).unwrap()).unwrap_err();
        assert_eq!((err.status.as_u16(), err.code), (422, "not_over"));

        let mut undone = finished(8, 9);
        let last = *undone.log().last().unwrap();
        undone.undo();
        undone.play(last).unwrap();
        let err = verify(&replay_code::encode(&undone).unwrap()).unwrap_err();
        assert!(err.message.contains("undos"), "{err}");

        let mut solved = History::new(Game::new(9));
        while let Some(hint) = solved.game().hint() {
            solved.play_by_solver(hint).unwrap();
        }
        let err = verify(&replay_code::encode(&solved).unwrap()).unwrap_err();
        assert!(err.message.contains("solver"), "{err}");

        let err = verify(&replay_code::encode(&finished(3, 8)).unwrap()).unwrap_err();
        assert_eq!(err.code, "no_such_board");
        assert!(err.message.contains("8×8"), "{err}");
    }

    #[test]
    fn a_bad_code_says_what_is_wrong_and_an_illegal_move_its_step() {
        let err = verify("AQk").unwrap_err();
        assert_eq!(err.code, "bad_code");
        assert_eq!(err.message, "The replay code is cut short.");
        let history = finished(42, 9);
        let mut bytes = rules::text_code::decode(&replay_code::encode(&history).unwrap()).unwrap();
        // The first move replaced by the same swap as the second; whichever is refused
        // first is named.
        let at = bytes.len() - 2 - history.log().len();
        bytes[at] = bytes[at + 1];
        let body = &bytes[..bytes.len() - 2];
        let hash = rules::text_code::checksum(body);
        let check = ((hash >> 16) as u16 ^ hash as u16).to_be_bytes();
        let tampered = rules::text_code::encode(&[body, &check].concat());
        let err = verify(&tampered).unwrap_err();
        assert_eq!(err.code, "illegal_move", "{err}");
        assert!(err.message.starts_with("Move "), "{err}");
        // The refusal's sentence ends the message: one full stop.
        assert!(
            err.message.ends_with('.') && !err.message.ends_with(".."),
            "{err}"
        );
        assert!(err.step.is_some());
        // A code of 4k + 1 characters stops in the middle of a byte.
        let code = replay_code::encode(&history).unwrap();
        let err = verify(&code[..21]).unwrap_err();
        assert_eq!(err.message, "The replay code is cut short.");
    }
}
