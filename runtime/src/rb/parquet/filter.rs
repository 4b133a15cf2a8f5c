//! Row filters: 1.25's predicates (column, operation, literal, literal
//! type) bound to a schema when a reader opens, evaluated exactly on every
//! batch, and on row groups' statistics to skip the groups no row of which
//! can pass.
//!
//! Comparisons follow Arrow C++'s kernels (what 1.25 runs): numbers of
//! different types compare after promotion (an integer column with an
//! `int64` literal as int64, anything with a `double` literal as float64),
//! a NaN compares unequal and unordered with everything (arrow-rs orders
//! NaN above every number; we do not), a null compares to null, so its row
//! is dropped; `is_null` and `is_valid` test validity. A string literal
//! compared with a date, time or timestamp column is parsed as that type.

use std::sync::Arc;

use arrow_arith::boolean::{and, is_not_null, is_null, not, or};
use arrow_array::cast::AsArray;
use arrow_array::types::Float64Type;
use arrow_array::{
    Array, ArrayRef, BooleanArray, Float64Array, Int64Array, RecordBatch, Scalar, StringArray,
    UInt64Array,
};
use arrow_ord::cmp;
use arrow_schema::{DataType, Schema};

use super::options::Predicate;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::types::type_name;

#[derive(Debug, Clone, Copy, PartialEq)]
enum Op {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    IsNull,
    IsValid,
}

/// A predicate bound to a column of the schema being read.
#[derive(Debug, Clone)]
pub(crate) struct Filter {
    /// The column's name (its index differs between files of a dataset).
    pub(crate) column: String,
    op: Op,
    /// The literal as a one-element array of the comparison type, or None
    /// for `is_null`/`is_valid`.
    literal: Option<ArrayRef>,
    /// The type both sides are cast to before comparing.
    common: DataType,
    /// A NaN literal: no row is equal, less or greater, every valid row
    /// is not-equal.
    nan: bool,
}

/// Arrow C++'s refusal of a field reference `name` that `schema` lacks:
/// the schema as its `ToString` writes it (one "name: type" line per
/// field). A projection is bound to the scanner's schema, which has the
/// four fields the scanner adds (`augmented`); a filter to the dataset's.
pub(crate) fn no_field(name: &str, schema: &Schema, augmented: bool) -> Error {
    let mut lines: Vec<String> = schema
        .fields()
        .iter()
        .map(|f| {
            let null = if f.is_nullable() { "" } else { " not null" };
            format!("{}: {}{null}", f.name(), type_name(f.data_type()))
        })
        .collect();
    if augmented {
        lines.extend(
            [
                "__fragment_index: int32",
                "__batch_index: int32",
                "__last_in_fragment: bool",
                "__filename: string",
            ]
            .map(String::from),
        );
    }
    Error::invalid(format!(
        "Invalid: No match for FieldRef.Name({name}) in {}",
        lines.join("\n")
    ))
}

/// Arrow C++'s `Scalar::Parse` refusal, which 1.25 passes on as it is.
fn parse_error(value: &str, kind: &str) -> Error {
    Error::invalid(format!(
        "Invalid: error parsing '{value}' as scalar of type {kind}"
    ))
}

/// The type Arrow C++'s filter binder gives a parsed literal when it
/// looks for a comparison kernel: integers narrowed to the smallest
/// signed type holding the value, doubles to `float` when exact there
/// (NaN and infinities included), as its refusals name them.
fn literal_type_name(kind: &str, value: &str) -> &'static str {
    match kind {
        "int64" => match value.parse::<i64>() {
            Ok(v) if i8::try_from(v).is_ok() => "int8",
            Ok(v) if i16::try_from(v).is_ok() => "int16",
            Ok(v) if i32::try_from(v).is_ok() => "int32",
            _ => "int64",
        },
        "double" => match parse_double(value) {
            Ok(v) if v.is_nan() || f64::from(v as f32) == v => "float",
            _ => "double",
        },
        "bool" => "bool",
        _ => "string",
    }
}

