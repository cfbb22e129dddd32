//! 2048's play: slides by keys and swipes, the two steps of an animated move (the tiles
//! glide, then the board rests with the merged tiles popping and the new tile appearing),
//! the "you win" dialog, and the expectimax solver's hint and Watch.
//!
//! A move made while one is still gliding is queued, and the gliding one is finished at
//! once (snapped, without transitions) before the queued one plays: no input is lost and no
//! two moves overlap.

use std::collections::VecDeque;

use rules::twenty48::Game;
use rules::{AnyHistory, Direction, History, Mode, Outcome, Pos, TileId};

use super::solving::{SolverPlay, Solving};
use super::{Event, Happening, ModeSession, Moves, Play, PlayContext, Played};
use crate::model::intent::Effect;
use crate::model::stroke::BoardInput;
use crate::model::tile_motion::{Phase, TileVis};

mod keys;
mod lesson;
pub mod sentences;
mod sliding;
mod thinking;

pub use keys::KEYS;
pub use lesson::lesson;

/// How long the slide takes at normal speed, in milliseconds (the CSS `--move-ms`).
pub const SLIDE_MILLIS: u32 = 130;
/// How long a merged tile's pop shows, in milliseconds, at every speed but instant (the
/// first thirty-second of `.face.popped`'s 7,680 ms, style/board.css: the rest holds it
/// still).
const POP_MILLIS: u32 = 240;
/// How long a new tile takes to appear at normal speed (the first thirty-second of
/// `.face.appear`'s 44.8 × `--move-ms`, style/modes/twenty48.css).
const APPEAR_MILLIS: u32 = 182;
/// Time past the pops' end before they are stilled: the animations start a frame or more
/// after the write that begins them, and stilling one before its end would cut it.
const SETTLE_MARGIN_MILLIS: u32 = 60;
/// How long a finished-early move rests, snapped, before the queued one plays: one frame
/// or so, for the browser to draw the snapped board.
pub const SNAP_MILLIS: u32 = 20;

/// What a tile is doing, for its animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// At rest, or sliding to its cell.
    Still,
    /// Sliding into a partner's cell, where it vanishes when the slide ends.
    Vanishing,
    /// Just made by a merge: it pops.
    Merged,
    /// Just drawn: it appears.
    New,
}

/// One tile as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlideTile {
    /// The tile's id, which keys its element.
    pub id: TileId,
    /// Its cell (its destination while sliding).
    pub pos: Pos,
    /// The value shown.
    pub value: u64,
    /// Its animation.
    pub look: Look,
}

impl SlideTile {
    /// The tile as the page's tile store shows it: at its cell, which the board never
    /// rolls; a new tile appears where it is (it drops from no cell above).
    pub fn vis(&self) -> (TileId, TileVis) {
        let phase = match self.look {
            Look::Still => Phase::Rest,
            Look::Vanishing => Phase::Merging,
            Look::Merged => Phase::Popped,
            Look::New => Phase::Spawned { drop: 0 },
        };
        let cell = (i32::from(self.pos.x), i32::from(self.pos.y));
        let vis = TileVis::new(self.pos, cell, self.value, phase);
        (self.id, vis)
    }
}

/// Where the animation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Motion {
    Rest,
    /// The tiles glide to their cells; the rest state follows at the tick.
    Sliding,
    /// A slide finished early: the board shows its end at once, then the queue plays.
    Snapped,
}

/// 2048's play: the game, the tiles as shown, the move in play and those queued, the win
/// dialog, the hint and the solver at work.
#[derive(Clone, Debug)]
pub struct Twenty48Play {
    moves: Moves<Game>,
    motion: Motion,
    serial: u32,
    shown: Vec<SlideTile>,
    /// The board at rest after the move in play, shown at the tick.
    after: Vec<SlideTile>,
    queue: VecDeque<Direction>,
    /// The merges of the slide in play, told when it ends.
    merges_ahead: Vec<Happening>,
    win_open: bool,
    /// The hinted slide, until the board changes.
    hint: Option<Direction>,
    solving: Solving<Game>,
}

/// A new game of `seed` on side `size` (a side outside 3..=8 gives the default 4×4).
pub fn deal(seed: u64, size: usize) -> History<Game> {
    History::new(Game::with_size(seed, size).unwrap_or_else(|_| Game::new(seed)))
}

impl Twenty48Play {
    /// The play of `moves`, at rest; the win dialog open if the win waits for an answer (never in a replay viewer).
    pub fn of(moves: Moves<Game>) -> Self {
        let mut play = Twenty48Play {
            win_open: moves.game().win_pending() && !moves.replaying_whole(),
            moves,
            motion: Motion::Rest,
            serial: 0,
            shown: Vec::new(),
            after: Vec::new(),
            queue: VecDeque::new(),
            merges_ahead: Vec::new(),
            hint: None,
            solving: Solving::default(),
        };
        play.shown = play.board_tiles(Look::Still);
        play
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.moves.game()
    }

