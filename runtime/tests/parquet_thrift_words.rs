//! Footers Arrow C++'s Thrift reader refuses are refused in its words
//! (issue 28: the same answers as IRx 1.25): `IRX_ERR_IO` and "IOError:
//! Couldn't deserialize thrift: " with Thrift C++'s `what()`, where the
//! `parquet` crate has words of its own ("Expected list element type of
//! Struct but got I64"). Each expected text is what pyarrow 24 (the Arrow
//! C++ 1.25 links) says of the same footer. Footers are written here byte
//! by byte in the Thrift compact protocol.

mod common;

use std::ptr;

use common::files::TempFile;
use common::rb_error;
use common::thrift::{
    BINARY, I32, I64, LIST, PAGE_HEADER_INVALID, STRUCT, Struct, TRUE, list, string, varint, zigzag,
};
use irx_abi::native::{IRX_ERR_INVALID, IRX_ERR_IO, IRX_OK};
use irx_runtime::frame::table::{irx_arrow_table_num_rows, irx_arrow_table_release};
use irx_runtime::rb::parquet::*;
use irx_runtime::rb::stream::irx_rb_stream_reader_close;

/// The schema's root element (no children).
fn root() -> Vec<u8> {
    element(b"schema", None, None, Some(0), None, None)
}

/// The root element of a schema of one column.
fn one_column_root() -> Vec<u8> {
    element(b"schema", None, None, Some(1), None, None)
}

/// A `FileMetaData`: version, `schema` (field 2's payload), num_rows 0
/// (unless `rows` is false), no row groups, then `extra` fields.
fn footer(schema: Vec<u8>, rows: bool, extra: impl FnOnce(Struct) -> Struct) -> Vec<u8> {
    let mut s = Struct::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &schema);
    if rows {
        s = s.field(3, I64, &zigzag(0));
    }
    extra(s.field(4, LIST, &list(STRUCT, &[]))).end()
}

fn parquet(footer: &[u8]) -> TempFile {
    let mut bytes = b"PAR1".to_vec();
    bytes.extend_from_slice(footer);
    bytes.extend_from_slice(&(footer.len() as u32).to_le_bytes());
    bytes.extend_from_slice(b"PAR1");
    TempFile::new(&bytes)
}

/// The status and message of `irx_rb_parquet_read_table` and of
/// `irx_rb_parquet_reader_open` on `file`.
fn outcomes(file: &TempFile) -> [(i32, String); 2] {
    let path = file.c_path();
    let (status, message, table) = common::parquet::read_table(&path);
    let table_outcome = (status, message);
    // SAFETY: a NUL-terminated path, a writable output; every handle
    // released once.
    unsafe {
        if !table.is_null() {
            irx_arrow_table_release(table);
        }
        let mut reader = ptr::null_mut();
        let status = irx_rb_parquet_reader_open(path.as_ptr(), ptr::null(), 1024, &mut reader);
        let reader_outcome = (status, rb_error());
        if !reader.is_null() {
            irx_rb_stream_reader_close(reader);
        }
        [table_outcome, reader_outcome]
    }
}

/// Both readers refuse `footer` with Thrift C++'s `words` (after the
/// name of the call, which this generation's message starts with).
fn refused(footer: &[u8], words: &str) {
    let expected = format!("IOError: Couldn't deserialize thrift: {words}\n");
    for (status, message) in outcomes(&parquet(footer)) {
        assert_eq!(status, IRX_ERR_IO, "{message}");
        let (_, text) = message.split_once(": ").unwrap_or_default();
        assert_eq!(text, expected);
    }
}

const INVALID_DATA: &str = "TProtocolException: Invalid data";

#[test]
fn a_footer_thrift_decodes_reads() {
    // One optional int32 column, no rows; unknown fields (ids 100, 101)
    // are skipped by both readers.
    let (root, leaf) = (one_column_root(), leaf(b"a", 1, None));
    let plain = footer(list(STRUCT, &[root, leaf]), true, |s| {
        s.field(100, BINARY, &string(b"xx")).field(101, TRUE, &[])
    });
    for (status, message) in outcomes(&parquet(&plain)) {
        assert_eq!(status, IRX_OK, "{message}");
    }
}

/// IRx 1.25's diff program's `badlength.parquet` in small: the schema
/// list declared as i64 values. Thrift C++ reads its elements as the
/// SchemaElements the IDL says, which end without their required name;
/// the crate refuses the declared element type.
#[test]
fn a_list_of_another_element_type_is_read_as_the_idl_says() {
    let footer = footer(list(I64, &[zigzag(5), vec![0]]), true, |s| s);
    let crate_says = parquet::file::metadata::ParquetMetaDataReader::decode_metadata(&footer)
        .unwrap_err()
        .to_string();
    assert!(
        crate_says.contains("Expected list element type"),
        "{crate_says}"
    );
    refused(&footer, INVALID_DATA);
}

#[test]
fn a_missing_required_field_is_invalid_data() {
    // FileMetaData without num_rows.
    refused(&footer(list(STRUCT, &[root()]), false, |s| s), INVALID_DATA);
    // A SchemaElement without its name, inside the schema list.
    let nameless = Struct::default().field(5, I32, &zigzag(0)).end();
    refused(
        &footer(list(STRUCT, &[nameless]), true, |s| s),
        INVALID_DATA,
    );
}