impl Op {
    /// The Arrow C++ compute function 1.25 calls for the comparison.
    fn kernel(self) -> &'static str {
        match self {
            Op::Eq => "equal",
            Op::Ne => "not_equal",
            Op::Lt => "less",
            Op::Le => "less_equal",
            Op::Gt => "greater",
            Op::Ge => "greater_equal",
            Op::IsNull => "is_null",
            Op::IsValid => "is_valid",
        }
    }
}

/// Binds the predicates to `schema` (refusing unknown columns and
/// comparisons Arrow C++ has no kernel for).
pub(crate) fn bind(predicates: &[Predicate], schema: &Schema) -> Result<Vec<Filter>> {
    predicates.iter().map(|p| bind_one(p, schema)).collect()
}

fn bind_one(p: &Predicate, schema: &Schema) -> Result<Filter> {
    let field = schema
        .field_with_name(&p.column)
        .map_err(|_| no_field(&p.column, schema, false))?;
    let op = match p.operation.as_str() {
        "eq" => Op::Eq,
        "ne" => Op::Ne,
        "lt" => Op::Lt,
        "le" => Op::Le,
        "gt" => Op::Gt,
        "ge" => Op::Ge,
        "is_null" => Op::IsNull,
        "is_valid" => Op::IsValid,
        _ => return Err(Error::invalid("unknown Parquet predicate operation")),
    };
    let column_type = field.data_type();
    if matches!(op, Op::IsNull | Op::IsValid) {
        return Ok(Filter {
            column: p.column.clone(),
            op,
            literal: None,
            common: column_type.clone(),
            nan: false,
        });
    }
    let value = p.value.as_str();
    // Arrow C++ finds no comparison kernel for the two types when it binds
    // the filter: NotImplemented (`IRX_ERR_ARROW`), naming the kernel and
    // the literal's type as its binder narrowed it (`literal_type_name`).
    let mismatch = || {
        Error::new(
            Kind::Arrow,
            format!(
                "NotImplemented: Function '{}' has no kernel matching input types ({}, {})",
                op.kernel(),
                // A dictionary column is compared as its values.
                type_name(match column_type {
                    DataType::Dictionary(_, values) => values,
                    t => t,
                }),
                literal_type_name(&p.kind, value)
            ),
        )
    };
    let mut nan = false;
    let (common, literal): (DataType, ArrayRef) = match p.kind.as_str() {
        "int64" => {
            let v: i64 = value.parse().map_err(|_| parse_error(value, "int64"))?;
            match column_type {
                t if t.is_integer() => {
                    if *t == DataType::UInt64 && v >= 0 {
                        (
                            DataType::UInt64,
                            Arc::new(UInt64Array::from(vec![v as u64])),
                        )
                    } else {
                        (DataType::Int64, Arc::new(Int64Array::from(vec![v])))
                    }
                }
                // Arrow C++'s binder gives a literal that fits int32 the
                // decimal type of its narrowed integer type at the
                // column's scale, too narrow for the int64 value it then
                // casts: 1.25 refuses the filter. A literal only int64
                // holds gets 19 digits and is compared.
                DataType::Decimal128(_, scale) | DataType::Decimal256(_, scale)
                    if i32::try_from(v).is_ok() =>
                {
                    return Err(Error::invalid(format!(
                        "Invalid: Precision is not great enough for the result. It should be at least {}",
                        19 + i32::from(*scale)
                    )));
                }
                t if t.is_floating()
                    || matches!(t, DataType::Decimal128(..) | DataType::Decimal256(..)) =>
                {
                    (
                        DataType::Float64,
                        Arc::new(Float64Array::from(vec![v as f64])),
                    )
                }
                _ => return Err(mismatch()),
            }
        }
        "double" => {
            let v: f64 = parse_double(value)?;
            nan = v.is_nan();
            if !column_type.is_numeric() {
                return Err(mismatch());
            }
            (
                DataType::Float64,
                Arc::new(Float64Array::from(vec![v + 0.0])),
            )
        }
        "bool" => {
            let v = match value.to_ascii_lowercase().as_str() {
                "true" | "1" => true,
                "false" | "0" => false,
                _ => return Err(parse_error(value, "bool")),
            };
            if *column_type != DataType::Boolean {
                return Err(mismatch());
            }
            (DataType::Boolean, Arc::new(BooleanArray::from(vec![v])))
        }
        _ => {
            let text: ArrayRef = Arc::new(StringArray::from(vec![value]));
            let target = match column_type {
                DataType::Dictionary(_, values) => values.as_ref().clone(),
                t => t.clone(),
            };
            // Arrow C++ compares a string literal with text and bytes only
            // (no implicit parse of dates, times or timestamps).
            match &target {
                DataType::Utf8
                | DataType::LargeUtf8
                | DataType::Utf8View
                | DataType::Binary
                | DataType::LargeBinary => {}
                _ => return Err(mismatch()),
            }
            let options = arrow_cast::CastOptions {
                safe: false,
                ..Default::default()
            };
            let literal = arrow_cast::cast_with_options(&text, &target, &options)
                .map_err(|_| parse_error(value, &type_name(&target)))?;
            (target, literal)
        }
    };
    Ok(Filter {
        column: p.column.clone(),
        op,
        literal: Some(literal),
        common,
        nan,
    })
}

