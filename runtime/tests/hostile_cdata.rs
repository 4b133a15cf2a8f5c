//! Hostile C Data producers and callers of the record-batch family (issue
//! 29, items 1, 5 and 9; docs/SAFETY.md): schema trees nested too deep or
//! sharing their children, a fixed-size list whose size overflows, type
//! descriptors nested or shared without bound, a C Stream producer that
//! closes or reads the reader calling it, and panics kept off stderr.
//!
//! Every C struct here is built by the test itself (`#[repr(C)]` mirrors of
//! the C Data interface's structs), so each hostile shape is plain code.

mod common;

use std::cell::Cell;
use std::ffi::{CStr, c_char, c_int, c_void};
use std::ptr;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema};
use arrow_array::ffi_stream::FFI_ArrowArrayStream;
use common::rb_error;
use irx_abi::native::{IRX_EOF, IRX_ERR_INVALID, IRX_OK, IrxColumnType};
use irx_runtime::checked::api::IrxRbApiReader;
use irx_runtime::checked::rb_generated::{
    irx_rb_api_reader_destroy, irx_rb_api_reader_import, irx_rb_api_reader_new,
    irx_rb_api_reader_next,
};
use irx_runtime::rb::batch::{IrxRbBatch, irx_rb_batch_get_int64, irx_rb_batch_release};
use irx_runtime::rb::builder::{irx_rb_builder_create, irx_rb_builder_release};
use irx_runtime::rb::cdata::{
    irx_rb_batch_import, irx_rb_schema_import, irx_rb_stream_reader_export,
    irx_rb_stream_reader_import,
};
use irx_runtime::rb::schema::{
    IrxRbSchema, irx_rb_schema_add_field2, irx_rb_schema_create, irx_rb_schema_release,
};
use irx_runtime::rb::stream::{
    IrxRbStreamReader, irx_rb_stream_reader_close, irx_rb_stream_reader_next_batch,
};
use irx_runtime::rb::types::{
    IrxRbType, irx_type_list, irx_type_primitive, irx_type_release, irx_type_struct,
};

// ---------------------------------------------------------------------------
// The C Data structs, field for field.

#[repr(C)]
struct Schema {
    format: *const c_char,
    name: *const c_char,
    metadata: *const c_char,
    flags: i64,
    n_children: i64,
    children: *mut *mut Schema,
    dictionary: *mut Schema,
    release: Option<unsafe extern "C" fn(*mut Schema)>,
    private_data: *mut c_void,
}

#[repr(C)]
struct Array {
    length: i64,
    null_count: i64,
    offset: i64,
    n_buffers: i64,
    n_children: i64,
    buffers: *mut *const c_void,
    children: *mut *mut Array,
    dictionary: *mut Array,
    release: Option<unsafe extern "C" fn(*mut Array)>,
    private_data: *mut c_void,
}

#[repr(C)]
struct Stream {
    get_schema: Option<unsafe extern "C" fn(*mut Stream, *mut Schema) -> c_int>,
    get_next: Option<unsafe extern "C" fn(*mut Stream, *mut Array) -> c_int>,
    get_last_error: Option<unsafe extern "C" fn(*mut Stream) -> *const c_char>,
    release: Option<unsafe extern "C" fn(*mut Stream)>,
    private_data: *mut c_void,
}

const _: () = {
    assert!(size_of::<Schema>() == size_of::<FFI_ArrowSchema>());
    assert!(size_of::<Array>() == size_of::<FFI_ArrowArray>());
    assert!(size_of::<Stream>() == size_of::<FFI_ArrowArrayStream>());
};

/// A release callback that owns nothing: the test's arena frees the
/// structs, the callback only marks them released.
unsafe extern "C" fn release_schema(s: *mut Schema) {
    // SAFETY: the runtime passes a live struct of ours (or its moved copy).
    unsafe { (*s).release = None };
}

unsafe extern "C" fn release_array(a: *mut Array) {
    // SAFETY: as above.
    unsafe { (*a).release = None };
}

/// Schema structs and their child arrays, freed when the test ends.
#[derive(Default)]
struct Arena {
    // Boxed: the structs must not move while pointers to them are out.
    #[allow(clippy::vec_box)]
    schemas: Vec<Box<Schema>>,
    lists: Vec<Vec<*mut Schema>>,
}

