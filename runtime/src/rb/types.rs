//! Column types: `IrxColumnType` values and Arrow `DataType`s, both ways,
//! and the type descriptors of `irx_type_*`.
//!
//! A column's `IrxColumnType` is always derived from its Arrow type, never
//! stored beside it, so a schema, a builder and a batch can never disagree
//! about what a column holds.

use std::ffi::{c_char, c_int};
use std::sync::Arc;

use arrow_schema::{DataType, Field, FieldRef, Fields, IntervalUnit, TimeUnit, UnionMode};
use irx_abi::native::IrxColumnType as Col;

use crate::ffi::error::Kind;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Error, Result, export};

/// The deepest type a caller or an input may give: levels of a type tree,
/// the leaf included (`int32` is 1, `list<int32>` 2). Every walk over a
/// type (schema conversions, builders, names, comparisons, arrow-rs's own
/// code, drops) recurses once per level, so a deeper type from outside is
/// refused before anything walks it. 64 is what Arrow IPC admits through
/// its flatbuffer verifier, and far beyond any real schema.
pub(crate) const MAX_TYPE_DEPTH: usize = 64;

/// The most nodes a type built through `irx_type_*`, or the schema built
/// from such types, may have, counted as a walk over it meets them: each
/// field of each struct, a subtree used twice counted twice. A descriptor
/// is shared, not copied, when it becomes a field, so thirty calls of
/// `irx_type_struct` over two copies of the last result describe 2^30
/// nodes in a few hundred bytes; every later walk (a builder's columns, a
/// schema message, a type name) would pay for all of them. 2^20 is far
/// beyond any real record batch and keeps such a walk to a fraction of a
/// second.
pub(crate) const MAX_TYPE_NODES: usize = 1 << 20;

/// The one child field of a list-like type (list, large list, their
/// views, fixed-size list, map); `None` for every other type.
pub(crate) fn list_child(dt: &DataType) -> Option<&FieldRef> {
    match dt {
        DataType::List(f)
        | DataType::LargeList(f)
        | DataType::ListView(f)
        | DataType::LargeListView(f)
        | DataType::FixedSizeList(f, _)
        | DataType::Map(f, _) => Some(f),
        _ => None,
    }
}

/// The depth (levels, as [`MAX_TYPE_DEPTH`] counts them) and node count of
/// `types` taken together, each capped just past its limit (`node_limit`
/// for the nodes): an iterative walk that stops as soon as either limit is
/// passed, so it costs at most `node_limit` steps and no recursion
/// whatever the types.
pub(crate) fn shape_of<'a>(
    types: impl IntoIterator<Item = &'a DataType>,
    node_limit: usize,
) -> (usize, usize) {
    let mut stack: Vec<(&DataType, usize)> = types.into_iter().map(|dt| (dt, 1)).collect();
    let (mut depth, mut nodes) = (0, 0usize);
    while let Some((dt, level)) = stack.pop() {
        nodes += 1;
        depth = depth.max(level);
        if depth > MAX_TYPE_DEPTH || nodes > node_limit {
            break;
        }
        let level = level + 1;
        if let Some(f) = list_child(dt) {
            stack.push((f.data_type(), level));
            continue;
        }
        match dt {
            DataType::Struct(fields) => {
                stack.extend(fields.iter().map(|f| (f.data_type(), level)));
            }
            DataType::Union(fields, _) => {
                stack.extend(fields.iter().map(|(_, f)| (f.data_type(), level)));
            }
            DataType::Dictionary(_, values) => stack.push((values, level)),
            DataType::RunEndEncoded(ends, values) => {
                stack.push((ends.data_type(), level));
                stack.push((values.data_type(), level));
            }
            _ => {}
        }
    }
    (depth, nodes)
}

/// The refusal of a type (or the types of a schema: `what`) deeper than
/// [`MAX_TYPE_DEPTH`] or larger than [`MAX_TYPE_NODES`]; `None` within
/// both.
pub(crate) fn shape_error(what: &str, depth: usize, nodes: usize) -> Option<Error> {
    if depth > MAX_TYPE_DEPTH {
        return Some(Error::invalid(format!(
            "{what} nested deeper than {MAX_TYPE_DEPTH} levels"
        )));
    }
    (nodes > MAX_TYPE_NODES).then(|| {
        Error::invalid(format!(
            "{what} has more than {MAX_TYPE_NODES} type nodes (fields at every \
             level, a type used twice counted twice)"
        ))
    })
}

