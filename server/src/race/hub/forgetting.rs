//! A player forgotten (`DELETE api/player`) while racing: every room they have a seat in
//! is told first, so that no race's end writes their name back (`store::finish`).

use super::{Races, lock, now_ms};
use crate::leaderboard::store::DbError;
use crate::race::room::{Event, Input};
use crate::race::store;

impl Races {
    /// Tells every room `player` has a seat in that they asked to be forgotten (before the
    /// store forgets them: a race ending meanwhile writes the seat forgotten). One process
    /// tells the rooms it holds; processes sharing races tell every running race's log the
    /// player is in, and each process holding one applies it.
    pub async fn forget(&self, player: &str) -> Result<(), DbError> {
        let mut ids: Vec<String> = self
            .0
            .rooms()
            .into_iter()
            .filter(|handle| lock(&handle.state).room.seat_of(player).is_some())
            .map(|handle| handle.id.clone())
            .collect();
        if self.0.shared.is_some() {
            ids.extend(store::running_races_of(&self.0.store, player).await?);
            ids.sort();
            ids.dedup();
        }
        for id in ids {
            let event = Event {
                at: now_ms(),
                input: Input::Forget {
                    key: player.to_owned(),
                },
            };
            match (&self.0.shared, self.0.held(&id)) {
                (Some(shared), _) => shared.append(&id, &event).await?,
                (None, Some(handle)) => {
                    self.0.apply(&handle, &event, None);
                }
                (None, None) => {}
            }
        }
        Ok(())
    }
}
