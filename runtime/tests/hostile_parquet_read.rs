//! Hostile Parquet files built to attack the reader's structure (issue 29,
//! items 1, 2 and 6; docs/SAFETY.md): a schema nested thousands of groups
//! deep, a group claiming more children than the schema has, level and
//! dictionary runs that decode a hundred bytes into gigabytes, and a file
//! of hundreds of thousands of columns. Every file is written here, byte
//! by byte, with the tests' Thrift compact-protocol writer
//! ([`common::thrift`]): the `parquet` crate's writer cannot make them.
//!
//! The bombs and the deep schema run under [`common::limited`]: in a
//! child process limited to 2 GiB of address space, which must pass
//! within its deadline and print no panic or allocation failure.

mod common;

use std::path::Path;
use std::ptr;

use common::files::{TempFile, scratch};
use common::parquet::{
    BYTE_ARRAY, INT32, OPTIONAL, PLAIN, REQUIRED, RLE, RLE_DICTIONARY, UNCOMPRESSED,
};
use common::thrift::{BINARY, I32, I64, LIST, STRUCT, Struct, list, string, varint, zigzag};
use common::{c, rb_error};
use irx_abi::native::{IRX_EOF, IRX_ERR_INVALID, IRX_ERR_IO, IRX_OK};
use irx_runtime::frame::table::{irx_arrow_table_num_rows, irx_arrow_table_release};
use irx_runtime::rb::batch::{irx_rb_batch_num_rows, irx_rb_batch_release};
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::stream::{
    IrxRbStreamReader, irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch,
};

// ---------------------------------------------------------------------------
// Footers and pages, through common::thrift.

/// One element of a footer's flat schema list.
struct Element {
    name: String,
    /// A leaf's physical type (None for a group).
    physical: Option<i64>,
    repetition: Option<i64>,
    children: Option<i64>,
}

impl Element {
    fn root(children: i64) -> Element {
        Element {
            name: "schema".into(),
            physical: None,
            repetition: None,
            children: Some(children),
        }
    }

    fn group(name: &str, children: i64) -> Element {
        Element {
            name: name.into(),
            physical: None,
            repetition: Some(OPTIONAL),
            children: Some(children),
        }
    }

    fn leaf(name: &str, physical: i64, repetition: i64) -> Element {
        Element {
            name: name.into(),
            physical: Some(physical),
            repetition: Some(repetition),
            children: None,
        }
    }
}

/// One column chunk: its pages (headers and data, in order) and what its
/// metadata says of them.
struct Chunk {
    physical: i64,
    path: Vec<String>,
    pages: Vec<u8>,
    /// Where the data pages start inside `pages` (after a dictionary page).
    data_at: usize,
    dictionary: bool,
    values: i64,
}

/// A page: its header (sizes from `data`) and `data`. `kind` 0 is a v1
/// data page, 2 a dictionary page; `values` its value count; `encoding`
/// the values' encoding.
fn page(kind: i64, values: i64, encoding: i64, data: &[u8]) -> Vec<u8> {
    let size = zigzag(data.len() as i64);
    let header = Struct::default()
        .field(1, I32, &zigzag(kind))
        .field(2, I32, &size)
        .field(3, I32, &size);
    let values = Struct::default()
        .field(1, I32, &zigzag(values))
        .field(2, I32, &zigzag(encoding));
    let header = if kind == 2 {
        header.field(7, STRUCT, &values.end())
    } else {
        let levels = values
            .field(3, I32, &zigzag(RLE))
            .field(4, I32, &zigzag(RLE));
        header.field(5, STRUCT, &levels.end())
    };
    let mut out = header.end();
    out.extend_from_slice(data);
    out
}

/// A whole file: magic, the chunks of one row group of `rows` rows (none
/// when `chunks` is empty), footer, footer length, magic.
fn parquet_file(schema: &[Element], chunks: &[Chunk], rows: i64) -> Vec<u8> {
    parquet_file_counted(schema, chunks, rows, rows)
}

