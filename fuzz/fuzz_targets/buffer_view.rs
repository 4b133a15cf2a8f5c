//! `irx_buffer_view_validate`, `irx_buffer_view_copy`, the contiguity
//! queries, `irx_buffer_view_new_owned` and owner retain/release on views a
//! hostile caller builds field by field.
//!
//! The view's `data` is NULL or points into a buffer this target allocated
//! with exactly the size the input asked for, and `shape`/`strides` are
//! NULL or really hold `ndim` entries: that is all the ABI asks of a caller.
//! `validate` cannot know how large the memory behind `data` is, so a view
//! that passes it but reaches past the end of the buffer is a broken caller
//! contract, not a runtime bug: such views are validated but never copied.
//! Everything else is checked against an independent model of the rules
//! (ABI.md §1), and every copy against an independent gather.

#![no_main]

use std::ffi::c_void;
use std::ptr;
use std::sync::atomic::{AtomicUsize, Ordering};

use irx_runtime::buffer::*;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

/// Copies larger than this are skipped (resource use, not correctness).
const COPY_CAP: i128 = 1 << 20;

static RELEASED: AtomicUsize = AtomicUsize::new(0);

extern "C" fn count_release(_context: *mut c_void) {
    RELEASED.fetch_add(1, Ordering::Relaxed);
}

fn last_error(failed: bool, call: &str) {
    // SAFETY: straight from the runtime.
    unsafe { check_last_error(irx_buffer_last_error(), failed, call) }
}

fn token_width(token: isize) -> Option<i64> {
    match token {
        1 | 2 | 6 => Some(1),
        3 | 7 => Some(2),
        4 | 8 | 10 => Some(4),
        5 | 9 | 11 => Some(8),
        _ => None,
    }
}

fn contiguous(axes: impl Iterator<Item = (i64, i64)>, width: i64) -> bool {
    let mut expected = i128::from(width);
    for (extent, stride) in axes {
        if i128::from(stride) != expected {
            return false;
        }
        expected = expected
            .saturating_mul(i128::from(extent.max(1)))
            .min(1 << 100);
    }
    true
}

#[derive(Debug, PartialEq)]
enum Verdict {
    Valid,
    Invalid,
    /// The runtime may refuse with EOVERFLOW where exact arithmetic would
    /// not (a prefix of the extent product or a stride reach over int64).
    Either,
}

struct Case {
    buf: Vec<u8>,
    view: BufferView,
    shape: Option<Vec<i64>>,
    strides: Option<Vec<i64>>,
}

/// The model of ABI.md §1's rules, in exact arithmetic.
fn model(c: &Case) -> Verdict {
    let v = &c.view;
    let ownership = v.flags
        & (IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_EXTERNAL_OWNER);
    let mutability = v.flags & (IRX_BUFFER_FLAG_READONLY | IRX_BUFFER_FLAG_WRITABLE);
    if ownership.count_ones() != 1 || mutability.count_ones() != 1 {
        return Verdict::Invalid;
    }
    if (ownership == IRX_BUFFER_FLAG_BORROWED) != v.owner.is_null() {
        return Verdict::Invalid;
    }
    if v.ndim < 0 {
        return Verdict::Invalid;
    }
    let empty = Vec::new();
    let (shape, strides) = match (&c.shape, &c.strides) {
        (Some(s), Some(t)) => (s, t),
        _ if v.ndim == 0 => (&empty, &empty),
        _ => return Verdict::Invalid,
    };
    let Some(count) = exact_count(shape) else {
        return Verdict::Invalid;
    };
    if count > i128::from(i64::MAX) {
        return Verdict::Invalid;
    }
    let mut either = false;
    let mut prefix: i128 = 1;
    for &e in shape {
        prefix = prefix.saturating_mul(i128::from(e)).min(1 << 100);
        either |= prefix > i128::from(i64::MAX);
    }
    if v.offset_bytes < 0 || (count > 0 && v.data.is_null()) {
        return Verdict::Invalid;
    }
    if let Some((low, high)) = exact_extent(shape, strides, v.offset_bytes) {
        let range = i128::from(i64::MIN)..=i128::from(i64::MAX);
        let reach_overflows = shape
            .iter()
            .zip(strides.iter())
            .any(|(&e, &s)| !range.contains(&(i128::from(e - 1) * i128::from(s))));
        if reach_overflows || !range.contains(&low) || !range.contains(&high) {
            either = true;
        } else if low < 0 {
            return Verdict::Invalid;
        }
    }
    if let Some(width) = token_width(v.dtype as isize) {
        let axes = || shape.iter().copied().zip(strides.iter().copied());
        let c_ok = contiguous(axes().rev(), width);
        let f_ok = contiguous(axes(), width);
        if (v.flags & IRX_BUFFER_FLAG_C_CONTIGUOUS != 0 && !c_ok)
            || (v.flags & IRX_BUFFER_FLAG_F_CONTIGUOUS != 0 && !f_ok)
        {
            return Verdict::Invalid;
        }
    }
    if either {
        Verdict::Either
    } else {
        Verdict::Valid
    }
}

