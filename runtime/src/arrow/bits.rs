//! Bit-level helpers shared by the builder and the importers: a growable
//! LSB-first bitmap with fallible allocation, and bounded views of caller
//! bitmaps.

use arrow_buffer::Buffer;
use arrow_buffer::bit_chunk_iterator::UnalignedBitChunk;
use arrow_buffer::bit_mask::set_bits;

use crate::alloc::{reserve_error, zeroed};
use crate::ffi::{Error, Result};

/// Number of bytes holding `bits` bits.
#[inline]
pub(crate) fn bytes_for(bits: usize) -> usize {
    bits.div_ceil(8)
}

/// Number of zero bits in `bits[offset .. offset + len)` of an LSB-first
/// bitmap, reading only the bytes that range covers.
///
/// # Safety
/// * `data` points to at least `bytes_for(offset + len)` readable bytes.
pub(crate) unsafe fn count_zeros(data: *const u8, offset: usize, len: usize) -> usize {
    if len == 0 {
        return 0;
    }
    // SAFETY: the range lies inside the bytes the caller vouches for.
    let bytes = unsafe { caller_bits(data, offset, len) };
    len - UnalignedBitChunk::new(bytes, offset % 8, len).count_ones()
}

/// The bytes of a caller bitmap that bits `[offset, offset + len)` occupy,
/// starting at the byte holding bit `offset` (so the bit offset within the
/// slice is `offset % 8`).
///
/// # Safety
/// * `data` points to at least `bytes_for(offset + len)` readable bytes that
///   stay unchanged while the slice is used.
pub(crate) unsafe fn caller_bits<'a>(data: *const u8, offset: usize, len: usize) -> &'a [u8] {
    let first = offset / 8;
    let count = bytes_for(offset % 8 + len);
    // SAFETY: `first + count == bytes_for(offset + len)`, inside the range.
    unsafe { std::slice::from_raw_parts(data.add(first), count) }
}

/// A new buffer holding bits `[offset, offset + len)` of a caller bitmap,
/// re-based to bit 0, plus the number of zero bits copied. The copy works
/// 64 bits at a time (arrow-rs `set_bits`), never bit by bit.
///
/// # Safety
/// Same as [`caller_bits`].
pub(crate) unsafe fn copy_bits(
    data: *const u8,
    offset: usize,
    len: usize,
    what: &'static str,
) -> Result<(Buffer, usize)> {
    let mut out = zeroed(bytes_for(len), what)?;
    let zeros = if len == 0 {
        0
    } else {
        // SAFETY: caller contract.
        let src = unsafe { caller_bits(data, offset, len) };
        set_bits(out.as_slice_mut(), src, 0, offset % 8, len)
    };
    Ok((out.into(), zeros))
}

/// A growable LSB-first bitmap whose bits past `len` are always zero, so
/// that it can be handed to arrow-rs as is.
#[derive(Debug, Default)]
pub(crate) struct BitVec {
    bytes: Vec<u8>,
    len: usize,
}