/// A required field of another wire type: Thrift C++ skips it, then finds
/// it missing, where the crate reads it (an integer of any width). Before
/// the walk ran on every footer, these read here (1.25 refuses them).
#[test]
fn a_required_field_of_another_wire_type_is_invalid_data() {
    let decodes = |footer: &[u8]| {
        parquet::file::metadata::ParquetMetaDataReader::decode_metadata(footer).is_ok()
    };
    // FileMetaData's version, an i32, written as an i64.
    let version = Struct::default()
        .field(1, I64, &zigzag(2))
        .field(2, LIST, &list(STRUCT, &[root()]))
        .field(3, I64, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]))
        .end();
    assert!(decodes(&version));
    refused(&version, INVALID_DATA);
    // FileMetaData's num_rows, an i64, written as an i32.
    let rows = Struct::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &list(STRUCT, &[root()]))
        .field(3, I32, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]))
        .end();
    assert!(decodes(&rows));
    refused(&rows, INVALID_DATA);
}

/// A data page header whose compressed size (field 3, an i32) is written
/// as an i64: the crate and this runtime's page guard read it, Thrift C++
/// skips it and then misses it, and Arrow C++'s page reader adds its line.
#[test]
fn a_page_header_field_of_another_wire_type_is_invalid_data() {
    use arrow_array::{ArrayRef, Int64Array, RecordBatch};
    use arrow_schema::{DataType, Field, Schema};
    use std::sync::Arc;
    let schema = Arc::new(Schema::new(vec![Field::new("a", DataType::Int64, false)]));
    let a: ArrayRef = Arc::new(Int64Array::from_iter_values(0..150));
    let batch = RecordBatch::try_new(schema.clone(), vec![a]).unwrap();
    let props = parquet::file::properties::WriterProperties::builder()
        .set_dictionary_enabled(false)
        .build();
    let mut bytes = Vec::new();
    let mut writer = parquet::arrow::ArrowWriter::try_new(&mut bytes, schema, Some(props)).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
    let metadata = parquet::file::metadata::ParquetMetaDataReader::new()
        .parse_and_finish(&bytes::Bytes::from(bytes.clone()))
        .unwrap();
    let start = metadata.row_group(0).column(0).data_page_offset() as usize;
    // The writer's header (type, uncompressed size, compressed size, all
    // i32 fields with one-byte headers), its third field retyped as an i64
    // in place: the same bytes, the same value.
    let mut at = start;
    for _ in 0..2 {
        assert_eq!(bytes[at] & 0x0f, I32);
        at += 1;
        while bytes[at] & 0x80 != 0 {
            at += 1;
        }
        at += 1;
    }
    assert_eq!(bytes[at], 0x10 | I32);
    bytes[at] = 0x10 | I64;
    let file = TempFile::new(&bytes);
    let [(status, message), _] = outcomes(&file);
    assert_eq!(status, IRX_ERR_IO, "{message}");
    assert!(message.ends_with(PAGE_HEADER_INVALID), "{message}");
}

#[test]
fn sizes_past_thrift_limits_are_refused_in_its_words() {
    // A list size of 2^32 - 5 is -5 as Thrift's 32-bit varint.
    let mut negative = vec![0xf0 | STRUCT];
    negative.extend(varint((1 << 32) - 5));
    refused(
        &footer(negative, true, |s| s),
        "TProtocolException: Negative size",
    );
    // Arrow C++'s thrift_container_size_limit (1,000,000) and
    // thrift_string_size_limit (100,000,000).
    let mut long_list = vec![0xf0 | STRUCT];
    long_list.extend(varint(1_000_001));
    refused(
        &footer(long_list, true, |s| s),
        "TProtocolException: Exceeded size limit",
    );
    let long_string = footer(list(STRUCT, &[root()]), true, |s| {
        s.field(6, BINARY, &varint(100_000_001))
    });
    refused(&long_string, "TProtocolException: Exceeded size limit");
    // Within the limit, past the footer's end.
    let short_string = footer(list(STRUCT, &[root()]), true, |s| {
        s.field(6, BINARY, &varint(1000))
    });
    refused(&short_string, "No more data to read.");
}

#[test]
fn nesting_past_thrift_depth_limit_is_refused_in_its_words() {
    // An unknown field nesting 100,000 structs: Thrift C++ stops at 64.
    let mut deep = vec![0x10 | STRUCT; 100_000];
    deep.extend(vec![0; 100_001]);
    let footer = footer(list(STRUCT, &[root()]), true, |s| {
        s.field(99, STRUCT, &deep)
    });
    refused(&footer, "TProtocolException: Exceeded depth limit");
}

