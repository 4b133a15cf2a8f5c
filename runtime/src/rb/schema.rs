//! `IrxRbSchema`: an Arrow schema (fields, nullability, metadata) behind a
//! handle, built field by field or taken from a batch, a reader or IPC.

use std::cell::RefCell;
use std::ffi::{CString, c_char, c_int};
use std::sync::{Arc, OnceLock};

use arrow_schema::{DataType, Field, Schema, SchemaRef};
use irx_abi::native::{IRX_ERR_NULLPTR, IrxColumnType as Col};

use super::types::{self, IrxColumnType, IrxRbType};
use super::{c_text, column_index, write_out};
use crate::ffi::error::Kind;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Error, Result, export};

/// With `refuse` (the 1.25 generation), 1.25's error for the first field
/// of `schema` without an `IrxColumnType` (see [`types::column_type_of`]),
/// where its readers, C Data imports and table bridges refused the schema:
/// `IRX_ERR_TYPE`, "unsupported Arrow field 'v': string_view".
pub(crate) fn uncarried(schema: &Schema, refuse: bool) -> Option<Error> {
    if !refuse {
        return None;
    }
    let field = schema
        .fields()
        .iter()
        .find(|f| types::field_column_type(f).is_err())?;
    Some(Error::new(
        Kind::Type,
        format!(
            "unsupported Arrow field '{}': {}",
            field.name(),
            types::type_name(field.data_type())
        ),
    ))
}

/// A record-batch schema (`IrxRbSchema *`), owned by the caller until
/// `irx_rb_schema_release`.
#[derive(Debug)]
pub struct IrxRbSchema {
    pub(crate) schema: SchemaRef,
    /// Field names as C strings, made on first request and kept for the
    /// schema's life (1.25 hands them out "borrowed until release").
    c_names: OnceLock<Vec<Option<CString>>>,
}
handle_type!(IrxRbSchema, "schema", Owned);

impl IrxRbSchema {
    /// A schema handle value for `schema` taken from outside (IPC, C
    /// Data, a batch, a table). 1.25 refused here every field without an
    /// `IrxColumnType`, and so does the 1.25 generation ([`uncarried`]:
    /// issue 28, the same answer). The default generation carries them
    /// (issue 34, item 3): a duration, interval, union, view, run-end
    /// encoded, decimal32/64 or float16 column is read, sliced, projected
    /// and written unchanged, and only typed access to it
    /// (`irx_rb_schema_field`, the typed getters) is `IRX_ERR_TYPE`
    /// ([`types::untyped`]). The layouts arrow-rs cannot hold were refused
    /// where the schema was parsed ([`types::check_layout`]).
    pub(crate) fn checked(schema: SchemaRef) -> Result<IrxRbSchema> {
        if let Some(error) = uncarried(&schema, crate::generation::is_1_25()) {
            return Err(error);
        }
        Ok(IrxRbSchema::unchecked(schema))
    }

    pub(crate) fn unchecked(schema: SchemaRef) -> IrxRbSchema {
        IrxRbSchema {
            schema,
            c_names: OnceLock::new(),
        }
    }

    fn push(&mut self, field: Field) {
        let mut fields: Vec<_> = self.schema.fields().iter().cloned().collect();
        fields.push(Arc::new(field));
        self.schema = Arc::new(Schema::new_with_metadata(
            fields,
            self.schema.metadata().clone(),
        ));
        self.c_names = OnceLock::new();
    }

    fn c_name(&self, col: usize) -> Result<*const c_char> {
        let names = self.c_names.get_or_init(|| {
            self.schema
                .fields()
                .iter()
                .map(|f| CString::new(f.name().as_bytes()).ok())
                .collect()
        });
        names[col].as_ref().map(|n| n.as_ptr()).ok_or_else(|| {
            Error::new(
                Kind::Type,
                "embedded NUL in field name cannot be exposed as C text",
            )
        })
    }
}

/// Hands a new schema handle to C.
pub(crate) fn new_handle(schema: IrxRbSchema) -> Result<*mut IrxRbSchema> {
    handle::new(schema)
}

