//! Released array handles lend their memory to the next ones (a bounded
//! spare list, issue 32): from several threads at once, batches larger than
//! the list, each handle reads its own array (never a former occupant's),
//! and each producer's release callback runs exactly once, at the release
//! of its handle.

mod common;

use std::ffi::c_void;
use std::ptr;
use std::sync::atomic::{AtomicU32, Ordering};

use irx_abi::cdata::{ArrowArray as CArray, ArrowSchema as CSchema};
use irx_runtime::arrow::array::{
    irx_arrow_array_length, irx_arrow_array_release, irx_arrow_array_value_int,
};
use irx_runtime::arrow::import::irx_arrow_array_import_move;

const THREADS: usize = 4;
const ROUNDS: usize = 3;
/// More than the spare list keeps (1,024): both of its ends are used.
const BATCH: usize = 1500;

/// One producer array: its values and how often its release ran.
struct Source {
    values: [i64; 3],
    buffers: [*const c_void; 2],
    releases: AtomicU32,
}

unsafe extern "C" fn release_array(array: *mut CArray) {
    // SAFETY: `private_data` is the `Source` the array was made from, which
    // outlives every handle (checked below).
    unsafe {
        let source = &*(*array).private_data.cast::<Source>();
        source.releases.fetch_add(1, Ordering::SeqCst);
        (*array).release = None;
    }
}

unsafe extern "C" fn release_schema(schema: *mut CSchema) {
    // SAFETY: the struct the callback was installed on.
    unsafe { (*schema).release = None };
}

fn structs(source: &mut Source) -> (CArray, CSchema) {
    source.buffers = [ptr::null(), source.values.as_ptr().cast::<c_void>()];
    let private = ptr::from_mut(source).cast::<c_void>();
    common::cdata::int64_producer(
        3,
        source.buffers.as_mut_ptr(),
        release_array,
        release_schema,
        private,
    )
}

fn one_thread(thread: usize) {
    for round in 0..ROUNDS {
        let mut sources: Vec<Source> = (0..BATCH)
            .map(|i| {
                let tag = ((thread * ROUNDS + round) * BATCH + i) as i64;
                Source {
                    values: [tag, -tag, tag * 2],
                    buffers: [ptr::null(); 2],
                    releases: AtomicU32::new(0),
                }
            })
            .collect();
        let mut handles = Vec::with_capacity(BATCH);
        for source in &mut sources {
            let (mut array, mut schema) = structs(source);
            let mut out = ptr::null_mut();
            // SAFETY: valid, initialised, writable structs and out slot.
            let status = unsafe {
                irx_arrow_array_import_move(
                    (&raw mut array).cast(),
                    (&raw mut schema).cast(),
                    &mut out,
                )
            };
            assert_eq!(status, 0);
            assert!(array.release.is_none() && schema.release.is_none());
            handles.push(out);
        }
        for (source, &handle) in sources.iter().zip(&handles) {
            // SAFETY: live handles from the imports above.
            unsafe {
                assert_eq!(irx_arrow_array_length(handle), 3);
                for (i, &want) in source.values.iter().enumerate() {
                    let mut got = 0;
                    assert_eq!(irx_arrow_array_value_int(handle, i as i64, &mut got), 0);
                    assert_eq!(got, want, "element {i} of its own array");
                }
            }
            assert_eq!(source.releases.load(Ordering::SeqCst), 0, "not before");
        }
        for (source, handle) in sources.iter().zip(handles) {
            // SAFETY: the handle's one reference, given up here.
            unsafe { irx_arrow_array_release(handle) };
            assert_eq!(
                source.releases.load(Ordering::SeqCst),
                1,
                "released with its handle, once"
            );
        }
    }
}

#[test]
fn reused_handles_read_their_own_arrays_and_release_once() {
    let threads: Vec<_> = (0..THREADS)
        .map(|t| std::thread::spawn(move || one_thread(t)))
        .collect();
    for t in threads {
        t.join().expect("a thread failed");
    }
}
