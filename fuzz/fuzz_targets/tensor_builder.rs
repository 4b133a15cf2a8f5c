//! The tensor builder and tensors: `builder_new` with hostile type ids,
//! ranks, shapes and strides; a sequence of appends (each kind, bulk
//! `append_values`), `finish`; then every getter, element reads at any
//! index, borrowed views, and `irx_arrow_tensor_view` with hostile shapes,
//! strides and offsets, whose views are deep-copied.
//!
//! Every array handed to the runtime really holds the entries the call
//! says, so the runtime owns every memory error. A model of the storage
//! (the n-th appended value at byte n × width) checks every value read
//! back, and the runtime's promise that a tensor view only addresses its
//! storage is checked in exact arithmetic before the view is copied.

#![no_main]

use std::ffi::{c_int, c_void};
use std::ptr;

use irx_runtime::arrow::irx_arrow_last_error;
use irx_runtime::arrow::tensor::*;
use irx_runtime::buffer::*;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

/// Storage (and copies) larger than this are not requested: a size the
/// runtime can represent would really be allocated.
const CAP: i128 = 1 << 20;

const EINVAL: c_int = 22;
const EOVERFLOW: c_int = 75;
const ENOMEM: c_int = 12;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    Signed,
    Unsigned,
    Float,
}

/// Element width and append kind of the tensor type ids (bool is refused).
fn spec(type_id: i32) -> Option<(usize, Kind)> {
    Some(match type_id {
        1 => (4, Kind::Signed),
        2 => (1, Kind::Signed),
        3 => (2, Kind::Signed),
        4 => (8, Kind::Signed),
        5 => (1, Kind::Unsigned),
        6 => (2, Kind::Unsigned),
        7 => (4, Kind::Unsigned),
        8 => (8, Kind::Unsigned),
        9 => (4, Kind::Float),
        10 => (8, Kind::Float),
        _ => return None,
    })
}

fn arrow_error(failed: bool, call: &str) {
    // SAFETY: straight from the runtime.
    unsafe { check_last_error(irx_arrow_last_error(), failed, call) }
}

fn status_ok(status: c_int, call: &str) {
    arrow_error(status != 0, call);
    assert!(
        [0, EINVAL, EOVERFLOW, ENOMEM].contains(&status),
        "{call}: unexpected status {status}"
    );
}

fn c_order(shape: &[i64], width: usize) -> Vec<i128> {
    let mut strides = vec![0i128; shape.len()];
    let mut stride = width as i128;
    for axis in (0..shape.len()).rev() {
        strides[axis] = stride;
        stride = stride
            .saturating_mul(i128::from(shape[axis].max(1)))
            .min(1 << 100);
    }
    strides
}

struct Model {
    width: usize,
    kind: Kind,
    count: usize,
    appended: usize,
    storage: Vec<u8>,
    shape: Vec<i64>,
    strides: Vec<i64>,
}

impl Model {
    fn push(&mut self, bytes: &[u8]) {
        let at = self.appended * self.width;
        self.storage[at..at + self.width].copy_from_slice(&bytes[..self.width]);
        self.appended += 1;
    }

    fn element(&self, at: usize) -> &[u8] {
        &self.storage[at..at + self.width]
    }
}

fn int_bytes(value: i64) -> [u8; 8] {
    value.to_le_bytes()
}

fn double_bytes(value: f64, width: usize) -> [u8; 8] {
    let mut out = [0; 8];
    if width == 4 {
        out[..4].copy_from_slice(&(value as f32).to_le_bytes());
    } else {
        out = value.to_le_bytes();
    }
    out
}

fn double(input: &mut Input) -> f64 {
    match input.u8() % 4 {
        0 => f64::from(input.i32()),
        1 => [f64::NAN, f64::INFINITY, -0.0, f64::MAX, f64::MIN_POSITIVE][input.below(5) as usize],
        _ => f64::from_bits(input.i64() as u64),
    }
}

