//! The C Data imports of nested schemas and arrays: the input is decoded
//! (`arbitrary`) into a tree (irx_runtime_fuzz::cdata_gen: structs, lists,
//! maps, fixed-size lists, dictionaries and plain columns at any depth and
//! width, with any lengths, offsets, null counts and child counts, built
//! as an honest producer would lay out its buffers) and handed to
//! `irx_rb_schema_import`, `irx_rb_batch_import`,
//! `irx_arrow_table_import_batch` (then the table's follow-up operations)
//! or the arrow family's `irx_arrow_schema_import_copy` /
//! `irx_arrow_array_import_copy`.
//!
//! Every call must return a status with the last-error message set on
//! failure and empty on success, never panic or allocate what a length
//! claims; a tree nested past 64 levels must be refused; a moved struct's
//! release callback must run exactly once, and a copy must leave it alone.

#![no_main]

use std::ptr;
use std::sync::atomic::Ordering;

use arbitrary::Arbitrary;
use irx_abi::native::IRX_OK;
use irx_runtime::arrow::import::*;
use irx_runtime::arrow::irx_arrow_last_error;
use irx_runtime::arrow::schema::irx_arrow_schema_release;
use irx_runtime::frame::transfer::irx_arrow_table_import_batch;
use irx_runtime::rb::batch::*;
use irx_runtime::rb::cdata::*;
use irx_runtime::rb::schema::irx_rb_schema_release;
use irx_runtime_fuzz::cdata_gen::{ARRAY_RELEASES, Batch, SCHEMA_RELEASES, Tree};
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
enum Import {
    Schema,
    Batch,
    Table {
        write: bool,
    },
    /// The arrow family's copies of the first field (they take no
    /// ownership).
    ArrowCopy,
}

#[derive(Arbitrary, Debug)]
struct Case {
    import: Import,
    batch: Batch,
}

/// The C Data imports refuse trees nested deeper than this.
const MAX_DEPTH: usize = 64;

fuzz_target!(|case: Case| {
    limit_expansion();
    let mut tree = Tree::build(&case.batch);
    let too_deep = !case.batch.fields.is_empty() && case.batch.deep.0 > MAX_DEPTH + 1;
    let schema: *mut _ = &mut **tree.schema.as_mut().unwrap();
    let array: *mut _ = &mut **tree.array.as_mut().unwrap();
    let (arrays0, schemas0) = (
        ARRAY_RELEASES.load(Ordering::Relaxed),
        SCHEMA_RELEASES.load(Ordering::Relaxed),
    );
    let refused = |status: i32, call: &str| {
        assert!(
            !too_deep || status < 0,
            "{call} accepted a tree nested {} levels deep",
            case.batch.deep.0
        );
    };
    // SAFETY: `schema` and `array` are live C Data structs whose buffers,
    // children and strings `tree` owns until the end of this function,
    // after every handle made from them is released.
    unsafe {
        match case.import {
            Import::Schema => {
                let mut out = ptr::null_mut();
                let status = irx_rb_schema_import(schema.cast(), &mut out);
                rb_last_error(status, "schema_import");
                refused(status, "schema_import");
                assert!(
                    (*schema).release.is_none(),
                    "schema_import left the schema live"
                );
                irx_rb_schema_release(out);
            }
            Import::Batch => {
                let mut out = ptr::null_mut();
                let status = irx_rb_batch_import(array.cast(), schema.cast(), &mut out);
                rb_last_error(status, "batch_import");
                refused(status, "batch_import");
                assert!(
                    (*schema).release.is_none() && (*array).release.is_none(),
                    "batch_import left an input live"
                );
                if status == IRX_OK {
                    let rows = irx_rb_batch_num_rows(out);
                    assert!(rows >= 0);
                    for col in 0..irx_rb_batch_num_columns(out).min(4) {
                        for row in 0..rows.min(4) {
                            let mut is_null = 0;
                            assert_eq!(irx_rb_batch_is_null(out, col, row, &mut is_null), IRX_OK);
                        }
                    }
                    irx_rb_batch_release(out);
                }
            }
            Import::Table { write } => {
                let mut table = ptr::null_mut();
                let status = irx_arrow_table_import_batch(array.cast(), schema.cast(), &mut table);
                check_last_error(irx_arrow_last_error(), status < 0, "table_import_batch");
                refused(status, "table_import_batch");
                assert!(
                    (*schema).release.is_none() && (*array).release.is_none(),
                    "table_import_batch left an input live"
                );
                if status == IRX_OK {
                    exercise_table(table, write);
                }
            }
            Import::ArrowCopy => {
                // The arrow family imports one flat array: the first field
                // (the root, a struct, is refused).
                let (s0, a0) = if (*schema).n_children > 0 && (*array).n_children > 0 {
                    (*(*schema).children, *(*array).children)
                } else {
                    (schema, array)
                };
                let mut s = ptr::null_mut();
                let status = irx_arrow_schema_import_copy(s0.cast_const().cast(), &mut s);
                check_last_error(
                    irx_arrow_last_error(),
                    status != 0,
                    "arrow_schema_import_copy",
                );
                irx_arrow_schema_release(s);
                let mut a = ptr::null_mut();
                let status = irx_arrow_array_import_copy(
                    a0.cast_const().cast(),
                    s0.cast_const().cast(),
                    &mut a,
                );
                check_last_error(
                    irx_arrow_last_error(),
                    status != 0,
                    "arrow_array_import_copy",
                );
                irx_runtime::arrow::array::irx_arrow_array_release(a);
                assert!(
                    (*schema).release.is_some() && (*array).release.is_some(),
                    "a copy released its input"
                );
            }
        }
        // What the runtime moved has been released exactly once (by now:
        // every handle sharing the buffers is gone); what it did not move
        // is still the caller's.
        let moved_schema = !matches!(case.import, Import::ArrowCopy);
        let moved_array = matches!(case.import, Import::Batch | Import::Table { .. });
        assert_eq!(
            SCHEMA_RELEASES.load(Ordering::Relaxed) - schemas0,
            usize::from(moved_schema),
            "schema releases"
        );
        assert_eq!(
            ARRAY_RELEASES.load(Ordering::Relaxed) - arrays0,
            usize::from(moved_array),
            "array releases"
        );
        if let Some(release) = (*schema).release {
            release(schema);
        }
        if let Some(release) = (*array).release {
            release(array);
        }
    }
    drop(tree);
});
