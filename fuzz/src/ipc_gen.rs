//! Arrow IPC streams and files from an arbitrary description (target
//! `ipc_struct`), built with arrow-ipc's own flatbuffer types: schemas of
//! any nesting and width (null columns, structs without children, lists
//! without a child, unions, run-end encoded, type ids no reader knows),
//! dictionary and record batch messages whose node lengths, null counts
//! and buffer lengths say what they like, and compressed bodies (ZSTD
//! frames of runs of zeros: bombs; LZ4 frames: size lies).
//!
//! Framing is honest (continuation markers, metadata lengths, 8-byte
//! padding, body lengths, file footers with the right block offsets), so
//! the readers get past it to what the messages declare.

use arbitrary::Arbitrary;
use arrow_ipc as ipc;
use flatbuffers::{FlatBufferBuilder, ForwardsUOffset, UnionWIPOffset, Vector, WIPOffset};

use crate::hostile::{Count, Depth, Rare, Zstd, copies, lz4_frame, zstd_frame};

/// The most bytes one buffer description makes this side write.
const BUFFER_CAP: usize = 64 << 10;

#[derive(Arbitrary, Debug, Clone)]
pub enum Kind {
    Null,
    Bool,
    Int {
        bits: u8,
        signed: bool,
    },
    Float(u8),
    Utf8,
    Binary,
    LargeUtf8,
    LargeBinary,
    FixedSizeBinary(Count),
    Struct,
    List,
    LargeList,
    FixedSizeList(Count),
    Map,
    Date,
    Timestamp,
    Decimal {
        precision: u8,
        scale: i8,
        wide: bool,
    },
    Union {
        dense: bool,
    },
    RunEndEncoded,
    /// From 0xf0: a type id with no type table (0xf0 NONE, then the
    /// known ids from Utf8View on, then ids past the known types); below:
    /// int64 (a flatbuffer without a type table is refused early, so it
    /// is drawn rarely).
    Other(u8),
}

#[derive(Arbitrary, Debug, Clone)]
pub struct Field {
    pub kind: Kind,
    pub nullable: bool,
    pub children: Vec<Field>,
    /// Dictionary-encoded with this id (values of `kind`, int32 indices).
    pub dictionary: Option<u8>,
}

/// A buffer's bytes as this side writes them (uncompressed).
#[derive(Arbitrary, Debug, Clone)]
pub enum Content {
    Bytes(Vec<u8>),
    Zeros(Count),
    Ones(Count),
    /// Offsets `start, start + step, ...` (`count` of them, int32 or, with
    /// `wide`, int64).
    Offsets {
        start: Count,
        step: Count,
        count: Count,
        wide: bool,
    },
}

/// How a buffer is stored in a compressed body.
#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Packing {
    /// Length prefix -1: stored uncompressed.
    Plain,
    /// A frame in the batch's codec with the true decoded size as prefix.
    Frame,
    /// A frame in the batch's codec, `declared` as prefix.
    Declared(Count),
    /// A ZSTD frame decoding to `zeros` zero bytes, prefix `declared` or
    /// the truth: the decompression bomb.
    ZstdZeros {
        zeros: Count,
        declared: Option<Count>,
    },
}