    /// The tiles as shown, in id order.
    pub fn shown(&self) -> &[SlideTile] {
        &self.shown
    }

    /// Whether tiles are gliding (CSS transitions on).
    pub fn moving(&self) -> bool {
        self.motion == Motion::Sliding
    }

    /// Whether the "You win" dialog is open (once the board is at rest).
    pub fn win_shown(&self) -> bool {
        self.win_open && self.motion == Motion::Rest
    }

    /// The hinted slide, until the board changes.
    pub fn hint(&self) -> Option<Direction> {
        self.hint
    }

    /// Whether the solver is searching (for a hint or for Watch's next move).
    pub fn thinking(&self) -> bool {
        self.solving.thinking()
    }

    /// The value at `pos` on the board at rest, 0 for an empty cell.
    pub fn value_at(&self, pos: Pos) -> u64 {
        self.moves.game().board().get(pos).map_or(0, |t| t.value())
    }

    /// Shows `history` in place of the game in play, at rest, its dialog as it stands.
    fn replace(&mut self, history: History<Game>, cx: &mut PlayContext) {
        self.hint = None;
        self.solving.forget();
        self.motion = Motion::Rest;
        self.serial = self.serial.wrapping_add(1);
        self.queue.clear();
        self.merges_ahead.clear();
        self.win_open = history.game().win_pending();
        self.moves.replace(history);
        self.rest_as_is(cx);
    }
}

impl ModeSession for Twenty48Play {
    fn played(&self) -> &dyn Played {
        &self.moves
    }

    fn mode(&self) -> Mode {
        Mode::Twenty48
    }

    fn at_rest(&self) -> bool {
        self.motion == Motion::Rest
    }

    fn tiles_at_rest(&self) -> Vec<(TileId, TileVis)> {
        self.shown.iter().map(SlideTile::vis).collect()
    }

    fn watching(&self) -> bool {
        self.solving.watching()
    }

    fn dialog_open(&self) -> bool {
        self.win_open
    }

    fn handle(&mut self, play: Play, cx: &mut PlayContext) {
        match play {
            Play::Step(dir) | Play::Board(BoardInput::Swipe(_, dir)) => self.slide(dir, cx),
            Play::Undo => self.undo(cx),
            Play::Redo => self.redo(cx),
            Play::Tick(serial) => {
                self.tick(serial, cx);
                self.watch_on(cx);
            }
            Play::Hint | Play::Watch | Play::StopWatching | Play::Think(_) => {
                self.solver_intent(play, cx)
            }
            Play::Cancel => {
                // Escape puts a hint away, as in the main game.
                if self.hint.take().is_some() {
                    cx.consume();
                }
            }
            Play::KeepGoing => {
                if self.win_open {
                    self.win_open = false;
                    self.moves.mark(Game::keep_going);
                    cx.event(Event::Marked);
                    cx.say(sentences::keep_going());
                    cx.effect(Effect::GiveBackFocus);
                }
            }
            Play::ReplayForward => self.replay_forward(cx),
            Play::ReplayBack => self.replay_back(cx),
            Play::ReplaySeek(to) => {
                if let Some(at) = self.moves.replay_at(to) {
                    self.replace(at, cx);
                    self.win_open = false;
                }
            }
            Play::Pick | Play::Recentre | Play::Board(_) => {}
        }
    }

    fn settle(&mut self, cx: &mut PlayContext) {
        self.finish_now(cx);
    }

    fn show(&mut self, cx: &mut PlayContext) {
        // At rest, whatever was in flight: the tick a snap waited for may never come (the
        // tutorial's board had the page meanwhile), and the slides queued were for then.
        self.motion = Motion::Rest;
        self.queue.clear();
        self.merges_ahead.clear();
        self.rest_as_is(cx);
    }

    fn adopt(&mut self, history: AnyHistory, cx: &mut PlayContext) -> bool {
        match history {
            AnyHistory::Twenty48(history) if *history != *self.moves.history() => {
                self.replace(*history, cx);
                true
            }
            _ => false,
        }
    }

    fn mark_move(&mut self, packed: Option<u64>) {
        self.mark_packed(packed);
    }

    fn move_words(&self, packed: u64) -> Option<String> {
        self.packed_words(packed)
    }

    fn play_move(&mut self, packed: u64, cx: &mut PlayContext) -> bool {
        self.play_packed(packed, cx)
    }
}

/// Whether `game` is over, for the live region's sentence.
fn over(game: &Game) -> bool {
    game.outcome() == Outcome::GameOver
}