/// The number of values of a fixed-size list of `rows` rows (offset
/// included) of `size` values each, or why there is none: a negative size,
/// or a product past `i64::MAX`, which arrow-data computes with `expect`
/// when it validates the list (a panic, not an error). IPC (finding 13)
/// and C Data refuse such a list before arrow-rs sees it; the reason is
/// for the caller to place.
pub(crate) fn fixed_size_list_values(rows: u64, size: i32) -> std::result::Result<u64, String> {
    u64::try_from(size)
        .ok()
        .and_then(|size| rows.checked_mul(size))
        .filter(|&values| i64::try_from(values).is_ok())
        .ok_or_else(|| format!("fixed-size list of {rows} rows of {size} values each overflows"))
}

/// The C type of a column-type argument. C passes the enum as an `int`;
/// reading it as the Rust enum would make an out-of-range value undefined
/// behaviour, so the runtime takes the integer and checks it
/// ([`column_type`]). The header names it `IrxColumnType` (the enum of
/// `irx-abi`, which cbindgen emits with 1.25's values).
pub type IrxColumnType = c_int;

/// The `IrxColumnType` with C value `raw`, or an `IRX_ERR_TYPE` error.
pub(crate) fn column_type(raw: IrxColumnType) -> Result<Col> {
    // 1.25's text, without the value.
    Col::from_raw(raw).ok_or_else(|| Error::new(Kind::Type, "unknown IrxColumnType"))
}

/// The Arrow type of a scalar column type (`IRX_COL_INT8` ..
/// `IRX_COL_TIME64_NS`, what `irx_type_primitive` and
/// `irx_rb_schema_add_field` accept); `None` for the nested and
/// parameterised ones, which need a descriptor.
pub(crate) fn scalar_data_type(t: Col) -> Option<DataType> {
    use TimeUnit::*;
    Some(match t {
        Col::IRX_COL_INT8 => DataType::Int8,
        Col::IRX_COL_INT16 => DataType::Int16,
        Col::IRX_COL_INT32 => DataType::Int32,
        Col::IRX_COL_INT64 => DataType::Int64,
        Col::IRX_COL_UINT8 => DataType::UInt8,
        Col::IRX_COL_UINT16 => DataType::UInt16,
        Col::IRX_COL_UINT32 => DataType::UInt32,
        Col::IRX_COL_UINT64 => DataType::UInt64,
        Col::IRX_COL_FLOAT32 => DataType::Float32,
        Col::IRX_COL_FLOAT64 => DataType::Float64,
        Col::IRX_COL_BOOL => DataType::Boolean,
        Col::IRX_COL_UTF8 => DataType::Utf8,
        Col::IRX_COL_LARGE_UTF8 => DataType::LargeUtf8,
        Col::IRX_COL_DATE32 => DataType::Date32,
        Col::IRX_COL_DATE64 => DataType::Date64,
        Col::IRX_COL_TIMESTAMP_S => DataType::Timestamp(Second, None),
        Col::IRX_COL_TIMESTAMP_MS => DataType::Timestamp(Millisecond, None),
        Col::IRX_COL_TIMESTAMP_US => DataType::Timestamp(Microsecond, None),
        Col::IRX_COL_TIMESTAMP_NS => DataType::Timestamp(Nanosecond, None),
        Col::IRX_COL_TIME32_S => DataType::Time32(Second),
        Col::IRX_COL_TIME32_MS => DataType::Time32(Millisecond),
        Col::IRX_COL_TIME64_US => DataType::Time64(Microsecond),
        Col::IRX_COL_TIME64_NS => DataType::Time64(Nanosecond),
        _ => return None,
    })
}

