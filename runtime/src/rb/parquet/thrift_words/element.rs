//! A `SchemaElement`'s enum values as Arrow C++ reads them (facts checked
//! against pyarrow 24, the Arrow C++ IRx 1.25 links, on hand-made
//! footers). Thrift C++ stores any i32; Arrow C++'s `LoadEnumSafe` reads
//! a value the format does not define as its `UNDEFINED`, and the schema
//! is built from the elements (`Unflatten`, its checks in post-order: a
//! group's after its children's) before it is converted to Arrow's:
//!
//! * A repetition type out of range is no repetition: the node is
//!   neither optional nor repeated, read as REQUIRED (the crate reads the
//!   value rewritten to REQUIRED).
//! * A physical type out of range is ignored on a group (the root, or an
//!   element with children); on a leaf, with a converted type, it is that
//!   type's check that fails ("UTF8 can only annotate BYTE_ARRAY fields"),
//!   without one, Arrow's conversion: "Invalid physical column type:
//!   UNKNOWN", after every check of the schema's building.
//! * A converted type out of range is ignored where the element has a
//!   logical type (even one of no kind Arrow C++ knows); on a leaf it is
//!   "UNKNOWN cannot be applied to a primitive type", on a group "Invalid
//!   logical type: Undefined".
//!
//! The crate refuses each value out of range as it decodes it ("Unexpected
//! Type 99"), so each is rewritten or left out for it, and the footer is
//! refused in Arrow C++'s words where Arrow C++ refuses it. Allocation-free:
//! the open groups are counted in a fixed array as deep as this runtime
//! reads schemas (a deeper one is refused by `guard::check_footer`).

/// What becomes of a value the walk read.
pub(super) enum Fix {
    Keep,
    /// Rewritten as 0 (REQUIRED).
    Zero,
    /// Left out (as a field of another wire type is).
    Drop,
}

const TYPES: std::ops::RangeInclusive<i32> = 0..=7;
const REPETITIONS: std::ops::RangeInclusive<i32> = 0..=2;
const CONVERTED: std::ops::RangeInclusive<i32> = 0..=21;

const PHYSICAL: &str = "IOError: Invalid physical column type: UNKNOWN";
const UNKNOWN_CONVERTED: &str = "IOError: UNKNOWN cannot be applied to a primitive type";
const UNDEFINED_LOGICAL: &str = "IOError: Invalid logical type: Undefined";

/// Arrow C++'s refusal of each converted type (by value) on a leaf whose
/// physical type is out of range: the check of the type it annotates.
const ANNOTATES: [&str; 22] = [
    "IOError: UTF8 can only annotate BYTE_ARRAY fields",
    "IOError: MAP cannot be applied to a primitive type",
    "IOError: MAP_KEY_VALUE cannot be applied to a primitive type",
    "IOError: LIST cannot be applied to a primitive type",
    "IOError: ENUM can only annotate BYTE_ARRAY fields",
    "IOError: DECIMAL can only annotate INT32, INT64, BYTE_ARRAY, and FIXED",
    "IOError: DATE can only annotate INT32",
    "IOError: TIME_MILLIS can only annotate INT32",
    "IOError: TIME_MICROS can only annotate INT64",
    "IOError: TIMESTAMP_MILLIS can only annotate INT64",
    "IOError: TIMESTAMP_MICROS can only annotate INT64",
    "IOError: UINT_8 can only annotate INT32",
    "IOError: UINT_16 can only annotate INT32",
    "IOError: UINT_32 can only annotate INT32",
    "IOError: UINT_64 can only annotate INT64",
    "IOError: INT_8 can only annotate INT32",
    "IOError: INT_16 can only annotate INT32",
    "IOError: INT_32 can only annotate INT32",
    "IOError: INT_64 can only annotate INT64",
    "IOError: JSON can only annotate BYTE_ARRAY fields",
    "IOError: BSON can only annotate BYTE_ARRAY fields",
    "IOError: INTERVAL can only annotate FIXED_LEN_BYTE_ARRAY(12)",
];

