//! Stopping cleanly: on SIGTERM (a supervisor, Playwright, `kill`) or Ctrl+C (SIGINT), the
//! server stops taking connections, lets the requests under way finish, and exits.

use std::io;
use std::time::Duration;

/// How long the requests under way get after the signal; then the server exits anyway, so
/// that a stalled client cannot keep it up.
pub const GRACE: Duration = Duration::from_secs(10);

/// SIGTERM and SIGINT, caught from the moment [`Signals::listen`] returns. The server
/// listens before it prints its address: a signal sent as soon as the address shows (a
/// test, a script) must find the handlers there, not kill the process unanswered.
#[cfg(unix)]
pub struct Signals {
    terminate: tokio::signal::unix::Signal,
    interrupt: tokio::signal::unix::Signal,
}

#[cfg(unix)]
impl Signals {
    /// Catches SIGTERM and SIGINT from now on.
    pub fn listen() -> io::Result<Signals> {
        use tokio::signal::unix::{SignalKind, signal};
        Ok(Signals {
            terminate: signal(SignalKind::terminate())?,
            interrupt: signal(SignalKind::interrupt())?,
        })
    }

    /// Resolves on the first of them, with its name.
    pub async fn received(mut self) -> &'static str {
        tokio::select! {
            _ = self.terminate.recv() => "SIGTERM",
            _ = self.interrupt.recv() => "Ctrl+C",
        }
    }
}

/// Ctrl+C, where there is no SIGTERM.
#[cfg(not(unix))]
pub struct Signals;

#[cfg(not(unix))]
impl Signals {
    /// Catches Ctrl+C once [`Signals::received`] is first polled.
    pub fn listen() -> io::Result<Signals> {
        Ok(Signals)
    }

    /// Resolves on Ctrl+C.
    pub async fn received(self) -> &'static str {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl+C"
    }
}
