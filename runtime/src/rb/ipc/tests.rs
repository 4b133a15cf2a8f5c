//! Unit tests of the IPC modules: codecs, framing, writers.

use std::fs::File;
use std::sync::Arc;

use arrow_array::RecordBatch;
use arrow_array::builder::{Int32Builder, ListBuilder, StringDictionaryBuilder};
use arrow_array::types::Int32Type;
use arrow_array::{ArrayRef, Float64Array, Int64Array, StringArray, StructArray, UInt8Array};
use arrow_buffer::Buffer;
use arrow_ipc::writer::{DictionaryTracker, IpcDataGenerator, IpcWriteContext, IpcWriteOptions};
use arrow_ipc::{CompressionType, MetadataVersion};
use arrow_schema::{DataType, Field};

use super::codec::*;
use super::read::*;
use super::verify::*;
use super::write::*;
use super::{CONTINUATION, STREAM};
use crate::limits::Budget;

const CODECS: [CompressionType; 2] = [CompressionType::LZ4_FRAME, CompressionType::ZSTD];

/// Several column types: primitives with nulls, strings, a list, a
/// struct, a dictionary, and bytes that do not compress.
fn sample(rows: usize) -> RecordBatch {
    let mut noise = 0x9e37_79b9_7f4a_7c15u64;
    let bytes: UInt8Array = (0..rows)
        .map(|_| {
            noise ^= noise << 13;
            noise ^= noise >> 7;
            noise ^= noise << 17;
            noise as u8
        })
        .collect();
    let mut list = ListBuilder::new(Int32Builder::new());
    let mut dict = StringDictionaryBuilder::<Int32Type>::new();
    for i in 0..rows {
        if i % 5 == 0 {
            list.append_null();
        } else {
            list.append_value((0..(i % 4) as i32).map(Some));
        }
        dict.append_value(["red", "green", "blue"][i % 3]);
    }
    let point = StructArray::from(vec![
        (
            Arc::new(Field::new("x", DataType::Int64, false)),
            Arc::new(Int64Array::from_iter_values(0..rows as i64)) as ArrayRef,
        ),
        (
            Arc::new(Field::new("y", DataType::Utf8, true)),
            Arc::new(StringArray::from_iter(
                (0..rows).map(|i| (i % 3 != 0).then(|| format!("p{i}"))),
            )) as ArrayRef,
        ),
    ]);
    RecordBatch::try_from_iter([
        (
            "id",
            Arc::new(Int64Array::from_iter_values(0..rows as i64)) as ArrayRef,
        ),
        (
            "score",
            Arc::new(Float64Array::from_iter(
                (0..rows).map(|i| (i % 7 != 0).then_some(i as f64 * 0.5)),
            )),
        ),
        ("tags", Arc::new(list.finish())),
        ("point", Arc::new(point)),
        ("color", Arc::new(dict.finish())),
        ("noise", Arc::new(bytes)),
    ])
    .unwrap()
}

/// arrow-ipc's uncompressed messages of `batch` (dictionaries first).
fn encoded(batch: &RecordBatch) -> Vec<arrow_ipc::writer::EncodedData> {
    let options = IpcWriteOptions::try_new(8, false, MetadataVersion::V5).unwrap();
    let generator = IpcDataGenerator::default();
    let mut tracker = DictionaryTracker::new(false);
    generator.schema_to_bytes_with_dictionary_tracker(&batch.schema(), &mut tracker, &options);
    let (mut messages, batch) = generator
        .encode(
            batch,
            &mut tracker,
            &options,
            &mut IpcWriteContext::default(),
        )
        .unwrap();
    messages.push(batch);
    messages
}

fn batch_of(meta: &[u8]) -> arrow_ipc::RecordBatch<'_> {
    let message = arrow_ipc::root_as_message(meta).unwrap();
    message
        .header_as_record_batch()
        .or_else(|| message.header_as_dictionary_batch().and_then(|d| d.data()))
        .unwrap()
}

