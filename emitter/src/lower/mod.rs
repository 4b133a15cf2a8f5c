//! Lowering helpers: what a front end calls to turn buffer views, Arrow
//! arrays, tensors, lists, assertions and libc/libm calls into IR. Each
//! asks the module's runtime registry for the symbols it calls.

pub mod array;
pub mod assert;
pub mod buffer;
pub mod externs;
pub mod list;
pub mod tensor;

use crate::error::{Error, Result};
use crate::ir::{BlockId, FunctionBuilder, IntPred, Type, Value};
use crate::runtime::Feature;

/// Where in the source program a lowered construct comes from; failures
/// report it through `__arx_assert_fail`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceLoc<'a> {
    /// Source file name.
    pub file: &'a str,
    /// 1-based line.
    pub line: i32,
    /// 1-based column.
    pub col: i32,
}

impl<'a> SourceLoc<'a> {
    /// A location.
    pub fn new(file: &'a str, line: i32, col: i32) -> Self {
        SourceLoc { file, line, col }
    }
}

/// The element types arrays, tensors and buffer views hold, with every ABI
/// fact about them (ids, dtype tokens, sizes, value kinds): `irx-abi`'s.
pub use irx_abi::{ElemType as Elem, ValueKind};

/// What only the emitter knows about an element type: its LLVM type.
pub trait ElemIr {
    /// The LLVM type of one element in memory (bool: `i8`).
    fn ty(self) -> Type;
}

impl ElemIr for Elem {
    fn ty(self) -> Type {
        match (self.kind(), self.size()) {
            (ValueKind::Float, 4) => Type::Float,
            (ValueKind::Float, _) => Type::Double,
            (_, size) => Type::Int(8 * size as u32),
        }
    }
}

/// A literal element value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// A signed integer (for signed element types).
    Int(i64),
    /// An unsigned integer (for unsigned element types).
    Uint(u64),
    /// A float (for float32/float64).
    Float(f64),
    /// A boolean (for bool).
    Bool(bool),
}

impl Scalar {
    /// The argument for the builder append call of `elem`, or a diagnostic
    /// when the literal does not fit the element type's kind.
    pub(crate) fn append_arg(self, elem: Elem, what: &str) -> Result<Value> {
        match (elem.kind(), self) {
            (ValueKind::Signed, Scalar::Bool(v)) if elem == Elem::Bool => {
                Ok(Value::i64(i64::from(v)))
            }
            (ValueKind::Signed, Scalar::Int(v)) if elem != Elem::Bool => Ok(Value::i64(v)),
            (ValueKind::Unsigned, Scalar::Uint(v)) => Ok(Value::int(64, i128::from(v as i64))),
            (ValueKind::Float, Scalar::Float(v)) => Ok(Value::f64(v)),
            _ => Err(Error::Diagnostic(format!(
                "{what}: literal {self:?} does not fit element type {}",
                elem.name()
            ))),
        }
    }
}

/// Which runtime error reporter a checked call's failure reads.
fn last_error_symbol(feature: Feature) -> Option<&'static str> {
    match feature {
        Feature::Buffer => Some("irx_buffer_last_error"),
        Feature::Array | Feature::Tensor => Some("irx_arrow_last_error"),
        _ => None,
    }
}

/// Call a status-returning runtime function (unchecked form): returns the
/// `i32` status.
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

/// What a failure block reports: the last-error reader (or the symbol) and
/// the source location.
type FailKey = (String, String, i32, i32);

/// The failure blocks checked calls of one function share, kept on the
/// function's builder: one block per report, so a thousand checks at one
/// location cost one block.
#[derive(Debug, Default)]
struct FailBlocks {
    by_key: rustc_hash::FxHashMap<FailKey, BlockId>,
    /// The most recently used entry of `by_key`.
    last: Option<(FailKey, BlockId)>,
}

/// The checked form: call `symbol`; a non-zero status reports
/// `<runtime last error>` through `__arx_assert_fail` at `loc` and never
/// returns. Code continues in a fresh block on success. One failure block
/// per (reporter, location) is shared by all checks there.
pub fn call_checked(
    b: &mut FunctionBuilder<'_>,
    feature: Feature,
    symbol: &str,
    args: Vec<Value>,
    loc: SourceLoc<'_>,
) -> Result<()> {
    let status = call_status(b, feature, symbol, args)?;
    let failed = b.icmp(IntPred::Ne, status, Value::i32(0), "failed");
    let reporter = last_error_symbol(feature);
    let reporter_key = reporter.unwrap_or(symbol);
    // Consecutive checks usually share a location: compare with the last
    // failure block before building a map key.
    let cached = b
        .state::<FailBlocks>()
        .last
        .as_ref()
        .and_then(|((r, f, l, c), block)| {
            (r == reporter_key && f == loc.file && *l == loc.line && *c == loc.col)
                .then_some(*block)
        });
    let key = || {
        (
            reporter_key.to_string(),
            loc.file.to_string(),
            loc.line,
            loc.col,
        )
    };
    let fail = match cached.or_else(|| b.state::<FailBlocks>().by_key.get(&key()).copied()) {
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
            assert::emit_fail(b, loc, message)?;
            b.position_at_end(here);
            b.state::<FailBlocks>().by_key.insert(key(), block);
            block
        }
    };
    if cached.is_none() {
        b.state::<FailBlocks>().last = Some((key(), fail));
    }
    let ok = b.append_block("ok");
    b.cond_br(failed, fail, ok);
    b.position_at_end(ok);
    Ok(())
}