/// [`parquet_file`] whose footer claims `file_rows` in all while its row
/// group holds `group_rows`.
fn parquet_file_counted(
    schema: &[Element],
    chunks: &[Chunk],
    file_rows: i64,
    group_rows: i64,
) -> Vec<u8> {
    let mut file = b"PAR1".to_vec();
    let mut starts = Vec::new();
    for chunk in chunks {
        starts.push(file.len());
        file.extend_from_slice(&chunk.pages);
    }
    let elements: Vec<Vec<u8>> = schema
        .iter()
        .map(|e| {
            let mut element = Struct::default();
            if let Some(physical) = e.physical {
                element = element.field(1, I32, &zigzag(physical));
            }
            if let Some(repetition) = e.repetition {
                element = element.field(3, I32, &zigzag(repetition));
            }
            element = element.field(4, BINARY, &string(e.name.as_bytes()));
            if let Some(children) = e.children {
                element = element.field(5, I32, &zigzag(children));
            }
            element.end()
        })
        .collect();
    let mut row_groups = Vec::new();
    if !chunks.is_empty() {
        let mut total = 0;
        let mut columns = Vec::new();
        for (chunk, &start) in chunks.iter().zip(&starts) {
            let size = chunk.pages.len() as i64;
            total += size;
            let path: Vec<Vec<u8>> = chunk.path.iter().map(|p| string(p.as_bytes())).collect();
            let mut meta = Struct::default()
                .field(1, I32, &zigzag(chunk.physical))
                .field(2, LIST, &list(I32, &[zigzag(PLAIN), zigzag(RLE)]))
                .field(3, LIST, &list(BINARY, &path))
                .field(4, I32, &zigzag(UNCOMPRESSED))
                .field(5, I64, &zigzag(chunk.values))
                .field(6, I64, &zigzag(size))
                .field(7, I64, &zigzag(size))
                .field(9, I64, &zigzag((start + chunk.data_at) as i64));
            if chunk.dictionary {
                meta = meta.field(11, I64, &zigzag(start as i64));
            }
            let column = Struct::default()
                .field(2, I64, &zigzag(start as i64))
                .field(3, STRUCT, &meta.end());
            columns.push(column.end());
        }
        let group = Struct::default()
            .field(1, LIST, &list(STRUCT, &columns))
            .field(2, I64, &zigzag(total))
            .field(3, I64, &zigzag(group_rows));
        row_groups.push(group.end());
    }
    let footer = Struct::default()
        .field(1, I32, &zigzag(1))
        .field(2, LIST, &list(STRUCT, &elements))
        .field(3, I64, &zigzag(file_rows))
        .field(4, LIST, &list(STRUCT, &row_groups))
        .end();
    file.extend_from_slice(&footer);
    file.extend_from_slice(&(footer.len() as u32).to_le_bytes());
    file.extend_from_slice(b"PAR1");
    file
}

/// An RLE run of `count` copies of `value` (one byte wide).
fn rle_run(count: u64, value: u8) -> Vec<u8> {
    let mut run = varint(count << 1);
    run.push(value);
    run
}

// ---------------------------------------------------------------------------
// Reading through the C entry points.

/// How a read ended: the failing status and its message, or `IRX_OK`
/// with the rows read.
#[derive(Debug)]
struct Outcome {
    status: i32,
    message: String,
    rows: i64,
}

/// Opens `file` with `irx_rb_parquet_reader_open` (`options` false) or
/// `_open_options` (default options) and reads it to the end.
fn stream(file: &TempFile, options: bool) -> Outcome {
    let path = file.c_path();
    // SAFETY: a NUL-terminated path, writable outputs, every handle
    // released once.
    unsafe {
        let mut reader = ptr::null_mut();
        // The message before any other call (each call clears it).
        let (status, message) = if options {
            let o = irx_parquet_options_new();
            let status =
                irx_rb_parquet_reader_open_options(path.as_ptr(), ptr::null(), o, &mut reader);
            let message = rb_error();
            irx_parquet_options_release(o);
            (status, message)
        } else {
            let status = irx_rb_parquet_reader_open(path.as_ptr(), ptr::null(), 65536, &mut reader);
            (status, rb_error())
        };
        if status != IRX_OK {
            assert!(reader.is_null());
            return Outcome {
                status,
                message,
                rows: 0,
            };
        }
        drain(reader)
    }
}

/// Reads `reader` (open, live) to its end (`IRX_OK`) or first error, and
/// closes it.
fn drain(reader: *mut IrxRbStreamReader) -> Outcome {
    let mut rows = 0;
    // SAFETY: a live reader, writable outputs; every batch released once,
    // the reader closed once.
    unsafe {
        let outcome = loop {
            let mut batch = ptr::null_mut();
            let status = irx_rb_stream_reader_next_batch(reader, &mut batch);
            if status == IRX_EOF {
                break Outcome {
                    status: IRX_OK,
                    message: String::new(),
                    rows,
                };
            }
            if status != IRX_OK {
                break Outcome {
                    status,
                    message: rb_error(),
                    rows,
                };
            }
            rows += irx_rb_batch_num_rows(batch);
            irx_rb_batch_release(batch);
        };
        irx_rb_stream_reader_close(reader);
        outcome
    }
}