/// Footers Thrift C++ decodes and the crate refuses are read as Thrift
/// C++ reads them (pyarrow 24 reads each one as a table of one int32
/// column, as IRx 1.25 does): an optional field of another wire type is
/// skipped, a list declared of another element type is read as the IDL's,
/// a LogicalType without a member Thrift C++ reads is none. Before, each
/// was the crate's "Expected list element type ...", "Unexpected EOF",
/// "Received empty union" or "Unable to convert parquet INT32 logical
/// type".
#[test]
fn footers_thrift_decodes_are_read_as_it_reads_them() {
    let (root, leaf) = (one_column_root(), leaf(b"a", 1, None));
    let schema = || list(STRUCT, &[root.clone(), leaf.clone()]);
    let with_logical =
        |logical: Vec<u8>| element(b"a", Some(1), Some(1), None, None, Some(&logical));
    let footers = [
        // created_by (a binary) as an i32, then column_orders (field 7,
        // its header a delta from the skipped field's id) as a list.
        footer(schema(), true, |s| {
            let order = Struct::default().field(1, STRUCT, &[0]).end();
            s.field(6, I32, &zigzag(5))
                .field(7, LIST, &list(STRUCT, &[order]))
        }),
        // key_value_metadata (a list) as a struct.
        footer(schema(), true, |s| s.field(5, STRUCT, &[0])),
        // column_orders (a list) as an i32, the last field.
        footer(schema(), true, |s| s.field(7, I32, &zigzag(1))),
        // A leaf's type_length (an i32) as a binary.
        schema_footer(
            1,
            &[Struct::default()
                .field(1, I32, &zigzag(1))
                .field(2, BINARY, &string(b"zz"))
                .field(3, I32, &zigzag(1))
                .field(4, BINARY, &string(b"a"))
                .end()],
        ),
        // A leaf's LogicalType (a union) whose one member is of another
        // wire type (STRING as an i32), or of an id the format does not
        // define: no logical type to Arrow C++, an int32 column.
        schema_footer(
            1,
            &[with_logical(
                Struct::default().field(1, I32, &zigzag(3)).end(),
            )],
        ),
        schema_footer(
            1,
            &[with_logical(
                Struct::default().field(30, STRUCT, &[0]).end(),
            )],
        ),
        // The schema list declared of i64 elements, the row groups of
        // binaries.
        {
            let mut declared = vec![0x20 | I64];
            declared.extend_from_slice(&root);
            declared.extend_from_slice(&leaf);
            Struct::default()
                .field(1, I32, &zigzag(2))
                .field(2, LIST, &declared)
                .field(3, I64, &zigzag(0))
                .field(4, LIST, &[BINARY])
                .end()
        },
    ];
    for footer in footers {
        for (status, message) in outcomes(&parquet(&footer)) {
            assert_eq!(status, IRX_OK, "{message}");
        }
    }
}

/// A file whose schema is its root alone (no columns): IRx 1.25 refuses
/// it as its writers refuse such a schema, an Arrow status (seen with the
/// differential check's hand-made footers); the runtime's text lacked
/// "Invalid: " before.
#[test]
fn a_file_without_columns_is_refused_as_1_25_refuses_it() {
    for rows in [0, 7] {
        let footer = Struct::default()
            .field(1, I32, &zigzag(2))
            .field(2, LIST, &list(STRUCT, &[root()]))
            .field(3, I64, &zigzag(rows))
            .field(4, LIST, &list(STRUCT, &[]))
            .end();
        for (status, message) in outcomes(&parquet(&footer)) {
            assert_eq!(status, IRX_ERR_INVALID, "{message}");
            let (_, text) = message.split_once(": ").unwrap_or_default();
            assert_eq!(text, "Invalid: Parquet requires at least one column");
        }
    }
}

/// A `SchemaElement` of a `type`, `repetition_type`, `num_children`,
/// `converted_type` (each left out when None) and `logical` type (a
/// `LogicalType`'s bytes).
fn element(
    name: &[u8],
    physical: Option<i64>,
    repetition: Option<i64>,
    children: Option<i64>,
    converted: Option<i64>,
    logical: Option<&[u8]>,
) -> Vec<u8> {
    let mut s = Struct::default();
    if let Some(t) = physical {
        s = s.field(1, I32, &zigzag(t));
    }
    if let Some(r) = repetition {
        s = s.field(3, I32, &zigzag(r));
    }
    s = s.field(4, BINARY, &string(name));
    if let Some(n) = children {
        s = s.field(5, I32, &zigzag(n));
    }
    if let Some(c) = converted {
        s = s.field(6, I32, &zigzag(c));
    }
    if let Some(l) = logical {
        s = s.field(10, STRUCT, l);
    }
    s.end()
}

/// An optional leaf of physical type `physical` and converted type
/// `converted`.
fn leaf(name: &[u8], physical: i64, converted: Option<i64>) -> Vec<u8> {
    element(name, Some(physical), Some(1), None, converted, None)
}

/// A footer whose schema is the root (of `children`) and `elements`.
fn schema_footer(children: i64, elements: &[Vec<u8>]) -> Vec<u8> {
    let mut all = vec![element(b"schema", None, None, Some(children), None, None)];
    all.extend_from_slice(elements);
    footer(list(STRUCT, &all), true, |s| s)
}

/// Both readers refuse `footer` with `text` (after the call's name).
fn refused_with(footer: &[u8], text: &str) {
    for (status, message) in outcomes(&parquet(footer)) {
        assert_eq!(status, IRX_ERR_IO, "{message}");
        let (_, said) = message.split_once(": ").unwrap_or_default();
        assert_eq!(said, text);
    }
}