impl Arena {
    /// A new struct of `format` named "x" with `children` (borrowed from
    /// this arena).
    fn schema(&mut self, format: &'static CStr, children: Vec<*mut Schema>) -> *mut Schema {
        let mut children = children;
        let node = Box::new(Schema {
            format: format.as_ptr(),
            name: c"x".as_ptr(),
            metadata: ptr::null(),
            flags: 2,
            n_children: children.len() as i64,
            children: if children.is_empty() {
                ptr::null_mut()
            } else {
                children.as_mut_ptr()
            },
            dictionary: ptr::null_mut(),
            release: Some(release_schema),
            private_data: ptr::null_mut(),
        });
        self.lists.push(children);
        self.schemas.push(node);
        let last = self.schemas.last_mut().expect("just pushed");
        ptr::from_mut(last.as_mut())
    }
}

/// A leaked array struct (the batch a producer hands out keeps pointing at
/// it); `buffers` and `children` leaked with it.
fn array(length: i64, buffers: Vec<*const c_void>, children: Vec<*mut Array>) -> *mut Array {
    let buffers = Box::leak(buffers.into_boxed_slice());
    let children = Box::leak(children.into_boxed_slice());
    Box::leak(Box::new(Array {
        length,
        null_count: 0,
        offset: 0,
        n_buffers: buffers.len() as i64,
        n_children: children.len() as i64,
        buffers: buffers.as_mut_ptr(),
        children: children.as_mut_ptr(),
        dictionary: ptr::null_mut(),
        release: Some(release_array),
        private_data: ptr::null_mut(),
    }))
}

/// `irx_rb_batch_import(batch, schema)` must refuse with `IRX_ERR_INVALID`
/// and a message holding `expected` (no panic text), handing out nothing.
fn refused_import(batch: *mut Array, schema: *mut Schema, expected: &str) {
    let mut out: *mut IrxRbBatch = ptr::null_mut();
    // SAFETY: live structs; `out` writable.
    let status = unsafe {
        irx_rb_batch_import(
            batch.cast::<FFI_ArrowArray>(),
            schema.cast::<FFI_ArrowSchema>(),
            &mut out,
        )
    };
    let message = rb_error();
    assert_eq!(status, IRX_ERR_INVALID, "{message}");
    assert!(message.contains(expected), "{expected}: {message}");
    assert!(!message.contains("panic"), "{message}");
    assert!(out.is_null());
}

/// `struct<x: int64>` as the batch schema of the producers below.
fn int64_batch_schema(arena: &mut Arena) -> *mut Schema {
    let column = arena.schema(c"l", vec![]);
    arena.schema(c"+s", vec![column])
}

static VALUES: [i64; 3] = [1, 2, 3];

/// A batch of `struct<x: int64>` holding 1, 2, 3.
fn int64_batch() -> *mut Array {
    let column = array(3, vec![ptr::null(), VALUES.as_ptr().cast()], vec![]);
    array(3, vec![ptr::null()], vec![column])
}

// ---------------------------------------------------------------------------
// Item 1: C Data schemas are walked without recursion, once per struct.

/// `levels` levels of nested structs below the batch's own, the innermost
/// an int64.
fn nested_schema(arena: &mut Arena, levels: usize) -> *mut Schema {
    let mut node = arena.schema(c"l", vec![]);
    for _ in 1..levels {
        node = arena.schema(c"+s", vec![node]);
    }
    arena.schema(c"+s", vec![node])
}

crate::limited_test!(c_schema_nested_10000_deep_is_refused, {
    let mut arena = Arena::default();
    // 64 levels (63 structs around an int64) is the most a column may
    // have: it imports.
    let root = nested_schema(&mut arena, 64);
    let mut out: *mut IrxRbSchema = ptr::null_mut();
    // SAFETY: a live tree of the arena; `out` writable.
    let status = unsafe { irx_rb_schema_import(root.cast::<FFI_ArrowSchema>(), &mut out) };
    assert_eq!(status, IRX_OK, "{}", rb_error());
    // SAFETY: the schema made above.
    unsafe { irx_rb_schema_release(out) };

    for levels in [65, 10_000] {
        let root = nested_schema(&mut arena, levels);
        // SAFETY: as above.
        let status = unsafe { irx_rb_schema_import(root.cast::<FFI_ArrowSchema>(), &mut out) };
        assert_eq!(status, IRX_ERR_INVALID, "{levels} levels");
        let message = rb_error();
        assert!(
            message.contains("nested deeper than 64 levels"),
            "{message}"
        );
        assert!(out.is_null());
        // SAFETY: the root lives in the arena.
        let release = unsafe { (*root).release };
        assert!(release.is_none(), "moved in and released");
    }
});