/// The column type of an Arrow type, or `None` for one the record-batch
/// API cannot describe (views, unions, intervals, durations, run-end
/// encoding, 32/64-bit decimals, float16: what 1.25 refuses too).
pub(crate) fn column_type_of(dt: &DataType) -> Option<Col> {
    use TimeUnit::*;
    Some(match dt {
        DataType::Null => Col::IRX_COL_NULL,
        DataType::Boolean => Col::IRX_COL_BOOL,
        DataType::Int8 => Col::IRX_COL_INT8,
        DataType::Int16 => Col::IRX_COL_INT16,
        DataType::Int32 => Col::IRX_COL_INT32,
        DataType::Int64 => Col::IRX_COL_INT64,
        DataType::UInt8 => Col::IRX_COL_UINT8,
        DataType::UInt16 => Col::IRX_COL_UINT16,
        DataType::UInt32 => Col::IRX_COL_UINT32,
        DataType::UInt64 => Col::IRX_COL_UINT64,
        DataType::Float32 => Col::IRX_COL_FLOAT32,
        DataType::Float64 => Col::IRX_COL_FLOAT64,
        DataType::Utf8 => Col::IRX_COL_UTF8,
        DataType::LargeUtf8 => Col::IRX_COL_LARGE_UTF8,
        DataType::Binary => Col::IRX_COL_BINARY,
        DataType::LargeBinary => Col::IRX_COL_LARGE_BINARY,
        DataType::FixedSizeBinary(_) => Col::IRX_COL_FIXED_BINARY,
        DataType::Date32 => Col::IRX_COL_DATE32,
        DataType::Date64 => Col::IRX_COL_DATE64,
        DataType::Timestamp(Second, _) => Col::IRX_COL_TIMESTAMP_S,
        DataType::Timestamp(Millisecond, _) => Col::IRX_COL_TIMESTAMP_MS,
        DataType::Timestamp(Microsecond, _) => Col::IRX_COL_TIMESTAMP_US,
        DataType::Timestamp(Nanosecond, _) => Col::IRX_COL_TIMESTAMP_NS,
        DataType::Time32(Second) => Col::IRX_COL_TIME32_S,
        DataType::Time32(Millisecond) => Col::IRX_COL_TIME32_MS,
        DataType::Time64(Microsecond) => Col::IRX_COL_TIME64_US,
        DataType::Time64(Nanosecond) => Col::IRX_COL_TIME64_NS,
        DataType::Decimal128(..) => Col::IRX_COL_DECIMAL128,
        DataType::Decimal256(..) => Col::IRX_COL_DECIMAL256,
        DataType::List(f) => return column_type_of(f.data_type()).map(|_| Col::IRX_COL_LIST),
        DataType::LargeList(f) => {
            return column_type_of(f.data_type()).map(|_| Col::IRX_COL_LARGE_LIST);
        }
        DataType::FixedSizeList(f, _) => {
            return column_type_of(f.data_type()).map(|_| Col::IRX_COL_FIXED_LIST);
        }
        DataType::Struct(fields) => {
            return fields
                .iter()
                .all(|f| column_type_of(f.data_type()).is_some())
                .then_some(Col::IRX_COL_STRUCT);
        }
        DataType::Map(f, _) => return column_type_of(f.data_type()).map(|_| Col::IRX_COL_MAP),
        DataType::Dictionary(_, values) => {
            return column_type_of(values).map(|_| Col::IRX_COL_DICTIONARY);
        }
        _ => return None,
    })
}

/// The column type of a field, or an `IRX_ERR_TYPE` error naming it.
///
/// A field of a type outside 1.25's `IrxColumnType` set (durations,
/// intervals, unions, views, run-end encoding, 32/64-bit decimals,
/// float16, or a nesting of one) is carried by the runtime (read, sliced,
/// projected, written and exported unchanged) but has no typed access:
/// asking for its column type is `IRX_ERR_TYPE`, 1.25's status for a type
/// it cannot describe, with [`untyped`]'s message.
pub(crate) fn field_column_type(field: &Field) -> Result<Col> {
    // An extension type is its storage type plus metadata (arrow-rs keeps
    // extension names in the field's metadata, as the IPC format does).
    if field.extension_type_name().is_some() && column_type_of(field.data_type()).is_some() {
        return Ok(Col::IRX_COL_EXTENSION);
    }
    column_type_of(field.data_type()).ok_or_else(|| {
        untyped(
            &format!("Arrow field '{}'", field.name()),
            field.data_type(),
        )
    })
}

