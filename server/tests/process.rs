//! The binary itself, over a real socket: the line it prints, the next free port, refusing
//! what it cannot serve, and stopping cleanly on SIGTERM and Ctrl+C (SIGINT).

mod support;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, ChildStdout, Command, ExitStatus, Output, Stdio};
use std::time::{Duration, Instant};
use support::Build;

const SERVER: &str = env!("CARGO_BIN_EXE_exponentorus-server");

/// The server started on `args` (after `--dist`), with its first line of output (the
/// address) read.
struct Running {
    child: Child,
    line: String,
    _stdout: BufReader<ChildStdout>,
    _database: tempfile::TempDir,
}

fn start(build: &Build, args: &[&str]) -> Running {
    // The leaderboard's file in a folder of the test's, not beside the binary.
    let database = tempfile::tempdir().unwrap();
    let mut child = Command::new(SERVER)
        .arg("--dist")
        .arg(build.path())
        .arg("--database")
        .arg(database.path().join("board.db"))
        .args(["--log", "warn"])
        .args(args)
        .env_remove("EXPONENTORUS_NEXT_FREE_PORT")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    Running {
        child,
        line,
        _stdout: stdout,
        _database: database,
    }
}

impl Running {
    /// The address in "Serving DIR at http://ADDR/".
    fn addr(&self) -> String {
        let url = self
            .line
            .split(" at http://")
            .nth(1)
            .expect("an address line");
        url.trim_end().trim_end_matches('/').to_owned()
    }

    fn signal(&self, name: &str) {
        let sent = Command::new("kill")
            .args([&format!("-{name}"), &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
    }

    /// Its exit status, if it exits within `limit`.
    fn exit_within(&mut self, limit: Duration) -> Option<ExitStatus> {
        let started = Instant::now();
        while started.elapsed() < limit {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One HTTP/1.1 GET on an open connection, which stays open; the status line.
fn get(connection: &mut TcpStream, path: &str) -> String {
    write!(connection, "GET {path} HTTP/1.1\r\nHost: test\r\n\r\n").unwrap();
    let mut reply = Vec::new();
    let mut byte = [0; 1];
    // Headers end at an empty line; /health's body is "ok\n", 3 bytes after them.
    while !reply.ends_with(b"\r\n\r\n") {
        connection.read_exact(&mut byte).unwrap();
        reply.push(byte[0]);
    }
    let mut body = [0; 3];
    connection.read_exact(&mut body).unwrap();
    String::from_utf8_lossy(&reply)
        .lines()
        .next()
        .unwrap()
        .to_owned()
}

fn run(args: &[&str]) -> Output {
    let database = tempfile::tempdir().unwrap();
    Command::new(SERVER)
        .args(args)
        .arg("--database")
        .arg(database.path().join("board.db"))
        .output()
        .unwrap()
}

#[test]
fn it_prints_where_it_serves_and_stops_on_sigterm_with_a_connection_open() {
    let build = Build::new();
    let mut server = start(&build, &["--addr", "127.0.0.1:0"]);
    let root = build.path().canonicalize().unwrap();
    assert!(
        server
            .line
            .starts_with(&format!("Serving {} at http://127.0.0.1:", root.display())),
        "{}",
        server.line
    );
    assert!(server.line.trim_end().ends_with('/'), "{}", server.line);
    // A browser keeps its connection open between requests: that must not hold it up.
    let mut connection = TcpStream::connect(server.addr()).unwrap();
    assert_eq!(get(&mut connection, "/health"), "HTTP/1.1 200 OK");
    server.signal("TERM");
    let status = server
        .exit_within(Duration::from_secs(5))
        .expect("stopped within 5 s");
    assert!(status.success(), "{status}");
}

#[test]
fn it_stops_on_ctrl_c() {
    let build = Build::new();
    let mut server = start(&build, &["--addr", "127.0.0.1:0"]);
    server.signal("INT");
    let status = server
        .exit_within(Duration::from_secs(5))
        .expect("stopped within 5 s");
    assert!(status.success(), "{status}");
}

#[test]
fn a_taken_port_fails_unless_the_next_free_one_is_asked_for() {
    let build = Build::new();
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let refused = run(&["--dist", build.path().to_str().unwrap(), "--addr", &addr]);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains(&format!("{addr} is taken")), "{said}");
    assert!(refused.stdout.is_empty(), "no address printed");

    let server = start(&build, &["--addr", &addr, "--next-free-port"]);
    assert_ne!(server.addr(), addr, "{}", server.line);
    let mut connection = TcpStream::connect(server.addr()).unwrap();
    assert_eq!(get(&mut connection, "/health"), "HTTP/1.1 200 OK");
}

#[test]
fn a_folder_that_is_no_build_is_refused_at_startup() {
    let empty = tempfile::tempdir().unwrap();
    let refused = run(&[
        "--dist",
        empty.path().to_str().unwrap(),
        "--addr",
        "127.0.0.1:0",
    ]);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("holds no index.html"), "{said}");
    let missing = empty.path().join("dist");
    let refused = run(&["--dist", missing.to_str().unwrap(), "--addr", "127.0.0.1:0"]);
    assert!(String::from_utf8_lossy(&refused.stderr).contains("cannot read"));
}

#[test]
fn help_names_every_flag_and_its_environment_variable() {
    let help = run(&["--help"]);
    assert!(help.status.success());
    let text = String::from_utf8_lossy(&help.stdout);
    for flag in [
        "--addr",
        "EXPONENTORUS_ADDR",
        "--dist",
        "EXPONENTORUS_DIST",
        "--base",
        "EXPONENTORUS_BASE",
        "--next-free-port",
        "EXPONENTORUS_NEXT_FREE_PORT",
        "--log",
        "RUST_LOG",
        "--database",
        "EXPONENTORUS_DATABASE",
        "--reads-per-minute",
        "--writes-per-minute",
        "--forwarded-for",
        "--backup-to",
        "--check-database",
    ] {
        assert!(text.contains(flag), "--help names {flag}:\n{text}");
    }
}
