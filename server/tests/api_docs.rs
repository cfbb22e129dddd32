//! The API's documentation follows the code's modes: where it says what `mode` is (in the
//! README, or whichever page of docs/ holds the API), every mode is named, and
//! docs/RULES.md §19 gives every mode's daily side.

use rules::Mode;
use std::fs;
use std::path::{Path, PathBuf};

fn repository() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// The README and every Markdown page under docs/.
fn documents() -> Vec<(PathBuf, String)> {
    let mut paths = vec![repository().join("README.md")];
    let mut folders = vec![repository().join("docs")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "md") {
                paths.push(path);
            }
        }
    }
    paths
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            (path, text)
        })
        .collect()
}

#[test]
fn the_api_s_mode_is_any_of_every_mode() {
    let documents = documents();
    let (path, line) = documents
        .iter()
        .find_map(|(path, text)| {
            let line = text.lines().find(|line| line.starts_with("`mode` is "))?;
            Some((path, line))
        })
        .expect("a page says what the API's `mode` is");
    for mode in Mode::ALL {
        assert!(
            line.contains(&format!("`{}`", mode.name())),
            "{}: {line}",
            path.display()
        );
    }
}

#[test]
fn rules_19_gives_every_mode_s_daily_side() {
    let rules = fs::read_to_string(repository().join("docs/RULES.md")).unwrap();
    let daily = rules
        .lines()
        .find(|line| line.starts_with("| Daily boards |"))
        .expect("§19's row on daily boards");
    for mode in Mode::ALL {
        let side = format!("{} in {}", mode.default_size(), mode.title());
        assert!(daily.contains(&side), "{side} missing: {daily}");
    }
}
