//! The statistics in storage: read with a bad record kept aside, a finished game recorded
//! over what another tab may have written since.

use crate::model::day::Day;
use crate::model::storage::{KeyValue, StoreError};

use super::{Finished, STATS_BACKUP_PREFIX, STATS_KEY, Stats, StatsError};

/// What the store held for the statistics.
#[derive(Debug, PartialEq, Eq)]
pub enum LoadedStats {
    /// The record (empty when there is none).
    Stats(Stats),
    /// A record that did not read: kept under `backup_key` (when the store let us) and
    /// removed, so the statistics start again.
    Unreadable {
        /// Why it did not read.
        error: StatsError,
        /// Where the bad text was kept, if keeping it worked.
        backup_key: Option<String>,
    },
}

/// Reads the statistics. An unreadable record is copied to a backup key named after
/// `now_ms`, then removed (only if the copy worked: nothing is lost).
pub fn load_stats(store: &impl KeyValue, now_ms: u64) -> Result<LoadedStats, StoreError> {
    let Some(text) = store.get(STATS_KEY)? else {
        return Ok(LoadedStats::Stats(Stats::default()));
    };
    Ok(match Stats::read(&text) {
        Ok(stats) => LoadedStats::Stats(stats),
        Err(error) => {
            let key = format!("{STATS_BACKUP_PREFIX}{now_ms}");
            let backup_key = store.set(&key, &text).ok().map(|()| key);
            if backup_key.is_some() {
                store.remove(STATS_KEY)?;
            }
            LoadedStats::Unreadable { error, backup_key }
        }
    })
}

/// The statistics as stored, for a backup: `None` when there are none or they do not read
/// (a backup then leaves the other side's alone).
pub fn backup_part(store: &impl KeyValue) -> Option<Stats> {
    let text = store.get(STATS_KEY).ok().flatten()?;
    Stats::read(&text)
        .ok()
        .filter(|stats| !stats.games.is_empty())
}

/// Records `game`, ended at `now_ms` (its day is taken from it), in the stored
/// statistics, read afresh (another tab may have written since): whether it was counted. An unreadable record is backed up and started again;
/// one that could not be backed up is left alone and the game is not recorded.
pub fn record(store: &impl KeyValue, mut game: Finished, now_ms: u64) -> Result<bool, StoreError> {
    game.on = Day::at_epoch_millis(now_ms as f64);
    let mut stats = match load_stats(store, now_ms)? {
        LoadedStats::Stats(stats) => stats,
        LoadedStats::Unreadable {
            backup_key: Some(_),
            ..
        } => Stats::default(),
        LoadedStats::Unreadable {
            backup_key: None, ..
        } => {
            return Err(StoreError::Failed(
                "the unreadable statistics could not be kept aside".into(),
            ));
        }
    };
    if !stats.add(game) {
        return Ok(false);
    }
    store.set(STATS_KEY, &stats.to_json())?;
    Ok(true)
}
