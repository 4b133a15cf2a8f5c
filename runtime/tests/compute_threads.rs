//! Compute kernels with large chunks split across the worker pool (issue
//! 32 item 7), through `irx_arrow_column_compute`, in a test binary of its
//! own whose tests run one at a time in a process (`SERIAL`): thread counts
//! (`/proc/self/task`) are then the running test's alone.
//!
//! What it shows: a pool of 1 starting no thread, nor a pool of 2 for
//! columns below the threshold (one value, or 2^18 - 1); `sum`, `mean`,
//! `min`, `max` of int64, float64 and float32 and
//! `add_checked`/`multiply_checked` of two int64 columns and `less`,
//! `equal`, `greater_equal` of two columns and of a column and a scalar
//! (their results' counts of valid and true rows), `divide_checked` by
//! a scalar and `negate_checked` (their results' valid rows, min, max,
//! sum; an overflow's status) giving, bit for
//! bit, the answers of one thread at 2 and 3 threads, for lengths around
//! the split threshold (2^18 values) and the pairwise blocks' edges, with
//! nulls (random; runs of valid values 1, 7, 8, 9, 15, 16, 17, ... long,
//! so that runs end at and beside the edges of blocks of 16 and of the
//! min/max lanes' eights; one null, so that one run spans every part; a
//! null half; all null; a chunk whose validity starts mid-byte), NaN,
//! -0.0 and infinities, and the checked integer sum overflowing (or coming
//! back just inside the range) exactly where one thread says it does.

mod common;

use common::columns::{Column, column};
use common::tasks;

use std::ffi::{CString, c_int};
use std::ptr;
use std::sync::{Arc, Mutex, MutexGuard};

use arrow_array::{Array, ArrayRef, Float32Array, Float64Array, Int64Array};
use irx_runtime::arrow::types::irx_arrow_type_id::{
    IRX_ARROW_TYPE_BOOL, IRX_ARROW_TYPE_FLOAT32, IRX_ARROW_TYPE_FLOAT64, IRX_ARROW_TYPE_INT64,
};
use irx_runtime::frame::compute::irx_arrow_column_compute;
use irx_runtime::pool::{irx_runtime_set_threads, irx_runtime_threads};

/// What one call answered: its status, its value (bits, valid) or column.
#[derive(Debug, PartialEq)]
enum Answer {
    Status(c_int),
    Value(u64, i32),
}

/// `kernel` of `lhs` (and `rhs`) at `type_id`: a value, or a column, or
/// the failed status.
fn call(
    kernel: &str,
    type_id: i32,
    lhs: &Column,
    rhs: Option<&Column>,
) -> (Answer, Option<Column>) {
    call_with(kernel, type_id, lhs, rhs, 0)
}

/// [`call`] with `scalar` (valid) as rhs when `rhs` is None.
fn call_with(
    kernel: &str,
    type_id: i32,
    lhs: &Column,
    rhs: Option<&Column>,
    scalar: u64,
) -> (Answer, Option<Column>) {
    let name = CString::new(kernel).unwrap();
    let (mut out, mut bits, mut valid) = (ptr::null_mut(), 0u64, 0i32);
    let rhs = rhs.map_or(ptr::null_mut(), |c| c.0);
    // SAFETY: live handles (or NULL), writable outputs.
    let status = unsafe {
        irx_arrow_column_compute(
            name.as_ptr(),
            type_id,
            lhs.0,
            0,
            0,
            rhs,
            scalar,
            1,
            &mut out,
            &mut bits,
            &mut valid,
        )
    };
    if status != 0 {
        return (Answer::Status(status), None);
    }
    if out.is_null() {
        (Answer::Value(bits, valid), None)
    } else {
        (Answer::Value(0, 0), Some(Column(out)))
    }
}

/// A fixed xorshift sequence.
fn xorshift(n: usize, mut x: u64) -> Vec<u64> {
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        })
        .collect()
}

/// `n` validity flags: runs of valid values of lengths around the edges
/// of the pairwise blocks (16) and the min/max lanes (8), and one much
/// longer, with one to three nulls between them.
fn edge_validity(n: usize) -> Vec<bool> {
    let runs = [
        1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 127, 128, 129, 1000, 70_001,
    ];
    let mut out = Vec::with_capacity(n);
    for k in 0.. {
        out.extend(std::iter::repeat_n(true, runs[k % runs.len()]));
        out.extend(std::iter::repeat_n(false, 1 + k % 3));
        if out.len() >= n {
            break;
        }
    }
    out.truncate(n);
    out
}