/// The bytes of every buffer of a message.
fn buffers<'a>(meta: &'a [u8], body: &'a [u8]) -> Vec<&'a [u8]> {
    let batch = batch_of(meta);
    batch
        .buffers()
        .unwrap()
        .iter()
        .map(|b| &body[b.offset() as usize..(b.offset() + b.length()) as usize])
        .collect()
}

/// A union whose type-id or dense offset buffer is shorter than its
/// rows is an error (arrow-ipc 60 slices those buffers to the node's
/// length before validating anything, a panic; finding 11 in docs/SAFETY.md).
#[test]
fn short_union_buffers_are_errors() {
    use arrow_array::UnionArray;
    use arrow_buffer::ScalarBuffer;
    use arrow_schema::{UnionFields, UnionMode};
    let rows = 40;
    let fields = UnionFields::try_new(
        [0, 1],
        [
            Field::new("i", DataType::Int32, true),
            Field::new("s", DataType::Utf8, true),
        ],
    )
    .unwrap();
    let ids: ScalarBuffer<i8> = (0..rows).map(|i| (i % 2) as i8).collect();
    for mode in [UnionMode::Sparse, UnionMode::Dense] {
        let (children, offsets, short): (Vec<ArrayRef>, _, &[usize]) = match mode {
            UnionMode::Sparse => (
                vec![
                    Arc::new(arrow_array::Int32Array::from_iter_values(0..rows)),
                    Arc::new(StringArray::from_iter_values(
                        (0..rows).map(|i| i.to_string()),
                    )),
                ],
                None,
                &[0],
            ),
            UnionMode::Dense => (
                vec![
                    Arc::new(arrow_array::Int32Array::from_iter_values(0..rows / 2)),
                    Arc::new(StringArray::from_iter_values(
                        (0..rows / 2).map(|i| i.to_string()),
                    )),
                ],
                Some((0..rows).map(|i| i / 2).collect::<ScalarBuffer<i32>>()),
                &[0, 1],
            ),
        };
        let union = UnionArray::try_new(fields.clone(), ids.clone(), offsets, children).unwrap();
        let batch = RecordBatch::try_from_iter([("u", Arc::new(union) as ArrayRef)]).unwrap();
        let options = IpcWriteOptions::try_new(8, false, MetadataVersion::V5).unwrap();
        let schema = IpcDataGenerator::default().schema_to_bytes_with_dictionary_tracker(
            &batch.schema(),
            &mut DictionaryTracker::new(false),
            &options,
        );
        let message = encoded(&batch).pop().unwrap();
        let framed = |message: arrow_ipc::writer::EncodedData| {
            let mut stream = Vec::new();
            for message in [
                arrow_ipc::writer::EncodedData {
                    ipc_message: schema.ipc_message.clone(),
                    arrow_data: Vec::new(),
                },
                message,
            ] {
                arrow_ipc::writer::write_message(&mut stream, message, &options).unwrap();
            }
            stream.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);
            Buffer::from(stream)
        };
        let (_, read) = read_stream(framed(arrow_ipc::writer::EncodedData {
            ipc_message: message.ipc_message.clone(),
            arrow_data: message.arrow_data.clone(),
        }))
        .unwrap();
        assert_eq!(
            read,
            std::slice::from_ref(&batch),
            "{mode:?}: the whole union reads"
        );
        for &index in short {
            let mut patched = message.ipc_message.clone();
            let at = {
                let buffers = batch_of(&patched).buffers().unwrap();
                buffers.bytes().as_ptr() as usize - patched.as_ptr() as usize + 16 * index + 8
            };
            patched[at..at + 8].copy_from_slice(&8i64.to_le_bytes());
            let short = arrow_ipc::writer::EncodedData {
                ipc_message: patched,
                arrow_data: message.arrow_data.clone(),
            };
            let error = read_stream(framed(short)).unwrap_err();
            assert!(
                error.message.contains("union"),
                "{mode:?} buffer {index}: {}",
                error.message
            );
        }
    }
}

