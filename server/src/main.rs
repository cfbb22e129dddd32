//! `exponentorus-server`: reads its flags, finds the build, listens, prints where the game
//! is served, and serves it until SIGTERM or Ctrl+C.

use clap::Parser;
use server::build_dir::BuildDir;
use server::request_path::Base;
use server::{listener, logging, shutdown};
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use tokio::sync::Notify;

/// ExponenTorus's own server: serves the game's release build (trunk build --release).
///
/// Sends each text and wasm file in brotli or gzip, from the build's precompressed copies,
/// as the browser's Accept-Encoding asks; caches the content-hashed files for a year and
/// has the browser revalidate the others; adds the Content-Security-Policy and the other
/// security headers; answers GET /health. Prints "Serving DIR at URL" once it listens, and
/// on SIGTERM or Ctrl+C stops once the requests under way are answered.
#[derive(Debug, Parser)]
#[command(name = "exponentorus-server", version)]
struct Flags {
    /// Address to listen on, IP and port. 0.0.0.0:PORT listens on every interface; port 0
    /// lets the system pick one (the URL printed names it).
    #[arg(long, env = "EXPONENTORUS_ADDR", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,

    /// If the port is taken, listen on the next free one (up to 99 ports on) instead of
    /// failing.
    #[arg(long, env = "EXPONENTORUS_NEXT_FREE_PORT")]
    next_free_port: bool,

    /// The build folder to serve: the output of trunk build --release, which must hold an
    /// index.html.
    #[arg(long, env = "EXPONENTORUS_DIST", default_value = "dist")]
    dist: PathBuf,

    /// The URL path the game is served at (/games/exponentorus/, say); other paths are
    /// 404. The build works under any path, as its URLs are relative.
    #[arg(long, env = "EXPONENTORUS_BASE", default_value = "/", value_parser = Base::parse)]
    base: Base,

    /// What to log to standard error: info (a line per request), warn (problems only),
    /// off, or per target (server=info,tower_http=warn).
    #[arg(long, env = "RUST_LOG", default_value = "info")]
    log: String,
}

#[tokio::main]
async fn main() -> ExitCode {
    let flags = Flags::parse();
    match run(flags).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("exponentorus-server: {message}");
            ExitCode::FAILURE
        }
    }
}

async fn run(flags: Flags) -> Result<(), String> {
    logging::init(&flags.log)?;
    let build = BuildDir::open(&flags.dist).map_err(|err| err.to_string())?;
    let root = build.root().to_owned();
    let signals = shutdown::Signals::listen().map_err(|err| format!("catching signals: {err}"))?;
    let listener = listener::bind(flags.addr, flags.next_free_port)
        .await
        .map_err(|err| err.to_string())?;
    let addr = listener.local_addr().map_err(|err| err.to_string())?;
    // The line scripts and tests wait for; the port may not be the one asked for. Nobody
    // reading it (a closed standard output) is no reason to stop.
    let url = format!("http://{addr}{}", flags.base);
    let _ = writeln!(std::io::stdout(), "Serving {} at {url}", root.display());

    let stopping = Arc::new(Notify::new());
    let signal = {
        let stopping = Arc::clone(&stopping);
        async move {
            let name = signals.received().await;
            tracing::info!("{name}: finishing the requests under way, then stopping");
            stopping.notify_one();
        }
    };
    let serving = axum::serve(listener, server::app(build, flags.base))
        .with_graceful_shutdown(signal)
        .into_future();
    let grace_over = async {
        stopping.notified().await;
        tokio::time::sleep(shutdown::GRACE).await;
    };
    tokio::select! {
        served = serving => served.map_err(|err| err.to_string()),
        () = grace_over => {
            tracing::warn!("requests still under way after {:?}: stopping anyway", shutdown::GRACE);
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_flags_are_consistent() {
        Flags::command().debug_assert();
    }

    #[test]
    fn the_defaults_serve_dist_on_localhost_8080_at_the_root() {
        let flags = Flags::try_parse_from(["exponentorus-server"]).unwrap();
        assert_eq!(flags.addr, "127.0.0.1:8080".parse().unwrap());
        assert_eq!(flags.dist, PathBuf::from("dist"));
        assert_eq!(flags.base, Base::default());
        assert!(!flags.next_free_port);
    }

    #[test]
    fn a_bad_address_or_base_is_refused_by_name() {
        let err = Flags::try_parse_from(["s", "--addr", "localhost"]).unwrap_err();
        assert!(err.to_string().contains("--addr"), "{err}");
        let err = Flags::try_parse_from(["s", "--base", "games"]).unwrap_err();
        assert!(err.to_string().contains("must start with '/'"), "{err}");
    }
}
