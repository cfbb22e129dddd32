//! The source's own rules (docs/architecture.md): a file holds one idea, so none runs
//! over 400 lines before its tests, in any crate of the workspace, and no function over
//! 120; the rules crate stands alone, so it depends on nothing of the app or the browser,
//! and the server on nothing of the app (the compiler keeps a crate from importing what it does not
//! depend on); every storage key is declared in `src/model/keys.rs`, and no component
//! opens storage (the page, `src/ui/page.rs`, holds the one handle); and no code names a
//! mode outside the mode's own folders and the one table of each layer that lists them.

use std::fs;
use std::path::{Path, PathBuf};

use exponentorus::model::keys::Slot;

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

/// The one table of each layer that lists the modes: outside these and the modes' own
/// folders, no code names a mode (docs/architecture.md, "Adding a mode").
const MODE_TABLES: &[&str] = &[
    "rules/src/lib.rs",         // the rules' modules, one a mode
    "rules/src/mode.rs",        // the modes, their names, titles and sides
    "rules/src/any_history.rs", // a game of any mode, and its rules by mode
    "src/model/play/mod.rs",    // each mode's play: deal, open, lesson, keys, sentences
    "src/ui/modes.rs",          // each mode's parts of the page
];

/// The modes' folders, by name: each a folder of the play layer (`src/model/play/`),
/// which must also be one of the rules (`rules/src/`) and of the page (`src/ui/modes/`).
fn mode_folders() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders: Vec<String> = fs::read_dir(root.join("src/model/play"))
        .expect("src/model/play")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    for folder in &folders {
        for layer in ["rules/src", "src/ui/modes"] {
            assert!(
                root.join(layer).join(folder).is_dir(),
                "the mode folder {folder} has none in {layer}"
            );
        }
    }
    folders
}

/// The words that name a mode in code, lower case: each mode's own (`Twenty48`), and each
/// mode folder's (`exponentile`).
fn mode_words(folders: &[String]) -> Vec<String> {
    let mut words: Vec<String> = rules::Mode::ALL
        .iter()
        .map(|mode| format!("{mode:?}").to_lowercase())
        .chain(folders.iter().cloned())
        .collect();
    words.sort();
    words.dedup();
    words
}

