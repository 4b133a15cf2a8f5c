//! Columns of the Parquet UUID and JSON logical types as the canonical
//! Arrow extension types pyarrow reads them as (issue 34, item 5):
//! `arrow.uuid` over `fixed_size_binary[16]` and `arrow.json` over a
//! string, at any depth (inside lists, large lists, maps and structs). The
//! extension is the field's metadata, as pyarrow exports it and the IPC
//! format carries it: `ARROW:extension:name` and an empty
//! `ARROW:extension:metadata`. The parquet crate gives plain storage types
//! (its canonical-extension feature would pull serde into the archive).
//!
//! The annotated schema is handed back to the crate as its schema hint, so
//! the arrays it decodes carry the same nested fields (a list's element
//! field is part of the list's data type). A field that already names an
//! extension (a stored Arrow schema's) is left alone.
//!
//! The same walk gives INT96 columns the type pyarrow reads them as:
//! `timestamp[ns]` without a time zone whatever unit and zone a stored
//! Arrow schema gives them (pyarrow writes a `timestamp[us, tz=UTC]` as
//! INT96 and reads back `timestamp[ns]`; the crate followed the stored
//! schema), and `int96` reads them in milliseconds for its range check.

use std::collections::HashMap;
use std::sync::Arc;

use arrow_schema::{DataType, Field, FieldRef, Fields, Schema, SchemaRef, TimeUnit};
use parquet::arrow::arrow_reader::{ArrowReaderMetadata, ArrowReaderOptions};
use parquet::basic::{LogicalType, Repetition, Type as PhysicalType};
use parquet::schema::types::Type;

const NAME: &str = "ARROW:extension:name";
const METADATA: &str = "ARROW:extension:metadata";

/// `metadata` with its schema annotated (see the module docs), re-read
/// through `options` with the annotated schema as the crate's hint; as it
/// was when no column is of either logical type.
pub(crate) fn canonical(
    metadata: ArrowReaderMetadata,
    options: ArrowReaderOptions,
) -> parquet::errors::Result<ArrowReaderMetadata> {
    let Some(annotated) = annotated_schema(&metadata, TimeUnit::Nanosecond) else {
        return Ok(metadata);
    };
    ArrowReaderMetadata::try_new(metadata.metadata().clone(), options.with_schema(annotated))
}

/// The schema of `metadata` annotated (see the module docs), its INT96
/// columns timestamps of unit `int96` without a zone; None when nothing
/// changes.
pub(crate) fn annotated_schema(
    metadata: &ArrowReaderMetadata,
    int96: TimeUnit,
) -> Option<SchemaRef> {
    let schema = metadata.schema();
    let roots = metadata.parquet_schema().root_schema().get_fields();
    let annotated = annotate_fields(schema.fields(), roots, int96)?;
    Some(Arc::new(Schema::new_with_metadata(
        annotated,
        schema.metadata().clone(),
    )))
}

/// The fields annotated, paired with their Parquet types by name (a
/// struct's children) or, when names differ, by position; None when
/// nothing changes. Linear in the number of fields: the type at the same
/// position is tried first (the crate converts a group's children in
/// order), and only a field whose name is not there looks its type up in
/// a map of the first type of each name, built once (a search of the list
/// per field made a file of 300,000 columns take minutes).
fn annotate_fields(fields: &Fields, types: &[Arc<Type>], int96: TimeUnit) -> Option<Fields> {
    let mut changed = false;
    let mut by_name: Option<HashMap<&str, &Arc<Type>>> = None;
    let out: Vec<FieldRef> = fields
        .iter()
        .enumerate()
        .map(|(at, field)| {
            let parquet = match types.get(at) {
                Some(same) if same.name() == field.name() => Some(same),
                _ => by_name
                    .get_or_insert_with(|| {
                        let mut map = HashMap::with_capacity(types.len());
                        for t in types {
                            map.entry(t.name()).or_insert(t);
                        }
                        map
                    })
                    .get(field.name().as_str())
                    .copied()
                    .or_else(|| types.get(at)),
            };
            match parquet.and_then(|t| annotate(field, t, int96)) {
                Some(new) => {
                    changed = true;
                    Arc::new(new)
                }
                None => field.clone(),
            }
        })
        .collect();
    changed.then(|| Fields::from(out))
}