/// Creates an empty schema in `*out`, which the caller releases with
/// `irx_rb_schema_release`.
///
/// Errors: `IRX_ERR_NULLPTR` when `out` is NULL.
///
/// # Safety
/// `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_schema_create(out: *mut *mut IrxRbSchema) -> c_int {
    *out = new_handle(IrxRbSchema::unchecked(Arc::new(Schema::empty())))?;
    Ok(())
}

fn add(schema: *mut IrxRbSchema, name: *const c_char, dt: DataType, nullable: c_int) -> Result<()> {
    // SAFETY: the exported callers' contracts.
    let schema = unsafe { handle::borrow_mut(schema)? };
    // SAFETY: as above.
    let name = unsafe { c_text(name, "name")? };
    // Descriptors are bounded one by one; a schema of many fields sharing
    // a large one is bounded here, by the same count (a walk that stops at
    // the limit: no dearer than the copy of the field list `push` makes).
    let (depth, nodes) = types::shape_of(
        schema
            .schema
            .fields()
            .iter()
            .map(|f| f.data_type())
            .chain([&dt]),
        types::MAX_TYPE_NODES,
    );
    if let Some(refused) = types::shape_error("schema", depth, nodes) {
        return Err(refused);
    }
    schema.push(Field::new(name, dt, nullable != 0));
    Ok(())
}

