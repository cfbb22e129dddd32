//! The documentation's links lead somewhere: every relative link in README.md and
//! docs/*.md names a file that exists, and every `#anchor` a heading of its page (GitHub's
//! anchors: the heading lower-cased, its spaces hyphens, its other punctuation dropped, a
//! repeated heading numbered). Links to other sites are not followed. Every page of docs/
//! is linked from the README, so a newcomer finds it.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

/// A link as written: the line it starts on, and its target (`path#anchor`).
struct Link {
    line: usize,
    target: String,
}

/// The markdown outside fenced code blocks, each line kept (fences blanked) so that line
/// numbers still count from the top.
fn prose(markdown: &str) -> String {
    let mut fence: Option<&str> = None;
    let mut kept = String::new();
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        let marker = ["```", "~~~"].into_iter().find(|m| trimmed.starts_with(m));
        match (fence, marker) {
            (None, Some(m)) => fence = Some(m),
            (Some(open), Some(m)) if open == m => fence = None,
            (None, None) => kept.push_str(line),
            _ => {}
        }
        kept.push('\n');
    }
    kept
}

/// The prose with its code spans (which may run over a line break) blanked, newlines kept.
fn without_code_spans(prose: &str) -> String {
    let chars: Vec<char> = prose.chars().collect();
    let mut out = String::with_capacity(prose.len());
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '`' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let run = chars[i..].iter().take_while(|&&c| c == '`').count();
        let closing = (i + run..chars.len()).find(|&j| {
            chars[j..].iter().take_while(|&&c| c == '`').count() == run
                && (j == 0 || chars[j - 1] != '`')
        });
        let Some(close) = closing else {
            // An unmatched backtick is a literal one.
            out.extend(&chars[i..i + run]);
            i += run;
            continue;
        };
        out.extend(chars[i..close].iter().filter(|&&c| c == '\n'));
        i = close + run;
    }
    out
}

/// Every inline link (`[text](target)`, images too) outside code.
fn links(markdown: &str) -> Vec<Link> {
    let text = without_code_spans(&prose(markdown));
    let mut found = Vec::new();
    let mut rest = text.as_str();
    let mut line = 1;
    while let Some(at) = rest.find("](") {
        line += rest[..at].matches('\n').count();
        let after = &rest[at + 2..];
        let end = after.find([')', ' ', '\n']).unwrap_or(after.len());
        found.push(Link {
            line,
            target: after[..end].trim_matches(['<', '>']).to_string(),
        });
        rest = after;
    }
    found
}

/// The anchor GitHub gives a heading's text.
fn slug(heading: &str) -> String {
    let mut text = String::new();
    // A link in a heading shows its text alone.
    let mut chars = heading.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ']' && chars.peek() == Some(&'(') {
            for c in chars.by_ref() {
                if c == ')' {
                    break;
                }
            }
        } else {
            text.push(c);
        }
    }
    text.trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// Every heading's anchor on a page.
fn anchors(markdown: &str) -> HashSet<String> {
    let mut seen = HashSet::new();
    for line in prose(markdown).lines() {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(line[hashes..].trim().trim_end_matches('#'));
        let mut anchor = base.clone();
        let mut n = 0;
        while seen.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        seen.insert(anchor);
    }
    seen
}

