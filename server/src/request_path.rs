//! A request's path read strictly, before the disk is asked anything: which file of the
//! build it names, if any, or why it names none.
//!
//! Every path that reaches the build folder is a list of plain names: no `.` or `..`, no
//! separator hidden in an escape (`%2F`, `%5C`), no NUL or other control character. So a
//! path can never climb out of the folder, and the file checked here is the file sent.

use percent_encoding::percent_decode_str;
use std::fmt;

/// The longest path answered, in bytes. The build's longest URL is under 60 bytes; a
/// longer path is a mistake or a probe, and is refused before it costs a file lookup.
pub const MAX_PATH_BYTES: usize = 2048;

/// Where the game lives in the server's URL space: `/`, or a sub-path such as
/// `/games/exponentorus/` (the build's URLs are relative, so it runs under any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Base(String);

impl Base {
    /// The base from the `--base` flag: it starts with `/`, and a missing trailing `/` is
    /// added. Each segment is plain (letters, digits, `-`, `_`, `.`, `~`; never `.` or
    /// `..`), so the base is a URL and a header value as it is.
    pub fn parse(text: &str) -> Result<Base, String> {
        let Some(inner) = text.strip_prefix('/') else {
            return Err(format!("the base path must start with '/': {text:?}"));
        };
        let plain = |c: char| c.is_ascii_alphanumeric() || "-_.~".contains(c);
        let segments: Vec<&str> = inner.split('/').filter(|s| !s.is_empty()).collect();
        for segment in &segments {
            if *segment == "." || *segment == ".." || !segment.chars().all(plain) {
                return Err(format!(
                    "the base path may hold only letters, digits and - _ . ~ between slashes: {text:?}"
                ));
            }
        }
        Ok(Base(if segments.is_empty() {
            "/".to_owned()
        } else {
            format!("/{}/", segments.join("/"))
        }))
    }

    /// The base as a URL path, with its trailing `/`.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for Base {
    /// The site's root, `/`.
    fn default() -> Base {
        Base("/".to_owned())
    }
}

impl fmt::Display for Base {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a well-formed path asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Target {
    /// Something under the base: the decoded names from the build folder down (none for
    /// the folder itself), and whether the path ended in `/` (asking for a directory).
    InBuild {
        /// Each a plain name, never empty, `.` or `..`.
        segments: Vec<String>,
        /// The path ended in `/`, or was the base itself.
        trailing_slash: bool,
    },
    /// The base without its trailing slash (`/games/exponentorus`): the page's relative
    /// URLs would resolve one level up, so this is redirected to the base.
    BaseWithoutSlash,
    /// A path outside the base: nothing of the game's.
    OutsideBase,
}

/// Why a path is refused outright (a 4xx, without a look at the disk).
#[derive(Debug, PartialEq, Eq)]
pub enum BadPath {
    /// Over [`MAX_PATH_BYTES`].
    TooLong,
    /// An escape that decodes to bytes that are not UTF-8.
    NotUtf8,
    /// A `/` or `\` inside a segment (`%2F`, `%5C`): a separator must be one in the raw
    /// path, or the path's structure would change after the check.
    EncodedSeparator,
    /// A `.` or `..` segment, raw or escaped (`%2e%2e`): browsers resolve these before
    /// they ask, so only a crafted request carries one.
    DotSegment,
    /// NUL or another control character: no file of a build has one in its name.
    ControlCharacter,
}

impl fmt::Display for BadPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BadPath::TooLong => "the path is too long",
            BadPath::NotUtf8 => "the path's escapes are not UTF-8",
            BadPath::EncodedSeparator => "the path has an escaped slash or backslash",
            BadPath::DotSegment => "the path has a . or .. segment",
            BadPath::ControlCharacter => "the path has a control character",
        })
    }
}