crate::limited_test!(c_schema_sharing_its_children_is_refused, {
    // 60 levels of structs whose two children are one and the same struct:
    // 2^60 paths through 61 structs. Walked path by path this never ends.
    let mut arena = Arena::default();
    let mut node = arena.schema(c"l", vec![]);
    for _ in 0..60 {
        node = arena.schema(c"+s", vec![node, node]);
    }
    let root = arena.schema(c"+s", vec![node]);
    let mut out: *mut IrxRbSchema = ptr::null_mut();
    // SAFETY: a live tree of the arena; `out` writable.
    let status = unsafe { irx_rb_schema_import(root.cast::<FFI_ArrowSchema>(), &mut out) };
    assert_eq!(status, IRX_ERR_INVALID);
    let message = rb_error();
    assert!(message.contains("not a tree"), "{message}");
    assert!(out.is_null());

    // A column that is its own child: refused the same way.
    let looped = arena.schema(c"+s", vec![]);
    // SAFETY: `looped` lives in the arena; its children list is replaced
    // by one that names itself.
    unsafe {
        arena.lists.push(vec![looped]);
        (*looped).children = arena.lists.last_mut().expect("pushed").as_mut_ptr();
        (*looped).n_children = 1;
    }
    let root = arena.schema(c"+s", vec![looped]);
    // SAFETY: as above.
    let status = unsafe { irx_rb_schema_import(root.cast::<FFI_ArrowSchema>(), &mut out) };
    assert_eq!(status, IRX_ERR_INVALID);
    assert!(rb_error().contains("not a tree"), "{}", rb_error());
});

// ---------------------------------------------------------------------------
// Item 9: a fixed-size list of 2^40 rows of 2^31 - 1 values.

crate::limited_test!(fixed_size_list_of_2_pow_40_rows_is_refused, {
    let mut arena = Arena::default();
    let item = arena.schema(c"l", vec![]);
    let list = arena.schema(c"+w:2147483647", vec![item]);
    let schema = arena.schema(c"+s", vec![list]);
    let rows = 1i64 << 40;
    // Buffers are NULL where no value is read: no nulls, no item values.
    let items = array(0, vec![ptr::null(), ptr::null()], vec![]);
    let lists = array(rows, vec![ptr::null()], vec![items]);
    let batch = array(rows, vec![ptr::null()], vec![lists]);
    refused_import(
        batch,
        schema,
        "fixed-size list of 1099511627776 rows of 2147483647 values each overflows",
    );
    // SAFETY: both moved in by the call.
    unsafe { assert!((*batch).release.is_none() && (*schema).release.is_none()) };
});

// ---------------------------------------------------------------------------
// Item 9: the panic hook.

// A panic inside an exported function reaches neither stderr nor the
// hook the host program installed; a panic of the host's own still
// reaches that hook. In a child process of its own (the hook is
// process-wide), which must print no panic text.
#[cfg(feature = "fault-injection")]
crate::limited_test!(panics_inside_the_runtime_stay_off_the_hosts_hook, {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static SEEN: AtomicUsize = AtomicUsize::new(0);
    // The host's hook, installed before the runtime's (the first guard
    // installs that one): counts, prints nothing.
    std::panic::set_hook(Box::new(|_| {
        SEEN.fetch_add(1, Ordering::SeqCst);
    }));

    irx_runtime::fault::panic_on_next_call();
    assert_eq!(irx_runtime::rb::irx_record_batch_abi_version(), 2);
    irx_runtime::fault::panic_on_next_call();
    let mut out: *mut IrxRbSchema = ptr::null_mut();
    // SAFETY: `out` writable.
    assert!(unsafe { irx_rb_schema_create(&mut out) } < 0);
    let message = rb_error();
    assert!(message.contains("fault injected"), "{message}");
    // Where it happened, which the default hook would have printed.
    assert!(message.contains("fault.rs:"), "{message}");
    assert_eq!(SEEN.load(Ordering::SeqCst), 0, "the runtime's panics");

    // Another thread's guard: the same.
    std::thread::spawn(|| {
        irx_runtime::fault::panic_on_next_call();
        let mut out: *mut IrxRbSchema = ptr::null_mut();
        // SAFETY: as above.
        assert!(unsafe { irx_rb_schema_create(&mut out) } < 0);
    })
    .join()
    .expect("the thread's panic was caught by its guard");
    assert_eq!(SEEN.load(Ordering::SeqCst), 0, "another thread's");

    // The host's own panic, outside any guard, reaches the host's hook.
    assert!(std::panic::catch_unwind(|| panic!("the host's own")).is_err());
    assert_eq!(SEEN.load(Ordering::SeqCst), 1, "the host's panic");

    // A successful call afterwards works and leaves no message behind.
    // SAFETY: as above.
    assert_eq!(unsafe { irx_rb_schema_create(&mut out) }, IRX_OK);
    assert_eq!(rb_error(), "");
    // SAFETY: the schema made above.
    unsafe { irx_rb_schema_release(out) };
});

