//! Helpers shared by the fuzz targets: a cursor that turns fuzz bytes into
//! the values a hostile C caller could pass (biased towards the boundaries
//! where size arithmetic breaks), last-error checks, and the generators of
//! the structure-aware targets (valid-looking Parquet files, IPC streams
//! and C Data trees that declare hostile counts, lengths and depths).

use std::ffi::{CStr, c_char};

pub mod cdata_gen;
pub mod hostile;
pub mod ipc_gen;
pub mod parquet_gen;
pub mod thrift;

/// The expansion floor the reading targets run with (see
/// [`limit_expansion`]).
pub const FUZZ_EXPANSION_FLOOR: u64 = 32 << 20;

/// Lowers the runtime's expansion floor (default 256 MiB: what any input,
/// however small, may decode to) to [`FUZZ_EXPANSION_FLOOR`], keeping the
/// default ratio (1,024 decoded bytes per input byte). A fuzz input is at
/// most a few hundred kilobytes, so everything it may legitimately make
/// the runtime allocate is then a small multiple of 32 MiB, and the
/// allocation limit scripts/fuzz-run.sh gives libFuzzer (-malloc_limit_mb,
/// 8 times the floor) tells an allocation the budget did not charge from
/// one it allowed. It also keeps each input fast: a 256 MiB decode under
/// ASan takes seconds. Call at the start of every input (it is idempotent
/// and cheap).
pub fn limit_expansion() {
    irx_runtime::limits::irx_runtime_set_expansion_limit(0, FUZZ_EXPANSION_FLOOR);
}

/// Reads values off the fuzz input; past its end every read is 0, so any
/// input is a complete test case.
pub struct Input<'a> {
    bytes: &'a [u8],
}

/// Values where extent, stride and offset arithmetic overflows or turns
/// negative.
const EDGES: [i64; 16] = [
    0,
    1,
    -1,
    2,
    i64::MAX,
    i64::MIN,
    i64::MAX / 2 + 1,
    i64::MAX / 8 + 1,
    1 << 31,
    (1 << 32) + 1,
    1 << 40,
    1 << 62,
    -(1 << 62),
    i32::MAX as i64,
    i32::MIN as i64,
    3037000500, // just above sqrt(i64::MAX)
];

impl<'a> Input<'a> {
    pub fn new(bytes: &'a [u8]) -> Input<'a> {
        Input { bytes }
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    pub fn u8(&mut self) -> u8 {
        match self.bytes.split_first() {
            Some((&b, rest)) => {
                self.bytes = rest;
                b
            }
            None => 0,
        }
    }

    pub fn bool(&mut self) -> bool {
        self.u8() & 1 == 1
    }

    pub fn bytes<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0; N];
        for b in &mut out {
            *b = self.u8();
        }
        out
    }

    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes(self.bytes())
    }

    pub fn i32(&mut self) -> i32 {
        i32::from_le_bytes(self.bytes())
    }

    pub fn i64(&mut self) -> i64 {
        i64::from_le_bytes(self.bytes())
    }

    /// `0..n` (n > 0).
    pub fn below(&mut self, n: u32) -> u32 {
        u32::from(self.u16()) % n
    }

    /// Mostly small values (the ones that make real layouts), sometimes a
    /// boundary value, sometimes anything.
    pub fn dim(&mut self) -> i64 {
        let tag = self.u8();
        match tag % 8 {
            0..=4 => i64::from(tag >> 3) - 2, // -2..=29
            5 => i64::from(self.u8()) * if tag & 0x80 != 0 { -1 } else { 1 },
            6 => EDGES[(tag >> 3) as usize % EDGES.len()],
            _ => self.i64(),
        }
    }

    /// A stride for an element of `width` bytes: usually a small multiple
    /// of it (possibly negative or zero), otherwise like [`Input::dim`].
    pub fn stride(&mut self, width: i64) -> i64 {
        let tag = self.u8();
        if !tag.is_multiple_of(4) {
            (i64::from(tag >> 2) - 16) * width
        } else {
            self.dim()
        }
    }
}

