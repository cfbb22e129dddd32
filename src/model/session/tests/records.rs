//! The panels' records through the session: the statistics read at each opening, the
//! backup an export holds, and an import's outcome, all asked of the page as effects.

use super::*;
use std::sync::Arc;

use crate::model::backup::{Backup, RestoreError, collect, preview};
use crate::model::storage::test_stores::Memory;

fn no_games() -> LoadedStats {
    LoadedStats::Stats(Default::default())
}

#[test]
fn the_statistics_are_read_afresh_at_each_opening() {
    let mut session = on(ONE_MOVE);
    assert_eq!(session.stats_shown(), None);
    assert_eq!(key(&mut session, Action::Stats), [Effect::ReadStats]);
    session.handle(Intent::StatsRead(Ok(no_games())));
    let shown = session.stats_shown().unwrap();
    assert_eq!((shown.stats.games.len(), shown.problem.clone()), (0, None));
    key(&mut session, Action::Cancel);
    // The store refuses meanwhile: the next opening shows so.
    assert_eq!(session.handle(Intent::OpenStats), [Effect::ReadStats]);
    session.handle(Intent::StatsRead(Err(StoreError::Blocked)));
    assert_eq!(
        session.stats_shown().unwrap().problem.as_deref(),
        Some("The statistics cannot be read: the browser blocks storage for this page.")
    );
}

#[test]
fn an_export_holds_what_storage_keeps_and_an_import_replaces_it_or_says_why_not() {
    let mut session = on(ONE_MOVE);
    let seed = session.summary().seed;
    assert_eq!(
        session.handle(Intent::OpenSaves),
        [Effect::CollectBackup(seed)]
    );
    let backup: Backup = collect(&Memory::default(), seed);
    session.handle(Intent::BackupCollected(Arc::new(backup.clone())));
    assert_eq!(session.backup(), Some(&backup));
    // The preview says what an import would replace of what the export holds.
    let other = collect(&Memory::default(), seed + 1);
    let lines: Vec<String> = preview(&backup, &other)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(!lines.is_empty());
    assert_eq!(session.import_preview(&other), lines.join("\n"));
    // The player confirms an import: the page replaces the saves, then starts again.
    assert_eq!(
        session.handle(Intent::ReplaceSaves(Arc::new(backup.clone()))),
        [Effect::ReplaceSaves(Arc::new(backup.clone()))]
    );
    assert_eq!(
        session.handle(Intent::SavesReplaced(Ok(()))),
        [Effect::Reload]
    );
    let failed = RestoreError {
        failed: StoreError::Full,
        rollback: Some(StoreError::Full),
    };
    assert_eq!(
        session.handle(Intent::SavesReplaced(Err(failed.clone()))),
        []
    );
    assert_eq!(session.restore_failed(), Some(&failed));
    // The panel opened again starts with no failure told.
    session.handle(Intent::OpenSaves);
    assert_eq!(session.restore_failed(), None);
}