// ---------------------------------------------------------------------------
// Item 5: a C Stream producer that comes back into the reader calling it.

/// What a producer does inside `get_next`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Closes the reader that is calling it.
    Close,
    /// Reads the reader that is calling it.
    Read,
    /// Releases the exported stream that is calling it (through the reader
    /// whose iteration that stream took).
    ReleaseExported,
    /// Reads the exported stream that is calling it.
    ReadExported,
    /// Destroys the checked layer's reader box that is calling it.
    DestroyBox,
}

/// A producer's state, reached through `private_data`.
struct Producer {
    mode: Mode,
    /// The reader over this producer, once imported.
    reader: Cell<*mut IrxRbStreamReader>,
    /// The stream the reader was exported to, if it was.
    exported: Cell<*mut Stream>,
    /// The checked layer's reader box over this producer, if any.
    boxed: Cell<*mut IrxRbApiReader>,
    /// Arrays handed out; after the first, the end of the stream.
    calls: Cell<u32>,
    /// Times the stream was released.
    releases: Cell<u32>,
    /// What the re-entrant call returned and said, and whether the
    /// producer had been released by the time it returned.
    inner_status: Cell<c_int>,
    inner_message: Cell<Option<String>>,
    released_under_call: Cell<bool>,
}

fn producer_of(stream: *mut Stream) -> &'static Producer {
    // SAFETY: `private_data` is the producer `stream_of` leaked.
    unsafe { &*(*stream).private_data.cast::<Producer>() }
}

unsafe extern "C" fn get_schema(_: *mut Stream, out: *mut Schema) -> c_int {
    let mut arena = Arena::default();
    let schema = int64_batch_schema(&mut arena);
    // SAFETY: `out` is the runtime's released struct; the arena is leaked
    // so that the children the copy points to stay.
    unsafe { out.write(schema.read()) };
    std::mem::forget(arena);
    0
}

unsafe extern "C" fn get_next(stream: *mut Stream, out: *mut Array) -> c_int {
    let p = producer_of(stream);
    let call = p.calls.get();
    p.calls.set(call + 1);
    if call == 0 {
        match p.mode {
            Mode::Close => {
                // SAFETY: the reader this producer feeds (live).
                unsafe { irx_rb_stream_reader_close(p.reader.get()) };
                p.inner_message.set(Some(rb_error()));
            }
            Mode::Read => {
                let mut batch: *mut IrxRbBatch = ptr::null_mut();
                // SAFETY: as above; `batch` writable.
                let status = unsafe { irx_rb_stream_reader_next_batch(p.reader.get(), &mut batch) };
                p.inner_status.set(status);
                p.inner_message.set(Some(rb_error()));
                if !batch.is_null() {
                    // SAFETY: a batch the inner call made.
                    unsafe { irx_rb_batch_release(batch) };
                }
            }
            Mode::ReleaseExported => {
                let exported = p.exported.get();
                // SAFETY: the live exported stream whose get_next is
                // running: the release is what is under test.
                unsafe { ((*exported).release.expect("live"))(exported) };
            }
            Mode::ReadExported => {
                let exported = p.exported.get();
                let mut array = std::mem::MaybeUninit::<Array>::zeroed();
                // SAFETY: as above; `array` is a released struct.
                let status =
                    unsafe { ((*exported).get_next.expect("live"))(exported, array.as_mut_ptr()) };
                p.inner_status.set(status);
                // SAFETY: get_last_error of a stream whose call failed.
                let text = unsafe { ((*exported).get_last_error.expect("live"))(exported) };
                if !text.is_null() {
                    // SAFETY: NUL-terminated, owned by the stream.
                    let text = unsafe { CStr::from_ptr(text) }
                        .to_string_lossy()
                        .into_owned();
                    p.inner_message.set(Some(text));
                }
            }
            Mode::DestroyBox => {
                let mut error = [0 as c_char; 1024];
                // SAFETY: the live box whose read is running; a buffer of
                // IRX_RB_API_ERROR_CAPACITY bytes.
                let status =
                    unsafe { irx_rb_api_reader_destroy(p.boxed.get(), error.as_mut_ptr()) };
                p.inner_status.set(status);
                // SAFETY: NUL-terminated by the call.
                let text = unsafe { CStr::from_ptr(error.as_ptr()) };
                p.inner_message
                    .set(Some(text.to_string_lossy().into_owned()));
            }
        }
        p.released_under_call.set(p.releases.get() > 0);
        // SAFETY: `out` is a released struct the caller owns.
        unsafe { out.write(int64_batch().read()) };
    } else {
        // SAFETY: as above; a released array is the end of the stream.
        unsafe { out.write(std::mem::MaybeUninit::<Array>::zeroed().assume_init()) };
    }
    0
}

