//! Issue 32 item 5: a CSV read on 2 or 3 threads gives byte for byte what
//! it gives on one (both pools parse blocks on their workers:
//! rb/csv/blocks.rs's MIN_THREADS is 2): the open's status and message,
//! then every batch (as the IPC stream of that batch alone, so batch
//! boundaries and types count) and the first error with its row number
//! and message, through `irx_rb_csv_reader_open_options` and
//! `irx_rb_stream_reader_next_batch`.
//! The inputs are over the size under which the reader stays on one
//! thread, cut in small blocks so that rows, quoted fields and CRLFs fall
//! across block boundaries and every job has many blocks.

mod common;

use std::ffi::CString;
use std::ptr;
use std::sync::Mutex;

use common::files::TempFile;
use common::rb_error;
use irx_runtime::limits::irx_runtime_set_expansion_limit;
use irx_runtime::pool::{irx_runtime_set_threads, irx_runtime_threads};
use irx_runtime::rb::batch::irx_rb_batch_release;
use irx_runtime::rb::csv::{
    irx_csv_options_int, irx_csv_options_new, irx_csv_options_release, irx_csv_options_text,
    irx_rb_csv_reader_open_options,
};
use irx_runtime::rb::ipc::irx_rb_stream_writer_open_buffer;
use irx_runtime::rb::stream::{
    irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch, irx_rb_stream_reader_schema,
    irx_rb_stream_writer_buffer_data, irx_rb_stream_writer_close, irx_rb_stream_writer_release,
    irx_rb_stream_writer_write_batch,
};

/// The thread count and expansion limit are process-wide: one case at a
/// time.
static SERIAL: Mutex<()> = Mutex::new(());

/// What a read gave, in order: the open's status and message, then per
/// `next_batch` its status and message or the batch as an IPC stream.
#[derive(Debug, PartialEq)]
enum Event {
    Status(i32, String),
    Batch(Vec<u8>),
}

impl Event {
    /// What a failure message shows of it.
    fn summary(&self) -> String {
        match self {
            Event::Status(status, message) => format!("status {status}: {message}"),
            Event::Batch(bytes) => format!("a batch of {} IPC bytes", bytes.len()),
        }
    }
}

/// Reads `csv` to the end (or its first error) with these options.
fn read(csv: &[u8], ints: &[(&str, i64)], texts: &[(&str, &str)]) -> Vec<Event> {
    let file = TempFile::new(csv);
    let o = irx_csv_options_new();
    for (name, value) in ints {
        let key = CString::new(*name).unwrap();
        // SAFETY: a live options value and a NUL-terminated name.
        assert_eq!(unsafe { irx_csv_options_int(o, key.as_ptr(), *value) }, 0);
    }
    for (name, value) in texts {
        let (key, value) = (CString::new(*name).unwrap(), CString::new(*value).unwrap());
        // SAFETY: a live options value, NUL-terminated name and value.
        let status = unsafe { irx_csv_options_text(o, key.as_ptr(), value.as_ptr()) };
        assert_eq!(status, 0);
    }
    let mut reader = ptr::null_mut();
    let path = file.c_path();
    // SAFETY: valid arguments.
    let status =
        unsafe { irx_rb_csv_reader_open_options(path.as_ptr(), ptr::null(), o, &mut reader) };
    // SAFETY: ours, released once.
    unsafe { irx_csv_options_release(o) };
    let mut events = vec![Event::Status(status, rb_error())];
    if status != 0 {
        return events;
    }
    loop {
        let mut batch = ptr::null_mut();
        // SAFETY: a live reader, a writable out pointer.
        let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
        if status != 0 {
            events.push(Event::Status(status, rb_error()));
            break;
        }
        let mut writer = ptr::null_mut();
        let (mut data, mut size) = (ptr::null(), 0i64);
        // SAFETY: live handles; the bytes are copied before the writer
        // goes; the batch is released once.
        unsafe {
            assert_eq!(
                irx_rb_stream_writer_open_buffer(irx_rb_stream_reader_schema(reader), &mut writer),
                0
            );
            assert_eq!(irx_rb_stream_writer_write_batch(writer, batch), 0);
            irx_rb_batch_release(batch);
            assert_eq!(irx_rb_stream_writer_close(writer), 0);
            assert_eq!(
                irx_rb_stream_writer_buffer_data(writer, &mut data, &mut size),
                0
            );
            events.push(Event::Batch(
                std::slice::from_raw_parts(data, size as usize).to_vec(),
            ));
            irx_rb_stream_writer_release(writer);
        }
    }
    // SAFETY: ours, closed once.
    unsafe { irx_rb_stream_reader_close(reader) };
    events
}

