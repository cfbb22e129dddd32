//! The replay viewer's analysis: asked for, run in slices, kept, cancelled; each move read
//! with its mark; the better move marked, played out and taken back.

use super::*;
use crate::model::replay::ReplayControl;
use crate::model::review::ReviewState;
use rules::analysis::{Mark, Weighed};
use rules::replay_code;

/// A game of 7×7 from seed 5, played by the greedy hint with a swap of the last valid
/// move every third move: moves good and bad for the analysis to mark.
fn game() -> History {
    let mut history = History::new(Game::with_size(5, 7).unwrap());
    for turn in 0..24 {
        let moves = history.game().valid_moves();
        let Some(&last) = moves.last() else {
            break;
        };
        let mv = if turn % 3 == 2 {
            last
        } else {
            history.game().hint().unwrap()
        };
        history.play(mv).unwrap();
    }
    history
}

/// A viewer of `whole` at instant speed, its analysis set up with `kept` and `analyse`.
fn viewer(whole: &History, kept: Option<&[Weighed]>, analyse: bool) -> (Session, Vec<Effect>) {
    let settings = Settings {
        speed: Some(Speed::Instant),
        ..settings_seen()
    };
    let (mut session, _) =
        Session::open_replay(whole.clone().into(), settings, (false, false), None);
    let effects = session.open_analysis(kept, analyse);
    (session, effects)
}

/// The serial of the slice the effects ask for, if any.
fn slice(effects: &[Effect]) -> Option<u32> {
    effects.iter().find_map(|e| match e {
        Effect::Analyse(serial) => Some(*serial),
        _ => None,
    })
}

/// Carries out the analysis's slices, as the page would; every effect on the way.
fn analyse_through(session: &mut Session, mut effects: Vec<Effect>) -> Vec<Effect> {
    let mut seen = Vec::new();
    let mut slices = 0;
    while let Some(serial) = slice(&effects) {
        seen.append(&mut effects);
        slices += 1;
        assert!(slices < 100_000, "the analysis never ends");
        effects = session.handle(Intent::Analyse(serial));
    }
    seen.append(&mut effects);
    assert!(slices > 1, "the analysis ran in slices: {slices}");
    seen
}

fn kept(effects: &[Effect]) -> Option<(String, Vec<Weighed>)> {
    effects.iter().find_map(|e| match e {
        Effect::Save(Record::Analysis { code, weighed }) => Some((code.clone(), weighed.clone())),
        _ => None,
    })
}

fn control(session: &mut Session, control: ReplayControl) -> Vec<Effect> {
    session.handle(Intent::Replay(control))
}

/// The first position whose move was not the solver's best, and that best move.
fn first_miss(session: &Session) -> (usize, Move) {
    let done = session.review().unwrap().done().unwrap();
    let position = (0..done.review.moves.len())
        .find(|&p| done.at(p).unwrap().mark != Mark::Best)
        .expect("the game has a move that was not the best");
    let best = <Game as rules::Rules>::unpack_move(done.better_at(position).unwrap(), 7).unwrap();
    (position, best)
}

#[test]
fn the_analysis_runs_in_slices_is_kept_and_opens_at_once_the_next_time() {
    let whole = game();
    let (mut session, effects) = viewer(&whole, None, false);
    assert!(slice(&effects).is_none(), "not asked for");
    assert!(matches!(
        session.review().unwrap().state(),
        ReviewState::Idle
    ));

    let effects = control(&mut session, ReplayControl::Analyse);
    assert!(
        session
            .status()
            .starts_with("Analysing the game's 24 moves")
    );
    let seen = analyse_through(&mut session, effects);
    let (code, weighed) = kept(&seen).expect("the analysis is kept");
    assert_eq!(code, replay_code::encode(&whole).unwrap());
    let done = session.review().unwrap().done().unwrap().clone();
    assert_eq!(
        done.review,
        rules::analysis::analyse(&whole),
        "the rules' own"
    );
    assert!(
        session.status().starts_with("Analysed: accuracy "),
        "{}",
        session.status()
    );
    assert!(
        !seen
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Game { .. })))
    );

    // Opened again with what was kept: done at once, nothing to run or keep.
    let (again, effects) = viewer(&whole, Some(&weighed), false);
    assert_eq!(again.review().unwrap().done(), Some(&done));
    assert!(slice(&effects).is_none() && kept(&effects).is_none());
    // The game-over box's link asks for the analysis as the viewer opens.
    let (mut asked, effects) = viewer(&whole, None, true);
    assert!(slice(&effects).is_some());
    analyse_through(&mut asked, effects);
    assert_eq!(asked.review().unwrap().done(), Some(&done));
}

