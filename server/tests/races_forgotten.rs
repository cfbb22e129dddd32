//! "Forget me" and races, through real sockets, on SQLite and (when
//! `EXPONENTORUS_TEST_POSTGRES` names a server) PostgreSQL: a player forgotten after a race
//! or during one keeps their seat and their game in the standings, under the forgotten
//! name, and no table keeps their name or their token's hash.

mod support;

use serde_json::{Value, json};
use server::leaderboard::player::PlayerKey;
use server::leaderboard::store::FORGOTTEN_NAME;
use support::api::token;
use support::race::{Client, RaceServer, lobby_of, on_every_store, play, seed_of, started};

/// Ann's name: one no replay code or hash holds by chance.
const ANN: &str = "Ann Forgetme";

/// Race `id` as a link opened now shows it.
async fn watched(server: &RaceServer, id: &str) -> Value {
    let mut watcher = server.socket(id).await;
    watcher.send(json!({ "type": "watch" })).await;
    watcher.next_of("room").await
}

/// Both players leave, and the race's results are kept: the standings.
async fn both_leave(server: &RaceServer, id: &str, ann: &mut Client, bob: &mut Client) -> Value {
    ann.send(json!({ "type": "leave" })).await;
    bob.send(json!({ "type": "leave" })).await;
    let over = bob.until(|m| m["phase"] == "over").await;
    server.kept(id).await;
    over
}

/// The name and the moves race `id` keeps for seat 0.
async fn kept_seat(server: &RaceServer, id: &str) -> (String, i64) {
    let (name, moves): (String, Option<i64>) =
        sqlx::query_as("SELECT name, moves FROM race_players WHERE race_id = $1 AND seat = 0")
            .bind(id)
            .fetch_one(server.store.pool())
            .await
            .unwrap();
    (name, moves.unwrap_or(0))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_forgotten_after_a_race_leaves_no_name_or_token_in_any_table() {
    on_every_store(|server| async move {
        let ann_hash = PlayerKey::from_token(&token(1)).unwrap();
        let id = server.race(&token(1), 3, 0).await;
        let (mut ann, mut bob) = lobby_of(&server, &id, ANN).await;
        let dealt = started(&mut ann, &mut bob).await;
        let mut log = Vec::new();
        assert!(play(&mut ann, seed_of(&dealt), 3, &mut log).await);
        bob.until(|m| m["type"] == "moved" && m["seat"] == 0).await;
        both_leave(&server, &id, &mut ann, &mut bob).await;
        assert_eq!(kept_seat(&server, &id).await.0, ANN);

        assert_eq!(server.forget(&token(1)).await, 200);
        assert_eq!(
            server.traces(&[ANN, ann_hash.as_str()]).await,
            Vec::<String>::new(),
            "nothing of Ann's is left"
        );
        assert_eq!(
            kept_seat(&server, &id).await,
            (FORGOTTEN_NAME.to_owned(), 1)
        );
        // The race's link, still held in memory, shows her seat forgotten too.
        let link = watched(&server, &id).await;
        assert_eq!(link["phase"], "over");
        assert_eq!(link["players"][0]["name"], FORGOTTEN_NAME);
        assert_eq!(link["players"][0]["moves"], 1);
        assert_eq!(link["players"][1]["name"], "Bob");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_forgotten_during_a_race_is_not_named_again_by_its_end() {
    on_every_store(|server| async move {
        let ann_hash = PlayerKey::from_token(&token(1)).unwrap();
        let id = server.race(&token(1), 3, 0).await;
        let (mut ann, mut bob) = lobby_of(&server, &id, ANN).await;
        let dealt = started(&mut ann, &mut bob).await;
        let (seed, mut log) = (seed_of(&dealt), Vec::new());
        assert!(play(&mut ann, seed, 3, &mut log).await);
        bob.until(|m| m["type"] == "moved" && m["seat"] == 0).await;

        assert_eq!(server.forget(&token(1)).await, 200);
        // Every screen shows the seat under the forgotten name at once.
        let told = bob
            .until(|m| m["type"] == "room" && m["players"][0]["name"] == FORGOTTEN_NAME)
            .await;
        assert_eq!(told["players"][0]["moves"], 1);
        // Her open socket plays on: her game is hers until the end.
        assert!(play(&mut ann, seed, 3, &mut log).await);
        let moved = ann
            .until(|m| m["type"] == "refused" || m["type"] == "moved" && m["seat"] == 0)
            .await;
        assert_eq!(moved["type"], "moved", "{moved}");

        let over = both_leave(&server, &id, &mut ann, &mut bob).await;
        assert_eq!(over["players"][0]["name"], FORGOTTEN_NAME);
        assert_eq!(
            kept_seat(&server, &id).await,
            (FORGOTTEN_NAME.to_owned(), 2)
        );
        assert_eq!(
            server.traces(&[ANN, ann_hash.as_str()]).await,
            Vec::<String>::new(),
            "the race's end kept nothing of Ann's"
        );
    })
    .await;
}