/// The identifiers of `line` that name a mode (contain one of `words`), outside its
/// comment and its string literals. The crate's own name, which is a mode's, is no mode.
fn mode_names_in(line: &str, words: &[String]) -> Vec<String> {
    let mut code = String::new();
    let mut in_string = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (in_string, c) {
            (true, '\\') => {
                chars.next();
            }
            (true, '"') => in_string = false,
            (true, _) => {}
            (false, '"') => {
                in_string = true;
                code.push(' ');
            }
            (false, '/') if chars.peek() == Some(&'/') => break,
            (false, c) => code.push(c),
        }
    }
    code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| *word != env!("CARGO_PKG_NAME"))
        .filter(|word| {
            let lower = word.to_lowercase();
            words.iter().any(|mode| lower.contains(mode.as_str()))
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_mode_names_in_a_line_are_found_in_its_code_only() {
    let words = mode_words(&mode_folders());
    assert_eq!(
        mode_names_in(
            r#"let a = Mode::Twenty48; let b: ExponentilePlay = x("Mode::Exponentile\" twenty48::"); // rules::twenty48::Game"#,
            &words
        ),
        ["Twenty48", "ExponentilePlay"]
    );
    assert!(mode_names_in("use exponentorus::Root;", &words).is_empty());
    assert!(mode_names_in("use rules::exponentile::Game;", &words) == ["exponentile"]);
}

#[test]
fn no_code_names_a_mode_outside_its_folders_and_the_tables() {
    let folders = mode_folders();
    assert!(folders.len() >= 2, "mode folders: {folders:?}");
    let words = mode_words(&folders);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let in_its_folders = |path: &Path| {
        let path = path.strip_prefix(root).expect("under the workspace");
        folders.iter().any(|folder| {
            ["src/model/play", "src/ui/modes", "rules/src"]
                .iter()
                .any(|layer| path.starts_with(Path::new(layer).join(folder)))
        })
    };
    let mut named = Vec::new();
    let mut tables = 0;
    for (path, text) in ["src", "rules/src", "server/src"]
        .into_iter()
        .flat_map(sources)
    {
        let relative = path.strip_prefix(root).expect("under the workspace");
        if MODE_TABLES.iter().any(|table| relative == Path::new(table)) {
            tables += 1;
            // A table lists every mode, or every mode's folder.
            let modes = rules::Mode::ALL
                .iter()
                .all(|mode| text.contains(&format!("Mode::{mode:?}")));
            let modules = folders
                .iter()
                .all(|folder| text.contains(&format!("mod {folder};")));
            assert!(
                modes || modules,
                "{} lists neither every mode nor every mode's folder",
                relative.display()
            );
            continue;
        }
        if in_its_folders(&path) {
            continue;
        }
        for (n, line) in code_before_tests(&path, &text).lines().enumerate() {
            let names = mode_names_in(line, &words);
            if !names.is_empty() {
                named.push(format!(
                    "{}:{}: {}",
                    relative.display(),
                    n + 1,
                    names.join(", ")
                ));
            }
        }
    }
    assert_eq!(tables, MODE_TABLES.len(), "tables found");
    assert!(
        named.is_empty(),
        "a mode named outside its folders and the tables ({}):\n{}",
        named.len(),
        named.join("\n")
    );
}

#[test]
fn the_shell_knows_every_mode_but_the_main_game() {
    // public/shell.js paints the main game's board before the wasm is read, unless the
    // address or the last game is of another mode: its list is a table of the modes too.
    let shell = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("public/shell.js"))
        .expect("public/shell.js");
    let list = shell
        .split_once("const others = [")
        .and_then(|(_, rest)| rest.split_once(']'))
        .map(|(list, _)| list)
        .expect("shell.js's list of the other modes");
    let named: Vec<&str> = list
        .split(',')
        .map(|name| name.trim().trim_matches('\''))
        .filter(|name| !name.is_empty())
        .collect();
    let others: Vec<&str> = rules::Mode::ALL
        .into_iter()
        .filter(|&mode| mode != rules::Mode::MAIN)
        .map(rules::Mode::name)
        .collect();
    assert_eq!(named, others);
}

#[test]
fn the_shell_knows_each_modes_board_sides_and_saved_game() {
    // public/shell.js sizes its board as the saved game's, when the mode offers that
    // side: its table of sides and the keys it reads are the app's.
    let shell = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("public/shell.js"))
        .expect("public/shell.js");
    let table = shell
        .split_once("const sides = {")
        .and_then(|(_, rest)| rest.split_once('}'))
        .map(|(table, _)| table)
        .expect("shell.js's table of sides");
    for mode in rules::Mode::ALL {
        let sides = table
            .split_once(&format!("{}: [", mode.name()))
            .and_then(|(_, rest)| rest.split_once(']'))
            .map(|(list, _)| list)
            .unwrap_or_else(|| panic!("shell.js's sides of {}", mode.name()));
        let sides: Vec<usize> = sides
            .split(',')
            .map(|side| side.trim().parse().expect("a side"))
            .collect();
        assert_eq!(sides, mode.sizes(), "{}", mode.name());
    }
    let main_key = exponentorus::model::keys::game_key(rules::Mode::MAIN, Slot::Free);
    assert!(shell.contains(&format!("'{main_key}'")), "{main_key}");
    for mode in rules::Mode::ALL
        .into_iter()
        .filter(|&m| m != rules::Mode::MAIN)
    {
        assert_eq!(
            exponentorus::model::keys::game_key(mode, Slot::Free),
            format!("exponentorus.{}.game", mode.name()),
            "shell.js's key of {}'s saved game",
            mode.name()
        );
    }
    assert!(shell.contains("`exponentorus.${mode}.game`"));
}

const MAX_FUNCTION_LINES: usize = 120;

/// The functions of `code` longer than [`MAX_FUNCTION_LINES`], by name and length: a
/// function runs from its `fn` line to the first line after it that closes a brace at
/// the `fn` line's indent.
fn long_functions(code: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut long = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let signature = [
            "pub fn ",
            "pub(crate) fn ",
            "pub(super) fn ",
            "fn ",
            "async fn ",
        ]
        .iter()
        .find_map(|lead| trimmed.strip_prefix(lead));
        let Some(rest) = signature else { continue };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let close = lines[start + 1..].iter().position(|later| {
            later.len() > indent
                && later[..indent].trim().is_empty()
                && later[indent..].starts_with('}')
        });
        if let Some(end) = close {
            let length = end + 2;
            if length > MAX_FUNCTION_LINES {
                long.push((name, length));
            }
        }
    }
    long
}

#[test]
fn a_long_function_is_found_and_a_short_one_is_not() {
    let body = "    step();\n".repeat(MAX_FUNCTION_LINES);
    let code = format!("fn short() {{\n    one();\n}}\n\npub fn long() {{\n{body}}}\n");
    assert_eq!(
        long_functions(&code),
        [("long".to_owned(), MAX_FUNCTION_LINES + 2)]
    );
}

#[test]
fn no_function_runs_over_120_lines() {
    let long: Vec<String> = ["src", "rules/src", "server/src"]
        .into_iter()
        .flat_map(sources)
        .flat_map(|(path, text)| {
            long_functions(code_before_tests(&path, &text))
                .into_iter()
                .map(move |(name, lines)| format!("{} {name}: {lines}", path.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "functions over {MAX_FUNCTION_LINES} lines: {long:?}"
    );
}