/// Enum values the format does not define in a schema element, as Arrow
/// C++ (so IRx 1.25) reads them: a repetition type out of range is
/// REQUIRED, a physical type is ignored on a group, a converted type
/// where a logical type is set. The crate refused each ("Unexpected
/// FieldRepetitionType 9", "Unexpected Type 99", "Unexpected
/// ConvertedType 99").
#[test]
fn enum_values_arrow_cpp_reads_past_are_read() {
    // STRING, and a kind Arrow C++ does not know.
    let utf8 = Struct::default().field(1, STRUCT, &[0]).end();
    let unknown = Struct::default().field(30, STRUCT, &[0]).end();
    let footers = [
        schema_footer(1, &[element(b"a", Some(1), Some(9), None, None, None)]),
        schema_footer(1, &[element(b"a", Some(1), Some(-1), None, None, None)]),
        schema_footer(
            1,
            &[element(
                b"a",
                Some(1),
                Some(i64::from(i32::MAX)),
                None,
                None,
                None,
            )],
        ),
        // A group's repetition and physical type; the root's.
        schema_footer(
            1,
            &[
                element(b"g", Some(99), Some(9), Some(1), None, None),
                leaf(b"a", 1, None),
            ],
        ),
        {
            let root = element(b"schema", Some(99), Some(9), Some(1), None, None);
            footer(list(STRUCT, &[root, leaf(b"a", 1, None)]), true, |s| s)
        },
        // A converted type out of range beside a logical type (the next
        // field's header a delta from the one left out).
        schema_footer(
            1,
            &[element(b"a", Some(6), Some(1), None, Some(99), Some(&utf8))],
        ),
        schema_footer(
            1,
            &[element(
                b"a",
                Some(6),
                Some(1),
                None,
                Some(99),
                Some(&unknown),
            )],
        ),
        // The last of two physical types counts.
        {
            let leaf = Struct::default()
                .field(1, I32, &zigzag(99))
                .field(1, I32, &zigzag(1))
                .field(3, I32, &zigzag(1))
                .field(4, BINARY, &string(b"a"))
                .end();
            schema_footer(1, &[leaf])
        },
    ];
    for footer in footers {
        for (status, message) in outcomes(&parquet(&footer)) {
            assert_eq!(status, IRX_OK, "{message}");
        }
    }
}

/// Enum values out of range Arrow C++ refuses, in its words (IRx 1.25:
/// `IRX_ERR_IO`), in the order it builds the schema: every element's
/// checks (a group's after its children's) before the physical types'.
/// The crate's words stood before ("Unexpected Type 99").
#[test]
fn enum_values_arrow_cpp_refuses_are_refused_in_its_words() {
    const PHYSICAL: &str = "IOError: Invalid physical column type: UNKNOWN";
    const CONVERTED: &str = "IOError: UNKNOWN cannot be applied to a primitive type";
    const GROUP: &str = "IOError: Invalid logical type: Undefined";
    refused_with(&schema_footer(1, &[leaf(b"a", 99, None)]), PHYSICAL);
    refused_with(&schema_footer(1, &[leaf(b"a", -1, None)]), PHYSICAL);
    refused_with(&schema_footer(1, &[leaf(b"a", 1, Some(99))]), CONVERTED);
    refused_with(&schema_footer(1, &[leaf(b"a", 1, Some(22))]), CONVERTED);
    refused_with(&schema_footer(1, &[leaf(b"a", 99, Some(99))]), CONVERTED);
    // A later leaf's converted type before an earlier leaf's physical type.
    refused_with(
        &schema_footer(2, &[leaf(b"a", 99, None), leaf(b"b", 1, Some(99))]),
        CONVERTED,
    );
    // A group's converted type, after its child's.
    let group = element(b"g", None, Some(1), Some(1), Some(99), None);
    refused_with(
        &schema_footer(1, &[group.clone(), leaf(b"a", 1, None)]),
        GROUP,
    );
    refused_with(
        &schema_footer(1, &[group, leaf(b"a", 1, Some(99))]),
        CONVERTED,
    );
    // The root's.
    let root = element(b"schema", None, None, Some(1), Some(99), None);
    refused_with(
        &footer(list(STRUCT, &[root, leaf(b"a", 1, None)]), true, |s| s),
        GROUP,
    );
    // A converted type in range on a physical type out of range: the
    // converted type's check.
    refused_with(
        &schema_footer(1, &[leaf(b"a", 99, Some(0))]),
        "IOError: UTF8 can only annotate BYTE_ARRAY fields",
    );
    refused_with(
        &schema_footer(1, &[leaf(b"a", 8, Some(18))]),
        "IOError: INT_64 can only annotate INT64",
    );
}

