//! Board sizes: links, offers, bests per side, other tabs.

use super::*;

fn sized(saved: Result<Loaded, StoreError>, url: SeedParam, size: &str) -> Launch {
    let mut launch = launch(saved, url);
    launch.address.size = Some(size.to_owned());
    launch
}

#[test]
fn a_link_with_a_size_starts_that_game_on_that_board() {
    let (session, _) = Session::open(sized(Ok(Loaded::Nothing), SeedParam::Valid(42), "7"));
    assert_eq!((session.game().seed(), session.size()), (42, 7));
    assert_eq!(session.game(), &Game::with_size(42, 7).unwrap());
    assert_eq!(session.view().size(), 7);
    assert_eq!(
        session.view().cursor(),
        Pos::new(3, 3),
        "the cursor in the centre"
    );
    assert_eq!(session.notices(), [] as [String; 0]);
}

#[test]
fn a_bad_size_says_so_and_plays_9x9() {
    for bad in ["8", "abc", "99", ""] {
        let (session, effects) =
            Session::open(sized(Ok(Loaded::Nothing), SeedParam::Valid(42), bad));
        assert_eq!((session.game().seed(), session.size()), (42, 9), "{bad}");
        assert_eq!(
            session.notices(),
            [crate::model::announce::invalid_size(
                Mode::Exponentorus,
                bad
            )],
            "{bad}"
        );
        assert!(saves_game(&effects));
    }
}

#[test]
fn a_link_to_another_side_of_the_same_seed_is_offered_while_a_game_is_under_way() {
    let mut game = Game::new(5);
    let mv = game.hint().unwrap();
    game.play(mv.a, mv.b).unwrap();
    let saved = || Ok(Loaded::Game(AnyHistory::from(History::new(game.clone()))));
    let (mut session, _) = Session::open(sized(saved(), SeedParam::Valid(5), "11"));
    assert_eq!(session.game(), &game);
    assert_eq!(session.offer(), link_offer(5, 11));
    let effects = session.handle(Intent::AcceptOffer);
    assert_eq!((session.game().seed(), session.size()), (5, 11));
    assert!(
        !effects.contains(&Effect::ShowAddress(String::new())),
        "the URL names it"
    );
    // The same seed and side resumes the game.
    let (session, effects) = Session::open(sized(saved(), SeedParam::Valid(5), "9"));
    assert_eq!((session.game(), session.offer()), (&game, None));
    assert_eq!(effects, []);
}

#[test]
fn a_new_game_of_another_side_shows_that_sides_best_and_raises_it_alone() {
    let mut bests = Bests::default();
    bests.set(Mode::Exponentorus, 9, 9000);
    bests.set(Mode::Exponentorus, 7, 3);
    let (mut session, _) = Session::open(Launch {
        bests,
        ..launch(Ok(Loaded::Nothing), SeedParam::Valid(42))
    });
    assert_eq!(session.best(), 9000);
    session.handle(Intent::OpenNewGame);
    let effects = session.handle(Intent::StartNewGame(Mode::Exponentorus, 7));
    assert_eq!(session.size(), 7);
    assert_eq!(session.view().size(), 7);
    assert_eq!(session.best(), 3);
    assert!(effects.contains(&Effect::ShowAddress(String::new())));
    assert!(session.status().ends_with("(7×7)."), "{}", session.status());
    let mv = session.game().hint().unwrap();
    session.handle(Intent::Action(Action::Recentre));
    let effects = session.handle(tap(session.view().to_view(mv.a)));
    let effects = [effects, session.handle(tap(session.view().to_view(mv.b)))].concat();
    let score = session.game().score();
    assert!(score > 3);
    assert!(effects.contains(&Effect::Save(Record::Best {
        mode: Mode::Exponentorus,
        size: 7,
        best: score
    })));
    assert_eq!(
        session.bests().get(Mode::Exponentorus, 9),
        9000,
        "9×9's best is its own"
    );
    // N with no game under way keeps the side; so does "New game" after game over.
    let mut fresh = instant(on(ONE_MOVE));
    key(&mut fresh, Action::NewGame);
    assert_eq!(fresh.size(), 5);
}

#[test]
fn another_tabs_game_of_another_side_is_adopted_with_its_view_and_best() {
    let mut session = instant(on(ONE_MOVE));
    let mut their_game = Game::with_size(8, 11).unwrap();
    let mv = their_game.hint().unwrap();
    their_game.play(mv.a, mv.b).unwrap();
    let theirs = History::new(their_game);
    session.handle(Intent::StorageChanged {
        key: GAME_KEY.into(),
        value: Some(theirs.to_json()),
    });
    assert_eq!(session.torus_history(), &theirs);
    assert_eq!(session.view().size(), 11);
    assert_eq!(session.view().cursor(), Pos::new(5, 5));
    assert_eq!(session.best(), theirs.game().score());
}
