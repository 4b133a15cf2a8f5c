//! What the structure-aware generators share: counts and depths drawn from
//! the fuzz input with a bias towards the values that break arithmetic and
//! allocation, and compressed frames that are small on disk and huge once
//! decoded (made without materialising the decoded bytes).

use arbitrary::{Arbitrary, Result, Unstructured};

/// Counts where sizes overflow, allocations explode or a reader's limit
/// sits (2^31 - 1 is the level-run bomb, 2^40 its null column).
const BIG: [i64; 24] = [
    i32::MAX as i64,
    1 << 31,
    1 << 32,
    (1 << 32) + 1,
    1 << 40,
    i64::MAX,
    -1,
    i32::MIN as i64,
    1 << 20,
    1 << 24,
    1 << 28,
    200_000_000,
    65_536,
    4_096,
    1_000,
    -(1 << 31),
    1 << 62,
    (1 << 31) / 8 + 1,
    (1 << 30) + 1,
    i64::MIN,
    64,
    65,
    127,
    128,
];

/// A count, length or size a file or a producer declares: mostly small
/// (the values that make real layouts), sometimes a boundary value,
/// sometimes anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count(pub i64);

impl<'a> Arbitrary<'a> for Count {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let tag = u8::arbitrary(u)?;
        Ok(Count(match tag % 8 {
            0..=4 => i64::from(tag >> 3),
            5 => i64::from(u16::arbitrary(u)?),
            6 => BIG[usize::from(tag >> 3) % BIG.len()],
            _ => i64::arbitrary(u)?,
        }))
    }

    fn size_hint(_depth: usize) -> (usize, Option<usize>) {
        (1, Some(9))
    }
}

impl Count {
    /// As an i32 field (truncated like a C cast: the wrap is part of the
    /// hostility).
    pub fn i32(self) -> i32 {
        self.0 as i32
    }

    /// A non-negative size no larger than `cap`, for things this side
    /// really builds (so a generator never allocates what it declares).
    pub fn clamp(self, cap: usize) -> usize {
        self.0.clamp(0, cap as i64) as usize
    }
}

/// A flaw that should be rare: true for one byte value in 256 (and
/// false for the zeros of an exhausted input).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rare(pub bool);

impl<'a> Arbitrary<'a> for Rare {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        Ok(Rare(u8::arbitrary(u)? == 0xff))
    }

    fn size_hint(_depth: usize) -> (usize, Option<usize>) {
        (1, Some(1))
    }
}

/// A nesting depth: usually none or a few levels, sometimes around the
/// runtime's refusal point (64) and sometimes far past it, where an
/// unbounded recursion overflows the stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Depth(pub usize);

impl<'a> Arbitrary<'a> for Depth {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        const DEEP: [usize; 8] = [62, 63, 64, 65, 66, 200, 1_000, 8_000];
        let tag = u8::arbitrary(u)?;
        Ok(Depth(match tag % 8 {
            0..=4 => 0,
            5 | 6 => 1 + usize::from(tag >> 3) % 8,
            _ => DEEP[usize::from(tag >> 3) % DEEP.len()],
        }))
    }

    fn size_hint(_depth: usize) -> (usize, Option<usize>) {
        (1, Some(1))
    }
}

/// How many copies of its columns a description's `wide` field asks for:
/// wide schemas (issue 29 item 6 was a per-column step linear in the
/// number of columns) are drawn rarely, as each costs real work per column
/// (on this side too: a flatbuffer or Thrift structure per column): 100,
/// 1,000 or 5,000 copies for the top three 16-bit values, 2 from 0xc000,
/// else 1.
pub fn copies(wide: u16) -> usize {
    match wide {
        0xffff => 5_000,
        0xfffe => 1_000,
        0xfffd => 100,
        0xc000.. => 2,
        _ => 1,
    }
}

/// A piece of a ZSTD frame's content.
pub enum Zstd<'a> {
    /// Bytes stored as they are (raw blocks).
    Raw(&'a [u8]),
    /// `count` copies of one byte: RLE blocks of 4 bytes each per 128 KiB,
    /// the bomb (1 GiB of zeros is 32 KiB of frame).
    Run(u8, u64),
}

/// The largest block a 128 KiB window allows (RFC 8878, 3.1.1.2.3).
const ZSTD_BLOCK: u64 = 128 << 10;

/// A ZSTD frame (RFC 8878) of `parts`, built block by block so that the
/// decoded size never exists on this side: the ruzstd encoder would have to
/// be handed all of it. `content_size`, when given, is written as the
/// frame's declared content size (it may lie).
pub fn zstd_frame(parts: &[Zstd], content_size: Option<u64>) -> Vec<u8> {
    let mut out = vec![0x28, 0xb5, 0x2f, 0xfd];
    // Frame header descriptor: an 8-byte content size or none; never a
    // single segment, so a window descriptor follows (2^(10+7) = 128 KiB).
    out.push(if content_size.is_some() { 0xc0 } else { 0 });
    out.push(7 << 3);
    if let Some(size) = content_size {
        out.extend_from_slice(&size.to_le_bytes());
    }
    let mut blocks: Vec<(u8, u64, Option<&[u8]>)> = Vec::new();
    for part in parts {
        match *part {
            Zstd::Raw(bytes) => {
                for chunk in bytes.chunks(ZSTD_BLOCK as usize) {
                    blocks.push((0, chunk.len() as u64, Some(chunk)));
                }
            }
            Zstd::Run(byte, mut count) => {
                while count > 0 {
                    let n = count.min(ZSTD_BLOCK);
                    blocks.push((byte, n, None));
                    count -= n;
                }
            }
        }
    }
    if blocks.is_empty() {
        blocks.push((0, 0, Some(&[])));
    }
    let last = blocks.len() - 1;
    for (i, (byte, size, raw)) in blocks.into_iter().enumerate() {
        // Block header: last-block bit, type (0 raw, 1 RLE), 21-bit size.
        let kind = if raw.is_some() { 0 } else { 1 };
        let header = (size << 3) | (kind << 1) | u64::from(i == last);
        out.extend_from_slice(&header.to_le_bytes()[..3]);
        match raw {
            Some(bytes) => out.extend_from_slice(bytes),
            None => out.push(byte),
        }
    }
    out
}

/// An LZ4 frame of `bytes` (LZ4 cannot bomb: about 255:1 at best, so this
/// is for size lies, not for size).
pub fn lz4_frame(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = lz4_flex::frame::FrameEncoder::new(Vec::new());
    encoder.write_all(bytes).expect("in memory");
    encoder.finish().expect("in memory")
}

/// The unsigned LEB128 varint of `v` (Parquet's RLE run headers).
pub fn uleb128(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// `bytes` repeated or cut to exactly `len` (zeros when `bytes` is empty).
pub fn fill(bytes: &[u8], len: usize) -> Vec<u8> {
    if bytes.is_empty() {
        return vec![0; len];
    }
    bytes.iter().copied().cycle().take(len).collect()
}