/// Opens the dataset `root` with `irx_rb_parquet_reader_open_options`
/// (default options but `ints` and `texts`), which must succeed, and
/// reads it as [`drain`] does.
fn stream_dataset(root: &Path, ints: &[(&str, i64)], texts: &[(&str, &str)]) -> Outcome {
    let path = c(root.to_str().unwrap());
    // SAFETY: live options, NUL-terminated texts, a writable output; the
    // options released once, the reader closed by `drain`.
    unsafe {
        let o = irx_parquet_options_new();
        for &(name, value) in ints {
            assert_eq!(irx_parquet_options_int(o, c(name).as_ptr(), value), IRX_OK);
        }
        for &(name, value) in texts {
            let rc = irx_parquet_options_text(o, c(name).as_ptr(), c(value).as_ptr());
            assert_eq!(rc, IRX_OK);
        }
        let mut reader = ptr::null_mut();
        let status = irx_rb_parquet_reader_open_options(path.as_ptr(), ptr::null(), o, &mut reader);
        assert_eq!(status, IRX_OK, "{}", rb_error());
        irx_parquet_options_release(o);
        drain(reader)
    }
}

/// `irx_rb_parquet_read_table` of `file` with default options.
fn read_table(file: &TempFile) -> Outcome {
    let (status, message, table) = common::parquet::read_table(&file.c_path());
    if status != IRX_OK {
        assert!(table.is_null());
        return Outcome {
            status,
            message,
            rows: 0,
        };
    }
    // SAFETY: the table the read handed over, released once.
    let rows = unsafe {
        let rows = irx_arrow_table_num_rows(table);
        irx_arrow_table_release(table);
        rows
    };
    Outcome {
        status,
        message: String::new(),
        rows,
    }
}

/// Every way to read `file` (both openers and the table reader) fails
/// with `status` and a message holding each of `words`, and hands back
/// no rows.
fn refused_everywhere(file: &TempFile, status: i32, words: &[&str]) {
    for outcome in [stream(file, false), stream(file, true), read_table(file)] {
        assert_eq!(outcome.status, status, "{outcome:?}");
        assert_eq!(outcome.rows, 0, "{outcome:?}");
        for word in words {
            assert!(outcome.message.contains(word), "{word}: {outcome:?}");
        }
        assert!(!outcome.message.contains("panic"), "{outcome:?}");
    }
}

// ---------------------------------------------------------------------------
// Item 6: a file of many columns.

/// A file of `columns` optional int32 columns and no rows (no row
/// groups): 13 bytes per column, as the 770 KB file of 60,000.
fn wide_file(columns: usize) -> Vec<u8> {
    let mut schema = vec![Element::root(columns as i64)];
    schema.extend((0..columns).map(|i| Element::leaf(&format!("c{i}"), INT32, OPTIONAL)));
    parquet_file(&schema, &[], 0)
}

// Issue 29, item 6: the first `next_batch` on a file of 60,000 columns
// took 11.5 s (300,000: past a minute), each column looked up by name
// in a linear search. Every per-column step is linear now; 300,000
// columns must read well inside the limited test's deadline (2.4 s in
// the debug build; 195 s before).
limited_test!(a_file_of_300000_columns_reads_in_linear_time, {
    let file = TempFile::new(&wide_file(300_000));
    let outcome = stream(&file, false);
    assert_eq!(outcome.status, IRX_OK, "{outcome:?}");
    assert_eq!(outcome.rows, 0);
});

// ---------------------------------------------------------------------------
// Item 1: nesting.

/// A file whose schema nests `groups` optional groups (the root not
/// counted) above one int32 leaf, and no rows.
fn nested_file(groups: usize) -> Vec<u8> {
    let mut schema = vec![Element::root(1)];
    // Names need only differ between siblings.
    schema.extend((0..groups).map(|_| Element::group("g", 1)));
    schema.push(Element::leaf("leaf", INT32, OPTIONAL));
    parquet_file(&schema, &[], 0)
}

// Issue 29, item 1: a 64 KB file whose schema nests 8,000 optional
// groups overflowed the stack (SIGSEGV) inside the crate's schema
// conversion, in every reader. The footer's flat schema list is walked
// first and nesting past 64 levels refused.
limited_test!(a_schema_nested_8000_groups_deep_is_refused, {
    let bytes = nested_file(8_000);
    assert!(bytes.len() <= 64 * 1024, "{}", bytes.len());
    let file = TempFile::new(&bytes);
    refused_everywhere(&file, IRX_ERR_INVALID, &["nests deeper than 64 levels"]);
});

/// The limit's edge: a leaf under 63 groups and the root (64 levels)
/// reads; one more group is refused.
#[test]
fn schema_depth_64_reads_and_65_is_refused() {
    let file = TempFile::new(&nested_file(63));
    for outcome in [stream(&file, false), read_table(&file)] {
        assert_eq!(outcome.status, IRX_OK, "{outcome:?}");
    }
    let file = TempFile::new(&nested_file(64));
    refused_everywhere(&file, IRX_ERR_INVALID, &["nests deeper than 64 levels"]);
}

