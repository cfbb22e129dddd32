//! A running server binary and a plain HTTP/1.1 client for it over a socket: one request a
//! connection (`Connection: close`), its status and body.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::Duration;

/// The binary under test (tests only: examples have no such variable, and no use for it).
pub const SERVER: &str = match option_env!("CARGO_BIN_EXE_exponentorus-server") {
    Some(path) => path,
    None => "exponentorus-server",
};

/// The server binary, started on a build and a database.
pub struct Server {
    pub child: Child,
    pub addr: String,
    _stdout: BufReader<ChildStdout>,
}

impl Server {
    /// Starts the server on `dist` and `database`, on a free port, without rate limits;
    /// returns once it listens.
    pub fn start(dist: &Path, database: &str) -> Server {
        let mut child = Command::new(SERVER)
            .arg("--dist")
            .arg(dist)
            .args([
                "--database",
                database,
                "--addr",
                "127.0.0.1:0",
                "--log",
                "warn",
            ])
            .args(["--reads-per-minute", "0", "--writes-per-minute", "0"])
            .env_remove("EXPONENTORUS_NEXT_FREE_PORT")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        let addr = line
            .split(" at http://")
            .nth(1)
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .trim_end()
            .trim_end_matches('/')
            .to_owned();
        Server {
            child,
            addr,
            _stdout: stdout,
        }
    }

    /// SIGKILL: the process ends at once, whatever it was doing.
    pub fn kill_9(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A request's answer: its status, or `None` when the connection failed or closed before
/// a whole answer; and its body.
pub fn request(
    addr: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> Option<(u16, String)> {
    let mut stream = TcpStream::connect(addr).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .ok()?;
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n");
    if let Some(token) = token {
        head.push_str(&format!("Authorization: Bearer {token}\r\n"));
    }
    if let Some(body) = body {
        head.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).ok()?;
    stream.write_all(body.unwrap_or_default().as_bytes()).ok()?;
    let mut reply = Vec::new();
    stream.read_to_end(&mut reply).ok()?;
    let reply = String::from_utf8(reply).ok()?;
    let (head, body) = reply.split_once("\r\n\r\n")?;
    let status = head.split(' ').nth(1)?.parse().ok()?;
    let length: usize = head
        .lines()
        .find_map(|line| {
            line.to_ascii_lowercase()
                .strip_prefix("content-length: ")
                .map(str::to_owned)
        })?
        .trim()
        .parse()
        .ok()?;
    (body.len() == length).then(|| (status, body.to_owned()))
}