/// The last-error string: never NULL, empty exactly when the last call
/// succeeded.
///
/// # Safety
/// `message` is what an `irx_*_last_error` function returned.
pub unsafe fn check_last_error(message: *const c_char, failed: bool, call: &str) {
    assert!(!message.is_null(), "{call}: last error is NULL");
    // SAFETY: NUL-terminated string owned by the runtime (caller contract).
    let message = unsafe { CStr::from_ptr(message) }.to_bytes();
    if tracing() {
        eprintln!("{call}: {}", String::from_utf8_lossy(message));
    }
    assert_eq!(
        message.is_empty(),
        !failed,
        "{call}: failed={failed} but the last error is {:?}",
        String::from_utf8_lossy(message)
    );
}

/// `$IRX_FUZZ_TRACE` is set: every last-error check prints the call and
/// its message on stderr (to see what the runtime made of a reproducer,
/// or what share of generated files reads at all).
pub fn tracing() -> bool {
    static TRACE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TRACE.get_or_init(|| std::env::var_os("IRX_FUZZ_TRACE").is_some())
}

/// The text of a last-error string, for assertion messages.
///
/// # Safety
/// `message` is what an `irx_*_last_error` function returned.
pub unsafe fn error_text(message: *const c_char) -> String {
    // SAFETY: caller contract.
    unsafe { CStr::from_ptr(message) }
        .to_string_lossy()
        .into_owned()
}

/// Exact product of `extents` in i128, saturated far above i64 so that it
/// never overflows itself; negative extents give `None`.
pub fn exact_count(extents: &[i64]) -> Option<i128> {
    let mut count: i128 = 1;
    for &e in extents {
        if e < 0 {
            return None;
        }
        count = count.saturating_mul(i128::from(e)).min(1 << 100);
    }
    Some(count)
}

/// Exact lowest and highest byte offset of any element (relative to the
/// element start), or `None` when the shape has no element.
pub fn exact_extent(shape: &[i64], strides: &[i64], offset: i64) -> Option<(i128, i128)> {
    if exact_count(shape)? == 0 {
        return None;
    }
    let (mut low, mut high) = (i128::from(offset), i128::from(offset));
    for (&e, &s) in shape.iter().zip(strides) {
        let reach = i128::from(e - 1) * i128::from(s);
        if reach < 0 {
            low += reach;
        } else {
            high += reach;
        }
    }
    Some((low, high))
}

/// The row-major layout of `shape` (width × the product of the extents,
/// each counted as at least 1) does not fit int64: a runtime-made copy of
/// such a shape is refused with EOVERFLOW even when it has no element
/// (e.g. {0, 2^62, 2^62}).
pub fn c_order_overflows(shape: &[i64], width: i64) -> bool {
    let mut stride = i128::from(width);
    for &extent in shape.iter().rev() {
        stride = stride
            .saturating_mul(i128::from(extent.max(1)))
            .min(1 << 100);
        if stride > i128::from(i64::MAX) {
            return true;
        }
    }
    false
}

/// Calls `f` with every index of `shape` in C order (row-major).
///
/// The oracle counts a flat position and splits it into digits, a different
/// walk from the runtime's odometer over the same indices, so a shared bug
/// cannot hide.
pub fn for_each_index(shape: &[i64], mut f: impl FnMut(&[i64])) {
    if shape.iter().any(|&e| e <= 0) {
        return;
    }
    let count: i64 = shape.iter().product();
    let mut index = vec![0i64; shape.len()];
    for flat in 0..count {
        let mut rest = flat;
        for (digit, &extent) in index.iter_mut().zip(shape).rev() {
            *digit = rest % extent;
            rest /= extent;
        }
        f(&index);
    }
}

/// Byte offset of `index` for `strides` from `offset` (exact).
pub fn byte_offset(index: &[i64], strides: &[i64], offset: i64) -> i128 {
    index
        .iter()
        .zip(strides)
        .map(|(&i, &s)| i128::from(i) * i128::from(s))
        .sum::<i128>()
        + i128::from(offset)
}

