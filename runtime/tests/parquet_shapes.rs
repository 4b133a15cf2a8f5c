//! Parquet schemas the `parquet` crate reads as other Arrow types than
//! Arrow C++ (issue 28), read with their data as IRx 1.25 reads them:
//! maps' entries, keys and values named `entries`, `key` and `value`, maps whose value repeats, lists whose repeated group is a struct
//! of a repeated child or is itself LIST- or MAP-annotated, DECIMALs of a
//! precision their physical type cannot hold. The files are written with
//! the crate's column writers (levels by hand), the types expected are
//! Arrow C++ 24's (its `ResolveList` and `MapToSchemaField`, as
//! `tests/diff-1.25/parquet_schema.c` checks them against IRx 1.25).

mod common;

use std::sync::Arc;

use arrow_array::ffi_stream::{FFI_ArrowArrayStream, RecordBatchStreamReader};
use arrow_array::{Array, ArrayRef, RecordBatchReader};
use arrow_cast::display::{ArrayFormatter, FormatOptions};
use arrow_schema::{DataType, Field, Fields};
use common::files::TempFile;
use irx_abi::native::IRX_OK;
use irx_runtime::frame::table::irx_arrow_table_release;
use irx_runtime::frame::transfer::irx_arrow_table_export_stream;
use parquet::basic::{ConvertedType, Repetition, Type as PhysicalType};
use parquet::data_type::{FixedLenByteArray, FixedLenByteArrayType, Int32Type};
use parquet::file::properties::WriterProperties;
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::parser::parse_message_type;
use parquet::schema::types::{GroupTypeBuilder, PrimitiveTypeBuilder, TypePtr};

/// One column's values, definition and repetition levels.
enum Column {
    Int(Vec<i32>, Vec<i16>, Vec<i16>),
    Fixed(Vec<Vec<u8>>),
}

/// A file of `schema` (the crate's message syntax) holding `columns` in
/// one row group, with `patch` applied to its bytes.
fn file(schema: &str, columns: Vec<Column>, patch: impl FnOnce(&mut Vec<u8>)) -> TempFile {
    write(
        Arc::new(parse_message_type(schema).unwrap()),
        columns,
        patch,
    )
}

/// A file of one required column `a`, `physical` with the DECIMAL
/// converted type (no logical type) of precision 4 and scale 2 (`length`
/// bytes long when fixed), holding `column`, with `patch` applied.
fn decimal_file(
    physical: PhysicalType,
    length: i32,
    column: Column,
    patch: impl FnOnce(&mut Vec<u8>),
) -> TempFile {
    let a = PrimitiveTypeBuilder::new("a", physical)
        .with_repetition(Repetition::REQUIRED)
        .with_converted_type(ConvertedType::DECIMAL)
        .with_length(length)
        .with_precision(4)
        .with_scale(2)
        .build()
        .unwrap();
    let schema = GroupTypeBuilder::new("m")
        .with_fields(vec![Arc::new(a)])
        .build()
        .unwrap();
    write(Arc::new(schema), vec![column], patch)
}

fn write(schema: TypePtr, columns: Vec<Column>, patch: impl FnOnce(&mut Vec<u8>)) -> TempFile {
    let properties = Arc::new(WriterProperties::builder().build());
    let mut bytes = Vec::new();
    let mut writer = SerializedFileWriter::new(&mut bytes, schema, properties).unwrap();
    let mut group = writer.next_row_group().unwrap();
    for column in columns {
        let mut writer = group.next_column().unwrap().unwrap();
        match column {
            Column::Int(values, def, rep) => {
                let def = (!def.is_empty()).then_some(&def[..]);
                let rep = (!rep.is_empty()).then_some(&rep[..]);
                writer
                    .typed::<Int32Type>()
                    .write_batch(&values, def, rep)
                    .unwrap();
            }
            Column::Fixed(values) => {
                let values: Vec<FixedLenByteArray> =
                    values.into_iter().map(FixedLenByteArray::from).collect();
                writer
                    .typed::<FixedLenByteArrayType>()
                    .write_batch(&values, None, None)
                    .unwrap();
            }
        }
        writer.close().unwrap();
    }
    group.close().unwrap();
    writer.close().unwrap();
    patch(&mut bytes);
    TempFile::new(&bytes)
}

