//! The long fuzz run of the API: `--inputs N` random and mutated inputs to the decoders,
//! and as many requests through the router on a SQLite file, from `--seed S`; prints the
//! counts, the statuses answered and the rates. Any panic or 5xx stops it.

#[path = "../tests/support/mod.rs"]
mod support;

use server::leaderboard::limits::Limits;
use std::time::Instant;
use support::api::{Api, Database};
use support::fuzzing::{self, Counts, Random};

fn flag(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|arg| arg == name)
        .and_then(|at| args.get(at + 1))
        .and_then(|value| value.parse().ok())
        .unwrap_or(default)
}

#[tokio::main]
async fn main() {
    let (inputs, seed) = (flag("--inputs", 100_000) as usize, flag("--seed", 1));
    let codes = fuzzing::seed_codes();
    let mut random = Random::new(seed);
    let mut counts = Counts::default();
    let started = Instant::now();
    fuzzing::decoders(&mut random, &codes, inputs, &mut counts);
    let decoding = started.elapsed();
    let database = Database::sqlite();
    let api = Api::new(&database, Limits::unlimited(), "sqlite").await;
    let started = Instant::now();
    fuzzing::requests(&api, &mut random, &codes, inputs, &mut counts).await;
    let requesting = started.elapsed();
    println!("seed {seed}");
    println!(
        "decoders: {} inputs in {:.1} s ({:.0}/s), none panicked",
        counts.decoded,
        decoding.as_secs_f64(),
        counts.decoded as f64 / decoding.as_secs_f64()
    );
    println!(
        "requests: {} in {:.1} s ({:.0}/s), none panicked, no 5xx",
        counts.requests,
        requesting.as_secs_f64(),
        counts.requests as f64 / requesting.as_secs_f64()
    );
    for (status, n) in &counts.statuses {
        println!("  {status}: {n}");
    }
}