#[derive(Arbitrary, Debug, Clone)]
pub struct Buf {
    pub content: Content,
    /// Overrides the length the message declares (a lie) when set.
    pub declared: Option<Count>,
    pub packing: Packing,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum Codec {
    Lz4,
    Zstd,
    /// Neither (an id no reader knows).
    Other(i8),
}

#[derive(Arbitrary, Debug, Clone)]
pub struct Batch {
    pub length: Count,
    /// (length, null count) per node, in order; the rest are (length, 0).
    pub nodes: Vec<(Count, Count)>,
    /// Per buffer, in order; the rest are empty.
    pub buffers: Vec<Buf>,
    pub compression: Option<Codec>,
    /// Nodes and buffers the message declares beyond (positive) or short
    /// of (negative) what the schema needs.
    pub extra_nodes: i8,
    pub extra_buffers: i8,
}

#[derive(Arbitrary, Debug, Clone)]
pub struct Dictionary {
    /// Below 0xf0: the id of the (id modulo their number)th dictionary
    /// field; from 0xf0 (or without such a field): this id as is.
    pub id: u8,
    pub delta: bool,
    pub batch: Batch,
}

#[derive(Arbitrary, Debug, Clone)]
pub struct IpcData {
    pub fields: Vec<Field>,
    /// Struct (or, with `deep_lists`, list) levels around the first field.
    pub deep: Depth,
    pub deep_lists: bool,
    /// The fields repeated over (`hostile::copies`): wide schemas.
    pub wide: u16,
    pub dictionaries: Vec<Dictionary>,
    pub batches: Vec<Batch>,
    /// A stream without its end-of-stream marker (a file's messages end
    /// at its footer either way).
    pub unterminated: Rare,
}

/// How many nodes and buffers a field adds to a record batch (depth
/// first, children included).
fn layout(field: &Field, nodes: &mut usize, buffers: &mut usize) {
    *nodes += 1;
    *buffers += if field.dictionary.is_some() {
        2
    } else {
        match &field.kind {
            Kind::Null | Kind::RunEndEncoded => 0,
            Kind::Other(id) if *id >= 0xf0 => 0,
            Kind::Struct | Kind::FixedSizeList(_) => 1,
            Kind::Union { dense } => 1 + usize::from(*dense),
            Kind::Utf8 | Kind::Binary | Kind::LargeUtf8 | Kind::LargeBinary => 3,
            _ => 2,
        }
    };
    if field.dictionary.is_none() {
        for child in &field.children {
            layout(child, nodes, buffers);
        }
    }
}

type Fb<'a> = FlatBufferBuilder<'a>;

fn int_type<'a>(fbb: &mut Fb<'a>, bits: i32, signed: bool) -> WIPOffset<ipc::Int<'a>> {
    ipc::Int::create(
        fbb,
        &ipc::IntArgs {
            bitWidth: bits,
            is_signed: signed,
        },
    )
}