/// The DECIMAL(4, 2) of the footer's element `a` made of precision
/// `zigzag` (a one-byte zigzag varint): its fields 6 to 8, DECIMAL (5),
/// scale 2, precision 4.
fn precision(bytes: &mut [u8], zigzag: u8) {
    replace_once(
        bytes,
        &[0x25, 0x0a, 0x15, 0x04, 0x15, 0x08],
        &[0x25, 0x0a, 0x15, 0x04, 0x15, zigzag],
    );
}

/// Replaces the one occurrence of `from` in `bytes` with `to` (as long).
fn replace_once(bytes: &mut [u8], from: &[u8], to: &[u8]) {
    let found: Vec<usize> = (0..=bytes.len() - from.len())
        .filter(|&at| &bytes[at..at + from.len()] == from)
        .collect();
    assert_eq!(found.len(), 1, "{from:?} in the file");
    bytes[found[0]..found[0] + to.len()].copy_from_slice(to);
}

/// Column `a` of `file` read whole as a table, out through its C stream:
/// its field and its rows as text.
fn read(file: &TempFile) -> (Field, Vec<String>) {
    let (status, message, table) = common::parquet::read_table(&file.c_path());
    assert_eq!(status, IRX_OK, "{message}");
    let mut stream = FFI_ArrowArrayStream::empty();
    // SAFETY: a live table, released once; an empty stream to fill.
    unsafe {
        assert_eq!(irx_arrow_table_export_stream(table, &mut stream), IRX_OK);
        irx_arrow_table_release(table);
    }
    let reader = RecordBatchStreamReader::try_new(stream).unwrap();
    let field = reader.schema().field_with_name("a").unwrap().clone();
    let options = FormatOptions::default().with_null("null");
    let mut rows = Vec::new();
    for batch in reader {
        let batch = batch.unwrap();
        let column: &ArrayRef = batch.column_by_name("a").unwrap();
        assert_eq!(column.data_type(), field.data_type());
        let formatter = ArrayFormatter::try_new(column.as_ref(), &options).unwrap();
        rows.extend((0..column.len()).map(|i| formatter.value(i).to_string()));
    }
    (field, rows)
}

fn list(name: &str, item: DataType, nullable: bool) -> DataType {
    DataType::List(Arc::new(Field::new(name, item, nullable)))
}

fn map(key: Field, value: Field) -> DataType {
    let entries = Field::new(
        "entries",
        DataType::Struct(Fields::from(vec![key, value])),
        false,
    );
    DataType::Map(Arc::new(entries), false)
}

#[test]
fn a_map_s_entries_key_and_value_are_named_so() {
    let file = file(
        "message m { optional group a (MAP) { repeated group kv {
             required int32 k; optional int32 v; } } }",
        vec![
            // {1: 10, 2: null}, null, {}
            Column::Int(vec![1, 2], vec![2, 2, 0, 1], vec![0, 1, 0, 0]),
            Column::Int(vec![10], vec![3, 2, 0, 1], vec![0, 1, 0, 0]),
        ],
        |_| {},
    );
    let (field, rows) = read(&file);
    // The key and value named key and value.
    let expected = map(
        Field::new("key", DataType::Int32, false),
        Field::new("value", DataType::Int32, true),
    );
    assert_eq!(field.data_type(), &expected);
    assert_eq!(rows, ["{1: 10, 2: null}", "null", "{}"]);
}

#[test]
fn a_map_whose_value_repeats_is_a_map_of_lists() {
    let file = file(
        "message m { optional group a (MAP) { repeated group kv {
             required int32 key; repeated int32 value; } } }",
        vec![
            // {1: [10, 11], 2: []}, null, {}
            Column::Int(vec![1, 2], vec![2, 2, 0, 1], vec![0, 1, 0, 0]),
            Column::Int(vec![10, 11], vec![3, 3, 2, 0, 1], vec![0, 2, 1, 0, 0]),
        ],
        |_| {},
    );
    let (field, rows) = read(&file);
    let expected = map(
        Field::new("key", DataType::Int32, false),
        Field::new("value", list("value", DataType::Int32, false), false),
    );
    assert_eq!(field.data_type(), &expected);
    assert_eq!(rows, ["{1: [10, 11], 2: []}", "null", "{}"]);
}

