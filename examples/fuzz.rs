//! The long fuzz run: many inputs for every reader of outside text, with counts and rates.
//!
//! ```sh
//! cargo run --release --example fuzz -- --inputs 100000 --seed 1
//! ```
//!
//! It exits with an error if any reader panicked or gave an unclear answer, printing the
//! input; the same inputs are drawn again from the same seed.

use std::time::Instant;

#[path = "../tests/support/fuzz.rs"]
mod fuzz;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .map(|v| {
                v.parse()
                    .unwrap_or_else(|_| panic!("{name} takes a number"))
            })
            .unwrap_or(default)
    };
    let (count, seed) = (arg("--inputs", 100_000), arg("--seed", 1));
    // Panics are caught and counted; their default report would bury the figures.
    std::panic::set_hook(Box::new(|_| {}));
    println!("{count} inputs per reader, seed {seed}");
    println!(
        "{:>16} {:>9} {:>9} {:>7} {:>12} {:>9}",
        "reader", "read", "refused", "broken", "inputs/s", "MB/s"
    );
    let mut broken = 0;
    for mut reader in fuzz::readers() {
        let start = Instant::now();
        let tally = fuzz::run(&mut reader, seed, count);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{:>16} {:>9} {:>9} {:>7} {:>12.0} {:>9.1}",
            reader.name,
            tally.read,
            tally.refused,
            tally.broken_count,
            count as f64 / secs,
            tally.bytes as f64 / secs / 1e6
        );
        for (input, why) in &tally.broken {
            println!("    {why}\n    input: {input:?}");
        }
        broken += tally.broken_count;
    }
    if broken > 0 {
        eprintln!("{broken} broken promises");
        std::process::exit(1);
    }
}
