//! The statistics in storage: read without writing, an unreadable record kept aside by a
//! write of its own, and a finished game recorded over what another tab may have written
//! since.

use crate::model::storage::{KeyValue, StoreError};
use rules::day::Day;

use super::{Finished, PuzzleTry, Stats, StatsError};
use crate::model::keys::{STATS_KEY, unreadable_stats_key};

/// What the store holds for the statistics, read without writing anything.
#[derive(Debug, PartialEq, Eq)]
pub enum StoredStats {
    /// The record (empty when there is none).
    Stats(Stats),
    /// A record that does not read, with its text as stored (for
    /// [`keep_aside_unreadable`]).
    Unreadable {
        /// Why it does not read.
        error: StatsError,
        /// The text as stored.
        text: String,
    },
}

/// What [`load_stats`] found, an unreadable record kept aside by then.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Reads the statistics, writing nothing.
pub fn read_stats(store: &impl KeyValue) -> Result<StoredStats, StoreError> {
    let Some(text) = store.get(STATS_KEY)? else {
        return Ok(StoredStats::Stats(Stats::default()));
    };
    Ok(match Stats::read(&text) {
        Ok(stats) => StoredStats::Stats(stats),
        Err(error) => StoredStats::Unreadable { error, text },
    })
}

/// Keeps `text`, an unreadable record, under [`unreadable_stats_key`] of `now_ms`, then removes
/// the record so the statistics start again; only if the copy worked, so nothing is
/// lost. The key it went to.
pub fn keep_aside_unreadable(
    store: &impl KeyValue,
    text: &str,
    now_ms: u64,
) -> Result<String, StoreError> {
    let key = unreadable_stats_key(now_ms);
    store.set(&key, text)?;
    store.remove(STATS_KEY)?;
    Ok(key)
}

/// Reads the statistics and keeps an unreadable record aside ([`read_stats`], then
/// [`keep_aside_unreadable`]): what a page load does with them.
pub fn load_stats(store: &impl KeyValue, now_ms: u64) -> Result<LoadedStats, StoreError> {
    Ok(match read_stats(store)? {
        StoredStats::Stats(stats) => LoadedStats::Stats(stats),
        StoredStats::Unreadable { error, text } => LoadedStats::Unreadable {
            error,
            backup_key: keep_aside_unreadable(store, &text, now_ms).ok(),
        },
    })
}

/// The statistics as stored, for a backup: `None` when there are none or they do not read
/// (a backup then leaves the other side's alone).
pub fn backup_part(store: &impl KeyValue) -> Option<Stats> {
    match read_stats(store) {
        Ok(StoredStats::Stats(stats)) if !stats.games.is_empty() || !stats.puzzles.0.is_empty() => {
            Some(stats)
        }
        _ => None,
    }
}

/// Records `game`, ended at `now_ms` (its day is taken from it), in the stored
/// statistics ([`update`]): whether it was counted.
pub fn record(store: &impl KeyValue, mut game: Finished, now_ms: u64) -> Result<bool, StoreError> {
    game.on = Day::at_epoch_millis(now_ms as f64);
    update(store, now_ms, |stats| stats.add(game))
}

/// Records a puzzle's try, made at `now_ms` (its day is taken from it), in the stored
/// statistics ([`update`]): whether it counted (a puzzle's first try alone does).
pub fn record_puzzle(
    store: &impl KeyValue,
    mut tried: PuzzleTry,
    now_ms: u64,
) -> Result<bool, StoreError> {
    tried.on = Day::at_epoch_millis(now_ms as f64);
    update(store, now_ms, |stats| stats.puzzles.add(tried))
}

/// Changes the stored statistics, read afresh (another tab may have written since), by
/// `change`, which says whether it changed them; whether it did. An unreadable record is
/// kept aside and started again; one that could not be kept aside is left alone and
/// nothing is recorded.
fn update(
    store: &impl KeyValue,
    now_ms: u64,
    change: impl FnOnce(&mut Stats) -> bool,
) -> Result<bool, StoreError> {
    let mut stats = match read_stats(store)? {
        StoredStats::Stats(stats) => stats,
        StoredStats::Unreadable { text, .. } => {
            keep_aside_unreadable(store, &text, now_ms).map_err(|_| {
                StoreError::Failed("the unreadable statistics could not be kept aside".into())
            })?;
            Stats::default()
        }
    };
    if !change(&mut stats) {
        return Ok(false);
    }
    store.set(STATS_KEY, &stats.to_json())?;
    Ok(true)
}
