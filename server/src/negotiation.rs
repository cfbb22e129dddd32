//! Which coding of a file to send: the build's brotli copy, its gzip copy, or the file as
//! it is, chosen from the request's `Accept-Encoding` (RFC 9110 §12.5.3).
//!
//! tower-http's `ServeDir` negotiates too, but it reads neither `*` nor a refused
//! `identity`, and it would send a copy older than its file. So the choice is made here,
//! from the copies that are fresh, and `ServeDir` is asked for exactly that one.

/// A coding the server can send a file in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coding {
    /// The file as it is.
    Identity,
    /// The build's `FILE.br`.
    Brotli,
    /// The build's `FILE.gz`.
    Gzip,
}

impl Coding {
    /// The precompressed codings the build writes (`scripts/compress.mjs`), best first:
    /// brotli wins a tie, being the smaller.
    pub const PRECOMPRESSED: [Coding; 2] = [Coding::Brotli, Coding::Gzip];

    /// The coding's name in `Accept-Encoding` and `Content-Encoding`.
    pub fn name(self) -> &'static str {
        match self {
            Coding::Identity => "identity",
            Coding::Brotli => "br",
            Coding::Gzip => "gzip",
        }
    }

    /// What the build adds to a file's name for its copy in this coding.
    pub fn suffix(self) -> &'static str {
        match self {
            Coding::Identity => "",
            Coding::Brotli => ".br",
            Coding::Gzip => ".gz",
        }
    }
}

/// A q-value in thousandths (`q=0.5` is 500), so that weights compare exactly.
type Weight = u16;

/// The weight `Accept-Encoding` gives each coding it names, lower-cased (`x-gzip` read as
/// `gzip`); `*` stands for the codings it does not name. No `q`: 1. A `q` that does not
/// read: 0, as the Node server before this one had it (a client that garbles its weights gets the plain file).
fn weights(header: &str) -> Vec<(String, Weight)> {
    header
        .split(',')
        .filter_map(|part| {
            let mut pieces = part.split(';');
            let name = pieces.next()?.trim().to_ascii_lowercase();
            if name.is_empty() {
                return None;
            }
            let name = if name == "x-gzip" {
                "gzip".into()
            } else {
                name
            };
            let q = pieces
                .map(str::trim)
                .find_map(|param| param.strip_prefix("q=").or(param.strip_prefix("Q=")))
                .map_or(1000, |q| match q.trim().parse::<f64>() {
                    Ok(q) if q.is_finite() => (q.clamp(0.0, 1.0) * 1000.0).round() as Weight,
                    _ => 0,
                });
            Some((name, q))
        })
        .collect()
}