/// Arrow C++'s double parsing: decimal or exponent notation, `inf`,
/// `nan` (any case).
fn parse_double(value: &str) -> Result<f64> {
    value
        .trim_start_matches('+')
        .parse::<f64>()
        .ok()
        .filter(|_| !value.is_empty() && !value.starts_with("++"))
        .ok_or_else(|| parse_error(value, "double"))
}

impl Filter {
    /// The column cast to the comparison type.
    fn prepare(
        &self,
        column: &ArrayRef,
    ) -> std::result::Result<ArrayRef, arrow_schema::ArrowError> {
        let values = if column.data_type() == &self.common {
            column.clone()
        } else {
            arrow_cast::cast(column, &self.common)?
        };
        if self.common == DataType::Float64 {
            // Arrow C++ compares -0.0 equal to 0.0 (arrow-rs orders it below).
            let floats = values.as_primitive::<Float64Type>();
            if floats
                .values()
                .iter()
                .any(|v| *v == 0.0 && v.is_sign_negative())
            {
                let unsigned: Float64Array = floats.unary(|v| v + 0.0);
                return Ok(Arc::new(unsigned));
            }
        }
        Ok(values)
    }

    /// Where the predicate holds over `column` (null where it is unknown).
    fn mask(
        &self,
        column: &ArrayRef,
    ) -> std::result::Result<BooleanArray, arrow_schema::ArrowError> {
        let Some(literal) = &self.literal else {
            return if self.op == Op::IsNull {
                is_null(column)
            } else {
                is_not_null(column)
            };
        };
        let values = self.prepare(column)?;
        if self.nan {
            // Nothing equals or orders against NaN; every valid row differs.
            let all = BooleanArray::from(vec![self.op == Op::Ne; values.len()]);
            return Ok(BooleanArray::new(
                all.values().clone(),
                values.logical_nulls(),
            ));
        }
        let scalar = Scalar::new(literal.clone());
        let mut mask = match self.op {
            Op::Eq => cmp::eq(&values, &scalar)?,
            Op::Ne => cmp::neq(&values, &scalar)?,
            Op::Lt => cmp::lt(&values, &scalar)?,
            Op::Le => cmp::lt_eq(&values, &scalar)?,
            Op::Gt => cmp::gt(&values, &scalar)?,
            Op::Ge => cmp::gt_eq(&values, &scalar)?,
            Op::IsNull | Op::IsValid => unreachable!("handled above"),
        };
        if self.common == DataType::Float64 {
            // Arrow C++: a NaN row is unequal and unordered (arrow-rs
            // orders NaN above every number).
            let floats = values.as_primitive::<Float64Type>();
            if floats.values().iter().any(|v| v.is_nan()) {
                let nan: BooleanArray = floats.values().iter().map(|v| Some(v.is_nan())).collect();
                mask = if self.op == Op::Ne {
                    or(&mask, &nan)?
                } else {
                    and(&mask, &not(&nan)?)?
                };
            }
        }
        Ok(mask)
    }

