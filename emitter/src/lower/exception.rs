//! pyirx 1.25's exceptions and runtime failures, as front ends lower
//! `raise` and uncaught errors: exception records and contexts (whose
//! creation returns a status, so those lowerings take an [`OnFailure`]),
//! raising a class payload, asking whether an exception is pending,
//! reporting it (`ARX_EXCEPTION|...` lines, printed by the runtime), and
//! `__arx_runtime_fail` (one `ARX_RUNTIME_FAIL|...` line and exit status
//! 1). Every text passed is a private constant string; escaping the report
//! fields is the runtime's work, not the lowering's.

use super::{OnFailure, SourceLoc};
use crate::error::{Error, Result};
use crate::ir::{CastOp, FunctionBuilder, IntPred, Type, Value};
use crate::runtime::Feature;

/// A new exception context (`irx_exception_context_create`, 0 or -1):
/// the `i8*` handle.
pub fn context_create<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    let out = b.scratch_slot(Type::i8_ptr());
    on_fail.call(
        b,
        Feature::Exceptions,
        "irx_exception_context_create",
        vec![out.clone()],
        None,
    )?;
    let ctx = b.load(Type::i8_ptr(), out, "exc_context");
    on_fail.finish(b, ctx)
}

/// Destroy a context (`irx_exception_context_destroy`; it discards what is
/// pending).
pub fn context_destroy(b: &mut FunctionBuilder<'_>, ctx: Value) -> Result<()> {
    call_void(b, "irx_exception_context_destroy", vec![ctx])
}

/// A new exception record with one reference
/// (`irx_exception_info_create(name, message, ancestry, count, &out)`, 0
/// or -1): the `i8*` record. `ancestry` is the exception's semantic
/// identities, the concrete class included (at least one).
pub fn info_create<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    name: &str,
    message: &str,
    ancestry: &[&str],
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    if ancestry.is_empty() {
        return Err(Error::Type(format!(
            "exception {name}: the ancestry names at least the class itself"
        )));
    }
    let name = b.module().c_string(name);
    let message = b.module().c_string(message);
    let arr_ty = Type::array(ancestry.len() as u64, Type::i8_ptr());
    let arr = b.entry_alloca(arr_ty.clone(), "ancestry");
    for (i, a) in ancestry.iter().enumerate() {
        let s = b.module().c_string(a);
        let slot = b.gep(
            arr_ty.clone(),
            arr.clone(),
            vec![Value::i64(0), Value::i64(i as i64)],
            "ancestry_slot",
        );
        b.store(s, slot);
    }
    let first = b.gep(
        arr_ty,
        arr,
        vec![Value::i64(0), Value::i64(0)],
        "ancestry_first",
    );
    let out = b.scratch_slot(Type::i8_ptr());
    on_fail.call(
        b,
        Feature::Exceptions,
        "irx_exception_info_create",
        vec![
            name,
            message,
            first,
            Value::i32(ancestry.len() as i32),
            out.clone(),
        ],
        None,
    )?;
    let info = b.load(Type::i8_ptr(), out, "exc_info");
    on_fail.finish(b, info)
}

/// Drop one reference to a record (`irx_exception_info_release`).
pub fn info_release(b: &mut FunctionBuilder<'_>, info: Value) -> Result<()> {
    call_void(b, "irx_exception_info_release", vec![info])
}

/// What a raise shows besides the exception itself (`irx_exception_raise`'s
/// `mode`).
#[derive(Clone, Debug, PartialEq)]
pub enum Chain {
    /// The exception being handled, if any, as its context (`raise e`).
    Context,
    /// This record as its cause (`raise e from c`).
    Cause(Value),
    /// Neither (`raise e from None`).
    Suppressed,
}

/// Raise class payload `payload` in `ctx` at `loc` with report code `code`
/// (empty: the runtime's `ARX-RUNTIME-EXCEPTION-001`): `object_slot` (an
/// `i8**`) holds the payload's record and is updated to the raised one.
/// Returns `i1` true when the exception is pending, false when the runtime
/// refused the raise (status -1: nothing changed; e.g. an exception was
/// already pending).
pub fn raise(
    b: &mut FunctionBuilder<'_>,
    ctx: Value,
    payload: Value,
    object_slot: Value,
    chain: Chain,
    loc: SourceLoc<'_>,
    code: &str,
) -> Result<Value> {
    let (mode, cause) = match chain {
        Chain::Context => (0, Value::Null(Type::i8_ptr())),
        Chain::Cause(c) => (1, c),
        Chain::Suppressed => (2, Value::Null(Type::i8_ptr())),
    };
    let source = b.module().c_string(loc.file);
    let code = if code.is_empty() {
        Value::Null(Type::i8_ptr())
    } else {
        b.module().c_string(code)
    };
    let f = b
        .module()
        .runtime_fn_for(Feature::Exceptions, "irx_exception_raise")?;
    let status = b.call(
        &f,
        vec![
            ctx,
            payload,
            object_slot,
            cause,
            Value::i32(mode),
            source,
            Value::i32(loc.line),
            Value::i32(loc.col),
            code,
        ],
        "raise_status",
    )?;
    Ok(b.icmp(IntPred::Eq, status, Value::i32(1), "raised"))
}