// A root claiming 2^31 - 1 children with one element after it: the
// crate reserved room for all of them (16 GiB) before reading the first.
limited_test!(
    a_group_claiming_more_children_than_the_schema_has_is_refused,
    {
        let schema = [
            Element::root(i32::MAX.into()),
            Element::leaf("a", INT32, OPTIONAL),
        ];
        let file = TempFile::new(&parquet_file(&schema, &[], 0));
        refused_everywhere(
            &file,
            IRX_ERR_IO,
            &["claims 2147483647 children where 1 elements follow"],
        );
    }
);

/// Not a regression: the crate's own Thrift decoding of a footer is not
/// recursive beyond the fixed nesting of Parquet's structures, and skips
/// an unknown field at most 64 levels deep. A footer whose unknown field
/// nests 100,000 structs is refused (the footer walk stops at 64 too)
/// without a crash.
#[test]
fn a_footer_field_nested_100000_structs_deep_is_refused() {
    let good = nested_file(0);
    let footer_len = u32::from_le_bytes(good[good.len() - 8..good.len() - 4].try_into().unwrap());
    let mut footer = good[good.len() - 8 - footer_len as usize..good.len() - 8].to_vec();
    footer.pop(); // FileMetaData's stop byte: field 99 follows
    footer.push(STRUCT);
    footer.extend(zigzag(99));
    footer.extend(std::iter::repeat_n(0x10 | STRUCT, 100_000));
    footer.extend(std::iter::repeat_n(0, 100_002));
    // The crate alone (its public footer decoder) refuses it.
    let e = parquet::file::metadata::ParquetMetaDataReader::decode_metadata(&footer).unwrap_err();
    assert!(e.to_string().contains("cannot parse past Struct"), "{e}");
    let mut bytes = b"PAR1".to_vec();
    bytes.extend_from_slice(&footer);
    bytes.extend_from_slice(&(footer.len() as u32).to_le_bytes());
    bytes.extend_from_slice(b"PAR1");
    // In Thrift C++'s words, as 1.25 (Arrow C++) refuses it.
    refused_everywhere(
        &TempFile::new(&bytes),
        IRX_ERR_IO,
        &["Couldn't deserialize thrift: TProtocolException: Exceeded depth limit"],
    );
}

// ---------------------------------------------------------------------------
// Item 2: level and dictionary bombs.

/// One optional int32 column "n" whose single v1 page holds `values`
/// nulls: its definition levels one RLE run of zeros, no values.
fn null_run_file(values: i64) -> Vec<u8> {
    let run = rle_run(values as u64, 0);
    let mut data = (run.len() as u32).to_le_bytes().to_vec();
    data.extend_from_slice(&run);
    let chunk = Chunk {
        physical: INT32,
        path: vec!["n".into()],
        pages: page(0, values, PLAIN, &data),
        data_at: 0,
        dictionary: false,
        values,
    };
    let schema = [Element::root(1), Element::leaf("n", INT32, OPTIONAL)];
    parquet_file(&schema, &[chunk], values)
}

// Issue 29, item 2: a 113-byte file whose one page's definition levels
// are a single run of 2^31 - 1 nulls. `read_table` aborted under 2 GiB
// ("memory allocation of 524288 bytes failed"); the stream reader
// handed back 2^31 rows.
limited_test!(a_definition_level_run_of_2_31_nulls_is_refused, {
    let bytes = null_run_file(i32::MAX.into());
    assert!(bytes.len() < 160, "{}", bytes.len());
    let file = TempFile::new(&bytes);
    refused_everywhere(
        &file,
        IRX_ERR_INVALID,
        &[
            "2147483647 values",
            "expansion limit",
            "irx_runtime_set_expansion_limit",
        ],
    );
});

/// One required column whose single data page repeats entry 0 of a
/// dictionary page holding `entry` (PLAIN) `values` times.
fn dictionary_run_file(physical: i64, entry: &[u8], values: i64) -> Vec<u8> {
    let dictionary = page(2, 1, PLAIN, entry);
    let mut indices = vec![1u8]; // bit width
    indices.extend_from_slice(&rle_run(values as u64, 0));
    let data_at = dictionary.len();
    let mut pages = dictionary;
    pages.extend_from_slice(&page(0, values, RLE_DICTIONARY, &indices));
    let chunk = Chunk {
        physical,
        path: vec!["d".into()],
        pages,
        data_at,
        dictionary: true,
        values,
    };
    let schema = [Element::root(1), Element::leaf("d", physical, REQUIRED)];
    parquet_file(&schema, &[chunk], values)
}

// Issue 29, item 2: a 134-byte file whose data page repeats one int32
// dictionary entry 2^31 - 1 times (an RLE run of index 0).
limited_test!(a_dictionary_index_run_of_2_31_values_is_refused, {
    let bytes = dictionary_run_file(INT32, &7i32.to_le_bytes(), i32::MAX.into());
    assert!(bytes.len() < 180, "{}", bytes.len());
    let file = TempFile::new(&bytes);
    refused_everywhere(
        &file,
        IRX_ERR_INVALID,
        &["2147483647 values", "expansion limit"],
    );
});

