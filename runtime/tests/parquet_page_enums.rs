//! Page headers whose enum values the format does not define are read as
//! Arrow C++ (IRx 1.25) reads them (issue 28): a page of an unknown type
//! is skipped, a level encoding out of range is ignored where the column
//! stores no such levels and refused where it does ("Unknown encoding
//! type for levels."), a values' encoding out of range is refused when
//! the read reaches its page ("Unknown encoding type."), a dictionary
//! page's ("Not yet implemented: only plain dictionary encoding has been
//! implemented."). The parquet crate refused the whole header
//! ("Unexpected PageType 99", "Unexpected Encoding 99"). What each file
//! reads is what IRx 1.25 reads of it (`tests/diff-1.25/parquet_pages.c`,
//! which builds the same files).

mod common;

use std::ptr;

use common::files::TempFile;
use common::parquet::{DATA_PAGE, DATA_PAGE_V2, DICTIONARY_PAGE, PLAIN, RLE, RLE_DICTIONARY};
use common::rb_error;
use common::thrift::{BINARY, I32, I64, LIST, STRUCT, Struct, list, string, zigzag};
use irx_abi::native::{IRX_ERR_IO, IRX_OK};
use irx_runtime::frame::bridge::irx_rb_table_to_batch;
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::rb::batch::{
    irx_rb_batch_get_int32, irx_rb_batch_is_null, irx_rb_batch_num_rows, irx_rb_batch_release,
};
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::stream::{irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch};

/// A page: its type, which sub-header it carries (5: data page, 7:
/// dictionary page, 8: data page v2, none), the values' encoding, the
/// level encodings (v1), its value count and its data.
struct Page {
    kind: i64,
    sub: Option<i16>,
    encoding: i64,
    levels: (i64, i64),
    values: i64,
    data: Vec<u8>,
}

