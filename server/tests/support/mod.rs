//! A build folder made in a temporary directory, shaped like trunk's (hashed script, wasm
//! and stylesheet, the page, the worker, the manifest, icons) with a `.br` and a `.gz`
//! copy beside each text and wasm file, and the server's app over it. The copies hold
//! marked bytes rather than real compression: what is checked is which file is sent.

#![allow(dead_code)] // Each test crate uses its own part of the support.

use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, Method, Request, StatusCode};
use server::files::{open_build, parse_base};
use std::fs;
use std::path::Path;
use tempfile::TempDir;
use tower::ServiceExt;

/// The script, with a full 16-digit hash.
pub const JS: &str = "exponentorus-7a0c2f61d3e4b5a6.js";
/// The wasm, with the script's hash.
pub const WASM: &str = "exponentorus-7a0c2f61d3e4b5a6_bg.wasm";
/// The stylesheet, with a 15-digit hash (a hash with a leading zero, written shorter).
pub const CSS: &str = "main-bb8330fced39805.css";
/// The files the build compresses.
pub const COMPRESSED: [&str; 8] = [
    "index.html",
    "sw.js",
    "boot.js",
    "manifest.webmanifest",
    "icons/icon.svg",
    JS,
    WASM,
    CSS,
];
/// A file the build does not compress.
pub const PNG: &str = "icons/icon-192.png";

/// A build folder, kept while this lives.
pub struct Build {
    pub dir: TempDir,
}

impl Build {
    /// A fresh build, with a brotli and a gzip copy of each file it compresses.
    pub fn new() -> Build {
        let dir = tempfile::tempdir().expect("a temporary folder");
        fs::create_dir(dir.path().join("icons")).unwrap();
        for name in COMPRESSED {
            fs::write(dir.path().join(name), contents(name)).unwrap();
            fs::write(dir.path().join(format!("{name}.br")), brotli(name)).unwrap();
            fs::write(dir.path().join(format!("{name}.gz")), gzip(name)).unwrap();
        }
        fs::write(dir.path().join(PNG), b"\x89PNG\r\n\x1a\n...").unwrap();
        Build { dir }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The server's app over this build, at the site's root.
    pub fn app(&self) -> Router {
        self.app_at("/")
    }

    /// The server's app over this build, at `base`.
    pub fn app_at(&self, base: &str) -> Router {
        let (build, base) = (open_build(self.path()).unwrap(), parse_base(base).unwrap());
        server::app(build, base, None)
    }
}

/// A file's bytes in the fixture, which name it.
pub fn contents(name: &str) -> Vec<u8> {
    format!("the contents of {name}\n").into_bytes()
}

/// The bytes of its brotli copy: marked, and of another length than the file's.
pub fn brotli(name: &str) -> Vec<u8> {
    format!("br({name})").into_bytes()
}

/// The bytes of its gzip copy.
pub fn gzip(name: &str) -> Vec<u8> {
    format!("gzip of {name}").into_bytes()
}

/// An answer: status, headers and the body exactly as sent (nothing decoded).
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Answer {
    /// A header's value as text, if it was sent.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).map(|value| value.to_str().unwrap())
    }
}

/// A GET of `path` with exactly these headers.
pub async fn get(app: &Router, path: &str, headers: &[(&str, &str)]) -> Answer {
    send(app, Method::GET, path, headers).await
}

/// A request of any method to `path` with exactly these headers, answered by `app`
/// without a socket.
pub async fn send(app: &Router, method: Method, path: &str, headers: &[(&str, &str)]) -> Answer {
    let mut request = Request::builder().method(method).uri(path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = app
        .clone()
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .expect("the router never fails");
    let (parts, body) = response.into_parts();
    let body = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    Answer {
        status: parts.status,
        headers: parts.headers,
        body,
    }
}

pub mod api;
pub mod fuzzing;
pub mod games;
pub mod http;
pub mod race;