/// The read on 1, 2 and 3 threads: the same events. Returns them.
fn same_on_all_threads(csv: &[u8], ints: &[(&str, i64)], texts: &[(&str, &str)]) -> Vec<Event> {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    compare(csv, ints, texts)
}

/// [`same_on_all_threads`] with [`SERIAL`] held.
fn compare(csv: &[u8], ints: &[(&str, i64)], texts: &[(&str, &str)]) -> Vec<Event> {
    irx_runtime_set_threads(1);
    let one = read(csv, ints, texts);
    for n in [2, 3] {
        irx_runtime_set_threads(n);
        assert_eq!(irx_runtime_threads(), n);
        let many = read(csv, ints, texts);
        assert_eq!(one.len(), many.len(), "{n} threads: batch count");
        for (i, (a, b)) in one.iter().zip(&many).enumerate() {
            assert!(
                a == b,
                "{n} threads: event {i} differs: {} / {}",
                a.summary(),
                b.summary()
            );
        }
    }
    irx_runtime_set_threads(0);
    one
}

/// Rows of an int, a double, a quoted string (the delimiter, doubled
/// quotes and CR, LF or CRLF inside it now and then), an empty or NA field
/// (nulls), ended by LF or CRLF, `rows` of them after a header.
fn mixed(rows: usize, crlf_every: usize) -> Vec<u8> {
    let mut out = b"id,value,name,maybe\n".to_vec();
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for i in 0..rows {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let name = match x % 7 {
            0 => "\"a, b\"".to_string(),
            1 => "\"say \"\"hi\"\"\"".to_string(),
            2 => "\"two\nlines\"".to_string(),
            3 => "\"cr\r\nlf\"".to_string(),
            4 => String::new(),
            _ => format!("n{}", x % 1000),
        };
        let maybe = match x % 5 {
            0 => "",
            1 => "NA",
            _ => "7",
        };
        let end = if crlf_every > 0 && i % crlf_every == 0 {
            "\r\n"
        } else {
            "\n"
        };
        out.extend_from_slice(
            format!(
                "{},{}.{},{name},{maybe}{end}",
                i as i64 - 1000,
                x % 1000,
                x % 97
            )
            .as_bytes(),
        );
    }
    out
}

/// The start of the first row of [`mixed`] at or after `at` (a line end
/// not inside quotes is followed by the id, a digit or minus).
fn row_start(csv: &[u8], mut at: usize) -> usize {
    while !(csv[at - 1] == b'\n' && (csv[at].is_ascii_digit() || csv[at] == b'-')) {
        at += 1;
    }
    at
}

fn batches(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Batch(_)))
        .count()
}

fn last_message(events: &[Event]) -> String {
    match events.last() {
        Some(Event::Status(_, message)) => message.clone(),
        other => panic!("no status at the end: {other:?}"),
    }
}

#[test]
fn quoted_fields_crlf_and_nulls_across_block_boundaries() {
    let csv = mixed(120_000, 3);
    assert!(csv.len() > 2 << 20, "{}", csv.len());
    for block in [997, 4096, 65_537, 1 << 20] {
        let events = same_on_all_threads(&csv, &[("block_size", block)], &[]);
        // Many batches, then the end (IRX_EOF).
        assert!(batches(&events) > csv.len() / block as usize / 2, "{block}");
        assert!(
            matches!(events.last(), Some(Event::Status(1, _))),
            "{events:?}"
        );
    }
    // Empty lines kept (a row of nulls each) and skipped, some CR-only.
    let mut blank = mixed(70_000, 0);
    for at in (5_000..blank.len() - 10).step_by(7_919) {
        if blank[at] == b'\n' && !blank[at + 1..].starts_with(b"\n") {
            blank.splice(at + 1..at + 1, *b"\r\n\r");
        }
    }
    for skip in [0, 1] {
        let events = same_on_all_threads(
            &blank,
            &[("block_size", 3001), ("skip_blank_lines", skip)],
            &[],
        );
        // Kept blank lines are rows of nulls.
        assert!(
            matches!(events.last(), Some(Event::Status(1, _))),
            "{events:?}"
        );
    }
    // Another delimiter, an escape character, no doubled quotes.
    let escaped: Vec<u8> = mixed(70_000, 2)
        .iter()
        .flat_map(|&b| match b {
            b',' => vec![b';'],
            b'"' => vec![b'\''],
            b => vec![b],
        })
        .collect();
    let events = same_on_all_threads(
        &escaped,
        &[("block_size", 2048), ("doublequote", 0)],
        &[("delimiter", ";"), ("quotechar", "'"), ("escapechar", "\\")],
    );
    assert!(batches(&events) > 100);
}

