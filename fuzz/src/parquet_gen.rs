//! Well-formed Parquet file skeletons from an arbitrary description, with
//! the counts, run lengths, depths and sizes the description declares,
//! backed or not by the data (target `parquet_struct`).
//!
//! The file is laid out as a writer would lay it out ("PAR1", each column
//! chunk's pages, the Thrift footer, its length, "PAR1"), with offsets and
//! sizes that agree with the bytes, so the readers get past the framing
//! checks to the parts that expand: page headers declaring `num_values`,
//! definition and repetition levels as RLE/bit-packed runs of any length,
//! dictionary pages and dictionary indices repeated by runs, ZSTD pages of
//! runs, schemas of many nested groups and of many columns.

use arbitrary::Arbitrary;

use crate::hostile::{Count, Depth, Zstd, copies, fill, uleb128, zstd_frame};
use crate::thrift::{Compact, ty};

/// The most bytes of values or levels a description makes this side write
/// (the file stays small; only what it declares is large).
const BODY_CAP: usize = 64 << 10;

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Repetition {
    Required,
    Optional,
    Repeated,
}

impl Repetition {
    fn code(self) -> i32 {
        self as i32
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Physical {
    Boolean,
    Int32,
    Int64,
    Int96,
    Float,
    Double,
    ByteArray,
    FixedLenByteArray,
}

/// A group around the columns (outermost first), with the converted type
/// that makes it a list or a map to the Arrow schema conversion.
#[derive(Arbitrary, Debug, Clone)]
pub struct Group {
    pub repetition: Repetition,
    /// 1 MAP, 2 MAP_KEY_VALUE, 3 LIST; others (0 too: the input's zeros
    /// make a plain group): none.
    pub converted: u8,
}

#[derive(Arbitrary, Debug, Clone)]
pub struct Leaf {
    pub physical: Physical,
    pub repetition: Repetition,
    /// Below 192: none; below 240: the one that fits the physical type
    /// (UTF8 for byte arrays, DECIMAL for fixed-length ones, DATE for
    /// int32, TIMESTAMP_MILLIS for int64); from 240: converted type
    /// `converted - 240` (0 UTF8, 5 DECIMAL, ...), fitting or not.
    pub converted: u8,
    pub type_length: Count,
    pub precision: u8,
}

impl Leaf {
    /// The converted type written, if any (see `converted`).
    fn converted(&self) -> Option<i32> {
        match self.converted {
            0..192 => None,
            192..240 => match self.physical {
                Physical::ByteArray => Some(0),
                Physical::FixedLenByteArray => Some(5),
                Physical::Int32 => Some(6),
                Physical::Int64 => Some(9),
                _ => None,
            },
            n => Some(i32::from(n - 240)),
        }
    }
}

/// How the columns are named: item 6 of issue 29 was a linear search by
/// name, which repeated and empty names stress too (both are refused, so
/// they are drawn rarely: one byte value in 64 each).
#[derive(Debug, Clone, Copy)]
pub enum Names {
    Distinct,
    AllSame,
    Empty,
}

impl<'a> Arbitrary<'a> for Names {
    fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(match u8::arbitrary(u)? >> 2 {
            62 => Names::AllSame,
            63 => Names::Empty,
            _ => Names::Distinct,
        })
    }
}

/// A run of a RLE/bit-packed hybrid stream.
#[derive(Arbitrary, Debug, Clone)]
pub enum Run {
    /// `count` copies of `value`: one varint and a value in the file.
    Rle { count: Count, value: u16 },
    /// `groups` groups of 8 bit-packed values.
    Packed { groups: u8, bytes: Vec<u8> },
}

/// Definition or repetition levels of a page.
#[derive(Arbitrary, Debug, Clone)]
pub struct Levels {
    pub runs: Vec<Run>,
    /// Overrides the bit width the schema implies (a lie) when set.
    pub bit_width: Option<u8>,
    /// Overrides the V1 length prefix (a lie) when set.
    pub declared_len: Option<Count>,
}

/// A page's values section.
#[derive(Arbitrary, Debug, Clone)]
pub enum Values {
    Raw(Vec<u8>),
    /// PLAIN byte arrays: a 4-byte length, then the bytes.
    Strings(Vec<Vec<u8>>),
    /// `len` zero bytes (all-zero PLAIN values of any width).
    Zeros(Count),
    /// RLE_DICTIONARY indices: a bit-width byte, then runs.
    Indices {
        bit_width: u8,
        runs: Vec<Run>,
    },
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Codec {
    Uncompressed,
    /// The page body as a ZSTD frame followed by `zeros` more zero bytes
    /// (decoded size no longer what the header says) or not.
    Zstd {
        zeros: Count,
        content_size: bool,
    },
    /// A codec id the body is not in (or one no reader knows).
    Wrong(u8),
}

#[derive(Arbitrary, Debug, Clone)]
pub struct DictPage {
    pub num_values: Count,
    /// 0 PLAIN, 2 PLAIN_DICTIONARY; others as they come.
    pub encoding: u8,
    pub values: Values,
}

#[derive(Arbitrary, Debug, Clone)]
pub struct DataPage {
    pub v2: bool,
    pub num_values: Count,
    /// V2 only.
    pub num_nulls: Count,
    pub num_rows: Count,
    /// 0 PLAIN, 2 PLAIN_DICTIONARY, 3 RLE, 5 DELTA_BINARY_PACKED,
    /// 6 DELTA_LENGTH_BYTE_ARRAY, 7 DELTA_BYTE_ARRAY, 8 RLE_DICTIONARY,
    /// 9 BYTE_STREAM_SPLIT.
    pub encoding: u8,
    pub rep: Levels,
    pub def: Levels,
    pub values: Values,
    /// Overrides the uncompressed size in the header (a lie) when set.
    pub uncompressed_size: Option<Count>,
}

#[derive(Arbitrary, Debug, Clone)]
pub struct Chunk {
    pub codec: Codec,
    /// Overrides the chunk's value count (default: the pages' sum).
    pub num_values: Option<Count>,
    pub dictionary: Option<DictPage>,
    pub pages: Vec<DataPage>,
}

#[derive(Arbitrary, Debug, Clone)]
pub struct RowGroup {
    pub num_rows: Count,
    /// Column chunks, one per leaf (the last repeats for the leaves it
    /// does not reach; none: every chunk has no page).
    pub chunks: Vec<Chunk>,
}

/// Lies in the footer, one bit each of the low five, in effect only when
/// the high three bits are all set (one description in eight: a file
/// whose schema does not parse reaches no page).
#[derive(Arbitrary, Debug, Clone, Copy)]
pub struct Flaws(pub u8);

impl Flaws {
    const CHILDREN_PLUS: u8 = 1;
    const CHILDREN_MINUS: u8 = 2;
    const NO_ROOT: u8 = 4;
    const OFFSETS_SHIFTED: u8 = 8;
    const VERSION_2: u8 = 16;

