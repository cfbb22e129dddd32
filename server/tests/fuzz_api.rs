//! The API's readers and handlers fed random and mutated input: no panic, no 5xx, and
//! every refusal a sentence. `FUZZ_SEED` and `FUZZ_INPUTS` vary it; the long run is
//! `cargo run --release -p server --example fuzz_api -- --inputs 100000`.

mod support;

use server::leaderboard::limits::Limits;
use support::api::{Api, Database};
use support::fuzzing::{self, Counts, Random};

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[tokio::test]
async fn no_input_panics_or_fails_the_server() {
    let (seed, inputs) = (
        setting("FUZZ_SEED", 1),
        setting("FUZZ_INPUTS", 1_500) as usize,
    );
    let codes = fuzzing::seed_codes();
    let mut random = Random::new(seed);
    let mut counts = Counts::default();
    fuzzing::decoders(&mut random, &codes, inputs, &mut counts);
    let database = Database::sqlite();
    let api = Api::new(&database, Limits::unlimited(), "sqlite").await;
    fuzzing::requests(&api, &mut random, &codes, inputs, &mut counts).await;
    eprintln!("fuzz seed {seed}: {counts:?}");
    assert!(
        counts.statuses.get(&201).is_some_and(|n| *n > 0),
        "some games were stored: {counts:?}"
    );
}