// The same through a string column: one 100,000-byte dictionary entry
// repeated a million times is 100 GB of values from a 100 KB file,
// though the value count alone (a million) is modest. The longest
// dictionary entry is read and charged per value.
limited_test!(a_long_string_dictionary_entry_repeated_is_refused, {
    let mut entry = 100_000u32.to_le_bytes().to_vec();
    entry.resize(4 + 100_000, b'x');
    let file = TempFile::new(&dictionary_run_file(BYTE_ARRAY, &entry, 1_000_000));
    refused_everywhere(&file, IRX_ERR_INVALID, &["expansion limit"]);
});

/// A DELTA_BINARY_PACKED block of `count` lengths: `first`, then each
/// `step` more than the one before (one block of one miniblock of bit
/// width 0: a few bytes whatever the count).
fn arithmetic_lengths(count: u64, first: i64, step: i64) -> Vec<u8> {
    let mut out = varint(count.next_multiple_of(128).max(128)); // block size
    out.extend(varint(1)); // miniblocks per block
    out.extend(varint(count));
    out.extend(zigzag(first));
    if count > 1 {
        out.extend(zigzag(step)); // the block's minimum delta
        out.push(0); // bit width 0: every delta is the minimum
    }
    out
}

/// One required byte-array column whose single page, `values` values, is
/// encoded `encoding` with `data`.
fn byte_array_file(encoding: i64, values: i64, data: &[u8]) -> Vec<u8> {
    let chunk = Chunk {
        physical: BYTE_ARRAY,
        path: vec!["s".into()],
        pages: page(0, values, encoding, data),
        data_at: 0,
        dictionary: false,
        values,
    };
    let schema = [Element::root(1), Element::leaf("s", BYTE_ARRAY, REQUIRED)];
    parquet_file(&schema, &[chunk], values)
}

const DELTA_LENGTH_BYTE_ARRAY: i64 = 6;
const DELTA_BYTE_ARRAY: i64 = 7;

// A DELTA_LENGTH_BYTE_ARRAY page of one value whose length block claims
// 2^40 lengths: the crate allocated an int32 for each (4 TiB) before
// reading one.
limited_test!(a_delta_length_block_claiming_2_40_lengths_is_refused, {
    let file = TempFile::new(&byte_array_file(
        DELTA_LENGTH_BYTE_ARRAY,
        1,
        &arithmetic_lengths(1 << 40, 0, 0),
    ));
    refused_everywhere(
        &file,
        IRX_ERR_IO,
        &["claims 1099511627776 lengths for 1 values"],
    );
});

// A DELTA_BYTE_ARRAY page whose every value keeps the whole previous
// value as its prefix and adds one byte: 128 Ki values from 128 KiB of
// suffixes are 8 GiB (the first batch alone 2 GiB). The prefix and
// suffix lengths are read and the values' size charged.
limited_test!(a_delta_byte_array_growing_prefix_is_refused, {
    let values = 1u64 << 17;
    let mut data = arithmetic_lengths(values, 0, 1); // prefixes 0, 1, 2, ...
    data.extend_from_slice(&arithmetic_lengths(values, 1, 0)); // suffixes of 1
    data.resize(data.len() + values as usize, b'y');
    let file = TempFile::new(&byte_array_file(DELTA_BYTE_ARRAY, values as i64, &data));
    refused_everywhere(&file, IRX_ERR_INVALID, &["expansion limit"]);
});

// ---------------------------------------------------------------------------
// What the checks must let through, and the caller's limit.