/// Compressing then decompressing every message gives back every
/// buffer; the compressed message is framed and laid out as the spec
/// says (length prefixes, 8-aligned buffers, `BodyCompression`).
#[test]
fn rewrite_round_trip() {
    let batch = sample(5000);
    let messages = encoded(&batch);
    assert_eq!(messages.len(), 2, "a dictionary batch and the record batch");
    for codec in CODECS {
        let mut stored_raw = 0;
        for m in &messages {
            let original = buffers(&m.ipc_message, &m.arrow_data);
            let c = rewrite_batch(&m.ipc_message, &m.arrow_data, Rewrite::Compress(codec))
                .unwrap()
                .expect("a batch message")
                .into_parts();
            let bytes = c.bytes.as_slice();
            assert_eq!(bytes[..4], CONTINUATION);
            let padded = i32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
            assert_eq!(8 + padded, c.body_start);
            assert_eq!(c.body_start % 8, 0);
            let meta = &bytes[c.meta.clone()];
            let body = &bytes[c.body_start..];
            let cb = batch_of(meta);
            let compression = cb.compression().expect("compressed");
            assert_eq!(compression.codec(), codec);
            assert_eq!(
                compression.method(),
                arrow_ipc::BodyCompressionMethod::BUFFER
            );
            let message = arrow_ipc::root_as_message(meta).unwrap();
            assert_eq!(message.bodyLength() as usize, body.len());
            assert_eq!(body.len() % 8, 0);
            verify_message(meta).unwrap();
            // SAFETY: verified just above.
            unsafe { check_body(meta, body) }.unwrap();
            for (b, raw) in cb.buffers().unwrap().iter().zip(&original) {
                assert_eq!(b.offset() % 8, 0);
                let data = &body[b.offset() as usize..(b.offset() + b.length()) as usize];
                if raw.is_empty() {
                    assert!(data.is_empty());
                    continue;
                }
                let prefix = i64::from_le_bytes(data[..8].try_into().unwrap());
                if prefix == -1 {
                    stored_raw += 1;
                    assert_eq!(&data[8..], *raw);
                } else {
                    assert_eq!(prefix as usize, raw.len());
                    assert!(data.len() - 8 < raw.len());
                }
            }
            // Nothing to do either way a second time.
            assert!(
                rewrite_batch(meta, body, Rewrite::Compress(codec))
                    .unwrap()
                    .is_none()
            );
            assert!(
                rewrite_batch(&m.ipc_message, &m.arrow_data, Rewrite::Decompress(0))
                    .unwrap()
                    .is_none()
            );
            let d = rewrite_batch(meta, body, Rewrite::Decompress(0))
                .unwrap()
                .expect("a compressed batch")
                .into_parts();
            let bytes = d.bytes.as_slice();
            let meta = &bytes[d.meta.clone()];
            assert!(batch_of(meta).compression().is_none());
            assert_eq!(buffers(meta, &bytes[d.body_start..]), original);
            let message = arrow_ipc::root_as_message(meta).unwrap();
            assert_eq!(message.header_type(), {
                arrow_ipc::root_as_message(&m.ipc_message)
                    .unwrap()
                    .header_type()
            });
        }
        assert!(
            stored_raw >= 1,
            "{codec:?}: the noise column is stored as is"
        );
    }
}

/// Our writers' streams and files, every codec, read back by our
/// readers (the file through its footer's blocks).
#[test]
fn writers_round_trip() {
    let batches = [sample(3000), sample(10)];
    let schema = batches[0].schema();
    for codec in [
        None,
        Some(CompressionType::LZ4_FRAME),
        Some(CompressionType::ZSTD),
    ] {
        let stream = write_ipc_bytes(&schema, &batches, codec, false).unwrap();
        let mut budget = Budget::new(STREAM, stream.len() as u64);
        let messages = Preframed::new(&stream, &mut budget);
        let read: Vec<RecordBatch> = IpcStream::open(messages, budget)
            .unwrap()
            .collect::<std::result::Result<_, _>>()
            .unwrap();
        assert_eq!(read, batches, "{codec:?} stream");
        let file = write_ipc_bytes(&schema, &batches, codec, true).unwrap();
        let path = std::env::temp_dir().join(format!(
            "irx-ipc-unit-{}-{codec:?}.arrow",
            std::process::id()
        ));
        std::fs::write(&path, &file).unwrap();
        let reader = IpcFile::open(Box::new(File::open(&path).unwrap())).unwrap();
        let read: Vec<RecordBatch> = reader.collect::<std::result::Result<_, _>>().unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(read, batches, "{codec:?} file");
        if codec.is_some() {
            let plain = write_ipc_bytes(&schema, &batches, None, false).unwrap();
            assert!(stream.len() < plain.len() / 2, "{codec:?} compresses");
        }
    }
}

