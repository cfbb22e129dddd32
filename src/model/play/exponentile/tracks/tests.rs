use super::*;
use crate::model::play::exponentile::timeline::fixtures::{
    B, board, id, p, real_moves, seam_report,
};
use crate::model::play::exponentile::timeline::{accepted, nudge, play_out, refused, undone};
use rules::exponentile::Move;

const REST: FaceForm = FaceForm::REST;
const BIG: FaceForm = FaceForm {
    scale: 120,
    shift: (0, 0),
};
const SHRUNK: FaceForm = FaceForm {
    scale: 55,
    shift: (0, 0),
};

fn key<T>(at: u32, value: T, ease: Ease) -> Key<T> {
    Key { at, value, ease }
}

/// The tracks of `steps` from `before` at `speed`, and the tiles where they rest.
fn tracks_of(before: &[TileAt], steps: &[Step], speed: Speed) -> HashMap<TileId, TileTrack> {
    let view = View::new(5);
    let after: Vec<(TileId, TileVis)> = play_out(before, view, steps).into_iter().collect();
    tracks(before, steps, &after, view, speed, 7)
        .tracks
        .into_iter()
        .collect()
}

fn seam_move(passes: usize) -> Vec<Step> {
    let mut report = seam_report();
    let pass = report.passes[0].clone();
    report.passes.resize(passes, pass);
    accepted(&board(B), &report, View::new(5))
}

#[test]
fn the_swap_glides_and_its_pass_waits_for_it() {
    let tracks = tracks_of(&board(B), &seam_move(1), Speed::Normal);
    // The swapped 16 glides down a cell in the glide's time, and nothing else.
    let sixteen = &tracks[&id(2, 3)];
    assert_eq!(
        sixteen.place,
        [key(0, (0, -1), Ease::Glide), key(130, (0, 0), Ease::Hold)]
    );
    assert!(sixteen.opacity.is_empty() && sixteen.face.is_empty() && sixteen.earlier.is_empty());
    // The swapped 2 glides up, shows its old value until the swap and the merge are done
    // (140 + 170 ms), and pops then.
    let origin = &tracks[&id(2, 4)];
    assert_eq!(
        origin.place,
        [key(0, (0, 1), Ease::Glide), key(130, (0, 0), Ease::Hold)]
    );
    assert_eq!(origin.earlier, [(2, 310)]);
    assert_eq!(
        origin.face,
        [
            key(0, REST, Ease::Hold),
            key(310, REST, Ease::Out),
            key(418, BIG, Ease::Out),
            key(550, REST, Ease::Hold),
        ]
    );
    assert_eq!((origin.serial, origin.length), (7, 540));
}

#[test]
fn merged_tiles_wait_for_the_swap_then_slide_in_and_fade() {
    let tracks = tracks_of(&board(B), &seam_move(1), Speed::Normal);
    // Each ends at the origin, where it was last drawn; the far ones come round the seam.
    for (tile, from) in [(id(3, 3), (1, 0)), (id(0, 3), (-2, 0)), (id(4, 3), (2, 0))] {
        let track = &tracks[&tile];
        assert_eq!(
            track.place,
            [
                key(0, from, Ease::Hold),
                key(140, from, Ease::Glide),
                key(270, (0, 0), Ease::Hold),
            ],
            "{tile:?}"
        );
        assert_eq!(
            track.opacity,
            [
                key(0, 100, Ease::Hold),
                key(140, 100, Ease::In),
                key(270, 0, Ease::Hold)
            ]
        );
        assert_eq!(
            track.face,
            [
                key(0, REST, Ease::Hold),
                key(140, REST, Ease::In),
                key(270, SHRUNK, Ease::Hold)
            ]
        );
    }
}

#[test]
fn tiles_fall_and_new_ones_drop_in_once_the_merge_is_done() {
    let tracks = tracks_of(&board(B), &seam_move(1), Speed::Normal);
    assert_eq!(
        tracks[&id(0, 2)].place,
        [
            key(0, (0, -1), Ease::Hold),
            key(310, (0, -1), Ease::Glide),
            key(440, (0, 0), Ease::Hold),
        ]
    );
    let new = &tracks[&TileId(100)];
    assert_eq!(
        new.place,
        [
            key(0, (0, -1), Ease::Hold),
            key(310, (0, -1), Ease::Drop),
            key(518, (0, 0), Ease::Hold),
        ]
    );
    assert_eq!(
        new.opacity,
        [
            key(0, 0, Ease::Hold),
            key(310, 0, Ease::Linear),
            key(414, 100, Ease::Hold)
        ]
    );
    // Tiles the move leaves alone have no track.
    assert!(!tracks.contains_key(&id(4, 4)));
}

#[test]
fn a_later_pass_plays_when_the_one_before_is_done() {
    let tracks = tracks_of(&board(B), &seam_move(2), Speed::Normal);
    let origin = &tracks[&id(2, 4)];
    // 540 ms for the swap and its pass, then the next pass's merge, 170 ms.
    assert_eq!(origin.earlier, [(2, 310), (32, 710)]);
    assert_eq!(origin.length, 940);
    assert_eq!(
        origin.face[origin.face.len() - 3..],
        [
            key(710, REST, Ease::Out),
            key(818, BIG, Ease::Out),
            key(950, REST, Ease::Hold)
        ]
    );
}

