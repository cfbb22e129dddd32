//! How a page load picks its game: the address's `?seed=` (and `&size=`) against the saved
//! game of the mode, in every mode alike.
//!
//! The choice: a saved game under way is never thrown away silently. If the URL names a
//! different seed while a saved game is under way (moves played, not over), the saved
//! game stays on the board and the page offers the URL's game with a button. A save that
//! is untouched or over is replaced by the URL's game at once, and a URL naming the saved
//! game's own seed resumes it.

use rules::Summary;

use super::address::SeedParam;

/// What the page starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// Go on with the saved game.
    Resume,
    /// Go on with the saved game, and offer the URL's seed, on a board of this side, as a
    /// new game.
    ResumeAndOffer(u64, usize),
    /// Start a new game from this seed on a board of this side.
    Fresh(u64, usize),
    /// Start a new game on a board of this side, from a seed of the page's choosing.
    FreshRandom(usize),
}

/// Picks the start from the saved game (if any), the URL's seed and the side of board it
/// asks for (the default side when it names none, or no valid one). A saved game is the
/// URL's when both its seed and its side are; a link that asks for a `fresh` game starts
/// one even then, unless the saved game is under way (then it is kept, and the fresh one
/// offered).
pub fn decide(saved: Option<&Summary>, url: &SeedParam, size: usize, fresh: bool) -> Start {
    match (saved, url) {
        (Some(game), SeedParam::Valid(seed))
            if game.seed == *seed && game.size == size && !fresh =>
        {
            Start::Resume
        }
        (Some(game), SeedParam::Valid(seed)) if game.under_way() => {
            Start::ResumeAndOffer(*seed, size)
        }
        (_, SeedParam::Valid(seed)) => Start::Fresh(*seed, size),
        (Some(_), _) => Start::Resume,
        (None, _) => Start::FreshRandom(size),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::exponentile::Game;
    use rules::{History, Outcome};

    fn summary(game: &Game) -> Summary {
        History::new(game.clone()).summary()
    }

    #[test]
    fn no_save_starts_the_urls_game_or_a_random_one() {
        assert_eq!(
            decide(None, &SeedParam::Valid(7), 9, false),
            Start::Fresh(7, 9)
        );
        assert_eq!(
            decide(None, &SeedParam::Valid(7), 5, false),
            Start::Fresh(7, 5)
        );
        assert_eq!(
            decide(None, &SeedParam::Absent, 9, false),
            Start::FreshRandom(9)
        );
        assert_eq!(
            decide(None, &SeedParam::Absent, 11, false),
            Start::FreshRandom(11)
        );
        assert_eq!(
            decide(None, &SeedParam::Invalid("x".into()), 9, false),
            Start::FreshRandom(9)
        );
    }

    #[test]
    fn a_save_resumes_when_the_url_names_no_other_game() {
        let game = Game::new(5);
        assert_eq!(
            decide(Some(&summary(&game)), &SeedParam::Absent, 9, false),
            Start::Resume
        );
        assert_eq!(
            decide(Some(&summary(&game)), &SeedParam::Absent, 7, false),
            Start::Resume
        );
        assert_eq!(
            decide(
                Some(&summary(&game)),
                &SeedParam::Invalid("x".into()),
                9,
                false
            ),
            Start::Resume
        );
        assert_eq!(
            decide(Some(&summary(&game)), &SeedParam::Valid(5), 9, false),
            Start::Resume
        );
        let small = Game::with_size(5, 7).unwrap();
        assert_eq!(
            decide(Some(&summary(&small)), &SeedParam::Valid(5), 7, false),
            Start::Resume
        );
    }

    #[test]
    fn the_same_seed_on_another_side_is_another_game() {
        let game = Game::new(5);
        assert_eq!(
            decide(Some(&summary(&game)), &SeedParam::Valid(5), 7, false),
            Start::Fresh(5, 7)
        );
        let mut small = Game::with_size(5, 7).unwrap();
        assert_eq!(
            decide(Some(&summary(&small)), &SeedParam::Valid(5), 9, false),
            Start::Fresh(5, 9)
        );
        let mv = small.hint().expect("a new game has a move");
        small.play(mv.a, mv.b).expect("the hint is valid");
        if small.outcome() == Outcome::InPlay {
            assert_eq!(
                decide(Some(&summary(&small)), &SeedParam::Valid(5), 9, false),
                Start::ResumeAndOffer(5, 9)
            );
        }
    }

    #[test]
    fn a_fresh_link_starts_its_seed_afresh_over_the_same_game_finished() {
        let mut game = Game::new(5);
        assert_eq!(
            decide(Some(&summary(&game)), &SeedParam::Valid(5), 9, true),
            Start::Fresh(5, 9)
        );
        let mv = game.hint().expect("a new game has a move");
        game.play(mv.a, mv.b).expect("the hint is valid");
        let mut played = summary(&game);
        if played.outcome == Outcome::InPlay {
            assert_eq!(
                decide(Some(&played), &SeedParam::Valid(5), 9, true),
                Start::ResumeAndOffer(5, 9),
                "a game under way is kept, the fresh one offered"
            );
        }
        played.outcome = Outcome::GameOver;
        assert_eq!(
            decide(Some(&played), &SeedParam::Valid(5), 9, false),
            Start::Resume,
            "a reload shows the game over"
        );
        assert_eq!(
            decide(Some(&played), &SeedParam::Valid(5), 9, true),
            Start::Fresh(5, 9)
        );
    }

    #[test]
    fn an_untouched_save_gives_way_to_the_urls_seed() {
        let game = Game::new(5);
        assert_eq!(game.moves(), 0);
        assert_eq!(
            decide(Some(&summary(&game)), &SeedParam::Valid(6), 9, false),
            Start::Fresh(6, 9)
        );
    }

    #[test]
    fn a_game_under_way_is_kept_and_the_urls_seed_offered() {
        let mut game = Game::new(5);
        let mv = game.hint().expect("a new game has a move");
        game.play(mv.a, mv.b).expect("the hint is valid");
        if game.outcome() == Outcome::InPlay {
            assert_eq!(
                decide(Some(&summary(&game)), &SeedParam::Valid(6), 11, false),
                Start::ResumeAndOffer(6, 11)
            );
        }
    }
}
