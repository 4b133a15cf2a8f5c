//! libc/libm calls through the registry (they activate `libc`/`libm` like
//! any runtime feature, so `sqrt` brings `-lm` into the link line).

use crate::error::Result;
use crate::ir::{FunctionBuilder, Value};
use crate::runtime::Feature;

/// `puts(s)`.
pub fn puts(b: &mut FunctionBuilder<'_>, s: Value) -> Result<Value> {
    let f = b.module().runtime_fn_for(Feature::Libc, "puts")?;
    b.call(&f, vec![s], "puts")
}

/// `puts` of a string constant.
pub fn puts_str(b: &mut FunctionBuilder<'_>, s: &str) -> Result<Value> {
    let s = b.module().c_string(s);
    puts(b, s)
}

/// Print one line: `printf` with the format and a newline, so output of
/// any length is printed whole (no intermediate buffer to truncate it).
pub fn print_line(b: &mut FunctionBuilder<'_>, format: &str, args: Vec<Value>) -> Result<()> {
    let printf = b.module().runtime_fn_for(Feature::Libc, "printf")?;
    let fmt = b.module().c_string(&format!("{format}\n"));
    let mut call_args = vec![fmt];
    call_args.extend(args);
    b.call(&printf, call_args, "printed")?;
    Ok(())
}

/// `sqrt(x)` for a `double`.
pub fn sqrt(b: &mut FunctionBuilder<'_>, x: Value) -> Result<Value> {
    let f = b.module().runtime_fn_for(Feature::Libm, "sqrt")?;
    b.call(&f, vec![x], "sqrt")
}

/// `malloc(size)`.
pub fn malloc(b: &mut FunctionBuilder<'_>, size: Value) -> Result<Value> {
    let f = b.module().runtime_fn_for(Feature::Libc, "malloc")?;
    b.call(&f, vec![size], "mem")
}

/// `exit(status)`; ends the block (`exit` is `noreturn`).
pub fn exit(b: &mut FunctionBuilder<'_>, status: Value) -> Result<()> {
    let f = b.module().runtime_fn_for(Feature::Libc, "exit")?;
    b.call(&f, vec![status], "")?;
    b.unreachable();
    Ok(())
}
