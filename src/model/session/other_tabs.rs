//! Another tab's writes: its save of the game in play is the newest state of that game,
//! and its best scores count here too.

use rules::AnyHistory;

use super::Session;
use crate::model::announce;
use crate::model::keys::{best_of_key, slot_of_key};
use crate::model::play::PlayContext;
use crate::model::saves::parse_best;

impl Session {
    pub(super) fn storage_changed(&mut self, key: &str, value: Option<String>) {
        if self.posting.storage_changed(key, value.as_deref()) {
            return;
        }
        if let Some((mode, size)) = best_of_key(key) {
            self.bests.raise(mode, size, parse_best(value.as_deref()));
            return;
        }
        // The other tab's save is adopted if it is of this page's mode and slot (and on a
        // daily page, of the same day).
        if slot_of_key(key) != Some((self.mode(), self.slot)) {
            return;
        }
        let Some(Ok(history)) = value.map(|text| AnyHistory::from_json(self.mode(), &text)) else {
            return;
        };
        // Behind the tutorial, the player's waiting game takes it, unseen until then.
        let speed = self.speed();
        if let Some(touring) = self.tutorial.as_mut() {
            let kept = touring.kept_mut();
            if self.daily.is_none() || history.summary().seed == kept.summary().seed {
                kept.adopt(history, &mut PlayContext::new(speed));
            }
            return;
        }
        if self.daily.is_some() && history.summary().seed != self.play.summary().seed {
            return;
        }
        let mut cx = PlayContext::new(self.speed());
        self.play.settle(&mut cx);
        let adopted = self.play.adopt(history, &mut cx);
        self.take(cx);
        if adopted {
            self.raise_best();
            self.aim();
            // What the live region said was of the game this tab had.
            self.status = self.opening_sentence();
            self.notify(announce::adopted_from_other_tab());
        }
    }
}
