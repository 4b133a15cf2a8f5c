//! `irx_arrow_array_import_copy`, `irx_arrow_array_import_move` and
//! `irx_arrow_schema_import_copy` on Arrow C Data structs built from the
//! input: format strings (valid, unsupported, garbage, NULL), flags,
//! lengths, offsets, null counts, n_buffers, children, dictionaries,
//! released structs, NULL / misaligned buffers and buffer sizes that match
//! the claimed layout or not.
//!
//! Where the line is (docs/SAFETY.md): the C Data interface carries no
//! buffer sizes. A buffer's size is implied by the type, `offset` and
//! `length`, and providing that many bytes is the producer's duty. So every
//! buffer here is allocated with exactly the size the input asks for, and
//! an input whose non-NULL buffer is smaller than its (otherwise
//! acceptable) struct implies is a producer lie the consumer cannot detect:
//! it is skipped. Structs the runtime must refuse on their fields alone
//! (negative length, null_count > length, n_buffers != 2, ...) are always
//! passed, with whatever undersized buffers they have: refusing them must
//! not read a buffer. Everything the runtime accepts is checked value by
//! value against the input, the moved structs' release callbacks must run
//! exactly once, and a refused move must leave the structs untouched.

#![no_main]
// The structs compare release callbacks only to see that a refused import
// left them alone: the same function, compared with itself.
#![allow(unpredictable_function_pointer_comparisons)]

use std::ffi::c_void;
use std::ptr;
use std::sync::atomic::{AtomicUsize, Ordering};

use irx_abi::cdata::{ArrowArray as CArray, ArrowSchema as CSchema};
use irx_abi::status::{EINVAL, ENOMEM, EOVERFLOW};
use irx_runtime::arrow::array::*;
use irx_runtime::arrow::export::*;
use irx_runtime::arrow::import::*;
use irx_runtime::arrow::irx_arrow_last_error;
use irx_runtime::arrow::schema::*;
use irx_runtime::buffer::*;
use irx_runtime_fuzz::*;
use libfuzzer_sys::fuzz_target;

const CAP: i128 = 1 << 20;

static ARRAY_RELEASES: AtomicUsize = AtomicUsize::new(0);
static SCHEMA_RELEASES: AtomicUsize = AtomicUsize::new(0);

unsafe extern "C" fn release_array(a: *mut CArray) {
    ARRAY_RELEASES.fetch_add(1, Ordering::Relaxed);
    // SAFETY: the consumer passes the struct it owns.
    unsafe { (*a).release = None };
}

unsafe extern "C" fn release_schema(s: *mut CSchema) {
    SCHEMA_RELEASES.fetch_add(1, Ordering::Relaxed);
    // SAFETY: as above.
    unsafe { (*s).release = None };
}

/// The structural flaws a fuzz byte can give a schema or an array: children
/// it does not have, a dictionary at a bogus address (never read: a
/// dictionary is refused by its presence), or no release callback (the
/// struct is already released).
struct Flaws<T> {
    n_children: i64,
    dictionary: *mut T,
    release: Option<unsafe extern "C" fn(*mut T)>,
}

