//! Parquet schemas the `parquet` crate reads as another Arrow type than
//! Arrow C++ (which IRx 1.25 reads with), read as Arrow C++ reads them
//! (issue 28; each rule checked against IRx 1.25 with
//! `tests/diff-1.25/parquet_schema.c`):
//!
//! * A map's entries struct is named `entries`, its key `key` and its
//!   value `value`, as IRx 1.25 names them (the crate names them after
//!   the Parquet key-value group and its children).
//! * A list's repeated group of one child that is itself repeated is a
//!   struct of that child (the crate takes the child for the element).
//! * A list's repeated group annotated LIST or MAP, of one child, is the
//!   element, a list or a map named after the group (the crate took the
//!   group's child for the element, and a map's entries for a list).
//! * A map whose value is repeated is a map of a list value (the crate
//!   refuses it: it reads the group as a plain one, rewritten for it by
//!   `guard::unmap_repeated_values`, and the struct becomes the map).
//! * A DECIMAL whose precision its physical type cannot hold (narrowed
//!   for the crate: `guard::narrow_decimals`) is decimal128 of the file's
//!   precision up to 38 (the crate is asked for decimal256 past that).
//!
//! [`file_schema`] gives the schema a file is read as; [`reshape`] turns
//! each column the crate decodes into it: names relabelled, a one-field
//! struct wrapped around an element, a list's offsets reused for a map,
//! a decimal's precision relabelled. Nothing is copied but the arrays'
//! headers.

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::types::Decimal128Type;
use arrow_array::{Array, ArrayRef, ListArray, MapArray, StructArray};
use arrow_buffer::{NullBuffer, OffsetBuffer};
use arrow_schema::{
    ArrowError, DECIMAL128_MAX_PRECISION, DataType, Field, FieldRef, Fields, Schema, SchemaRef,
};
use parquet::basic::{ConvertedType, LogicalType, Repetition};
use parquet::schema::types::{SchemaDescriptor, Type};

use super::guard;

/// `array` (a column the crate decoded) as `target` (its type in
/// [`file_schema`]); the same array when the types are already equal.
pub(crate) fn reshape(array: &ArrayRef, target: &DataType) -> Result<ArrayRef, ArrowError> {
    if array.data_type() == target {
        return Ok(array.clone());
    }
    let cannot = || {
        Err(ArrowError::SchemaError(format!(
            "a Parquet column read as {} cannot be read as {target}",
            array.data_type()
        )))
    };
    match (array.data_type(), target) {
        (DataType::List(_), DataType::List(field)) => {
            let (_, offsets, values, nulls) = array.as_list::<i32>().clone().into_parts();
            let values = reshape(&values, field.data_type())?;
            Ok(Arc::new(ListArray::try_new(
                field.clone(),
                offsets,
                values,
                nulls,
            )?))
        }
        (DataType::List(_), DataType::Map(field, sorted)) => {
            let (_, offsets, values, nulls) = array.as_list::<i32>().clone().into_parts();
            map_array(field, *sorted, offsets, &values, nulls)
        }
        // A map whose value repeats, read by the crate as a struct of its
        // key-value list (`guard::unmap_repeated_values`).
        (DataType::Struct(from), DataType::Map(field, sorted))
            if from.len() == 1 && matches!(from[0].data_type(), DataType::List(_)) =>
        {
            let (_, columns, nulls) = array.as_struct().clone().into_parts();
            let (_, offsets, values, _) = columns[0].as_list::<i32>().clone().into_parts();
            map_array(field, *sorted, offsets, &values, nulls)
        }
        (DataType::Map(..), DataType::Map(field, sorted)) => {
            let (_, offsets, entries, nulls, _) = array.as_map().clone().into_parts();
            let entries: ArrayRef = Arc::new(entries);
            map_array(field, *sorted, offsets, &entries, nulls)
        }
        // Field by field (renamed: a map's key and value); a struct of one
        // field of another name is the element wrapped (below).
        (DataType::Struct(from), DataType::Struct(to))
            if from.len() == to.len() && (to.len() != 1 || same_names(from, to)) =>
        {
            let (_, columns, nulls) = array.as_struct().clone().into_parts();
            let columns = columns
                .iter()
                .zip(to.iter())
                .map(|(column, field)| reshape(column, field.data_type()))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Arc::new(StructArray::try_new(to.clone(), columns, nulls)?))
        }
        // The element wrapped in a struct of one field, no struct null.
        (_, DataType::Struct(to)) if to.len() == 1 => {
            let inner = reshape(array, to[0].data_type())?;
            Ok(Arc::new(StructArray::try_new(
                to.clone(),
                vec![inner],
                None,
            )?))
        }
        (DataType::Decimal128(..), DataType::Decimal128(precision, scale)) => Ok(Arc::new(
            array
                .as_primitive::<Decimal128Type>()
                .clone()
                .with_precision_and_scale(*precision, *scale)?,
        )),
        _ => cannot(),
    }
}