/// The type table of `kind` (None for a type id with no table).
fn type_table(fbb: &mut Fb, kind: &Kind) -> (ipc::Type, Option<WIPOffset<UnionWIPOffset>>) {
    use ipc::Type as T;
    let t = match kind {
        Kind::Null => (
            T::Null,
            ipc::Null::create(fbb, &ipc::NullArgs {}).as_union_value(),
        ),
        Kind::Bool => (
            T::Bool,
            ipc::Bool::create(fbb, &ipc::BoolArgs {}).as_union_value(),
        ),
        Kind::Int { bits, signed } => {
            let bits = [8, 16, 32, 64, 0, 7, 128, -8][usize::from(*bits % 8)];
            (T::Int, int_type(fbb, bits, *signed).as_union_value())
        }
        Kind::Float(p) => {
            let args = ipc::FloatingPointArgs {
                precision: ipc::Precision(i16::from(*p % 4)),
            };
            (
                T::FloatingPoint,
                ipc::FloatingPoint::create(fbb, &args).as_union_value(),
            )
        }
        Kind::Utf8 => (
            T::Utf8,
            ipc::Utf8::create(fbb, &ipc::Utf8Args {}).as_union_value(),
        ),
        Kind::Binary => (
            T::Binary,
            ipc::Binary::create(fbb, &ipc::BinaryArgs {}).as_union_value(),
        ),
        Kind::LargeUtf8 => (
            T::LargeUtf8,
            ipc::LargeUtf8::create(fbb, &ipc::LargeUtf8Args {}).as_union_value(),
        ),
        Kind::LargeBinary => (
            T::LargeBinary,
            ipc::LargeBinary::create(fbb, &ipc::LargeBinaryArgs {}).as_union_value(),
        ),
        Kind::FixedSizeBinary(w) => {
            let args = ipc::FixedSizeBinaryArgs { byteWidth: w.i32() };
            (
                T::FixedSizeBinary,
                ipc::FixedSizeBinary::create(fbb, &args).as_union_value(),
            )
        }
        Kind::Struct => (
            T::Struct_,
            ipc::Struct_::create(fbb, &ipc::Struct_Args {}).as_union_value(),
        ),
        Kind::List => (
            T::List,
            ipc::List::create(fbb, &ipc::ListArgs {}).as_union_value(),
        ),
        Kind::LargeList => (
            T::LargeList,
            ipc::LargeList::create(fbb, &ipc::LargeListArgs {}).as_union_value(),
        ),
        Kind::FixedSizeList(n) => {
            let args = ipc::FixedSizeListArgs { listSize: n.i32() };
            (
                T::FixedSizeList,
                ipc::FixedSizeList::create(fbb, &args).as_union_value(),
            )
        }
        Kind::Map => (
            T::Map,
            ipc::Map::create(fbb, &ipc::MapArgs { keysSorted: false }).as_union_value(),
        ),
        Kind::Date => {
            let args = ipc::DateArgs {
                unit: ipc::DateUnit::MILLISECOND,
            };
            (T::Date, ipc::Date::create(fbb, &args).as_union_value())
        }
        Kind::Timestamp => {
            let args = ipc::TimestampArgs {
                unit: ipc::TimeUnit::MICROSECOND,
                timezone: None,
            };
            (
                T::Timestamp,
                ipc::Timestamp::create(fbb, &args).as_union_value(),
            )
        }
        Kind::Decimal {
            precision,
            scale,
            wide,
        } => {
            let args = ipc::DecimalArgs {
                precision: i32::from(*precision),
                scale: i32::from(*scale),
                bitWidth: if *wide { 256 } else { 128 },
            };
            (
                T::Decimal,
                ipc::Decimal::create(fbb, &args).as_union_value(),
            )
        }
        Kind::Union { dense } => {
            let args = ipc::UnionArgs {
                mode: if *dense {
                    ipc::UnionMode::Dense
                } else {
                    ipc::UnionMode::Sparse
                },
                typeIds: None,
            };
            (T::Union, ipc::Union::create(fbb, &args).as_union_value())
        }
        Kind::RunEndEncoded => (
            T::RunEndEncoded,
            ipc::RunEndEncoded::create(fbb, &ipc::RunEndEncodedArgs {}).as_union_value(),
        ),
        Kind::Other(id) if *id >= 0xf0 => {
            let id = if *id == 0xf0 { 0 } else { *id - 0xf0 + 23 };
            return (T(id), None);
        }
        Kind::Other(_) => (T::Int, int_type(fbb, 64, true).as_union_value()),
    };
    (t.0, Some(t.1))
}

type Fields<'a> = WIPOffset<Vector<'a, ForwardsUOffset<ipc::Field<'a>>>>;

fn field<'a>(fbb: &mut Fb<'a>, f: &Field, name: &str) -> WIPOffset<ipc::Field<'a>> {
    let children: Vec<_> = f
        .children
        .iter()
        .enumerate()
        .map(|(i, c)| field(fbb, c, &format!("{name}.{i}")))
        .collect();
    let children = fbb.create_vector(&children);
    let name = fbb.create_string(name);
    let (type_type, type_) = type_table(fbb, &f.kind);
    let dictionary = f.dictionary.map(|id| {
        let index = int_type(fbb, 32, true);
        ipc::DictionaryEncoding::create(
            fbb,
            &ipc::DictionaryEncodingArgs {
                id: i64::from(id),
                indexType: Some(index),
                isOrdered: false,
                dictionaryKind: ipc::DictionaryKind::DenseArray,
            },
        )
    });
    ipc::Field::create(
        fbb,
        &ipc::FieldArgs {
            name: Some(name),
            nullable: f.nullable,
            type_type,
            type_,
            dictionary,
            children: Some(children),
            custom_metadata: None,
        },
    )
}