/// Reads a request's path (as sent, percent-encoded, without the query) against the base.
pub fn read(path: &str, base: &Base) -> Result<Target, BadPath> {
    if path.len() > MAX_PATH_BYTES {
        return Err(BadPath::TooLong);
    }
    let base = base.as_str();
    if base != "/" && path == base.trim_end_matches('/') {
        return Ok(Target::BaseWithoutSlash);
    }
    let Some(rest) = path.strip_prefix(base) else {
        return Ok(Target::OutsideBase);
    };
    let mut segments = Vec::new();
    for raw in rest.split('/').filter(|raw| !raw.is_empty()) {
        let segment = percent_decode_str(raw)
            .decode_utf8()
            .map_err(|_| BadPath::NotUtf8)?;
        if segment.contains(['/', '\\']) {
            return Err(BadPath::EncodedSeparator);
        }
        if segment == "." || segment == ".." {
            return Err(BadPath::DotSegment);
        }
        if segment.chars().any(char::is_control) {
            return Err(BadPath::ControlCharacter);
        }
        segments.push(segment.into_owned());
    }
    Ok(Target::InBuild {
        segments,
        trailing_slash: rest.is_empty() || rest.ends_with('/'),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at_root(path: &str) -> Result<Target, BadPath> {
        read(path, &Base::default())
    }

    fn file(segments: &[&str]) -> Result<Target, BadPath> {
        Ok(Target::InBuild {
            segments: segments.iter().map(|s| s.to_string()).collect(),
            trailing_slash: false,
        })
    }

    #[test]
    fn a_plain_path_names_its_segments_decoded() {
        assert_eq!(at_root("/icons/icon.svg"), file(&["icons", "icon.svg"]));
        assert_eq!(at_root("/a%20b.txt"), file(&["a b.txt"]));
        assert_eq!(at_root("/caf%C3%A9"), file(&["café"]));
        // Empty segments are nothing: `//` is `/`, as on a file system.
        assert_eq!(at_root("//icons//icon.svg"), file(&["icons", "icon.svg"]));
    }

    #[test]
    fn the_root_and_a_trailing_slash_ask_for_a_directory() {
        let dir = |segments: &[&str]| {
            Ok(Target::InBuild {
                segments: segments.iter().map(|s| s.to_string()).collect(),
                trailing_slash: true,
            })
        };
        assert_eq!(at_root("/"), dir(&[]));
        assert_eq!(at_root("/icons/"), dir(&["icons"]));
    }

    #[test]
    fn dot_segments_are_refused_raw_or_escaped() {
        for path in [
            "/..",
            "/../etc/passwd",
            "/icons/../../x",
            "/%2e%2e/x",
            "/%2E%2E",
            "/.%2e/x",
            "/./index.html",
            "/%2e",
        ] {
            assert_eq!(at_root(path), Err(BadPath::DotSegment), "{path}");
        }
        // A name that only starts with dots is a name.
        assert_eq!(at_root("/..a"), file(&["..a"]));
    }

    #[test]
    fn escaped_separators_are_refused() {
        for path in [
            "/icons%2Ficon.svg",
            "/%2f",
            "/..%2F..%2Fetc",
            "/a%5Cb",
            "/a%5c..%5cb",
        ] {
            assert_eq!(at_root(path), Err(BadPath::EncodedSeparator), "{path}");
        }
    }

    #[test]
    fn nul_and_control_characters_are_refused() {
        for path in ["/index.html%00", "/%00/x", "/a%0Ab", "/a%7Fb", "/a%1B"] {
            assert_eq!(at_root(path), Err(BadPath::ControlCharacter), "{path}");
        }
    }

    #[test]
    fn escapes_that_are_not_utf8_are_refused() {
        assert_eq!(at_root("/%FF"), Err(BadPath::NotUtf8));
        assert_eq!(at_root("/%C3"), Err(BadPath::NotUtf8));
        // A malformed escape is no escape: the characters are the name.
        assert_eq!(at_root("/%zz"), file(&["%zz"]));
    }

    #[test]
    fn paths_over_the_limit_are_refused() {
        let longest = format!("/{}", "a".repeat(MAX_PATH_BYTES - 1));
        assert!(matches!(at_root(&longest), Ok(Target::InBuild { .. })));
        let longer = format!("/{}", "a".repeat(MAX_PATH_BYTES));
        assert_eq!(at_root(&longer), Err(BadPath::TooLong));
    }

    #[test]
    fn under_a_base_paths_are_read_from_the_base_down() {
        let base = Base::parse("/games/exponentorus").unwrap();
        assert_eq!(base.as_str(), "/games/exponentorus/");
        assert_eq!(
            read("/games/exponentorus/sw.js", &base),
            Ok(Target::InBuild {
                segments: vec!["sw.js".into()],
                trailing_slash: false
            })
        );
        assert_eq!(
            read("/games/exponentorus/", &base),
            Ok(Target::InBuild {
                segments: vec![],
                trailing_slash: true
            })
        );
        assert_eq!(
            read("/games/exponentorus", &base),
            Ok(Target::BaseWithoutSlash)
        );
        for outside in ["/", "/sw.js", "/games/", "/games/exponentorusx/sw.js"] {
            assert_eq!(read(outside, &base), Ok(Target::OutsideBase), "{outside}");
        }
        // A bad path is bad under any base.
        assert_eq!(
            read("/games/exponentorus/%2e%2e/x", &base),
            Err(BadPath::DotSegment)
        );
    }

    #[test]
    fn a_base_is_plain_and_ends_with_a_slash() {
        assert_eq!(Base::parse("/").unwrap().as_str(), "/");
        assert_eq!(Base::parse("//").unwrap().as_str(), "/");
        assert_eq!(Base::parse("/a/b/").unwrap().as_str(), "/a/b/");
        assert_eq!(Base::parse("/a///b").unwrap().as_str(), "/a/b/");
        for bad in ["", "games", "/a/../b", "/./", "/a b/", "/a%2Fb/", "/a?b"] {
            assert!(Base::parse(bad).is_err(), "{bad:?}");
        }
    }
}
