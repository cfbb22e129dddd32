//! What each of the build's files is: its `Content-Type`, and whether the build keeps
//! compressed copies of it.

/// The `Content-Type` of a file, by its extension; `application/octet-stream` for one
/// the build does not make. Text says it is UTF-8, so no browser guesses; the wasm must
/// be `application/wasm`, or browsers refuse to compile it as it streams in.
pub fn content_type(file_name: &str) -> &'static str {
    match extension(file_name) {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        _ => "application/octet-stream",
    }
}

/// Whether the build writes a brotli and a gzip copy of the file: text and wasm. The list
/// is `scripts/compress.mjs`'s; PNGs and the like are compressed already.
pub fn is_compressible(file_name: &str) -> bool {
    matches!(
        extension(file_name),
        "html"
            | "js"
            | "mjs"
            | "css"
            | "wasm"
            | "json"
            | "webmanifest"
            | "svg"
            | "txt"
            | "xml"
            | "map"
    )
}

/// The part of the name after its last dot, or nothing.
fn extension(file_name: &str) -> &str {
    file_name.rsplit_once('.').map_or("", |(_, ext)| ext)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_file_of_the_build_has_its_type() {
        assert_eq!(content_type("index.html"), "text/html; charset=utf-8");
        assert_eq!(
            content_type("exponentorus-1a2b.js"),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(
            content_type("exponentorus-1a2b_bg.wasm"),
            "application/wasm"
        );
        assert_eq!(content_type("main-1a2b.css"), "text/css; charset=utf-8");
        assert_eq!(
            content_type("manifest.webmanifest"),
            "application/manifest+json"
        );
        assert_eq!(content_type("icon.svg"), "image/svg+xml");
        assert_eq!(content_type("icon-192.png"), "image/png");
        assert_eq!(content_type("README"), "application/octet-stream");
        assert_eq!(content_type("archive.tar.gz"), "application/octet-stream");
    }

    #[test]
    fn text_and_wasm_have_copies_and_images_do_not() {
        for name in [
            "index.html",
            "sw.js",
            "a_bg.wasm",
            "main.css",
            "manifest.webmanifest",
            "icon.svg",
        ] {
            assert!(is_compressible(name), "{name}");
        }
        for name in ["icon-192.png", "favicon.ico", "index.html.br", "README"] {
            assert!(!is_compressible(name), "{name}");
        }
    }
}
