//! The server's flags for races, flattened into its own (`main.rs`).

use clap::Args;

use super::hub::RaceLimits;

/// The limits of races' sockets a server is started with.
#[derive(Clone, Copy, Debug, Args)]
pub struct RaceFlags {
    /// Race sockets one client address may have open at once; 0: no limit.
    #[arg(
        long,
        env = "EXPONENTORUS_RACE_SOCKETS_PER_ADDRESS",
        default_value_t = RaceLimits::default().sockets_per_address
    )]
    race_sockets_per_address: u32,

    /// Messages a race's socket may send a second (twice as many at once); 0: no limit.
    #[arg(
        long,
        env = "EXPONENTORUS_RACE_MESSAGES_PER_SECOND",
        default_value_t = RaceLimits::default().messages_per_second
    )]
    race_messages_per_second: u32,
}

impl RaceFlags {
    /// The limits these flags ask for; the rest as by default.
    pub fn limits(self) -> RaceLimits {
        RaceLimits {
            sockets_per_address: self.race_sockets_per_address,
            messages_per_second: self.race_messages_per_second,
            ..RaceLimits::default()
        }
    }
}
