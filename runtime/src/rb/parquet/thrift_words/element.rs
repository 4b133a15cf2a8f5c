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
//!   Variant is a group's (as Map and List), Geometry and Geography a
//!   BYTE_ARRAY's ("Geometry(crs=) cannot be applied to primitive type
//!   INT32").
//!
//! * Then Arrow's conversion (`FromParquetSchema`, in the list's order:
//!   a group's checks before its children's), refusing as `Invalid` (1.25's
//!   `IRX_ERR_INVALID`) LIST- and MAP-annotated groups (the logical
//!   type's annotation, else the converted type's) of another structure
//!   than Arrow C++ reads: a list of other than one child, whose child
//!   is not repeated, that is repeated (then checked), whose child is a
//!   group without children; a map of other than one child, repeated,
//!   whose key-value child is not repeated, not a group, not of one or
//!   two children, or whose key is not REQUIRED. A list's child that is
//!   a LIST- or MAP-annotated group of one child is a list or map whose
//!   repetition is allowed (a list's only over a child that repeats
//!   throughout: a leaf, or a group whose first child repeats). Every
//!   rule and word checked against IRx 1.25 with
//!   `tests/diff-1.25/parquet_schema.c`. A leaf's physical type out of
//!   range is refused there too, in the list's order.
//!
//! The crate refuses each value out of range as it decodes it ("Unexpected
//! Type 99"), so each is rewritten or left out for it, and the footer is
//! refused in Arrow C++'s words where Arrow C++ refuses it. Allocation-free:
//! the open groups are counted in a fixed array as deep as this runtime
//! reads schemas (a deeper one is refused by `guard::check_footer`).

use super::logical::{
    BSON, BYTE_ARRAY, DATE, DECIMAL, ENUM, FLBA, FLOAT16, INT32, INT64, INTEGER, JSON, LIST,
    Logical, MAP, STRING, TIME, TIMESTAMP,
};
use crate::ffi::Error;
use crate::ffi::error::Kind;

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

/// Arrow C++'s conversion of LIST- and MAP-annotated groups
/// (`ListToSchemaField`, `MapToSchemaField`).
const LIST_CHILDREN: &str = "Invalid: LIST-annotated groups must have a single child.";
const LIST_REPEATED: &str = "Invalid: LIST-annotated groups must not be repeated.";
const LIST_CHILD: &str = "Invalid: Non-repeated nodes in a LIST-annotated group are not supported.";
const EMPTY_GROUP: &str = "Invalid: Group must have at least one child.";
const MAP_CHILDREN: &str = "Invalid: MAP-annotated groups must have a single child.";
const MAP_REPEATED: &str = "Invalid: MAP-annotated groups must not be repeated.";
const MAP_KEY_VALUE: &str =
    "Invalid: Non-repeated key value in a MAP-annotated group are not supported.";
const KEY_VALUE_GROUP: &str = "Invalid: Key-value node must be a group.";
const MAP_KEY: &str = "Invalid: Map keys must be annotated as required.";
const KEY_VALUE_COUNT: &str =
    "Invalid: Key-value map node must have 1 or 2 child elements. Found: ";

/// Whether `rest` (a message after its `Invalid: `) is a refusal of the
/// conversion's, which Arrow C++'s dataset scanner passes on as it is
/// (raised after the source opened), checked against IRx 1.25.
pub(super) fn converts(rest: &str) -> bool {
    [
        LIST_CHILDREN,
        LIST_REPEATED,
        LIST_CHILD,
        EMPTY_GROUP,
        MAP_CHILDREN,
        MAP_REPEATED,
        MAP_KEY_VALUE,
        KEY_VALUE_GROUP,
        MAP_KEY,
        KEY_VALUE_COUNT,
    ]
    .iter()
    .any(|text| rest.starts_with(&text["Invalid: ".len()..]))
}

/// Repetition types.
const REQUIRED: i32 = 0;
const REPEATED: i32 = 2;

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
    /// Refused as `Invalid` by Arrow's conversion (text with its prefix).
    Invalid(&'static str),
    /// A map's key-value group of other than one or two children.
    KeyValue(i32),
}

impl Refusal {
    /// The status 1.25 returns: `IRX_ERR_INVALID` for Arrow's `Invalid`,
    /// `IRX_ERR_IO` for a `ParquetException` (`IOError: `).
    pub(super) fn kind(&self) -> Kind {
        match self {
            Refusal::Invalid(_) | Refusal::KeyValue(_) => Kind::Invalid,
            _ => Kind::Io,
        }
    }