    fn has(self, bit: u8) -> bool {
        self.0 >> 5 == 7 && self.0 & bit != 0
    }
}

#[derive(Arbitrary, Debug, Clone)]
pub struct ParquetFile {
    pub groups: Vec<Group>,
    /// Optional groups added inside `groups` (the stack-overflow file of
    /// issue 29 item 1 nested 8,000).
    pub deep: Depth,
    pub leaves: Vec<Leaf>,
    /// The leaves repeated over (`hostile::copies`): wide schemas.
    pub wide: u16,
    pub names: Names,
    pub num_rows: Count,
    pub row_groups: Vec<RowGroup>,
    pub flaws: Flaws,
}

/// A leaf column after the schema is laid out.
struct Column<'a> {
    leaf: &'a Leaf,
    path: Vec<Vec<u8>>,
    max_def: u32,
    max_rep: u32,
}

fn bit_width(max: u32) -> u8 {
    (32 - max.leading_zeros()) as u8
}

/// The RLE/bit-packed hybrid encoding of `runs` at `width` bits.
fn hybrid(out: &mut Vec<u8>, runs: &[Run], width: u8) {
    let value_bytes = usize::from(width).div_ceil(8);
    for run in runs {
        if out.len() > BODY_CAP {
            break;
        }
        match run {
            Run::Rle { count, value } => {
                uleb128(out, (count.0 as u64) << 1);
                out.extend_from_slice(&u32::from(*value).to_le_bytes()[..value_bytes.min(4)]);
            }
            Run::Packed { groups, bytes } => {
                uleb128(out, (u64::from(*groups) << 1) | 1);
                out.extend(fill(bytes, usize::from(*groups) * usize::from(width)));
            }
        }
    }
}

fn values_bytes(values: &Values) -> Vec<u8> {
    match values {
        Values::Raw(bytes) => bytes.clone(),
        Values::Strings(items) => {
            let mut out = Vec::new();
            for item in items {
                out.extend_from_slice(&(item.len() as u32).to_le_bytes());
                out.extend_from_slice(item);
            }
            out
        }
        Values::Zeros(len) => vec![0; len.clamp(BODY_CAP)],
        Values::Indices { bit_width, runs } => {
            let mut out = vec![*bit_width];
            hybrid(&mut out, runs, (*bit_width).min(32));
            out
        }
    }
}

/// Levels as V1 writes them (a 4-byte length, then the runs) or V2 (the
/// runs; the length goes in the header).
fn levels_bytes(levels: &Levels, max: u32, v1: bool) -> Vec<u8> {
    if max == 0 && levels.bit_width.is_none() {
        return Vec::new();
    }
    let width = levels.bit_width.map_or(bit_width(max), |w| w.min(32));
    let mut runs = Vec::new();
    hybrid(&mut runs, &levels.runs, width);
    if !v1 {
        return runs;
    }
    let len = levels.declared_len.map_or(runs.len() as i32, |c| c.i32());
    let mut out = len.to_le_bytes().to_vec();
    out.extend(runs);
    out
}

/// A page body as the codec stores it.
fn compress(codec: Codec, body: &[u8]) -> Vec<u8> {
    match codec {
        Codec::Zstd {
            zeros,
            content_size,
        } => {
            let zeros = zeros.0.clamp(0, 1 << 36) as u64;
            let size = content_size.then_some(body.len() as u64 + zeros);
            zstd_frame(&[Zstd::Raw(body), Zstd::Run(0, zeros)], size)
        }
        _ => body.to_vec(),
    }
}

fn codec_id(codec: Codec) -> i32 {
    match codec {
        Codec::Uncompressed => 0,
        Codec::Zstd { .. } => 6,
        Codec::Wrong(id) => i32::from(id % 10),
    }
}

fn page_header(
    kind: i32,
    uncompressed: i32,
    compressed: i32,
    body: impl FnOnce(&mut Compact),
) -> Vec<u8> {
    let mut h = Compact::new();
    h.i32(1, kind);
    h.i32(2, uncompressed);
    h.i32(3, compressed);
    body(&mut h);
    h.finish()
}

/// Appends a chunk's pages to `file`; returns (dictionary page offset,
/// first data page offset, bytes written, values declared).
fn write_chunk(file: &mut Vec<u8>, chunk: &Chunk, col: &Column) -> (Option<i64>, i64, i64, i64) {
    let start = file.len();
    let mut dict_offset = None;
    if let Some(dict) = &chunk.dictionary {
        dict_offset = Some(file.len() as i64);
        let raw = values_bytes(&dict.values);
        let stored = compress(chunk.codec, &raw);
        file.extend(page_header(2, raw.len() as i32, stored.len() as i32, |h| {
            h.begin(7);
            h.i32(1, dict.num_values.i32());
            h.i32(2, i32::from(dict.encoding % 10));
            h.end();
        }));
        file.extend(stored);
    }
    let data_offset = file.len() as i64;
    let mut declared = 0i64;
    for page in &chunk.pages {
        if file.len() - start > 4 * BODY_CAP {
            break;
        }
        declared = declared.wrapping_add(page.num_values.0);
        let rep = levels_bytes(&page.rep, col.max_rep, !page.v2);
        let def = levels_bytes(&page.def, col.max_def, !page.v2);
        let values = values_bytes(&page.values);
        let encoding = i32::from(page.encoding % 10);
        let (raw_len, stored) = if page.v2 {
            // Levels are never compressed in V2; values are.
            let mut stored = [rep.as_slice(), def.as_slice()].concat();
            stored.extend(compress(chunk.codec, &values));
            (rep.len() + def.len() + values.len(), stored)
        } else {
            let raw = [rep.as_slice(), def.as_slice(), values.as_slice()].concat();
            (raw.len(), compress(chunk.codec, &raw))
        };
        let uncompressed = page.uncompressed_size.map_or(raw_len as i32, |c| c.i32());
        let header = if page.v2 {
            page_header(3, uncompressed, stored.len() as i32, |h| {
                h.begin(8);
                h.i32(1, page.num_values.i32());
                h.i32(2, page.num_nulls.i32());
                h.i32(3, page.num_rows.i32());
                h.i32(4, encoding);
                h.i32(5, def.len() as i32);
                h.i32(6, rep.len() as i32);
                h.bool(7, !matches!(chunk.codec, Codec::Uncompressed));
                h.end();
            })
        } else {
            page_header(0, uncompressed, stored.len() as i32, |h| {
                h.begin(5);
                h.i32(1, page.num_values.i32());
                h.i32(2, encoding);
                h.i32(3, 3); // RLE
                h.i32(4, 3);
                h.end();
            })
        };
        file.extend(header);
        file.extend(stored);
    }
    let written = (file.len() - start) as i64;
    (dict_offset, data_offset, written, declared)
}

impl ParquetFile {
    /// The name of the first top-level column (a group or a leaf).
    pub fn first_name(&self) -> String {
        let prefix = if self.groups.is_empty() && self.deep.0 == 0 {
            "c"
        } else {
            "g"
        };
        match self.names {
            Names::Distinct => format!("{prefix}0"),
            Names::AllSame => "c".into(),
            Names::Empty => String::new(),
        }
    }