/// A ZSTD frame that codes more or fewer bytes than claimed, declares
/// a window beyond the bound, fails its checksum or is garbage is an
/// error, never a panic or an allocation of what it claims.
#[test]
fn hostile_zstd_frames_are_errors() {
    let data: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
    let frame = ruzstd::encoding::compress_to_vec(
        data.as_slice(),
        ruzstd::encoding::CompressionLevel::Fastest,
    );
    let mut dst = vec![0u8; data.len()];
    decompress_into(CompressionType::ZSTD, &frame, &mut dst).unwrap();
    assert_eq!(dst, data);
    for want in [data.len() - 1, data.len() + 1, 0] {
        let mut dst = vec![0u8; want];
        let e = decompress_into(CompressionType::ZSTD, &frame, &mut dst).unwrap_err();
        // Arrow C++'s words (1.25's): a frame longer than claimed, shorter.
        let words = if want < data.len() {
            "ZSTD decompression failed: Destination buffer is too small"
        } else {
            "Corrupt ZSTD compressed data."
        };
        assert!(e.to_string().contains(words), "{want}: {e}");
    }
    // Checksum (the last 4 bytes) wrong.
    let mut bad = frame.clone();
    *bad.last_mut().unwrap() ^= 1;
    let e = decompress_into(CompressionType::ZSTD, &bad, &mut dst).unwrap_err();
    assert!(e.to_string().contains("checksum"), "{e}");
    // A frame header declaring a 1 GiB window (descriptor exponent 20),
    // then one raw block of 4 bytes.
    let huge = [
        0x28,
        0xb5,
        0x2f,
        0xfd,
        0x00,
        20 << 3,
        0x21,
        0x00,
        0x00,
        1,
        2,
        3,
        4,
    ];
    let mut dst = [0u8; 4];
    let e = decompress_into(CompressionType::ZSTD, &huge, &mut dst).unwrap_err();
    assert!(e.to_string().contains("ZSTD"), "{e}");
    // 16 MiB for 4 bytes is refused too; 8 MiB (the floor) is not.
    let mut window = huge;
    window[5] = 14 << 3;
    let e = decompress_into(CompressionType::ZSTD, &window, &mut dst).unwrap_err();
    assert!(e.to_string().contains("window"), "{e}");
    window[5] = 13 << 3;
    decompress_into(CompressionType::ZSTD, &window, &mut dst).unwrap();
    assert_eq!(dst, [1, 2, 3, 4]);
    // Garbage and every truncation of a valid frame.
    let mut noise = 1u32;
    for len in 0..200 {
        let junk: Vec<u8> = (0..len)
            .map(|_| {
                noise = noise.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                (noise >> 16) as u8
            })
            .collect();
        let mut dst = vec![0u8; 64];
        assert!(decompress_into(CompressionType::ZSTD, &junk, &mut dst).is_err());
    }
    for cut in 0..frame.len() {
        let mut dst = vec![0u8; data.len()];
        assert!(decompress_into(CompressionType::ZSTD, &frame[..cut], &mut dst).is_err());
    }
}

/// One int64 column of `rows` values from `start` (`rows * 8` body bytes).
fn int64_batch(rows: usize, start: i64) -> RecordBatch {
    let values = Int64Array::from_iter_values(start..start + rows as i64);
    RecordBatch::try_from_iter([("v", Arc::new(values) as ArrayRef)]).unwrap()
}