/// Appends a field of scalar type `type` (`IRX_COL_INT8` ..
/// `IRX_COL_TIME64_NS`) named `name` (UTF-8, copied) to `schema`.
/// `nullable` is a boolean. Duplicate names are allowed, as in Arrow.
///
/// Errors: `IRX_ERR_NULLPTR` (NULL schema or name), `IRX_ERR_TYPE` (not a
/// scalar column type), `IRX_ERR_INVALID` (name not UTF-8, schema not
/// live, or already holding 2^20 type nodes: fields, and the fields of
/// nested types, in all). The schema is unchanged on error.
///
/// # Safety
/// `schema` is NULL or a schema of this runtime used by no other thread;
/// `name` is NULL or a C string.
#[export(RecordBatch)]
pub unsafe fn irx_rb_schema_add_field(
    schema: *mut IrxRbSchema,
    name: *const c_char,
    r#type: IrxColumnType,
    nullable: c_int,
) -> c_int {
    let t = types::column_type(r#type);
    let dt = t.and_then(|t| {
        types::scalar_data_type(t).ok_or_else(|| Error::new(Kind::Type, "unknown IrxColumnType"))
    });
    if schema.is_null() || name.is_null() {
        return Err(Error::null("schema and name"));
    }
    add(schema, name, dt?, nullable)
}

/// Appends a field whose type is the descriptor `type` (scalar, list or
/// struct, nested as deep as a descriptor may be; borrowed, the caller
/// still releases it).
///
/// Errors: as `irx_rb_schema_add_field`, plus `IRX_ERR_NULLPTR` for a NULL
/// `type` and `IRX_ERR_INVALID` for one that is not live, or when the
/// schema's fields would have more than 2^20 type nodes in all (counted
/// as `irx_type_struct` counts them: a descriptor added twice counts
/// twice).
///
/// # Safety
/// As `irx_rb_schema_add_field`; `type` is NULL or a descriptor.
#[export(RecordBatch)]
pub unsafe fn irx_rb_schema_add_field2(
    schema: *mut IrxRbSchema,
    name: *const c_char,
    r#type: *const IrxRbType,
    nullable: c_int,
) -> c_int {
    if schema.is_null() || name.is_null() || r#type.is_null() {
        return Err(Error::null("schema, name and type"));
    }
    // SAFETY: caller contract.
    let dt = unsafe { handle::borrow(r#type)? }.data_type.clone();
    types::column_type_of(&dt)
        .ok_or_else(|| Error::new(Kind::Type, "unsupported field type for record batch"))?;
    add(schema, name, dt, nullable)
}

/// Appends a scalar field whose type is given by name: Arrow C++'s names
/// (`int8` .. `uint64`, `float`, `double`, `bool`, `string`,
/// `large_string`, `date32[day]`, `date64[ms]`, `timestamp[s]` ..
/// `timestamp[ns]`, `time32[s]`, `time32[ms]`, `time64[us]`,
/// `time64[ns]`) or the aliases `utf8`, `large_utf8`, `float32`, `float64`.
///
/// Errors: `IRX_ERR_NULLPTR` for any NULL pointer, `IRX_ERR_TYPE` for an
/// unknown name (the message names it).
///
/// # Safety
/// As `irx_rb_schema_add_field`; `type` is NULL or a C string.
#[export(RecordBatch)]
pub unsafe fn irx_rb_schema_add_named_field(
    schema: *mut IrxRbSchema,
    name: *const c_char,
    r#type: *const c_char,
    nullable: c_int,
) -> c_int {
    if schema.is_null() || name.is_null() || r#type.is_null() {
        return Err(Error::null("schema, name and type"));
    }
    // SAFETY: caller contract.
    let key = unsafe { c_text(r#type, "type name")? };
    let key = match key {
        "utf8" => "string",
        "large_utf8" => "large_string",
        "float32" => "float",
        "float64" => "double",
        other => other,
    };
    let dt = Col::ALL
        .iter()
        .filter_map(|&t| types::scalar_data_type(t))
        .find(|dt| types::type_name(dt) == key)
        .ok_or_else(|| Error::new(Kind::Type, format!("unsupported scalar type name: {key}")))?;
    add(schema, name, dt, nullable)
}

/// The number of fields of `schema`, or `IRX_ERR_NULLPTR` (-2) when it is
/// NULL or not live (a NULL sets no message in the 1.25
/// generation, as in 1.25; the default generation says which).
///
/// # Safety
/// `schema` is NULL or a schema of this runtime.
#[export(RecordBatch, value = IRX_ERR_NULLPTR)]
pub unsafe fn irx_rb_schema_num_fields(schema: *const IrxRbSchema) -> c_int {
    // 1.25 answers a NULL with its status alone and records no message.
    if crate::generation::is_1_25() && schema.is_null() {
        return Ok(IRX_ERR_NULLPTR);
    }
    // SAFETY: caller contract.
    let schema = unsafe { handle::borrow(schema)? };
    Ok(schema
        .schema
        .fields()
        .len()
        .try_into()
        .unwrap_or(c_int::MAX))
}

/// Releases a schema. NULL is a no-op; a handle that is not live is left
/// alone (message: `irx_record_batch_errmsg()`). Field names handed out by
/// `irx_rb_schema_field` die with it.
///
/// # Safety
/// `schema` is not used again after this call.
#[export(RecordBatch)]
pub unsafe fn irx_rb_schema_release(schema: *mut IrxRbSchema) {
    handle::release(schema)
}

/// Copies `schema` (fields and metadata) into a new handle in `*out`.
///
/// Errors: `IRX_ERR_NULLPTR`, or `IRX_ERR_INVALID` for a handle that is
/// not live; `*out` is NULL on error.
///
/// # Safety
/// `schema` is NULL or a schema; `out` is NULL or writable.
#[export(RecordBatch, out = out)]
pub unsafe fn irx_rb_schema_clone(schema: *const IrxRbSchema, out: *mut *mut IrxRbSchema) -> c_int {
    // SAFETY: caller contract.
    let schema = unsafe { handle::borrow(schema)? };
    *out = new_handle(IrxRbSchema::unchecked(schema.schema.clone()))?;
    Ok(())
}

thread_local! {
    static TYPE_NAME: RefCell<CString> = RefCell::new(CString::default());
}

/// The Arrow type name of field `col` (as Arrow C++ writes it, e.g.
/// `timestamp[ms, tz=UTC]`, `list<item: int32>`) in `*out`.
///
/// The text belongs to the calling thread and stays valid until its next
/// call of this function. Errors: `IRX_ERR_NULLPTR`, `IRX_ERR_OOB` for a
/// bad `col`.
///
/// # Safety
/// `schema` is NULL or a schema; `out` is NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_schema_type_name(
    schema: *const IrxRbSchema,
    col: c_int,
    out: *mut *const c_char,
) -> c_int {
    // SAFETY: caller contract.
    let schema = unsafe { handle::borrow(schema)? };
    let fields = schema.schema.fields();
    let col = column_index(col, fields.len())
        .map_err(|_| Error::new(Kind::OutOfBounds, "schema field index out of bounds"))?;
    let name = CString::new(types::type_name(fields[col].data_type())).map_err(|_| {
        Error::new(
            Kind::Type,
            "embedded NUL in type name cannot be exposed as C text",
        )
    })?;
    let ptr = TYPE_NAME.with(|slot| {
        *slot.borrow_mut() = name;
        slot.borrow().as_ptr()
    });
    // SAFETY: caller contract.
    unsafe { write_out(out, ptr, "out") }
}

/// Describes field `col`: `*name` (owned by the schema, valid until it is
/// released), `*type` (its `IrxColumnType`), `*nullable` (0 or 1).
///
/// Errors: `IRX_ERR_NULLPTR` for any NULL pointer, `IRX_ERR_OOB` for a bad
/// `col`, `IRX_ERR_TYPE` for a name with an embedded NUL (possible in IPC
/// data) that cannot be C text, or for a field whose type has no
/// `IrxColumnType` (a duration, interval, union, view, list view, run-end
/// encoding, decimal32/64, float16, or a nesting of one: read and carried,
/// but "not available in the 1.25 column-type set"; its name is
/// `irx_rb_schema_type_name`'s). Nothing is written on error.
///
/// # Safety
/// `schema` is NULL or a schema; the outputs are NULL or writable.
#[export(RecordBatch)]
pub unsafe fn irx_rb_schema_field(
    schema: *const IrxRbSchema,
    col: c_int,
    name: *mut *const c_char,
    r#type: *mut c_int,
    nullable: *mut c_int,
) -> c_int {
    if name.is_null() || r#type.is_null() || nullable.is_null() {
        return Err(Error::null("name, type and nullable"));
    }
    // SAFETY: caller contract.
    let schema = unsafe { handle::borrow(schema)? };
    let fields = schema.schema.fields();
    let col = column_index(col, fields.len())
        .map_err(|_| Error::new(Kind::OutOfBounds, "schema field index out of bounds"))?;
    let c_name = schema.c_name(col)?;
    let t = types::field_column_type(&fields[col])? as c_int;
    // SAFETY: caller contract, all three checked non-NULL above.
    unsafe {
        write_out(name, c_name, "name")?;
        write_out(r#type, t, "type")?;
        write_out(nullable, c_int::from(fields[col].is_nullable()), "nullable")
    }
}

/// 1 when the two schemas are equal (names, types, nullability and
/// metadata, as Arrow C++'s `Equals(check_metadata = true)`), 0 when not,
/// `IRX_ERR_NULLPTR` when either is NULL or not live. A NULL sets no
/// message in the 1.25 generation, as in 1.25 (`irx_record_batch_errmsg()`
/// reads ""); the default generation says which.
///
/// # Safety
/// Both are NULL or schemas of this runtime.
#[export(RecordBatch, value = IRX_ERR_NULLPTR)]
pub unsafe fn irx_rb_schema_equal(left: *const IrxRbSchema, right: *const IrxRbSchema) -> c_int {
    if crate::generation::is_1_25() && (left.is_null() || right.is_null()) {
        return Ok(IRX_ERR_NULLPTR);
    }
    // SAFETY: caller contract.
    let (left, right) = unsafe { (handle::borrow(left)?, handle::borrow(right)?) };
    Ok(c_int::from(left.schema == right.schema))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 1.25 generation refuses a schema 1.25 could not describe, in
    /// its words (tests/diff-1.25/ipc_layout.c); the default one carries it.
    #[test]
    fn the_1_25_generation_refuses_fields_without_a_column_type() {
        let schema = Schema::new(vec![
            Field::new("id", DataType::Int64, true),
            Field::new("v", DataType::Utf8View, true),
        ]);
        assert!(uncarried(&schema, false).is_none());
        let error = uncarried(&schema, true).expect("refused");
        assert_eq!(error.kind, Kind::Type);
        assert_eq!(error.message, "unsupported Arrow field 'v': string_view");
        let typed = Schema::new(vec![Field::new("id", DataType::Int64, true)]);
        assert!(uncarried(&typed, true).is_none());
    }
}