/// One `SchemaElement`'s fields as Thrift C++ keeps them (the last value
/// of each).
#[derive(Default)]
pub(super) struct Element {
    physical: Option<i32>,
    children: i32,
    converted: Option<i32>,
    /// `logicalType` was read (of any kind).
    pub(super) logical: bool,
}

impl Element {
    /// Whether field `id` is one [`Element::note`] takes the value of.
    pub(super) fn reads(id: i16) -> bool {
        matches!(id, 1 | 3 | 5 | 6)
    }

    /// Field `id`'s `value`, and what the crate is to read instead.
    pub(super) fn note(&mut self, id: i16, value: i32) -> Fix {
        let fix = |ok: bool, otherwise: Fix| if ok { Fix::Keep } else { otherwise };
        match id {
            1 => {
                self.physical = Some(value);
                fix(TYPES.contains(&value), Fix::Drop)
            }
            3 => fix(REPETITIONS.contains(&value), Fix::Zero),
            5 => {
                self.children = value;
                Fix::Keep
            }
            _ => {
                self.converted = Some(value);
                fix(CONVERTED.contains(&value), Fix::Drop)
            }
        }
    }
}

/// The most groups open at once that are followed: one more than
/// `guard::MAX_SCHEMA_DEPTH`, past which the file is refused.
const OPEN: usize = 65;

/// The schema list's elements as `Unflatten` builds them.
pub(super) struct Schema {
    /// Elements seen.
    index: u64,
    /// The open groups, outermost first: children still to come, and the
    /// group's own refusal (raised when its last child is built).
    open: [(i32, Option<&'static str>); OPEN],
    depth: usize,
    /// More than `OPEN` groups nest: nothing is refused here.
    too_deep: bool,
    /// The first refusal in the order the schema is built.
    first: Option<&'static str>,
    /// A leaf's physical type is out of range (refused at conversion).
    physical: bool,
}

impl Schema {
    pub(super) fn new() -> Self {
        Schema {
            index: 0,
            open: [(0, None); OPEN],
            depth: 0,
            too_deep: false,
            first: None,
            physical: false,
        }
    }

    /// The next element of the list, read whole.
    pub(super) fn element(&mut self, e: &Element) {
        let root = self.index == 0;
        self.index += 1;
        // Arrow C++'s leaf: no children and a physical type.
        let group = root || e.children != 0 || e.physical.is_none();
        let bad_type = !e.physical.is_some_and(|t| TYPES.contains(&t));
        let bad_converted = e.converted.is_some_and(|c| !CONVERTED.contains(&c));
        let own = match (group, e.converted) {
            (true, _) => (bad_converted && !e.logical).then_some(UNDEFINED_LOGICAL),
            (false, _) if e.logical => {
                self.physical |= bad_type;
                None
            }
            (false, Some(_)) if bad_converted => Some(UNKNOWN_CONVERTED),
            (false, Some(c)) => bad_type.then(|| ANNOTATES[c as usize]),
            (false, None) => {
                self.physical |= bad_type;
                None
            }
        };
        if group && e.children > 0 {
            if self.depth == OPEN {
                self.too_deep = true;
            } else {
                self.open[self.depth] = (e.children, own);
                self.depth += 1;
            }
            return;
        }
        self.complete(own);
    }

    /// A node built (with `error`): it completes the innermost open group
    /// when it is its last child, and so on out.
    fn complete(&mut self, mut error: Option<&'static str>) {
        loop {
            if self.first.is_none() {
                self.first = error;
            }
            let Some(top) = self.depth.checked_sub(1) else {
                return;
            };
            let (left, own) = &mut self.open[top];
            *left -= 1;
            if *left > 0 {
                return;
            }
            error = *own;
            self.depth = top;
        }
    }

    /// Arrow C++'s refusal of the schema, with its `IOError: ` prefix.
    pub(super) fn refusal(&self) -> Option<&'static str> {
        if self.too_deep {
            return None;
        }
        self.first.or(self.physical.then_some(PHYSICAL))
    }
}
