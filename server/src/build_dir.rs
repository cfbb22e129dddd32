//! The build folder (`dist/`): the one place files are read from, and what is in it.
//!
//! Lookups run on a blocking thread (`std::fs`), a few system calls each: the file, its
//! real path, its copies. A file is served only when its real path is inside the folder,
//! so a symbolic link cannot lead out of it either.

use crate::negotiation::Coding;
use std::fmt;
use std::fs::{self, Metadata};
use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The folder of a release build, as found at startup.
#[derive(Debug)]
pub struct BuildDir {
    /// The folder's real path (links resolved), against which every file's is checked.
    root: PathBuf,
}

/// Why a folder is no build.
#[derive(Debug)]
pub enum NotABuild {
    /// The folder cannot be read (missing, not a folder, no permission).
    Unreadable(PathBuf, io::Error),
    /// No `index.html` in it: nothing to serve at its root.
    NoIndex(PathBuf),
}

impl fmt::Display for NotABuild {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotABuild::Unreadable(path, err) => write!(f, "cannot read {}: {err}", path.display()),
            NotABuild::NoIndex(path) => write!(
                f,
                "{} holds no index.html: build the game first (trunk build --release)",
                path.display()
            ),
        }
    }
}

impl std::error::Error for NotABuild {}

/// A file of the build that a request names.
#[derive(Debug)]
pub struct Found {
    /// Its path from the folder, `/`-separated (`icons/icon.svg`; `index.html` for the
    /// folder itself).
    pub relative: String,
    /// Its name, whose extension and hash decide its type and caching.
    pub name: String,
    /// Its path on disk.
    pub path: PathBuf,
    /// When it last changed: a copy older than this is stale.
    pub modified: SystemTime,
}

impl BuildDir {
    /// The folder at `path`, which must hold an `index.html`.
    pub fn open(path: &Path) -> Result<BuildDir, NotABuild> {
        let unreadable = |err| NotABuild::Unreadable(path.to_owned(), err);
        let root = fs::canonicalize(path).map_err(unreadable)?;
        if !fs::metadata(&root).map_err(unreadable)?.is_dir() {
            return Err(unreadable(io::Error::new(
                ErrorKind::NotADirectory,
                "not a folder",
            )));
        }
        let build = BuildDir { root };
        if !build.has_index() {
            return Err(NotABuild::NoIndex(path.to_owned()));
        }
        Ok(build)
    }

    /// The folder's real path.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Whether the folder still holds an `index.html` (it may be rebuilt while served).
    pub fn has_index(&self) -> bool {
        fs::metadata(self.root.join("index.html")).is_ok_and(|meta| meta.is_file())
    }

    /// The file that `segments` (plain names, as `request_path` reads them) name: with a
    /// trailing slash, the directory's `index.html`. `None` for nothing there, a directory
    /// asked for without its slash, or a link out of the folder.
    pub fn find(&self, segments: &[String], trailing_slash: bool) -> io::Result<Option<Found>> {
        let mut relative = segments.join("/");
        if trailing_slash {
            if !relative.is_empty() {
                relative.push('/');
            }
            relative.push_str("index.html");
        }
        let path = self.root.join(&relative);
        let Some(meta) = self.inside(&path)? else {
            return Ok(None);
        };
        if !meta.is_file() {
            return Ok(None);
        }
        let name = relative.rsplit('/').next().unwrap_or_default().to_owned();
        Ok(Some(Found {
            relative,
            name,
            path,
            modified: meta.modified()?,
        }))
    }

    /// The precompressed copies of `found` that are at least as new as it: a copy older
    /// than its file was made before the file changed, and would send old bytes.
    pub fn fresh_copies(&self, found: &Found) -> io::Result<Vec<Coding>> {
        let mut fresh = Vec::new();
        for coding in Coding::PRECOMPRESSED {
            let mut copy = found.path.clone().into_os_string();
            copy.push(coding.suffix());
            if let Some(meta) = self.inside(Path::new(&copy))?
                && meta.is_file()
                && meta.modified()? >= found.modified
            {
                fresh.push(coding);
            }
        }
        Ok(fresh)
    }

    /// What is at `path` when its real path is inside the folder; `None` when nothing is,
    /// or it is out of reach (a link out, a name too long, a file in place of a folder).
    fn inside(&self, path: &Path) -> io::Result<Option<Metadata>> {
        let real = match fs::canonicalize(path) {
            Ok(real) => real,
            Err(err) if is_absent(&err) => return Ok(None),
            Err(err) => return Err(err),
        };
        if !real.starts_with(&self.root) {
            return Ok(None);
        }
        match fs::metadata(&real) {
            Ok(meta) => Ok(Some(meta)),
            Err(err) if is_absent(&err) => Ok(None),
            Err(err) => Err(err),
        }
    }
}

/// Errors that mean "no such file here" to a visitor, rather than a fault of the server.
fn is_absent(err: &io::Error) -> bool {
    matches!(
        err.kind(),
        ErrorKind::NotFound
            | ErrorKind::NotADirectory
            | ErrorKind::InvalidFilename
            | ErrorKind::InvalidInput
            | ErrorKind::PermissionDenied
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build() -> (tempfile::TempDir, BuildDir) {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("index.html"), "<!doctype html>").unwrap();
        fs::create_dir(dir.path().join("icons")).unwrap();
        fs::write(dir.path().join("icons/icon.svg"), "<svg/>").unwrap();
        let build = BuildDir::open(dir.path()).unwrap();
        (dir, build)
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_folder_without_index_html_is_no_build() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            BuildDir::open(dir.path()),
            Err(NotABuild::NoIndex(_))
        ));
        let missing = dir.path().join("missing");
        assert!(matches!(
            BuildDir::open(&missing),
            Err(NotABuild::Unreadable(..))
        ));
    }

    #[test]
    fn a_trailing_slash_finds_the_folders_index() {
        let (_dir, build) = build();
        let root = build.find(&[], true).unwrap().unwrap();
        assert_eq!(
            (root.relative.as_str(), root.name.as_str()),
            ("index.html", "index.html")
        );
        let icon = build
            .find(&names(&["icons", "icon.svg"]), false)
            .unwrap()
            .unwrap();
        assert_eq!(
            (icon.relative.as_str(), icon.name.as_str()),
            ("icons/icon.svg", "icon.svg")
        );
        // A folder without its slash, one without an index, a file with a slash: nothing.
        assert!(build.find(&names(&["icons"]), false).unwrap().is_none());
        assert!(build.find(&names(&["icons"]), true).unwrap().is_none());
        assert!(build.find(&names(&["index.html"]), true).unwrap().is_none());
        // Below a file, or a name too long for the file system: nothing, not an error.
        assert!(
            build
                .find(&names(&["index.html", "x"]), false)
                .unwrap()
                .is_none()
        );
        assert!(
            build
                .find(&names(&[&"a".repeat(300)]), false)
                .unwrap()
                .is_none()
        );
    }
}