/// Files the parquet crate writes, every encoding the checks read pages
/// of (dictionary strings, DELTA_BYTE_ARRAY, DELTA_LENGTH_BYTE_ARRAY), v1
/// and v2 pages, nested and optional columns, several row groups: read
/// back whole by every reader.
#[test]
fn ordinary_files_read_whole() {
    use std::sync::Arc;

    use arrow_array::builder::{ListBuilder, StringBuilder};
    use arrow_array::{ArrayRef, Int64Array, RecordBatch, StringArray, StructArray};
    use arrow_schema::{DataType, Field, Fields};
    use parquet::arrow::ArrowWriter;
    use parquet::basic::{Compression, Encoding};
    use parquet::file::properties::{WriterProperties, WriterVersion};
    use parquet::schema::types::ColumnPath;

    let rows = 5_000usize;
    let text = |i: usize| format!("{}-{}", "prefix".repeat(i % 7), i % 97);
    let s: ArrayRef = Arc::new(StringArray::from_iter(
        (0..rows).map(|i| (i % 5 != 0).then(|| text(i))),
    ));
    let mut lists = ListBuilder::new(StringBuilder::new());
    for i in 0..rows {
        for j in 0..i % 4 {
            lists.values().append_value(text(i + j));
        }
        lists.append(i % 11 != 0);
    }
    let l: ArrayRef = Arc::new(lists.finish());
    let n: ArrayRef = Arc::new(Int64Array::from_iter(
        (0..rows as i64).map(|i| (i % 3 != 0).then_some(i)),
    ));
    let inner = Fields::from(vec![Field::new("n", DataType::Int64, true)]);
    let st: ArrayRef = Arc::new(StructArray::new(inner, vec![n.clone()], None));
    let batch = RecordBatch::try_from_iter([("s", s), ("l", l), ("n", n), ("st", st)]).unwrap();
    let encodings = [
        None,
        Some(Encoding::DELTA_BYTE_ARRAY),
        Some(Encoding::DELTA_LENGTH_BYTE_ARRAY),
    ];
    for version in [WriterVersion::PARQUET_1_0, WriterVersion::PARQUET_2_0] {
        for encoding in encodings {
            for codec in [Compression::UNCOMPRESSED, Compression::SNAPPY] {
                let mut props = WriterProperties::builder()
                    .set_writer_version(version)
                    .set_compression(codec)
                    .set_max_row_group_row_count(Some(2_000))
                    .set_data_page_row_count_limit(300);
                if let Some(encoding) = encoding {
                    // On the string columns (the others cannot take it).
                    for path in [vec!["s"], vec!["l", "list", "item"]] {
                        let path = ColumnPath::new(path.into_iter().map(String::from).collect());
                        props = props
                            .set_column_dictionary_enabled(path.clone(), false)
                            .set_column_encoding(path, encoding);
                    }
                }
                let mut bytes = Vec::new();
                let mut writer =
                    ArrowWriter::try_new(&mut bytes, batch.schema(), Some(props.build())).unwrap();
                writer.write(&batch).unwrap();
                writer.close().unwrap();
                if let Some(encoding) = encoding {
                    let m = parquet::file::metadata::ParquetMetaDataReader::new()
                        .parse_and_finish(&bytes::Bytes::from(bytes.clone()))
                        .unwrap();
                    for leaf in [0, 1] {
                        let used: Vec<_> = m.row_group(0).column(leaf).encodings().collect();
                        assert!(used.contains(&encoding), "{leaf}: {used:?}");
                    }
                }
                let file = TempFile::new(&bytes);
                for outcome in [stream(&file, false), stream(&file, true), read_table(&file)] {
                    assert_eq!(
                        outcome.status, IRX_OK,
                        "{version:?} {encoding:?}: {outcome:?}"
                    );
                    assert_eq!(outcome.rows, rows as i64, "{version:?} {encoding:?}");
                }
            }
        }
    }
}

// 30 million nulls in a 100-byte file decode to about 300 MB by the
// charge (int32 values, validity, levels): past the default floor of
// 256 MiB, so refused; read whole once the caller raises the limit, and
// a small ordinary file is refused once the caller lowers it. (In a
// child process: the limit is process-wide.)
limited_test!(the_caller_raises_and_lowers_the_expansion_limit, {
    use irx_runtime::limits::irx_runtime_set_expansion_limit;
    let nulls = 30_000_000;
    let file = TempFile::new(&null_run_file(nulls));
    let refused = stream(&file, false);
    assert_eq!(refused.status, IRX_ERR_INVALID, "{refused:?}");
    assert!(refused.message.contains("expansion limit"), "{refused:?}");
    irx_runtime_set_expansion_limit(0, 1 << 30);
    let read = stream(&file, false);
    assert_eq!(read.status, IRX_OK, "{read:?}");
    assert_eq!(read.rows, nulls);
    // 1,000 nulls, about 10 KB by the charge: past a floor of 4 KiB and
    // 1x the file.
    let small = TempFile::new(&null_run_file(1_000));
    assert_eq!(stream(&small, false).status, IRX_OK);
    irx_runtime_set_expansion_limit(1, 4096);
    let refused = stream(&small, false);
    assert_eq!(refused.status, IRX_ERR_INVALID, "{refused:?}");
    assert!(refused.message.contains("1000 values"), "{refused:?}");
    irx_runtime_set_expansion_limit(0, 0);
    assert_eq!(stream(&small, false).status, IRX_OK);
});

