//! `irx_arrow_array_import_move` is all or nothing (issue 12, item 9): a
//! panic injected at every step either leaves both of the producer's
//! structs untouched (before anything is moved) or has consumed both, each
//! release callback run exactly once; never one moved and the other not.

#![cfg(feature = "fault-injection")]

mod common;

use std::ffi::c_void;
use std::ptr;
use std::sync::atomic::{AtomicUsize, Ordering};

use irx_abi::cdata::{ArrowArray as CArray, ArrowSchema as CSchema};
use irx_runtime::arrow::array::irx_arrow_array_release;
use irx_runtime::arrow::import::irx_arrow_array_import_move;
use irx_runtime::fault::panic_at;

static VALUES: [i64; 4] = [1, 2, 3, 4];

/// How often each release callback ran: `[array, schema]`.
static RELEASES: [AtomicUsize; 2] = [const { AtomicUsize::new(0) }; 2];

unsafe extern "C" fn release_array(array: *mut CArray) {
    RELEASES[0].fetch_add(1, Ordering::SeqCst);
    // SAFETY: the struct the callback was installed on.
    unsafe { (*array).release = None };
}

unsafe extern "C" fn release_schema(schema: *mut CSchema) {
    RELEASES[1].fetch_add(1, Ordering::SeqCst);
    // SAFETY: as above.
    unsafe { (*schema).release = None };
}

struct Producer {
    buffers: Box<[*const c_void; 2]>,
    array: CArray,
    schema: CSchema,
}

fn producer() -> Producer {
    let mut buffers = Box::new([ptr::null(), VALUES.as_ptr().cast::<c_void>()]);
    let (array, schema) = common::cdata::int64_producer(
        4,
        buffers.as_mut_ptr(),
        release_array,
        release_schema,
        ptr::null_mut(),
    );
    Producer {
        buffers,
        array,
        schema,
    }
}

fn releases() -> (usize, usize) {
    (
        RELEASES[0].load(Ordering::SeqCst),
        RELEASES[1].load(Ordering::SeqCst),
    )
}

#[test]
fn every_step_is_all_or_nothing() {
    let steps = [
        ("import_move: validated", false),
        ("import_move: both moved", true),
        ("import_move: adopted", true),
    ];
    for (step, consumed) in steps {
        let mut p = producer();
        let before = releases();
        let mut out = ptr::dangling_mut();
        panic_at(step);
        // SAFETY: valid, initialised, writable structs and out slot.
        let status = unsafe {
            irx_arrow_array_import_move(
                (&raw mut p.array).cast(),
                (&raw mut p.schema).cast(),
                &mut out,
            )
        };
        assert_eq!(status, irx_abi::status::EINVAL, "{step}");
        assert!(out.is_null(), "{step}");
        let (arrays, schemas) = (releases().0 - before.0, releases().1 - before.1);
        if consumed {
            assert_eq!(
                (arrays, schemas),
                (1, 1),
                "{step}: each release exactly once"
            );
            assert!(
                p.array.release.is_none() && p.schema.release.is_none(),
                "{step}"
            );
        } else {
            assert_eq!((arrays, schemas), (0, 0), "{step}: nothing touched");
            assert!(
                p.array.release.is_some() && p.schema.release.is_some(),
                "{step}"
            );
            // Still the caller's: a successful move takes them now.
            // SAFETY: as above.
            let status = unsafe {
                irx_arrow_array_import_move(
                    (&raw mut p.array).cast(),
                    (&raw mut p.schema).cast(),
                    &mut out,
                )
            };
            assert_eq!(status, 0);
            assert_eq!(
                releases().1 - before.1,
                1,
                "the schema is released by the move"
            );
            // SAFETY: the handle the move returned.
            unsafe { irx_arrow_array_release(out) };
            assert_eq!(
                releases().0 - before.0,
                1,
                "the array is released with the handle"
            );
        }
        drop(p.buffers);
    }
}
