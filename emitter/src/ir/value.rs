//! Operands: SSA locals, globals and constants, each carrying its type.

use std::fmt::{self, Write};
use std::rc::Rc;

use super::text::write_ident;
use super::types::{Dialect, Type};

/// A local, block or global name: shared, since every use of a value
/// carries its name and cloning one must not allocate.
pub type Name = Rc<str>;

/// An operand of an instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `%name`: an instruction result or parameter.
    Local {
        /// Name without the sigil.
        name: Name,
        /// Its type.
        ty: Type,
    },
    /// `@name`: a global; `ty` is the pointer type of the global.
    Global {
        /// Name without the sigil.
        name: Name,
        /// Pointer to the global's value type.
        ty: Type,
    },
    /// An integer constant of type `iN` (stored sign-extended).
    Int {
        /// `iN`.
        ty: Type,
        /// The value.
        value: i128,
    },
    /// A `float`/`double` constant.
    Float {
        /// `float` or `double`.
        ty: Type,
        /// The value (a `float` constant must be exact in f32).
        value: f64,
    },
    /// `null` of a pointer type.
    Null(Type),
    /// `undef`.
    Undef(Type),
    /// `zeroinitializer`.
    Zero(Type),
    /// An `i8*` to the first byte of a `[len x i8]` string global.
    CStr {
        /// The global's name.
        global: Name,
        /// Array length including the NUL.
        len: u64,
    },
}

impl Value {
    /// An `iN` constant.
    pub fn int(bits: u32, value: i128) -> Value {
        Value::Int {
            ty: Type::Int(bits),
            value,
        }
    }
    /// An `i1` constant.
    pub fn bool(b: bool) -> Value {
        Value::int(1, i128::from(b))
    }
    /// An `i32` constant.
    pub fn i32(v: i32) -> Value {
        Value::int(32, i128::from(v))
    }
    /// An `i64` constant.
    pub fn i64(v: i64) -> Value {
        Value::int(64, i128::from(v))
    }

    /// The value of an `i64` constant, `None` for anything else.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Int { ty, value } if *ty == Type::i64() => i64::try_from(*value).ok(),
            _ => None,
        }
    }
    /// A `double` constant.
    pub fn f64(v: f64) -> Value {
        Value::Float {
            ty: Type::Double,
            value: v,
        }
    }
    /// A `float` constant.
    pub fn f32(v: f32) -> Value {
        Value::Float {
            ty: Type::Float,
            value: f64::from(v),
        }
    }
    /// `null` of type `i8*`.
    pub fn null_i8_ptr() -> Value {
        Value::Null(Type::i8_ptr())
    }

    /// This operand's type.
    pub fn ty(&self) -> Type {
        match self {
            Value::Local { ty, .. }
            | Value::Global { ty, .. }
            | Value::Int { ty, .. }
            | Value::Float { ty, .. }
            | Value::Null(ty)
            | Value::Undef(ty)
            | Value::Zero(ty) => ty.clone(),
            Value::CStr { .. } => Type::i8_ptr(),
        }
    }

    /// The constant integer value, if this is one.
    pub fn as_const_int(&self) -> Option<i128> {
        match self {
            Value::Int { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// Write the operand without its type.
    pub fn write(&self, w: &mut dyn Write, d: Dialect) -> fmt::Result {
        match self {
            Value::Local { name, .. } => write_ident(w, '%', name),
            Value::Global { name, .. } => write_ident(w, '@', name),
            Value::Int { ty, value } => {
                if *ty == Type::i1() {
                    w.write_str(if *value != 0 { "true" } else { "false" })
                } else {
                    write!(w, "{value}")
                }
            }
            // Hex is the only spelling LLVM accepts for every double; a
            // float constant is written as the double it widens to.
            Value::Float { value, .. } => write!(w, "0x{:016X}", value.to_bits()),
            Value::Null(_) => w.write_str("null"),
            Value::Undef(_) => w.write_str("undef"),
            Value::Zero(_) => w.write_str("zeroinitializer"),
            Value::CStr { global, len } => match d {
                Dialect::Opaque => write_ident(w, '@', global),
                Dialect::Typed => {
                    write!(w, "getelementptr inbounds ([{len} x i8], [{len} x i8]* ")?;
                    write_ident(w, '@', global)?;
                    w.write_str(", i64 0, i64 0)")
                }
            },
        }
    }

    /// Write `type operand`.
    pub fn write_typed(&self, w: &mut dyn Write, d: Dialect) -> fmt::Result {
        self.ty().write(w, d)?;
        w.write_char(' ')?;
        self.write(w, d)
    }
}