fn ints(values: &[i32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

/// A v1 data page of `values` (PLAIN unless `encoding`) and `levels`.
fn data(encoding: i64, levels: (i64, i64), values: &[i32]) -> Page {
    Page {
        kind: DATA_PAGE,
        sub: Some(5),
        encoding,
        levels,
        values: values.len() as i64,
        data: ints(values),
    }
}

/// A page of type `kind` without a sub-header.
fn bare(kind: i64) -> Page {
    Page {
        kind,
        sub: None,
        encoding: 0,
        levels: (0, 0),
        values: 0,
        data: vec![1, 2, 3, 4, 5],
    }
}

fn page_bytes(p: &Page) -> Vec<u8> {
    let size = zigzag(p.data.len() as i64);
    let mut header = Struct::default()
        .field(1, I32, &zigzag(p.kind))
        .field(2, I32, &size)
        .field(3, I32, &size);
    header = match p.sub {
        Some(5) => header.field(
            5,
            STRUCT,
            &Struct::default()
                .field(1, I32, &zigzag(p.values))
                .field(2, I32, &zigzag(p.encoding))
                .field(3, I32, &zigzag(p.levels.0))
                .field(4, I32, &zigzag(p.levels.1))
                .end(),
        ),
        Some(7) => header.field(
            7,
            STRUCT,
            &Struct::default()
                .field(1, I32, &zigzag(p.values))
                .field(2, I32, &zigzag(p.encoding))
                .end(),
        ),
        Some(8) => header.field(
            8,
            STRUCT,
            &Struct::default()
                .field(1, I32, &zigzag(p.values))
                .field(2, I32, &zigzag(0))
                .field(3, I32, &zigzag(p.values))
                .field(4, I32, &zigzag(p.encoding))
                .field(5, I32, &zigzag(0))
                .field(6, I32, &zigzag(0))
                .field(7, 2, &[]) // is_compressed = false
                .end(),
        ),
        _ => header,
    };
    let mut bytes = header.end();
    bytes.extend_from_slice(&p.data);
    bytes
}

/// A file of one INT32 column "a" (optional when `optional`) of `rows`
/// rows in one uncompressed column chunk of `pages` (a dictionary page
/// first when the first page is one).
fn file(optional: bool, rows: i64, pages: &[Page]) -> TempFile {
    let pages: Vec<Vec<u8>> = pages.iter().map(page_bytes).collect();
    let size: i64 = pages.iter().map(|p| p.len() as i64).sum();
    let dictionary = pages.len() > 1 && pages[0][1] == zigzag(DICTIONARY_PAGE)[0];
    let mut meta = Struct::default()
        .field(1, I32, &zigzag(1))
        .field(2, LIST, &list(I32, &[zigzag(PLAIN)]))
        .field(3, LIST, &list(BINARY, &[string(b"a")]))
        .field(4, I32, &zigzag(0))
        .field(5, I64, &zigzag(rows))
        .field(6, I64, &zigzag(size))
        .field(7, I64, &zigzag(size));
    if dictionary {
        meta = meta
            .field(9, I64, &zigzag(4 + pages[0].len() as i64))
            .field(11, I64, &zigzag(4));
    } else {
        meta = meta.field(9, I64, &zigzag(4));
    }
    let chunk = Struct::default()
        .field(2, I64, &zigzag(4))
        .field(3, STRUCT, &meta.end())
        .end();
    let group = Struct::default()
        .field(1, LIST, &list(STRUCT, &[chunk]))
        .field(2, I64, &zigzag(size))
        .field(3, I64, &zigzag(rows))
        .end();
    let root = Struct::default()
        .field(4, BINARY, &string(b"schema"))
        .field(5, I32, &zigzag(1))
        .end();
    let leaf = Struct::default()
        .field(1, I32, &zigzag(1))
        .field(3, I32, &zigzag(i64::from(optional)))
        .field(4, BINARY, &string(b"a"))
        .end();
    let footer = Struct::default()
        .field(1, I32, &zigzag(1))
        .field(2, LIST, &list(STRUCT, &[root, leaf]))
        .field(3, I64, &zigzag(rows))
        .field(4, LIST, &list(STRUCT, &[group]))
        .end();
    let mut bytes = b"PAR1".to_vec();
    for p in &pages {
        bytes.extend_from_slice(p);
    }
    bytes.extend_from_slice(&footer);
    bytes.extend_from_slice(&(footer.len() as u32).to_le_bytes());
    bytes.extend_from_slice(b"PAR1");
    TempFile::new(&bytes)
}

/// What a read gave: the values of each batch, then the failure (status
/// and message) that ended it, if one did.
#[derive(Debug, PartialEq)]
struct Read {
    batches: Vec<Vec<Option<i32>>>,
    failure: Option<(i32, String)>,
}

/// # Safety
/// `batch` is a live batch of one int32 column.
unsafe fn values(batch: *const irx_runtime::rb::batch::IrxRbBatch) -> Vec<Option<i32>> {
    // SAFETY: caller contract; outputs are locals.
    unsafe {
        (0..irx_rb_batch_num_rows(batch))
            .map(|row| {
                let (mut value, mut null) = (0, 0);
                assert_eq!(irx_rb_batch_get_int32(batch, 0, row, &mut value), IRX_OK);
                assert_eq!(irx_rb_batch_is_null(batch, 0, row, &mut null), IRX_OK);
                (null == 0).then_some(value)
            })
            .collect()
    }
}

/// `message` without the name of the call this generation starts it with.
fn without_call(message: String) -> String {
    match message.split_once(": ") {
        Some((call, rest)) if call.starts_with("irx_") => rest.to_owned(),
        _ => message,
    }
}

/// The file read whole as a table, and as a stream of batches of 2 rows.
fn read(file: &TempFile) -> [Read; 2] {
    let path = file.c_path();
    // SAFETY: a NUL-terminated path, writable outputs; every handle
    // released once.
    unsafe {
        let (status, message, table) = common::parquet::read_table(&path);
        let whole = if status == IRX_OK {
            let mut batch = ptr::null_mut();
            assert_eq!(irx_rb_table_to_batch(table, &mut batch), IRX_OK);
            let rows = values(batch);
            irx_rb_batch_release(batch);
            irx_arrow_table_release(table);
            Read {
                batches: vec![rows],
                failure: None,
            }
        } else {
            Read {
                batches: Vec::new(),
                failure: Some((status, without_call(message))),
            }
        };
        let mut reader = ptr::null_mut();
        let status = irx_rb_parquet_reader_open(path.as_ptr(), ptr::null(), 2, &mut reader);
        assert_eq!(status, IRX_OK, "{}", rb_error());
        let mut streamed = Read {
            batches: Vec::new(),
            failure: None,
        };
        loop {
            let mut batch = ptr::null_mut();
            let status = irx_rb_stream_reader_next_batch(reader, &mut batch);
            if status != IRX_OK {
                if status != 1 {
                    streamed.failure = Some((status, without_call(rb_error())));
                }
                break;
            }
            streamed.batches.push(values(batch));
            irx_rb_batch_release(batch);
        }
        irx_rb_stream_reader_close(reader);
        [whole, streamed]
    }
}

fn rows(values: &[i32]) -> Vec<Option<i32>> {
    values.iter().copied().map(Some).collect()
}

/// Both reads give `values` (the stream in batches of 2).
fn reads(file: &TempFile, values: &[i32]) {
    let [whole, streamed] = read(file);
    assert_eq!(whole.failure, None);
    assert_eq!(whole.batches, [rows(values)]);
    assert_eq!(streamed.failure, None);
    let chunks: Vec<_> = values.chunks(2).map(rows).collect();
    assert_eq!(streamed.batches, chunks);
}

/// Both reads fail with `IOError: {words}`, the stream after `before`.
fn refused(file: &TempFile, before: &[i32], words: &str) {
    let [whole, streamed] = read(file);
    let failure = Some((IRX_ERR_IO, format!("IOError: {words}")));
    assert_eq!(whole.failure, failure);
    assert_eq!(streamed.failure, failure);
    let chunks: Vec<_> = before.chunks(2).map(rows).collect();
    assert_eq!(streamed.batches, chunks);
}

#[test]
fn pages_of_an_unknown_type_are_skipped() {
    let good = || data(PLAIN, (RLE, RLE), &[7, 8, 9]);
    reads(&file(false, 3, &[good()]), &[7, 8, 9]);
    reads(&file(false, 3, &[bare(99), good()]), &[7, 8, 9]);
    reads(&file(false, 3, &[bare(-1), good()]), &[7, 8, 9]);
    reads(
        &file(
            false,
            5,
            &[good(), bare(99), data(PLAIN, (RLE, RLE), &[10, 11])],
        ),
        &[7, 8, 9, 10, 11],
    );
    // With a data page header (its encoding out of range too), values
    // and all: the footer's 5 rows are 3.
    let typed = Page {
        kind: 99,
        ..data(99, (99, 99), &[10, 11])
    };
    reads(&file(false, 5, &[good(), typed]), &[7, 8, 9]);
    // As the only page: no rows, whatever the footer claims.
    reads(&file(false, 3, &[bare(99)]), &[]);
}

#[test]
fn level_encodings_out_of_range_are_ignored_where_no_levels_are_stored() {
    for levels in [(99, RLE), (RLE, 99), (99, 99), (-1, RLE), (10, RLE)] {
        reads(
            &file(false, 3, &[data(PLAIN, levels, &[7, 8, 9])]),
            &[7, 8, 9],
        );
    }
    // An optional column's repetition levels are not stored either.
    let mut page = data(PLAIN, (RLE, 99), &[7, 8, 9]);
    page.data.splice(0..0, [2, 0, 0, 0, 6, 1]);
    reads(&file(true, 3, &[page]), &[7, 8, 9]);
}

#[test]
fn a_level_encoding_out_of_range_where_levels_are_stored_is_refused() {
    let mut page = data(PLAIN, (99, RLE), &[7, 8, 9]);
    page.data.splice(0..0, [2, 0, 0, 0, 6, 1]);
    refused(
        &file(true, 3, &[page]),
        &[],
        "Unknown encoding type for levels.",
    );
}

#[test]
fn a_values_encoding_out_of_range_is_refused_at_its_page() {
    // 10 is ALP, which the crate knows and 1.25 does not.
    for encoding in [99, -1, 1, 4, 10] {
        let page = data(encoding, (RLE, RLE), &[7, 8, 9]);
        refused(&file(false, 3, &[page]), &[], "Unknown encoding type.");
    }
    let v2 = Page {
        kind: DATA_PAGE_V2,
        sub: Some(8),
        ..data(99, (0, 0), &[7, 8, 9])
    };
    refused(&file(false, 3, &[v2]), &[], "Unknown encoding type.");
    // The stream's batch before that page is read first.
    let pages = [
        data(PLAIN, (RLE, RLE), &[7, 8, 9]),
        data(99, (RLE, RLE), &[10, 11]),
    ];
    refused(&file(false, 5, &pages), &[7, 8], "Unknown encoding type.");
}

#[test]
fn a_dictionary_page_encoding_out_of_range_is_refused() {
    let dictionary = |encoding| Page {
        kind: DICTIONARY_PAGE,
        sub: Some(7),
        ..data(encoding, (0, 0), &[7, 8, 9])
    };
    // Indices 0, 1, 2: bit width 2, one bit-packed group.
    let indices = || Page {
        data: vec![2, 3, 0x24, 0],
        ..data(RLE_DICTIONARY, (RLE, RLE), &[7, 8, 9])
    };
    reads(&file(false, 3, &[dictionary(PLAIN), indices()]), &[7, 8, 9]);
    refused(
        &file(false, 3, &[dictionary(99), indices()]),
        &[],
        "Not yet implemented: only plain dictionary encoding has been implemented.",
    );
}

/// What one file may have rewritten is bounded (4,096 bytes, 2,048 page
/// types of 2 bytes): past that, the crate's refusal stands, so a hostile
/// file of such headers costs bounded memory and time. Below it, every
/// page is skipped.
#[test]
fn rewrites_of_one_file_are_bounded() {
    let good = || data(PLAIN, (RLE, RLE), &[7, 8, 9]);
    let mut pages: Vec<Page> = (0..2_000).map(|_| bare(99)).collect();
    pages.push(good());
    reads(&file(false, 3, &pages), &[7, 8, 9]);
    let mut pages: Vec<Page> = (0..2_100).map(|_| bare(99)).collect();
    pages.push(good());
    let [whole, streamed] = read(&file(false, 3, &pages));
    let failure = Some((
        IRX_ERR_IO,
        "IOError: Parquet read: Parquet error: Unexpected PageType 99".to_owned(),
    ));
    assert_eq!(whole.failure, failure);
    assert_eq!(streamed.failure, failure);
}