/// The levels of column x in a list (optional) of repeated groups of a
/// repeated x: [[1, 2], []], null, [] (an element whose x is empty).
fn nested_levels() -> Column {
    Column::Int(vec![1, 2], vec![3, 3, 2, 0, 1], vec![0, 2, 1, 0, 0])
}

#[test]
fn a_list_s_repeated_group_of_a_repeated_child_is_a_struct_of_it() {
    let file = file(
        "message m { optional group a (LIST) { repeated group list { repeated int32 x; } } }",
        vec![nested_levels()],
        |_| {},
    );
    let (field, rows) = read(&file);
    let x = Field::new("x", list("x", DataType::Int32, false), false);
    let element = DataType::Struct(Fields::from(vec![x]));
    assert_eq!(field.data_type(), &list("list", element, false));
    assert_eq!(rows, ["[{x: [1, 2]}, {x: []}]", "null", "[]"]);
}

#[test]
fn a_list_s_list_annotated_repeated_group_is_its_element() {
    let file = file(
        "message m { optional group a (LIST) { repeated group list (LIST) { repeated int32 x; } } }",
        vec![nested_levels()],
        |_| {},
    );
    let (field, rows) = read(&file);
    let element = list("x", DataType::Int32, false);
    assert_eq!(field.data_type(), &list("list", element, false));
    assert_eq!(rows, ["[[1, 2], []]", "null", "[]"]);
}

#[test]
fn a_list_s_map_annotated_repeated_group_is_a_map() {
    let file = file(
        "message m { optional group a (LIST) { repeated group list (MAP) {
             repeated group kv { required int32 key; optional int32 value; } } } }",
        vec![
            // [{1: 10, 2: null}, {}], null, []
            Column::Int(vec![1, 2], vec![3, 3, 2, 0, 1], vec![0, 2, 1, 0, 0]),
            Column::Int(vec![10], vec![4, 3, 2, 0, 1], vec![0, 2, 1, 0, 0]),
        ],
        |_| {},
    );
    let (field, rows) = read(&file);
    let element = map(
        Field::new("key", DataType::Int32, false),
        Field::new("value", DataType::Int32, true),
    );
    assert_eq!(field.data_type(), &list("list", element, false));
    assert_eq!(rows, ["[{1: 10, 2: null}, {}]", "null", "[]"]);
}

#[test]
fn a_decimal_past_int32_s_precision_is_decimal128_of_its_own() {
    // Written as DECIMAL(4, 2), then made DECIMAL(20, 2) in the footer
    // (the crate writes no such schema): fields 7 and 8, scale 2 and
    // precision 4, zigzag varints.
    let file = decimal_file(
        PhysicalType::INT32,
        -1,
        Column::Int(vec![12345, -5], vec![], vec![]),
        |bytes| precision(bytes, 0x28),
    );
    let (field, rows) = read(&file);
    assert_eq!(field.data_type(), &DataType::Decimal128(20, 2));
    assert_eq!(rows, ["123.45", "-0.05"]);
}

#[test]
fn a_decimal_past_decimal128_s_precision_is_decimal256() {
    // DECIMAL(4, 2) made DECIMAL(40, 2): decimal256, as Arrow C++ reads it.
    let file = decimal_file(
        PhysicalType::INT32,
        -1,
        Column::Int(vec![12345, -5], vec![], vec![]),
        |bytes| precision(bytes, 0x50),
    );
    let (field, rows) = read(&file);
    assert_eq!(field.data_type(), &DataType::Decimal256(40, 2));
    assert_eq!(rows, ["123.45", "-0.05"]);
}

#[test]
fn a_decimal_past_its_bytes_precision_is_decimal128_of_its_own() {
    // DECIMAL(4, 2) in 2 bytes made DECIMAL(9, 2): Arrow C++ reads
    // decimal128(9, 2), each value its bytes sign-extended.
    let file = decimal_file(
        PhysicalType::FIXED_LEN_BYTE_ARRAY,
        2,
        Column::Fixed(vec![vec![0x30, 0x39], vec![0xff, 0xfb]]),
        |bytes| precision(bytes, 0x12),
    );
    let (field, rows) = read(&file);
    assert_eq!(field.data_type(), &DataType::Decimal128(9, 2));
    assert_eq!(rows, ["123.45", "-0.05"]);
}
