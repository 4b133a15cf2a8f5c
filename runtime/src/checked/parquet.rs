//! The checked layer's Parquet boxes and adapters: `IrxRbApiOptions` (a
//! box holding a core `IrxParquetOptions`) and `IrxRbApiParquet` (a file
//! session: closed, reading, writing or failed), called by the generated
//! [`super::parquet_generated`] entry points.

use std::ffi::c_char;

use super::api::{self, Close, Core, FileSession, Release, Slot};
use crate::ffi::Result;
use crate::ffi::handle::{self, handle_type};
use crate::rb::parquet::options::{IrxParquetOptions, Options, Predicate};
use crate::rb::parquet::{irx_parquet_options_new, irx_parquet_options_release};

impl Release for IrxParquetOptions {
    unsafe fn release(ptr: *mut Self) {
        // SAFETY: caller contract.
        unsafe { irx_parquet_options_release(ptr) }
    }
}

/// An options box (`IrxRbApiOptions *`): one core `IrxParquetOptions`.
#[derive(Debug)]
pub struct IrxRbApiOptions {
    pub(crate) value: Slot<IrxParquetOptions>,
}
handle_type!(IrxRbApiOptions, "Parquet options box", Owned);

/// A Parquet file box (`IrxRbApiParquet *`): 1.25's file session.
#[derive(Debug, Default)]
pub struct IrxRbApiParquet {
    pub(crate) session: FileSession,
}
handle_type!(IrxRbApiParquet, "Parquet box", Owned);

impl Close for IrxRbApiParquet {
    fn close(&mut self) -> Result<()> {
        self.session.close()
    }
}

/// New core options with `value`.
fn core_options(value: Options) -> Result<Core<IrxParquetOptions>> {
    let core = api::made(|out| {
        // SAFETY: `out` is `made`'s local slot.
        unsafe { *out = irx_parquet_options_new() };
        0
    })?;
    // SAFETY: the handle was just made and is live.
    unsafe { handle::borrow_mut(core_ptr(&core))? }.value = value;
    Ok(core)
}

fn core_ptr(core: &Core<IrxParquetOptions>) -> *mut IrxParquetOptions {
    core.as_ptr()
}

/// A new options box with `value`.
pub(crate) fn new_options(value: Options) -> Result<*mut IrxRbApiOptions> {
    api::new_box(IrxRbApiOptions {
        value: Slot::of(core_options(value)?),
    })
}

/// The core options handle of a box.
///
/// # Safety
/// * `b` is NULL or a box the caller owns.
pub(crate) unsafe fn options(b: *mut IrxRbApiOptions) -> Result<*mut IrxParquetOptions> {
    // SAFETY: caller contract.
    unsafe { api::look(b)? }.value.get()
}

/// The options of a box, to read or change.
///
/// # Safety
/// * `b` is NULL or a box the caller owns, not used elsewhere meanwhile.
pub(crate) unsafe fn options_value<'a>(b: *mut IrxRbApiOptions) -> Result<&'a mut Options> {
    // SAFETY: caller contract; the core handle is the box's, live.
    Ok(&mut unsafe { handle::borrow_mut(options(b)?)? }.value)
}

/// A copy of the options of `source` (NULL: defaults) in a new box.
///
/// # Safety
/// * `source` is NULL or a box the caller owns.
pub(crate) unsafe fn copy(source: *mut IrxRbApiOptions) -> Result<*mut IrxRbApiOptions> {
    let value = if source.is_null() {
        Options::default()
    } else {
        // SAFETY: caller contract.
        unsafe { options_value(source)? }.clone()
    };
    new_options(value)
}

/// The checked layer's filter operators, as the core's operations.
fn operation(op: &str) -> Result<&'static str> {
    Ok(match op {
        "==" => "eq",
        "!=" => "ne",
        "<" => "lt",
        "<=" => "le",
        ">" => "gt",
        ">=" => "ge",
        "is_null" => "is_null",
        "is_valid" => "is_valid",
        _ => {
            return Err(api::fail(
                "filter operator must be ==, !=, <, <=, >, >=, is_null or is_valid",
            ));
        }
    })
}

/// `out` gets the filters of `source` (NULL: none) plus `column op value`
/// (`type_` "" for the null checks); `out` and `source` may be one box.
///
/// # Safety
/// * `out` and `source` are NULL or boxes the caller owns; the texts are
///   NUL-terminated.
pub(crate) unsafe fn add_filter(
    out: *mut IrxRbApiOptions,
    source: *mut IrxRbApiOptions,
    column: *const c_char,
    op: *const c_char,
    value: &str,
    type_: &str,
) -> Result<()> {
    // SAFETY: caller contract.
    let (column, op) = unsafe { (api::text_bytes(column), api::text_bytes(op)) };
    let op = operation(std::str::from_utf8(op).unwrap_or(""))?;
    let null_check = op == "is_null" || op == "is_valid";
    if !type_.is_empty() && null_check {
        return Err(api::fail("null checks do not accept a value"));
    }
    if type_.is_empty() && !null_check {
        return Err(api::fail("comparison filters require a value"));
    }
    let mut next = Options {
        predicates: if source.is_null() {
            Vec::new()
        } else {
            // SAFETY: caller contract.
            unsafe { options_value(source)? }.predicates.clone()
        },
        ..Options::default()
    };
    let type_ = if type_.is_empty() { "string" } else { type_ };
    next.add_filter(column, op.as_bytes(), value.as_bytes(), type_.as_bytes())?;
    // SAFETY: caller contract.
    unsafe { options_value(out)? }.predicates = std::mem::take(&mut next.predicates);
    Ok(())
}

/// The filters of `source` replace those of `target`.
///
/// # Safety
/// * Both are boxes the caller owns (possibly the same).
pub(crate) unsafe fn set_filters(
    target: *mut IrxRbApiOptions,
    source: *mut IrxRbApiOptions,
) -> Result<()> {
    // SAFETY: caller contract.
    let predicates: Vec<Predicate> = unsafe { options_value(source)? }.predicates.clone();
    // SAFETY: caller contract.
    unsafe { options_value(target)? }.predicates = predicates;
    Ok(())
}

/// A finite double as the text the core parses back to the same value.
pub(crate) fn double_text(value: f64) -> Result<String> {
    if !value.is_finite() {
        return Err(api::fail("filter floating value must be finite"));
    }
    Ok(format!("{value:?}"))
}

/// The session of a Parquet box.
///
/// # Safety
/// * `b` is NULL or a box the caller owns.
pub(crate) unsafe fn session<'a>(b: *mut IrxRbApiParquet) -> Result<&'a mut FileSession> {
    // SAFETY: caller contract.
    Ok(&mut unsafe { api::open(b)? }.session)
}
