//! The source's own rules (docs/architecture.md): a file holds one idea, so
//! none runs over 400 lines before its tests, in any crate of the workspace; the rules
//! crate stands alone, so it depends on nothing of the app or the browser, and the server
//! on nothing of the app (the compiler keeps a crate from importing what it does not
//! depend on); every storage key is declared in `src/model/keys.rs`, and no component
//! opens storage (the page, `src/ui/page.rs`, holds the one handle).

use std::fs;
use std::path::{Path, PathBuf};

const MAX_LINES_BEFORE_TESTS: usize = 400;

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
    {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

fn sources(under: &str) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join(under),
        &mut files,
    );
    files.sort();
    assert!(!files.is_empty(), "no Rust files under {under}");
    files
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            (path, text)
        })
        .collect()
}

/// Lines before the file's `#[cfg(test)]` module, or all of them; a file that is a test
/// module (`tests.rs`, included under `#[cfg(test)]`) counts none.
fn lines_before_tests(path: &Path, text: &str) -> usize {
    if path.file_name().is_some_and(|name| name == "tests.rs") {
        return 0;
    }
    text.lines()
        .position(|line| line.trim_start() == "#[cfg(test)]")
        .unwrap_or_else(|| text.lines().count())
}

#[test]
fn no_source_file_runs_over_400_lines_before_its_tests() {
    let long: Vec<String> = ["src", "rules/src", "server/src"]
        .into_iter()
        .flat_map(sources)
        .filter_map(|(path, text)| {
            let lines = lines_before_tests(&path, &text);
            (lines > MAX_LINES_BEFORE_TESTS).then(|| format!("{}: {lines}", path.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "over {MAX_LINES_BEFORE_TESTS} lines before the tests: {long:?}"
    );
}

#[test]
fn the_rules_depend_on_nothing_of_the_app_or_the_browser() {
    let outside = [
        "exponentorus",
        "leptos",
        "web-sys",
        "js-sys",
        "gloo",
        "wasm-bindgen",
    ];
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("rules/Cargo.toml");
    let text = fs::read_to_string(&manifest)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", manifest.display()));
    let reaching: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter(|line| {
            let name = line.split('=').next().unwrap_or_default().trim();
            outside.iter().any(|outside| name.starts_with(outside))
        })
        .collect();
    assert!(
        reaching.is_empty(),
        "the rules crate depends on the app or the browser: {reaching:?}"
    );
}

/// The lines of a crate's manifest (`server/Cargo.toml`) that name a dependency starting
/// with one of `outside`.
fn dependencies_on(manifest: &str, outside: &[&str]) -> Vec<String> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join(manifest);
    let text = fs::read_to_string(&manifest)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", manifest.display()));
    text.lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter(|line| {
            let name = line.split('=').next().unwrap_or_default().trim();
            outside.iter().any(|outside| name.starts_with(outside))
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_server_depends_on_nothing_of_the_app() {
    let outside = [
        "exponentorus",
        "leptos",
        "web-sys",
        "js-sys",
        "gloo",
        "wasm-bindgen",
    ];
    let reaching = dependencies_on("server/Cargo.toml", &outside);
    assert!(
        reaching.is_empty(),
        "the server depends on the app or the browser: {reaching:?}"
    );
}

/// The file's code before its tests: none in a test module's file (`tests.rs`, or a file
/// of a `tests` folder).
fn code_before_tests<'a>(path: &Path, text: &'a str) -> &'a str {
    if path.components().any(|part| part.as_os_str() == "tests") {
        return "";
    }
    let lines = lines_before_tests(path, text);
    let end = text
        .match_indices('\n')
        .nth(lines.saturating_sub(1))
        .map_or(text.len(), |(at, _)| at);
    if lines == 0 { "" } else { &text[..end] }
}

#[test]
fn every_storage_key_is_declared_in_one_place() {
    // Every key the game keeps starts with its name and a dot.
    let mut declared = 0;
    let mut elsewhere = Vec::new();
    for (path, text) in sources("src") {
        let code = code_before_tests(&path, &text);
        let keys = code.matches("\"exponentorus.").count();
        if path.ends_with("src/model/keys.rs") {
            declared = keys;
        } else if keys > 0 {
            elsewhere.push(path.display().to_string());
        }
    }
    assert!(declared >= 10, "keys.rs declares {declared} keys");
    assert!(
        elsewhere.is_empty(),
        "storage keys outside keys.rs: {elsewhere:?}"
    );
}

#[test]
fn no_component_opens_storage() {
    let mut opening = Vec::new();
    let mut page_holds_it = false;
    for (path, text) in sources("src/ui") {
        let code = code_before_tests(&path, &text);
        if path.ends_with("src/ui/page.rs") {
            page_holds_it = code.contains("WebStore::open()");
        } else if ["WebStore", "KeyValue", "local_storage"]
            .iter()
            .any(|name| code.contains(name))
        {
            opening.push(path.display().to_string());
        }
    }
    assert!(page_holds_it, "the page holds the store");
    assert!(
        opening.is_empty(),
        "components that open storage: {opening:?}"
    );
}

/// The page's public methods that reach its storage handle, by name, in `code`.
fn page_methods_reaching_storage(code: &str) -> Vec<String> {
    code.split("\n    pub fn ")
        .skip(1)
        .filter_map(|method| {
            // The method ends where the page's next method (public or not) begins.
            let body = method.split("\n    fn ").next().unwrap_or(method);
            let name = method.split(['(', '<']).next().unwrap_or_default();
            body.contains("self.store").then(|| name.to_owned())
        })
        .collect()
}

#[test]
fn components_reach_storage_only_through_the_session() {
    let page = Path::new("src/ui/page.rs");
    let text = fs::read_to_string(page).unwrap();
    let code = code_before_tests(page, &text);
    assert!(
        code.contains("    store: StoredValue"),
        "the page keeps its storage handle to itself"
    );
    // Making the page and reading the posting's record before the first intent are the
    // page's own; everything a component wants of storage is an intent, and the page's
    // effects (its private `apply`) do it.
    let reaching: Vec<String> = page_methods_reaching_storage(code)
        .into_iter()
        .filter(|name| !["new", "open_posting"].contains(&name.as_str()))
        .collect();
    assert!(
        reaching.is_empty(),
        "page methods a component could call to reach storage: {reaching:?}"
    );
    let read_stats = "\n    pub fn read_stats(self) -> u8 {\n        self.store.get()\n    }\n";
    assert_eq!(
        page_methods_reaching_storage(read_stats),
        ["read_stats"],
        "the rule sees a method that reads storage"
    );
}