/// The `IRX_ERR_TYPE` error of typed access to `what` (a field, a
/// column), whose type `dt` is carried but has no `IrxColumnType`.
pub(crate) fn untyped(what: &str, dt: &DataType) -> Error {
    Error::new(
        Kind::Type,
        format!(
            "unsupported {what}: {} is a type not available in the 1.25 column-type set \
             (carried: read, sliced, projected and written unchanged, without typed access)",
            type_name(dt)
        ),
    )
}

/// Refuses the types a schema from outside can name but arrow-rs panics
/// on when it lays out an array of them, even an empty one: a negative
/// fixed size, map entries that are not a struct of two fields, run ends
/// other than int16/32/64, dictionary keys that are not integers (found by
/// the `ipc_read` fuzz target, findings 8 and 12 in docs/SAFETY.md). Arrow C++ refuses
/// all of these when it parses a schema; every schema the runtime takes
/// from outside (IPC messages and footers, C Data) passes here first. The
/// error is the reason, for the caller to place.
pub(crate) fn check_layout(dt: &DataType) -> std::result::Result<(), String> {
    match dt {
        DataType::FixedSizeBinary(n) | DataType::FixedSizeList(_, n) if *n < 0 => {
            Err(format!("negative fixed size {n} in {dt}"))
        }
        DataType::Map(entries, _) => match entries.data_type() {
            DataType::Struct(kv) if kv.len() == 2 => check_fields(kv),
            other => Err(format!(
                "map entries must be a struct of a key and a value, not {other}"
            )),
        },
        DataType::RunEndEncoded(ends, values) => match ends.data_type() {
            DataType::Int16 | DataType::Int32 | DataType::Int64 => check_layout(values.data_type()),
            other => Err(format!(
                "run ends must be int16, int32 or int64, not {other}"
            )),
        },
        DataType::Dictionary(key, values) => {
            if key.is_dictionary_key_type() {
                check_layout(values)
            } else {
                Err(format!("dictionary keys must be integers, not {key}"))
            }
        }
        DataType::List(child)
        | DataType::LargeList(child)
        | DataType::ListView(child)
        | DataType::LargeListView(child)
        | DataType::FixedSizeList(child, _) => check_layout(child.data_type()),
        DataType::Struct(fields) => check_fields(fields),
        DataType::Union(fields, _) => fields
            .iter()
            .try_for_each(|(_, f)| check_layout(f.data_type())),
        _ => Ok(()),
    }
}

/// [`check_layout`] for every field.
pub(crate) fn check_fields(fields: &Fields) -> std::result::Result<(), String> {
    fields.iter().try_for_each(|f| check_layout(f.data_type()))
}

