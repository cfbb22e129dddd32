//! An ExponenTile game to and from the shared [`Save`] format.

use super::{Board, Game, LoadError, Topology};
use crate::save::{RngWords, Save, rows};

impl Game {
    /// The game's save.
    pub fn to_save(&self) -> Save {
        let board = self.board();
        let values: Vec<u64> = board.iter().map(|(_, tile)| tile.value()).collect();
        let ids: Vec<u32> = board.iter().map(|(_, tile)| tile.id.0).collect();
        let (state, increment) = self.tiles().words();
        Save {
            version: Save::VERSION,
            board: rows(&values, board.size()),
            ids: rows(&ids, board.size()),
            next_id: board.next_id().0,
            score: self.score(),
            moves: self.moves(),
            solver_moves: self.solver_moves(),
            seed: self.seed(),
            rng: Some(RngWords { state, increment }),
            // A cylinder's save is left as saves were before flat boards.
            wrap: (!board.topology().wraps()).then_some(false),
        }
    }

    /// The game a save holds, checked: a flat board if it says `"wrap":false`, else a
    /// cylinder.
    pub fn from_save(save: Save) -> Result<Game, LoadError> {
        let sides = Board::MIN_SIZE..=Board::MAX_SIZE;
        let checked = save.checked_board(sides, false)?;
        let topology = match save.wrap {
            Some(false) => Topology::Flat,
            None | Some(true) => Topology::Cylinder,
        };
        let board = Board::from_parts(
            checked.size,
            topology,
            checked.exps,
            checked.ids,
            save.next_id,
        );
        if board.has_run() {
            return Err(LoadError::HasRun);
        }
        Ok(Game::from_parts(
            board,
            checked.tiles,
            save.seed,
            save.score,
            (save.moves, save.solver_moves),
        ))
    }

    /// The save as JSON text.
    pub fn to_json(&self) -> String {
        self.to_save().to_json()
    }

    /// The game in a JSON save; anything unreadable is a [`LoadError`], never a panic.
    pub fn from_json(text: &str) -> Result<Game, LoadError> {
        Game::from_save(Save::from_json(text)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn a_save_reads_back_as_the_very_game() {
        for seed in [0, 1, 42, u64::MAX] {
            let mut game = Game::new(seed);
            for turn in 0..20 {
                assert_eq!(Game::from_json(&game.to_json()), Ok(game.clone()));
                let without_rng = Save {
                    rng: None,
                    ..game.to_save()
                };
                assert_eq!(Save::from_json(&without_rng.to_json()), Ok(without_rng));
                let Some(mv) = game.hint() else { break };
                game.play(mv.a, mv.b).unwrap();
                if turn >= 10 {
                    game.count_solver_move();
                }
            }
        }
    }

    #[test]
    fn the_json_is_the_documented_one() {
        let game = Game::from_board("2 4 8\n4 8 2\n8 2 4".parse().unwrap(), 42);
        let (state, increment) = game.tiles().words();
        assert_eq!(
            game.to_json(),
            format!(
                "{{\"version\":1,\"board\":[[2,4,8],[4,8,2],[8,2,4]],\"ids\":[[0,1,2],[3,4,5],[6,7,8]],\
                 \"next_id\":9,\"score\":0,\"moves\":0,\"seed\":\"42\",\
                 \"rng\":{{\"state\":\"{state}\",\"increment\":\"{increment}\"}}}}"
            )
        );
        // Integers where strings are written, and no generator, read too.
        let plain = r#"{"version":1,"board":[[2,4,8],[4,8,2],[8,2,4]],"ids":[[0,1,2],[3,4,5],[6,7,8]],"next_id":9,"score":0,"moves":0,"seed":42}"#;
        assert_eq!(Game::from_json(plain), Ok(game));
    }

    #[test]
    fn a_flat_board_saves_wrap_false_at_the_end_and_a_cylinder_nothing() {
        let flat = Game::deal(Topology::Flat, 42, 8).unwrap();
        let text = flat.to_json();
        assert!(text.ends_with("},\"wrap\":false}"), "{text}");
        assert_eq!(Game::from_json(&text), Ok(flat.clone()));
        // The same tiles read without the field are a cylinder's.
        let cylinder = Game::from_json(&text.replace(",\"wrap\":false", "")).unwrap();
        assert_eq!(cylinder.topology(), Topology::Cylinder);
        assert_eq!(
            cylinder.board().clone().with_topology(Topology::Flat),
            *flat.board()
        );
        assert!(!Game::new(42).to_json().contains("wrap"));
        assert_eq!(
            Game::from_json(&text.replace("\"wrap\":false", "\"wrap\":true")),
            Ok(cylinder)
        );
        assert!(matches!(
            Game::from_json(&text.replace("\"wrap\":false", "\"wrap\":0")),
            Err(LoadError::Malformed(_))
        ));
    }

    #[test]
    fn a_line_across_the_edge_is_no_run_in_a_flat_save_and_one_in_a_cylinder_s() {
        // Row 0's last 2 and first two 2s meet across a cylinder's seam.
        let board: Board = "
             2  2  4  8  2
             4  8 16  4  8
             8 16  4  8 16
            16  4  8 16  4
             4  8 16  4  8"
            .parse()
            .unwrap();
        let text = Game::from_board(board.with_topology(Topology::Flat), 1).to_json();
        assert_eq!(
            Game::from_json(&text).map(|game| game.topology()),
            Ok(Topology::Flat)
        );
        let cylinder = text.replace(",\"wrap\":false", "");
        assert_eq!(Game::from_json(&cylinder), Err(LoadError::HasRun));
    }

    #[test]
    fn the_solver_s_moves_are_saved_only_once_it_has_played() {
        let mut game = Game::new(3);
        let mv = game.hint().unwrap();
        game.play(mv.a, mv.b).unwrap();
        assert!(!game.to_json().contains("solver_moves"));
        let mv = game.hint().unwrap();
        game.play(mv.a, mv.b).unwrap();
        game.count_solver_move();
        assert_eq!((game.moves(), game.solver_moves()), (2, 1));
        assert!(game.to_json().contains(",\"solver_moves\":1,"));
        assert_eq!(Game::from_json(&game.to_json()), Ok(game));
    }

    #[test]
    fn a_bad_save_says_what_is_wrong() {
        let text = Game::new(5).to_json();
        assert_eq!(
            Game::from_json(&text.replacen("\"version\":1", "\"version\":7", 1)),
            Err(LoadError::UnknownVersion(7))
        );
        for bad in [
            "",
            "{",
            "[]",
            "{\"version\":1}",
            &text.replacen("\"seed\":\"", "\"seed\":\"-", 1),
            &text.replacen("\"seed\":\"", "\"seed\":\"+", 1),
            &text.replacen("\"score\":0", "\"score\":0,\"score\":1", 1),
        ] {
            assert!(
                matches!(Game::from_json(bad), Err(LoadError::Malformed(_))),
                "{bad}"
            );
        }
        assert_eq!(
            Game::from_json(&text.replacen("[[", "[[3,", 1)),
            Err(LoadError::BadSize { min: 3, max: 16 })
        );
    }
}
