//! Arrow C Data schema and array trees from an arbitrary description
//! (target `cdata_nested`): nested structs, lists, maps, fixed-size lists,
//! dictionaries and plain columns at any depth and width, with hostile
//! lengths, offsets, null counts and child counts.
//!
//! The C Data interface carries no buffer sizes, so a producer that hands
//! over fewer bytes than its struct implies is a lie no consumer can
//! detect. The trees built here are honest producers with hostile values:
//! every non-NULL buffer holds what the format, `offset` and `length`
//! imply (offsets point inside the data buffer that follows them), and
//! where that would be more than [`CAP`] bytes the buffer is NULL instead,
//! which a consumer can see and must refuse. Lengths that need no buffer
//! at all (null columns, structs, fixed-size lists of those) stay as
//! large as declared: issue 29 items 3 and 9.

use std::ffi::{CString, c_void};
use std::ptr;
use std::sync::atomic::{AtomicUsize, Ordering};

use arbitrary::Arbitrary;
use irx_abi::cdata::{ArrowArray as CArray, ArrowSchema as CSchema};

use crate::hostile::{Count, Depth, copies, fill};

/// The most bytes one buffer may take; larger layouts get a NULL buffer.
pub const CAP: usize = 1 << 20;

/// The most bytes all buffers of a tree may take (a wide tree repeats its
/// columns thousands of times); past it, buffers are NULL too.
pub const TOTAL_CAP: usize = 16 << 20;

#[derive(Arbitrary, Debug, Clone)]
pub enum Format {
    Null,
    Bool,
    Int8,
    Int32,
    Int64,
    UInt16,
    Float32,
    Float64,
    Utf8,
    Binary,
    LargeUtf8,
    LargeBinary,
    FixedBinary(Count),
    Decimal128,
    Date32,
    Timestamp,
    Struct,
    List,
    LargeList,
    FixedList(Count),
    Map,
    /// Int32 indices into the node's dictionary.
    Dictionary,
    /// Any format string (a NULL buffer stands for each buffer).
    Raw(Vec<u8>),
}

#[derive(Arbitrary, Debug, Clone)]
pub struct Node {
    pub format: Format,
    pub nullable: bool,
    pub length: Count,
    pub offset: Count,
    pub null_count: Count,
    /// A validity bitmap (from `data`) rather than NULL.
    pub validity: bool,
    /// The bytes values and bitmaps are filled with.
    pub data: Vec<u8>,
    /// Offsets `start + i * step` (default 0, 1).
    pub offsets: Option<(Count, Count)>,
    pub children: Vec<Node>,
    pub dictionary: Option<Box<Node>>,
    pub flaws: u8,
}

/// Structural lies, one bit each.
mod flaw {
    pub const EXTRA_BUFFER: u8 = 1;
    pub const MISSING_BUFFER: u8 = 2;
    pub const ARRAY_CHILD_MISSING: u8 = 4;
    pub const RELEASED: u8 = 8;
    pub const NULL_BUFFERS: u8 = 16;
    pub const NOT_NULLABLE: u8 = 32;
    pub const NO_DICTIONARY: u8 = 64;
}

#[derive(Arbitrary, Debug, Clone)]
pub struct Batch {
    pub fields: Vec<Node>,
    pub length: Count,
    /// Struct or list levels around the first field.
    pub deep: Depth,
    pub deep_lists: bool,
    /// The fields repeated over (`hostile::copies`): wide schemas.
    pub wide: u16,
}

/// Every root release callback run (the moved structs' callbacks must run
/// exactly once).
pub static ARRAY_RELEASES: AtomicUsize = AtomicUsize::new(0);
pub static SCHEMA_RELEASES: AtomicUsize = AtomicUsize::new(0);

/// Releases a schema tree as its producer: walks it with a stack (a deep
/// tree costs no recursion here) and marks each live struct released; the
/// memory stays in the [`Tree`] until it is dropped.
unsafe extern "C" fn release_schema(root: *mut CSchema) {
    SCHEMA_RELEASES.fetch_add(1, Ordering::Relaxed);
    let mut stack = vec![root];
    while let Some(s) = stack.pop() {
        // SAFETY: every pointer in the tree is a live struct of the Tree.
        let s = unsafe { &mut *s };
        if s.release.is_none() {
            continue;
        }
        s.release = None;
        for i in 0..s.n_children.max(0) as usize {
            // SAFETY: `children` holds `n_children` pointers (built so).
            stack.push(unsafe { *s.children.add(i) });
        }
        if !s.dictionary.is_null() {
            stack.push(s.dictionary);
        }
    }
}

