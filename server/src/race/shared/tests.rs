//! The writer against a real PostgreSQL (skipped without `EXPONENTORUS_TEST_POSTGRES`):
//! two processes' events of several races, all at once, numbered from 1 without a gap and
//! all told; and events too long to be told with their text still kept and told.

use std::collections::{BTreeMap, BTreeSet};

use sqlx::postgres::PgListener;
use tokio::task::JoinSet;

use super::{CHANNEL, PAYLOAD, Shared};
use crate::leaderboard::store::Store;
use crate::race::room::{Event, Input};

/// A new database on the test server, its tables made, with `races` in `races`.
async fn database(races: &[String]) -> Option<(String, String, String)> {
    let admin = std::env::var("EXPONENTORUS_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.is_empty())?;
    let name = format!(
        "shared_test_{}_{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    );
    let mut admin_connection = <sqlx::PgConnection as sqlx::Connection>::connect(&admin)
        .await
        .unwrap();
    sqlx::Executor::execute(
        &mut admin_connection,
        format!("CREATE DATABASE {name}").as_str(),
    )
    .await
    .unwrap();
    let (base, query) = admin.split_once('?').unwrap_or((admin.as_str(), ""));
    let server = base.rsplit_once('/').map_or(base, |(server, _)| server);
    let url = format!("{server}/{name}?{query}");
    let store = Store::open(&url).await.unwrap();
    for id in races {
        sqlx::query(
            "INSERT INTO races (id, mode, size, minutes, seed, creator_hash, created_ms) \
             VALUES ($1, 'classic', 4, 3, '1', 'x', 0)",
        )
        .bind(id)
        .execute(store.pool())
        .await
        .unwrap();
    }
    store.close().await;
    Some((admin, name, url))
}

async fn drop_database(admin: &str, name: &str) {
    let mut connection = <sqlx::PgConnection as sqlx::Connection>::connect(admin)
        .await
        .unwrap();
    sqlx::Executor::execute(
        &mut connection,
        format!("DROP DATABASE {name} WITH (FORCE)").as_str(),
    )
    .await
    .unwrap();
}

/// Every event kept, by race: its numbers and the players' keys, in order.
async fn kept(shared: &Shared, races: &[String]) -> BTreeMap<String, Vec<(u64, String)>> {
    let mut kept = BTreeMap::new();
    for id in races {
        let events = shared.events_after(id, 0).await.unwrap();
        let events = events
            .into_iter()
            .map(|(seq, event)| match event.input {
                Input::Gone { key } => (seq, key),
                Input::Join { key, .. } => (seq, key),
                other => panic!("not appended: {other:?}"),
            })
            .collect();
        kept.insert(id.clone(), events);
    }
    kept
}

/// Reads notifications until every race's events up to `last` are told (each in a line
/// of its own, or by a line naming a later number of the race); panics after 20 s.
async fn told(listener: &mut PgListener, last: &BTreeMap<String, u64>) -> usize {
    let mut told: BTreeMap<String, BTreeSet<u64>> = BTreeMap::new();
    let mut short_lines = 0;
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(20);
    while last
        .iter()
        .any(|(id, last)| told.get(id).map_or(0, |seqs| seqs.len() as u64) < *last)
    {
        let notification = tokio::time::timeout_at(deadline, listener.recv())
            .await
            .expect("every event told")
            .unwrap();
        assert!(notification.payload().len() < 8000);
        for line in notification.payload().lines() {
            let mut parts = line.splitn(3, ' ');
            let id = parts.next().unwrap().to_owned();
            let seq: u64 = parts.next().unwrap().parse().unwrap();
            let seqs = told.entry(id).or_default();
            match parts.next() {
                Some(text) => {
                    serde_json::from_str::<Event>(text).unwrap();
                    assert!(seqs.insert(seq), "told twice");
                }
                None => {
                    short_lines += 1;
                    seqs.extend(1..=seq);
                }
            }
        }
    }
    short_lines
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_events_of_several_races_at_once_are_numbered_from_1_and_told() {
    let races: Vec<String> = (0..4).map(|n| format!("race{n}")).collect();
    let Some((admin, name, url)) = database(&races).await else {
        eprintln!("skipped: EXPONENTORUS_TEST_POSTGRES is not set");
        return;
    };
    let (one, two) = (
        Shared::connect(&url).await.unwrap(),
        Shared::connect(&url).await.unwrap(),
    );
    let mut listener = PgListener::connect(&url).await.unwrap();
    listener.listen(CHANNEL).await.unwrap();
    let each = 60;
    let mut appends = JoinSet::new();
    for n in 0..each {
        for (r, id) in races.iter().enumerate() {
            let shared = if (n + r) % 2 == 0 { &one } else { &two }.clone();
            let id = id.clone();
            appends.spawn(async move {
                let event = Event {
                    at: n as u64,
                    input: Input::Gone {
                        key: format!("{n}"),
                    },
                };
                shared.append(&id, &event).await
            });
        }
    }
    while let Some(appended) = appends.join_next().await {
        appended.unwrap().unwrap();
    }
    for (id, events) in kept(&one, &races).await {
        let seqs: Vec<u64> = events.iter().map(|(seq, _)| *seq).collect();
        assert_eq!(seqs, (1..=each as u64).collect::<Vec<_>>(), "{id}");
        let keys: BTreeSet<&str> = events.iter().map(|(_, key)| key.as_str()).collect();
        assert_eq!(keys.len(), each, "{id}: each event once");
    }
    let last = races.iter().map(|id| (id.clone(), each as u64)).collect();
    told(&mut listener, &last).await;
    drop((one, two, listener));
    drop_database(&admin, &name).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn events_too_long_to_be_told_with_their_text_are_kept_and_told_by_number() {
    let races = vec!["long".to_owned()];
    let Some((admin, name, url)) = database(&races).await else {
        eprintln!("skipped: EXPONENTORUS_TEST_POSTGRES is not set");
        return;
    };
    let shared = Shared::connect(&url).await.unwrap();
    let mut listener = PgListener::connect(&url).await.unwrap();
    listener.listen(CHANNEL).await.unwrap();
    // One event longer than a notification holds, then many that are long together.
    let join = |n: usize, length: usize| Event {
        at: n as u64,
        input: Input::Join {
            key: format!("{n}"),
            name: "n".repeat(length),
        },
    };
    shared
        .append("long", &join(0, PAYLOAD + 100))
        .await
        .unwrap();
    let mut appends = JoinSet::new();
    for n in 1..40 {
        let (shared, event) = (shared.clone(), join(n, 1000));
        appends.spawn(async move { shared.append("long", &event).await });
    }
    while let Some(appended) = appends.join_next().await {
        appended.unwrap().unwrap();
    }
    let kept = kept(&shared, &races).await;
    let seqs: Vec<u64> = kept["long"].iter().map(|(seq, _)| *seq).collect();
    assert_eq!(seqs, (1..=40).collect::<Vec<_>>());
    let last = BTreeMap::from([("long".to_owned(), 40)]);
    assert!(told(&mut listener, &last).await >= 1, "told by number");
    drop((shared, listener));
    drop_database(&admin, &name).await;
}