impl<T> Flaws<T> {
    fn pick(
        bits: u8,
        children: i64,
        dictionary_at: usize,
        release: unsafe extern "C" fn(*mut T),
    ) -> Flaws<T> {
        Flaws {
            n_children: if bits & 0x0e == 0x0e { children } else { 0 },
            dictionary: if bits & 0x70 == 0x70 {
                dictionary_at as *mut T
            } else {
                ptr::null_mut()
            },
            release: (bits != 0xff).then_some(release),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    Signed,
    Unsigned,
    Float,
}

/// Element width in bytes (None: bit-packed bool), kind, type id.
fn format_spec(format: &[u8]) -> Option<(Option<usize>, Kind, i32)> {
    Some(match format {
        b"c" => (Some(1), Kind::Signed, 2),
        b"s" => (Some(2), Kind::Signed, 3),
        b"i" => (Some(4), Kind::Signed, 1),
        b"l" => (Some(8), Kind::Signed, 4),
        b"C" => (Some(1), Kind::Unsigned, 5),
        b"S" => (Some(2), Kind::Unsigned, 6),
        b"I" => (Some(4), Kind::Unsigned, 7),
        b"L" => (Some(8), Kind::Unsigned, 8),
        b"f" => (Some(4), Kind::Float, 9),
        b"g" => (Some(8), Kind::Float, 10),
        b"b" => (None, Kind::Signed, 11),
        _ => return None,
    })
}

const FORMATS: [&[u8]; 24] = [
    b"c", b"s", b"i", b"l", b"C", b"S", b"I", b"L", b"f", b"g", b"b", b"", b"e", b"n", b"u", b"z",
    b"+l", b"+s", b"i:", b"ii", b"d:10,2", b"tss:", b"w:4", b"\xff",
];

fn last_error(failed: bool, call: &str) {
    // SAFETY: straight from the runtime.
    unsafe { check_last_error(irx_arrow_last_error(), failed, call) }
}

fn err_text() -> String {
    // SAFETY: straight from the runtime.
    unsafe { error_text(irx_arrow_last_error()) }
}

/// A buffer of exactly `len` bytes ending at the end of its allocation,
/// whose start is misaligned by `shift` bytes.
struct Buf {
    alloc: Vec<u8>,
    shift: usize,
}

impl Buf {
    fn new(input: &mut Input, len: usize, shift: usize) -> Buf {
        let mut alloc = vec![0u8; len + shift];
        for b in &mut alloc[shift..] {
            *b = input.u8();
        }
        // Exact size: ASan reports any byte read past `len`.
        alloc.shrink_to_fit();
        Buf { alloc, shift }
    }

    fn ptr(&self) -> *const c_void {
        self.alloc[self.shift..].as_ptr().cast()
    }

    fn bytes(&self) -> &[u8] {
        &self.alloc[self.shift..]
    }

    fn len(&self) -> usize {
        self.alloc.len() - self.shift
    }

    fn bit(&self, i: usize) -> bool {
        self.bytes()[i / 8] >> (i % 8) & 1 == 1
    }
}

struct Case {
    format: Option<Vec<u8>>, // NUL-terminated when Some
    schema: CSchema,
    array: CArray,
    buffers: Vec<*const c_void>,
    validity: Option<Buf>,
    values: Option<Buf>,
}

fn build(input: &mut Input) -> Case {
    let format: Option<Vec<u8>> = match input.u8() % 32 {
        0 => None,
        1 => {
            let n = input.below(48) as usize;
            let mut f: Vec<u8> = (0..n).map(|_| input.u8().max(1)).collect();
            f.push(0);
            Some(f)
        }
        t => {
            let mut f = FORMATS[(t as usize) % FORMATS.len()].to_vec();
            f.push(0);
            Some(f)
        }
    };
    let flags = match input.u8() % 4 {
        0 => 0,
        1 | 2 => 2,
        _ => input.i64(),
    };
    let weird = input.u8();
    let flaw = Flaws::pick(weird, 1 + i64::from(weird >> 4), 0x40, release_schema);
    let schema = CSchema {
        format: format.as_ref().map_or(ptr::null(), |f| f.as_ptr().cast()),
        name: if weird & 1 != 0 {
            c"x".as_ptr()
        } else {
            ptr::null()
        },
        metadata: ptr::null(),
        flags,
        n_children: flaw.n_children,
        children: ptr::null_mut(),
        dictionary: flaw.dictionary,
        release: flaw.release,
        private_data: ptr::null_mut(),
    };

    let small = |input: &mut Input, n: u8| -> i64 {
        let t = input.u8();
        if t < 224 {
            i64::from(t % n)
        } else {
            input.dim()
        }
    };
    let length = small(input, 70);
    let offset = small(input, 20);
    let null_count = match input.u8() % 8 {
        0..=2 => 0,
        3 | 4 => -1,
        5 => small(input, 8),
        _ => input.dim(),
    };
    let n_buffers = match input.u8() % 16 {
        0 => 0,
        1 => 1,
        2 => 3,
        3 => -1,
        _ => 2,
    };
    let aweird = input.u8();

    // Buffer sizes: what the layout implies for offset + length, adjusted.
    let spec = format
        .as_deref()
        .and_then(|f| format_spec(&f[..f.len() - 1]));
    let end = i128::from(offset.max(0)) + i128::from(length.max(0));
    let bits = (end + 7) / 8;
    let value_bytes = match spec {
        Some((Some(w), _, _)) => end * w as i128,
        _ => bits,
    };
    let adjust = |input: &mut Input, need: i128| -> usize {
        let t = input.u8();
        let size = match t % 8 {
            0 => need - 1 - i128::from(t >> 3),
            1 => need + i128::from(t >> 3),
            _ => need,
        };
        size.clamp(0, CAP) as usize
    };
    let validity_len = adjust(input, bits);
    let values_len = adjust(input, value_bytes);
    let vshift = if input.u8().is_multiple_of(4) {
        1 + input.below(7) as usize
    } else {
        0
    };
    let validity = (!input.u8().is_multiple_of(4)).then(|| Buf::new(input, validity_len, 0));
    let values = (!input.u8().is_multiple_of(8)).then(|| Buf::new(input, values_len, vshift));

    let n = n_buffers.clamp(0, 3) as usize;
    let mut buffers: Vec<*const c_void> = vec![ptr::null(); n];
    if n > 0 {
        buffers[0] = validity.as_ref().map_or(ptr::null(), Buf::ptr);
    }
    if n > 1 {
        buffers[1] = values.as_ref().map_or(ptr::null(), Buf::ptr);
    }
    let aflaw = Flaws::pick(aweird, 1, 0x80, release_array);
    let array = CArray {
        length,
        null_count,
        offset,
        n_buffers,
        n_children: aflaw.n_children,
        buffers: ptr::null_mut(),
        children: ptr::null_mut(),
        dictionary: aflaw.dictionary,
        release: aflaw.release,
        private_data: ptr::null_mut(),
    };
    let mut case = Case {
        format,
        schema,
        array,
        buffers,
        validity,
        values,
    };
    if aweird & 0x81 != 0x81 {
        // `buffers` is not resized afterwards.
        case.array.buffers = if case.buffers.is_empty() {
            ptr::NonNull::dangling().as_ptr()
        } else {
            case.buffers.as_mut_ptr()
        };
    }
    case
}

/// What the runtime must do with the schema alone.
fn schema_ok(c: &Case) -> Option<(Option<usize>, Kind, i32)> {
    let s = &c.schema;
    if s.release.is_none() || s.n_children != 0 || !s.dictionary.is_null() {
        return None;
    }
    let f = c.format.as_deref()?;
    format_spec(&f[..f.len() - 1])
}

enum Expect {
    /// Refused on fields alone: no buffer may be read.
    Refused,
    /// A producer lie about buffer sizes (or a size not worth allocating).
    Skip,
    Ok,
    /// Refused after reading the buffers (NULL values, nulls in a
    /// non-nullable array).
    RefusedLate,
}

fn expect(c: &Case) -> Expect {
    let Some((width, _, _)) = schema_ok(c) else {
        return Expect::Refused;
    };
    let a = &c.array;
    if a.release.is_none()
        || a.length < 0
        || a.offset < 0
        || a.null_count < -1
        || a.null_count > a.length
        || a.n_children != 0
        || !a.dictionary.is_null()
        || a.n_buffers != 2
        || a.buffers.is_null()
    {
        return Expect::Refused;
    }
    let end = i128::from(a.offset) + i128::from(a.length);
    if end > i128::from(i64::MAX) || end * width.unwrap_or(1) as i128 > i128::from(i64::MAX) {
        return Expect::Refused;
    }
    let value_bytes = match width {
        Some(w) => end * w as i128,
        None => (end + 7) / 8,
    };
    if value_bytes > CAP {
        return Expect::Skip;
    }
    if c.validity
        .as_ref()
        .is_some_and(|b| (b.len() as i128) < (end + 7) / 8)
        || c.values
            .as_ref()
            .is_some_and(|b| (b.len() as i128) < value_bytes)
    {
        return Expect::Skip;
    }
    if a.length > 0 && c.values.is_none() {
        return Expect::RefusedLate;
    }
    if a.null_count > 0 && c.validity.is_none() {
        return Expect::RefusedLate;
    }
    if c.schema.flags & 2 == 0 && effective_nulls(c) > 0 {
        return Expect::RefusedLate;
    }
    Expect::Ok
}

fn effective_nulls(c: &Case) -> usize {
    let a = &c.array;
    match (a.null_count, &c.validity) {
        (-1, None) => 0,
        (-1, Some(b)) => (0..a.length as usize)
            .filter(|&i| !b.bit(a.offset as usize + i))
            .count(),
        (n, _) => n as usize,
    }
}

/// Checks an imported handle against the input, value by value.
fn check_handle(c: &Case, h: *mut ArrayHandle) {
    let (width, kind, type_id) = schema_ok(c).unwrap();
    let a = &c.array;
    let nulls = effective_nulls(c);
    // A declared null_count that the bitmap contradicts is a producer lie
    // about content (the consumer trusts the count, as C Data says): only
    // memory safety is checked then, not validity answers.
    let actual = c.validity.as_ref().map_or(0, |b| {
        (0..a.length as usize)
            .filter(|&i| !b.bit(a.offset as usize + i))
            .count()
    });
    let consistent = a.null_count == -1 || c.validity.is_none() || actual == nulls;
    // SAFETY (whole function): `h` is a live handle.
    unsafe {
        assert_eq!(irx_arrow_array_length(h), a.length);
        assert_eq!(irx_arrow_array_null_count(h), nulls as i64);
        assert_eq!(irx_arrow_array_type_id(h), type_id);
        assert_eq!(
            irx_arrow_array_is_nullable(h),
            i32::from(c.schema.flags & 2 != 0)
        );
        assert!(irx_arrow_array_offset(h) >= 0);
        last_error(false, "array getters");
        let values = c.values.as_ref();
        for i in 0..(a.length as usize).min(80) {
            let at = a.offset as usize + i;
            let valid = irx_arrow_array_is_valid(h, i as i64);
            let want_valid = nulls == 0 || c.validity.as_ref().unwrap().bit(at);
            if consistent {
                assert_eq!(valid, i32::from(want_valid), "is_valid({i})");
            } else {
                assert!(valid == 0 || valid == 1);
            }
            if valid == 0 {
                // Null elements have no value: the getters say so.
                let mut v = 9i64;
                let mut u = 9u64;
                let mut d = 9.0f64;
                let s = match kind {
                    Kind::Signed => irx_arrow_array_value_int(h, i as i64, &mut v),
                    Kind::Unsigned => irx_arrow_array_value_uint(h, i as i64, &mut u),
                    Kind::Float => irx_arrow_array_value_double(h, i as i64, &mut d),
                };
                assert_eq!(s, EINVAL, "value of a null element");
                continue;
            }
            let raw = |w: usize| -> [u8; 8] {
                let mut b = [0u8; 8];
                b[..w].copy_from_slice(&values.unwrap().bytes()[at * w..at * w + w]);
                b
            };
            let succeeds = |status: i32| assert_eq!(status, 0, "{}", err_text());
            match (kind, width) {
                (Kind::Signed, None) => {
                    let mut v = 9;
                    succeeds(irx_arrow_array_value_int(h, i as i64, &mut v));
                    assert_eq!(v, i64::from(values.unwrap().bit(at)));
                }
                (Kind::Signed, Some(w)) => {
                    let mut v = 9;
                    succeeds(irx_arrow_array_value_int(h, i as i64, &mut v));
                    let shift = 64 - 8 * w as u32;
                    assert_eq!(v, (i64::from_le_bytes(raw(w)) << shift) >> shift);
                }
                (Kind::Unsigned, Some(w)) => {
                    let mut v = 9;
                    succeeds(irx_arrow_array_value_uint(h, i as i64, &mut v));
                    assert_eq!(v, u64::from_le_bytes(raw(w)));
                }
                (Kind::Float, Some(w)) => {
                    let mut v = 9.0;
                    succeeds(irx_arrow_array_value_double(h, i as i64, &mut v));
                    let want = if w == 4 {
                        f64::from(f32::from_le_bytes(raw(4)[..4].try_into().unwrap()))
                    } else {
                        f64::from_le_bytes(raw(8))
                    };
                    assert_eq!(v.to_bits(), want.to_bits());
                }
                _ => unreachable!(),
            }
        }
        let mut v = 0i64;
        assert!(irx_arrow_array_value_int(h, a.length, &mut v) != 0);

        // Bitmap and the borrowed view (copied: it must stay in bounds).
        let (mut data, mut off, mut len) = (ptr::null(), -1, -1);
        assert_eq!(
            irx_arrow_array_validity_bitmap(h, &mut data, &mut off, &mut len),
            0
        );
        assert_eq!(len, a.length);
        assert_eq!(data.is_null(), irx_arrow_array_has_validity_bitmap(h) == 0);
        assert!(nulls == 0 || !data.is_null());
        let mut view = std::mem::zeroed::<BufferView>();
        let status = irx_arrow_array_borrow_buffer_view(h, &mut view);
        assert_eq!(status == 0, width.is_some(), "{}", err_text());
        if let (0, Some(w)) = (status, width) {
            assert_eq!(irx_buffer_view_validate(&view), 0);
            let mut copy = std::mem::zeroed::<BufferView>();
            if (a.length as i128) * (w as i128) <= CAP {
                assert_eq!(irx_buffer_view_copy(&view, &mut copy), 0);
                let n = a.length as usize * w;
                let got = std::slice::from_raw_parts(copy.data.cast::<u8>(), n);
                let at = a.offset as usize * w;
                assert_eq!(
                    got,
                    &values.map_or(&[][..], |b| &b.bytes()[at..at + n])[..n.min(n)]
                );
                assert_eq!(irx_buffer_view_release(&mut copy), 0);
            }
        }

        // Export and import the export again (copy), then release it.
        let mut ea = std::mem::zeroed::<CArray>();
        let mut es = std::mem::zeroed::<CSchema>();
        assert_eq!(
            irx_arrow_array_export(h, (&raw mut ea).cast(), (&raw mut es).cast()),
            0,
            "{}",
            err_text()
        );
        let mut again = ptr::null_mut();
        let s =
            irx_arrow_array_import_copy((&raw const ea).cast(), (&raw const es).cast(), &mut again);
        assert_eq!(s, 0, "re-import of an export failed: {}", err_text());
        assert_eq!(irx_arrow_array_length(again), a.length);
        assert_eq!(irx_arrow_array_null_count(again), nulls as i64);
        irx_arrow_array_release(again);
        let mut schema = ptr::null_mut();
        assert_eq!(irx_arrow_array_schema_copy(h, &mut schema), 0);
        assert_eq!(irx_arrow_schema_type_id(schema), type_id);
        irx_arrow_schema_release(schema);
        (ea.release.unwrap())(&mut ea);
        (es.release.unwrap())(&mut es);
    }
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let mut case = build(&mut input);
    let take = input.bool();

    // The schema on its own.
    let mut sh = std::ptr::dangling_mut::<SchemaHandle>();
    // SAFETY: a readable struct with a NULL or NUL-terminated format.
    let s = unsafe { irx_arrow_schema_import_copy((&raw const case.schema).cast(), &mut sh) };
    last_error(s != 0, "irx_arrow_schema_import_copy");
    match schema_ok(&case) {
        Some((_, _, type_id)) => {
            assert_eq!(s, 0, "schema refused: {}", err_text());
            // SAFETY: live handle.
            unsafe {
                assert_eq!(irx_arrow_schema_type_id(sh), type_id);
                assert_eq!(
                    irx_arrow_schema_is_nullable(sh),
                    i32::from(case.schema.flags & 2 != 0)
                );
                irx_arrow_schema_release(sh);
            }
        }
        None => {
            assert_eq!(s, EINVAL, "schema accepted: {:?}", case.format);
            assert!(sh.is_null());
        }
    }

    let expected = expect(&case);
    if matches!(expected, Expect::Skip) {
        return;
    }
    let (array_before, schema_before) = (case.array, case.schema);
    let (ar0, sr0) = (
        ARRAY_RELEASES.load(Ordering::Relaxed),
        SCHEMA_RELEASES.load(Ordering::Relaxed),
    );
    let mut h = std::ptr::dangling_mut::<ArrayHandle>();
    // SAFETY: readable (and writable) structs; `buffers` holds n_buffers
    // pointers; every non-NULL buffer holds the bytes the input said.
    let s = unsafe {
        if take {
            irx_arrow_array_import_move(
                (&raw mut case.array).cast(),
                (&raw mut case.schema).cast(),
                &mut h,
            )
        } else {
            irx_arrow_array_import_copy(
                (&raw const case.array).cast(),
                (&raw const case.schema).cast(),
                &mut h,
            )
        }
    };
    last_error(s != 0, "irx_arrow_array_import");
    assert!([0, EINVAL, EOVERFLOW, ENOMEM].contains(&s));
    match expected {
        Expect::Ok => assert_eq!(s, 0, "import refused: {}", err_text()),
        _ => assert_ne!(s, 0, "import accepted an invalid struct"),
    }
    if s != 0 {
        assert!(h.is_null());
        assert_eq!(
            bytes_of(&case.array),
            bytes_of(&array_before),
            "a refused import changed the array"
        );
        assert_eq!(
            bytes_of(&case.schema),
            bytes_of(&schema_before),
            "a refused import changed the schema"
        );
    } else {
        check_handle(
            &Case {
                array: array_before,
                schema: schema_before,
                ..case_view(&case)
            },
            h,
        );
        if take {
            assert!(
                case.array.release.is_none() && case.schema.release.is_none(),
                "move left the inputs live"
            );
            assert_eq!(SCHEMA_RELEASES.load(Ordering::Relaxed), sr0 + 1);
        } else {
            assert_eq!(bytes_of(&case.array), bytes_of(&array_before));
            assert_eq!(bytes_of(&case.schema), bytes_of(&schema_before));
        }
        // SAFETY: the import's reference.
        unsafe { irx_arrow_array_release(h) };
        if take {
            assert_eq!(
                ARRAY_RELEASES.load(Ordering::Relaxed),
                ar0 + 1,
                "moved array not released exactly once"
            );
        }
    }
    // What is still the caller's is released by the caller.
    if let Some(r) = case.array.release {
        // SAFETY: our own callback.
        unsafe { r(&mut case.array) };
    }
    if let Some(r) = case.schema.release {
        // SAFETY: our own callback.
        unsafe { r(&mut case.schema) };
    }
});

/// A borrowed look at `c`'s buffers for [`check_handle`] (the structs are
/// replaced by the caller with the pre-import copies).
fn case_view(c: &Case) -> Case {
    Case {
        format: c.format.clone(),
        schema: c.schema,
        array: c.array,
        buffers: Vec::new(),
        validity: c.validity.as_ref().map(|b| Buf {
            alloc: b.alloc.clone(),
            shift: b.shift,
        }),
        values: c.values.as_ref().map(|b| Buf {
            alloc: b.alloc.clone(),
            shift: b.shift,
        }),
    }
}