/// A file of one required int32 column holding 7, 8, 9 in one PLAIN data
/// page, its column chunk's physical type `physical`, encodings
/// `encodings`, codec `codec`, and one page-encoding statistic of
/// `stats` (page type, encoding).
fn one_page(physical: i64, encodings: &[i64], codec: i64, stats: (i64, i64)) -> TempFile {
    let data: Vec<u8> = [7i32, 8, 9].iter().flat_map(|v| v.to_le_bytes()).collect();
    let levels = Struct::default()
        .field(1, I32, &zigzag(3))
        .field(2, I32, &zigzag(0))
        .field(3, I32, &zigzag(3))
        .field(4, I32, &zigzag(3))
        .end();
    let page = Struct::default()
        .field(1, I32, &zigzag(0))
        .field(2, I32, &zigzag(12))
        .field(3, I32, &zigzag(12))
        .field(5, STRUCT, &levels)
        .end();
    let size = (page.len() + data.len()) as i64;
    let stat = Struct::default()
        .field(1, I32, &zigzag(stats.0))
        .field(2, I32, &zigzag(stats.1))
        .field(3, I32, &zigzag(1))
        .end();
    let encodings: Vec<Vec<u8>> = encodings.iter().map(|e| zigzag(*e)).collect();
    let meta = Struct::default()
        .field(1, I32, &zigzag(physical))
        .field(2, LIST, &list(I32, &encodings))
        .field(3, LIST, &list(BINARY, &[string(b"a")]))
        .field(4, I32, &zigzag(codec))
        .field(5, I64, &zigzag(3))
        .field(6, I64, &zigzag(size))
        .field(7, I64, &zigzag(size))
        .field(9, I64, &zigzag(4))
        .field(13, LIST, &list(STRUCT, &[stat]))
        .end();
    let chunk = Struct::default()
        .field(2, I64, &zigzag(4))
        .field(3, STRUCT, &meta)
        .end();
    let group = Struct::default()
        .field(1, LIST, &list(STRUCT, &[chunk]))
        .field(2, I64, &zigzag(size))
        .field(3, I64, &zigzag(3))
        .end();
    let schema = [
        element(b"schema", None, None, Some(1), None, None),
        element(b"a", Some(1), Some(0), None, None, None),
    ];
    let footer = Struct::default()
        .field(1, I32, &zigzag(1))
        .field(2, LIST, &list(STRUCT, &schema))
        .field(3, I64, &zigzag(3))
        .field(4, LIST, &list(STRUCT, &[group]))
        .end();
    let mut bytes = b"PAR1".to_vec();
    bytes.extend_from_slice(&page);
    bytes.extend_from_slice(&data);
    bytes.extend_from_slice(&footer);
    bytes.extend_from_slice(&(footer.len() as u32).to_le_bytes());
    bytes.extend_from_slice(b"PAR1");
    TempFile::new(&bytes)
}

/// A column chunk's enum values out of range, which Arrow C++ reads past
/// (an unknown codec is no compression; its physical type, encodings and
/// page-encoding statistics are not looked at), are read past: the
/// column's three values are read. The crate refused each ("Unexpected
/// CompressionCodec 99", "Unexpected Encoding 1", "Unexpected Type 99",
/// "Unexpected PageType 99").
#[test]
fn column_chunk_enum_values_arrow_cpp_reads_past_are_read() {
    let files = [
        one_page(1, &[0], 0, (0, 0)),
        one_page(1, &[0], 99, (0, 0)),
        one_page(1, &[0], 8, (0, 0)),
        one_page(1, &[99, 0, 1], 0, (0, 0)),
        one_page(99, &[0], 0, (0, 0)),
        one_page(1, &[0], 0, (99, 0)),
        one_page(1, &[0], 0, (0, -1)),
    ];
    for file in files {
        for (status, message) in outcomes(&file) {
            assert_eq!(status, IRX_OK, "{message}");
        }
        let (status, message, table) = common::parquet::read_table(&file.c_path());
        assert_eq!(status, IRX_OK, "{message}");
        // SAFETY: the table the read handed over, released once.
        unsafe {
            assert_eq!(irx_arrow_table_num_rows(table), 3);
            irx_arrow_table_release(table);
        }
    }
}

/// An optional leaf of physical type `physical` (None: no type) and each
/// of `type_length`, `converted_type`, `scale`, `precision` and
/// `logicalType` (a `LogicalType`'s bytes) that is Some.
fn typed_leaf(
    physical: Option<i64>,
    length: Option<i64>,
    converted: Option<i64>,
    scale_precision: Option<(i64, i64)>,
    logical: Option<&[u8]>,
) -> Vec<u8> {
    let mut s = Struct::default();
    if let Some(t) = physical {
        s = s.field(1, I32, &zigzag(t));
    }
    if let Some(n) = length {
        s = s.field(2, I32, &zigzag(n));
    }
    s = s.field(3, I32, &zigzag(1)).field(4, BINARY, &string(b"a"));
    if let Some(c) = converted {
        s = s.field(6, I32, &zigzag(c));
    }
    if let Some((scale, precision)) = scale_precision {
        s = s
            .field(7, I32, &zigzag(scale))
            .field(8, I32, &zigzag(precision));
    }
    if let Some(l) = logical {
        s = s.field(10, STRUCT, l);
    }
    s.end()
}

/// A `LogicalType` of member `id`, its struct's bytes `member`.
fn logical(id: i16, member: &[u8]) -> Vec<u8> {
    Struct::default().field(id, STRUCT, member).end()
}

/// `DecimalType`, `TimeType` (`unit`: 1 MILLIS to 3 NANOS, 0 none) and
/// `IntType` members.
fn decimal(scale: i64, precision: i64) -> Vec<u8> {
    let member = Struct::default()
        .field(1, I32, &zigzag(scale))
        .field(2, I32, &zigzag(precision))
        .end();
    logical(5, &member)
}

