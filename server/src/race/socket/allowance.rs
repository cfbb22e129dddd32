//! How many messages a socket may send: a bucket of twice the rate, filled at the rate;
//! once empty, each message is refused, and after as many refusals again in a row the
//! socket is closed.

use tokio::time::Instant;

/// A socket's allowance.
pub(super) struct Allowance {
    tokens: f64,
    filled: Instant,
    refused: u32,
    rate: f64,
}

/// Whether a message is taken.
pub(super) enum Allowed {
    /// Taken.
    Yes,
    /// Refused: too many too fast.
    No,
    /// Refused for too long: the socket is closed.
    Never,
}

impl Allowance {
    /// `per_second` messages a second (0: no limit).
    pub(super) fn new(per_second: u32) -> Allowance {
        let rate = f64::from(per_second);
        Allowance {
            tokens: 2.0 * rate,
            filled: Instant::now(),
            refused: 0,
            rate,
        }
    }

    /// One message's worth, if there is one.
    pub(super) fn take(&mut self) -> Allowed {
        if self.rate == 0.0 {
            return Allowed::Yes;
        }
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.filled).as_secs_f64() * self.rate)
            .min(2.0 * self.rate);
        self.filled = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.refused = 0;
            return Allowed::Yes;
        }
        self.refused += 1;
        if f64::from(self.refused) > 2.0 * self.rate {
            Allowed::Never
        } else {
            Allowed::No
        }
    }
}
