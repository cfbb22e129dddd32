//! What the statistics panel and the Saves panel read and write in storage, asked of the
//! page as effects and answered as intents, so no component opens storage: the
//! statistics read at each opening, the backup an export holds, and an import's outcome.

use std::sync::Arc;

use super::Session;
use crate::model::announce;
use crate::model::backup::{Backup, RestoreError, preview};
use crate::model::i18n::tr;
use crate::model::intent::Effect;
use crate::model::stats::{LoadedStats, Stats};
use crate::model::storage::StoreError;

/// The statistics as the panel shows them: the record, and what is wrong with it if it
/// did not read (then the record shown is empty).
#[derive(Debug, Default, PartialEq)]
pub struct StatsShown {
    /// The games recorded.
    pub stats: Stats,
    /// Why the record did not read, told above the figures.
    pub problem: Option<String>,
}

/// The records the panels show, as the page last read them.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Records {
    /// The statistics as storage held them when the panel opened. Shared, not copied:
    /// the session is copied more often than the panel opens.
    stats: Option<Arc<StatsShown>>,
    /// What an export holds, collected when the Saves panel opened.
    backup: Option<Arc<Backup>>,
    /// Why the last import did not happen.
    restore_failed: Option<RestoreError>,
}

impl Session {
    /// The statistics as storage held them when the panel last opened (`None` before
    /// the page has read them).
    pub fn stats_shown(&self) -> Option<Arc<StatsShown>> {
        self.records.stats.clone()
    }

    /// What an export holds, as collected when the Saves panel opened.
    pub fn backup(&self) -> Option<&Backup> {
        self.records.backup.as_deref()
    }

    /// What importing `backup` would replace of what the export holds, a line each.
    pub fn import_preview(&self, backup: &Backup) -> String {
        let Some(now) = self.backup() else {
            return String::new();
        };
        let lines: Vec<String> = preview(now, backup)
            .iter()
            .map(ToString::to_string)
            .collect();
        lines.join("\n")
    }

    /// Why the last import did not happen, if it did not.
    pub fn restore_failed(&self) -> Option<&RestoreError> {
        self.records.restore_failed.as_ref()
    }

    /// The statistics panel opens: the page reads them afresh, so it shows what any tab
    /// has recorded.
    pub(super) fn read_stats(&mut self) {
        self.effects.push(Effect::ReadStats);
    }

    /// The page read the statistics.
    pub(super) fn stats_read_now(&mut self, read: Result<LoadedStats, StoreError>) {
        let shown = match read {
            Ok(LoadedStats::Stats(stats)) => StatsShown {
                stats,
                problem: None,
            },
            Ok(LoadedStats::Unreadable { error, backup_key }) => StatsShown {
                stats: Stats::default(),
                problem: Some(announce::unreadable_stats(&error, backup_key.as_deref())),
            },
            Err(why) => StatsShown {
                stats: Stats::default(),
                problem: Some(tr::stats_unreadable_now(&announce::store_error(&why))),
            },
        };
        self.records.stats = Some(Arc::new(shown));
    }

    /// The Saves panel opens: the page collects what an export holds (the game in play's
    /// seed deals the main game if none reads).
    pub(super) fn open_saves(&mut self) {
        self.records.restore_failed = None;
        self.effects
            .push(Effect::CollectBackup(self.play.summary().seed));
    }

    /// The page collected what an export holds.
    pub(super) fn backup_collected(&mut self, backup: Arc<Backup>) {
        self.records.backup = Some(backup);
    }

    /// The player confirmed an import: the page replaces everything storage keeps.
    pub(super) fn replace_saves(&mut self, backup: Arc<Backup>) {
        self.records.restore_failed = None;
        self.effects.push(Effect::ReplaceSaves(backup));
    }

    /// The page replaced the saves, or could not: the page starts again from what storage
    /// now holds, like a visit, or the panel says why nothing (or not all) was changed.
    pub(super) fn saves_replaced(&mut self, replaced: Result<(), RestoreError>) {
        match replaced {
            Ok(()) => self.effects.push(Effect::Reload),
            Err(why) => self.records.restore_failed = Some(why),
        }
    }
}