/// Whether a target is another site's (or a mail address): those are not followed.
fn is_external(target: &str) -> bool {
    let scheme = target.split_once(':').map(|(s, _)| s);
    target.starts_with("//")
        || scheme.is_some_and(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// What is wrong with a page's links, one sentence each (none when all resolve).
fn broken_links(page: &Path) -> Vec<String> {
    let markdown =
        fs::read_to_string(page).unwrap_or_else(|e| panic!("cannot read {}: {e}", page.display()));
    let dir = page.parent().expect("a page is in a folder");
    let mut broken = Vec::new();
    for Link { line, target } in links(&markdown) {
        if is_external(&target) {
            continue;
        }
        let (path, anchor) = target.split_once('#').unwrap_or((&target, ""));
        let file = if path.is_empty() {
            page.to_path_buf()
        } else {
            dir.join(path)
        };
        let at = format!("{}:{line}: `{target}`", page.display());
        if target.is_empty() {
            broken.push(format!("{at}: a link with no target"));
        } else if !file.exists() {
            broken.push(format!("{at}: no file {}", file.display()));
        } else if !anchor.is_empty() {
            match fs::read_to_string(&file) {
                Ok(text) if file.extension().is_some_and(|e| e == "md") => {
                    if !anchors(&text).contains(anchor) {
                        broken.push(format!("{at}: no heading #{anchor} in {}", file.display()));
                    }
                }
                _ => broken.push(format!("{at}: #{anchor} on a file with no headings")),
            }
        }
    }
    broken
}

/// README.md and every page of docs/.
fn pages(root: &Path) -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("a docs folder")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    pages.insert(0, root.join("README.md"));
    pages
}

#[test]
fn every_link_in_the_readme_and_docs_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let pages = pages(root);
    assert!(
        pages.len() > 3,
        "README.md and the pages of docs/: {pages:?}"
    );
    let broken: Vec<String> = pages.iter().flat_map(|p| broken_links(p)).collect();
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_links_every_page_of_docs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).expect("README.md");
    let linked: HashSet<String> = links(&readme).into_iter().map(|l| l.target).collect();
    for page in pages(root).iter().skip(1) {
        let name = format!("docs/{}", page.file_name().unwrap().to_string_lossy());
        assert!(linked.contains(&name), "the README does not link {name}");
    }
}

/// A folder of pages for the checker's own tests.
fn sample(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a sample folder");
    for (file, text) in files {
        fs::write(dir.join(file), text).expect("a sample page");
    }
    dir
}

#[test]
fn a_link_to_a_missing_file_or_heading_is_reported() {
    let dir = sample(
        "doc_links_broken",
        &[
            (
                "a.md",
                "# A\n\nSee [b](b.md#there), [gone](gone.md) and [here](#nowhere).\n",
            ),
            ("b.md", "# B\n\n## Elsewhere\n"),
        ],
    );
    let broken = broken_links(&dir.join("a.md"));
    assert_eq!(broken.len(), 3, "{broken:?}");
    assert!(
        broken[0].contains("a.md:3: `b.md#there`: no heading #there"),
        "{broken:?}"
    );
    assert!(broken[1].contains("`gone.md`: no file"), "{broken:?}");
    assert!(
        broken[2].contains("`#nowhere`: no heading #nowhere"),
        "{broken:?}"
    );
}

#[test]
fn links_that_resolve_are_not_reported() {
    let dir = sample(
        "doc_links_sound",
        &[
            (
                "a.md",
                "# A\n\n## 2048's solver\n\n## The game's server\n\n## Again\n\n## Again\n\n\
                 [s](#2048s-solver) [g](b.md#the-games-server) [x](#again-1) [b](b.md)\n\
                 [web](https://example.org/x#y) <https://example.org> [mail](mailto:a@b.c)\n",
            ),
            (
                "b.md",
                "# B: [a link](a.md) in a heading\n\n## The game's server\n",
            ),
        ],
    );
    assert_eq!(broken_links(&dir.join("a.md")), Vec::<String>::new());
    assert!(
        anchors(&fs::read_to_string(dir.join("b.md")).unwrap()).contains("b-a-link-in-a-heading")
    );
}

#[test]
fn links_in_code_are_not_links() {
    let markdown = "`[a](x.md)` and ``[b](y.md)``, a span `over\n[c](z.md) lines`,\n\
                    ```sh\n[d](w.md)\n# not a heading\n```\n[e](e.md)\n";
    let targets: Vec<(usize, String)> = links(markdown)
        .into_iter()
        .map(|l| (l.line, l.target))
        .collect();
    assert_eq!(targets, vec![(7, "e.md".to_string())]);
    assert!(anchors(markdown).is_empty());
}
