//! Opening: a first visit, a saved game, a link's seed, blocked storage.

use super::*;

#[test]
fn a_first_visit_starts_and_saves_a_game_and_starts_the_tutorial() {
    let (mut session, effects) = Session::open(Launch {
        settings: Settings::default(),
        ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
    });
    assert!(saves_game(&effects));
    assert!(!session.help_open());
    assert!(session.tutorial().is_some());
    assert!(session.status().starts_with("Step 1 of 5: "));
    // The game dealt waits for the tutorial's end.
    session.handle(Intent::LeaveTutorial);
    assert_eq!(session.game().moves(), 0);
    assert!((1..=1_000_000_000).contains(&session.game().seed()));
}

#[test]
fn new_games_seeds_come_from_the_launchs_entropy() {
    let seed = |entropy| {
        let (session, _) = Session::open(Launch {
            entropy,
            ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
        });
        session.game().seed()
    };
    assert_eq!(seed(5), seed(5));
    assert_ne!(seed(5), seed(6));
}

#[test]
fn a_saved_game_resumes_as_it_was() {
    let session = on(ONE_MOVE);
    assert_eq!(
        session
            .game()
            .board()
            .to_string()
            .split_whitespace()
            .count(),
        25
    );
    assert_eq!(session.view().cursor(), Pos::new(2, 2));
    assert!(!session.help_open());
    assert_eq!(session.notices(), [] as [String; 0]);
}

#[test]
fn an_unreadable_save_gives_a_notice_and_a_fresh_saved_game() {
    let (session, effects) = Session::open(launch(
        Ok(Loaded::Unreadable {
            error: LoadError::HasRun,
            text: "{\"bad\"".into(),
        }),
        SeedParam::Absent,
    ));
    let key = format!("exponentorus.game.unreadable.{TODAY_MS}");
    let kept = Effect::Save(Record::KeptAside {
        key: key.clone(),
        text: "{\"bad\"".into(),
    });
    let kept_at = effects.iter().position(|e| *e == kept);
    let saved_at = effects.iter().position(|e| {
        matches!(
            e,
            Effect::Save(Record::Game {
                slot: Slot::Free,
                ..
            })
        )
    });
    assert!(
        kept_at < saved_at,
        "the bad save is kept aside before a new game replaces it"
    );
    assert!(kept_at.is_some());
    assert_eq!(session.notices().len(), 1);
    assert!(session.notices()[0].contains(&key));
}

#[test]
fn blocked_storage_starts_a_game_and_says_so_once() {
    let (mut session, effects) = Session::open(launch(Err(StoreError::Blocked), SeedParam::Absent));
    assert!(saves_game(&effects));
    assert_eq!(
        session.notices().len(),
        1,
        "said at once, the save is not awaited"
    );
    session.handle(Intent::SaveFailed(StoreError::Blocked));
    session.handle(Intent::SaveFailed(StoreError::Blocked));
    assert_eq!(session.notices().len(), 1);
    assert!(session.notices()[0].starts_with("Saving is off"));
}

#[test]
fn a_links_seed_starts_that_game_and_a_bad_one_says_why() {
    let (session, _) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Valid(42)));
    assert_eq!(session.game().seed(), 42);
    let (session, _) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Invalid("x".into())));
    assert!(session.notices()[0].starts_with("“x” is not a seed"));
}

#[test]
fn a_link_to_another_game_is_offered_while_a_game_is_under_way() {
    let mut game = Game::new(5);
    let mv = game.hint().unwrap();
    game.play(mv.a, mv.b).unwrap();
    let (mut session, effects) = Session::open(launch(
        Ok(Loaded::Game(AnyHistory::from(History::new(game.clone())))),
        SeedParam::Valid(6),
    ));
    assert_eq!(
        effects,
        [],
        "the link stays named while its game is offered"
    );
    assert_eq!(session.game(), &game);
    assert_eq!(session.offer(), link_offer(6, 9));
    let effects = session.handle(Intent::AcceptOffer);
    assert_eq!(session.game().seed(), 6);
    assert_eq!(session.offer(), None);
    assert!(saves_game(&effects));
    assert!(
        !effects.contains(&Effect::ShowAddress(String::new())),
        "the URL names this game"
    );
}

#[test]
fn starting_another_game_forgets_a_url_naming_a_different_one() {
    let (mut session, _) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Valid(42)));
    let effects = key(&mut session, Action::NewGame);
    assert!(effects.contains(&Effect::ShowAddress(String::new())));
    // Once forgotten, the URL names nothing.
    let effects = key(&mut session, Action::NewGame);
    assert!(!effects.contains(&Effect::ShowAddress(String::new())));
    let (mut plain, _) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Absent));
    assert!(!key(&mut plain, Action::NewGame).contains(&Effect::ShowAddress(String::new())));
}

#[test]
fn play_this_game_starts_its_seed_afresh_over_the_same_game_finished() {
    let over = History::new(Game::from_board(OVER.parse().unwrap(), 5));
    assert_eq!(over.game().outcome(), rules::Outcome::GameOver);
    // A reload of the finished game's own link shows it over, as it was.
    let (session, _) = Session::open(launch_at("seed=5&size=5", saved(over.clone())));
    assert_eq!(session.game(), over.game());
    assert!(session.game_over_shown());
    // The replay viewer's Play this game: a fresh deal of that seed and side.
    let (session, effects) = Session::open(launch_at("seed=5&size=5&fresh", saved(over.clone())));
    assert_eq!((session.game().seed(), session.size()), (5, 5));
    assert_eq!(session.game().moves(), 0);
    assert!(!session.game_over_shown());
    assert!(saves_game(&effects));
    assert!(
        effects.contains(&Effect::ShowAddress("seed=5&size=5".into())),
        "a reload then resumes the new game: {effects:?}"
    );
}
