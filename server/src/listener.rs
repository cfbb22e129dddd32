//! The listening socket: the address asked for, or with `--next-free-port` the first free
//! port from it on, as `scripts/play.sh` wants when 8080 is taken.

use std::io::{self, ErrorKind};
use std::net::SocketAddr;
use tokio::net::TcpListener;

/// How many ports `--next-free-port` tries, the one asked for included.
pub const PORTS_TO_TRY: u16 = 100;

/// Listens on `addr`; with `next_free_port`, on the first of the next ports that is free
/// when `addr`'s port is taken. Port 0 lets the system choose (tests do).
pub async fn bind(addr: SocketAddr, next_free_port: bool) -> io::Result<TcpListener> {
    let tries = if next_free_port && addr.port() != 0 {
        PORTS_TO_TRY
    } else {
        1
    };
    let mut last_error = None;
    for port in (addr.port()..=u16::MAX).take(tries.into()) {
        match TcpListener::bind(SocketAddr::new(addr.ip(), port)).await {
            Ok(listener) => return Ok(listener),
            Err(err) if err.kind() == ErrorKind::AddrInUse => last_error = Some(err),
            Err(err) => return Err(err),
        }
    }
    let err = last_error.unwrap_or_else(|| ErrorKind::AddrInUse.into());
    let hint = if next_free_port {
        format!("nor any of the {} ports after it", tries - 1)
    } else {
        "--next-free-port takes the next free one".to_owned()
    };
    Err(io::Error::new(
        err.kind(),
        format!("{addr} is taken ({hint}): {err}"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_taken_port_is_refused_unless_the_next_free_one_may_be_taken() {
        let taken = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = taken.local_addr().unwrap();
        let err = bind(addr, false).await.unwrap_err();
        assert_eq!(err.kind(), ErrorKind::AddrInUse);
        assert!(err.to_string().contains("--next-free-port"), "{err}");
        let next = bind(addr, true).await.unwrap().local_addr().unwrap();
        assert_ne!(next.port(), addr.port());
        assert!(next.port() > addr.port() && next.port() < addr.port() + PORTS_TO_TRY);
    }
}
