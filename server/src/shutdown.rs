//! Stopping cleanly: on SIGTERM (a supervisor, Playwright, `kill`) or Ctrl+C (SIGINT), the
//! server stops taking connections, lets the requests under way finish, and exits.

use std::future::Future;
use std::io;

/// Catches SIGTERM and SIGINT from now on (where there is no SIGTERM, Ctrl+C from its first
/// poll); the future resolves on the first of them, with its name. The server listens
/// before it prints its address: a signal sent as soon as the address shows (a test, a
/// script) must find the handlers there, not kill the process unanswered.
pub fn listen() -> io::Result<impl Future<Output = &'static str>> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut terminate = signal(SignalKind::terminate())?;
        let mut interrupt = signal(SignalKind::interrupt())?;
        Ok(async move {
            tokio::select! {
                _ = terminate.recv() => "SIGTERM",
                _ = interrupt.recv() => "Ctrl+C",
            }
        })
    }
    #[cfg(not(unix))]
    Ok(async {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl+C"
    })
}
