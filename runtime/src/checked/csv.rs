//! The checked layer's CSV box and adapters: `IrxRbApiCsv` (1.25's file
//! session: closed, reading, writing or failed, shared with Parquet's
//! box through [`FileSession`]) and the options value, called by the
//! generated [`super::csv_generated`] entry points. The options are the
//! core `IrxCsvOptions *` itself, not a box, as in 1.25 (made and freed
//! with the generic box functions, being a single-owner handle too).

use super::api::{self, Close, FileMode, FileSession};
use crate::ffi::error::Kind;
use crate::ffi::handle::{self, handle_type};
use crate::ffi::{Error, Result};
use crate::frame::table::{self, Table, TableHandle};

/// A CSV file box (`IrxRbApiCsv *`): 1.25's file session.
#[derive(Debug, Default)]
pub struct IrxRbApiCsv {
    pub(crate) session: FileSession,
}
handle_type!(IrxRbApiCsv, "CSV box", Owned);

impl Close for IrxRbApiCsv {
    fn close(&mut self) -> Result<()> {
        self.session.close()
    }
}

/// The session of a CSV box (NULL: "null argument").
///
/// # Safety
/// * `b` is NULL or a box the caller owns, not used elsewhere meanwhile.
pub(crate) unsafe fn session<'a>(b: *mut IrxRbApiCsv) -> Result<&'a mut FileSession> {
    // SAFETY: caller contract.
    Ok(&mut unsafe { api::open(b)? }.session)
}

impl FileSession {
    /// The current batch of a reading session as a new table (1.25's
    /// "dynamic table": the batch's own schema); a non-nullable column
    /// holding nulls is `IRX_ERR_TYPE`.
    pub(crate) fn frame(&self) -> Result<*mut TableHandle> {
        self.require(FileMode::Read, "frame")?;
        let current = self.reader.current.get()?;
        // SAFETY: a live core handle held by the box.
        let batch = &unsafe { handle::borrow(current)? }.batch;
        for (field, column) in batch.schema().fields().iter().zip(batch.columns()) {
            if !field.is_nullable() && column.null_count() > 0 {
                return Err(Error::new(
                    Kind::Type,
                    "non-nullable DataFrame column contains nulls",
                ));
            }
        }
        table::new_table(Table::from_batches(
            batch.schema(),
            std::slice::from_ref(batch),
        )?)
    }

    /// Writes every row of `table` through a writing session: its schema
    /// must be the writer's (metadata and nullability included); a failure
    /// fails the session.
    ///
    /// # Safety
    /// * `table` is NULL or a table handle.
    pub(crate) unsafe fn write_table(&mut self, table: *const TableHandle) -> Result<()> {
        self.require(FileMode::Write, "write")?;
        // SAFETY: caller contract.
        let table = unsafe { table::live_table(table)? };
        let writer = self.writer.value.get()?;
        let result = (|| {
            // SAFETY: a live core handle held by the box, used by this call only.
            let writer = unsafe { handle::borrow_mut(writer)? };
            if writer.schema != table.schema {
                return Err(Error::new(
                    Kind::Type,
                    "table schema mismatch (including metadata/nullability)",
                ));
            }
            for batch in table.to_batches()? {
                writer.write(&batch)?;
            }
            Ok(())
        })();
        result.map_err(|e| self.fail(e))
    }
}