unsafe extern "C" fn get_last_error(_: *mut Stream) -> *const c_char {
    ptr::null()
}

unsafe extern "C" fn release_stream(stream: *mut Stream) {
    let p = producer_of(stream);
    p.releases.set(p.releases.get() + 1);
    // SAFETY: the struct being released.
    unsafe { (*stream).release = None };
}

/// A producer in `mode` and its stream struct (both leaked: the producer
/// outlives every copy of the struct).
fn stream_of(mode: Mode) -> (&'static Producer, Stream) {
    let producer: &'static Producer = Box::leak(Box::new(Producer {
        mode,
        reader: Cell::new(ptr::null_mut()),
        exported: Cell::new(ptr::null_mut()),
        boxed: Cell::new(ptr::null_mut()),
        calls: Cell::new(0),
        releases: Cell::new(0),
        inner_status: Cell::new(1234),
        inner_message: Cell::new(None),
        released_under_call: Cell::new(false),
    }));
    let stream = Stream {
        get_schema: Some(get_schema),
        get_next: Some(get_next),
        get_last_error: Some(get_last_error),
        release: Some(release_stream),
        private_data: ptr::from_ref(producer).cast_mut().cast(),
    };
    (producer, stream)
}

/// A reader over a new producer in `mode`.
fn reader_of(mode: Mode) -> (&'static Producer, *mut IrxRbStreamReader) {
    let (producer, mut stream) = stream_of(mode);
    let mut reader: *mut IrxRbStreamReader = ptr::null_mut();
    // SAFETY: a live stream struct; `reader` writable.
    let status = unsafe {
        irx_rb_stream_reader_import(
            ptr::from_mut(&mut stream).cast::<FFI_ArrowArrayStream>(),
            &mut reader,
        )
    };
    assert_eq!(status, IRX_OK, "{}", rb_error());
    producer.reader.set(reader);
    (producer, reader)
}

/// Reads the reader's one batch (checking its last value) and its end.
fn read_all(reader: *mut IrxRbStreamReader) {
    let mut batch: *mut IrxRbBatch = ptr::null_mut();
    // SAFETY: a live reader; `batch` writable.
    let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
    assert_eq!(status, IRX_OK, "{}", rb_error());
    let mut value = 0;
    // SAFETY: the batch just read.
    unsafe {
        assert_eq!(irx_rb_batch_get_int64(batch, 0, 2, &mut value), IRX_OK);
        irx_rb_batch_release(batch);
    }
    assert_eq!(value, 3);
    // SAFETY: as above.
    let status = unsafe { irx_rb_stream_reader_next_batch(reader, &mut batch) };
    assert_eq!(status, IRX_EOF);
}

/// The close from inside `get_next` is refused: the producer is not
/// released under its own call, the outer read goes on, and the reader
/// closes normally afterwards (the producer released once).
#[test]
fn producer_closing_its_reader_inside_get_next_is_refused() {
    let (producer, reader) = reader_of(Mode::Close);
    read_all(reader);
    let inner = producer
        .inner_message
        .take()
        .expect("get_next ran the close");
    assert!(inner.contains("stream reader is in use"), "{inner}");
    assert!(!producer.released_under_call.get());
    assert_eq!(producer.releases.get(), 0);
    // SAFETY: the reader, still live and the test's.
    unsafe { irx_rb_stream_reader_close(reader) };
    assert_eq!(rb_error(), "");
    assert_eq!(producer.releases.get(), 1);
}

