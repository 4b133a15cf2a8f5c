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
use crate::ir::{FunctionBuilder, IntPred, Type, Value};
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

/// The element types arrays, tensors and buffer views hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Elem {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F32,
    F64,
}

/// Which builder append call serves an element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AppendKind {
    /// `append_int` (signed integers and bool).
    Int,
    /// `append_uint`.
    Uint,
    /// `append_double`.
    Double,
}

impl Elem {
    /// Every element type.
    pub const ALL: [Elem; 11] = [
        Elem::Bool,
        Elem::I8,
        Elem::I16,
        Elem::I32,
        Elem::I64,
        Elem::U8,
        Elem::U16,
        Elem::U32,
        Elem::U64,
        Elem::F32,
        Elem::F64,
    ];

    /// The LLVM type of one element in memory (bool: `i8`).
    pub fn ty(self) -> Type {
        match self {
            Elem::Bool | Elem::I8 | Elem::U8 => Type::i8(),
            Elem::I16 | Elem::U16 => Type::i16(),
            Elem::I32 | Elem::U32 => Type::i32(),
            Elem::I64 | Elem::U64 => Type::i64(),
            Elem::F32 => Type::Float,
            Elem::F64 => Type::Double,
        }
    }
    /// Bytes per element.
    pub fn size(self) -> i64 {
        match self {
            Elem::Bool | Elem::I8 | Elem::U8 => 1,
            Elem::I16 | Elem::U16 => 2,
            Elem::I32 | Elem::U32 | Elem::F32 => 4,
            Elem::I64 | Elem::U64 | Elem::F64 => 8,
        }
    }
    /// `IRX_BUFFER_DTYPE_*`.
    pub fn dtype_token(self) -> i64 {
        match self {
            Elem::Bool => 1,
            Elem::I8 => 2,
            Elem::I16 => 3,
            Elem::I32 => 4,
            Elem::I64 => 5,
            Elem::U8 => 6,
            Elem::U16 => 7,
            Elem::U32 => 8,
            Elem::U64 => 9,
            Elem::F32 => 10,
            Elem::F64 => 11,
        }
    }
    /// `IRX_ARROW_TYPE_*`.
    pub fn arrow_type_id(self) -> i32 {
        match self {
            Elem::I32 => 1,
            Elem::I8 => 2,
            Elem::I16 => 3,
            Elem::I64 => 4,
            Elem::U8 => 5,
            Elem::U16 => 6,
            Elem::U32 => 7,
            Elem::U64 => 8,
            Elem::F32 => 9,
            Elem::F64 => 10,
            Elem::Bool => 11,
        }
    }
    /// The builder append call for this type.
    pub fn append_kind(self) -> AppendKind {
        match self {
            Elem::Bool | Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64 => AppendKind::Int,
            Elem::U8 | Elem::U16 | Elem::U32 | Elem::U64 => AppendKind::Uint,
            Elem::F32 | Elem::F64 => AppendKind::Double,
        }
    }
    /// True for signed integers.
    pub fn is_signed(self) -> bool {
        matches!(self, Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64)
    }
    /// The type's name in diagnostics.
    pub fn name(self) -> &'static str {
        match self {
            Elem::Bool => "bool",
            Elem::I8 => "int8",
            Elem::I16 => "int16",
            Elem::I32 => "int32",
            Elem::I64 => "int64",
            Elem::U8 => "uint8",
            Elem::U16 => "uint16",
            Elem::U32 => "uint32",
            Elem::U64 => "uint64",
            Elem::F32 => "float32",
            Elem::F64 => "float64",
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
        match (elem.append_kind(), self) {
            (AppendKind::Int, Scalar::Bool(v)) if elem == Elem::Bool => {
                Ok(Value::i64(i64::from(v)))
            }
            (AppendKind::Int, Scalar::Int(v)) if elem != Elem::Bool => Ok(Value::i64(v)),
            (AppendKind::Uint, Scalar::Uint(v)) => Ok(Value::int(64, i128::from(v as i64))),
            (AppendKind::Double, Scalar::Float(v)) => Ok(Value::f64(v)),
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
    let cached = b.last_fail.as_ref().and_then(|((r, f, l, c), block)| {
        (r == reporter_key && f == loc.file && *l == loc.line && *c == loc.col).then_some(*block)
    });
    let key = || {
        (
            reporter_key.to_string(),
            loc.file.to_string(),
            loc.line,
            loc.col,
        )
    };
    let fail = match cached.or_else(|| b.fail_blocks.get(&key()).copied()) {
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
            b.fail_blocks.insert(key(), block);
            block
        }
    };
    if cached.is_none() {
        b.last_fail = Some((key(), fail));
    }
    let ok = b.append_block("ok");
    b.cond_br(failed, fail, ok);
    b.position_at_end(ok);
    Ok(())
}