/// The bytes of a `repr(C)` value without padding (the Arrow C Data
/// structs), to tell whether a callee touched it at all.
pub fn bytes_of<T: Copy>(value: &T) -> &[u8] {
    // SAFETY: `value` is `size_of::<T>()` initialised bytes (no padding in
    // the structs this is used for), borrowed for as long as `value`.
    unsafe { std::slice::from_raw_parts((value as *const T).cast::<u8>(), size_of::<T>()) }
}

/// The record-batch family's last-error check after a call that returned
/// `status` (negative: failed).
pub fn rb_last_error(status: i32, call: &str) {
    // SAFETY: straight from the runtime.
    unsafe { check_last_error(irx_runtime::rb::irx_record_batch_errmsg(), status < 0, call) }
}

/// Reads every batch of a record-batch stream reader to the end or the
/// first error (at most `limit` batches): each call's last error must match
/// its status, a failed or final call must leave no batch, and every batch
/// must answer its row count and null reads. The reader stays the
/// caller's.
// Safe for any pointer: reader handles are slot keys the runtime checks
// (ffi/handle.rs), never dereferenced as addresses.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn drain_reader(reader: *mut irx_runtime::rb::stream::IrxRbStreamReader, limit: usize) {
    use irx_abi::native::{IRX_EOF, IRX_OK};
    use irx_runtime::rb::batch::*;
    use irx_runtime::rb::irx_record_batch_errmsg;
    let (mut batches, mut total) = (0, 0);
    for _ in 0..limit {
        let mut batch = std::ptr::null_mut();
        // SAFETY: a live reader (caller contract) and a writable output.
        let status =
            unsafe { irx_runtime::rb::stream::irx_rb_stream_reader_next_batch(reader, &mut batch) };
        if status == IRX_EOF {
            assert!(batch.is_null());
            let _ = irx_record_batch_errmsg();
            if tracing() {
                eprintln!("next_batch: end after {batches} batches, {total} rows");
            }
            break;
        }
        // SAFETY: straight from the runtime.
        unsafe { check_last_error(irx_record_batch_errmsg(), status < 0, "next_batch") };
        if status != IRX_OK {
            assert!(batch.is_null());
            break;
        }
        // SAFETY: a batch this call returned, released once.
        unsafe {
            let rows = irx_rb_batch_num_rows(batch);
            assert!(rows >= 0);
            batches += 1;
            total += rows;
            for col in 0..irx_rb_batch_num_columns(batch) {
                for row in 0..rows.min(4) {
                    let mut is_null = 0;
                    assert_eq!(irx_rb_batch_is_null(batch, col, row, &mut is_null), IRX_OK);
                }
            }
            irx_rb_batch_release(batch);
        }
    }
}

/// Lets the panics the Parquet reader recovers from (the `parquet` crate
/// asserting on corrupt page data, turned into a failed read by
/// `irx_runtime::rb::parquet::decoding_pages`'s caller) unwind to that
/// recovery; any other panic still reaches libFuzzer's hook and aborts.
/// Call at the start of every input (it installs the hook once).
pub fn allow_recovered_parquet_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let libfuzzer_hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !irx_runtime::rb::parquet::decoding_pages() {
                libfuzzer_hook(info);
            }
        }));
    });
}