fn temp_path(what: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("irx-ipc-unit-{}-{what}.arrow", std::process::id()))
}

fn reused() -> usize {
    super::blocks::REUSED.with(|n| n.get())
}

/// The cache's lock is only tried (`blocks`), so a test reading while
/// others do may find it taken and allocate instead: the reads that check
/// reuse are tried a few times, and must reuse at least once.
const ATTEMPTS: usize = 5;

/// A file, then a stream, read again: the next read takes every block
/// (body) the last one released from the cache (`blocks`), and reads the
/// same batches. Each under 1 MiB of blocks, so read on this thread.
#[test]
fn a_second_read_reuses_the_first_reads_blocks() {
    // Odd sizes (blocks of about 400 KB), not other tests'.
    let batches = [int64_batch(50_001, 0), int64_batch(50_003, -7)];
    let schema = batches[0].schema();
    for file in [true, false] {
        let bytes = write_ipc_bytes(&schema, &batches, None, file).unwrap();
        let path = temp_path(if file { "reuse-file" } else { "reuse-stream" });
        std::fs::write(&path, &bytes).unwrap();
        let read = || -> Vec<RecordBatch> {
            let f = File::open(&path).unwrap();
            if file {
                IpcFile::open(Box::new(f))
                    .unwrap()
                    .map(|b| b.unwrap())
                    .collect()
            } else {
                let input = std::io::BufReader::new(f);
                IpcStream::open(input, Budget::new(STREAM, 0))
                    .unwrap()
                    .map(|b| b.unwrap())
                    .collect()
            }
        };
        assert_eq!(read(), batches, "file {file}");
        let mut counts = Vec::new();
        for _ in 0..ATTEMPTS {
            let before = reused();
            assert_eq!(read(), batches, "file {file}");
            counts.push(reused() - before);
            if counts.last() == Some(&2) {
                break;
            }
        }
        assert_eq!(counts.last(), Some(&2), "file {file}: reused {counts:?}");
        std::fs::remove_file(&path).unwrap();
    }
}

/// A stream cut inside a batch's body after a read of larger bodies:
/// the batch before it (in a reused block that held the larger values)
/// reads its own values, the cut one fails with the message it always had.
#[test]
fn a_truncated_stream_after_a_larger_read_fails_as_before() {
    let path = temp_path("truncated-after-larger");
    let large = [int64_batch(110_007, 1 << 40)];
    let large_bytes = write_ipc_bytes(&large[0].schema(), &large, None, false).unwrap();
    let small = [int64_batch(70_001, 5), int64_batch(70_001, 9)];
    let bytes = write_ipc_bytes(&small[0].schema(), &small, None, false).unwrap();
    // Cut 1,000 bytes into the second batch's body (before the end marker
    // and the body's last 560,008 - 1,000 bytes).
    let cut = &bytes[..bytes.len() - 8 - 560_008 + 1000];
    let open = |bytes: &[u8]| {
        std::fs::write(&path, bytes).unwrap();
        let input = std::io::BufReader::new(File::open(&path).unwrap());
        IpcStream::open(input, Budget::new(STREAM, 0)).unwrap()
    };
    let mut counts = Vec::new();
    for _ in 0..ATTEMPTS {
        let read: Vec<RecordBatch> = open(&large_bytes).map(|b| b.unwrap()).collect();
        assert_eq!(read, large);
        drop(read);
        let before = reused();
        let mut reader = open(cut);
        assert_eq!(reader.next().unwrap().unwrap(), small[0]);
        counts.push(reused() - before);
        let e = reader.next().unwrap().unwrap_err();
        assert!(
            e.to_string()
                .contains("Expected to be able to read 560008 bytes for message body, got 1000"),
            "{e}"
        );
        if counts.last() == Some(&1) {
            break;
        }
    }
    assert_eq!(
        counts.last(),
        Some(&1),
        "the first batch's body reused a block: {counts:?}"
    );
    std::fs::remove_file(&path).unwrap();
}