/// Every element of a valid view lies inside `buf` (and the copy is small).
fn copyable(c: &Case) -> bool {
    let v = &c.view;
    let Some(width) = token_width(v.dtype as isize) else {
        return false;
    };
    let empty = Vec::new();
    let shape = c.shape.as_ref().unwrap_or(&empty);
    let strides = c.strides.as_ref().unwrap_or(&empty);
    let count = exact_count(shape).unwrap_or(0);
    if count * i128::from(width) > COPY_CAP {
        return false;
    }
    match exact_extent(shape, strides, v.offset_bytes) {
        None => true,
        Some((low, high)) => {
            v.data == c.buf.as_ptr() as *mut c_void
                && low >= 0
                && high + i128::from(width) <= c.buf.len() as i128
        }
    }
}

fn build(input: &mut Input, owner: *mut BufferOwner) -> Case {
    let len = input.below(512) as usize;
    let seed = input.u8();
    let buf: Vec<u8> = (0..len)
        .map(|i| (i as u8).wrapping_mul(31) ^ seed)
        .collect();
    let data = match input.u8() % 8 {
        0 => ptr::null_mut(),
        // A pointer nobody may read: only ever validated, never copied.
        1 => 0x10 as *mut c_void,
        _ => buf.as_ptr() as *mut c_void,
    };
    let dtype = match input.u8() % 16 {
        t @ 0..=12 => t as isize,
        13 => -1,
        14 => 0x1000,
        _ => input.i64() as isize,
    };
    let width = token_width(dtype).unwrap_or(1);
    let ndim = match input.u8() {
        n @ 0..=239 => i32::from(n % 6),
        n @ 240..=247 => i32::from(n - 234), // 6..=13
        248..=251 => -1,
        _ => i32::MIN,
    };
    let dims = ndim.max(0) as usize;
    let shape = (!input.is_empty() && !input.u8().is_multiple_of(16))
        .then(|| (0..dims).map(|_| input.dim()).collect());
    let strides =
        (!input.u8().is_multiple_of(16)).then(|| (0..dims).map(|_| input.stride(width)).collect());
    let offset_bytes = match input.u8() % 4 {
        0 => 0,
        1 | 2 => i64::from(input.u16() % 600),
        _ => input.dim(),
    };
    let flags = if input.bool() {
        let ownership = [
            IRX_BUFFER_FLAG_BORROWED,
            IRX_BUFFER_FLAG_OWNED,
            IRX_BUFFER_FLAG_EXTERNAL_OWNER,
        ];
        let mutability = [IRX_BUFFER_FLAG_READONLY, IRX_BUFFER_FLAG_WRITABLE];
        let layout = input.u8();
        ownership[input.below(3) as usize]
            | mutability[input.below(2) as usize]
            | i32::from(layout & 0x3) << 5
            | i32::from(layout & 0x4) << 5
    } else {
        input.i32()
    };
    let owner = match input.u8() % 4 {
        0 if flags & IRX_BUFFER_FLAG_BORROWED != 0 => ptr::null_mut(),
        0 | 1 => owner,
        2 => ptr::null_mut(),
        // Never a live handle: validate and copy must not dereference it.
        _ => 0x20 as *mut BufferOwner,
    };
    let mut case = Case {
        buf,
        view: BufferView {
            data,
            owner,
            dtype: dtype as *mut c_void,
            ndim,
            shape: ptr::null_mut(),
            strides: ptr::null_mut(),
            offset_bytes,
            flags,
        },
        shape,
        strides,
    };
    // The arrays live in `case` and are not resized afterwards.
    if let Some(s) = case.shape.as_mut() {
        case.view.shape = if s.is_empty() {
            ptr::NonNull::dangling().as_ptr()
        } else {
            s.as_mut_ptr()
        };
    }
    if let Some(s) = case.strides.as_mut() {
        case.view.strides = if s.is_empty() {
            ptr::NonNull::dangling().as_ptr()
        } else {
            s.as_mut_ptr()
        };
    }
    if case.data_is_buf() {
        case.view.data = case.buf.as_ptr() as *mut c_void;
    }
    case
}