/// What the structure-aware targets do with a table a reader returned: the
/// follow-up operations that issue 29 item 3 saw abort on a table of
/// bufferless columns claiming 2^40 rows. Reads every column's length, and
/// slices the first few with step 3 (a copy of every third row); with
/// `write`, writes the table as Parquet over an existing file, which must
/// still hold what it held when the write fails. Releases `table`.
///
/// # Safety
/// `table` is a live table handle, not used after.
pub unsafe fn exercise_table(table: *mut irx_runtime::frame::table::TableHandle, write: bool) {
    use irx_abi::native::IRX_OK;
    use irx_runtime::arrow::irx_arrow_last_error;
    use irx_runtime::frame::series::irx_arrow_series_slice;
    use irx_runtime::frame::table::*;
    // SAFETY (whole function): a live table (caller contract) and the
    // handles made from it, each released once.
    unsafe {
        let rows = irx_arrow_table_num_rows(table);
        assert!(rows >= 0, "table with {rows} rows");
        let columns = irx_arrow_table_num_columns(table);
        assert!(columns >= 0);
        if tracing() {
            eprintln!("table: {rows} rows, {columns} columns");
        }
        for index in 0..columns.min(4) as i32 {
            let mut column = std::ptr::null_mut();
            let status = irx_arrow_table_column_by_index(table, index, &mut column);
            check_last_error(irx_arrow_last_error(), status < 0, "table_column_by_index");
            assert_eq!(status, IRX_OK, "column {index} of {columns}");
            let mut sliced = std::ptr::null_mut();
            let status = irx_arrow_series_slice(column, 0, 0, 3, 0, &mut sliced);
            check_last_error(irx_arrow_last_error(), status < 0, "series_slice");
            assert_eq!(status == IRX_OK, !sliced.is_null());
            irx_arrow_chunked_array_release(sliced);
            irx_arrow_chunked_array_release(column);
        }
        if write {
            write_over_sentinel(table);
        }
        irx_arrow_table_release(table);
    }
}

/// Writes `table` as Parquet where a file already is: a failed write must
/// leave that file as it was (issue 29 item 3: it was truncated to 0).
///
/// # Safety
/// `table` is a live table handle.
unsafe fn write_over_sentinel(table: *mut irx_runtime::frame::table::TableHandle) {
    use irx_runtime::frame::formats::irx_rb_parquet_write_table;
    use irx_runtime::rb::parquet::*;
    const SENTINEL: &[u8] = b"the file a failed write must leave alone";
    let path = scratch_path("write.parquet");
    std::fs::write(&path, SENTINEL).expect("temporary file");
    let c_path = std::ffi::CString::new(path.to_str().expect("UTF-8 path")).unwrap();
    let options = irx_parquet_options_new();
    assert!(!options.is_null());
    // SAFETY: a live table (caller contract), a NUL-terminated path, live
    // options released once.
    let status = unsafe { irx_rb_parquet_write_table(table, c_path.as_ptr(), options, 0) };
    rb_last_error(status, "parquet_write_table");
    // SAFETY: the options made above, released once.
    unsafe { irx_parquet_options_release(options) };
    if status < 0 {
        let now = std::fs::read(&path).unwrap_or_default();
        assert_eq!(
            now,
            SENTINEL,
            "a failed write changed the file it was to replace ({} bytes now)",
            now.len()
        );
    }
    let _ = std::fs::remove_file(&path);
}

/// `name`, prefixed with this process's id, in a scratch directory of the
/// fuzz targets' own under the temporary directory: the Parquet writer
/// sweeps the destination's directory for a killed writer's leftovers,
/// which in a shared /tmp of hundreds of entries cost more than the rest
/// of an input. One directory for all processes (each removes its files
/// after each input), so none is left behind per process.
pub fn scratch_path(name: &str) -> std::path::PathBuf {
    static DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join("irx-fuzz-scratch");
        std::fs::create_dir_all(&dir).expect("scratch directory");
        dir
    })
    .join(format!("{}-{name}", std::process::id()))
}

/// Writes what a structure-aware target built from its input to the file
/// `$IRX_FUZZ_DUMP` names, when set: run a target on one input (a
/// reproducer under fuzz/artifacts/) with it to get the Parquet file, IPC
/// stream or IR text a finding is about, for a regression test or another
/// reader.
pub fn dump(bytes: &[u8]) {
    if let Some(path) = std::env::var_os("IRX_FUZZ_DUMP") {
        std::fs::write(path, bytes).expect("IRX_FUZZ_DUMP is writable");
    }
}
