//! The one small seeded generator of the tests, the propagation unit test and the variant
//! benchmark (xorshift64*): no dependency, the same numbers every run. Each includes this
//! file (`#[path]`), as an example or a unit test cannot use `tests/common` as a crate.
#![allow(dead_code)]

/// xorshift64*: `next` shifts the state and multiplies it out.
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`, mixed first so that small seeds (0, 1, 2) start apart.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A generator whose state is `state` as given (not zero): the benchmark's and the
    /// propagation test's fixed streams.
    pub fn from_state(state: u64) -> Rng {
        Rng(state)
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}