#[test]
fn a_late_value_of_another_type_fails_at_the_same_row() {
    // Ints in the first block fix the column's type: a float, then a word,
    // far into the file fail at their row, as on one thread.
    let good = mixed(70_000, 0);
    for bad in ["2.5", "word"] {
        let mut csv = good.clone();
        let at = row_start(&csv, csv.len() * 3 / 4);
        csv.splice(at..at, format!("{bad},1.0,x,7\n").into_bytes());
        let events = same_on_all_threads(&csv, &[("block_size", 8192)], &[]);
        let last = last_message(&events);
        assert!(
            last.contains("In CSV column #0: Row #") && last.contains(bad),
            "{last}"
        );
        assert!(batches(&events) > 50, "{}", batches(&events));
    }
}

#[test]
fn late_parse_errors_are_the_one_thread_errors() {
    let good = mixed(70_000, 2);
    let at = row_start(&good, good.len() * 2 / 3);
    // A ragged row.
    let mut csv = good.clone();
    csv.splice(at..at, *b"1,2\n");
    let events = same_on_all_threads(&csv, &[("block_size", 5000)], &[]);
    let last = last_message(&events);
    assert!(last.contains("Expected 4 columns, got 2"), "{last}");
    // A row longer than two blocks (straddling).
    let mut csv = good.clone();
    let long = format!("1,2.0,\"{}\",7\n", "z".repeat(12_000));
    csv.splice(at..at, long.into_bytes());
    let events = same_on_all_threads(&csv, &[("block_size", 5000)], &[]);
    assert!(
        last_message(&events).contains("straddling object"),
        "{events:?}"
    );
    // An unterminated quote at the end: the last row runs to the end.
    let mut csv = good.clone();
    csv.extend_from_slice(b"1,2.0,\"open\n,7\n");
    let events = same_on_all_threads(&csv, &[("block_size", 5000)], &[]);
    assert!(matches!(events.last(), Some(Event::Status(..))));
    // No final newline.
    let mut csv = good;
    csv.extend_from_slice(b"1,2.0,last,7");
    same_on_all_threads(&csv, &[("block_size", 5000)], &[]);
}

#[test]
fn the_expansion_limit_fails_at_the_same_batch() {
    // Every row's fields and values are charged as the read goes: with a
    // limit of 2 x the input the budget runs out part way through, at the
    // batch and row it does on one thread.
    let csv = mixed(70_000, 0);
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    /// Restores the default limit, even when the comparison panics.
    struct Restore;
    impl Drop for Restore {
        fn drop(&mut self) {
            irx_runtime_set_expansion_limit(0, 0);
        }
    }
    let _restore = Restore;
    irx_runtime_set_expansion_limit(2, 1);
    let events = compare(&csv, &[("block_size", 7000)], &[]);
    let last = last_message(&events);
    assert!(last.contains("expansion limit"), "{last}");
    assert!(batches(&events) > 10, "{} {last}", batches(&events));
}

#[test]
fn tiny_inputs_are_the_same() {
    for csv in [
        &b"a\n1\n"[..],
        b"a,b\n1,2",
        b"a,b\r\n\"x\ny\",2\r\n",
        b"a\n",
        b"",
        b"a,b\n1,2\n3\n",
    ] {
        for block in [1, 2, 3, 1 << 20] {
            same_on_all_threads(csv, &[("block_size", block)], &[]);
        }
    }
}
