//! Assertions: a failed condition calls
//! `__arx_assert_fail(source, line, col, message)` (declared `noreturn`)
//! followed by `unreachable`.

use super::SourceLoc;
use crate::error::{Error, Result};
use crate::ir::{FunctionBuilder, Type, Value};
use crate::runtime::Feature;

/// Report a failure at `loc` with `message` (an `i8*`) and end the block.
pub fn emit_fail(b: &mut FunctionBuilder<'_>, loc: SourceLoc<'_>, message: Value) -> Result<()> {
    let f = b
        .module()
        .runtime_fn_for(Feature::Assertions, "__arx_assert_fail")?;
    let source = b.module().c_string(loc.file);
    b.call(
        &f,
        vec![source, Value::i32(loc.line), Value::i32(loc.col), message],
        "",
    )?;
    b.unreachable();
    Ok(())
}

/// `assert cond, message`: continues in a new block when `cond` (an `i1`)
/// holds, otherwise reports and exits with `EXIT_FAILURE`.
pub fn assert_true(
    b: &mut FunctionBuilder<'_>,
    cond: Value,
    loc: SourceLoc<'_>,
    message: &str,
) -> Result<()> {
    if cond.ty() != Type::i1() {
        return Err(Error::Type(format!(
            "assertion condition must be i1, got {}",
            cond.ty().text(b.dialect())
        )));
    }
    let fail = b.append_block("assert_fail");
    let ok = b.append_block("assert_ok");
    b.cond_br(cond, ok, fail);
    b.position_at_end(fail);
    let message = b.module().c_string(message);
    emit_fail(b, loc, message)?;
    b.position_at_end(ok);
    Ok(())
}