/// Builds the layout arrays; returns (ndim, shape, strides) where the
/// vectors are what the pointers point at.
fn layout(input: &mut Input, width: i64) -> (i32, Option<Vec<i64>>, Option<Vec<i64>>) {
    let ndim = match input.u8() {
        n @ 0..=247 => i32::from(n % 5),
        248..=251 => i32::from(input.u8() % 10),
        _ => -1 - i32::from(input.u8()),
    };
    let dims = ndim.max(0) as usize;
    let shape =
        (!input.u8().is_multiple_of(16)).then(|| (0..dims).map(|_| small_or_dim(input)).collect());
    let strides =
        (!input.u8().is_multiple_of(4)).then(|| (0..dims).map(|_| input.stride(width)).collect());
    (ndim, shape, strides)
}

fn small_or_dim(input: &mut Input) -> i64 {
    let tag = input.u8();
    if tag < 200 {
        i64::from(tag % 6)
    } else {
        input.dim()
    }
}

fn ptr_of(v: &Option<Vec<i64>>) -> *const i64 {
    match v {
        None => ptr::null(),
        Some(v) if v.is_empty() => ptr::NonNull::dangling().as_ptr(),
        Some(v) => v.as_ptr(),
    }
}

/// Builder inputs whose size the runtime would really allocate above CAP
/// are skipped; everything else (including overflowing sizes) is called.
fn worth_calling(type_id: i32, shape: &Option<Vec<i64>>) -> bool {
    let width = spec(type_id).map_or(8, |s| s.0) as i128;
    match shape.as_deref().and_then(exact_count) {
        Some(count) => count * width <= CAP || count * width > i128::from(i64::MAX),
        None => true,
    }
}

fn slice<'a>(p: *const i64, n: usize) -> &'a [i64] {
    if n == 0 {
        &[]
    } else {
        assert!(!p.is_null());
        // SAFETY: the runtime's shape/strides arrays hold ndim entries.
        unsafe { std::slice::from_raw_parts(p, n) }
    }
}

/// Every element of (shape, strides, offset) lies inside `nbytes`.
fn fits(shape: &[i64], strides: &[i64], offset: i64, width: usize, nbytes: usize) -> bool {
    match exact_extent(shape, strides, offset) {
        None => offset >= 0 && offset as u128 <= nbytes as u128,
        Some((low, high)) => low >= 0 && high + width as i128 <= nbytes as i128,
    }
}

/// Reads the elements of `view` from the model storage in C order.
fn gather(model: &Model, shape: &[i64], strides: &[i64], offset: i64) -> Vec<u8> {
    let mut out = Vec::new();
    for_each_index(shape, |index| {
        let at = byte_offset(index, strides, offset) as usize;
        out.extend_from_slice(model.element(at));
    });
    out
}