/// `inner` inside `depth` struct (or list) levels, built from the inside
/// out so that a deep chain costs no stack on this side.
fn chain<'a>(
    fbb: &mut Fb<'a>,
    inner: &Field,
    depth: usize,
    lists: bool,
    name: &str,
) -> WIPOffset<ipc::Field<'a>> {
    let mut f = field(fbb, inner, name);
    for level in 0..depth {
        let children = fbb.create_vector(&[f]);
        let name = fbb.create_string(&format!("{name}^{level}"));
        let kind = if lists { Kind::List } else { Kind::Struct };
        let (type_type, type_) = type_table(fbb, &kind);
        f = ipc::Field::create(
            fbb,
            &ipc::FieldArgs {
                name: Some(name),
                nullable: true,
                type_type,
                type_,
                dictionary: None,
                children: Some(children),
                custom_metadata: None,
            },
        );
    }
    f
}

impl Content {
    fn bytes(&self) -> Vec<u8> {
        match self {
            Content::Bytes(b) => b.clone(),
            Content::Zeros(n) => vec![0; n.clamp(BUFFER_CAP)],
            Content::Ones(n) => vec![0xff; n.clamp(BUFFER_CAP)],
            Content::Offsets {
                start,
                step,
                count,
                wide,
            } => {
                let width = if *wide { 8 } else { 4 };
                let mut out = Vec::new();
                for i in 0..count.clamp(BUFFER_CAP / width) as i64 {
                    let v = start.0.wrapping_add(step.0.wrapping_mul(i));
                    if *wide {
                        out.extend_from_slice(&v.to_le_bytes());
                    } else {
                        out.extend_from_slice(&(v as i32).to_le_bytes());
                    }
                }
                out
            }
        }
    }
}

/// The body bytes of a buffer in a batch compressed with `codec` (None:
/// uncompressed), and the length the message declares for it.
fn stored(buf: &Buf, codec: Option<Codec>) -> Vec<u8> {
    let raw = buf.content.bytes();
    let Some(codec) = codec else { return raw };
    let frame = |bytes: &[u8]| match codec {
        Codec::Zstd => zstd_frame(&[Zstd::Raw(bytes)], Some(bytes.len() as u64)),
        _ => lz4_frame(bytes),
    };
    let (prefix, data) = match buf.packing {
        Packing::Plain => (-1, raw),
        Packing::Frame => (raw.len() as i64, frame(&raw)),
        Packing::Declared(n) => (n.0, frame(&raw)),
        Packing::ZstdZeros { zeros, declared } => {
            let zeros = zeros.0.clamp(0, 1 << 36);
            let frame = zstd_frame(&[Zstd::Raw(&raw), Zstd::Run(0, zeros as u64)], None);
            (declared.map_or(raw.len() as i64 + zeros, |d| d.0), frame)
        }
    };
    let mut out = prefix.to_le_bytes().to_vec();
    out.extend(data);
    out
}

fn pad8(v: &mut Vec<u8>) {
    v.resize(v.len().next_multiple_of(8), 0);
}

