//! 2048's tiles reach the page as every mode's do: a slide's glide as
//! [`Effect::Animate`], its end, a snap, an undo or a reload as [`Effect::Rest`]; the
//! page's tile store, modelled here, shows exactly what the play shows. The pops and the
//! new tile of a slide's rest are stilled by a timer once they have shown.

use std::collections::BTreeMap;

use super::twenty48::{on_2048, slide, slides};
use super::*;
use crate::model::play::twenty48::Look;
use crate::model::tile_motion::{Change, TileVis};
use rules::TileId;

/// The page's tiles after `effects`, as the tile store applies them.
fn apply(tiles: &mut BTreeMap<TileId, TileVis>, effects: &[Effect]) {
    for effect in effects {
        match effect {
            Effect::Animate(changes) => {
                for change in changes {
                    match *change {
                        Change::Set(id, vis) => {
                            tiles.insert(id, vis);
                        }
                        Change::Remove(id) => {
                            tiles.remove(&id);
                        }
                    }
                }
            }
            Effect::Rest(shown) => *tiles = shown.iter().copied().collect(),
            _ => {}
        }
    }
}

/// What 2048's play shows, as the page's tiles should.
fn shown(session: &Session) -> BTreeMap<TileId, TileVis> {
    slides(session).shown().iter().map(|t| t.vis()).collect()
}

/// The timer `effects` leave running: the page stops any timer at a rest, so a timer set
/// before a rest of the same intent would never run.
fn running_timer(effects: &[Effect]) -> Option<u32> {
    effects.iter().fold(None, |running, effect| match effect {
        Effect::Wait { serial, .. } => Some(*serial),
        Effect::Rest(_) => None,
        _ => running,
    })
}

#[test]
fn the_page_s_tiles_follow_every_slide_snap_undo_and_rest_of_2048() {
    let mut session = on_2048("2 2 . .\n. . . .\n. . . .\n4 4 . .", Speed::Slow);
    let mut page = session.play().tiles_at_rest().into_iter().collect();
    assert_eq!(page, shown(&session), "the page opens on the play's tiles");

    // A slide glides: only the tiles that move or vanish are written.
    let effects = slide(&mut session, Direction::Right);
    let Some(Effect::Animate(changes)) = effects.iter().find(|e| matches!(e, Effect::Animate(_)))
    else {
        panic!("a slide glides: {effects:?}");
    };
    assert_eq!(changes.len(), 4, "four tiles slide right: {changes:?}");
    apply(&mut page, &effects);
    assert_eq!(page, shown(&session));
    let glide = running_timer(&effects).expect("the slide's end is timed");

    // A slide asked for meanwhile snaps the first to its end, and plays after the snap.
    let effects = slide(&mut session, Direction::Left);
    apply(&mut page, &effects);
    assert_eq!(page, shown(&session));
    let snap = running_timer(&effects).expect("the snap's timer survives its rest");
    assert_ne!(snap, glide);
    let effects = session.handle(Intent::Tick(snap));
    apply(&mut page, &effects);
    assert_eq!(page, shown(&session));
    assert!(slides(&session).moving(), "the queued slide glides");

    // Its end rests, merged tiles popped, the new tile in; an undo jumps back.
    let end = running_timer(&effects).expect("the second slide's end is timed");
    let effects = session.handle(Intent::Tick(end));
    apply(&mut page, &effects);
    assert_eq!(page, shown(&session));
    let effects = key(&mut session, Action::Undo);
    apply(&mut page, &effects);
    assert_eq!(page, shown(&session));
    assert_eq!(session.summary().moves, 1);
}

const TWO_PAIRS: &str = "2 2 . .\n. . . .\n. . . .\n4 4 . .";

/// The millis and serial of the timer `effects` leave running.
fn running_wait(effects: &[Effect]) -> Option<(u32, u32)> {
    let serial = running_timer(effects)?;
    effects.iter().find_map(|e| match e {
        Effect::Wait { millis, serial: s } if *s == serial => Some((*millis, serial)),
        _ => None,
    })
}

#[test]
fn the_pops_and_the_new_tile_are_stilled_in_one_write_once_shown() {
    let mut session = on_2048(TWO_PAIRS, Speed::Normal);
    let mut page = session.play().tiles_at_rest().into_iter().collect();
    let effects = slide(&mut session, Direction::Right);
    apply(&mut page, &effects);
    let effects = session.handle(Intent::Tick(running_timer(&effects).unwrap()));
    apply(&mut page, &effects);
    // Once the pops have shown: 240 ms at every speed, and a margin.
    let (millis, settle) = running_wait(&effects).expect("a timer for the pops' end");
    assert_eq!(millis, 300);
    let stilled = session.handle(Intent::Tick(settle));
    assert!(
        slides(&session)
            .shown()
            .iter()
            .all(|t| t.look == Look::Still)
    );
    // One write of the tiles and nothing else: no save, no sound, no other timer.
    assert!(
        matches!(stilled.as_slice(), [Effect::Rest(tiles)] if tiles.len() == 3),
        "{stilled:?}"
    );
    apply(&mut page, &stilled);
    assert_eq!(page, shown(&session));
    assert!(session.handle(Intent::Tick(settle)).is_empty());
}

#[test]
fn a_new_tile_at_slow_speed_is_stilled_once_it_has_appeared() {
    let mut session = on_2048(TWO_PAIRS, Speed::Slow);
    let effects = slide(&mut session, Direction::Right);
    let effects = session.handle(Intent::Tick(running_timer(&effects).unwrap()));
    // The new tile appears in 1.4 × 260 ms at slow speed, after the pop's 240.
    assert_eq!(running_wait(&effects).map(|(millis, _)| millis), Some(424));
}

#[test]
fn a_slide_before_the_pops_end_leaves_their_timer_stale() {
    let mut session = on_2048("2 2 . .\n. . . .\n. . . .\n4 4 8 .", Speed::Normal);
    let effects = slide(&mut session, Direction::Right);
    let effects = session.handle(Intent::Tick(running_timer(&effects).unwrap()));
    let settle = running_timer(&effects).unwrap();
    let next = running_timer(&slide(&mut session, Direction::Left)).unwrap();
    assert!(slides(&session).moving());
    assert!(session.handle(Intent::Tick(settle)).is_empty());
    assert!(slides(&session).moving(), "the slide in play goes on");
    session.handle(Intent::Tick(next));
    assert!(!slides(&session).moving());
}
