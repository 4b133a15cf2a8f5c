//! A small typed model of textual LLVM IR, rendered deterministically in
//! insertion order through one `fmt::Write` path.

mod builder;
mod ext;
mod function;

mod inst;
mod module;
pub mod text;
mod types;
mod value;

pub use builder::{BlockId, FunctionBuilder};
pub use function::{Block, Function, ParamAttrs, Segments};
pub use inst::{AtomicOp, BinOp, CastOp, FloatPred, Inst, IntPred};
pub use module::{DEFAULT_TRIPLE, FuncRef, Global, GlobalInit, Module};
pub use types::{Dialect, FnType, Type};
pub use value::{Name, Value};