fn check_view_copy(model: &Model, view: &BufferView, shape: &[i64], strides: &[i64]) {
    let count = exact_count(shape).unwrap();
    if count * model.width as i128 > CAP {
        return;
    }
    // SAFETY: a runtime-made view with ndim-entry arrays.
    assert_eq!(
        unsafe { irx_buffer_view_validate(view) },
        0,
        "runtime view is invalid"
    );
    let want = gather(model, shape, strides, view.offset_bytes);
    // SAFETY: an all-zero view is a valid value.
    let mut copy = unsafe { std::mem::zeroed::<BufferView>() };
    // SAFETY: the runtime promised every element is inside its storage.
    let status = unsafe { irx_buffer_view_copy(view, &mut copy) };
    let mut tensor = ptr::null_mut();
    if c_order_overflows(shape, model.width as i64) {
        assert_eq!(status, -1, "copy made strides that overflow int64");
        // SAFETY: as above.
        let status = unsafe { irx_arrow_tensor_from_buffer_view(view, &mut tensor) };
        assert_eq!(
            status, EOVERFLOW,
            "from_buffer_view made strides that overflow int64"
        );
        return;
    }
    assert_eq!(
        status,
        0,
        "view copy failed: {}",
        // SAFETY: straight from the runtime.
        unsafe { error_text(irx_buffer_last_error()) }
    );
    // SAFETY: `want.len()` bytes of copy.
    let got = unsafe { std::slice::from_raw_parts(copy.data.cast::<u8>(), want.len()) };
    assert_eq!(got, &want[..], "view copy differs from the model");
    // SAFETY: the copy's reference.
    assert_eq!(unsafe { irx_buffer_view_release(&mut copy) }, 0);

    // SAFETY: as above.
    let status = unsafe { irx_arrow_tensor_from_buffer_view(view, &mut tensor) };
    status_ok(status, "irx_arrow_tensor_from_buffer_view");
    assert_eq!(
        status,
        0,
        "from_buffer_view failed: {}",
        // SAFETY: straight from the runtime.
        unsafe { error_text(irx_arrow_last_error()) }
    );
    // SAFETY: live tensor.
    unsafe {
        assert_eq!(irx_arrow_tensor_size(tensor) as i128, count);
        let mut borrowed = std::mem::zeroed::<BufferView>();
        assert_eq!(
            irx_arrow_tensor_borrow_buffer_view(tensor, &mut borrowed),
            0
        );
        let got = std::slice::from_raw_parts(borrowed.data.cast::<u8>(), want.len());
        assert_eq!(got, &want[..], "from_buffer_view differs from the model");
        irx_arrow_tensor_release(tensor);
    }
}