impl BitVec {
    /// `len` set bits.
    pub(crate) fn ones(len: usize) -> Result<BitVec> {
        let mut bits = BitVec::default();
        bits.extend_constant(true, len)?;
        Ok(bits)
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Whether one more bit fits without allocating.
    #[inline(always)]
    pub(crate) fn has_room(&self) -> bool {
        !self.len.is_multiple_of(8) || self.bytes.len() < self.bytes.capacity()
    }

    /// Makes room for `additional` more bits.
    pub(crate) fn reserve(&mut self, additional: usize) -> Result<()> {
        let total = self
            .len
            .checked_add(additional)
            .ok_or_else(|| Error::overflow("bitmap length overflows"))?;
        let need = bytes_for(total).saturating_sub(self.bytes.len());
        self.bytes
            .try_reserve(need)
            .map_err(reserve_error("bitmap"))
    }

    /// Appends one bit. The caller reserved room for it
    /// ([`BitVec::reserve`]), so this never allocates... unless it did not,
    /// in which case `Vec::push` still grows correctly.
    #[inline(always)]
    pub(crate) fn push_reserved(&mut self, bit: bool) {
        if self.len.is_multiple_of(8) {
            self.bytes.push(0);
        }
        if bit {
            let last = self.bytes.len() - 1;
            self.bytes[last] |= 1 << (self.len % 8);
        }
        self.len += 1;
    }

    /// Appends `count` copies of `bit`, a byte at a time.
    pub(crate) fn extend_constant(&mut self, bit: bool, count: usize) -> Result<()> {
        self.reserve(count)?;
        let end = self.len + count;
        if bit {
            // Finish the partial byte, then whole bytes, then clear the
            // bits past the end.
            let head = (8 - self.len % 8) % 8;
            let head = head.min(count);
            if head > 0 {
                let last = self.bytes.len() - 1;
                let mask = ((1u16 << head) - 1) as u8;
                self.bytes[last] |= mask << (self.len % 8);
            }
            self.bytes.resize(bytes_for(end), 0xFF);
            if !end.is_multiple_of(8) {
                let last = self.bytes.len() - 1;
                self.bytes[last] &= ((1u16 << (end % 8)) - 1) as u8;
            }
        } else {
            self.bytes.resize(bytes_for(end), 0);
        }
        self.len = end;
        Ok(())
    }

    /// Appends bits `[0, count)` of a caller bitmap; returns how many of them
    /// are zero.
    ///
    /// # Safety
    /// * `data` points to at least `bytes_for(count)` readable bytes.
    pub(crate) unsafe fn extend_from_bits(
        &mut self,
        data: *const u8,
        count: usize,
    ) -> Result<usize> {
        if count == 0 {
            return Ok(0);
        }
        self.reserve(count)?;
        let start = self.len;
        self.bytes.resize(bytes_for(start + count), 0);
        // SAFETY: caller contract.
        let src = unsafe { caller_bits(data, 0, count) };
        let zeros = set_bits(&mut self.bytes, src, start, 0, count);
        self.len = start + count;
        Ok(zeros)
    }

    /// Appends one bit per byte of `values` (non-zero is set).
    pub(crate) fn extend_from_bytes(&mut self, values: &[u8]) -> Result<()> {
        self.reserve(values.len())?;
        let mut rest = values;
        // Align to a byte boundary, then pack eight values per output byte.
        while !self.len.is_multiple_of(8) && !rest.is_empty() {
            self.push_reserved(rest[0] != 0);
            rest = &rest[1..];
        }
        let mut chunks = rest.chunks_exact(8);
        for chunk in &mut chunks {
            let mut byte = 0u8;
            for (i, &v) in chunk.iter().enumerate() {
                byte |= u8::from(v != 0) << i;
            }
            self.bytes.push(byte);
            self.len += 8;
        }
        for &v in chunks.remainder() {
            self.push_reserved(v != 0);
        }
        Ok(())
    }

    pub(crate) fn into_buffer(self) -> Buffer {
        Buffer::from_vec(self.bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(v: &BitVec) -> Vec<bool> {
        (0..v.len)
            .map(|i| v.bytes[i / 8] & (1 << (i % 8)) != 0)
            .collect()
    }

    #[test]
    fn constant_runs_keep_tail_bits_clear() {
        let mut v = BitVec::default();
        v.push_reserved(false);
        v.extend_constant(true, 10).unwrap();
        v.extend_constant(false, 3).unwrap();
        v.extend_constant(true, 2).unwrap();
        let mut want = vec![false];
        want.extend([true; 10]);
        want.extend([false; 3]);
        want.extend([true; 2]);
        assert_eq!(bits(&v), want);
        assert_eq!(v.bytes.len(), 2);
        let ones = BitVec::ones(9).unwrap();
        assert_eq!(ones.bytes, vec![0xFF, 0x01]);
    }

    #[test]
    fn bytes_and_bitmaps_append() {
        let mut v = BitVec::default();
        v.push_reserved(true);
        let vals: Vec<u8> = (0..20).map(|i| (i % 3 == 0) as u8 * 7).collect();
        v.extend_from_bytes(&vals).unwrap();
        let mut want = vec![true];
        want.extend(vals.iter().map(|&b| b != 0));
        assert_eq!(bits(&v), want);
        let src = [0b1010_1010u8, 0b0000_0001];
        // SAFETY: two readable bytes.
        let zeros = unsafe { v.extend_from_bits(src.as_ptr(), 9) }.unwrap();
        assert_eq!(zeros, 4);
        want.extend([false, true, false, true, false, true, false, true, true]);
        assert_eq!(bits(&v), want);
    }

    #[test]
    fn copies_and_counts_with_offsets() {
        let src = [0b1111_0000u8, 0b0000_1111, 0xFF];
        for offset in 0..8 {
            for len in 0..(24 - offset) {
                // SAFETY: 3 readable bytes cover offset + len bits.
                let (buf, zeros) = unsafe { copy_bits(src.as_ptr(), offset, len, "t") }.unwrap();
                // SAFETY: as above.
                let counted = unsafe { count_zeros(src.as_ptr(), offset, len) };
                let mut z = 0;
                for i in 0..len {
                    let want = src[(offset + i) / 8] & (1 << ((offset + i) % 8)) != 0;
                    let got = buf.as_slice()[i / 8] & (1 << (i % 8)) != 0;
                    assert_eq!(want, got);
                    z += usize::from(!want);
                }
                assert_eq!((zeros, counted), (z, z));
            }
        }
    }
}
