//! pyirx 1.25's data frames as front ends lower them: a data-frame literal
//! is encoded at emit time as the bytes of one Arrow IPC stream, kept in a
//! private constant global and decoded once at run time (a status, so the
//! lowering takes an [`OnFailure`]); then the table's counts and its
//! release. pyirx 1.25 decodes with `irx_arrow_table_from_ipc`, which
//! copies; the constant lives as long as the program, so this lowering
//! uses the runtime's in-place `irx_arrow_table_from_ipc_static` (same
//! checks, no copy: 0.43x IRx 1.25's read against 0.58x for the copy,
//! docs/BENCHMARKS.md).
//!
//! The literal's columns are the 11 element types of arrays (with nulls)
//! and UTF-8 strings. A front end that has the IPC bytes already (pyirx's
//! semantic pass makes them with pyarrow) passes them to
//! [`literal_from_ipc`].

use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch, StringArray, make_array};
use arrow_buffer::{Buffer, MutableBuffer, bit_util};
use arrow_data::ArrayData;
use arrow_schema::{DataType, Field, Schema};

use super::{Elem, OnFailure, Scalar};
use crate::error::{Error, Result};
use crate::ir::{FunctionBuilder, Type, Value};
use crate::runtime::Feature;

const F: Feature = Feature::DataFrame;

/// One column of a data-frame literal.
#[derive(Clone, Debug, PartialEq)]
pub struct Column {
    /// The column's name (names need not be unique, as in Arrow).
    pub name: String,
    /// Whether the column may hold nulls; a column with a `None` value is
    /// nullable whatever this says.
    pub nullable: bool,
    /// The values.
    pub values: Values,
}

/// The values of a [`Column`] (`None` = null).
#[derive(Clone, Debug, PartialEq)]
pub enum Values {
    /// Values of one of the 11 array element types.
    Scalars(Elem, Vec<Option<Scalar>>),
    /// UTF-8 strings.
    Utf8(Vec<Option<String>>),
}

impl Values {
    fn len(&self) -> usize {
        match self {
            Values::Scalars(_, v) => v.len(),
            Values::Utf8(v) => v.len(),
        }
    }
}

/// The Arrow type of an element type.
fn data_type(elem: Elem) -> DataType {
    match elem {
        Elem::I8 => DataType::Int8,
        Elem::I16 => DataType::Int16,
        Elem::I32 => DataType::Int32,
        Elem::I64 => DataType::Int64,
        Elem::U8 => DataType::UInt8,
        Elem::U16 => DataType::UInt16,
        Elem::U32 => DataType::UInt32,
        Elem::U64 => DataType::UInt64,
        Elem::F32 => DataType::Float32,
        Elem::F64 => DataType::Float64,
        Elem::Bool => DataType::Boolean,
    }
}

/// The validity bitmap of `values` (`None` when every value is valid).
fn validity<T>(values: &[Option<T>]) -> Option<Buffer> {
    if values.iter().all(Option::is_some) {
        return None;
    }
    let mut bits = MutableBuffer::from_len_zeroed(values.len().div_ceil(8));
    for (i, v) in values.iter().enumerate() {
        if v.is_some() {
            bit_util::set_bit(bits.as_slice_mut(), i);
        }
    }
    Some(bits.into())
}

/// An array of one element type from literal values, checked against the
/// type as array literals are ([`Scalar::bits`]): the values as their
/// little-endian bits (bools bit-packed), nulls as zero bits.
fn scalar_array(elem: Elem, values: &[Option<Scalar>]) -> Result<ArrayRef> {
    let bits = values
        .iter()
        .map(|v| v.map_or(Ok(0), |s| s.bits(elem, "data-frame literal")))
        .collect::<Result<Vec<_>>>()?;
    let data = if elem == Elem::Bool {
        let mut packed = MutableBuffer::from_len_zeroed(bits.len().div_ceil(8));
        for (i, &b) in bits.iter().enumerate() {
            if b != 0 {
                bit_util::set_bit(packed.as_slice_mut(), i);
            }
        }
        packed
    } else {
        let mut bytes = MutableBuffer::with_capacity(bits.len() * elem.size());
        for b in bits {
            bytes.extend_from_slice(&b.to_le_bytes()[..elem.size()]);
        }
        bytes
    };
    let data = ArrayData::builder(data_type(elem))
        .len(values.len())
        .add_buffer(data.into())
        .null_bit_buffer(validity(values))
        .build()
        .map_err(|e| Error::Diagnostic(format!("data-frame literal: {e}")))?;
    Ok(make_array(data))
}