/// A type's name as Arrow C++ spells it (`int32`, `string`,
/// `timestamp[ms, tz=UTC]`, `list<item: int32>`, ...): what 1.25's
/// `irx_rb_schema_type_name` reports, and what its `add_named_field`
/// accepts for scalar types.
pub(crate) fn type_name(dt: &DataType) -> String {
    fn unit(u: &TimeUnit) -> &'static str {
        match u {
            TimeUnit::Second => "s",
            TimeUnit::Millisecond => "ms",
            TimeUnit::Microsecond => "us",
            TimeUnit::Nanosecond => "ns",
        }
    }
    fn child(f: &Field) -> String {
        let null = if f.is_nullable() { "" } else { " not null" };
        format!("{}: {}{null}", f.name(), type_name(f.data_type()))
    }
    match dt {
        DataType::Null => "null".into(),
        DataType::Boolean => "bool".into(),
        DataType::Int8 => "int8".into(),
        DataType::Int16 => "int16".into(),
        DataType::Int32 => "int32".into(),
        DataType::Int64 => "int64".into(),
        DataType::UInt8 => "uint8".into(),
        DataType::UInt16 => "uint16".into(),
        DataType::UInt32 => "uint32".into(),
        DataType::UInt64 => "uint64".into(),
        DataType::Float16 => "halffloat".into(),
        DataType::Float32 => "float".into(),
        DataType::Float64 => "double".into(),
        DataType::Utf8 => "string".into(),
        DataType::LargeUtf8 => "large_string".into(),
        DataType::Binary => "binary".into(),
        DataType::LargeBinary => "large_binary".into(),
        DataType::FixedSizeBinary(n) => format!("fixed_size_binary[{n}]"),
        DataType::Date32 => "date32[day]".into(),
        DataType::Date64 => "date64[ms]".into(),
        DataType::Timestamp(u, None) => format!("timestamp[{}]", unit(u)),
        DataType::Timestamp(u, Some(tz)) => format!("timestamp[{}, tz={tz}]", unit(u)),
        DataType::Time32(u) => format!("time32[{}]", unit(u)),
        DataType::Time64(u) => format!("time64[{}]", unit(u)),
        DataType::Duration(u) => format!("duration[{}]", unit(u)),
        DataType::Interval(IntervalUnit::YearMonth) => "month_interval".into(),
        DataType::Interval(IntervalUnit::DayTime) => "day_time_interval".into(),
        DataType::Interval(IntervalUnit::MonthDayNano) => "month_day_nano_interval".into(),
        DataType::Decimal32(p, s) => format!("decimal32({p}, {s})"),
        DataType::Decimal64(p, s) => format!("decimal64({p}, {s})"),
        DataType::Decimal128(p, s) => format!("decimal128({p}, {s})"),
        DataType::Utf8View => "string_view".into(),
        DataType::BinaryView => "binary_view".into(),
        DataType::ListView(f) => format!("list_view<{}>", child(f)),
        DataType::LargeListView(f) => format!("large_list_view<{}>", child(f)),
        DataType::Union(fields, mode) => {
            let inner: Vec<String> = fields
                .iter()
                .map(|(code, f)| format!("{}={code}", child(f)))
                .collect();
            let mode = match mode {
                UnionMode::Sparse => "sparse",
                UnionMode::Dense => "dense",
            };
            format!("{mode}_union<{}>", inner.join(", "))
        }
        DataType::RunEndEncoded(ends, values) => format!(
            "run_end_encoded<run_ends: {}, values: {}>",
            type_name(ends.data_type()),
            type_name(values.data_type())
        ),
        DataType::Decimal256(p, s) => format!("decimal256({p}, {s})"),
        DataType::List(f) => format!("list<{}>", child(f)),
        DataType::LargeList(f) => format!("large_list<{}>", child(f)),
        DataType::FixedSizeList(f, n) => format!("fixed_size_list<{}>[{n}]", child(f)),
        DataType::Struct(fields) => {
            let inner: Vec<String> = fields.iter().map(|f| child(f)).collect();
            format!("struct<{}>", inner.join(", "))
        }
        DataType::Map(f, _) => match f.data_type() {
            DataType::Struct(kv) if kv.len() == 2 => {
                let null = if kv[1].is_nullable() { "" } else { " not null" };
                format!(
                    "map<{}, {}{null}>",
                    type_name(kv[0].data_type()),
                    type_name(kv[1].data_type())
                )
            }
            other => format!("map<{}>", type_name(other)),
        },
        DataType::Dictionary(k, v) => {
            format!(
                "dictionary<values={}, indices={}, ordered=0>",
                type_name(v),
                type_name(k)
            )
        }
    }
}

/// A type descriptor (`IrxRbType *`): an Arrow type, owned by the caller
/// until `irx_type_release`.
#[derive(Debug)]
pub struct IrxRbType {
    pub(crate) data_type: DataType,
    /// The type's levels and nodes ([`shape_of`]), kept so that nesting a
    /// descriptor checks the limits in constant time.
    depth: usize,
    nodes: usize,
}
handle_type!(IrxRbType, "type descriptor", Owned);