    /// The refusal's words, with Arrow C++'s prefix (`IOError: `,
    /// `Invalid: `).
    pub(super) fn text(&self, input: &[u8]) -> String {
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
            Refusal::Text(text) | Refusal::Invalid(text) => text.to_owned(),
            Refusal::KeyValue(n) => format!("{KEY_VALUE_COUNT}{n}"),
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
                let logical = logical.words(input);
                format!("IOError: {logical} cannot be applied to primitive type {name}")
            }
            Refusal::Nested(logical) => {
                let logical = logical.words(input);
                format!(
                    "IOError: Nested logical type {logical} cannot be applied to non-group node"
                )
            }
            Refusal::Group(logical) => {
                let logical = logical.words(input);
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
    /// Out of range: REQUIRED (neither optional nor repeated).
    repetition: i32,
    children: i32,
    converted: Option<i32>,
    scale: i32,
    precision: i32,
    /// Whether `scale` and `precision` are set.
    scale_set: bool,
    precision_set: bool,
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
            3 => {
                let known = REPETITIONS.contains(&value);
                self.repetition = if known { value } else { REQUIRED };
                fix(known, Fix::Zero)
            }
            5 => {
                self.children = value;
                Fix::Keep
            }
            7 => {
                (self.scale, self.scale_set) = (value, true);
                Fix::Keep
            }
            8 => {
                (self.precision, self.precision_set) = (value, true);
                Fix::Keep
            }
            _ => {
                self.converted = Some(value);
                fix(CONVERTED.contains(&value), Fix::Drop)
            }
        }
    }

    /// The annotation Arrow's conversion follows on a group: its logical
    /// type's (List or Map), else its converted type's (LIST; MAP or
    /// MAP_KEY_VALUE).
    fn annotation(&self) -> Option<Nest> {
        match (self.logical, self.converted) {
            (Some(l), _) if l.kind == LIST => Some(Nest::List),
            (Some(l), _) if l.kind == MAP => Some(Nest::Map),
            (Some(_), _) => None,
            (None, Some(3)) => Some(Nest::List),
            (None, Some(1 | 2)) => Some(Nest::Map),
            (None, _) => None,
        }
    }

    /// What the crate refuses on a leaf and Arrow C++ reads, going by the
    /// logical type alone (checked against IRx 1.25): a converted type
    /// beside a logical type it does not match (the crate's "Logical type
    /// String is incompatible with converted type INT_64"), a logical
    /// Decimal whose element's scale or precision is not its own, or
    /// missing ("DECIMAL logical type scale 2 must match self.scale -1").
    pub(super) fn crate_fix(&self) -> Option<CrateFix> {
        let l = self
            .logical
            .filter(|l| (STRING..=FLOAT16).contains(&l.kind))?;
        if self.children != 0 || self.physical.is_none() {
            return None;
        }
        let converted = self
            .converted
            .is_some_and(|c| CONVERTED.contains(&c) && Some(c) != crate_converted(&l));
        let own = self.scale_set
            && self.precision_set
            && (self.scale, self.precision) == (l.scale, l.precision);
        let decimal = (l.kind == DECIMAL && !own).then_some((l.scale, l.precision));
        (converted || decimal.is_some()).then_some(CrateFix { converted, decimal })
    }

    /// A group's own refusal (raised once its children are built).
    fn group(&self) -> Option<Refusal> {
        match (self.logical, self.converted) {
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

/// How an element is rebuilt for the crate ([`Element::crate_fix`]).
#[derive(Clone, Copy)]
pub(super) struct CrateFix {
    /// The converted type left out.
    pub(super) converted: bool,
    /// The scale and precision set to these (the logical Decimal's).
    pub(super) decimal: Option<(i32, i32)>,
}

/// The converted type the crate takes logical type `l` for (None: none),
/// as its `From<Option<LogicalType>>` maps them.
fn crate_converted(l: &Logical) -> Option<i32> {
    let unit = |millis: i32| match l.unit {
        1 => Some(millis),
        2 => Some(millis + 1),
        _ => None,
    };
    match l.kind {
        STRING => Some(0),
        MAP => Some(1),
        LIST => Some(3),
        ENUM => Some(4),
        DECIMAL => Some(5),
        DATE => Some(6),
        TIME => unit(7),
        TIMESTAMP => unit(9),
        INTEGER => {
            let width = match l.scale {
                8 => 0,
                16 => 1,
                32 => 2,
                64 => 3,
                _ => return None,
            };
            Some(if l.flag { 15 + width } else { 11 + width })
        }
        JSON => Some(19),
        BSON => Some(20),
        _ => None,
    }
}

/// A LIST- or MAP-annotated group.
#[derive(Clone, Copy)]
enum Nest {
    List,
    Map,
}

/// What Arrow's conversion checks of an element, which the elements
/// before it set (each check looks at most two elements ahead).
#[derive(Clone, Copy)]
enum Role {
    /// A node converted as one (its annotation followed).
    Node,
    /// The child of a LIST-annotated group: whether that group is
    /// repeated, and whether it is itself a list's child (whose
    /// repetition is then allowed).
    ListChild { repeated: bool, element: bool },
    /// A map's key-value group.
    KeyValue,
    /// A map's key (then converted as a node).
    Key,
}

/// The next element's checks.
#[derive(Clone, Copy)]
struct Next {
    role: Role,
    /// A repeated list's child's first child must be repeated (a repeated
    /// LIST-annotated group is a list's element only over a two-level
    /// list).
    repeats: bool,
}

const NODE: Next = Next {
    role: Role::Node,
    repeats: false,
};

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
    /// The first refusal of Arrow's conversion, in the list's order.
    converted: Option<Refusal>,
    /// What the conversion checks of the next element.
    next: Next,
}

impl Schema {
    pub(super) fn new() -> Self {
        Schema {
            index: 0,
            open: [(0, None); OPEN],
            depth: 0,
            too_deep: false,
            first: None,
            converted: None,
            next: NODE,
        }
    }

    /// The next element of the list, read whole.
    pub(super) fn element(&mut self, e: &Element) {
        let root = self.index == 0;
        self.index += 1;
        // Arrow C++'s leaf: no children and a physical type.
        let group = root || e.children != 0 || e.physical.is_none();
        if !root {
            let refusal = self.conversion(e, group);
            if self.converted.is_none() {
                self.converted = refusal;
            }
        }
        let own = if group {
            e.group()
        } else {
            let (own, physical) = e.leaf();
            if physical && self.converted.is_none() {
                self.converted = Some(Refusal::Text(PHYSICAL));
            }
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

    /// Arrow's conversion's checks of `e` (not the root), a `group` or
    /// not, as the elements before set them (`Next`), and what they set
    /// for the element after. A LIST-annotated group checks its child
    /// count, then its child's repetition, then its own (a list's child
    /// may repeat: then its own child that is a group must have a
    /// repeated first child); a MAP-annotated group its child count, its
    /// own repetition (unless it is a list's child), its key-value
    /// group's, that it is a group of one or two, and its key's.
    fn conversion(&mut self, e: &Element, group: bool) -> Option<Refusal> {
        let next = std::mem::replace(&mut self.next, NODE);
        let repeated = e.repetition == REPEATED;
        let invalid = |text| Some(Refusal::Invalid(text));
        if next.repeats && !repeated {
            return invalid(LIST_REPEATED);
        }
        match next.role {
            Role::Key if e.repetition != REQUIRED => invalid(MAP_KEY),
            Role::Node | Role::Key if !group => None,
            Role::Node | Role::Key => match e.annotation() {
                Some(Nest::List) if e.children != 1 => invalid(LIST_CHILDREN),
                Some(Nest::List) => {
                    self.next.role = Role::ListChild {
                        repeated,
                        element: false,
                    };
                    None
                }
                Some(Nest::Map) if e.children != 1 => invalid(MAP_CHILDREN),
                Some(Nest::Map) if repeated => invalid(MAP_REPEATED),
                Some(Nest::Map) => {
                    self.next.role = Role::KeyValue;
                    None
                }
                None => None,
            },
            Role::ListChild { .. } if !repeated => invalid(LIST_CHILD),
            Role::ListChild {
                repeated: true,
                element: false,
            } => invalid(LIST_REPEATED),
            Role::ListChild { .. } if !group => None,
            Role::ListChild { .. } if e.children == 0 => invalid(EMPTY_GROUP),
            Role::ListChild {
                repeated: outer, ..
            } => {
                // The list's element: a group of one child is a list or
                // a map where it is annotated so (its repetition
                // allowed), else its child is a node; of more, a struct.
                let role = match e.annotation() {
                    Some(Nest::List) if e.children == 1 => Role::ListChild {
                        repeated: true,
                        element: true,
                    },
                    Some(Nest::Map) if e.children == 1 => Role::KeyValue,
                    _ => Role::Node,
                };
                self.next = Next {
                    role,
                    repeats: outer,
                };
                None
            }
            Role::KeyValue if !repeated => invalid(MAP_KEY_VALUE),
            Role::KeyValue if !group => invalid(KEY_VALUE_GROUP),
            Role::KeyValue if !matches!(e.children, 1 | 2) => Some(Refusal::KeyValue(e.children)),
            Role::KeyValue => {
                self.next.role = Role::Key;
                None
            }
        }
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

    /// Arrow C++'s refusal of the schema: the first of its building,
    /// else the first of its conversion (worded here, on failure only).
    pub(super) fn refusal(&self, input: &[u8]) -> Option<Error> {
        if self.too_deep {
            return None;
        }
        self.first
            .or(self.converted)
            .map(|r| Error::new(r.kind(), r.text(input)))
    }
}