// A hive dataset read for its partition column alone reads no column of
// its file: the rows come from the row group's count, 2^40 here (a
// 100-byte file). The stream handed back 65,536 rows per batch for ever;
// each row group's rows are now charged (1 bit each, and what the
// partition value costs per row).
limited_test!(
    a_row_count_of_2_40_read_through_a_partition_column_is_refused,
    {
        let root = scratch("hive");
        let dir = root.join("k=1");
        std::fs::create_dir_all(&dir).unwrap();
        let mut bytes = null_run_file(1);
        // The row group's and the file's row counts: 1 -> 2^40 (both
        // zigzag varints of one byte, 0x02, right after their field headers).
        let footer_len =
            u32::from_le_bytes(bytes[bytes.len() - 8..bytes.len() - 4].try_into().unwrap());
        let footer_start = bytes.len() - 8 - footer_len as usize;
        let mut footer = bytes[footer_start..bytes.len() - 8].to_vec();
        let mut patched = Vec::new();
        let mut i = 0;
        while i < footer.len() {
            // An i64 field header (type 6) followed by zigzag(1) = 2 is a row
            // count (num_rows: field 3 of both structs; the chunk's num_values
            // is field 5).
            if footer[i] & 0x0f == 6 && footer[i] >> 4 == 1 && footer.get(i + 1) == Some(&2) {
                patched.push(footer[i]);
                patched.extend(zigzag(1 << 40));
                i += 2;
                continue;
            }
            patched.push(footer[i]);
            i += 1;
        }
        footer = patched;
        bytes.truncate(footer_start);
        bytes.extend_from_slice(&footer);
        bytes.extend_from_slice(&(footer.len() as u32).to_le_bytes());
        bytes.extend_from_slice(b"PAR1");
        std::fs::write(dir.join("part.parquet"), &bytes).unwrap();
        let ints = [("dataset", 1), ("hive", 1)];
        let outcome = stream_dataset(&root, &ints, &[("column", "k")]);
        let _ = std::fs::remove_dir_all(&root);
        assert_eq!(outcome.status, IRX_ERR_INVALID, "{outcome:?}");
        assert!(
            outcome.message.contains("1099511627776 rows"),
            "{outcome:?}"
        );
        assert_eq!(outcome.rows, 0);
    }
);

// ---------------------------------------------------------------------------
// Nesting in an encrypted footer: decrypted with the caller's key and
// walked before the crate decodes it.

const KEY: &[u8; 16] = b"irx-footer-key16";

/// `stream` with the footer key `KEY`.
fn stream_with_key(file: &TempFile) -> Outcome {
    let path = file.c_path();
    // SAFETY: as in `stream`.
    unsafe {
        let o = irx_parquet_options_new();
        assert_eq!(irx_parquet_options_key(o, KEY.as_ptr(), 16), IRX_OK);
        let mut reader = ptr::null_mut();
        let status = irx_rb_parquet_reader_open_options(path.as_ptr(), ptr::null(), o, &mut reader);
        let message = rb_error();
        irx_parquet_options_release(o);
        if status == IRX_OK {
            irx_rb_stream_reader_close(reader);
        }
        Outcome {
            status,
            message,
            rows: 0,
        }
    }
}

// The 8,000-group schema of `nested_file` behind an encrypted footer
// (AES-GCM-128, as the Parquet encryption spec seals one).
limited_test!(an_encrypted_footer_nested_8000_groups_deep_is_refused, {
    use ring::aead::{AES_128_GCM, Aad, LessSafeKey, Nonce, UnboundKey};
    let plain = nested_file(8_000);
    let footer_len =
        u32::from_le_bytes(plain[plain.len() - 8..plain.len() - 4].try_into().unwrap());
    let mut metadata = plain[plain.len() - 8 - footer_len as usize..plain.len() - 8].to_vec();
    // FileCryptoMetaData: AES_GCM_V1 with the file's unique AAD "u".
    let aes_gcm_v1 = Struct::default().field(2, BINARY, &string(b"u")).end();
    let algorithm = Struct::default().field(1, STRUCT, &aes_gcm_v1).end();
    let mut footer = Struct::default().field(1, STRUCT, &algorithm).end();
    let nonce = [7u8; 12];
    let key = LessSafeKey::new(UnboundKey::new(&AES_128_GCM, KEY).unwrap());
    key.seal_in_place_append_tag(
        Nonce::assume_unique_for_key(nonce),
        Aad::from(b"u\0"),
        &mut metadata,
    )
    .unwrap();
    footer.extend_from_slice(&((12 + metadata.len()) as u32).to_le_bytes());
    footer.extend_from_slice(&nonce);
    footer.extend_from_slice(&metadata);
    let mut bytes = b"PAR1".to_vec();
    bytes.extend_from_slice(&footer);
    bytes.extend_from_slice(&(footer.len() as u32).to_le_bytes());
    bytes.extend_from_slice(b"PARE");
    let file = TempFile::new(&bytes);
    let outcome = stream_with_key(&file);
    assert_eq!(outcome.status, IRX_ERR_INVALID, "{outcome:?}");
    assert!(
        outcome.message.contains("nests deeper than 64 levels"),
        "{outcome:?}"
    );
    // Without the key the crate refuses it before decoding a schema.
    let outcome = stream(&file, true);
    assert_eq!(outcome.status, IRX_ERR_IO, "{outcome:?}");
});