/// The read from inside `get_next` is refused with `IRX_ERR_INVALID`
/// (never a second `get_next` under the first); the outer read goes on.
#[test]
fn producer_reading_its_reader_inside_get_next_is_refused() {
    let (producer, reader) = reader_of(Mode::Read);
    read_all(reader);
    assert_eq!(producer.inner_status.get(), IRX_ERR_INVALID);
    let inner = producer
        .inner_message
        .take()
        .expect("get_next ran the read");
    assert!(inner.contains("stream reader is in use"), "{inner}");
    assert_eq!(producer.calls.get(), 2, "one get_next per outer read");
    // SAFETY: as above.
    unsafe { irx_rb_stream_reader_close(reader) };
    assert_eq!(producer.releases.get(), 1);
}

/// A reader exported as a C stream: `reader` over the producer, the
/// producer told about the exported stream.
fn exported_of(mode: Mode) -> (&'static Producer, Box<Stream>) {
    let (producer, reader) = reader_of(mode);
    let mut exported = Box::new(Stream {
        get_schema: None,
        get_next: None,
        get_last_error: None,
        release: None,
        private_data: ptr::null_mut(),
    });
    let out = ptr::from_mut(exported.as_mut());
    // SAFETY: a live reader; `out` a released struct.
    let status = unsafe { irx_rb_stream_reader_export(reader, out.cast::<FFI_ArrowArrayStream>()) };
    assert_eq!(status, IRX_OK, "{}", rb_error());
    // SAFETY: the reader stays the test's to close.
    unsafe { irx_rb_stream_reader_close(reader) };
    producer.exported.set(out);
    (producer, exported)
}

/// The exported stream released from inside its own `get_next`: the
/// release takes effect for the caller at once, but the producer is
/// released only when the running call returns, and that call reports
/// the end of the stream.
#[test]
fn exported_stream_released_inside_its_get_next_outlives_the_call() {
    let (producer, mut exported) = exported_of(Mode::ReleaseExported);
    let stream = ptr::from_mut(exported.as_mut());
    let mut array = std::mem::MaybeUninit::<Array>::zeroed();
    // SAFETY: the live exported stream; `array` a released struct.
    let status = unsafe { (exported.get_next.expect("live"))(stream, array.as_mut_ptr()) };
    assert_eq!(status, 0);
    // SAFETY: written by the call.
    let array = unsafe { array.assume_init() };
    assert!(array.release.is_none(), "the end of the stream");
    assert!(exported.release.is_none(), "released by the producer");
    assert!(!producer.released_under_call.get());
    assert_eq!(producer.releases.get(), 1, "released after the call");
}

/// The exported stream read again from inside its own `get_next`: the
/// inner call fails with `EINVAL` and says why; the outer one goes on.
#[test]
fn exported_stream_read_inside_its_get_next_is_refused() {
    let (producer, mut exported) = exported_of(Mode::ReadExported);
    let stream = ptr::from_mut(exported.as_mut());
    let mut array = std::mem::MaybeUninit::<FFI_ArrowArray>::zeroed();
    // SAFETY: the live exported stream; `array` a released struct.
    let status = unsafe { (exported.get_next.expect("live"))(stream, array.as_mut_ptr().cast()) };
    assert_eq!(status, 0);
    // SAFETY: written by the call: a live array of the batch.
    let array = unsafe { array.assume_init() };
    assert_eq!(array.len(), 3);
    drop(array);
    assert_eq!(producer.inner_status.get(), libc::EINVAL);
    let inner = producer
        .inner_message
        .take()
        .expect("get_next ran the read");
    assert!(inner.contains("re-entered"), "{inner}");
    // SAFETY: live; released once here.
    unsafe { (exported.release.expect("live"))(stream) };
    assert_eq!(producer.releases.get(), 1);
}