    /// Which of the row groups summarised by `mins`, `maxes` and
    /// `null_counts`/`rows` can hold a row that passes (true: read it).
    /// Unknown statistics (nulls) keep the group.
    pub(crate) fn row_groups_to_read(
        &self,
        mins: &ArrayRef,
        maxes: &ArrayRef,
        null_counts: &UInt64Array,
        rows: Option<&UInt64Array>,
    ) -> Vec<bool> {
        let groups = null_counts.len();
        let keep_all = vec![true; groups];
        match self.op {
            Op::IsNull => {
                return (0..groups)
                    .map(|g| null_counts.is_null(g) || null_counts.value(g) > 0)
                    .collect();
            }
            Op::IsValid => {
                return (0..groups)
                    .map(|g| match rows {
                        Some(r) if !null_counts.is_null(g) && !r.is_null(g) => {
                            null_counts.value(g) < r.value(g)
                        }
                        _ => true,
                    })
                    .collect();
            }
            _ => {}
        }
        let (Some(literal), false) = (&self.literal, self.nan) else {
            return keep_all;
        };
        // `ne` prunes only groups whose every value equals the literal,
        // which NaN (absent from statistics) would break for floats.
        if self.op == Op::Ne && self.common == DataType::Float64 {
            return keep_all;
        }
        let (Ok(mins), Ok(maxes)) = (self.prepare(mins), self.prepare(maxes)) else {
            return keep_all;
        };
        let scalar = Scalar::new(literal.clone());
        // `skip` holds where no row of the group can pass.
        let skip = match self.op {
            Op::Eq => cmp::lt(&maxes, &scalar)
                .and_then(|a| cmp::gt(&mins, &scalar).and_then(|b| or(&a, &b))),
            Op::Ne => cmp::eq(&mins, &scalar)
                .and_then(|a| cmp::eq(&maxes, &scalar).and_then(|b| and(&a, &b))),
            Op::Lt => cmp::gt_eq(&mins, &scalar),
            Op::Le => cmp::gt(&mins, &scalar),
            Op::Gt => cmp::lt_eq(&maxes, &scalar),
            Op::Ge => cmp::lt(&maxes, &scalar),
            Op::IsNull | Op::IsValid => return keep_all,
        };
        match skip {
            Ok(skip) => (0..groups)
                .map(|g| skip.is_null(g) || !skip.value(g))
                .collect(),
            Err(_) => keep_all,
        }
    }
}

/// Where every filter holds, `columns[i]` being filter `i`'s column (null
/// where unknown: such a row does not pass); None without filters.
pub(crate) fn mask(
    filters: &[Filter],
    columns: &[&ArrayRef],
) -> std::result::Result<Option<BooleanArray>, arrow_schema::ArrowError> {
    let mut mask: Option<BooleanArray> = None;
    for (filter, column) in filters.iter().zip(columns) {
        let next = filter.mask(column)?;
        mask = Some(match mask {
            None => next,
            Some(m) => and(&m, &next)?,
        });
    }
    Ok(mask)
}

/// The rows of `batch` that pass every filter; `columns` holds the
/// position in `batch` of each filter's column (an error for a filter
/// column the batch lacks cannot happen: the reader reads them all).
pub(crate) fn apply(
    filters: &[Filter],
    columns: &[usize],
    batch: RecordBatch,
) -> std::result::Result<RecordBatch, arrow_schema::ArrowError> {
    if filters.is_empty() {
        return Ok(batch);
    }
    let mut mask: Option<BooleanArray> = None;
    for (filter, &at) in filters.iter().zip(columns) {
        let column = batch.columns().get(at).ok_or_else(|| {
            arrow_schema::ArrowError::SchemaError(format!(
                "filter column '{}' missing",
                filter.column
            ))
        })?;
        let next = filter.mask(column)?;
        mask = Some(match mask {
            None => next,
            Some(m) => and(&m, &next)?,
        });
    }
    match mask {
        Some(mask) => arrow_select::filter::filter_record_batch(&batch, &mask),
        None => Ok(batch),
    }
}