/// The coding to send, or `None` when the client refuses every one on offer (a 406).
///
/// - No `Accept-Encoding` at all: the file as it is (what curl expects).
/// - Of the codings in `available` (the fresh copies), the one with the highest weight,
///   brotli on a tie; a weight of 0 refuses.
/// - The file as it is when `identity` is weighted above that coding, or no coding is
///   accepted; unless `identity` is refused too (`identity;q=0`, or `*;q=0` without
///   naming identity): then nothing is acceptable.
pub fn choose(accept_encoding: Option<&str>, available: &[Coding]) -> Option<Coding> {
    let Some(header) = accept_encoding else {
        return Some(Coding::Identity);
    };
    let weights = weights(header);
    let weight_of = |name: &str| {
        weights
            .iter()
            .find(|(named, _)| named == name)
            .map(|(_, q)| *q)
    };
    let any = weight_of("*");
    let mut best: Option<(Coding, Weight)> = None;
    for coding in Coding::PRECOMPRESSED {
        let weight = weight_of(coding.name()).or(any).unwrap_or(0);
        if weight > best.map_or(0, |(_, q)| q) && available.contains(&coding) {
            best = Some((coding, weight));
        }
    }
    let identity = weight_of("identity");
    match best {
        Some((coding, q)) if identity.is_none_or(|identity| q >= identity) => Some(coding),
        _ if identity == Some(0) || (identity.is_none() && any == Some(0)) => None,
        _ => Some(Coding::Identity),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Coding::{Brotli, Gzip, Identity};

    const BOTH: &[Coding] = &[Brotli, Gzip];

    #[test]
    fn what_browsers_send_gets_brotli() {
        assert_eq!(choose(Some("gzip, deflate, br, zstd"), BOTH), Some(Brotli));
        assert_eq!(choose(Some("gzip, deflate, br"), BOTH), Some(Brotli));
        assert_eq!(choose(Some("gzip, deflate"), BOTH), Some(Gzip));
    }

    #[test]
    fn the_highest_weight_wins_and_brotli_wins_a_tie() {
        assert_eq!(choose(Some("br;q=0.5, gzip;q=0.9"), BOTH), Some(Gzip));
        assert_eq!(choose(Some("gzip;q=1.0, br;q=1.0"), BOTH), Some(Brotli));
        assert_eq!(choose(Some("br;q=0, gzip"), BOTH), Some(Gzip));
        assert_eq!(choose(Some("BR"), BOTH), Some(Brotli));
        assert_eq!(
            choose(Some("br ; q=0.3 , gzip ; q=0.2"), BOTH),
            Some(Brotli)
        );
        assert_eq!(choose(Some("x-gzip"), BOTH), Some(Gzip));
    }

    #[test]
    fn a_star_weighs_the_codings_not_named() {
        assert_eq!(choose(Some("*"), BOTH), Some(Brotli));
        assert_eq!(choose(Some("gzip;q=0.2, *;q=0.5"), BOTH), Some(Brotli));
        assert_eq!(choose(Some("br;q=0.1, *;q=0.5"), BOTH), Some(Gzip));
    }

    #[test]
    fn identity_weighted_higher_or_nothing_accepted_gets_the_file() {
        assert_eq!(
            choose(Some("br;q=0.1, identity;q=0.5"), BOTH),
            Some(Identity)
        );
        assert_eq!(choose(Some("deflate, zstd"), BOTH), Some(Identity));
        assert_eq!(choose(Some(""), BOTH), Some(Identity));
        assert_eq!(choose(None, BOTH), Some(Identity));
        // Weights that do not read weigh nothing.
        assert_eq!(choose(Some("br;q=high"), BOTH), Some(Identity));
    }

    #[test]
    fn only_fresh_copies_are_chosen() {
        assert_eq!(choose(Some("br, gzip"), &[Gzip]), Some(Gzip));
        assert_eq!(choose(Some("br"), &[Gzip]), Some(Identity));
        assert_eq!(choose(Some("gzip, deflate, br"), &[]), Some(Identity));
    }

    #[test]
    fn refusing_identity_with_nothing_else_on_offer_is_not_acceptable() {
        for header in ["identity;q=0", "*;q=0", "br;q=0, gzip;q=0, identity;q=0"] {
            assert_eq!(choose(Some(header), BOTH), None, "{header}");
        }
        // Identity refused, but a copy accepted: the copy.
        assert_eq!(choose(Some("identity;q=0, gzip"), BOTH), Some(Gzip));
        // Identity refused and the copy asked for is missing: nothing to send.
        assert_eq!(choose(Some("identity;q=0, br"), &[Gzip]), None);
        // `*;q=0` but identity named: identity.
        assert_eq!(choose(Some("*;q=0, identity"), BOTH), Some(Identity));
    }

    #[test]
    fn weights_are_read_in_thousandths_and_clamped() {
        assert_eq!(
            weights("br;q=0.123, gzip;q=2, x;q=-1, y"),
            vec![
                ("br".into(), 123),
                ("gzip".into(), 1000),
                ("x".into(), 0),
                ("y".into(), 1000)
            ]
        );
    }
}