/// The inputs: (name, type id, column).
fn inputs() -> Vec<(String, i32, ArrayRef)> {
    let mut out: Vec<(String, i32, ArrayRef)> = Vec::new();
    let threshold = 1 << 18;
    let lengths = [
        threshold - 1,
        threshold,
        threshold + 1,
        threshold + 16 * 8 - 1,
        3 * (1 << 17) + 5,
        (1 << 20) + 77,
    ];
    let f64_type = IRX_ARROW_TYPE_FLOAT64 as i32;
    let i64_type = IRX_ARROW_TYPE_INT64 as i32;
    for &n in &lengths {
        let r = xorshift(n, 0x9e37_79b9_7f4a_7c15 ^ n as u64);
        let floats: Vec<f64> = r.iter().map(|&v| (v >> 11) as f64 * 1e-9 - 4e6).collect();
        out.push((
            format!("f64 {n}"),
            f64_type,
            Arc::new(Float64Array::from(floats.clone())),
        ));
        // NaN, infinities, and -0.0 / 0.0 as the only minima and maxima.
        let mut odd = floats.clone();
        odd[n / 3] = f64::NAN;
        odd[n / 2] = f64::INFINITY;
        out.push((
            format!("f64 nan {n}"),
            f64_type,
            Arc::new(Float64Array::from(odd)),
        ));
        let zeros: Vec<f64> = r
            .iter()
            .map(|&v| if v & 1 == 0 { 0.0 } else { -0.0 })
            .collect();
        out.push((
            format!("f64 zeros {n}"),
            f64_type,
            Arc::new(Float64Array::from(zeros)),
        ));
        let nulls: Vec<Option<f64>> = floats
            .iter()
            .zip(&r)
            .map(|(&f, &v)| (v % 7 != 0).then_some(f))
            .collect();
        out.push((
            format!("f64 nulls {n}"),
            f64_type,
            Arc::new(Float64Array::from(nulls)),
        ));
        let ints: Vec<i64> = r.iter().map(|&v| (v as i64) >> 20).collect();
        out.push((
            format!("i64 {n}"),
            i64_type,
            Arc::new(Int64Array::from(ints.clone())),
        ));
        let wide: Vec<i64> = r.iter().map(|&v| v as i64).collect();
        out.push((
            format!("i64 wide {n}"),
            i64_type,
            Arc::new(Int64Array::from(wide)),
        ));
        let int_nulls: Vec<Option<i64>> = ints
            .iter()
            .zip(&r)
            .map(|(&i, &v)| (v % 5 != 0).then_some(i))
            .collect();
        out.push((
            format!("i64 nulls {n}"),
            i64_type,
            Arc::new(Int64Array::from(int_nulls)),
        ));
        // Nulls where the blocks of 16 and the eights end: runs of valid
        // values of these lengths, one to three nulls between them.
        let edges = edge_validity(n);
        let mut odd_nulls: Vec<Option<f64>> = floats
            .iter()
            .zip(&edges)
            .map(|(&f, &v)| v.then_some(f))
            .collect();
        out.push((
            format!("f64 edges {n}"),
            f64_type,
            Arc::new(Float64Array::from(odd_nulls.clone())),
        ));
        // The same from row 3 on: the validity bitmap then starts mid-byte.
        out.push((
            format!("f64 edges sliced {n}"),
            f64_type,
            Arc::new(Float64Array::from(odd_nulls.clone()).slice(3, n - 3)),
        ));
        // NaN, -0.0 and 0.0 among the valid values (and beside nulls).
        for (i, v) in odd_nulls.iter_mut().enumerate() {
            if let Some(f) = v {
                *f = match i % 97 {
                    0 => f64::NAN,
                    1 | 2 => -0.0,
                    3 => 0.0,
                    _ => *f,
                };
            }
        }
        out.push((
            format!("f64 edges nan {n}"),
            f64_type,
            Arc::new(Float64Array::from(odd_nulls)),
        ));
        // Positive (then negative) values and, now and then, 0.0 or -0.0:
        // the minimum (maximum) is a tie of zeros, so which zero is the
        // answer shows the order `min` (`max`) saw them in.
        for (sign, what) in [(1.0, "min"), (-1.0, "max")] {
            let zeros: Vec<f64> = r
                .iter()
                .enumerate()
                .map(|(i, &v)| match (i % 53, v & 1) {
                    (17, 0) => 0.0,
                    (17, _) => -0.0,
                    _ => sign * (1.0 + (v % 1000) as f64),
                })
                .collect();
            let with_edges: Vec<Option<f64>> = zeros
                .iter()
                .zip(&edges)
                .map(|(&f, &v)| v.then_some(f))
                .collect();
            out.push((
                format!("f64 edges zero {what} {n}"),
                f64_type,
                Arc::new(Float64Array::from(with_edges)),
            ));
            let mut one_null: Vec<Option<f64>> = zeros.into_iter().map(Some).collect();
            one_null[5] = None;
            out.push((
                format!("f64 one null zero {what} {n}"),
                f64_type,
                Arc::new(Float64Array::from(one_null)),
            ));
        }
        let f32_nulls: Vec<Option<f32>> = floats
            .iter()
            .zip(&edges)
            .map(|(&f, &v)| v.then_some(f as f32))
            .collect();
        out.push((
            format!("f32 edges {n}"),
            IRX_ARROW_TYPE_FLOAT32 as i32,
            Arc::new(Float32Array::from(f32_nulls)),
        ));
        let int_edges: Vec<Option<i64>> = ints
            .iter()
            .zip(&edges)
            .map(|(&i, &v)| v.then_some(i))
            .collect();
        out.push((
            format!("i64 edges {n}"),
            i64_type,
            Arc::new(Int64Array::from(int_edges)),
        ));
        // One null: one run of valid values across every part.
        let mut one_null: Vec<Option<f64>> = floats.iter().map(|&f| Some(f)).collect();
        one_null[5] = None;
        out.push((
            format!("f64 one null {n}"),
            f64_type,
            Arc::new(Float64Array::from(one_null.clone())),
        ));
        // The second half null: parts of nulls alone.
        one_null[n / 2..].iter_mut().for_each(|v| *v = None);
        out.push((
            format!("f64 null half {n}"),
            f64_type,
            Arc::new(Float64Array::from(one_null)),
        ));
        out.push((
            format!("f64 all null {n}"),
            f64_type,
            Arc::new(Float64Array::from(vec![None::<f64>; n])),
        ));
        out.push((
            format!("i64 all null {n}"),
            i64_type,
            Arc::new(Int64Array::from(vec![None::<i64>; n])),
        ));
        // Up to just below i64::MAX in the middle, then back: a sum that
        // stays in range; one more and it overflows in the middle.
        let mut near = vec![0i64; n];
        near[n / 2] = i64::MAX - 10;
        near[n / 2 + 1] = 10;
        near[n - 1] = -5;
        out.push((
            format!("i64 near {n}"),
            i64_type,
            Arc::new(Int64Array::from(near.clone())),
        ));
        near[n / 2 + 2] = 1;
        out.push((
            format!("i64 over {n}"),
            i64_type,
            Arc::new(Int64Array::from(near)),
        ));
    }
    out
}