/// `field` (read from `parquet`) annotated, or None when nothing changes.
fn annotate(field: &Field, parquet: &Type, int96: TimeUnit) -> Option<Field> {
    annotate_as(field, parquet, false, int96)
}

/// [`annotate`]; `one_value`: `parquet` is a repeated field read as one of
/// its values (a list's element), not as the list it makes.
fn annotate_as(field: &Field, parquet: &Type, one_value: bool, int96: TimeUnit) -> Option<Field> {
    // A repeated field outside a LIST group is a list of itself.
    let info = parquet.get_basic_info();
    let repeated = !one_value && info.has_repetition() && info.repetition() == Repetition::REPEATED;
    if parquet.is_primitive()
        && !repeated
        && parquet.get_physical_type() == PhysicalType::INT96
        && let DataType::Timestamp(unit, zone) = field.data_type()
    {
        let wanted = DataType::Timestamp(int96, None);
        return (*unit != int96 || zone.is_some()).then(|| field.clone().with_data_type(wanted));
    }
    if field.metadata().contains_key(NAME) {
        return None;
    }
    if parquet.is_primitive() && !repeated {
        let name = match (info.logical_type_ref(), field.data_type()) {
            (Some(LogicalType::Uuid), DataType::FixedSizeBinary(16)) => "arrow.uuid",
            (
                Some(LogicalType::Json),
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View,
            ) => "arrow.json",
            _ => return None,
        };
        let mut metadata = field.metadata().clone();
        metadata.insert(NAME.to_owned(), name.to_owned());
        metadata.insert(METADATA.to_owned(), String::new());
        return Some(field.clone().with_metadata(metadata));
    }
    let data_type = match field.data_type() {
        DataType::Struct(children) if !parquet.is_primitive() => {
            DataType::Struct(annotate_fields(children, parquet.get_fields(), int96)?)
        }
        DataType::List(element) => {
            DataType::List(annotate_element(element, parquet, repeated, int96)?)
        }
        DataType::LargeList(element) => {
            DataType::LargeList(annotate_element(element, parquet, repeated, int96)?)
        }
        DataType::FixedSizeList(element, n) => {
            DataType::FixedSizeList(annotate_element(element, parquet, repeated, int96)?, *n)
        }
        DataType::Map(entries, sorted) if !parquet.is_primitive() => {
            // MAP group > repeated key_value group > key, value.
            let key_value = parquet.get_fields().first()?;
            let new = match entries.data_type() {
                DataType::Struct(children) if !key_value.is_primitive() => {
                    let children = annotate_fields(children, key_value.get_fields(), int96)?;
                    entries
                        .as_ref()
                        .clone()
                        .with_data_type(DataType::Struct(children))
                }
                _ => return None,
            };
            DataType::Map(Arc::new(new), *sorted)
        }
        _ => return None,
    };
    Some(field.clone().with_data_type(data_type))
}

/// A list's element field annotated from the list's Parquet type: a
/// repeated field outside a LIST group (`repeated`) is its own element; in
/// a LIST group the repeated child is the element when it is a primitive
/// or a group of several fields (or one named `array` or `<list>_tuple`,
/// the legacy forms), else its only child is (the standard three levels).
fn annotate_element(
    element: &FieldRef,
    list: &Type,
    repeated: bool,
    int96: TimeUnit,
) -> Option<FieldRef> {
    if repeated {
        return annotate_as(element, list, true, int96).map(Arc::new);
    }
    if list.is_primitive() {
        return None;
    }
    let child = list.get_fields().first()?;
    let legacy = child.name() == "array" || child.name() == format!("{}_tuple", list.name());
    if child.is_primitive() || child.get_fields().len() != 1 || legacy {
        annotate_as(element, child, true, int96).map(Arc::new)
    } else {
        annotate(element, &child.get_fields()[0], int96).map(Arc::new)
    }
}