/// One encapsulated message: continuation marker, metadata length,
/// flatbuffer padded to 8, body.
fn message(
    fbb: &mut Fb,
    header_type: ipc::MessageHeader,
    header: WIPOffset<UnionWIPOffset>,
    body: &[u8],
) -> (Vec<u8>, i32) {
    let m = ipc::Message::create(
        fbb,
        &ipc::MessageArgs {
            version: ipc::MetadataVersion::V5,
            header_type,
            header: Some(header),
            bodyLength: body.len() as i64,
            custom_metadata: None,
        },
    );
    fbb.finish(m, None);
    let mut meta = fbb.finished_data().to_vec();
    fbb.reset();
    // The prefix (8 bytes) plus the metadata is a multiple of 8.
    pad8(&mut meta);
    let mut out = Vec::with_capacity(8 + meta.len() + body.len());
    out.extend_from_slice(&u32::MAX.to_le_bytes());
    out.extend_from_slice(&(meta.len() as i32).to_le_bytes());
    out.extend_from_slice(&meta);
    out.extend_from_slice(body);
    (out, 8 + meta.len() as i32)
}

/// A record batch table and its body for `batch` laid out for `nodes`
/// nodes and `buffers` buffers.
fn record_batch<'a>(
    fbb: &mut Fb<'a>,
    batch: &Batch,
    nodes: usize,
    buffers: usize,
) -> (WIPOffset<ipc::RecordBatch<'a>>, Vec<u8>) {
    let nodes = nodes
        .saturating_add_signed(isize::from(batch.extra_nodes))
        .min(100_000);
    let buffers = buffers
        .saturating_add_signed(isize::from(batch.extra_buffers))
        .min(100_000);
    let field_nodes: Vec<_> = (0..nodes)
        .map(|i| {
            let (len, nulls) = batch
                .nodes
                .get(i)
                .copied()
                .unwrap_or((batch.length, Count(0)));
            ipc::FieldNode::new(len.0, nulls.0)
        })
        .collect();
    let mut body = Vec::new();
    let mut specs = Vec::with_capacity(buffers);
    for i in 0..buffers {
        let start = body.len();
        let declared = match batch.buffers.get(i) {
            Some(buf) if body.len() < 16 * BUFFER_CAP => {
                body.extend(stored(buf, batch.compression));
                buf.declared.map(|d| d.0)
            }
            _ => None,
        };
        let len = (body.len() - start) as i64;
        specs.push(ipc::Buffer::new(start as i64, declared.unwrap_or(len)));
        pad8(&mut body);
    }
    let field_nodes = fbb.create_vector(&field_nodes);
    let specs = fbb.create_vector(&specs);
    let compression = batch.compression.map(|c| {
        let codec = match c {
            Codec::Lz4 => ipc::CompressionType::LZ4_FRAME,
            Codec::Zstd => ipc::CompressionType::ZSTD,
            Codec::Other(id) => ipc::CompressionType(id),
        };
        ipc::BodyCompression::create(
            fbb,
            &ipc::BodyCompressionArgs {
                codec,
                method: ipc::BodyCompressionMethod::BUFFER,
            },
        )
    });
    let rb = ipc::RecordBatch::create(
        fbb,
        &ipc::RecordBatchArgs {
            length: batch.length.0,
            nodes: Some(field_nodes),
            buffers: Some(specs),
            compression,
            variadicBufferCounts: None,
        },
    );
    (rb, body)
}

/// The schema table: `fields` repeated `copies` times, the first one
/// inside the deep chain.
fn schema<'a>(fbb: &mut Fb<'a>, data: &IpcData, copies: usize) -> WIPOffset<ipc::Schema<'a>> {
    let mut list = Vec::new();
    for c in 0..copies {
        for (i, f) in data.fields.iter().enumerate() {
            let name = format!("f{c}_{i}");
            list.push(if i == 0 {
                chain(fbb, f, data.deep.0, data.deep_lists, &name)
            } else {
                field(fbb, f, &name)
            });
        }
    }
    let list: Fields = fbb.create_vector(&list);
    ipc::Schema::create(
        fbb,
        &ipc::SchemaArgs {
            endianness: ipc::Endianness::Little,
            fields: Some(list),
            custom_metadata: None,
            features: None,
        },
    )
}