impl Case {
    fn data_is_buf(&self) -> bool {
        !self.view.data.is_null() && self.view.data as usize != 0x10
    }
}

fn check_copy(c: &Case) {
    let mut out = BufferView {
        data: std::ptr::dangling_mut::<c_void>(),
        ..BufferView::EMPTY
    };
    // SAFETY: `c.view` is valid and every element lies in `c.buf`.
    let status = unsafe { irx_buffer_view_copy(&c.view, &mut out) };
    last_error(status != 0, "irx_buffer_view_copy");
    let width = token_width(c.view.dtype as isize).unwrap();
    let empty = Vec::new();
    let shape = c.shape.as_ref().unwrap_or(&empty);
    let strides = c.strides.as_ref().unwrap_or(&empty);
    if c_order_overflows(shape, width) {
        assert_eq!(status, -1, "copy made strides that overflow int64");
        assert!(out.data.is_null() && out.owner.is_null());
        return;
    }
    assert_eq!(
        status,
        0,
        "copy of a valid in-bounds view failed: {} {:?} {:?} {:?}",
        // SAFETY: straight from the runtime.
        unsafe { error_text(irx_buffer_last_error()) },
        c.view,
        c.shape,
        c.strides
    );
    assert_eq!(out.ndim, c.view.ndim);
    assert_eq!(out.dtype, c.view.dtype);
    assert!(!out.owner.is_null());
    assert_eq!(out.offset_bytes, 0);
    let want = IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_WRITABLE | IRX_BUFFER_FLAG_C_CONTIGUOUS;
    assert_eq!(out.flags & want, want, "copy flags {:#x}", out.flags);
    // SAFETY: a fresh owned view: its arrays hold ndim entries.
    assert_eq!(unsafe { irx_buffer_view_validate(&out) }, 0);
    let dims = shape.len();
    if dims > 0 {
        // SAFETY: ndim entries each.
        let (s, t) = unsafe {
            (
                std::slice::from_raw_parts(out.shape, dims),
                std::slice::from_raw_parts(out.strides, dims),
            )
        };
        assert_eq!(s, &shape[..]);
        assert!(contiguous(
            s.iter().copied().zip(t.iter().copied()).rev(),
            width
        ));
    }
    let mut n = 0usize;
    for_each_index(shape, |index| {
        let at = byte_offset(index, strides, c.view.offset_bytes) as usize;
        let w = width as usize;
        // SAFETY: the copy holds count * width bytes.
        let got = unsafe { std::slice::from_raw_parts(out.data.cast::<u8>().add(n * w), w) };
        assert_eq!(got, &c.buf[at..at + w], "element {index:?} copied wrong");
        n += 1;
    });
    // SAFETY: the copy's own reference.
    assert_eq!(unsafe { irx_buffer_view_release(&mut out) }, 0);
    assert!(out.owner.is_null());
}

