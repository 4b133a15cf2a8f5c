//! Which Arrow schemas a Parquet file may hold, as 1.25 decides it for
//! both directions: unique, nonempty UTF-8 column names (at every nesting
//! level), at least one column, no reserved metadata keys when writing,
//! and the types Arrow C++ round-trips exactly. `normalize` turns the
//! types it would otherwise change on the way (date64, second-unit
//! timestamps and times) into their exact Parquet equivalents; without it
//! they are refused, as is every type Parquet cannot hold (intervals,
//! unions, run-end encoding, numeric dictionaries unless the logical
//! schema is recorded: see [`Mapping`] and `reconstruct`). float16 is the
//! FLOAT16 logical type (issue 34: pyarrow reads and writes it); the other
//! types 1.25 had no column type for are held as pyarrow holds them
//! (issue 34 item 3: durations, views, list views, decimal32/64).

use std::collections::HashSet;
use std::sync::Arc;

use arrow_schema::{DataType, Field, FieldRef, Fields, Schema, SchemaRef, TimeUnit};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::types::{list_child, type_name};

/// The metadata key 1.25 keeps its logical schema under (written with
/// `reconstruct=1`); reserved like Arrow's own `ARROW:schema`.
pub(crate) const LOGICAL_SCHEMA_KEY: &str = "IRX:logical_schema:v1";
/// Arrow's key for the schema it stores in a Parquet file.
pub(crate) const ARROW_SCHEMA_KEY: &str = "ARROW:schema";

fn unsupported(dt: &DataType) -> Error {
    Error::new(
        Kind::Type,
        format!(
            "Unsupported Parquet type {}; implicit coercion is disabled; use normalize=true for checked temporal normalization, or IPC",
            type_name(dt)
        ),
    )
}

/// How a type is mapped: `normalize` (see the module docs), `reconstruct`
/// (1.25's `reconstruct=1`: numeric and decimal dictionaries and
/// fixed-size lists with null parents are allowed, ordered dictionaries
/// refused) and `storage` (with `reconstruct`: the form the file holds,
/// dictionaries as their values and fixed-size lists as lists; without
/// it, the logical type the reconstruction metadata records).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Mapping {
    pub(crate) normalize: bool,
    pub(crate) reconstruct: bool,
    pub(crate) storage: bool,
}

impl Mapping {
    /// The reconstruction mapping, logical (`storage` false) or storage.
    pub(crate) fn reconstruct(normalize: bool, storage: bool) -> Mapping {
        Mapping {
            normalize,
            reconstruct: true,
            storage,
        }
    }
}

/// The type the field `field` is stored as (itself, its normalized form or,
/// reconstructing, its storage form).
fn physical_field(field: &Field, m: Mapping) -> Result<Field> {
    let ordered = field.dict_is_ordered().unwrap_or(false);
    Ok(field
        .clone()
        .with_data_type(physical_type(field.data_type(), ordered, m)?))
}

