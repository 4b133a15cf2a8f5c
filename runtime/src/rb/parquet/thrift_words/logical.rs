//! A `SchemaElement`'s `LogicalType` as Arrow C++'s `LogicalType::FromThrift`
//! reads it, and the words Arrow C++ builds from it (`ToString`, checked
//! against IRx 1.25 with `tests/diff-1.25/parquet_schema.c`): which member
//! (the first of the union's members in the IDL's order), a decimal's
//! scale and precision, a time's unit and UTC flag, an integer's width and
//! sign, a variant's version, a geospatial type's CRS (where it lies) and
//! algorithm. Plain values: nothing is allocated until a refusal is worded.

use std::fmt;

use super::{STRING_LIMIT, Step, Walk, Wire};

/// `LogicalType`'s members (field ids of the union).
pub(super) const STRING: i16 = 1;
pub(super) const MAP: i16 = 2;
pub(super) const LIST: i16 = 3;
pub(super) const ENUM: i16 = 4;
pub(super) const DECIMAL: i16 = 5;
pub(super) const DATE: i16 = 6;
pub(super) const TIME: i16 = 7;
pub(super) const TIMESTAMP: i16 = 8;
pub(super) const INTEGER: i16 = 10;
pub(super) const NULL: i16 = 11;
pub(super) const JSON: i16 = 12;
pub(super) const BSON: i16 = 13;
pub(super) const UUID: i16 = 14;
pub(super) const FLOAT16: i16 = 15;
pub(super) const VARIANT: i16 = 16;
pub(super) const GEOMETRY: i16 = 17;
pub(super) const GEOGRAPHY: i16 = 18;
/// No member Arrow C++ knows: its `Undefined` (read as any type's).
pub(super) const UNDEFINED: i16 = 0;

/// Physical types (`Type`, 0 to 7).
pub(super) const INT32: i32 = 1;
pub(super) const INT64: i32 = 2;
pub(super) const BYTE_ARRAY: i32 = 6;
pub(super) const FLBA: i32 = 7;

/// A logical type as Arrow C++ reads it.
#[derive(Clone, Copy, Default)]
pub(super) struct Logical {
    /// The member (a field id above).
    pub(super) kind: i16,
    /// A decimal's scale, an integer's bit width, a variant's
    /// specification version.
    pub(super) scale: i32,
    pub(super) precision: i32,
    /// A time's `isAdjustedToUTC`, an integer's `isSigned`.
    pub(super) flag: bool,
    /// A time's unit: 1 MILLIS, 2 MICROS, 3 NANOS, 0 none.
    pub(super) unit: u8,
    /// A geospatial type's CRS: where its bytes lie in the message (empty:
    /// none).
    pub(super) crs: (u32, u32),
    /// A geography's edge interpolation algorithm (0 SPHERICAL, its
    /// default, to 4 KARNEY; another value: unknown).
    pub(super) algorithm: i32,
}

/// Arrow C++'s `Variant` specification version when none is given.
const VARIANT_VERSION: i32 = 1;

/// Where `FromThrift` looks for member `id` (its order of `__isset`
/// tests: the IDL's, but Geometry and Geography before Variant).
fn rank(id: i16) -> i16 {
    match id {
        VARIANT => 19,
        id => id,
    }
}