fn check_new_owned(input: &mut Input) {
    let dtype = (input.u8() % 14) as isize;
    let ndim = i32::from(input.u8() % 5);
    let shape: Vec<i64> = (0..ndim).map(|_| input.dim()).collect();
    let width = token_width(dtype).unwrap_or(1);
    let bytes = exact_count(&shape).map(|c| c * i128::from(width));
    // A representable size above the cap would really be allocated.
    if matches!(bytes, Some(b) if b > COPY_CAP && b <= i128::from(i64::MAX)) {
        return;
    }
    let mut out = BufferView::EMPTY;
    out.data = std::ptr::dangling_mut::<c_void>();
    // SAFETY: `shape` holds ndim entries.
    let status = unsafe { irx_buffer_view_new_owned(dtype, ndim, shape.as_ptr(), &mut out) };
    last_error(status != 0, "irx_buffer_view_new_owned");
    let expect_ok = token_width(dtype).is_some() && matches!(bytes, Some(b) if b <= COPY_CAP);
    if !expect_ok {
        assert_ne!(status, 0, "new_owned accepted {dtype} {shape:?}");
        assert!(
            out.data.is_null() && out.owner.is_null(),
            "failed new_owned left output"
        );
        return;
    }
    // A prefix of the extent product may still overflow (e.g. [2^62, 4, 0]).
    if status != 0 {
        assert!(out.owner.is_null());
        return;
    }
    // SAFETY: fresh owned view.
    assert_eq!(unsafe { irx_buffer_view_validate(&out) }, 0);
    let n = (bytes.unwrap()) as usize;
    // SAFETY: n zeroed bytes.
    let data = unsafe { std::slice::from_raw_parts(out.data.cast::<u8>(), n) };
    assert!(data.iter().all(|&b| b == 0), "owned storage not zeroed");
    // SAFETY: its own reference.
    assert_eq!(unsafe { irx_buffer_view_release(&mut out) }, 0);
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let before = RELEASED.load(Ordering::Relaxed);
    let mut owner = ptr::null_mut();
    // SAFETY: valid out pointer.
    assert_eq!(
        unsafe { irx_buffer_owner_external_new(ptr::null_mut(), Some(count_release), &mut owner) },
        0
    );

    let case = build(&mut input, owner);
    let verdict = model(&case);
    // SAFETY: shape/strides are NULL or hold ndim entries; nothing else is read.
    let status = unsafe { irx_buffer_view_validate(&case.view) };
    last_error(status != 0, "irx_buffer_view_validate");
    match verdict {
        // SAFETY: straight from the runtime.
        Verdict::Valid => assert_eq!(
            status,
            0,
            "validate refused a valid view: {} {:?} {:?} {:?}",
            unsafe { error_text(irx_buffer_last_error()) },
            case.view,
            case.shape,
            case.strides
        ),
        Verdict::Invalid => assert_eq!(
            status, -1,
            "validate accepted an invalid view: {:?} {:?} {:?}",
            case.view, case.shape, case.strides
        ),
        Verdict::Either => assert!(status == 0 || status == -1),
    }
    for query in [
        irx_buffer_view_is_c_contiguous,
        irx_buffer_view_is_f_contiguous,
    ] {
        // SAFETY: as for validate.
        let answer = unsafe { query(&case.view) };
        last_error(answer == -1, "contiguity query");
        assert!((-1..=1).contains(&answer));
    }

    if status != 0 {
        let mut out = BufferView::EMPTY;
        out.data = std::ptr::dangling_mut::<c_void>();
        // SAFETY: refused before any element is read.
        let copied = unsafe { irx_buffer_view_copy(&case.view, &mut out) };
        last_error(copied != 0, "irx_buffer_view_copy");
        assert_eq!(copied, -1, "copy accepted a view validate refused");
        assert!(out.data.is_null() && out.owner.is_null());
    } else if (case.data_is_buf() || case.view.data.is_null()) && copyable(&case) {
        check_copy(&case);
    }

    // Owner handles: the live one survives a view retain/release pair, the
    // bogus one is refused without being read.
    let mut view = case.view;
    let live = view.owner == owner;
    // SAFETY: `view` is a readable struct; its owner is detected, not read.
    let retained = unsafe { irx_buffer_view_retain(&view) };
    last_error(retained != 0, "irx_buffer_view_retain");
    assert_eq!(retained == 0, live || view.owner.is_null());
    if retained == 0 {
        // SAFETY: as above.
        assert_eq!(unsafe { irx_buffer_view_release(&mut view) }, 0);
        assert!(view.owner.is_null());
    }

    check_new_owned(&mut input);

    // SAFETY: the reference from external_new.
    assert_eq!(unsafe { irx_buffer_owner_release(owner) }, 0);
    assert_eq!(
        RELEASED.load(Ordering::Relaxed),
        before + 1,
        "release callback not called exactly once"
    );
    // SAFETY: released: detected as dead, not read.
    assert_eq!(unsafe { irx_buffer_owner_release(owner) }, -1);
    drop(case);
});