/// A file the parquet crate writes and encrypts (footer included): 64
/// nested structs (65 Parquet levels) are refused, 63 read.
#[test]
fn an_encrypted_footer_is_walked_as_the_crate_decrypts_it() {
    use std::sync::Arc;

    use arrow_array::{ArrayRef, Int32Array, RecordBatch, StructArray};
    use arrow_schema::{DataType, Field, Fields};
    use parquet::arrow::ArrowWriter;
    use parquet::arrow::arrow_writer::ArrowWriterOptions;
    use parquet::encryption::encrypt::FileEncryptionProperties;
    use parquet::file::properties::WriterProperties;

    for (structs, status) in [(63, IRX_OK), (64, IRX_ERR_INVALID)] {
        let mut array: ArrayRef = Arc::new(Int32Array::from(vec![1, 2, 3]));
        for _ in 0..structs {
            let fields = Fields::from(vec![Field::new("x", array.data_type().clone(), true)]);
            array = Arc::new(StructArray::new(fields, vec![array], None));
        }
        let batch = RecordBatch::try_from_iter([("top", array)]).unwrap();
        assert!(matches!(
            batch.schema().field(0).data_type(),
            DataType::Struct(_)
        ));
        let props = WriterProperties::builder()
            .with_file_encryption_properties(
                FileEncryptionProperties::builder(KEY.to_vec())
                    .build()
                    .unwrap(),
            )
            .build();
        // Without the Arrow schema in the footer: arrow-ipc's verifier
        // refuses that flatbuffer past about 30 nested structs.
        let options = ArrowWriterOptions::new()
            .with_properties(props)
            .with_skip_arrow_metadata(true);
        let mut bytes = Vec::new();
        let mut writer =
            ArrowWriter::try_new_with_options(&mut bytes, batch.schema(), options).unwrap();
        writer.write(&batch).unwrap();
        writer.close().unwrap();
        assert_eq!(&bytes[bytes.len() - 4..], b"PARE");
        let outcome = stream_with_key(&TempFile::new(&bytes));
        assert_eq!(outcome.status, status, "{structs}: {outcome:?}");
    }
}

// A dataset's files share one budget, for their total size: four files
// of 15 million nulls (about 154 MB each by the charge) pass one by one
// under the 256 MiB floor, but together they would decode 4 times that
// from 460 bytes. The first file is read; the second is refused.
limited_test!(a_dataset_of_small_bombs_shares_one_budget, {
    let root = scratch("set");
    let nulls = 15_000_000;
    for i in 0..4 {
        std::fs::write(root.join(format!("f{i}.parquet")), null_run_file(nulls)).unwrap();
    }
    let outcome = stream_dataset(&root, &[("dataset", 1)], &[]);
    let _ = std::fs::remove_dir_all(&root);
    assert_eq!(outcome.status, IRX_ERR_INVALID, "{outcome:?}");
    assert!(
        outcome.message.contains("Parquet dataset of"),
        "{outcome:?}"
    );
    assert!(outcome.message.contains("f1.parquet"), "{outcome:?}");
    assert_eq!(outcome.rows, nulls);
});

// A batch size of 2^31 - 1 over a footer that claims -2^31 rows in all
// while its row group holds three: the crate sizes its first batch by the
// smaller of the batch size and the footer's count taken as unsigned, and
// reserves it up front (gigabytes; fuzz finding, `parquet_struct`: an
// abort under the 2 GiB limit). The reader gives the crate no more than
// the rows of the row groups it reads.
limited_test!(
    a_huge_batch_size_over_a_negative_row_count_reads_the_rows,
    {
        let chunk = Chunk {
            physical: INT32,
            path: vec!["n".into()],
            pages: page(0, 3, PLAIN, &{
                let run = rle_run(3, 0);
                let mut data = (run.len() as u32).to_le_bytes().to_vec();
                data.extend_from_slice(&run);
                data
            }),
            data_at: 0,
            dictionary: false,
            values: 3,
        };
        let schema = [Element::root(1), Element::leaf("n", INT32, OPTIONAL)];
        let file = TempFile::new(&parquet_file_counted(&schema, &[chunk], -(1 << 31), 3));
        let path = file.c_path();
        // SAFETY: a NUL-terminated path and a writable output.
        let reader = unsafe {
            let mut reader = ptr::null_mut();
            let status = irx_rb_parquet_reader_open(
                path.as_ptr(),
                ptr::null(),
                i32::MAX as i64,
                &mut reader,
            );
            assert_eq!(status, IRX_OK, "{}", rb_error());
            reader
        };
        let outcome = drain(reader);
        assert_eq!(outcome.status, IRX_OK, "{outcome:?}");
        assert_eq!(outcome.rows, 3);
    }
);
