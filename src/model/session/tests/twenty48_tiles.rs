//! 2048's tiles reach the page as every mode's do: a slide's glide as
//! [`Effect::Animate`], its end, a snap, an undo or a reload as [`Effect::Rest`]; the
//! page's tile store, modelled here, shows exactly what the play shows.

use std::collections::BTreeMap;

use super::twenty48::{on_2048, slide, slides};
use super::*;
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