unsafe extern "C" fn release_array(root: *mut CArray) {
    ARRAY_RELEASES.fetch_add(1, Ordering::Relaxed);
    let mut stack = vec![root];
    while let Some(a) = stack.pop() {
        // SAFETY: as in `release_schema`.
        let a = unsafe { &mut *a };
        if a.release.is_none() {
            continue;
        }
        a.release = None;
        for i in 0..a.n_children.max(0) as usize {
            // SAFETY: as in `release_schema`.
            stack.push(unsafe { *a.children.add(i) });
        }
        if !a.dictionary.is_null() {
            stack.push(a.dictionary);
        }
    }
}

/// Everything the structs point to, owned until the consumer is done.
/// The structs are boxed: their addresses are in their parents' child
/// lists and must not move when the vectors grow.
#[derive(Default)]
#[allow(clippy::vec_box)]
pub struct Tree {
    pub schema: Option<Box<CSchema>>,
    pub array: Option<Box<CArray>>,
    schemas: Vec<Box<CSchema>>,
    arrays: Vec<Box<CArray>>,
    strings: Vec<CString>,
    schema_lists: Vec<Vec<*mut CSchema>>,
    array_lists: Vec<Vec<*mut CArray>>,
    buffer_lists: Vec<Vec<*const c_void>>,
    /// u64 words: every buffer is 8-byte aligned.
    buffers: Vec<Vec<u64>>,
    /// Bytes in `buffers`.
    total: usize,
}

/// What a format implies for the buffers after the validity bitmap.
enum Layout {
    /// No buffers at all.
    Nothing,
    /// Only the validity bitmap (structs, fixed-size lists).
    Validity,
    /// Values of this many bits each.
    Fixed(u64),
    /// Offsets of this many bytes, then a data buffer.
    Variable(u64),
    /// Offsets of this many bytes into a child (lists, maps).
    Offsets(u64),
    /// NULL pointers for `n` buffers.
    Unknown(usize),
}

fn format_of(f: &Format) -> (Vec<u8>, Layout) {
    use Layout::*;
    let (s, layout): (&[u8], Layout) = match f {
        Format::Null => (b"n", Nothing),
        Format::Bool => (b"b", Fixed(1)),
        Format::Int8 => (b"c", Fixed(8)),
        Format::Int32 | Format::Dictionary => (b"i", Fixed(32)),
        Format::Int64 => (b"l", Fixed(64)),
        Format::UInt16 => (b"S", Fixed(16)),
        Format::Float32 => (b"f", Fixed(32)),
        Format::Float64 => (b"g", Fixed(64)),
        Format::Utf8 => (b"u", Variable(4)),
        Format::Binary => (b"z", Variable(4)),
        Format::LargeUtf8 => (b"U", Variable(8)),
        Format::LargeBinary => (b"Z", Variable(8)),
        Format::FixedBinary(w) => {
            let bits = u64::try_from(w.0).map_or(0, |w| w.saturating_mul(8));
            return (format!("w:{}", w.0).into_bytes(), Fixed(bits));
        }
        Format::Decimal128 => (b"d:38,2", Fixed(128)),
        Format::Date32 => (b"tdD", Fixed(32)),
        Format::Timestamp => (b"tsu:", Fixed(64)),
        Format::Struct => (b"+s", Validity),
        Format::List => (b"+l", Offsets(4)),
        Format::LargeList => (b"+L", Offsets(8)),
        Format::FixedList(n) => return (format!("+w:{}", n.0).into_bytes(), Validity),
        Format::Map => (b"+m", Offsets(4)),
        Format::Raw(bytes) => {
            let n = bytes.first().map_or(0, |b| usize::from(b % 4));
            return (
                bytes.iter().copied().filter(|&b| b != 0).collect(),
                Unknown(n),
            );
        }
    };
    (s.to_vec(), layout)
}

impl Tree {
    fn string(&mut self, bytes: Vec<u8>) -> *const std::ffi::c_char {
        let s = CString::new(bytes).expect("no NUL");
        let p = s.as_ptr();
        self.strings.push(s);
        p
    }

    /// A buffer of exactly `len` bytes of `pattern` (NULL past [`CAP`], or
    /// when the tree's buffers would pass [`TOTAL_CAP`]).
    fn buffer(&mut self, len: Option<u64>, pattern: &[u8]) -> *const c_void {
        let Some(len) = len.filter(|&l| l <= CAP as u64 && self.total + l as usize <= TOTAL_CAP)
        else {
            return ptr::null();
        };
        self.total += len as usize;
        let bytes = fill(pattern, len as usize);
        let mut words = vec![0u64; bytes.len().div_ceil(8).max(1)];
        // SAFETY: `words` has room for `bytes` (u64 is 8 bytes).
        unsafe {
            ptr::copy_nonoverlapping(bytes.as_ptr(), words.as_mut_ptr().cast::<u8>(), bytes.len())
        };
        let p = words.as_ptr().cast();
        self.buffers.push(words);
        p
    }