/// A descriptor of `data_type`, whose children have the shapes
/// `children` gives (`(depth, nodes)` each): refused past
/// [`MAX_TYPE_DEPTH`] or [`MAX_TYPE_NODES`] before anything walks it.
fn new_type(
    data_type: DataType,
    children: impl IntoIterator<Item = (usize, usize)>,
) -> Result<*mut IrxRbType> {
    let (depth, nodes) =
        children
            .into_iter()
            .fold((1, 1), |(depth, nodes): (usize, usize), (d, n)| {
                (depth.max(d.saturating_add(1)), nodes.saturating_add(n))
            });
    if let Some(refused) = shape_error("type descriptor", depth, nodes) {
        return Err(refused);
    }
    handle::new(IrxRbType {
        data_type,
        depth,
        nodes,
    })
}

/// A descriptor of a scalar column type (`IRX_COL_INT8` ..
/// `IRX_COL_TIME64_NS`).
///
/// Returns a new descriptor the caller releases with `irx_type_release`,
/// or NULL for any other value (as in 1.25, the 1.25 generation leaves
/// no message then; the default one says why in
/// `irx_record_batch_errmsg()`).
#[export(RecordBatch, value = std::ptr::null_mut())]
pub fn irx_type_primitive(r#type: IrxColumnType) -> *mut IrxRbType {
    let dt = column_type(r#type).and_then(|t| {
        scalar_data_type(t)
            .ok_or_else(|| Error::new(Kind::Type, format!("{t:?} is not a scalar column type")))
    });
    match dt {
        Ok(dt) => new_type(dt, []),
        Err(error) => refused(error),
    }
}

/// The answer of a type constructor where 1.25's returns NULL (an
/// unknown column type, a NULL argument, a negative count): 1.25 sets no
/// message there, so the 1.25 generation returns NULL with none
/// (`irx_record_batch_errmsg()` reads ""); the default generation
/// returns the error, which says why.
fn refused(error: Error) -> Result<*mut IrxRbType> {
    if crate::generation::is_1_25() {
        Ok(std::ptr::null_mut())
    } else {
        Err(error)
    }
}

/// A descriptor of a list (int32 offsets, nullable items named `item`) of
/// `element`.
///
/// `element` is borrowed: it is copied, and the caller still releases it.
/// Returns a new descriptor, or NULL when `element` is NULL (no message in
/// the 1.25 generation, as in 1.25) or not a live descriptor, or when the
/// list would be nested deeper than 64 levels (the element type included:
/// `list<int32>` has 2) or have more than 2^20 type nodes (as
/// `irx_type_struct` counts them).
///
/// # Safety
/// `element` is NULL or a descriptor from this runtime.
#[export(RecordBatch, value = std::ptr::null_mut())]
pub unsafe fn irx_type_list(element: *const IrxRbType) -> *mut IrxRbType {
    if element.is_null() {
        return refused(Error::null("element"));
    }
    // SAFETY: caller contract; the value is only read during the call.
    let element = unsafe { handle::borrow(element)? };
    let item = Field::new("item", element.data_type.clone(), true);
    new_type(
        DataType::List(Arc::new(item)),
        [(element.depth, element.nodes)],
    )
}

