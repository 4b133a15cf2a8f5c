//! Checked and unchecked forms of every lowering that calls
//! status-returning runtime functions (Numba's runtime context has the same
//! pairs), derived from one body per lowering.
//!
//! A lowering takes an [`OnFailure`] and routes each status-returning call
//! through [`OnFailure::call`]:
//! * a [`SourceLoc`] is the checked form: a non-zero status reports the
//!   runtime's last error at that location and exits (through
//!   `__arx_assert_fail` in a 1.18 module, `__arx_runtime_fail` in a 1.25
//!   one: [`report_failure`]); the lowering returns its value as is;
//! * [`Unchecked`] is the unchecked form: the first non-zero status skips
//!   the rest of the lowering (releasing what it had made so far) and the
//!   lowering returns a [`Status`]: the `i32` status and the value, which is
//!   zero/NULL when the status is not 0;
//! * `&mut` either is the same form, for a lowering made of others, or a
//!   front end that wants one status for several lowerings: the value comes
//!   back as is and the owner of the `OnFailure` finishes it.

use rustc_hash::FxHashMap;

use super::view::View;
use super::{SourceLoc, assert};
use crate::error::{Error, Result};
use crate::ir::{BlockId, FunctionBuilder, IntPred, Name, Type, Value};
use crate::runtime::{Feature, Generation};

/// What the unchecked form of a lowering undoes when a later call of the
/// same lowering fails: `symbol(arg)`, a `void` release of `feature`.
#[derive(Clone, Debug)]
pub struct Undo {
    /// The release function.
    pub symbol: &'static str,
    /// What it releases.
    pub arg: Value,
}

/// How a lowering treats a failing runtime call. See the module docs.
pub trait OnFailure {
    /// What the lowering returns for a value of type `T`.
    type Out<T: Join>;

    /// Call the status-returning `symbol` of `feature`; code after it runs
    /// only when the status is 0. `undo` is released first when the
    /// unchecked form returns this failure (the checked form exits, so it
    /// releases nothing).
    fn call(
        &mut self,
        b: &mut FunctionBuilder<'_>,
        feature: Feature,
        symbol: &str,
        args: Vec<Value>,
        undo: Option<Undo>,
    ) -> Result<()>;

    /// End the lowering with `value` (at the current block).
    fn finish<T: Join>(self, b: &mut FunctionBuilder<'_>, value: T) -> Result<Self::Out<T>>;
}

/// A lowering's value on the path where it failed, merged with the value
/// it made on success.
pub trait Join: Sized {
    /// The value after the paths merged: `self` from `ok`, zero/NULL from
    /// each block of `failed`.
    fn join(self, b: &mut FunctionBuilder<'_>, ok: BlockId, failed: &[BlockId]) -> Self;
}

impl Join for () {
    fn join(self, _: &mut FunctionBuilder<'_>, _: BlockId, _: &[BlockId]) -> Self {}
}

impl Join for Value {
    fn join(self, b: &mut FunctionBuilder<'_>, ok: BlockId, failed: &[BlockId]) -> Self {
        let ty = self.ty();
        let zero = match &ty {
            Type::Ptr(_) => Value::Null(ty.clone()),
            Type::Int(bits) => Value::int(*bits, 0),
            Type::Float | Type::Double => Value::Float {
                ty: ty.clone(),
                value: 0.0,
            },
            _ => Value::Zero(ty.clone()),
        };
        let mut incoming = vec![(self, ok)];
        incoming.extend(failed.iter().map(|&f| (zero.clone(), f)));
        b.phi(ty, &incoming, "value")
    }
}

impl Join for View {
    fn join(self, b: &mut FunctionBuilder<'_>, ok: BlockId, failed: &[BlockId]) -> Self {
        View {
            value: self.value.join(b, ok, failed),
            ..self
        }
    }
}

/// The checked form: failures report at this location and exit.
impl OnFailure for SourceLoc<'_> {
    type Out<T: Join> = T;

    fn call(
        &mut self,
        b: &mut FunctionBuilder<'_>,
        feature: Feature,
        symbol: &str,
        args: Vec<Value>,
        _undo: Option<Undo>,
    ) -> Result<()> {
        let status = call_status(b, feature, symbol, args)?;
        let failed = b.icmp(IntPred::Ne, status, Value::i32(0), "failed");
        let fail = fail_block(b, feature, symbol, *self)?;
        let ok = b.append_block("ok");
        b.cond_br(failed, fail, ok);
        b.position_at_end(ok);
        Ok(())
    }

