//! PCG-32, the generator behind every new tile: PCG XSH RR 64/32 as its author
//! published it (and as `rand_pcg` names it, `Lcg64Xsh32`). Written out here because a
//! save must read and restore its two words, which `rand_pcg` keeps private.

use rand::RngCore;
use rand::rand_core::impls;

/// The LCG multiplier PCG's reference implementation uses.
const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

/// A PCG-32 generator: a 64-bit LCG whose output is a 32-bit xorshift of its state,
/// rotated by the state's top bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Pcg32 {
    state: u64,
    increment: u64,
}

impl Pcg32 {
    /// The generator PCG's reference constructor makes from `seed` and `stream`.
    pub(super) fn new(seed: u64, stream: u64) -> Self {
        let increment = (stream << 1) | 1;
        let mut pcg = Pcg32 {
            state: seed.wrapping_add(increment),
            increment,
        };
        pcg.step();
        pcg
    }

    /// The generator in exactly the state of `words` (see [`Pcg32::words`]).
    pub(super) fn from_words(state: u64, increment: u64) -> Self {
        Pcg32 { state, increment }
    }

    /// The state and increment words.
    pub(super) fn words(&self) -> (u64, u64) {
        (self.state, self.increment)
    }

    fn step(&mut self) {
        self.state = self
            .state
            .wrapping_mul(MULTIPLIER)
            .wrapping_add(self.increment);
    }
}

impl RngCore for Pcg32 {
    fn next_u32(&mut self) -> u32 {
        let state = self.state;
        self.step();
        let rotation = (state >> 59) as u32;
        let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
        xorshifted.rotate_right(rotation)
    }

    fn next_u64(&mut self) -> u64 {
        impls::next_u64_via_u32(self)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        impls::fill_bytes_via_next(self, dest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference generator's words, read through its serde form.
    fn reference_words(reference: &rand_pcg::Pcg32) -> (u64, u64) {
        let words = serde_json::to_value(reference).expect("two integers");
        let word = |name: &str| words[name].as_u64().expect("an integer");
        (word("state"), word("increment"))
    }

    #[test]
    fn the_stream_and_the_words_are_rand_pcg_s() {
        for (seed, stream) in [(0, 0), (42, 0x0a02_bdbf_7bb3_c0a7), (u64::MAX, u64::MAX)] {
            let mut ours = Pcg32::new(seed, stream);
            let mut reference = rand_pcg::Pcg32::new(seed, stream);
            for _ in 0..1000 {
                assert_eq!(ours.words(), reference_words(&reference));
                assert_eq!(ours.next_u32(), reference.next_u32());
            }
            assert_eq!(ours.next_u64(), reference.next_u64());
            let (mut a, mut b) = ([0u8; 13], [0u8; 13]);
            ours.fill_bytes(&mut a);
            reference.fill_bytes(&mut b);
            assert_eq!(a, b);
        }
    }

    #[test]
    fn words_restore_the_exact_state() {
        let mut pcg = Pcg32::new(7, 3);
        pcg.next_u32();
        let (state, increment) = pcg.words();
        let mut restored = Pcg32::from_words(state, increment);
        for _ in 0..100 {
            assert_eq!(restored.next_u32(), pcg.next_u32());
        }
    }
}
