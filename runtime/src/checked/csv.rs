//! The checked layer's CSV box and adapters: `IrxRbApiCsv` (1.25's file
//! session: closed, reading, writing or failed, shared with Parquet's
//! box through [`FileSession`]) and the options value, called by the
//! generated [`super::csv_generated`] entry points. The options are the
//! core `IrxCsvOptions *` itself, not a box, as in 1.25 (made and freed
//! with the generic box functions, being a single-owner handle too).

use super::api::{self, Close, FileSession};
use crate::ffi::Result;
use crate::ffi::handle::handle_type;

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
