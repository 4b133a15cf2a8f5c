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
//! * The types on each element, as Arrow C++'s `PrimitiveNode` and
//!   `GroupNode` check them (words checked against IRx 1.25 with
//!   `tests/diff-1.25/parquet_schema.c`): on a leaf, a converted type on a
//!   physical type it cannot annotate ("UTF8 can only annotate BYTE_ARRAY
//!   fields"), a DECIMAL's precision and scale, a logical type's
//!   parameters ("Precision must be greater than or equal to 1 for Decimal
//!   logical type"), a logical type on a physical type it cannot annotate,
//!   in range or not ("String cannot be applied to primitive type
//!   UNKNOWN"), Map or List on a leaf, a FIXED_LEN_BYTE_ARRAY's length
//!   under 1 (missing: 0); on a group, a converted type whose logical type
//!   is not a group's ("Invalid logical type: String"), a logical type not
//!   a group's ("Logical type String cannot be applied to group node").
//!   Variant and the geospatial logical types are not checked here.
//!
//! The crate refuses each value out of range as it decodes it ("Unexpected
//! Type 99"), so each is rewritten or left out for it, and the footer is
//! refused in Arrow C++'s words where Arrow C++ refuses it. Allocation-free:
//! the open groups are counted in a fixed array as deep as this runtime
//! reads schemas (a deeper one is refused by `guard::check_footer`).

use super::logical::{BYTE_ARRAY, FLBA, INT32, INT64, Logical};

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
/// physical type it cannot annotate ([`fits`]).
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

/// Whether converted type `c` (in range) annotates physical type `ty`
/// (None: out of range) of `length` bytes, as Arrow C++'s `PrimitiveNode`
/// checks it.
fn fits(c: i32, ty: Option<i32>, length: i32) -> bool {
    match c {
        0 | 4 | 19 | 20 => ty == Some(BYTE_ARRAY),
        1..=3 => false,
        5 => matches!(ty, Some(INT32 | INT64 | BYTE_ARRAY | FLBA)),
        6 | 7 | 11..=13 | 15..=17 => ty == Some(INT32),
        8..=10 | 14 | 18 => ty == Some(INT64),
        _ => ty == Some(FLBA) && length == 12,
    }
}

/// Arrow C++'s refusal of each converted type (by value) on a group: the
/// logical type it stands for (`FromConvertedType`) is not a group's; a
/// decimal's has no precision. MAP, MAP_KEY_VALUE and LIST are groups'.
const ON_GROUP: [Option<&str>; 22] = [
    Some("IOError: Invalid logical type: String"),
    None,
    None,
    None,
    Some("IOError: Invalid logical type: Enum"),
    Some("IOError: Precision must be greater than or equal to 1 for Decimal logical type"),
    Some("IOError: Invalid logical type: Date"),
    Some("IOError: Invalid logical type: Time(isAdjustedToUTC=true, timeUnit=milliseconds)"),
    Some("IOError: Invalid logical type: Time(isAdjustedToUTC=true, timeUnit=microseconds)"),
    Some(
        "IOError: Invalid logical type: Timestamp(isAdjustedToUTC=true, \
         timeUnit=milliseconds, is_from_converted_type=true, force_set_converted_type=false)",
    ),
    Some(
        "IOError: Invalid logical type: Timestamp(isAdjustedToUTC=true, \
         timeUnit=microseconds, is_from_converted_type=true, force_set_converted_type=false)",
    ),
    Some("IOError: Invalid logical type: Int(bitWidth=8, isSigned=false)"),
    Some("IOError: Invalid logical type: Int(bitWidth=16, isSigned=false)"),
    Some("IOError: Invalid logical type: Int(bitWidth=32, isSigned=false)"),
    Some("IOError: Invalid logical type: Int(bitWidth=64, isSigned=false)"),
    Some("IOError: Invalid logical type: Int(bitWidth=8, isSigned=true)"),
    Some("IOError: Invalid logical type: Int(bitWidth=16, isSigned=true)"),
    Some("IOError: Invalid logical type: Int(bitWidth=32, isSigned=true)"),
    Some("IOError: Invalid logical type: Int(bitWidth=64, isSigned=true)"),
    Some("IOError: Invalid logical type: JSON"),
    Some("IOError: Invalid logical type: BSON"),
    Some("IOError: Invalid logical type: Interval"),
];