#[test]
fn at_fast_speed_a_move_takes_half_the_time_but_its_pops() {
    let tracks = tracks_of(&board(B), &seam_move(1), Speed::Fast);
    let origin = &tracks[&id(2, 4)];
    assert_eq!(origin.length, 270);
    assert_eq!(origin.earlier, [(2, 155)]);
    assert_eq!(origin.face.last(), Some(&key(155 + 240, REST, Ease::Hold)));
    assert_eq!(
        tracks[&TileId(100)].place[1..],
        [key(155, (0, -1), Ease::Drop), key(259, (0, 0), Ease::Hold)]
    );
}

#[test]
fn a_refused_swap_glides_there_and_back() {
    let swap = Move {
        a: p(0, 0),
        b: p(1, 0),
    };
    let steps = refused(&board(B), swap, View::new(5));
    let tracks = tracks_of(&board(B), &steps, Speed::Normal);
    assert_eq!(tracks.len(), 2);
    assert_eq!(
        tracks[&id(0, 0)].place,
        [
            key(0, (0, 0), Ease::Glide),
            key(130, (1, 0), Ease::Hold),
            key(140, (1, 0), Ease::Glide),
            key(270, (0, 0), Ease::Hold),
        ]
    );
    assert_eq!(tracks[&id(0, 0)].length, 280);
}

#[test]
fn a_nudge_bumps_the_face_toward_the_edge() {
    let steps = nudge((id(2, 0), p(2, 0), 8), Direction::Up, View::new(5));
    let tracks = tracks_of(&board(B), &steps, Speed::Normal);
    let face = &tracks[&id(2, 0)].face;
    assert_eq!(
        face,
        &[
            key(0, REST, Ease::Out),
            key(
                96,
                FaceForm {
                    scale: 100,
                    shift: (0, -22)
                },
                Ease::Out
            ),
            key(240, REST, Ease::Hold),
        ]
    );
}

#[test]
fn an_undo_brings_merged_tiles_back_with_a_pop() {
    let before = board(B);
    let steps = seam_move(1);
    let after: Vec<TileAt> = play_out(&before, View::new(5), &steps)
        .into_iter()
        .map(|(id, vis)| (id, vis.pos, vis.value))
        .collect();
    let back = undone(&after, &before, View::new(5));
    let tracks = tracks_of(&after, &back, Speed::Normal);
    let returned = &tracks[&id(3, 3)];
    assert!(returned.place.is_empty(), "it comes back where it was");
    assert_eq!(returned.face.first(), Some(&key(0, REST, Ease::Out)));
    // The tile that had dropped in goes at once: it has no track.
    assert!(!tracks.contains_key(&TileId(100)));
}

/// Against the real rules: every track keeps time, and ends where its tile rests (up to
/// whole turns of the cylinder), shown; a merged tile's ends faded.
#[test]
fn tracks_of_real_moves_end_where_their_tiles_rest() {
    let checked = real_moves(8, 20, |seed, serial, before, report, view, game| {
        let steps = accepted(before, report, view);
        let after: Vec<(TileId, TileVis)> = game
            .board()
            .iter()
            .map(|(pos, t)| (t.id, TileVis::at_rest(pos, t.value(), view)))
            .collect();
        let resting: HashMap<TileId, u64> =
            after.iter().map(|&(id, vis)| (id, vis.value)).collect();
        let length = length(&steps, Speed::Normal);
        let played = tracks(before, &steps, &after, view, Speed::Normal, serial);
        for (tile, track) in played.tracks {
            assert_eq!((track.serial, track.length), (serial, length));
            let times: Vec<u32> = (track.place.iter().map(|k| k.at))
                .chain(track.opacity.iter().map(|k| k.at))
                .chain(track.face.iter().map(|k| k.at))
                .collect();
            assert!(times.iter().all(|&at| at <= length + POP_MILLIS));
            for keys in [
                track.place.iter().map(|k| k.at).collect::<Vec<_>>(),
                track.opacity.iter().map(|k| k.at).collect(),
                track.face.iter().map(|k| k.at).collect(),
            ] {
                assert!(keys.windows(2).all(|w| w[0] <= w[1]), "seed {seed}");
                assert!(keys.first().is_none_or(|&at| at == 0), "seed {seed}");
            }
            let face = track.face.last().map_or(REST, |k| k.value);
            let (dx, dy) = track.place.last().map_or((0, 0), |k| k.value);
            let opacity = track.opacity.last().map_or(100, |k| k.value);
            if resting.contains_key(&tile) {
                assert_eq!((dx.rem_euclid(9), dy.rem_euclid(9)), (0, 0), "seed {seed}");
                assert_eq!((opacity, face), (100, REST));
            } else {
                assert_eq!((dx, dy, opacity), (0, 0, 0), "a merged tile, seed {seed}");
            }
        }
    });
    assert!(checked > 80, "only {checked} moves checked");
}
