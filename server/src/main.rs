//! `exponentorus-server`: reads its flags, finds the build, opens the leaderboard's
//! database, listens, prints where the game is served, and serves it until SIGTERM or
//! Ctrl+C. With `--backup-to` or `--check-database` it does that to the database instead,
//! and exits.

use clap::Parser;
use server::files;
use server::leaderboard::limits::Limits;
use server::leaderboard::state::Leaderboard;
use server::leaderboard::store::Store;
use server::leaderboard::time::Clock;
use server::race::flags::RaceFlags;
use server::race::hub::Races;
use server::{listener, logging, serving, shutdown};
use std::io::Write;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// ExponenTorus's own server: serves the game's release build (trunk build --release).
///
/// Sends each text and wasm file in brotli or gzip, from the build's precompressed copies,
/// as the browser's Accept-Encoding asks; caches the content-hashed files for a year and
/// has the browser revalidate the others; adds the Content-Security-Policy and the other
/// security headers; answers GET /health. Prints "Serving DIR at URL" once it listens, and
/// on SIGTERM or Ctrl+C stops once the requests under way are answered.
///
/// Under BASE/api/ it serves the leaderboard: finished games, each checked by replaying its
/// moves, on boards kept in a SQLite file or a PostgreSQL database (--database).
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
    #[arg(long, env = "EXPONENTORUS_BASE", default_value = "/", value_parser = files::parse_base)]
    base: String,

    /// What to log to standard error: info (a line per request), warn (problems only),
    /// off, or per target (server=info,tower_http=warn).
    #[arg(long, env = "RUST_LOG", default_value = "info")]
    log: String,

    /// The leaderboard's database: a SQLite file (created with its schema if missing;
    /// default: leaderboard.db beside this program), or postgres://USER:PASSWORD@HOST/NAME
    /// for a PostgreSQL database that several server processes can share.
    #[arg(long, env = "EXPONENTORUS_DATABASE")]
    database: Option<String>,

    /// Requests that read (GET) one client address may make a minute, all at once at most;
    /// 0: no limit.
    #[arg(long, env = "EXPONENTORUS_READS_PER_MINUTE", default_value_t = 600)]
    reads_per_minute: u32,

    /// Requests that write (a game, a name, forgetting) one client address may make a
    /// minute; 0: no limit.
    #[arg(long, env = "EXPONENTORUS_WRITES_PER_MINUTE", default_value_t = 60)]
    writes_per_minute: u32,

    /// Count requests by the last address of X-Forwarded-For, which the reverse proxy in
    /// front of this server adds (only behind such a proxy: a client can send any).
    #[arg(long, env = "EXPONENTORUS_FORWARDED_FOR")]
    forwarded_for: bool,

    #[command(flatten)]
    race: RaceFlags,

    /// Copy the SQLite database, while servers use it, into this new file, and exit.
    #[arg(long, value_name = "FILE")]
    backup_to: Option<PathBuf>,

    /// Check the database's integrity, print "ok" or what is wrong, and exit.
    #[arg(long)]
    check_database: bool,
}

/// How long an API request may take, from its headers to its answer.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);

/// The database `--database` names, or the file beside this program.
fn database(flag: Option<String>) -> Result<String, String> {
    if let Some(database) = flag {
        return Ok(database);
    }
    let program = std::env::current_exe().map_err(|err| format!("finding this program: {err}"))?;
    let beside = program.parent().unwrap_or(Path::new("."));
    Ok(beside.join("leaderboard.db").to_string_lossy().into_owned())
}

/// `--backup-to` and `--check-database`: a task on the database alone.
async fn maintain(store: &Store, flags: &Flags) -> Result<(), String> {
    if let Some(to) = &flags.backup_to {
        store.backup_to(to).await?;
        println!("Backed up to {}", to.display());
    }
    if flags.check_database {
        let said = store
            .integrity_check()
            .await
            .map_err(|err| format!("checking the database: {err}"))?;
        println!("{said}");
        if said != "ok" {
            return Err("the database is damaged".into());
        }
    }
    Ok(())
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
    if flags.backup_to.is_some() || flags.check_database {
        let store = Store::open(&database(flags.database.clone())?).await?;
        let done = maintain(&store, &flags).await;
        store.close().await;
        return done;
    }
    let root = files::open_build(&flags.dist)?;
    let database = database(flags.database.clone())?;
    let store = Store::open(&database).await?;
    let races = Races::new(store.clone(), &database, flags.race.limits()).await?;
    let signals = shutdown::listen().map_err(|err| format!("catching signals: {err}"))?;
    let listener = listener::bind(flags.addr, flags.next_free_port)
        .await
        .map_err(|err| err.to_string())?;
    let addr = listener.local_addr().map_err(|err| err.to_string())?;
    // The line scripts and tests wait for; the port may not be the one asked for. Nobody
    // reading it (a closed standard output) is no reason to stop.
    let url = format!("http://{addr}{}", flags.base);
    let _ = writeln!(std::io::stdout(), "Serving {} at {url}", root.display());

    let stopping = races.clone();
    let signal = async move {
        let name = signals.await;
        tracing::info!("{name}: finishing the requests under way, then stopping");
        // Race sockets are no requests: they are told to close, and reconnect elsewhere.
        stopping.stop();
    };
    let limits = Limits::new(
        flags.reads_per_minute,
        flags.writes_per_minute,
        REQUEST_TIMEOUT,
        flags.forwarded_for,
    );
    let leaderboard = Leaderboard::new(store.clone(), Clock::System);
    let api = server::Api {
        leaderboard,
        limits,
        races: Some(races),
    };
    let app = server::app(root, flags.base, Some(api));
    serving::serve(listener, app, signal).await;
    store.close().await;
    Ok(())
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
        assert_eq!(flags.base, "/");
        assert!(!flags.next_free_port);
        assert_eq!(flags.database, None);
        assert_eq!((flags.reads_per_minute, flags.writes_per_minute), (600, 60));
        let beside = database(None).unwrap();
        assert!(beside.ends_with("leaderboard.db"), "{beside}");
    }

    #[test]
    fn a_bad_address_or_base_is_refused_by_name() {
        let err = Flags::try_parse_from(["s", "--addr", "localhost"]).unwrap_err();
        assert!(err.to_string().contains("--addr"), "{err}");
        let err = Flags::try_parse_from(["s", "--base", "games"]).unwrap_err();
        assert!(err.to_string().contains("must start with '/'"), "{err}");
    }
}