impl Logical {
    /// The union `walk` decoded from `from` (its first field header) to
    /// where it stands, read again (nothing recorded, nothing allocated),
    /// the walk left where it stood: Thrift C++ sets each member read,
    /// `FromThrift` takes the first in the IDL's order.
    pub(super) fn read(walk: &mut Walk, from: usize) -> Logical {
        let end = walk.at;
        walk.at = from;
        let mut out = Logical::default();
        let read = each(walk, |w, id, kind, _| {
            if kind != Wire::Struct || !matches!(id, 1..=8 | 10..=18) {
                return Ok(false);
            }
            let mut this = Logical {
                kind: id,
                ..Logical::default()
            };
            match id {
                DECIMAL => each(w, |w, id, kind, _| {
                    let take = kind == Wire::I32 && matches!(id, 1 | 2);
                    if take {
                        let value = w.i32_value()?;
                        *if id == 1 {
                            &mut this.scale
                        } else {
                            &mut this.precision
                        } = value;
                    }
                    Ok(take)
                })?,
                TIME | TIMESTAMP => each(w, |w, id, kind, value| match (id, kind) {
                    (1, Wire::Bool) => {
                        this.flag = value;
                        Ok(true)
                    }
                    (2, Wire::Struct) => {
                        each(w, |_, id, kind, _| {
                            if kind == Wire::Struct && (1..=3).contains(&id) {
                                let id = id as u8;
                                if this.unit == 0 || id < this.unit {
                                    this.unit = id;
                                }
                            }
                            Ok(false)
                        })?;
                        Ok(true)
                    }
                    _ => Ok(false),
                })?,
                VARIANT => {
                    this.scale = VARIANT_VERSION;
                    each(w, |w, id, kind, _| {
                        let take = (id, kind) == (1, Wire::Byte);
                        if take {
                            this.scale = i32::from(w.byte()? as i8);
                        }
                        Ok(take)
                    })?;
                }
                GEOMETRY | GEOGRAPHY => each(w, |w, id, kind, _| match (id, kind) {
                    (1, Wire::String) => {
                        let size = w.varint32()?;
                        let size = w.size(size, STRING_LIMIT)?;
                        let start = w.at;
                        w.bytes(size)?;
                        // Footers are far below 4 GiB (`guard`).
                        this.crs = (start as u32, w.at as u32);
                        Ok(true)
                    }
                    (2, Wire::I32) if this.kind == GEOGRAPHY => {
                        this.algorithm = w.i32_value()?;
                        Ok(true)
                    }
                    _ => Ok(false),
                })?,
                INTEGER => each(w, |w, id, kind, value| match (id, kind) {
                    (1, Wire::Byte) => {
                        this.scale = i32::from(w.byte()? as i8);
                        Ok(true)
                    }
                    (2, Wire::Bool) => {
                        this.flag = value;
                        Ok(true)
                    }
                    _ => Ok(false),
                })?,
                _ => w.skip(Wire::Struct)?,
            }
            if out.kind == UNDEFINED || rank(id) <= rank(out.kind) {
                out = this;
            }
            Ok(true)
        });
        walk.at = end;
        walk.pending_bool = false;
        match read {
            Ok(()) => out,
            Err(_) => Logical::default(),
        }
    }

    /// `FromThrift`'s refusal of the type's parameters.
    pub(super) fn invalid(&self) -> Option<&'static str> {
        match self.kind {
            DECIMAL if self.precision < 1 => Some(
                "IOError: Precision must be greater than or equal to 1 for Decimal logical type",
            ),
            DECIMAL if self.scale < 0 || self.scale > self.precision => Some(
                "IOError: Scale must be a non-negative integer that does not exceed precision \
                 for Decimal logical type",
            ),
            TIME if self.unit == 0 => Some(
                "IOError: TimeUnit must be one of MILLIS, MICROS, or NANOS for Time logical type",
            ),
            TIMESTAMP if self.unit == 0 => Some(
                "IOError: TimeUnit must be one of MILLIS, MICROS, or NANOS for Timestamp \
                 logical type",
            ),
            INTEGER if !matches!(self.scale, 8 | 16 | 32 | 64) => {
                Some("IOError: Bit width must be exactly 8, 16, 32, or 64 for Int logical type")
            }
            _ => None,
        }
    }

    /// Map, List and Variant: group types.
    pub(super) fn nested(&self) -> bool {
        matches!(self.kind, MAP | LIST | VARIANT)
    }

    /// `is_applicable`: whether it annotates physical type `ty` (None: out
    /// of range) of `length` bytes.
    pub(super) fn applies(&self, ty: Option<i32>, length: i32) -> bool {
        match self.kind {
            STRING | ENUM | JSON | BSON => ty == Some(BYTE_ARRAY),
            DECIMAL => match ty {
                Some(INT32) => self.precision <= 9,
                Some(INT64) => self.precision <= 18,
                Some(BYTE_ARRAY) => true,
                Some(FLBA) => {
                    let most = (2f64.log10() * (8.0 * f64::from(length) - 1.0)).floor();
                    f64::from(self.precision) <= most
                }
                _ => false,
            },
            DATE => ty == Some(INT32),
            TIME if self.unit == 1 => ty == Some(INT32),
            TIME => ty == Some(INT64),
            TIMESTAMP => ty == Some(INT64),
            INTEGER if self.scale == 64 => ty == Some(INT64),
            INTEGER => ty == Some(INT32),
            UUID => ty == Some(FLBA) && length == 16,
            FLOAT16 => ty == Some(FLBA) && length == 2,
            GEOMETRY | GEOGRAPHY => ty == Some(BYTE_ARRAY),
            _ => true,
        }
    }
}