#[test]
fn a_cancelled_analysis_stops_and_the_replay_plays_on_meanwhile() {
    let whole = game();
    let (mut session, effects) = viewer(&whole, None, true);
    let serial = slice(&effects).unwrap();
    let effects = session.handle(Intent::Analyse(serial));
    assert_eq!(slice(&effects), Some(serial), "it goes on");
    // The replay moves while it runs.
    control(&mut session, ReplayControl::Forward);
    assert_eq!(session.replay_position(), (1, 24));
    control(&mut session, ReplayControl::Escape);
    assert_eq!(session.status(), "Analysis cancelled.");
    assert!(
        session.handle(Intent::Analyse(serial)).is_empty(),
        "its slices do nothing"
    );
    assert!(matches!(
        session.review().unwrap().state(),
        ReviewState::Idle
    ));
    // B and P before any analysis say what to do first.
    control(&mut session, ReplayControl::ToggleBetter);
    assert!(session.status().starts_with("Analyse the game first"));
    control(&mut session, ReplayControl::PlayBetter);
    assert!(session.status().starts_with("Analyse the game first"));
}

#[test]
fn each_move_is_read_with_its_mark_and_the_better_move_shows_where_it_was_not_the_best() {
    let whole = game();
    let (mut session, effects) = viewer(&whole, None, true);
    analyse_through(&mut session, effects);
    let (position, best) = first_miss(&session);
    control(&mut session, ReplayControl::Seek(position));
    assert_eq!(
        session.hint(),
        Some(best),
        "the better move marked as a hint is"
    );
    let status = session.status().to_owned();
    assert!(
        status.contains(&format!("Next: Move {}, swap the ", position + 1)),
        "{status}"
    );
    assert!(
        status.contains("% given up). Better: swap the "),
        "{status}"
    );

    // Stepping onto the move reads its mark.
    control(&mut session, ReplayControl::Forward);
    assert!(
        session
            .status()
            .contains(&format!("Move {}, swap the ", position + 1)),
        "{}",
        session.status()
    );
    // B takes the better move off the board, and back.
    control(&mut session, ReplayControl::Seek(position));
    control(&mut session, ReplayControl::ToggleBetter);
    assert_eq!(session.hint(), None);
    assert_eq!(session.status(), announce::better_shown(false));
    control(&mut session, ReplayControl::ToggleBetter);
    assert_eq!(session.hint(), Some(best));
    // Where the move played was the best, there is no mark.
    let done = session.review().unwrap().done().unwrap().clone();
    if let Some(best_played) = (0..24).find(|&p| done.at(p).unwrap().mark == Mark::Best) {
        control(&mut session, ReplayControl::Seek(best_played));
        assert_eq!(session.hint(), None);
    }
}

#[test]
fn the_better_move_plays_out_and_any_control_goes_back_to_the_game() {
    let whole = game();
    let (mut session, effects) = viewer(&whole, None, true);
    analyse_through(&mut session, effects);
    let (position, best) = first_miss(&session);
    control(&mut session, ReplayControl::Seek(position));
    let before = session.game().clone();

    let effects = control(&mut session, ReplayControl::PlayBetter);
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Save(_))),
        "nothing kept"
    );
    let mut played = before.clone();
    played.play(best.a, best.b).unwrap();
    assert_eq!(
        session.game().board(),
        played.board(),
        "the better move, played"
    );
    assert!(
        session.status().starts_with(&format!(
            "The better move than move {}, played out:",
            position + 1
        )),
        "{}",
        session.status()
    );
    // P (or Escape) goes back.
    control(&mut session, ReplayControl::PlayBetter);
    assert_eq!(session.game(), &before);
    assert_eq!(session.replay_position(), (position, 24));
    assert_eq!(session.status(), announce::back_to_game(position + 1));

    // Played out again, the next step forward is the game's own move.
    control(&mut session, ReplayControl::PlayBetter);
    control(&mut session, ReplayControl::Forward);
    assert_eq!(session.replay_position(), (position + 1, 24));
    let mut game_move = before.clone();
    let played = whole.log()[position];
    game_move.play(played.a, played.b).unwrap();
    assert_eq!(session.game(), &game_move);
    control(&mut session, ReplayControl::Seek(position));
    control(&mut session, ReplayControl::PlayBetter);
    control(&mut session, ReplayControl::Escape);
    assert_eq!(session.game(), &before, "Escape goes back too");
}

#[test]
fn the_analysis_s_keys() {
    use crate::model::input::Modifiers;
    use crate::model::replay::control_for_key;
    let whole = game();
    let (mut session, _) = viewer(&whole, None, false);
    let a = control_for_key("a", Modifiers::NONE).unwrap();
    let effects = session.handle(Intent::Replay(a));
    assert!(slice(&effects).is_some(), "A analyses");
    assert!(
        session.handle(Intent::Replay(a)).is_empty(),
        "again, under way: nothing more"
    );
}
