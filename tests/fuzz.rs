//! Fuzzing in CI: a few thousand inputs for every reader of outside text (the save,
//! ExponenTile's flat save, the 2048 save, the settings, the best score, the statistics,
//! the address's seed and board size, backup files and codes, board pictures, replay
//! codes, another tab's save of every mode and best of a board side, the replay viewer's
//! kept analyses).
//! None may panic; each reads a valid value or says what is wrong. `FUZZ_SEED` draws
//! other inputs, `FUZZ_INPUTS` sets how many; `cargo run --release --example fuzz` is
//! the long run.

#[path = "support/fuzz.rs"]
mod fuzz;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn every_reader_of_outside_text_reads_or_refuses_clearly() {
    let (seed, count) = (env("FUZZ_SEED", 15), env("FUZZ_INPUTS", 3000));
    let mut failures = Vec::new();
    for mut reader in fuzz::readers() {
        let tally = fuzz::run(&mut reader, seed, count);
        println!(
            "{:>16}: {} read, {} refused, {} broken",
            reader.name, tally.read, tally.refused, tally.broken_count
        );
        for (input, why) in tally.broken {
            failures.push(format!("{}: {why}\n    input: {input:?}", reader.name));
        }
        // Inputs that only ever get refused would test the refusals alone.
        assert!(tally.read > 0, "{}: no input was valid", reader.name);
        assert!(tally.refused > 0, "{}: no input was refused", reader.name);
    }
    assert!(failures.is_empty(), "seed {seed}:\n{}", failures.join("\n"));
}

#[test]
fn the_samples_are_valid_and_the_inputs_vary() {
    for mut reader in fuzz::readers() {
        for sample in reader.samples.clone() {
            assert_eq!(
                reader.try_input(&sample),
                Ok(fuzz::Verdict::Read),
                "{}: {sample:?}",
                reader.name
            );
        }
        let mut inputs = fuzz::Inputs::new(1, reader.samples.clone());
        let distinct: std::collections::HashSet<String> =
            (0..200).map(|_| inputs.next_input()).collect();
        assert!(
            distinct.len() > 150,
            "{}: {} distinct",
            reader.name,
            distinct.len()
        );
    }
}