/// A descriptor of a struct of `n` nullable fields: `names[i]` and
/// `fields[i]` name and type field `i`.
///
/// Both arrays and every descriptor are borrowed (copied; the caller still
/// releases each). Returns NULL when `n` is negative, when `n > 0` and
/// either array is NULL, or when any name or descriptor is NULL or not
/// live (the cases where 1.25 returns NULL: no message in the 1.25
/// generation, as in 1.25). Names must be UTF-8.
///
/// Refused too (NULL, `IRX_ERR_INVALID`): a struct nested deeper than 64
/// levels (a struct of scalars has 2), or one of more than 2^20 type
/// nodes, counting the struct, every field at every level, and a
/// descriptor given twice (or nested twice) as many times as it appears:
/// the size of the type as anything that walks it sees it.
///
/// # Safety
/// `names` and `fields` are NULL or point to `n` readable entries.
#[export(RecordBatch, value = std::ptr::null_mut())]
pub unsafe fn irx_type_struct(
    names: *const *const c_char,
    fields: *const *const IrxRbType,
    n: c_int,
) -> *mut IrxRbType {
    let Ok(n) = usize::try_from(n) else {
        return refused(Error::new(
            Kind::OutOfBounds,
            "field count must not be negative",
        ));
    };
    if n > 0 && (names.is_null() || fields.is_null()) {
        return refused(Error::null("names and fields"));
    }
    // Before anything is sized by `n`: such a struct is refused anyway.
    if let Some(refused) = shape_error("type descriptor", 2, n.saturating_add(1)) {
        return Err(refused);
    }
    // SAFETY: caller contract (n entries each, or n == 0).
    let names = unsafe { crate::ffi::slice::from_raw_parts(names, n, "names")? };
    // SAFETY: as above.
    let types = unsafe { crate::ffi::slice::from_raw_parts(fields, n, "fields")? };
    let mut out = Vec::with_capacity(n);
    let mut shapes = Vec::with_capacity(n);
    for (name, ty) in names.iter().zip(types) {
        if name.is_null() || ty.is_null() {
            return refused(Error::null("field name and type"));
        }
        // SAFETY: caller contract: each entry is a C string.
        let name = unsafe { super::c_text(*name, "field name")? };
        // SAFETY: caller contract.
        let ty = unsafe { handle::borrow(*ty)? };
        out.push(Field::new(name, ty.data_type.clone(), true));
        shapes.push((ty.depth, ty.nodes));
    }
    new_type(DataType::Struct(Fields::from(out)), shapes)
}

/// Releases a descriptor. NULL is a no-op; a descriptor that is not live
/// is left alone (message: `irx_record_batch_errmsg()`).
///
/// # Safety
/// `type` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_type_release(r#type: *mut IrxRbType) {
    handle::release(r#type)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_scalar_type_maps_back_to_itself() {
        for t in Col::ALL {
            if let Some(dt) = scalar_data_type(t) {
                assert_eq!(column_type_of(&dt), Some(t), "{dt}");
            }
        }
        assert_eq!(
            type_name(&DataType::Timestamp(
                TimeUnit::Millisecond,
                Some("UTC".into())
            )),
            "timestamp[ms, tz=UTC]"
        );
        let list = DataType::List(Arc::new(Field::new("item", DataType::Int32, true)));
        assert_eq!(type_name(&list), "list<item: int32>");
    }

    #[test]
    fn shapes_count_levels_and_every_use_of_a_subtree() {
        let int = DataType::Int32;
        let list = DataType::List(Arc::new(Field::new("item", int.clone(), true)));
        assert_eq!(shape_of([&int], MAX_TYPE_NODES), (1, 1));
        assert_eq!(shape_of([&list], MAX_TYPE_NODES), (2, 2));
        let pair = DataType::Struct(Fields::from(vec![
            Field::new("a", list.clone(), true),
            Field::new("b", list.clone(), true),
        ]));
        assert_eq!(shape_of([&pair, &int], MAX_TYPE_NODES), (3, 6));
        // The walk stops just past a limit.
        assert_eq!(shape_of([&pair], 1), (2, 2));
        assert!(shape_error("t", 64, MAX_TYPE_NODES).is_none());
        let deep = shape_error("t", 65, 1).expect("too deep").message;
        assert!(deep.contains("t nested deeper than 64 levels"), "{deep}");
        let large = shape_error("t", 1, MAX_TYPE_NODES + 1)
            .expect("too large")
            .message;
        assert!(large.contains("more than 1048576 type nodes"), "{large}");
    }

    #[test]
    fn fixed_size_list_values_refuse_what_arrow_data_would_panic_on() {
        assert_eq!(fixed_size_list_values(3, 2), Ok(6));
        assert_eq!(fixed_size_list_values(0, i32::MAX), Ok(0));
        let reason = fixed_size_list_values(1 << 40, i32::MAX).unwrap_err();
        assert_eq!(
            reason,
            "fixed-size list of 1099511627776 rows of 2147483647 values each overflows"
        );
        assert!(fixed_size_list_values(1, -1).is_err());
        assert_eq!(fixed_size_list_values(1 << 32, 1 << 30), Ok(1 << 62));
        assert!(fixed_size_list_values(1 << 33, 1 << 30).is_err());
    }
}