    /// The file's bytes.
    pub fn build(&self) -> Vec<u8> {
        let flaws = self.flaws;
        // Schema elements, depth first: the root, the groups, the leaves.
        let mut chain: Vec<(Repetition, u8)> = self
            .groups
            .iter()
            .take(8)
            .map(|g| (g.repetition, g.converted))
            .collect();
        chain.extend(std::iter::repeat_n((Repetition::Optional, 0), self.deep.0));
        // Wide or deep, not both: every column's metadata spells its path.
        let copies = if chain.len() < 100 {
            copies(self.wide)
        } else {
            1
        };
        // At least one column: a file without one is refused before any
        // page is read.
        let fallback = [Leaf {
            physical: Physical::Int64,
            repetition: Repetition::Optional,
            converted: 0,
            type_length: Count(0),
            precision: 0,
        }];
        let own: &[Leaf] = if self.leaves.is_empty() {
            &fallback
        } else {
            &self.leaves
        };
        let leaves: Vec<&Leaf> = std::iter::repeat_n(own, copies).flatten().collect();
        let name = |i: usize, prefix: &str| -> Vec<u8> {
            match self.names {
                Names::Distinct => format!("{prefix}{i}").into_bytes(),
                Names::AllSame => b"c".to_vec(),
                Names::Empty => Vec::new(),
            }
        };
        let mut elements: Vec<Vec<u8>> = Vec::new();
        let mut element = |repetition: Option<Repetition>,
                           name: &[u8],
                           children: Option<usize>,
                           leaf: Option<&Leaf>,
                           converted: Option<i32>| {
            let mut e = Compact::new();
            if let Some(leaf) = leaf {
                e.i32(1, leaf.physical as i32);
                if matches!(leaf.physical, Physical::FixedLenByteArray) || converted == Some(5) {
                    e.i32(2, leaf.type_length.i32());
                }
            }
            if let Some(r) = repetition {
                e.i32(3, r.code());
            }
            e.binary(4, name);
            if let Some(n) = children {
                let lie = if flaws.has(Flaws::CHILDREN_PLUS) {
                    1
                } else if flaws.has(Flaws::CHILDREN_MINUS) {
                    -1
                } else {
                    0
                };
                e.i32(5, (n as i32).wrapping_add(lie));
            }
            if let Some(c) = converted {
                e.i32(6, c);
            }
            if let Some(leaf) = leaf
                && converted == Some(5)
            {
                e.i32(7, i32::from(leaf.precision % 40) / 2);
                e.i32(8, i32::from(leaf.precision % 40));
            }
            elements.push(e.finish());
        };
        let top = if chain.is_empty() { leaves.len() } else { 1 };
        if !flaws.has(Flaws::NO_ROOT) {
            element(None, b"schema", Some(top), None, None);
        }
        let mut path = Vec::new();
        let (mut max_def, mut max_rep) = (0u32, 0u32);
        for (i, &(repetition, converted)) in chain.iter().enumerate() {
            let n = if i + 1 == chain.len() {
                leaves.len()
            } else {
                1
            };
            let converted = (1..=3).contains(&converted).then_some(i32::from(converted));
            let nm = name(i, "g");
            element(Some(repetition), &nm, Some(n), None, converted);
            path.push(nm);
            max_def += u32::from(!matches!(repetition, Repetition::Required));
            max_rep += u32::from(matches!(repetition, Repetition::Repeated));
        }
        let mut columns = Vec::new();
        for (i, leaf) in leaves.iter().enumerate() {
            let nm = name(i, "c");
            element(
                Some(leaf.repetition),
                &nm,
                None,
                Some(leaf),
                leaf.converted(),
            );
            let mut p = path.clone();
            p.push(nm);
            columns.push(Column {
                leaf,
                path: p,
                max_def: max_def + u32::from(!matches!(leaf.repetition, Repetition::Required)),
                max_rep: max_rep + u32::from(matches!(leaf.repetition, Repetition::Repeated)),
            });
        }

        // Pages, then the row groups' metadata pointing at them.
        let mut file = b"PAR1".to_vec();
        let shift = if flaws.has(Flaws::OFFSETS_SHIFTED) {
            3
        } else {
            0
        };
        let mut row_groups: Vec<Vec<u8>> = Vec::new();
        for rg in self.row_groups.iter().take(8) {
            let mut g = Compact::new();
            g.list(1, ty::STRUCT, columns.len());
            let mut total = 0i64;
            for (i, col) in columns.iter().enumerate() {
                let empty = Chunk {
                    codec: Codec::Uncompressed,
                    num_values: None,
                    dictionary: None,
                    pages: Vec::new(),
                };
                let chunk = rg.chunks.get(i).or(rg.chunks.last()).unwrap_or(&empty);
                // Many columns share one chunk description: only the first
                // few get pages, so a wide file stays small.
                let chunk = if i < 16 { chunk } else { &empty };
                let (dict, data, written, declared) = write_chunk(&mut file, chunk, col);
                total += written;
                g.begin_elem();
                g.i64(2, data + shift);
                g.begin(3);
                g.i32(1, col.leaf.physical as i32);
                g.list(2, ty::I32, 2);
                g.elem_i32(0);
                g.elem_i32(3);
                g.list(3, ty::BINARY, col.path.len());
                for part in &col.path {
                    g.elem_binary(part);
                }
                g.i32(4, codec_id(chunk.codec));
                g.i64(5, chunk.num_values.map_or(declared, |c| c.0));
                g.i64(6, written);
                g.i64(7, written);
                g.i64(9, data + shift);
                if let Some(d) = dict {
                    g.i64(11, d + shift);
                }
                g.end();
                g.end();
            }
            g.i64(2, total);
            g.i64(3, rg.num_rows.0);
            row_groups.push(g.finish());
        }

        let mut footer = Compact::new();
        footer.i32(1, if flaws.has(Flaws::VERSION_2) { 2 } else { 1 });
        footer.list(2, ty::STRUCT, elements.len());
        for e in &elements {
            footer.elem_raw(e);
        }
        footer.i64(3, self.num_rows.0);
        footer.list(4, ty::STRUCT, row_groups.len());
        for g in &row_groups {
            footer.elem_raw(g);
        }
        let bytes = footer.finish();
        file.extend_from_slice(&bytes);
        file.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
        file.extend_from_slice(b"PAR1");
        file
    }
}
