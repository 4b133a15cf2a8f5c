//! Element reads at byte strides that are legal under the ABI but not
//! multiples of the element size (issue 12, item 1). The getters used
//! aligned `ptr::read` there, which is undefined behaviour that x86 happens
//! to tolerate and that neither debug builds nor the C sanitizers see (Miri
//! would; it needs a nightly toolchain this project cannot install). Every
//! element read now goes through `arrow::scalar::load`, an unaligned read;
//! this test pins the values read at misaligned offsets for every type.
//!
//! For every element type: a 2x2 tensor with byte strides `{size + 1,
//! size}`, so its elements sit at offsets 0, size, size + 1 and 2 size + 1
//! of its 4 size bytes of storage: two of them misaligned for any size > 1.

mod common;

use std::ptr;

use irx_abi::{ElemType, ValueKind};
use irx_runtime::arrow::tensor::*;

#[test]
fn getters_read_elements_at_odd_byte_offsets() {
    for elem in ElemType::ALL {
        if elem == ElemType::Bool {
            continue; // tensors hold fixed-width numeric types only
        }
        let size = elem.size() as i64;
        let shape = [2i64, 2];
        let strides = [size + 1, size];
        let mut builder = ptr::null_mut();
        // SAFETY: valid pointers to 1 entry each and to an out slot.
        let status = unsafe {
            irx_arrow_tensor_builder_new(
                elem.type_id() as i32,
                2,
                shape.as_ptr(),
                strides.as_ptr(),
                &mut builder,
            )
        };
        assert_eq!(status, 0, "{}: {}", elem.name(), common::arrow_error());
        // Storage-order bytes: 0x01 0x02 ... so every element is distinct.
        let bytes: Vec<u8> = (1..=4 * size as u8).collect();
        // SAFETY: `bytes` holds 4 elements' worth of bytes.
        let status =
            unsafe { irx_arrow_tensor_builder_append_values(builder, bytes.as_ptr().cast(), 4) };
        assert_eq!(status, 0, "{}: {}", elem.name(), common::arrow_error());
        let mut tensor = ptr::null_mut();
        // SAFETY: a live builder and an out slot.
        let status = unsafe { irx_arrow_tensor_builder_finish(builder, &mut tensor) };
        assert_eq!(status, 0);
        for (i, j) in [(0i64, 0i64), (0, 1), (1, 0), (1, 1)] {
            let at = (i * strides[0] + j * strides[1]) as usize;
            let raw = &bytes[at..at + size as usize];
            let index = [i, j];
            let what = format!("{} [{i}, {j}]", elem.name());
            let mut wide = [0u8; 8];
            wide[..raw.len()].copy_from_slice(raw);
            let expected_bits = u64::from_le_bytes(wide);
            // Each family's getter, its result as the element's bits.
            let (status, bits) = match elem.kind() {
                ValueKind::Signed => {
                    let mut out = 0i64;
                    // SAFETY: a live tensor, a 2-entry index, an out slot.
                    let status =
                        unsafe { irx_arrow_tensor_get_int(tensor, index.as_ptr(), &mut out) };
                    (status, out as u64 & mask(size))
                }
                ValueKind::Unsigned => {
                    let mut out = 0u64;
                    // SAFETY: as above.
                    let status =
                        unsafe { irx_arrow_tensor_get_uint(tensor, index.as_ptr(), &mut out) };
                    (status, out)
                }
                ValueKind::Float => {
                    let mut out = 0f64;
                    // SAFETY: as above.
                    let status =
                        unsafe { irx_arrow_tensor_get_double(tensor, index.as_ptr(), &mut out) };
                    let bits = match size {
                        4 => u64::from((out as f32).to_bits()),
                        _ => out.to_bits(),
                    };
                    (status, bits)
                }
            };
            assert_eq!(status, 0, "{what}: {}", common::arrow_error());
            assert_eq!(bits, expected_bits, "{what}");
        }
        // SAFETY: the reference from finish is given back.
        unsafe { irx_arrow_tensor_release(tensor) };
    }
}

fn mask(size: i64) -> u64 {
    if size == 8 {
        u64::MAX
    } else {
        (1u64 << (8 * size)) - 1
    }
}
