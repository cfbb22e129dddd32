//! ExponenTile's play, in both its modes: ExponenTorus, on a cylinder seen through a view
//! that rolls both ways under a fixed centre cursor, and ExponenTile, the original's flat
//! board that stays still under a cursor that moves ([`View`]); swaps by keys, taps and
//! swipes; animations of every pass; the look-ahead solver's hint and Watch. The board's
//! topology decides everything that differs, so the two modes are one play.
//!
//! Input during an animation: the rules are applied at once and the animation is only the
//! view catching up, so an input never waits and never acts on a stale board. Most inputs
//! first fast-forward the view to rest (`fast_forward`) and then apply to the
//! game's board, which is exactly what the player then sees. Fast-forwarding rather than
//! queueing: a queued input would be applied to a board the player has not seen yet (a tap
//! aimed at a falling tile would hit whatever lands there).

use std::collections::VecDeque;

use rules::exponentile::{Game, Move, Pos, Topology};
use rules::{AnyHistory, History, Mode, Rules, TileId};

use super::solving::{SolverPlay, Solving};
use super::{Happening, ModeSession, Moves, Play, PlayContext, Played};
use timeline::{PassPoints, Step, TileVis};
use view::View;

mod animation;
mod flat_lesson;
pub mod flat_sentences;
mod input;
mod keys;
mod lesson;
mod replaying;
pub mod selection;
pub mod sentences;
mod shown;
mod thinking;
pub mod timeline;
pub mod tracks;
pub mod view;

pub use flat_lesson::lesson as flat_lesson;
pub use keys::{FLAT_KEYS, TORUS_KEYS};
pub use lesson::lesson;

/// How long a roll of one cell takes at normal speed, in milliseconds.
pub const ROLL_MILLIS: u32 = 130;

/// What the view is doing between intents.
#[derive(Clone, Debug, Default, PartialEq)]
enum Motion {
    /// Nothing: every tile is where the game has it.
    #[default]
    Rest,
    /// The plane slides by this many cells; then the view's offset shifts by it.
    Rolling(i32, i32),
    /// A move's animation: these steps are still to come.
    Moving(VecDeque<Step>),
}

/// ExponenTile's play on either topology: the game, the view, the selection, the hint, the
/// animation in progress and the solver at work.
#[derive(Clone, Debug)]
pub struct ExponentilePlay {
    moves: Moves<Game>,
    view: View,
    selection: Option<Pos>,
    hint: Option<Move>,
    motion: Motion,
    /// The merges of each pass of the move in play still to show, told as each shows.
    merges_ahead: VecDeque<Vec<Happening>>,
    ring: Vec<u64>,
    /// The points of every pass of the move in play, a pass's together: they rise as one
    /// element, so the page animates one element a pass.
    popups: Vec<PassPoints>,
    popup_serial: u32,
    /// Whether the points are the last move's, kept hidden after its rest: they go with
    /// the next move's write, which lays the board out anyway, rather than at the rest,
    /// which would lay it out for them alone.
    spent: bool,
    /// While a pass played with its swap waits for the swap to be done before it is heard:
    /// the step's time left after that.
    heard_then: Option<u32>,
    serial: u32,
    solving: Solving<Game>,
}

/// A new game of `mode` (ExponenTorus or ExponenTile) from `seed` on a board of side
/// `size`; a side the rules cannot play gives the mode's default board.
pub fn deal(mode: Mode, seed: u64, size: usize) -> History<Game> {
    let topology = topology(mode);
    let game = Game::deal(topology, seed, size)
        .or_else(|_| Game::deal(topology, seed, mode.default_size()))
        .unwrap_or_else(|_| Game::new(seed));
    History::new(game)
}

/// The board of `mode`: ExponenTile's is flat, as the original's; ExponenTorus's, a
/// cylinder.
pub fn topology(mode: Mode) -> Topology {
    match mode {
        Mode::Exponentile => Topology::Flat,
        _ => Topology::Cylinder,
    }
}

impl ExponentilePlay {
    /// The play of `moves`, at rest, the view unrolled and the cursor in the centre.
    pub fn of(moves: Moves<Game>) -> Self {
        ExponentilePlay {
            view: View::of(moves.game().topology(), moves.game().board().size()),
            moves,
            selection: None,
            hint: None,
            motion: Motion::Rest,
            merges_ahead: VecDeque::new(),
            ring: Vec::new(),
            popups: Vec::new(),
            popup_serial: 0,
            spent: false,
            heard_then: None,
            serial: 0,
            solving: Solving::default(),
        }
    }

    /// Shows `history` in place of the game in play, from rest: the view kept when the
    /// board keeps its side, the selection, hint and solver dropped.
    fn replace(&mut self, history: History<Game>, cx: &mut PlayContext) {
        self.fast_forward(cx);
        let size = history.game().board().size();
        if self.view.size() != size {
            self.view = View::of(history.game().topology(), size);
        }
        self.selection = None;
        self.hint = None;
        self.solving.forget();
        self.moves.replace(history);
        self.show_rest(cx);
    }
}

impl ModeSession for ExponentilePlay {
    fn played(&self) -> &dyn Played {
        &self.moves
    }

    fn mode(&self) -> Mode {
        self.moves.game().mode()
    }

    fn at_rest(&self) -> bool {
        self.motion == Motion::Rest
    }

    fn tiles_at_rest(&self) -> Vec<(TileId, TileVis)> {
        // Every tile of the game, still, where the view shows it.
        self.moves
            .game()
            .board()
            .iter()
            .map(|(pos, t)| (t.id, TileVis::at_rest(pos, t.value(), self.view)))
            .collect()
    }

    fn shown_score(&self) -> u64 {
        // The whole move is shown from its key on, its score with it.
        self.moves.game().score()
    }

    fn watching(&self) -> bool {
        self.solving.watching()
    }

    fn handle(&mut self, play: Play, cx: &mut PlayContext) {
        match play {
            Play::Step(dir) => self.step(dir, cx),
            Play::Pick => self.pick(cx),
            Play::Cancel => self.cancel(cx),
            Play::Recentre => {
                self.fast_forward(cx);
                let game = self.moves.game();
                self.view = View::of(game.topology(), game.board().size());
                self.show_rest(cx);
            }
            Play::Board(input) => self.board_input(input, cx),
            Play::Undo => self.undo(cx),
            Play::Redo => self.redo(cx),
            Play::Tick(serial) => {
                self.tick(serial, cx);
                self.watch_on(cx);
            }
            Play::Hint | Play::Watch | Play::StopWatching | Play::Think(_) => {
                self.solver_intent(play, cx)
            }
            Play::KeepGoing => {}
            Play::ReplayForward => self.replay_forward(cx),
            Play::ReplayBack => self.replay_back(cx),
            Play::ReplaySeek(to) => self.replay_seek(to, cx),
        }
    }

    fn settle(&mut self, cx: &mut PlayContext) {
        self.fast_forward(cx);
    }

    fn show(&mut self, cx: &mut PlayContext) {
        self.show_rest(cx);
    }

    fn adopt(&mut self, history: AnyHistory, cx: &mut PlayContext) -> bool {
        match history {
            // Only a game of this mode: the other topology's is another mode's game.
            AnyHistory::Exponentile(history)
                if *history != *self.moves.history()
                    && history.game().topology() == self.moves.game().topology() =>
            {
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