/// The checked layer's reader box destroyed from inside its producer's
/// `get_next`: refused (the box and its reader stay), the read goes on.
#[test]
fn producer_destroying_its_reader_box_inside_get_next_is_refused() {
    let (producer, mut stream) = stream_of(Mode::DestroyBox);
    let mut error = [0 as c_char; 1024];
    let mut boxed: *mut IrxRbApiReader = ptr::null_mut();
    let message = |error: &[c_char; 1024]| {
        // SAFETY: NUL-terminated by the call that took it.
        unsafe { CStr::from_ptr(error.as_ptr()) }
            .to_string_lossy()
            .into_owned()
    };
    // SAFETY: out pointers and buffers valid; the stream struct live.
    unsafe {
        assert_eq!(
            irx_rb_api_reader_new(&mut boxed, error.as_mut_ptr()),
            IRX_OK
        );
        let address = ptr::from_mut(&mut stream) as i64;
        let status = irx_rb_api_reader_import(boxed, address, error.as_mut_ptr());
        assert_eq!(status, IRX_OK, "{}", message(&error));
    }
    producer.boxed.set(boxed);
    let mut result = 99;
    // SAFETY: as above.
    let status = unsafe { irx_rb_api_reader_next(boxed, &mut result, error.as_mut_ptr()) };
    assert_eq!(status, IRX_OK, "{}", message(&error));
    assert_eq!(result, IRX_OK);
    assert_eq!(producer.inner_status.get(), IRX_ERR_INVALID);
    let inner = producer
        .inner_message
        .take()
        .expect("get_next ran the destroy");
    assert!(inner.contains("reader box is in use"), "{inner}");
    assert_eq!(producer.releases.get(), 0);
    // SAFETY: as above; the box is still the test's.
    unsafe {
        assert_eq!(
            irx_rb_api_reader_next(boxed, &mut result, error.as_mut_ptr()),
            IRX_OK
        );
        assert_eq!(result, IRX_EOF);
        assert_eq!(irx_rb_api_reader_destroy(boxed, error.as_mut_ptr()), IRX_OK);
    }
    assert_eq!(producer.releases.get(), 1);
}

// ---------------------------------------------------------------------------
// Item 1: type descriptors.

fn int64_type() -> *mut IrxRbType {
    irx_type_primitive(IrxColumnType::IRX_COL_INT64 as c_int)
}

crate::limited_test!(type_descriptors_nested_past_64_levels_are_refused, {
    let mut t = int64_type();
    let mut levels = 1;
    for _ in 0..100_000 {
        // SAFETY: `t` is a live descriptor.
        let next = unsafe { irx_type_list(t) };
        if next.is_null() {
            break;
        }
        // SAFETY: as above; the list holds its own copy.
        unsafe { irx_type_release(t) };
        t = next;
        levels += 1;
    }
    assert_eq!(levels, 64, "list<...<int64>> of 64 levels is the deepest");
    let message = rb_error();
    assert!(
        message.contains("nested deeper than 64 levels"),
        "{message}"
    );
    let names = [c"a".as_ptr()];
    let fields = [t.cast_const()];
    // SAFETY: arrays of one entry.
    assert!(unsafe { irx_type_struct(names.as_ptr(), fields.as_ptr(), 1) }.is_null());
    assert!(rb_error().contains("nested deeper than 64 levels"));
    // SAFETY: the deepest descriptor; dropping it recurses 64 levels only.
    unsafe { irx_type_release(t) };
});

// Two copies of the last struct, 40 times over: 2^41 nodes described in
// 40 calls. Refused at 2^20; a schema sharing a large descriptor too.
crate::limited_test!(type_descriptors_sharing_past_2_pow_20_nodes_are_refused, {
    let names = [c"a".as_ptr(), c"b".as_ptr()];
    let mut t = int64_type();
    let mut made = 0;
    let mut half = ptr::null_mut();
    for _ in 0..40 {
        let fields = [t.cast_const(), t.cast_const()];
        // SAFETY: arrays of two entries.
        let next = unsafe { irx_type_struct(names.as_ptr(), fields.as_ptr(), 2) };
        if next.is_null() {
            break;
        }
        made += 1;
        if t != half {
            // SAFETY: live; the struct holds its own copy.
            unsafe { irx_type_release(t) };
        }
        if made == 18 {
            // 2^19 - 1 nodes: kept for the schema below.
            half = next;
        }
        t = next;
    }
    // The k-th struct has 2^(k+1) - 1 nodes: the 20th (2^21 - 1) is refused.
    assert_eq!(made, 19);
    let message = rb_error();
    assert!(
        message.contains("more than 1048576 type nodes"),
        "{message}"
    );

    let mut schema: *mut IrxRbSchema = ptr::null_mut();
    // SAFETY: `schema` writable; the descriptor is live.
    unsafe {
        assert_eq!(irx_rb_schema_create(&mut schema), IRX_OK);
        assert_eq!(
            irx_rb_schema_add_field2(schema, c"a".as_ptr(), half, 1),
            IRX_OK
        );
        assert_eq!(
            irx_rb_schema_add_field2(schema, c"b".as_ptr(), half, 1),
            IRX_OK
        );
        assert_eq!(
            irx_rb_schema_add_field2(schema, c"c".as_ptr(), half, 1),
            IRX_ERR_INVALID
        );
    }
    let message = rb_error();
    assert!(
        message.contains("more than 1048576 type nodes"),
        "{message}"
    );
    // The two fields that fit still make a builder (a million columns).
    let mut builder = ptr::null_mut();
    // SAFETY: a live schema; `builder` writable.
    unsafe {
        assert_eq!(
            irx_rb_builder_create(schema, &mut builder),
            IRX_OK,
            "{}",
            rb_error()
        );
        irx_rb_builder_release(builder);
        irx_rb_schema_release(schema);
        irx_type_release(t);
        if half != t {
            irx_type_release(half);
        }
    }
});

