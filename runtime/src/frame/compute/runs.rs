//! The runs of valid rows of a column with nulls, which the reductions
//! work through (`reduce`): a run and its start, found a word of the
//! validity bitmap at a time.

use arrow_array::Array;
use arrow_buffer::bit_chunk_iterator::{BitChunkIterator, BitChunks};
use arrow_buffer::{NullBuffer, bit_util};

/// The runs of valid rows of `array`, as `[start, end)` (all rows in one
/// run when it has no nulls), in order.
pub(super) fn valid_runs(array: &dyn Array) -> ValidRuns<'_> {
    match array.nulls().filter(|n| n.null_count() > 0) {
        None => ValidRuns::all(array.len()),
        Some(nulls) => ValidRuns::new(nulls, 0, array.len()),
    }
}

/// The runs of valid rows in rows `from..from + len` of a validity bitmap,
/// as `[start, end)` rows in order (a run that goes on before `from`
/// starts at `from`), found a 64-bit word at a time: at a run of nine
/// values a null, finding them is a good part of a reduction's work.
pub(super) struct ValidRuns<'a> {
    words: BitChunkIterator<'a>,
    /// The bits after the last whole word, and how many.
    rest: Option<(u64, u32)>,
    /// The word being looked at, its bits not yet looked at shifted down.
    word: u64,
    left: u32,
    /// The row of `word`'s lowest bit.
    at: usize,
    /// The row the open run started at.
    open: Option<usize>,
}

impl<'a> ValidRuns<'a> {
    pub(super) fn new(nulls: &'a NullBuffer, from: usize, len: usize) -> ValidRuns<'a> {
        let bits = BitChunks::new(nulls.validity(), nulls.offset() + from, len);
        ValidRuns {
            words: bits.iter(),
            rest: Some((bits.remainder_bits(), bits.remainder_len() as u32)),
            word: 0,
            left: 0,
            at: from,
            open: None,
        }
    }

    /// All of `len` rows as one run.
    pub(super) fn all(len: usize) -> ValidRuns<'static> {
        ValidRuns {
            words: BitChunks::new(&[], 0, 0).iter(),
            rest: None,
            word: 0,
            left: 0,
            at: len,
            open: (len > 0).then_some(0),
        }
    }

    /// Moves past `n` bits of the word.
    #[inline(always)]
    fn skip(&mut self, n: u32) {
        self.word = self.word.checked_shr(n).unwrap_or(0);
        self.left -= n;
        self.at += n as usize;
    }
}

impl Iterator for ValidRuns<'_> {
    type Item = (usize, usize);

    #[inline]
    fn next(&mut self) -> Option<(usize, usize)> {
        loop {
            if self.left == 0 {
                let (word, left) = match self.words.next() {
                    Some(word) => (word, 64),
                    None => match self.rest.take() {
                        Some(rest) => rest,
                        None => return self.open.take().map(|s| (s, self.at)),
                    },
                };
                (self.word, self.left) = (word, left);
                continue;
            }
            match self.open {
                // Past the valid bits; a null ends the run.
                Some(start) => {
                    let ones = (!self.word).trailing_zeros().min(self.left);
                    self.skip(ones);
                    if self.left > 0 {
                        self.open = None;
                        return Some((start, self.at));
                    }
                }
                // Past the nulls; a valid bit opens a run.
                None => {
                    let zeros = self.word.trailing_zeros().min(self.left);
                    self.skip(zeros);
                    if self.left > 0 {
                        self.open = Some(self.at);
                    }
                }
            }
        }
    }
}

/// The start of the run of valid rows that row `a` is in (`a` itself when
/// row `a - 1` is null or `a` is 0), looking back a word at a time.
pub(super) fn run_start(nulls: &NullBuffer, a: usize) -> usize {
    let (bits, offset) = (nulls.validity(), nulls.offset());
    let mut p = a;
    while p > 0 {
        // Bit `at - 1` is row `p - 1`.
        let at = offset + p;
        if at.is_multiple_of(64) && p >= 64 {
            let word = &bits[at / 8 - 8..at / 8];
            if word.iter().all(|&w| w == u8::MAX) {
                p -= 64;
                continue;
            }
        }
        if !bit_util::get_bit(bits, at - 1) {
            break;
        }
        p -= 1;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_runs_are_the_set_bit_slices() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for case in 0..400 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let n = (x % 700) as usize;
            // Every density, long runs of either kind included.
            let valid: Vec<bool> = (0..n)
                .map(|i| match case % 4 {
                    0 => (x >> (i % 61)) & 1 == 1,
                    1 => (i / (1 + case % 90)) % 3 != 0,
                    2 => i % 200 != 7,
                    _ => (i * 7 + case) % 11 == 0,
                })
                .collect();
            let nulls = NullBuffer::from(valid.clone());
            for (from, len) in [
                (0, n),
                (n.min(3), n - n.min(3)),
                (n / 2, n - n / 2),
                (n / 3, n / 3),
            ] {
                let want: Vec<(usize, usize)> = nulls
                    .slice(from, len)
                    .valid_slices()
                    .map(|(s, e)| (from + s, from + e))
                    .collect();
                let got: Vec<(usize, usize)> = ValidRuns::new(&nulls, from, len).collect();
                assert_eq!(got, want, "case {case} rows {from}+{len}");
            }
        }
        assert_eq!(ValidRuns::all(5).collect::<Vec<_>>(), vec![(0, 5)]);
        assert_eq!(ValidRuns::all(0).count(), 0);
    }
}