/// A map of `field` (its entries struct; keys `sorted` or not) whose
/// entries are `entries` reshaped to that struct, at `offsets`, with
/// `nulls`.
fn map_array(
    field: &FieldRef,
    sorted: bool,
    offsets: OffsetBuffer<i32>,
    entries: &ArrayRef,
    nulls: Option<NullBuffer>,
) -> Result<ArrayRef, ArrowError> {
    let entries = reshape(entries, field.data_type())?;
    Ok(Arc::new(MapArray::try_new(
        field.clone(),
        offsets,
        entries.as_struct().clone(),
        nulls,
        sorted,
    )?))
}

/// Whether two structs' fields have the same names in the same order.
fn same_names(from: &Fields, to: &Fields) -> bool {
    from.len() == to.len()
        && from
            .iter()
            .zip(to.iter())
            .all(|(a, b)| a.name() == b.name())
}

/// `field` with `data_type`, its name, nullability and metadata kept.
fn retyped(field: &FieldRef, data_type: DataType) -> FieldRef {
    if field.data_type() == &data_type {
        return field.clone();
    }
    Arc::new(Field::clone(field).with_data_type(data_type))
}

/// The schema Arrow C++ reads a file as, from the crate's (`schema`, read
/// from `parquet`): the rules of the module docs applied, `wide` DECIMAL
/// columns (name, precision, scale, narrowed for the crate) given their
/// file's precision; None when nothing changes.
pub(crate) fn file_schema(
    parquet: &SchemaDescriptor,
    schema: &SchemaRef,
    wide: &[guard::WideDecimal],
) -> Option<SchemaRef> {
    let roots = parquet.root_schema().get_fields();
    if roots.len() != schema.fields().len() {
        return None;
    }
    let fields: Vec<FieldRef> = roots
        .iter()
        .zip(schema.fields().iter())
        .map(|(node, field)| {
            let mut data_type = node_type(node, field.data_type());
            if let Some(w) = wide.iter().find(|w| w.name == *field.name()) {
                data_type = widened(data_type, w);
            }
            retyped(field, data_type)
        })
        .collect();
    let changed = fields
        .iter()
        .zip(schema.fields().iter())
        .any(|(a, b)| !Arc::ptr_eq(a, b));
    changed.then(|| Arc::new(Schema::new_with_metadata(fields, schema.metadata().clone())))
}

/// A narrowed DECIMAL's type: decimal128 of the file's precision where
/// decimal128 holds it (past that the crate was asked for decimal256).
fn widened(data_type: DataType, w: &guard::WideDecimal) -> DataType {
    match (data_type, u8::try_from(w.precision), i8::try_from(w.scale)) {
        (DataType::Decimal128(..), Ok(p), Ok(s)) if p <= DECIMAL128_MAX_PRECISION => {
            DataType::Decimal128(p, s)
        }
        (data_type, ..) => data_type,
    }
}

/// What a group is annotated as, as Arrow C++ reads it: its logical type,
/// else the logical type of its converted type.
#[derive(PartialEq, Eq)]
enum Nest {
    List,
    Map,
    None,
}

fn nest(node: &Type) -> Nest {
    let info = node.get_basic_info();
    match info.logical_type_ref() {
        Some(LogicalType::List) => return Nest::List,
        Some(LogicalType::Map) => return Nest::Map,
        // (A map whose value repeats, as below.)
        Some(LogicalType::String) if node.is_group() => return Nest::Map,
        Some(_) => return Nest::None,
        None => {}
    }
    match info.converted_type() {
        ConvertedType::LIST => Nest::List,
        ConvertedType::MAP | ConvertedType::MAP_KEY_VALUE => Nest::Map,
        // A map whose value repeats, made a plain group for the crate
        // (`guard::unmap_repeated_values`; Arrow C++ refuses UTF8 on a
        // group, so no other reaches the crate).
        ConvertedType::UTF8 if node.is_group() => Nest::Map,
        _ => Nest::None,
    }
}

fn repeated(node: &Type) -> bool {
    let info = node.get_basic_info();
    info.has_repetition() && info.repetition() == Repetition::REPEATED
}

