//! Promotion of a column to another type, as Arrow C++'s safe `Cast`.

use std::sync::Arc;

use arrow_array::Array;
use arrow_array::cast::AsArray;
use arrow_cast::{CastOptions, can_cast_types, cast_with_options};
use arrow_schema::{DataType, Field};

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

use crate::frame::elem::{Num, PerType, per_type};
use crate::frame::table::Chunked;

/// Arrow C++'s safe-cast checks that arrow-rs does not make: a float with
/// a fraction, NaN or an infinity to an integer, and an integer a float
/// cannot hold exactly (beyond 2^24 for float32, 2^53 for float64). Range
/// errors between integers are arrow-rs's own (`safe: false`).
struct SafeCast<'a>(&'a dyn Array, &'a DataType);

impl PerType for SafeCast<'_> {
    type Output = ();

    fn numeric<T: Num>(self) -> Result<()> {
        let (array, to) = (self.0.as_primitive::<T>(), self.1);
        if T::FLOAT && to.is_integer() {
            if let Some(v) = array
                .iter()
                .flatten()
                .find(|&v| T::to_f64(v).fract() != 0.0)
            {
                // Arrow C++'s text: the value as printf's %f, its type name.
                return Err(Error::invalid(format!(
                    "Invalid: Float value {:.6} was truncated converting to {}",
                    T::to_f64(v),
                    crate::rb::types::type_name(to)
                )));
            }
        } else if !T::FLOAT && to.is_floating() {
            let limit: i128 = if *to == DataType::Float32 {
                1 << 24
            } else {
                1 << 53
            };
            if let Some(v) = array
                .iter()
                .flatten()
                .find(|&v| T::to_i128(v).abs() > limit)
            {
                return Err(Error::invalid(format!(
                    "Integer value {v:?} not in range: -{limit} to {limit}"
                )));
            }
        }
        Ok(())
    }

    fn boolean(self) -> Result<()> {
        Ok(())
    }

    fn other(self, _: &DataType) -> Result<()> {
        Ok(())
    }
}

/// `column` cast to `to` as Arrow C++'s `Cast` with its default (safe)
/// options does: unchanged when it has that type already, an error for a
/// value the cast would change (`IRX_ERR_INVALID`) or a cast Arrow has no
/// kernel for (`IRX_ERR_ARROW`).
pub(super) fn promote(column: Arc<Chunked>, to: &DataType) -> Result<Arc<Chunked>> {
    let from = column.data_type();
    if from == to {
        return Ok(column);
    }
    if !can_cast_types(from, to) {
        return Err(Error::new(
            Kind::Arrow,
            format!("Unsupported cast from {from} to {to}"),
        ));
    }
    let options = CastOptions {
        safe: false,
        ..CastOptions::default()
    };
    let chunks = column
        .chunks
        .iter()
        .map(|chunk| {
            per_type(from, SafeCast(chunk.as_ref(), to))?;
            cast_with_options(chunk, to, &options).map_err(crate::rb::arrow_error)
        })
        .collect::<Result<Vec<_>>>()?;
    let field = Field::new(column.field.name(), to.clone(), column.field.is_nullable());
    Ok(Arc::new(Chunked::new(Arc::new(field), chunks)?))
}