impl IpcData {
    /// The IPC stream (`file` false) or file bytes.
    pub fn build(&self, file: bool) -> Vec<u8> {
        // Wide or deep, not both.
        let copies = if self.deep.0 < 100 {
            copies(self.wide)
        } else {
            1
        };
        let mut fbb = FlatBufferBuilder::new();
        let mut out = if file {
            b"ARROW1\0\0".to_vec()
        } else {
            Vec::new()
        };
        let s = schema(&mut fbb, self, copies);
        let (bytes, _) = message(
            &mut fbb,
            ipc::MessageHeader::Schema,
            s.as_union_value(),
            &[],
        );
        out.extend(bytes);

        let (mut nodes, mut buffers) = (0, 0);
        for f in &self.fields {
            layout(f, &mut nodes, &mut buffers);
        }
        if !self.fields.is_empty() {
            // The chain's levels: a node each, and a validity buffer
            // (struct) or validity and offsets (list).
            nodes += self.deep.0;
            buffers += self.deep.0 * if self.deep_lists { 2 } else { 1 };
        }
        nodes *= copies;
        buffers *= copies;
        let mut dict_blocks = Vec::new();
        let mut batch_blocks = Vec::new();
        let encoded: Vec<u8> = self.fields.iter().filter_map(|f| f.dictionary).collect();
        for d in self.dictionaries.iter().take(4) {
            let id = match encoded.len() {
                n if n > 0 && d.id < 0xf0 => encoded[usize::from(d.id) % n],
                // No dictionary field: a batch for an unknown id only
                // now and then (it is refused before anything else).
                0 if d.id < 0xf0 => continue,
                _ => d.id,
            };
            // The dictionary's values are laid out as the first field with
            // that id declares them (no indices: the value type itself).
            let (mut dn, mut db) = (0, 0);
            if let Some(f) = self.fields.iter().find(|f| f.dictionary == Some(id)) {
                let value = Field {
                    dictionary: None,
                    ..f.clone()
                };
                layout(&value, &mut dn, &mut db);
            }
            let (rb, body) = record_batch(&mut fbb, &d.batch, dn, db);
            let header = ipc::DictionaryBatch::create(
                &mut fbb,
                &ipc::DictionaryBatchArgs {
                    id: i64::from(id),
                    data: Some(rb),
                    isDelta: d.delta,
                },
            );
            let at = out.len();
            let (bytes, meta) = message(
                &mut fbb,
                ipc::MessageHeader::DictionaryBatch,
                header.as_union_value(),
                &body,
            );
            dict_blocks.push(ipc::Block::new(at as i64, meta, body.len() as i64));
            out.extend(bytes);
        }
        for b in self.batches.iter().take(4) {
            let (rb, body) = record_batch(&mut fbb, b, nodes, buffers);
            let at = out.len();
            let (bytes, meta) = message(
                &mut fbb,
                ipc::MessageHeader::RecordBatch,
                rb.as_union_value(),
                &body,
            );
            batch_blocks.push(ipc::Block::new(at as i64, meta, body.len() as i64));
            out.extend(bytes);
        }
        if !self.unterminated.0 {
            out.extend_from_slice(&u32::MAX.to_le_bytes());
            out.extend_from_slice(&0u32.to_le_bytes());
        }
        if file {
            let s = schema(&mut fbb, self, copies);
            let dicts = fbb.create_vector(&dict_blocks);
            let batches = fbb.create_vector(&batch_blocks);
            let footer = ipc::Footer::create(
                &mut fbb,
                &ipc::FooterArgs {
                    version: ipc::MetadataVersion::V5,
                    schema: Some(s),
                    dictionaries: Some(dicts),
                    recordBatches: Some(batches),
                    custom_metadata: None,
                },
            );
            fbb.finish(footer, None);
            let footer = fbb.finished_data();
            out.extend_from_slice(footer);
            out.extend_from_slice(&(footer.len() as i32).to_le_bytes());
            out.extend_from_slice(b"ARROW1");
        }
        out
    }
}