fn time(id: i16, utc: bool, unit: i16) -> Vec<u8> {
    let mut units = Struct::default();
    if unit != 0 {
        units = units.field(unit, STRUCT, &[0]);
    }
    let member = Struct::default()
        .field(1, if utc { TRUE } else { 2 }, &[])
        .field(2, STRUCT, &units.end())
        .end();
    logical(id, &member)
}

fn integer(width: u8, signed: bool) -> Vec<u8> {
    let member = Struct::default()
        .field(1, 3, &[width])
        .field(2, if signed { TRUE } else { 2 }, &[])
        .end();
    logical(10, &member)
}

/// Converted and logical types on physical types they cannot annotate, a
/// decimal's precision and scale, a fixed-length byte array's length and
/// types on groups, refused in Arrow C++'s words (checked against IRx 1.25
/// with tests/diff-1.25/parquet_schema.c), where the crate's stood ("UTF8
/// cannot annotate field 'a' because it is not a BYTE_ARRAY field", "Cannot
/// annotate String from INT32 for field 'a'") or the crate read them.
#[test]
fn types_arrow_cpp_refuses_are_refused_in_its_words() {
    let leaf = |physical, length, converted, decimal, logical: Option<&[u8]>| {
        schema_footer(
            1,
            &[typed_leaf(physical, length, converted, decimal, logical)],
        )
    };
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            leaf(Some(1), None, Some(0), None, None),
            "IOError: UTF8 can only annotate BYTE_ARRAY fields",
        ),
        (
            leaf(Some(1), None, Some(1), None, None),
            "IOError: MAP cannot be applied to a primitive type",
        ),
        (
            leaf(Some(0), None, Some(5), Some((2, 5)), None),
            "IOError: DECIMAL can only annotate INT32, INT64, BYTE_ARRAY, and FIXED",
        ),
        (
            leaf(Some(2), None, Some(6), None, None),
            "IOError: DATE can only annotate INT32",
        ),
        (
            leaf(Some(1), None, Some(9), None, None),
            "IOError: TIMESTAMP_MILLIS can only annotate INT64",
        ),
        (
            leaf(Some(7), Some(11), Some(21), None, None),
            "IOError: INTERVAL can only annotate FIXED_LEN_BYTE_ARRAY(12)",
        ),
        (
            leaf(Some(1), None, Some(5), None, None),
            "IOError: Invalid DECIMAL precision: 0. Precision must be a number between 1 and 38 \
             inclusive",
        ),
        (
            leaf(Some(1), None, Some(5), Some((-1, 5)), None),
            "IOError: Invalid DECIMAL scale: -1. Scale must be a number between 0 and precision \
             inclusive",
        ),
        (
            leaf(Some(1), None, Some(5), Some((6, 5)), None),
            "IOError: Invalid DECIMAL scale 6 cannot be greater than precision 5",
        ),
        (
            leaf(Some(7), Some(0), Some(5), Some((2, 5)), None),
            "IOError: Invalid FIXED_LEN_BYTE_ARRAY length: 0",
        ),
        (
            leaf(Some(7), None, None, None, None),
            "IOError: Invalid FIXED_LEN_BYTE_ARRAY length: 0",
        ),
        (
            leaf(Some(7), Some(-3), None, None, None),
            "IOError: Invalid FIXED_LEN_BYTE_ARRAY length: -3",
        ),
        (
            leaf(Some(1), None, None, None, Some(&logical(1, &[0]))),
            "IOError: String cannot be applied to primitive type INT32",
        ),
        (
            leaf(Some(99), None, None, None, Some(&logical(1, &[0]))),
            "IOError: String cannot be applied to primitive type UNKNOWN",
        ),
        (
            leaf(Some(1), None, None, None, Some(&logical(2, &[0]))),
            "IOError: Nested logical type Map cannot be applied to non-group node",
        ),
        (
            leaf(Some(1), None, None, None, Some(&decimal(2, 10))),
            "IOError: Decimal(precision=10, scale=2) cannot be applied to primitive type INT32",
        ),
        (
            leaf(Some(7), Some(4), None, None, Some(&decimal(2, 10))),
            "IOError: Decimal(precision=10, scale=2) cannot be applied to primitive type \
             FIXED_LEN_BYTE_ARRAY",
        ),
        (
            leaf(Some(1), None, None, None, Some(&decimal(0, 0))),
            "IOError: Precision must be greater than or equal to 1 for Decimal logical type",
        ),
        (
            leaf(Some(1), None, None, None, Some(&decimal(6, 5))),
            "IOError: Scale must be a non-negative integer that does not exceed precision for \
             Decimal logical type",
        ),
        (
            leaf(Some(2), None, None, None, Some(&time(7, true, 1))),
            "IOError: Time(isAdjustedToUTC=true, timeUnit=milliseconds) cannot be applied to \
             primitive type INT64",
        ),
        (
            leaf(Some(1), None, None, None, Some(&time(7, true, 0))),
            "IOError: TimeUnit must be one of MILLIS, MICROS, or NANOS for Time logical type",
        ),
        (
            leaf(Some(1), None, None, None, Some(&time(8, false, 3))),
            "IOError: Timestamp(isAdjustedToUTC=false, timeUnit=nanoseconds, \
             is_from_converted_type=false, force_set_converted_type=false) cannot be applied to \
             primitive type INT32",
        ),
        (
            leaf(Some(2), None, None, None, Some(&integer(8, true))),
            "IOError: Int(bitWidth=8, isSigned=true) cannot be applied to primitive type INT64",
        ),
        (
            leaf(Some(1), None, None, None, Some(&integer(12, true))),
            "IOError: Bit width must be exactly 8, 16, 32, or 64 for Int logical type",
        ),
        (
            leaf(Some(7), Some(8), None, None, Some(&logical(14, &[0]))),
            "IOError: UUID cannot be applied to primitive type FIXED_LEN_BYTE_ARRAY",
        ),
        (
            leaf(Some(7), Some(0), None, None, Some(&logical(11, &[0]))),
            "IOError: Invalid FIXED_LEN_BYTE_ARRAY length: 0",
        ),
    ];
    for (footer, text) in &cases {
        refused_with(footer, text);
    }
    // Groups: a converted type's logical type, a logical type (even one
    // of no kind Arrow C++ knows), after the group's children.
    let group = |converted, logical: Option<&[u8]>, child: Vec<u8>| {
        let g = element(b"g", None, Some(1), Some(1), converted, logical);
        schema_footer(1, &[g, child])
    };
    let int32 = leaf_of(1, None);
    refused_with(
        &group(Some(0), None, int32.clone()),
        "IOError: Invalid logical type: String",
    );
    refused_with(
        &group(Some(9), None, int32.clone()),
        "IOError: Invalid logical type: Timestamp(isAdjustedToUTC=true, timeUnit=milliseconds, \
         is_from_converted_type=true, force_set_converted_type=false)",
    );
    refused_with(
        &group(None, Some(&integer(8, true)), int32.clone()),
        "IOError: Logical type Int(bitWidth=8, isSigned=true) cannot be applied to group node",
    );
    refused_with(
        &group(None, Some(&logical(30, &[0])), int32),
        "IOError: Logical type Undefined cannot be applied to group node",
    );
    refused_with(
        &group(Some(0), None, leaf_of(1, Some(0))),
        "IOError: UTF8 can only annotate BYTE_ARRAY fields",
    );
}