/// `i1`: is an exception pending in `ctx` (`irx_exception_pending`)?
pub fn pending(b: &mut FunctionBuilder<'_>, ctx: Value) -> Result<Value> {
    let f = b
        .module()
        .runtime_fn_for(Feature::Exceptions, "irx_exception_pending")?;
    let p = b.call(&f, vec![ctx], "pending_status")?;
    Ok(b.icmp(IntPred::Ne, p, Value::i32(0), "pending"))
}

/// Write the pending exception's report to stderr
/// (`irx_exception_report`; it stays pending).
pub fn report(b: &mut FunctionBuilder<'_>, ctx: Value) -> Result<()> {
    call_void(b, "irx_exception_report", vec![ctx])
}

/// An uncaught exception at the top of `main`: when one is pending in
/// `ctx`, report it and return `status` from the function; otherwise
/// continue in a new block.
pub fn report_uncaught(b: &mut FunctionBuilder<'_>, ctx: Value, status: i32) -> Result<()> {
    let is = pending(b, ctx.clone())?;
    let uncaught = b.append_block("uncaught");
    let ok = b.append_block("no_exception");
    b.cond_br(is, uncaught, ok);
    b.position_at_end(uncaught);
    report(b, ctx)?;
    b.ret(Some(Value::i32(status)));
    b.position_at_end(ok);
    Ok(())
}

/// A fatal runtime failure: `__arx_runtime_fail(code, source, line, col,
/// message)` with each text a private constant string, then
/// `unreachable`. The runtime writes one `ARX_RUNTIME_FAIL|...` line,
/// escaping `\`, newline, carriage return, tab and `|`, and exits with
/// status 1.
pub fn runtime_fail(
    b: &mut FunctionBuilder<'_>,
    code: &str,
    loc: SourceLoc<'_>,
    message: &str,
) -> Result<()> {
    let message = b.module().c_string(message);
    runtime_fail_with(b, code, loc, message)
}

/// [`runtime_fail`] with a message computed at run time (an `i8*` C
/// string, such as a runtime's last error).
pub fn runtime_fail_with(
    b: &mut FunctionBuilder<'_>,
    code: &str,
    loc: SourceLoc<'_>,
    message: Value,
) -> Result<()> {
    let f = b
        .module()
        .runtime_fn_for(Feature::Errors, "__arx_runtime_fail")?;
    let code = b.module().c_string(code);
    let source = b.module().c_string(loc.file);
    b.call(
        &f,
        vec![
            code,
            source,
            Value::i32(loc.line),
            Value::i32(loc.col),
            message,
        ],
        "",
    )?;
    b.unreachable();
    Ok(())
}

/// `cond` (`i1`) must hold, else [`runtime_fail`]: continues in a new
/// block when it holds.
pub fn fail_unless(
    b: &mut FunctionBuilder<'_>,
    cond: Value,
    code: &str,
    loc: SourceLoc<'_>,
    message: &str,
) -> Result<()> {
    if cond.ty() != Type::i1() {
        return Err(Error::Type("a runtime check's condition must be i1".into()));
    }
    let fail = b.append_block("runtime_fail");
    let ok = b.append_block("runtime_ok");
    b.cond_br(cond, ok, fail);
    b.position_at_end(fail);
    runtime_fail(b, code, loc, message)?;
    b.position_at_end(ok);
    Ok(())
}

/// A function defined in this module as an `i8*` (drop callbacks of
/// `irx_class_create`).
pub fn fn_as_ptr(b: &mut FunctionBuilder<'_>, f: &crate::ir::FuncRef) -> Value {
    let fp = Value::Global {
        name: f.name.clone(),
        ty: Type::Func(f.ty.clone()).ptr_to(),
    };
    b.cast(CastOp::BitCast, fp, Type::i8_ptr(), "fn_ptr")
}

fn call_void(b: &mut FunctionBuilder<'_>, symbol: &str, args: Vec<Value>) -> Result<()> {
    let f = b.module().runtime_fn_for(Feature::Exceptions, symbol)?;
    b.call(&f, args, "")?;
    Ok(())
}