/// Reads a struct's fields, handing each to `take` (with its id, wire
/// type, and a boolean field's value, read already), which reads the
/// value and says true, or says false to have it skipped.
fn each(walk: &mut Walk, mut take: impl FnMut(&mut Walk, i16, Wire, bool) -> Step<bool>) -> Step {
    let mut last = 0;
    loop {
        let code = walk.input.get(walk.at).map_or(0, |b| b & 0x0f);
        let Some((id, kind)) = walk.field_begin(&mut last)? else {
            return Ok(());
        };
        let value = kind == Wire::Bool && code == 1;
        if kind == Wire::Bool {
            walk.boolean()?;
        }
        if !take(walk, id, kind, value)? && kind != Wire::Bool {
            walk.skip(kind)?;
        }
    }
}

impl Logical {
    /// Its `ToString`, in the message `input` it was read from (a
    /// geospatial type's CRS lies there).
    pub(super) fn words<'a>(&'a self, input: &'a [u8]) -> Words<'a> {
        Words(self, input)
    }
}

/// A logical type's `ToString` ([`Logical::words`]).
pub(super) struct Words<'a>(&'a Logical, &'a [u8]);

impl fmt::Display for Words<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const ALGORITHMS: [&str; 5] = ["spherical", "vincenty", "thomas", "andoyer", "karney"];
        let Words(logical, input) = *self;
        let (from, to) = (logical.crs.0 as usize, logical.crs.1 as usize);
        let crs = String::from_utf8_lossy(input.get(from..to).unwrap_or_default());
        match logical.kind {
            GEOMETRY => write!(f, "Geometry(crs={crs})"),
            GEOGRAPHY => {
                let algorithm = usize::try_from(logical.algorithm)
                    .ok()
                    .and_then(|a| ALGORITHMS.get(a))
                    .unwrap_or(&"unknown");
                write!(f, "Geography(crs={crs}, algorithm={algorithm})")
            }
            VARIANT => write!(f, "Variant({})", logical.scale),
            _ => logical.fmt(f),
        }
    }
}

impl fmt::Display for Logical {
    /// `ToString` (of a geospatial type without its CRS: [`Logical::words`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const UNITS: [&str; 4] = ["unknown", "milliseconds", "microseconds", "nanoseconds"];
        let unit = UNITS[usize::from(self.unit.min(3))];
        match self.kind {
            STRING => f.write_str("String"),
            MAP => f.write_str("Map"),
            LIST => f.write_str("List"),
            ENUM => f.write_str("Enum"),
            DECIMAL => write!(
                f,
                "Decimal(precision={}, scale={})",
                self.precision, self.scale
            ),
            DATE => f.write_str("Date"),
            TIME => write!(f, "Time(isAdjustedToUTC={}, timeUnit={unit})", self.flag),
            TIMESTAMP => write!(
                f,
                "Timestamp(isAdjustedToUTC={}, timeUnit={unit}, is_from_converted_type=false, \
                 force_set_converted_type=false)",
                self.flag
            ),
            INTEGER => write!(f, "Int(bitWidth={}, isSigned={})", self.scale, self.flag),
            NULL => f.write_str("Null"),
            JSON => f.write_str("JSON"),
            BSON => f.write_str("BSON"),
            UUID => f.write_str("UUID"),
            FLOAT16 => f.write_str("Float16"),
            _ => f.write_str("Undefined"),
        }
    }
}