/// An optional leaf `a` of physical type `physical`, converted type
/// `converted`.
fn leaf_of(physical: i64, converted: Option<i64>) -> Vec<u8> {
    element(b"a", Some(physical), Some(1), None, converted, None)
}

/// The types Arrow C++ accepts beside those it refuses still read.
#[test]
fn types_arrow_cpp_accepts_are_read() {
    let leaf = |physical, length, converted, decimal, logical: Option<&[u8]>| {
        schema_footer(
            1,
            &[typed_leaf(physical, length, converted, decimal, logical)],
        )
    };
    let footers = [
        leaf(Some(1), None, Some(5), Some((2, 5)), None),
        leaf(Some(7), Some(3), Some(5), Some((2, 5)), None),
        leaf(Some(6), None, Some(0), None, None),
        leaf(Some(1), None, None, Some((2, 9)), Some(&decimal(2, 9))),
        leaf(Some(7), Some(4), None, Some((2, 9)), Some(&decimal(2, 9))),
        leaf(Some(1), None, None, None, Some(&time(7, true, 1))),
        leaf(Some(2), None, None, None, Some(&time(7, false, 2))),
        leaf(Some(2), None, None, None, Some(&time(8, true, 3))),
        leaf(Some(1), None, None, None, Some(&integer(16, false))),
        leaf(Some(2), None, None, None, Some(&integer(64, true))),
        leaf(Some(7), Some(16), None, None, Some(&logical(14, &[0]))),
        leaf(Some(7), Some(2), None, None, Some(&logical(15, &[0]))),
        leaf(Some(6), None, None, None, Some(&logical(12, &[0]))),
        leaf(Some(1), None, None, None, Some(&logical(11, &[0]))),
    ];
    for footer in footers {
        for (status, message) in outcomes(&parquet(&footer)) {
            assert_eq!(status, IRX_OK, "{message}");
        }
    }
}

