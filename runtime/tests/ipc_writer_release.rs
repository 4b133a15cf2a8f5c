//! IPC writers released (core handles) or destroyed (checked boxes)
//! without close finish their output, as IRx 1.25's do (issue 28, item 3):
//! the stream gets its end marker, the file its footer, and what was
//! written reads back.

mod common;

use std::ffi::CString;
use std::ptr;
use std::sync::Arc;

use arrow_array::{ArrayRef, Int32Array, RecordBatch};
use arrow_ipc::writer::StreamWriter;
use arrow_schema::{DataType, Field, Schema};
use common::rb_error;
use irx_runtime::checked::rb_generated::*;
use irx_runtime::rb::batch::*;
use irx_runtime::rb::ipc::*;
use irx_runtime::rb::schema::irx_rb_schema_release;
use irx_runtime::rb::stream::*;

/// A path in the temporary directory, removed on drop.
struct TempPath(std::path::PathBuf);

impl TempPath {
    fn new(tag: &str) -> TempPath {
        TempPath(std::env::temp_dir().join(format!(
            "irx-writer-release-{}-{tag}.arrow",
            std::process::id()
        )))
    }

    fn c(&self) -> CString {
        CString::new(self.0.to_str().unwrap()).unwrap()
    }
}

impl Drop for TempPath {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// An IPC stream of one batch of 1000 int32 rows, as arrow-ipc writes it.
fn source_stream() -> Vec<u8> {
    let schema = Arc::new(Schema::new(vec![Field::new("i", DataType::Int32, false)]));
    let column: ArrayRef = Arc::new(Int32Array::from_iter_values(0..1000));
    let batch = RecordBatch::try_new(schema.clone(), vec![column]).unwrap();
    let mut writer = StreamWriter::try_new(Vec::new(), &schema).unwrap();
    writer.write(&batch).unwrap();
    writer.finish().unwrap();
    writer.into_inner().unwrap()
}

/// The rows of every batch `reader` (opened with `status`) yields, or its
/// error; the reader is closed.
fn rows_read(status: i32, reader: *mut IrxRbStreamReader) -> Result<Vec<i64>, String> {
    if status != 0 {
        return Err(rb_error());
    }
    let mut rows = Vec::new();
    let result = loop {
        let mut batch = ptr::null_mut();
        // SAFETY: a live reader.
        match unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) } {
            0 => {
                // SAFETY: the batch just returned, released once.
                unsafe {
                    rows.push(irx_rb_batch_num_rows(batch));
                    irx_rb_batch_release(batch);
                }
            }
            1 => break Ok(rows),
            _ => break Err(rb_error()),
        }
    };
    // SAFETY: closed once.
    unsafe { irx_rb_stream_reader_close(reader) };
    result
}

/// Core writers: a stream file and an IPC file, each written one batch
/// and released without close, read back whole.
#[test]
fn released_core_writers_finish_their_output() {
    let source = source_stream();
    let mut reader = ptr::null_mut();
    let mut batch = ptr::null_mut();
    let mut schema = ptr::null_mut();
    // SAFETY: live handles and writable out pointers throughout; each
    // handle released once.
    unsafe {
        assert_eq!(
            irx_rb_stream_reader_open_buffer(source.as_ptr(), source.len() as i64, &mut reader),
            0
        );
        assert_eq!(irx_rb_stream_reader_next_batch(reader, &mut batch), 0);
        irx_rb_stream_reader_close(reader);
        assert_eq!(irx_rb_batch_schema(batch, &mut schema), 0);
        for file_format in [false, true] {
            let path = TempPath::new(if file_format {
                "core-file"
            } else {
                "core-stream"
            });
            let mut writer = ptr::null_mut();
            let open = if file_format {
                irx_rb_file_writer_open
            } else {
                irx_rb_stream_writer_open_file
            };
            assert_eq!(
                open(schema, path.c().as_ptr(), &mut writer),
                0,
                "{}",
                rb_error()
            );
            assert_eq!(irx_rb_stream_writer_write_batch(writer, batch), 0);
            irx_rb_stream_writer_release(writer);
            let mut reader = ptr::null_mut();
            let status = if file_format {
                irx_rb_file_reader_open(path.c().as_ptr(), &mut reader)
            } else {
                irx_rb_stream_reader_open_file(path.c().as_ptr(), &mut reader)
            };
            assert_eq!(
                rows_read(status, reader),
                Ok(vec![1000]),
                "file {file_format}"
            );
        }
        irx_rb_batch_release(batch);
        irx_rb_schema_release(schema);
    }
}

/// Checked boxes: a writer box opened on an IPC file, written one batch
/// and destroyed without close, leaves a file the file reader reads.
#[test]
fn destroyed_writer_box_finishes_its_file() {
    let source = TempPath::new("box-source");
    std::fs::write(&source.0, source_stream()).unwrap();
    let target = TempPath::new("box-target");
    let none = ptr::null_mut();
    let (mut reader, mut batch, mut schema, mut writer) = (
        ptr::null_mut(),
        ptr::null_mut(),
        ptr::null_mut(),
        ptr::null_mut(),
    );
    let mut next = -1;
    // SAFETY: live boxes and writable out pointers throughout; a NULL
    // error buffer is allowed; each box destroyed once.
    unsafe {
        assert_eq!(irx_rb_api_reader_new(&mut reader, none), 0);
        assert_eq!(
            irx_rb_api_reader_stream(reader, source.c().as_ptr(), none),
            0
        );
        assert_eq!(irx_rb_api_reader_next(reader, &mut next, none), 0);
        assert_eq!(next, 0, "IRX_OK: a batch");
        assert_eq!(irx_rb_api_batch_new(&mut batch, none), 0);
        assert_eq!(irx_rb_api_reader_batch(reader, batch, none), 0);
        assert_eq!(irx_rb_api_schema_new(&mut schema, none), 0);
        assert_eq!(irx_rb_api_reader_schema(reader, schema, none), 0);
        assert_eq!(irx_rb_api_writer_new(schema, &mut writer, none), 0);
        assert_eq!(irx_rb_api_writer_file(writer, target.c().as_ptr(), none), 0);
        assert_eq!(irx_rb_api_writer_write(writer, batch, none), 0);
        assert_eq!(irx_rb_api_writer_destroy(writer, none), 0);
        for destroy in [
            irx_rb_api_reader_destroy(reader, none),
            irx_rb_api_batch_destroy(batch, none),
            irx_rb_api_schema_destroy(schema, none),
        ] {
            assert_eq!(destroy, 0);
        }
        let mut reader = ptr::null_mut();
        let status = irx_rb_file_reader_open(target.c().as_ptr(), &mut reader);
        assert_eq!(rows_read(status, reader), Ok(vec![1000]));
    }
}
