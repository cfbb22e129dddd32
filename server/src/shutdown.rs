//! Stopping cleanly: on SIGTERM (a supervisor, Playwright, `kill`) or Ctrl+C, the server
//! stops taking connections, lets the requests under way finish, and exits.

use std::time::Duration;

/// How long the requests under way get after the signal; then the server exits anyway, so
/// that a stalled client cannot keep it up.
pub const GRACE: Duration = Duration::from_secs(10);

/// Resolves on the first SIGTERM or Ctrl+C (SIGINT), with the signal's name.
pub async fn signal() -> &'static str {
    let ctrl_c = async {
        match tokio::signal::ctrl_c().await {
            Ok(()) => "Ctrl+C",
            // Without a handler, wait for the other signal only.
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut stream) => {
                stream.recv().await;
                "SIGTERM"
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<&'static str>();
    tokio::select! {
        name = ctrl_c => name,
        name = terminate => name,
    }
}