/// The Arrow IPC stream (schema, one record batch, end marker) of a
/// data-frame literal, as `irx_arrow_table_from_ipc` reads it. Columns of
/// different lengths, or a value that does not fit its column's type, are
/// emit-time diagnostics.
pub fn ipc_bytes(columns: &[Column]) -> Result<Vec<u8>> {
    let rows = columns.first().map_or(0, |c| c.values.len());
    if let Some(c) = columns.iter().find(|c| c.values.len() != rows) {
        return Err(Error::Diagnostic(format!(
            "data-frame literal: column {:?} has {} values, the first column {rows}",
            c.name,
            c.values.len()
        )));
    }
    let mut fields = Vec::with_capacity(columns.len());
    let mut arrays = Vec::with_capacity(columns.len());
    for c in columns {
        let array: ArrayRef = match &c.values {
            Values::Scalars(elem, values) => scalar_array(*elem, values)?,
            Values::Utf8(values) => Arc::new(StringArray::from(values.clone())),
        };
        let nullable = c.nullable || array.null_count() > 0;
        fields.push(Field::new(&c.name, array.data_type().clone(), nullable));
        arrays.push(array);
    }
    let schema = Arc::new(Schema::new(fields));
    let options = arrow_array::RecordBatchOptions::new().with_row_count(Some(rows));
    let batch = RecordBatch::try_new_with_options(schema.clone(), arrays, &options)
        .map_err(|e| Error::Diagnostic(format!("data-frame literal: {e}")))?;
    let mut bytes = Vec::new();
    let mut writer = arrow_ipc::writer::StreamWriter::try_new(&mut bytes, &schema)
        .and_then(|mut w| w.write(&batch).map(|()| w))
        .map_err(|e| Error::Diagnostic(format!("data-frame literal: {e}")))?;
    writer
        .finish()
        .map_err(|e| Error::Diagnostic(format!("data-frame literal: {e}")))?;
    drop(writer);
    Ok(bytes)
}

/// A data-frame literal: [`ipc_bytes`] of `columns`, then
/// [`literal_from_ipc`]. Returns the `i8*` table handle the program owns
/// (see [`release`]).
pub fn literal<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    columns: &[Column],
    on_fail: C,
) -> Result<C::Out<Value>> {
    let bytes = ipc_bytes(columns)?;
    literal_from_ipc(b, &bytes, on_fail)
}

/// A table decoded at run time from Arrow IPC `bytes` kept in a private
/// constant global (identical literals share it), read in place:
/// `irx_arrow_table_from_ipc_static(data, length, &out)`. Returns the
/// `i8*` table handle the program owns (see [`release`]).
pub fn literal_from_ipc<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    bytes: &[u8],
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    if bytes.is_empty() {
        return Err(Error::Diagnostic("data-frame literal: no IPC bytes".into()));
    }
    let data = b.module().constant_data(
        ".dataframe",
        Type::i8(),
        bytes.iter().map(|&b| u64::from(b)).collect(),
    );
    let out = b.scratch_slot(Type::i8_ptr());
    on_fail.call(
        b,
        F,
        "irx_arrow_table_from_ipc_static",
        vec![data, Value::i64(bytes.len() as i64), out.clone()],
        None,
    )?;
    let table = b.load(Type::i8_ptr(), out, "table");
    on_fail.finish(b, table)
}

fn count(b: &mut FunctionBuilder<'_>, symbol: &str, table: Value, name: &str) -> Result<Value> {
    let f = b.module().runtime_fn_for(F, symbol)?;
    b.call(&f, vec![table], name)
}