    fn finish<T: Join>(self, _: &mut FunctionBuilder<'_>, value: T) -> Result<T> {
        Ok(value)
    }
}

/// The unchecked form: the first failing call's status is returned to the
/// front end's IR. One `Unchecked` may serve several lowerings through
/// `&mut` and is finished once.
#[derive(Debug, Default)]
pub struct Unchecked {
    /// Where every failure goes (made at the first call).
    exit: Option<BlockId>,
    /// Each failure's status and the block it leaves from.
    failures: Vec<(Value, BlockId)>,
}

impl Unchecked {
    /// A fresh status collector.
    pub fn new() -> Self {
        Unchecked::default()
    }
}

/// The unchecked form's result.
#[derive(Clone, Debug, PartialEq)]
pub struct Status<T> {
    /// `i32`: 0, or the status of the runtime call that failed (an errno
    /// code; `irx_*_last_error()` has the message).
    pub status: Value,
    /// The lowering's value; zero/NULL when `status` is not 0.
    pub value: T,
}

impl OnFailure for Unchecked {
    type Out<T: Join> = Status<T>;

    fn call(
        &mut self,
        b: &mut FunctionBuilder<'_>,
        feature: Feature,
        symbol: &str,
        args: Vec<Value>,
        undo: Option<Undo>,
    ) -> Result<()> {
        let status = call_status(b, feature, symbol, args)?;
        let failed = b.icmp(IntPred::Ne, status.clone(), Value::i32(0), "failed");
        let exit = match self.exit {
            Some(e) => e,
            None => *self.exit.insert(b.append_block("status_exit")),
        };
        let ok = b.append_block("ok");
        let leave = match undo {
            None => {
                b.cond_br(failed, exit, ok);
                b.current_block()
            }
            Some(undo) => {
                let block = b.append_block("undo");
                b.cond_br(failed, block, ok);
                b.position_at_end(block);
                let f = b.module().runtime_fn_for(feature, undo.symbol)?;
                b.call(&f, vec![undo.arg], "")?;
                b.br(exit);
                block
            }
        };
        self.failures.push((status, leave));
        b.position_at_end(ok);
        Ok(())
    }

    fn finish<T: Join>(self, b: &mut FunctionBuilder<'_>, value: T) -> Result<Status<T>> {
        let Some(exit) = self.exit else {
            // Nothing could fail.
            return Ok(Status {
                status: Value::i32(0),
                value,
            });
        };
        let ok = b.current_block();
        b.br(exit);
        b.position_at_end(exit);
        let mut incoming = vec![(Value::i32(0), ok)];
        incoming.extend(self.failures.iter().cloned());
        let status = b.phi(Type::i32(), &incoming, "status");
        let failed: Vec<BlockId> = self.failures.iter().map(|&(_, f)| f).collect();
        let value = value.join(b, ok, &failed);
        Ok(Status { status, value })
    }
}

/// Either form, borrowed: the calls go to the owner, which finishes.
impl<C: OnFailure> OnFailure for &mut C {
    type Out<T: Join> = T;

    fn call(
        &mut self,
        b: &mut FunctionBuilder<'_>,
        feature: Feature,
        symbol: &str,
        args: Vec<Value>,
        undo: Option<Undo>,
    ) -> Result<()> {
        (**self).call(b, feature, symbol, args, undo)
    }

