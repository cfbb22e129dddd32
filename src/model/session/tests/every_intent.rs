//! Every intent in every state: the game stays whole.

use super::*;

/// The states that matter, each with its name.
fn states() -> Vec<(&'static str, Session)> {
    let rest = on(ONE_MOVE);
    let mut picked = on(ONE_MOVE);
    key(&mut picked, Action::Pick);
    let mut rolling = on(ONE_MOVE);
    key(&mut rolling, Action::Step(Direction::Left));
    let mut moving = on(ONE_MOVE);
    key(&mut moving, Action::Pick);
    key(&mut moving, DOWN);
    let mut help = on(ONE_MOVE);
    key(&mut help, Action::Help);
    let mut asking = instant(on(ONE_MOVE));
    key(&mut asking, Action::Pick);
    key(&mut asking, DOWN);
    key(&mut asking, Action::NewGame);
    let mut settings = on(ONE_MOVE);
    settings.handle(Intent::OpenSettings);
    vec![
        ("at rest", rest),
        ("tile picked up", picked),
        ("rolling", rolling),
        ("moving", moving),
        ("how to play open", help),
        ("new-game question open", asking),
        ("settings open", settings),
        ("game over", on(OVER)),
    ]
}

/// One of every intent.
fn every_intent() -> Vec<Intent> {
    let mut intents: Vec<Intent> = [
        Action::Step(Direction::Up),
        Action::Step(Direction::Down),
        Action::Step(Direction::Left),
        Action::Step(Direction::Right),
        Action::Pick,
        Action::Cancel,
        Action::Recentre,
        Action::NewGame,
        Action::Hint,
        Action::Help,
        Action::Undo,
        Action::Redo,
    ]
    .into_iter()
    .map(Intent::Action)
    .collect();
    intents.extend([
        tap((2, 2)),
        tap((2, 3)),
        swipe((2, 2), Direction::Down),
        swipe((2, 0), Direction::Up),
        roll(1, 0),
        roll(0, -3),
        Intent::CloseHelp,
        Intent::StartNewGame(Mode::Exponentorus, 7),
        Intent::CloseNewGame,
        Intent::PlayAgain,
        Intent::AcceptOffer,
        Intent::DismissNotices,
        Intent::OpenSettings,
        Intent::CloseSettings,
        Intent::SetSpeed(Speed::Fast),
        Intent::SetTheme(crate::model::settings::Theme::Light),
        Intent::SetPalette(crate::model::settings::Palette::Safe),
        Intent::StorageChanged {
            key: GAME_KEY.into(),
            value: Some(Game::new(3).to_json()),
        },
        Intent::StorageChanged {
            key: BEST_KEY.into(),
            value: Some("99999".into()),
        },
        Intent::SaveFailed(StoreError::Full),
        Intent::Tick(u32::MAX),
        Intent::ReducedMotion(true),
    ]);
    intents
}

#[test]
fn every_intent_in_every_state_keeps_the_game_whole() {
    for (name, state) in states() {
        for intent in every_intent() {
            let mut session = state.clone();
            let effects = session.handle(intent.clone());
            let context = format!("{intent:?} while {name}");
            let game = session.game();
            let before = state.game();
            // The game is the same, one move on or back, or a new one; never anything else.
            let same = game == before;
            let one_move_on = game.seed() == before.seed() && game.moves() == before.moves() + 1;
            let one_move_back = intent == Intent::Action(Action::Undo)
                && game.seed() == before.seed()
                && game.moves() + 1 == before.moves();
            let new_game = game.moves() == 0 && game.seed() != before.seed();
            assert!(
                same || one_move_on || one_move_back || new_game,
                "{context}"
            );
            assert_eq!(
                saves_game(&effects),
                !same && !matches!(intent, Intent::StorageChanged { .. }),
                "{context}: a changed game is saved, unless another tab saved it"
            );
            if state.new_game_open() {
                let answers = matches!(
                    intent,
                    Intent::Action(Action::Cancel)
                        | Intent::StartNewGame(Mode::Exponentorus, _)
                        | Intent::CloseNewGame
                        | Intent::PlayAgain
                );
                assert_eq!(session.new_game_open(), !answers, "{context}");
            }
            if state.settings_open() {
                // Only the dialog's own controls act: no key moves the game behind it.
                if let Intent::Action(action) = intent {
                    assert!(same, "{context}");
                    assert_eq!(
                        session.settings_open(),
                        action != Action::Cancel,
                        "{context}: only Esc closes it"
                    );
                }
            }
            // A stale timer never does anything, whatever the state.
            if intent == Intent::Tick(u32::MAX) {
                assert_eq!(effects, [], "{context}");
            }
            if state.game().outcome() == Outcome::GameOver && intent == Intent::Action(Action::Pick)
            {
                assert_eq!(session.selection(), None, "{context}: nothing to pick up");
            }
        }
    }
}