// Fuzz findings (`cdata_nested`): arrow-rs reads a C schema's format and
// name as UTF-8 and a nested type's children by position, and panics on
// either; the guard turned that into an "internal error". Each is now
// refused by the schema check, with what is wrong, before arrow-rs reads
// the struct.
#[test]
fn malformed_c_schemas_are_refused_before_arrow_reads_them() {
    let mut arena = Arena::default();
    let int64 = |arena: &mut Arena| arena.schema(c"l", vec![]);
    let cases: Vec<(*mut Schema, &str)> = vec![
        (arena.schema(c"\xfa", vec![]), "format is not UTF-8"),
        (arena.schema(c"+w:0", vec![]), "needs 1 child(ren), has 0"),
        (arena.schema(c"+l", vec![]), "needs 1 child(ren), has 0"),
        (arena.schema(c"+vL", vec![]), "needs 1 child(ren), has 0"),
        (arena.schema(c"+m", vec![]), "needs 1 child(ren), has 0"),
        {
            let values = int64(&mut arena);
            (
                arena.schema(c"+r", vec![values]),
                "needs 2 child(ren), has 1",
            )
        },
        {
            let bad = arena.schema(c"l", vec![]);
            // SAFETY: a struct of the arena, not yet handed out.
            unsafe { (*bad).name = c"\xff\xfe".as_ptr() };
            (bad, "name is not UTF-8")
        },
    ];
    for (root, expected) in cases {
        // A record batch's schema is a struct of columns.
        let root = arena.schema(c"+s", vec![root]);
        let mut out: *mut IrxRbSchema = ptr::null_mut();
        // SAFETY: a live tree of the arena; `out` writable.
        let status = unsafe { irx_rb_schema_import(root.cast::<FFI_ArrowSchema>(), &mut out) };
        let message = rb_error();
        assert_eq!(status, IRX_ERR_INVALID, "{expected}: {message}");
        assert!(message.contains(expected), "{expected}: {message}");
        assert!(!message.contains("panic"), "{message}");
        assert!(out.is_null());
    }
}

// Fuzz finding (`cdata_nested`): a utf8 or binary column whose offsets go
// negative. arrow-rs sizes the values buffer by the last offset it reads,
// so -5 became a buffer of about 2^63 bytes (a debug assertion in
// arrow-buffer; undefined behaviour in the release archive). The offsets
// the import reads are checked first.
crate::limited_test!(negative_utf8_and_binary_offsets_are_refused, {
    static OFFSETS_32: [i32; 3] = [0, 2, -5];
    static OFFSETS_64: [i64; 3] = [0, 2, -5];
    static FALLING_32: [i32; 3] = [4, 2, 1];
    static TEXT: [u8; 4] = *b"abcd";
    let cases: [(&'static CStr, *const c_void, &str); 4] = [
        (c"u", OFFSETS_32.as_ptr().cast(), "offsets 0..-5"),
        (c"z", OFFSETS_32.as_ptr().cast(), "offsets 0..-5"),
        (c"Z", OFFSETS_64.as_ptr().cast(), "offsets 0..-5"),
        (c"u", FALLING_32.as_ptr().cast(), "offsets 4..1"),
    ];
    for (format, offsets, expected) in cases {
        let mut arena = Arena::default();
        let column = arena.schema(format, vec![]);
        let schema = arena.schema(c"+s", vec![column]);
        let values = array(2, vec![ptr::null(), offsets, TEXT.as_ptr().cast()], vec![]);
        let batch = array(2, vec![ptr::null()], vec![values]);
        refused_import(batch, schema, expected);
    }
});
