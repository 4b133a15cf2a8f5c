//! A Parquet file whose footer's row count disagrees with its row groups
//! (issue 34, item 2), read through the C entry points: rows are counted
//! from the row groups, as Arrow C++ counts them, never dropped.
//!
//! `data/parquet_rows/footer-zero-rows.parquet` is pyarrow's file of one
//! row group of 6 rows with the footer's num_rows patched to 0 by
//! `scripts/gen-parquet-footer-rows.py` (an early parquet-rs wrote such
//! files); `tests/interop/test_issue34_parquet.py` checks it is what the
//! script makes and compares the read with pyarrow's.

mod common;

use std::ptr;

use common::files::TempFile;
use common::rb_error;
use irx_runtime::rb::batch::{irx_rb_batch_get_int64, irx_rb_batch_num_rows, irx_rb_batch_release};
use irx_runtime::rb::parquet::irx_rb_parquet_reader_open;
use irx_runtime::rb::stream::{irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch};

const FIXTURE: &[u8] = include_bytes!("data/parquet_rows/footer-zero-rows.parquet");

/// The `id` column (the first) of every batch read from `bytes`, with
/// batches of `batch_size` rows.
fn ids(bytes: &[u8], batch_size: i64) -> Vec<i64> {
    let file = TempFile::new(bytes);
    let mut reader = ptr::null_mut();
    // SAFETY: a C string, no expected schema, a writable out pointer.
    let status = unsafe {
        irx_rb_parquet_reader_open(file.c_path().as_ptr(), ptr::null(), batch_size, &mut reader)
    };
    assert_eq!(status, 0, "{}", rb_error());
    let mut ids = Vec::new();
    loop {
        let mut batch = ptr::null_mut();
        // SAFETY: a live reader, a writable out pointer.
        let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
        if status == 1 {
            break;
        }
        assert_eq!(status, 0, "{}", rb_error());
        // SAFETY: the batch just read, released once.
        unsafe {
            for row in 0..irx_rb_batch_num_rows(batch) {
                let mut id = 0;
                assert_eq!(irx_rb_batch_get_int64(batch, 0, row, &mut id), 0);
                ids.push(id);
            }
            irx_rb_batch_release(batch);
        }
    }
    // SAFETY: closed once.
    unsafe { irx_rb_stream_reader_close(reader) };
    ids
}

/// Where the footer's num_rows varint lies in the fixture: the byte after
/// FileMetaData's field-3 header (0x16: delta 1, i64) that follows its
/// schema list. Found by value: the zigzag varint of 0 is one 0x00 byte.
fn footer_rows_at(bytes: &[u8]) -> usize {
    let len = u32::from_le_bytes(bytes[bytes.len() - 8..bytes.len() - 4].try_into().unwrap());
    let start = bytes.len() - 8 - len as usize;
    // Field 1 (version, i32) then field 2 (the schema list): the first
    // `16 00` after them is field 3 set to 0 (checked by reading it).
    (start..bytes.len() - 9)
        .find(|&at| bytes[at] == 0x16 && bytes[at + 1] == 0 && bytes[at + 2] == 0x19)
        .expect("num_rows 0 followed by the row-group list")
        + 1
}

#[test]
fn rows_are_counted_from_the_row_groups() {
    for batch_size in [1, 4, 65536] {
        assert_eq!(
            ids(FIXTURE, batch_size),
            [1, 2, 3, 4, 5, 6],
            "batch size {batch_size}"
        );
    }
    // A footer claiming more rows than the row groups hold: their 6 rows,
    // as Arrow C++ reads them too.
    let mut more = FIXTURE.to_vec();
    more[footer_rows_at(FIXTURE)] = 20; // zigzag varint of 10
    assert_eq!(ids(&more, 65536), [1, 2, 3, 4, 5, 6]);
}

/// A UUID column of a file without pyarrow's stored Arrow schema
/// (`data/parquet_rows/uuid.parquet`, from the same script) reads as the
/// `arrow.uuid` extension type, as pyarrow reads it (issue 34, item 5):
/// its schema, re-written by the runtime's IPC writer and decoded by
/// arrow-ipc, names the extension, and the values are the file's.
#[test]
fn uuid_columns_carry_the_arrow_uuid_extension() {
    use arrow_array::Array;
    use irx_runtime::rb::ipc::irx_rb_stream_writer_open_buffer;
    use irx_runtime::rb::stream::irx_rb_stream_reader_schema;
    let file = TempFile::new(include_bytes!("data/parquet_rows/uuid.parquet"));
    let mut reader = ptr::null_mut();
    let mut writer = ptr::null_mut();
    // SAFETY: live handles and writable out pointers throughout; each
    // handle is released once, the bytes copied before the writer goes.
    let bytes = unsafe {
        let status =
            irx_rb_parquet_reader_open(file.c_path().as_ptr(), ptr::null(), 1024, &mut reader);
        assert_eq!(status, 0, "{}", rb_error());
        let schema = irx_rb_stream_reader_schema(reader);
        assert_eq!(irx_rb_stream_writer_open_buffer(schema, &mut writer), 0);
        let status = common::batches::copy_batches(reader, writer);
        assert_eq!(status, 1, "{}", rb_error());
        let bytes = common::batches::closed_buffer(writer);
        irx_rb_stream_reader_close(reader);
        bytes
    };
    let decoded = arrow_ipc::reader::StreamReader::try_new(bytes.as_slice(), None).unwrap();
    let field = decoded.schema().field(0).clone();
    assert_eq!(field.extension_type_name(), Some("arrow.uuid"));
    assert_eq!(
        field.data_type(),
        &arrow_schema::DataType::FixedSizeBinary(16)
    );
    let batches: Vec<_> = decoded.map(Result::unwrap).collect();
    let column = batches[0].column(0);
    let values = column
        .as_any()
        .downcast_ref::<arrow_array::FixedSizeBinaryArray>()
        .unwrap();
    assert_eq!(values.len(), 4);
    assert_eq!(values.value(1), (1u8..17).collect::<Vec<_>>().as_slice());
    assert!(values.is_null(3));
}