/// LIST- and MAP-annotated groups of a structure Arrow C++'s schema
/// conversion refuses are refused as IRx 1.25 refuses them (`Invalid`, so
/// `IRX_ERR_INVALID`, in its words), where the crate said "List child
/// must be repeated" and the like (`IRX_ERR_IO`) or panicked (a map's
/// key-value child that is a leaf: "Cannot call get_fields() on a
/// non-group type", caught at the boundary as -1); the structures Arrow
/// C++ reads still read (`tests/diff-1.25/parquet_schema.c` compares
/// more with 1.25).
#[test]
fn list_and_map_structures_as_arrow_cpp_converts_them() {
    let group = |name: &[u8], repetition, children, converted| {
        element(name, None, Some(repetition), children, converted, None)
    };
    let int = |name: &[u8], repetition| element(name, Some(1), Some(repetition), None, None, None);
    let refusals = [
        (
            vec![group(b"a", 1, Some(1), Some(3)), int(b"x", 1)],
            "Non-repeated nodes in a LIST-annotated group are not supported.",
        ),
        (
            vec![group(b"a", 1, None, Some(3))],
            "LIST-annotated groups must have a single child.",
        ),
        (
            vec![group(b"a", 2, Some(1), Some(3)), int(b"x", 2)],
            "LIST-annotated groups must not be repeated.",
        ),
        (
            vec![group(b"a", 1, Some(1), Some(2)), int(b"x", 1)],
            "Non-repeated key value in a MAP-annotated group are not supported.",
        ),
        (
            vec![group(b"a", 1, Some(1), Some(1)), int(b"kv", 2)],
            "Key-value node must be a group.",
        ),
        (
            vec![
                group(b"a", 1, Some(1), Some(1)),
                group(b"kv", 2, Some(1), None),
                int(b"key", 1),
            ],
            "Map keys must be annotated as required.",
        ),
    ];
    for (elements, words) in refusals {
        for (status, message) in outcomes(&parquet(&schema_footer(1, &elements))) {
            assert_eq!(status, IRX_ERR_INVALID, "{message}");
            let (_, said) = message.split_once(": ").unwrap_or_default();
            assert_eq!(said, format!("Invalid: {words}"));
        }
    }
    let reads = [
        vec![group(b"a", 1, Some(1), Some(3)), int(b"element", 2)],
        vec![
            group(b"a", 1, Some(1), Some(3)),
            group(b"list", 2, Some(1), None),
            int(b"element", 1),
        ],
        vec![
            group(b"a", 1, Some(1), Some(1)),
            group(b"kv", 2, Some(2), None),
            int(b"key", 0),
            int(b"value", 1),
        ],
    ];
    for elements in reads {
        for (status, message) in outcomes(&parquet(&schema_footer(1, &elements))) {
            assert_eq!(status, IRX_OK, "{message}");
        }
    }
}

/// A leaf's logical type read as Arrow C++ (so IRx 1.25) reads it, by
/// itself: a converted type that does not match it (the crate refused
/// "Logical type String is incompatible with converted type INT_64"), a
/// logical Decimal without the element's scale and precision ("DECIMAL
/// logical type scale 2 must match self.scale -1").
#[test]
fn logical_types_the_crate_refused_beside_the_element_read() {
    const STRING: &[u8] = b"\x1c\x00\x00";
    const DECIMAL_5_2: &[u8] = b"\x5c\x15\x04\x15\x0a\x00\x00";
    let leaves = [
        element(b"a", Some(6), Some(1), None, Some(18), Some(STRING)),
        element(b"a", Some(1), Some(1), None, None, Some(DECIMAL_5_2)),
        element(b"a", Some(1), Some(1), None, Some(5), Some(DECIMAL_5_2)),
    ];
    for leaf in leaves {
        for (status, message) in outcomes(&parquet(&schema_footer(1, &[leaf]))) {
            assert_eq!(status, IRX_OK, "{message}");
        }
    }
}

/// Variant and the geospatial logical types where Arrow C++ refuses them,
/// in its words with their parameters (checked against IRx 1.25 with
/// tests/diff-1.25/parquet_schema.c), where the crate's stood ("Cannot
/// annotate Geometry(GeometryType { crs: None }) from INT32 for field
/// 'a'") or the crate read them (Geometry on a group).
#[test]
fn variant_and_geospatial_types_are_refused_in_arrow_cpp_s_words() {
    let crs = Struct::default()
        .field(1, BINARY, &string(b"EPSG:4326"))
        .end();
    let vincenty = Struct::default().field(2, I32, &zigzag(1)).end();
    let version = Struct::default().field(1, 3, &[2]).end();
    let typed = |physical, length, logical: &[u8]| {
        schema_footer(
            1,
            &[typed_leaf(
                Some(physical),
                length,
                None,
                None,
                Some(logical),
            )],
        )
    };
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            typed(1, None, &logical(17, &crs)),
            "IOError: Geometry(crs=EPSG:4326) cannot be applied to primitive type INT32",
        ),
        (
            typed(7, Some(4), &logical(18, &[0])),
            "IOError: Geography(crs=, algorithm=spherical) cannot be applied to primitive \
             type FIXED_LEN_BYTE_ARRAY",
        ),
        (
            typed(1, None, &logical(18, &vincenty)),
            "IOError: Geography(crs=, algorithm=vincenty) cannot be applied to primitive type \
             INT32",
        ),
        (
            typed(6, None, &logical(16, &[0])),
            "IOError: Nested logical type Variant(1) cannot be applied to non-group node",
        ),
        (
            typed(6, None, &logical(16, &version)),
            "IOError: Nested logical type Variant(2) cannot be applied to non-group node",
        ),
        (
            schema_footer(
                1,
                &[
                    element(b"g", None, Some(1), Some(1), None, Some(&logical(17, &[0]))),
                    leaf(b"x", 1, None),
                ],
            ),
            "IOError: Logical type Geometry(crs=) cannot be applied to group node",
        ),
    ];
    for (footer, text) in cases {
        refused_with(&footer, text);
    }
    // On BYTE_ARRAY, read (as a binary column, as IRx 1.25 reads it).
    let footer = typed(6, None, &logical(17, &crs));
    for (status, message) in outcomes(&parquet(&footer)) {
        assert_eq!(status, IRX_OK, "{message}");
    }
}