    /// Offsets `start + i * step` for `entries` entries of `width` bytes,
    /// and the data size they imply (their largest value; None when that
    /// is past [`CAP`], so the data buffer is NULL).
    fn offsets(
        &mut self,
        entries: Option<u64>,
        width: u64,
        start: i64,
        step: i64,
    ) -> (*const c_void, Option<u64>) {
        let fits = |n: u64| {
            let bytes = n.saturating_mul(width);
            bytes <= CAP as u64 && self.total + bytes as usize <= TOTAL_CAP
        };
        let Some(n) = entries.filter(|&n| fits(n)) else {
            return (ptr::null(), None);
        };
        let mut bytes = Vec::with_capacity((n * width) as usize);
        let mut max = 0i64;
        for i in 0..n as i64 {
            let v = start.wrapping_add(step.wrapping_mul(i));
            let v = if width == 4 { i64::from(v as i32) } else { v };
            max = max.max(v);
            if width == 4 {
                bytes.extend_from_slice(&(v as i32).to_le_bytes());
            } else {
                bytes.extend_from_slice(&v.to_le_bytes());
            }
        }
        let p = self.buffer(Some(bytes.len() as u64), &bytes);
        (p, Some(max as u64).filter(|&m| m <= CAP as u64))
    }

    /// Builds `node` (and its subtree) and returns its two structs.
    /// `chain` more struct or list levels are put around it, from the
    /// inside out (no recursion per level).
    fn node(&mut self, node: &Node, name: &str, depth: usize) -> (*mut CSchema, *mut CArray) {
        let (format, layout) = format_of(&node.format);
        let end = u64::try_from(node.offset.0)
            .ok()
            .zip(u64::try_from(node.length.0).ok())
            .and_then(|(o, l)| o.checked_add(l));
        let nulls = node.flaws & flaw::NULL_BUFFERS != 0;
        let mut buffers: Vec<*const c_void> = Vec::new();
        if !matches!(layout, Layout::Nothing | Layout::Unknown(_)) {
            buffers.push(if node.validity && !nulls {
                self.buffer(end.map(|e| e.div_ceil(8)), &node.data)
            } else {
                ptr::null()
            });
        }
        let (start, step) = node.offsets.map_or((0, 1), |(a, b)| (a.0, b.0));
        match layout {
            Layout::Nothing | Layout::Validity => {}
            Layout::Fixed(bits) => {
                let len = end.and_then(|e| e.checked_mul(bits)).map(|b| b.div_ceil(8));
                buffers.push(self.buffer(len, &node.data));
            }
            Layout::Variable(width) => {
                let (offsets, data) = self.offsets(end.map(|e| e + 1), width, start, step);
                buffers.push(offsets);
                buffers.push(self.buffer(data, &node.data));
            }
            Layout::Offsets(width) => {
                buffers.push(self.offsets(end.map(|e| e + 1), width, start, step).0);
            }
            Layout::Unknown(n) => buffers.resize(n, ptr::null()),
        }
        if nulls {
            buffers.iter_mut().for_each(|b| *b = ptr::null());
        }
        if node.flaws & flaw::EXTRA_BUFFER != 0 {
            let p = self.buffer(Some(64), &node.data);
            buffers.push(p);
        }
        if node.flaws & flaw::MISSING_BUFFER != 0 {
            buffers.pop();
        }

        let mut schema_children = Vec::new();
        let mut array_children = Vec::new();
        // Depth is the chain's business (Batch::deep): the description's
        // own nesting stops at 8 levels, so a random description is not
        // refused for depth half the time.
        let children = if depth < 8 { &node.children[..] } else { &[] };
        for (i, child) in children.iter().enumerate() {
            let (s, a) = self.node(child, &format!("{name}.{i}"), depth + 1);
            schema_children.push(s);
            array_children.push(a);
        }
        if node.flaws & flaw::ARRAY_CHILD_MISSING != 0 {
            array_children.pop();
        }
        let (mut schema_dict, mut array_dict) = (ptr::null_mut(), ptr::null_mut());
        if let Some(d) = &node.dictionary {
            let (s, a) = self.node(d, &format!("{name}.dict"), depth + 1);
            schema_dict = s;
            if node.flaws & flaw::NO_DICTIONARY == 0 {
                array_dict = a;
            }
        }
        let flags = if node.nullable && node.flaws & flaw::NOT_NULLABLE == 0 {
            2
        } else {
            0
        };
        let released = node.flaws & flaw::RELEASED != 0;
        self.assemble(
            format,
            name,
            flags,
            schema_children,
            schema_dict,
            (node.length.0, node.null_count.0, node.offset.0),
            buffers,
            array_children,
            array_dict,
            released,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn assemble(
        &mut self,
        format: Vec<u8>,
        name: &str,
        flags: i64,
        mut schema_children: Vec<*mut CSchema>,
        schema_dict: *mut CSchema,
        (length, null_count, offset): (i64, i64, i64),
        mut buffers: Vec<*const c_void>,
        mut array_children: Vec<*mut CArray>,
        array_dict: *mut CArray,
        released: bool,
    ) -> (*mut CSchema, *mut CArray) {
        let format = self.string(format);
        let name = self.string(name.bytes().collect());
        let mut schema = Box::new(CSchema {
            format,
            name,
            metadata: ptr::null(),
            flags,
            n_children: schema_children.len() as i64,
            children: schema_children.as_mut_ptr(),
            dictionary: schema_dict,
            release: Some(release_schema),
            private_data: ptr::null_mut(),
        });
        let mut array = Box::new(CArray {
            length,
            null_count,
            offset,
            n_buffers: buffers.len() as i64,
            n_children: array_children.len() as i64,
            buffers: buffers.as_mut_ptr(),
            children: array_children.as_mut_ptr(),
            dictionary: array_dict,
            release: (!released).then_some(release_array),
            private_data: ptr::null_mut(),
        });
        let s: *mut CSchema = &mut *schema;
        let a: *mut CArray = &mut *array;
        self.schemas.push(schema);
        self.arrays.push(array);
        self.schema_lists.push(schema_children);
        self.array_lists.push(array_children);
        self.buffer_lists.push(buffers);
        (s, a)
    }

    /// The batch as a struct schema and array (the roots are `schema` and
    /// `array`; the runtime may move them).
    pub fn build(batch: &Batch) -> Tree {
        let mut t = Tree::default();
        let copies = if batch.deep.0 < 100 {
            copies(batch.wide)
        } else {
            1
        };
        let mut schema_children = Vec::new();
        let mut array_children = Vec::new();
        for c in 0..copies {
            for (i, f) in batch.fields.iter().enumerate() {
                let (mut s, mut a) = t.node(f, &format!("f{c}_{i}"), 1);
                if i == 0 {
                    for level in 0..batch.deep.0 {
                        (s, a) = t.level(s, a, level, batch.deep_lists);
                    }
                }
                schema_children.push(s);
                array_children.push(a);
            }
        }
        let length = batch.length.0;
        let validity = t.buffer(None, &[]);
        let (s, a) = t.assemble(
            b"+s".to_vec(),
            "",
            0,
            schema_children,
            ptr::null_mut(),
            (length, 0, 0),
            vec![validity],
            array_children,
            ptr::null_mut(),
            false,
        );
        // The roots are moved out of the arena so that the caller passes
        // them by address; they are the last structs pushed.
        t.schema = t.schemas.pop();
        t.array = t.arrays.pop();
        debug_assert!(std::ptr::eq(s, &**t.schema.as_ref().unwrap()));
        debug_assert!(std::ptr::eq(a, &**t.array.as_ref().unwrap()));
        t
    }

    /// One struct level (as many rows as `a`) or list level (one row
    /// holding all of `a`'s) around `(s, a)`: no buffer grows with the
    /// depth, so a chain of 8,000 costs this side next to nothing.
    fn level(
        &mut self,
        s: *mut CSchema,
        a: *mut CArray,
        level: usize,
        list: bool,
    ) -> (*mut CSchema, *mut CArray) {
        // SAFETY: `a` is a struct of this tree.
        let child_length = unsafe { (*a).length };
        let mut buffers = vec![ptr::null()];
        let length = if list {
            let end = i32::try_from(child_length).unwrap_or(i32::MAX).max(0);
            let offsets: Vec<u8> = [0i32, end].iter().flat_map(|v| v.to_le_bytes()).collect();
            buffers.push(self.buffer(Some(8), &offsets));
            1
        } else {
            child_length
        };
        let format = if list { b"+l".to_vec() } else { b"+s".to_vec() };
        self.assemble(
            format,
            &format!("level{level}"),
            2,
            vec![s],
            ptr::null_mut(),
            (length, 0, 0),
            buffers,
            vec![a],
            ptr::null_mut(),
            false,
        )
    }
}