fn check_tensor(input: &mut Input, model: &Model, tensor: *mut Tensor) {
    // SAFETY (whole function): `tensor` is live; every array passed holds
    // the entries the call reads.
    unsafe {
        let ndim = model.shape.len();
        assert_eq!(irx_arrow_tensor_ndim(tensor) as usize, ndim);
        assert_eq!(irx_arrow_tensor_size(tensor) as usize, model.count);
        assert_eq!(
            slice(irx_arrow_tensor_shape(tensor), ndim),
            &model.shape[..]
        );
        assert_eq!(
            slice(irx_arrow_tensor_strides(tensor), ndim),
            &model.strides[..]
        );
        arrow_error(false, "getters");
        let mut borrowed = std::mem::zeroed::<BufferView>();
        assert_eq!(
            irx_arrow_tensor_borrow_buffer_view(tensor, &mut borrowed),
            0
        );
        check_view_copy(model, &borrowed, &model.shape, &model.strides);

        // Element reads at hostile indices.
        for _ in 0..input.below(4) {
            let index: Vec<i64> = (0..ndim)
                .map(|axis| {
                    if input.bool() {
                        i64::from(input.u8()) % model.shape[axis].max(1)
                    } else {
                        input.dim()
                    }
                })
                .collect();
            let inside = index
                .iter()
                .zip(&model.shape)
                .all(|(&i, &e)| i >= 0 && i < e);
            let kind = [Kind::Signed, Kind::Unsigned, Kind::Float][input.below(3) as usize];
            let ok = inside && kind == model.kind;
            let at = if ok {
                byte_offset(&index, &model.strides, 0) as usize
            } else {
                0
            };
            let w = model.width;
            let index_array = Some(index.clone());
            let p = ptr_of(&index_array);
            match kind {
                Kind::Signed => {
                    let mut v = 7i64;
                    let s = irx_arrow_tensor_get_int(tensor, p, &mut v);
                    status_ok(s, "get_int");
                    assert_eq!(s == 0, ok, "get_int {index:?}");
                    if ok {
                        let mut b = [0u8; 8];
                        b[..w].copy_from_slice(model.element(at));
                        let shift = 64 - 8 * w as u32;
                        assert_eq!(v, (i64::from_le_bytes(b) << shift) >> shift);
                    } else {
                        assert_eq!(v, 0);
                    }
                }
                Kind::Unsigned => {
                    let mut v = 7u64;
                    let s = irx_arrow_tensor_get_uint(tensor, p, &mut v);
                    status_ok(s, "get_uint");
                    assert_eq!(s == 0, ok, "get_uint {index:?}");
                    let mut b = [0u8; 8];
                    if ok {
                        b[..w].copy_from_slice(model.element(at));
                    }
                    assert_eq!(v, u64::from_le_bytes(b));
                }
                Kind::Float => {
                    let mut v = 7.0f64;
                    let s = irx_arrow_tensor_get_double(tensor, p, &mut v);
                    status_ok(s, "get_double");
                    assert_eq!(s == 0, ok, "get_double {index:?}");
                    let want = if !ok {
                        0.0
                    } else if w == 4 {
                        f64::from(f32::from_le_bytes(model.element(at).try_into().unwrap()))
                    } else {
                        f64::from_le_bytes(model.element(at).try_into().unwrap())
                    };
                    assert_eq!(v.to_bits(), want.to_bits());
                }
            }
        }

        // Views over the storage with hostile layouts.
        let nbytes = model.count * model.width;
        for _ in 0..input.below(3) {
            let (vndim, vshape, vstrides) = layout(input, model.width as i64);
            let offset = match input.u8() % 4 {
                0 => 0,
                1 | 2 => i64::from(input.u8()),
                _ => input.dim(),
            };
            let mut view = std::mem::zeroed::<BufferView>();
            let s = irx_arrow_tensor_view(
                tensor,
                vndim,
                ptr_of(&vshape),
                ptr_of(&vstrides),
                offset,
                &mut view,
            );
            status_ok(s, "irx_arrow_tensor_view");
            if s != 0 {
                assert!(view.owner.is_null() && view.data.is_null());
                continue;
            }
            let dims = vndim as usize;
            let shape = slice(view.shape, dims).to_vec();
            let strides = slice(view.strides, dims).to_vec();
            assert_eq!(Some(&shape), vshape.as_ref().or(Some(&shape)));
            assert!(
                fits(&shape, &strides, view.offset_bytes, model.width, nbytes),
                "tensor_view reaches outside the storage: {shape:?} {strides:?} +{}",
                view.offset_bytes
            );
            check_view_copy(model, &view, &shape, &strides);
            assert_eq!(irx_buffer_view_retain(&view), 0);
            let mut second = view;
            assert_eq!(irx_buffer_view_release(&mut second), 0);
            assert_eq!(irx_buffer_view_release(&mut view), 0);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let type_id = match input.u8() % 16 {
        t @ 0..=12 => i32::from(t),
        13 => -1,
        _ => input.i32(),
    };
    let width = spec(type_id).map_or(8, |s| s.0);
    let (ndim, shape, strides) = layout(&mut input, width as i64);
    if !worth_calling(type_id, &shape) {
        return;
    }
    let mut builder = std::ptr::dangling_mut::<TensorBuilder>();
    // SAFETY: shape/strides are NULL or hold ndim entries.
    let status = unsafe {
        irx_arrow_tensor_builder_new(
            type_id,
            ndim,
            ptr_of(&shape),
            ptr_of(&strides),
            &mut builder,
        )
    };
    status_ok(status, "irx_arrow_tensor_builder_new");
    if status != 0 {
        assert!(builder.is_null());
        // Plain valid input must be accepted.
        let plain = spec(type_id).is_some()
            && ndim >= 0
            && shape
                .as_ref()
                .is_some_and(|s| s.iter().all(|&e| (0..=64).contains(&e)))
            && strides.is_none();
        assert!(
            !plain,
            "builder_new refused {type_id} {ndim} {shape:?}: {}",
            // SAFETY: straight from the runtime.
            unsafe { error_text(irx_arrow_last_error()) }
        );
        return;
    }
    let (w, kind) = spec(type_id).expect("builder_new accepted an unsupported type");
    let shape = shape.unwrap_or_default();
    let count = exact_count(&shape).expect("negative extent accepted") as usize;
    assert!((count * w) as i128 <= CAP);
    let strides = match strides {
        Some(s) => s,
        None => c_order(&shape, w).into_iter().map(|s| s as i64).collect(),
    };
    assert!(strides.iter().all(|&s| s >= 0), "negative stride accepted");
    assert!(
        fits(&shape, &strides, 0, w, count * w),
        "builder strides reach outside the storage"
    );
    let mut model = Model {
        width: w,
        kind,
        count,
        appended: 0,
        storage: vec![0; count * w],
        shape,
        strides,
    };

    let mut tensor: *mut Tensor = ptr::null_mut();
    // SAFETY (loop): `builder` is live until a successful finish.
    for _ in 0..input.below(64) + 1 {
        let room = model.appended < model.count;
        match input.u8() % 8 {
            0 | 1 => {
                let v = input.dim();
                let s = unsafe { irx_arrow_tensor_builder_append_int(builder, v) };
                status_ok(s, "append_int");
                let ok = room && kind == Kind::Signed;
                assert_eq!(s == 0, ok);
                if ok {
                    model.push(&int_bytes(v));
                }
            }
            2 => {
                let v = input.dim() as u64;
                let s = unsafe { irx_arrow_tensor_builder_append_uint(builder, v) };
                status_ok(s, "append_uint");
                let ok = room && kind == Kind::Unsigned;
                assert_eq!(s == 0, ok);
                if ok {
                    model.push(&v.to_le_bytes());
                }
            }
            3 => {
                let v = double(&mut input);
                let s = unsafe { irx_arrow_tensor_builder_append_double(builder, v) };
                status_ok(s, "append_double");
                let ok = room && kind == Kind::Float;
                assert_eq!(s == 0, ok);
                if ok {
                    model.push(&double_bytes(v, w));
                }
            }
            4 | 5 => {
                let left = (model.count - model.appended) as i64;
                let n = match input.u8() % 8 {
                    0 => -1 - i64::from(input.u8()),
                    1 => left + 1 + i64::from(input.u8() % 4),
                    2 => i64::MAX,
                    _ => i64::from(input.u8()).min(left),
                };
                let bytes: Vec<u8> = (0..n.clamp(0, 4096) as usize * w)
                    .map(|_| input.u8())
                    .collect();
                let null = input.u8().is_multiple_of(16);
                let values: *const c_void = if null {
                    ptr::null()
                } else {
                    bytes.as_ptr().cast()
                };
                // A count over what `bytes` holds would break the contract:
                // those are refused from the slot count before any read.
                let ok = n >= 0 && n <= left && (n == 0 || !null);
                if !ok && n > 4096 && n <= left {
                    continue;
                }
                let s = unsafe { irx_arrow_tensor_builder_append_values(builder, values, n) };
                status_ok(s, "append_values");
                assert_eq!(s == 0, ok, "append_values {n} with {left} left");
                if ok {
                    for chunk in bytes.chunks(w) {
                        model.push(chunk);
                    }
                }
            }
            6 => {
                let s = unsafe { irx_arrow_tensor_builder_finish(builder, &mut tensor) };
                status_ok(s, "finish");
                assert_eq!(s == 0, model.appended == model.count, "finish");
                if s == 0 {
                    builder = ptr::null_mut();
                    break;
                }
                assert!(tensor.is_null());
            }
            _ => {
                // Fill the rest so that finish can succeed.
                let fill = vec![0xA5u8; (model.count - model.appended) * w];
                let s = unsafe {
                    irx_arrow_tensor_builder_append_values(
                        builder,
                        fill.as_ptr().cast(),
                        (fill.len() / w) as i64,
                    )
                };
                assert_eq!(s, 0);
                for chunk in fill.chunks(w) {
                    model.push(chunk);
                }
            }
        }
    }
    if !tensor.is_null() {
        check_tensor(&mut input, &model, tensor);
        // SAFETY: the finish reference.
        unsafe { irx_arrow_tensor_release(tensor) };
    }
    // SAFETY: NULL or a live builder the loop did not consume.
    unsafe { irx_arrow_tensor_builder_release(builder) };
    arrow_error(false, "irx_arrow_tensor_builder_release");
});