/// Arrow C++'s type for `node`, the crate's being `data_type` (for a
/// repeated node outside a list, the crate's list of it).
fn node_type(node: &Type, data_type: &DataType) -> DataType {
    if node.is_primitive() {
        return data_type.clone();
    }
    match nest(node) {
        Nest::List => list_type(node, data_type),
        Nest::Map => map_type(node, data_type),
        Nest::None => match data_type {
            DataType::List(element) if repeated(node) => {
                DataType::List(retyped(element, struct_type(node, element.data_type())))
            }
            _ => struct_type(node, data_type),
        },
    }
}

/// A struct of `group`'s children.
fn struct_type(group: &Type, data_type: &DataType) -> DataType {
    let DataType::Struct(fields) = data_type else {
        return data_type.clone();
    };
    let children = group.get_fields();
    if children.len() != fields.len() {
        return data_type.clone();
    }
    DataType::Struct(
        children
            .iter()
            .zip(fields.iter())
            .map(|(child, field)| retyped(field, node_type(child, field.data_type())))
            .collect(),
    )
}

/// A map of `key_value` (the struct of its key and value, Arrow C++'s
/// types), as IRx 1.25 reads it: its entries named `entries`, its key
/// `key`, its value `value` (nullability and metadata kept).
fn map_of(key_value: DataType, sorted: bool) -> DataType {
    let key_value = match key_value {
        DataType::Struct(fields) if fields.len() == 2 => DataType::Struct(
            fields
                .iter()
                .zip(["key", "value"])
                .map(|(field, name)| Arc::new(Field::clone(field).with_name(name)))
                .collect(),
        ),
        other => other,
    };
    DataType::Map(Arc::new(Field::new("entries", key_value, false)), sorted)
}

/// A MAP-annotated group: of one key-value group of two children, a map
/// whose entries are named `entries`; of one of one child, a list, as
/// Arrow C++ and the crate read it.
fn map_type(group: &Type, data_type: &DataType) -> DataType {
    // A map whose value repeats, read by the crate as a struct of its
    // key-value list.
    if let (DataType::Struct(fields), [key_value]) = (data_type, group.get_fields())
        && let [field] = &fields[..]
        && let DataType::List(entries) = field.data_type()
    {
        return map_of(struct_type(key_value, entries.data_type()), false);
    }
    let DataType::Map(entries, sorted) = data_type else {
        return match group.get_fields() {
            [_] => list_type(group, data_type),
            _ => data_type.clone(),
        };
    };
    let [key_value] = group.get_fields() else {
        return data_type.clone();
    };
    map_of(struct_type(key_value, entries.data_type()), *sorted)
}

/// A LIST-annotated group (or a MAP-annotated one of a key-only
/// key-value group).
fn list_type(list: &Type, data_type: &DataType) -> DataType {
    let DataType::List(element) = data_type else {
        return data_type.clone();
    };
    let [child] = list.get_fields() else {
        return data_type.clone();
    };
    if child.is_primitive() {
        return data_type.clone();
    }
    let grandchildren = child.get_fields();
    let named = child.name() == "array" || child.name() == format!("{}_tuple", list.name());
    // The crate's element: the repeated group as a struct, else its child.
    let crate_struct = grandchildren.len() != 1
        || (nest(child) != Nest::List && !repeated(&grandchildren[0]) && named);
    let element = if crate_struct {
        retyped(element, struct_type(child, element.data_type()))
    } else {
        let [grandchild] = grandchildren else {
            return data_type.clone();
        };
        match nest(child) {
            // The annotated group itself is the element, a list or a map.
            // (The crate's element is its repeated child, read as a list
            // of it: the annotated group's own list.)
            Nest::List => Arc::new(Field::new(
                child.name(),
                node_type(grandchild, element.data_type()),
                false,
            )),
            Nest::Map => match element.data_type() {
                DataType::List(entries) => Arc::new(Field::new(
                    child.name(),
                    map_of(struct_type(grandchild, entries.data_type()), false),
                    false,
                )),
                _ => element.clone(),
            },
            // A repeated child: the group is a struct of it.
            Nest::None if repeated(grandchild) => {
                let inner = retyped(element, node_type(grandchild, element.data_type()));
                Arc::new(Field::new(
                    child.name(),
                    DataType::Struct(Fields::from(vec![inner])),
                    false,
                ))
            }
            Nest::None => retyped(element, node_type(grandchild, element.data_type())),
        }
    };
    DataType::List(element)
}