/// Every answer for every input at the pool's size in force.
fn answers(inputs: &[(String, i32, ArrayRef)]) -> Vec<(String, Answer)> {
    let mut out = Vec::new();
    let mut previous: Option<(i32, usize, Column)> = None;
    for (name, type_id, array) in inputs {
        let c = column(array.clone());
        // Comparisons (IEEE for floats, arrow-ord's for integers), of the
        // column and the input before it (same type and length) and of
        // the column and a scalar (1.5 or 3): the result's count of
        // valid rows and of true ones.
        let scalar = match *type_id {
            t if t == IRX_ARROW_TYPE_INT64 as i32 => 3u64,
            t if t == IRX_ARROW_TYPE_FLOAT32 as i32 => u64::from(1.5f32.to_bits()),
            _ => 1.5f64.to_bits(),
        };
        let other = previous
            .as_ref()
            .filter(|(t, n, _)| t == type_id && *n == array.len());
        for kernel in ["less", "equal", "greater_equal"] {
            let mut results = vec![("scalar", call_with(kernel, *type_id, &c, None, scalar))];
            if let Some((_, _, other)) = other {
                results.push(("column", call(kernel, *type_id, &c, Some(other))));
            }
            for (what, (status, result)) in results {
                out.push((format!("{kernel} {what} {name} status"), status));
                if let Some(result) = result {
                    for reduce in ["count", "sum"] {
                        let bool_type = IRX_ARROW_TYPE_BOOL as i32;
                        let (got, _) = call(reduce, bool_type, &result, None);
                        out.push((format!("{reduce}({kernel} {what}) {name}"), got));
                    }
                }
            }
        }
        for kernel in ["sum", "mean", "min", "max", "count"] {
            out.push((
                format!("{kernel} {name}"),
                call(kernel, *type_id, &c, None).0,
            ));
        }
        if *type_id == IRX_ARROW_TYPE_INT64 as i32 {
            // Element-wise: the result column compared, row by row, with
            // the one-thread result's sum and count (and overflow).
            for kernel in ["add_checked", "multiply_checked"] {
                let (status, result) = call(kernel, *type_id, &c, Some(&c));
                out.push((format!("{kernel} {name} status"), status));
                if let Some(result) = result {
                    for reduce in ["count", "min", "max"] {
                        let (got, _) = call(reduce, *type_id, &result, None);
                        out.push((format!("{reduce}({kernel}) {name}"), got));
                    }
                }
            }
        }
        // divide_checked by a scalar (3 or 1.5) and negate_checked: the
        // result's valid rows, min, max and sum.
        for (kernel, by) in [("divide_checked", Some(scalar)), ("negate_checked", None)] {
            let (status, result) = match by {
                Some(by) => call_with(kernel, *type_id, &c, None, by),
                None => call(kernel, *type_id, &c, None),
            };
            out.push((format!("{kernel} {name} status"), status));
            if let Some(result) = result {
                for reduce in ["count", "min", "max", "sum"] {
                    let (got, _) = call(reduce, *type_id, &result, None);
                    out.push((format!("{reduce}({kernel}) {name}"), got));
                }
            }
        }
        previous = Some((*type_id, array.len(), c));
    }
    out
}