/// A refusal as Arrow C++ words it, kept as values until it is worded
/// ([`Refusal::text`], on failure only).
#[derive(Clone, Copy)]
pub(super) enum Refusal {
    Text(&'static str),
    /// A DECIMAL's precision under 1.
    Precision(i32),
    /// A DECIMAL's negative scale.
    Scale(i32),
    /// A DECIMAL's scale over its precision (scale, precision).
    ScaleOver(i32, i32),
    /// A FIXED_LEN_BYTE_ARRAY's length under 1.
    Length(i32),
    /// A logical type on a physical type (None: out of range) it cannot
    /// annotate.
    Primitive(Logical, Option<i32>),
    /// Map or List on a leaf.
    Nested(Logical),
    /// A logical type not a group's on a group.
    Group(Logical),
}

impl Refusal {
    /// The refusal's words, with Arrow C++'s `IOError: ` prefix.
    pub(super) fn text(&self) -> String {
        const TYPE_NAMES: [&str; 8] = [
            "BOOLEAN",
            "INT32",
            "INT64",
            "INT96",
            "FLOAT",
            "DOUBLE",
            "BYTE_ARRAY",
            "FIXED_LEN_BYTE_ARRAY",
        ];
        match *self {
            Refusal::Text(text) => text.to_owned(),
            Refusal::Precision(p) => format!(
                "IOError: Invalid DECIMAL precision: {p}. Precision must be a number between 1 \
                 and 38 inclusive"
            ),
            Refusal::Scale(s) => format!(
                "IOError: Invalid DECIMAL scale: {s}. Scale must be a number between 0 and \
                 precision inclusive"
            ),
            Refusal::ScaleOver(s, p) => {
                format!("IOError: Invalid DECIMAL scale {s} cannot be greater than precision {p}")
            }
            Refusal::Length(length) => {
                format!("IOError: Invalid FIXED_LEN_BYTE_ARRAY length: {length}")
            }
            Refusal::Primitive(logical, ty) => {
                let name = ty.map_or("UNKNOWN", |t| TYPE_NAMES[t as usize]);
                format!("IOError: {logical} cannot be applied to primitive type {name}")
            }
            Refusal::Nested(logical) => {
                format!(
                    "IOError: Nested logical type {logical} cannot be applied to non-group node"
                )
            }
            Refusal::Group(logical) => {
                format!("IOError: Logical type {logical} cannot be applied to group node")
            }
        }
    }
}

/// One `SchemaElement`'s fields as Thrift C++ keeps them (the last value
/// of each).
#[derive(Default)]
pub(super) struct Element {
    physical: Option<i32>,
    length: i32,
    children: i32,
    converted: Option<i32>,
    scale: i32,
    precision: i32,
    /// `logicalType`, as Arrow C++ reads it (of any kind).
    pub(super) logical: Option<Logical>,
}

impl Element {
    /// Whether field `id` is one [`Element::note`] takes the value of.
    pub(super) fn reads(id: i16) -> bool {
        matches!(id, 1..=3 | 5..=8)
    }

    /// Field `id`'s `value`, and what the crate is to read instead.
    pub(super) fn note(&mut self, id: i16, value: i32) -> Fix {
        let fix = |ok: bool, otherwise: Fix| if ok { Fix::Keep } else { otherwise };
        match id {
            1 => {
                self.physical = Some(value);
                fix(TYPES.contains(&value), Fix::Drop)
            }
            2 => {
                self.length = value;
                Fix::Keep
            }
            3 => fix(REPETITIONS.contains(&value), Fix::Zero),
            5 => {
                self.children = value;
                Fix::Keep
            }
            7 => {
                self.scale = value;
                Fix::Keep
            }
            8 => {
                self.precision = value;
                Fix::Keep
            }
            _ => {
                self.converted = Some(value);
                fix(CONVERTED.contains(&value), Fix::Drop)
            }
        }
    }

    /// A group's own refusal (raised once its children are built).
    fn group(&self) -> Option<Refusal> {
        match (self.logical, self.converted) {
            (Some(l), _) if !l.checked() => None,
            (Some(l), _) => match l.invalid() {
                Some(text) => Some(Refusal::Text(text)),
                None => (!l.nested()).then_some(Refusal::Group(l)),
            },
            (None, Some(c)) if !CONVERTED.contains(&c) => Some(Refusal::Text(UNDEFINED_LOGICAL)),
            (None, Some(c)) => ON_GROUP[c as usize].map(Refusal::Text),
            (None, None) => None,
        }
    }

    /// A leaf's refusal (`PrimitiveNode`'s checks), and whether its
    /// physical type is out of range where no check looked at it (refused
    /// when the schema is converted).
    fn leaf(&self) -> (Option<Refusal>, bool) {
        let ty = self.physical.filter(|t| TYPES.contains(t));
        let length =
            || (ty == Some(FLBA) && self.length <= 0).then_some(Refusal::Length(self.length));
        match (self.logical, self.converted) {
            (Some(l), _) if !l.checked() => (None, ty.is_none()),
            (Some(l), _) => {
                let refusal = if let Some(text) = l.invalid() {
                    Some(Refusal::Text(text))
                } else if l.nested() {
                    Some(Refusal::Nested(l))
                } else if !l.applies(ty, self.length) {
                    Some(Refusal::Primitive(l, ty))
                } else {
                    length()
                };
                (refusal, ty.is_none())
            }
            (None, Some(c)) if !CONVERTED.contains(&c) => {
                (Some(Refusal::Text(UNKNOWN_CONVERTED)), false)
            }
            (None, Some(c)) => {
                let (p, s) = (self.precision, self.scale);
                let refusal = if !fits(c, ty, self.length) {
                    Some(Refusal::Text(ANNOTATES[c as usize]))
                } else if c == 5 && p <= 0 {
                    Some(Refusal::Precision(p))
                } else if c == 5 && s < 0 {
                    Some(Refusal::Scale(s))
                } else if c == 5 && s > p {
                    Some(Refusal::ScaleOver(s, p))
                } else {
                    length()
                };
                (refusal, false)
            }
            (None, None) => (length(), ty.is_none()),
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
    open: [(i32, Option<Refusal>); OPEN],
    depth: usize,
    /// More than `OPEN` groups nest: nothing is refused here.
    too_deep: bool,
    /// The first refusal in the order the schema is built.
    first: Option<Refusal>,
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
        let own = if group {
            e.group()
        } else {
            let (own, physical) = e.leaf();
            self.physical |= physical;
            own
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
    fn complete(&mut self, mut error: Option<Refusal>) {
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

    /// Arrow C++'s refusal of the schema, with its `IOError: ` prefix
    /// (worded here, on failure only).
    pub(super) fn refusal(&self) -> Option<String> {
        if self.too_deep {
            return None;
        }
        self.first
            .or(self.physical.then_some(Refusal::Text(PHYSICAL)))
            .map(|r| r.text())
    }
}
