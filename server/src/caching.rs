//! How long a browser may keep each file: a year for the files whose names trunk hashes
//! (a new build has new names), and "ask first" for the rest, which keep their names from
//! build to build (`index.html`, `sw.js`, the manifest, the icons).

/// For content-hashed files: a year, and never revalidated.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// For the rest: kept, but revalidated on every use (the `ETag` makes that a cheap 304).
pub const REVALIDATE: &str = "no-cache";

/// The `Cache-Control` of a file of the build, by its name.
pub fn cache_control(file_name: &str) -> &'static str {
    if is_content_hashed(file_name) {
        IMMUTABLE
    } else {
        REVALIDATE
    }
}

/// Whether trunk put a content hash in the name: `-`, 12 to 16 lowercase hex digits, an
/// optional `_bg`, then the extension (`exponentorus-7a0c…_bg.wasm`, `main-bb83…39805.css`).
/// The hash is 16 digits written without leading zeros, so one in sixteen builds has a
/// 15-digit hash, one in 256 a 14-digit one (commit bd47b79: the shorter were missed).
pub fn is_content_hashed(file_name: &str) -> bool {
    let Some((stem, extension)) = file_name.rsplit_once('.') else {
        return false;
    };
    if extension.is_empty()
        || !extension
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    {
        return false;
    }
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let Some((_, hash)) = stem.rsplit_once('-') else {
        return false;
    };
    (12..=16).contains(&hash.len()) && hash.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_trunk_hashes_are_content_hashed() {
        for name in [
            "exponentorus-7a0c2f61d3e4b5a6.js",
            "exponentorus-7a0c2f61d3e4b5a6_bg.wasm",
            "main-bb8330fced39805.css",
            "main-0123456789ab.css",
        ] {
            assert!(is_content_hashed(name), "{name}");
            assert_eq!(cache_control(name), IMMUTABLE);
        }
    }

    #[test]
    fn names_kept_from_build_to_build_are_revalidated() {
        for name in [
            "index.html",
            "sw.js",
            "boot.js",
            "manifest.webmanifest",
            "icon-192.png",
            "icon-maskable-512.png",
            // Too short, too long, not lowercase hex, no extension, nothing before the dot.
            "main-0123456789a.css",
            "main-0123456789abcdef0.css",
            "main-BB8330FCED39805.css",
            "main-bb8330fced39805g.css",
            "main-bb8330fced39805",
            "-bb8330fced39805.",
        ] {
            assert!(!is_content_hashed(name), "{name}");
            assert_eq!(cache_control(name), REVALIDATE);
        }
    }
}