/// The field of `fields` named `name`.
fn field_named<'a>(fields: &'a arrow_schema::Fields, name: &str) -> &'a arrow_schema::Field {
    fields.iter().find(|f| f.name() == name).unwrap()
}

/// UUID and JSON columns at every depth (`data/parquet_rows/
/// extensions.parquet`, from the same script, without a stored Arrow
/// schema) read as pyarrow reads them (issue 34, item 5): each leaf names
/// its canonical extension, `arrow.uuid` or `arrow.json`, with the empty
/// extension metadata pyarrow gives, in the reader's schema and in the
/// batches' own types; tests/interop/test_issue34_parquet.py compares the
/// values and types with pyarrow's read.
#[test]
fn uuid_and_json_carry_their_extensions_at_every_depth() {
    use arrow_schema::DataType;
    use irx_runtime::rb::stream::irx_rb_stream_reader_schema;
    let file = TempFile::new(include_bytes!("data/parquet_rows/extensions.parquet"));
    let mut reader = ptr::null_mut();
    // SAFETY: live handles and writable out pointers; each released once.
    let (schema, batch_schema) = unsafe {
        let status =
            irx_rb_parquet_reader_open(file.c_path().as_ptr(), ptr::null(), 1024, &mut reader);
        assert_eq!(status, 0, "{}", rb_error());
        let mut c_schema = arrow_schema::ffi::FFI_ArrowSchema::empty();
        let schema = irx_rb_stream_reader_schema(reader);
        assert_eq!(
            irx_runtime::rb::cdata::irx_rb_schema_export(schema, &mut c_schema),
            0
        );
        let schema = arrow_schema::Schema::try_from(&c_schema).unwrap();
        let mut batch = ptr::null_mut();
        assert_eq!(
            irx_rb_stream_reader_next_batch(reader, &mut batch),
            0,
            "{}",
            rb_error()
        );
        let (mut c_array, mut c_batch_schema) = (
            arrow_array::ffi::FFI_ArrowArray::empty(),
            arrow_schema::ffi::FFI_ArrowSchema::empty(),
        );
        assert_eq!(
            irx_runtime::rb::cdata::irx_rb_batch_export(batch, &mut c_array, &mut c_batch_schema),
            0
        );
        let data = arrow_array::ffi::from_ffi(c_array, &c_batch_schema).unwrap();
        irx_rb_batch_release(batch);
        irx_rb_stream_reader_close(reader);
        (schema, data.data_type().clone())
    };
    let ext = |field: &arrow_schema::Field| {
        (
            field.metadata().get("ARROW:extension:name").cloned(),
            field.metadata().get("ARROW:extension:metadata").cloned(),
        )
    };
    let uuid = (Some("arrow.uuid".to_owned()), Some(String::new()));
    let json = (Some("arrow.json".to_owned()), Some(String::new()));
    let DataType::Struct(batch_fields) = batch_schema else {
        panic!("a batch exports as a struct: {batch_schema:?}");
    };
    for fields in [schema.fields(), &batch_fields] {
        assert_eq!(ext(field_named(fields, "u")), uuid);
        assert_eq!(ext(field_named(fields, "j")), json);
        let element = |name: &str| match field_named(fields, name).data_type() {
            DataType::List(e) | DataType::LargeList(e) => e.clone(),
            other => panic!("{name}: {other:?}"),
        };
        assert_eq!(ext(&element("lu")), uuid);
        assert_eq!(ext(&element("lj")), json);
        let DataType::Struct(children) = field_named(fields, "s").data_type() else {
            panic!("s is a struct");
        };
        assert_eq!(ext(field_named(children, "su")), uuid);
        assert_eq!(ext(field_named(children, "sj")), json);
        let DataType::Map(entries, _) = field_named(fields, "m").data_type() else {
            panic!("m is a map");
        };
        let DataType::Struct(kv) = entries.data_type() else {
            panic!("map entries are a struct");
        };
        assert_eq!(ext(&kv[0]), (None, None));
        assert_eq!(ext(&kv[1]), json);
    }
}