/// The type `dt` is stored as; `ordered` is the dictionary flag of the
/// field holding it.
pub(crate) fn physical_type(dt: &DataType, ordered: bool, m: Mapping) -> Result<DataType> {
    use DataType as D;
    let child = |f: &FieldRef| -> Result<FieldRef> { Ok(Arc::new(physical_field(f, m)?)) };
    let normalize = m.normalize;
    Ok(match dt {
        D::Int8
        | D::Int16
        | D::Int32
        | D::Int64
        | D::UInt8
        | D::UInt16
        | D::UInt32
        | D::UInt64
        | D::Float16
        | D::Float32
        | D::Float64
        | D::Boolean
        | D::Utf8
        | D::LargeUtf8
        | D::Date32
        | D::Time64(_)
        | D::Binary
        | D::LargeBinary
        | D::FixedSizeBinary(_)
        | D::Decimal128(..)
        | D::Decimal256(..)
        | D::Null => dt.clone(),
        // Types 1.25 never took from outside (no `IrxColumnType`; carried
        // since issue 34 item 3), held as Arrow C++ writes and reads them
        // back: durations as INT64, views as BYTE_ARRAY, decimal32/64 as
        // DECIMAL, list views as LIST, each restored from the file's
        // `ARROW:schema`. Intervals, unions and run-end encoding are
        // refused below, as Arrow C++ refuses them ("Unhandled type for
        // Arrow to Parquet schema conversion").
        D::Duration(_) | D::Utf8View | D::BinaryView | D::Decimal32(..) | D::Decimal64(..) => {
            dt.clone()
        }
        D::ListView(f) => D::ListView(child(f)?),
        D::LargeListView(f) => D::LargeListView(child(f)?),
        D::Date64 if normalize => D::Date32,
        D::Timestamp(unit, _) if *unit != TimeUnit::Second => dt.clone(),
        D::Timestamp(TimeUnit::Second, tz) if normalize => {
            D::Timestamp(TimeUnit::Millisecond, tz.clone())
        }
        D::Time32(TimeUnit::Millisecond) => dt.clone(),
        D::Time32(TimeUnit::Second) if normalize => D::Time32(TimeUnit::Millisecond),
        D::List(f) => D::List(child(f)?),
        D::LargeList(f) => D::LargeList(child(f)?),
        D::FixedSizeList(f, _) if m.reconstruct && m.storage => D::List(child(f)?),
        D::FixedSizeList(f, n) => D::FixedSizeList(child(f)?, *n),
        D::Struct(fields) => D::Struct(fields.iter().map(child).collect::<Result<Fields>>()?),
        D::Map(f, sorted) => D::Map(child(f)?, *sorted),
        D::Dictionary(index, values) => {
            if m.reconstruct && ordered {
                return Err(Error::new(
                    Kind::Arrow,
                    "logical reconstruction cannot preserve ordered dictionary codebooks; use IPC",
                ));
            }
            let values = physical_type(values, false, m)?;
            let numeric = values.is_integer()
                || values.is_floating()
                || matches!(values, D::Decimal128(..) | D::Decimal256(..));
            if !(matches!(values, D::Utf8 | D::Binary) || m.reconstruct && numeric) {
                return Err(Error::new(
                    Kind::Arrow,
                    "Parquet dictionary values must be string or binary; use reconstruct=true for numeric dictionaries",
                ));
            }
            if m.reconstruct && m.storage {
                values
            } else {
                D::Dictionary(index.clone(), Box::new(values))
            }
        }
        _ => return Err(unsupported(dt)),
    })
}

/// Names must be unique, nonempty and UTF-8 (Rust strings are) at every
/// level.
fn check_names<'a>(fields: impl Iterator<Item = &'a FieldRef>) -> Result<()> {
    let mut names = HashSet::new();
    for field in fields {
        let name = field.name();
        if name.is_empty() || name.contains('\0') || !names.insert(name.as_str()) {
            return Err(Error::invalid(format!(
                "Parquet requires unique nonempty UTF-8 column names: '{name}'"
            )));
        }
        check_names(children(field.data_type()).iter())?;
    }
    Ok(())
}

fn children(dt: &DataType) -> Vec<FieldRef> {
    if let Some(f) = list_child(dt) {
        return vec![f.clone()];
    }
    match dt {
        DataType::Struct(fields) => fields.iter().cloned().collect(),
        DataType::Dictionary(_, values) => children(values),
        _ => Vec::new(),
    }
}

/// The schema a Parquet file holds for `schema` (1.25's checks; see the
/// module docs). `writing` adds the reserved-key check. A column whose type
/// cannot be held is `IRX_ERR_TYPE`, its reason after Arrow's status name
/// (as 1.25 reports it).
pub(crate) fn physical_schema(schema: &Schema, writing: bool, m: Mapping) -> Result<SchemaRef> {
    if schema.fields().is_empty() {
        // 1.25's writers and readers (a file whose schema is its root
        // alone) refuse it as an Arrow status (seen through the
        // differential check: `parquet.c`'s hand-made footers).
        return Err(Error::invalid(
            "Invalid: Parquet requires at least one column",
        ));
    }
    if writing && schema.metadata().contains_key(ARROW_SCHEMA_KEY) {
        return Err(Error::invalid(
            "Parquet reserves the ARROW:schema metadata key",
        ));
    }
    if writing && schema.metadata().contains_key(LOGICAL_SCHEMA_KEY) {
        return Err(Error::invalid(
            "Parquet reserves the IRX logical schema metadata key",
        ));
    }
    check_names(schema.fields().iter())?;
    let fields = schema
        .fields()
        .iter()
        .map(|field| {
            physical_field(field, m).map(Arc::new).map_err(|e| {
                let status = match e.kind {
                    Kind::Arrow => "NotImplemented: ",
                    Kind::Type => "Type error: ",
                    _ => "",
                };
                Error::new(
                    Kind::Type,
                    format!(
                        "Type error: Unsupported Parquet column '{}': {status}{}",
                        field.name(),
                        e.message
                    ),
                )
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Arc::new(Schema::new_with_metadata(
        fields,
        schema.metadata().clone(),
    )))
}