/// `irx_arrow_table_num_rows` (`i64`, -1 for a bad handle).
pub fn num_rows(b: &mut FunctionBuilder<'_>, table: Value) -> Result<Value> {
    count(b, "irx_arrow_table_num_rows", table, "rows")
}

/// `irx_arrow_table_num_columns` (`i64`, -1 for a bad handle).
pub fn num_columns(b: &mut FunctionBuilder<'_>, table: Value) -> Result<Value> {
    count(b, "irx_arrow_table_num_columns", table, "columns")
}

/// `irx_arrow_table_release(table)`.
pub fn release(b: &mut FunctionBuilder<'_>, table: Value) -> Result<()> {
    let f = b.module().runtime_fn_for(F, "irx_arrow_table_release")?;
    b.call(&f, vec![table], "")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow_array::Array;

    fn read(bytes: &[u8]) -> Vec<RecordBatch> {
        arrow_ipc::reader::StreamReader::try_new(bytes, None)
            .unwrap()
            .collect::<std::result::Result<Vec<_>, _>>()
            .unwrap()
    }

    #[test]
    fn a_literal_is_one_ipc_stream_with_its_types_and_nulls() {
        let columns = vec![
            Column {
                name: "id".into(),
                nullable: false,
                values: Values::Scalars(
                    Elem::I64,
                    vec![Some(Scalar::Int(1)), Some(Scalar::Int(-2))],
                ),
            },
            Column {
                name: "ok".into(),
                nullable: false,
                values: Values::Scalars(Elem::Bool, vec![Some(Scalar::Bool(true)), None]),
            },
            Column {
                name: "x".into(),
                nullable: true,
                values: Values::Scalars(Elem::F32, vec![None, Some(Scalar::Float(0.5))]),
            },
            Column {
                name: "s".into(),
                nullable: false,
                values: Values::Utf8(vec![Some("a".into()), Some("é".into())]),
            },
        ];
        let batches = read(&ipc_bytes(&columns).unwrap());
        assert_eq!(batches.len(), 1);
        let batch = &batches[0];
        assert_eq!(batch.num_rows(), 2);
        let schema = batch.schema();
        let types: Vec<_> = schema
            .fields()
            .iter()
            .map(|f| (f.name().as_str(), f.data_type().clone(), f.is_nullable()))
            .collect();
        assert_eq!(
            types,
            [
                ("id", DataType::Int64, false),
                ("ok", DataType::Boolean, true),
                ("x", DataType::Float32, true),
                ("s", DataType::Utf8, false)
            ]
        );
        let ids = batch
            .column(0)
            .as_any()
            .downcast_ref::<arrow_array::Int64Array>()
            .unwrap();
        assert_eq!(ids.values(), &[1, -2]);
        let ok = batch
            .column(1)
            .as_any()
            .downcast_ref::<arrow_array::BooleanArray>()
            .unwrap();
        assert!(ok.value(0) && ok.is_null(1));
        let x = batch
            .column(2)
            .as_any()
            .downcast_ref::<arrow_array::Float32Array>()
            .unwrap();
        assert!(x.is_null(0) && x.value(1) == 0.5);
    }

    #[test]
    fn bad_literals_are_emit_time_diagnostics() {
        let uneven = vec![
            Column {
                name: "a".into(),
                nullable: false,
                values: Values::Utf8(vec![None]),
            },
            Column {
                name: "b".into(),
                nullable: false,
                values: Values::Utf8(vec![]),
            },
        ];
        assert!(
            matches!(ipc_bytes(&uneven), Err(Error::Diagnostic(m)) if m.contains("\"b\" has 0 values"))
        );
        let too_big = vec![Column {
            name: "a".into(),
            nullable: false,
            values: Values::Scalars(Elem::I8, vec![Some(Scalar::Int(300))]),
        }];
        assert!(
            matches!(ipc_bytes(&too_big), Err(Error::Diagnostic(m)) if m.contains("does not fit"))
        );
    }

    #[test]
    fn no_columns_is_an_empty_table() {
        let batches = read(&ipc_bytes(&[]).unwrap());
        assert_eq!(batches.len(), 1);
        assert_eq!((batches[0].num_rows(), batches[0].num_columns()), (0, 0));
    }
}