    fn finish<T: Join>(self, _: &mut FunctionBuilder<'_>, value: T) -> Result<T> {
        Ok(value)
    }
}

/// Which runtime error reporter a checked call's failure reads.
fn last_error_symbol(feature: Feature) -> Option<&'static str> {
    match feature {
        Feature::Buffer => Some("irx_buffer_last_error"),
        Feature::Array | Feature::Tensor | Feature::DataFrame => Some("irx_arrow_last_error"),
        Feature::RecordBatch | Feature::Parquet => Some("irx_record_batch_errmsg"),
        _ => None,
    }
}

/// Call a status-returning runtime function: the `i32` status, nothing
/// checked (the building block of both forms).
pub fn call_status(
    b: &mut FunctionBuilder<'_>,
    feature: Feature,
    symbol: &str,
    args: Vec<Value>,
) -> Result<Value> {
    let f = b.module().runtime_fn_for(feature, symbol)?;
    if f.ty.ret != Type::i32() {
        return Err(Error::Type(format!("@{symbol} does not return a status")));
    }
    b.call(&f, args, "status")
}

/// What a failure block reports: the last-error reader (or the symbol),
/// the source file, line and column. The names are interned, so a key
/// costs no allocation however many locations a function checks.
type FailKey = (Name, Name, i32, i32);

/// The failure blocks checked calls of one function share, kept on the
/// function's builder: one block per report, so a thousand checks at one
/// location cost one block.
#[derive(Debug, Default)]
struct FailBlocks {
    by_key: FxHashMap<FailKey, BlockId>,
    /// The reporters' and files' names, each once.
    names: FxHashMap<Box<str>, Name>,
    /// The most recently used entry of `by_key`.
    last: Option<(FailKey, BlockId)>,
}

impl FailBlocks {
    fn intern(&mut self, s: &str) -> Name {
        if let Some(n) = self.names.get(s) {
            return n.clone();
        }
        let n: Name = s.into();
        self.names.insert(s.into(), n.clone());
        n
    }
}

/// The block that reports a failure of `symbol` at `loc` (made on first
/// use, then shared).
fn fail_block(
    b: &mut FunctionBuilder<'_>,
    feature: Feature,
    symbol: &str,
    loc: SourceLoc<'_>,
) -> Result<BlockId> {
    let reporter = last_error_symbol(feature);
    let reporter_key = reporter.unwrap_or(symbol);
    let blocks = b.state::<FailBlocks>();
    // Consecutive checks usually share a location.
    if let Some(((r, f, l, c), block)) = &blocks.last
        && (&**r, &**f, *l, *c) == (reporter_key, loc.file, loc.line, loc.col)
    {
        return Ok(*block);
    }
    let key = (
        blocks.intern(reporter_key),
        blocks.intern(loc.file),
        loc.line,
        loc.col,
    );
    let block = match blocks.by_key.get(&key).copied() {
        Some(block) => block,
        None => {
            let here = b.current_block();
            let block = b.append_block("check_failed");
            b.position_at_end(block);
            let message = match reporter {
                Some(r) => {
                    let f = b.module().runtime_fn_for(feature, r)?;
                    b.call(&f, vec![], "message")?
                }
                None => b.module().c_string(&format!("{symbol} failed")),
            };
            report_failure(b, feature, loc, message)?;
            b.position_at_end(here);
            b.state::<FailBlocks>().by_key.insert(key.clone(), block);
            block
        }
    };
    b.state::<FailBlocks>().last = Some((key, block));
    Ok(block)
}

/// How a checked call's failure ends the program. A 1.18 module reports
/// through `__arx_assert_fail` (ABI.md's `ARX_ASSERT_FAIL|...` line). A
/// 1.25 module reports as pyirx 1.25's programs report runtime failures,
/// through `__arx_runtime_fail` (`ARX_RUNTIME_FAIL|code|...`) with the
/// code pyirx 1.25 gives that runtime area's failures; a front end that
/// wants a catchable exception instead uses the unchecked form and
/// [`super::exception::raise`].
fn report_failure(
    b: &mut FunctionBuilder<'_>,
    feature: Feature,
    loc: SourceLoc<'_>,
    message: Value,
) -> Result<()> {
    match b.module().generation() {
        Generation::V1_18 => assert::emit_fail(b, loc, message),
        Generation::V1_25 => {
            let code = match feature {
                Feature::List => "ARX-RUNTIME-LIST-001",
                Feature::File => "ARX-RUNTIME-FILE-001",
                Feature::Class => "ARX-RUNTIME-CLASS-001",
                Feature::Exceptions | Feature::Errors => "ARX-RUNTIME-EXCEPTION-001",
                _ => "ARX-RUNTIME-ARROW-001",
            };
            super::exception::runtime_fail_with(b, code, loc, message)
        }
    }
}

/// The checked form of one call: `symbol`; a non-zero status reports
/// `<runtime last error>` at `loc` ([`report_failure`]) and never
/// returns. Code continues in a fresh block on success. One failure block
/// per (reporter, location) is shared by all checks there.
pub fn call_checked(
    b: &mut FunctionBuilder<'_>,
    feature: Feature,
    symbol: &str,
    args: Vec<Value>,
    mut loc: SourceLoc<'_>,
) -> Result<()> {
    loc.call(b, feature, symbol, args, None)
}
