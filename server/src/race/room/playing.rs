//! A move as it comes: played by the rules when it is the player's next and the race is
//! under way, else refused with the player's moves as the server has them.

use rules::race_protocol::ServerMessage;
use rules::{AnyHistory, Outcome};

use super::super::protocol::Refusal;
use super::{Out, Phase, Room, Seat, refuse};

impl Room {
    pub(super) fn play(&mut self, key: &str, n: u32, m: u64, at: u64, out: &mut Vec<Out>) {
        let Some(index) = self.seat_of(key) else {
            return refuse(
                out,
                key,
                "not_in_race",
                "You are watching this race, not in it.",
            );
        };
        let seat = &mut self.seats[index];
        let log = |seat: &Seat| Some(seat.log());
        let refusal = match (self.phase, &mut seat.game) {
            (Phase::Lobby | Phase::Countdown { .. }, _) | (_, None) => Refusal::new(
                "not_begun",
                "The race has not begun: wait for the countdown.",
            ),
            (Phase::Over { .. }, _) => Refusal::new(
                "race_over",
                format!("The race is over: move {n} came after the end and does not count."),
            ),
            (Phase::Racing { .. }, _) if seat.left => {
                Refusal::new("left", "You left this race: your score stands as it was.")
            }
            (Phase::Racing { .. }, Some(game)) => {
                let played = game.summary().moves;
                if n <= played && seat_move(game, n) == Some(m) {
                    // Sent again after a reconnection: it counted the first time.
                    return;
                }
                if n != played + 1 {
                    Refusal::new(
                        "out_of_order",
                        format!("Move {n} is not your next move: you have played {played}."),
                    )
                } else {
                    match game.play_packed(m) {
                        Ok(()) => {
                            let s = game.summary();
                            out.push(Out::All(ServerMessage::Moved {
                                seat: index,
                                m,
                                moves: s.moves,
                                score: s.score,
                                top_tile: s.highest_tile,
                                over: s.outcome == Outcome::GameOver,
                            }));
                            self.end_if_all_done(at, out);
                            return;
                        }
                        Err(why) => Refusal::new(
                            "illegal_move",
                            format!("Move {n} is not a legal move: {why}."),
                        ),
                    }
                }
            }
        };
        let log = log(&self.seats[index]);
        out.push(Out::To(key.to_owned(), refusal.to_message(log)));
    }
}

/// The number of move `n` (from 1) of `game`.
fn seat_move(game: &AnyHistory, n: u32) -> Option<u64> {
    let index = usize::try_from(n).ok()?.checked_sub(1)?;
    game.packed_log()?.get(index).copied()
}