/// The tests of this binary one at a time, when the harness runs them as
/// threads of one process (cargo test; cargo-nextest gives each its own
/// process): the pool's size and the process's thread count are global.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A pool of 1 starts no thread, a pool of 2 none for columns below the
/// threshold, and pools of 2 and 3 exactly their threads for one above it.
#[test]
fn the_pool_starts_only_for_columns_above_the_threshold() {
    let _serial = serial();
    let inputs = inputs();
    let large: Vec<_> = inputs
        .iter()
        .filter(|(name, _, a)| a.len() >= 1 << 18 && name.starts_with("i64 "))
        .take(1)
        .cloned()
        .collect();
    assert_eq!(large.len(), 1);
    irx_runtime_set_threads(1);
    let before = tasks();
    answers(&large);
    assert_eq!(tasks(), before, "a pool of 1 started a thread");
    irx_runtime_set_threads(2);
    let small: Vec<_> = inputs
        .iter()
        .filter(|(_, _, a)| a.len() < 1 << 18)
        .cloned()
        .chain([(
            "f64 one value".to_string(),
            IRX_ARROW_TYPE_FLOAT64 as i32,
            Arc::new(Float64Array::from(vec![1.5])) as ArrayRef,
        )])
        .collect();
    assert!(small.len() > 1);
    answers(&small);
    assert_eq!(tasks(), before, "small columns started the pool");
    for threads in [2, 3] {
        irx_runtime_set_threads(threads);
        assert_eq!(irx_runtime_threads(), threads);
        answers(&large);
        assert_eq!(tasks(), before + threads as usize, "a pool of {threads}");
    }
    irx_runtime_set_threads(0);
}

/// Every answer for the inputs whose names `group` accepts is, at 2 and 3
/// threads, the one-thread answer. The inputs are split in three groups,
/// each a test, so that a harness running tests side by side (nextest)
/// runs the three at once.
fn split_kernels_answer_as_one_thread(group: fn(&str) -> bool) -> Vec<(String, Answer)> {
    let _serial = serial();
    let inputs: Vec<_> = inputs()
        .into_iter()
        .filter(|(name, _, _)| group(name))
        .collect();
    assert!(inputs.len() > 3);
    irx_runtime_set_threads(1);
    let one = answers(&inputs);
    for threads in [2, 3] {
        irx_runtime_set_threads(threads);
        assert_eq!(irx_runtime_threads(), threads);
        let many = answers(&inputs);
        assert_eq!(one.len(), many.len());
        for ((name, a), (_, b)) in one.iter().zip(&many) {
            assert_eq!(a, b, "{name} at {threads} threads");
        }
    }
    irx_runtime_set_threads(0);
    one
}

#[test]
fn split_kernels_answer_as_one_thread_f64_edges() {
    split_kernels_answer_as_one_thread(|name| name.starts_with("f64 edges"));
}

#[test]
fn split_kernels_answer_as_one_thread_other_f64() {
    split_kernels_answer_as_one_thread(|name| {
        name.starts_with("f64 ") && !name.starts_with("f64 edges")
    });
}

#[test]
fn split_kernels_answer_as_one_thread_i64_f32() {
    let one = split_kernels_answer_as_one_thread(|name| !name.starts_with("f64 "));
    // The overflow cases do fail, the near ones do not.
    let sums = |prefix: &'static str| {
        one.iter()
            .filter(move |(n, _)| n.starts_with(prefix))
            .map(|(_, a)| a)
    };
    assert!(
        sums("sum i64 over").count() > 0
            && sums("sum i64 over").all(|a| matches!(a, Answer::Status(_)))
    );
    assert!(sums("sum i64 near").count() > 0);
    assert!(sums("sum i64 near").all(|a| *a == Answer::Value(i64::MAX as u64 - 5, 1)));
}
