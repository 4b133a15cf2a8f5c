//! LLVM types and their text in either pointer dialect.

use std::fmt::{self, Write};
use std::rc::Rc;

/// How pointers are spelled. LLVM 14 (and IRx 1.18) read typed pointers
/// (`i8*`); LLVM 15+ made pointers opaque (`ptr`) and LLVM 17 dropped the
/// typed form entirely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// `i8*`, `%"irx_buffer_view"*`: what clang 14 and IRx 1.18 use.
    Typed,
    /// `ptr`: what clang 15 and later use.
    Opaque,
}

impl Dialect {
    /// The dialect a clang of this major version reads.
    pub fn for_clang_major(major: u32) -> Dialect {
        if major >= 15 {
            Dialect::Opaque
        } else {
            Dialect::Typed
        }
    }
}

/// An LLVM first-class type. Pointers keep their pointee so the typed
/// dialect can spell them; the opaque dialect ignores it. Inner types are
/// shared (`Rc`): every SSA value carries its type, so cloning one must be
/// cheap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void` (function results only).
    Void,
    /// `iN`.
    Int(u32),
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// A pointer to the given type.
    Ptr(Rc<Type>),
    /// `[N x T]`.
    Array(u64, Rc<Type>),
    /// A literal struct `{ ... }`.
    Struct(Vec<Type>),
    /// An identified struct `%name` (its body lives in the module).
    Named(String),
    /// A function type (used as a pointee).
    Func(Rc<FnType>),
}

impl Type {
    /// `i1`.
    pub fn i1() -> Type {
        Type::Int(1)
    }
    /// `i8`.
    pub fn i8() -> Type {
        Type::Int(8)
    }
    /// `i16`.
    pub fn i16() -> Type {
        Type::Int(16)
    }
    /// `i32`.
    pub fn i32() -> Type {
        Type::Int(32)
    }
    /// `i64`.
    pub fn i64() -> Type {
        Type::Int(64)
    }
    /// `T*` / `ptr`.
    pub fn ptr_to(self) -> Type {
        Type::Ptr(Rc::new(self))
    }
    /// `[n x elem]`.
    pub fn array(n: u64, elem: Type) -> Type {
        Type::Array(n, Rc::new(elem))
    }
    /// `i8*`, the C `void*`.
    pub fn i8_ptr() -> Type {
        Type::i8().ptr_to()
    }
    /// The pointee of a pointer type.
    pub fn pointee(&self) -> Option<&Type> {
        match self {
            Type::Ptr(t) => Some(t),
            _ => None,
        }
    }
    /// True for `iN`.
    pub fn is_int(&self) -> bool {
        matches!(self, Type::Int(_))
    }
    /// True for `float` and `double`.
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float | Type::Double)
    }
    /// True for pointers.
    pub fn is_ptr(&self) -> bool {
        matches!(self, Type::Ptr(_))
    }
    /// Store size in bytes of scalar types (x86_64 data layout).
    pub fn scalar_size(&self) -> Option<u64> {
        match self {
            Type::Int(bits) => Some(u64::from(bits.div_ceil(8)).next_power_of_two()),
            Type::Float => Some(4),
            Type::Double => Some(8),
            Type::Ptr(_) => Some(8),
            _ => None,
        }
    }

    /// True when the two types have the same text in dialect `d` (all
    /// pointers are one type with opaque pointers), without rendering.
    pub fn same_in(&self, other: &Type, d: Dialect) -> bool {
        match (self, other) {
            (Type::Ptr(a), Type::Ptr(b)) => {
                d == Dialect::Opaque || a.as_ref().void_as_i8().same_in(b.as_ref().void_as_i8(), d)
            }
            (Type::Array(n, a), Type::Array(m, b)) => n == m && a.same_in(b, d),
            (Type::Struct(a), Type::Struct(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same_in(y, d))
            }
            (Type::Func(a), Type::Func(b)) => a.same_in(b, d),
            (a, b) => a == b,
        }
    }

    /// `void` as a pointee is spelled `i8` (C's `void*`).
    fn void_as_i8(&self) -> &Type {
        const I8: Type = Type::Int(8);
        if *self == Type::Void { &I8 } else { self }
    }

    /// Write this type's text in the given dialect.
    pub fn write(&self, w: &mut dyn Write, d: Dialect) -> fmt::Result {
        match self {
            Type::Void => w.write_str("void"),
            Type::Int(bits) => write!(w, "i{bits}"),
            Type::Float => w.write_str("float"),
            Type::Double => w.write_str("double"),
            Type::Ptr(inner) => match d {
                Dialect::Opaque => w.write_str("ptr"),
                Dialect::Typed => {
                    // `void*` has no typed spelling; C uses `i8*` for it.
                    if **inner == Type::Void {
                        w.write_str("i8*")
                    } else {
                        inner.write(w, d)?;
                        w.write_char('*')
                    }
                }
            },
            Type::Array(n, t) => {
                write!(w, "[{n} x ")?;
                t.write(w, d)?;
                w.write_char(']')
            }
            Type::Struct(fields) => {
                w.write_char('{')?;
                for (i, f) in fields.iter().enumerate() {
                    w.write_str(if i == 0 { " " } else { ", " })?;
                    f.write(w, d)?;
                }
                w.write_str(if fields.is_empty() { "}" } else { " }" })
            }
            Type::Named(name) => super::text::write_ident(w, '%', name),
            Type::Func(f) => f.write(w, d),
        }
    }

    /// This type's text in the given dialect.
    pub fn text(&self, d: Dialect) -> String {
        let mut s = String::new();
        // Writing into a String cannot fail.
        let _ = self.write(&mut s, d);
        s
    }
}

/// A function signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FnType {
    /// Result type (`Type::Void` for none).
    pub ret: Type,
    /// Parameter types.
    pub params: Vec<Type>,
    /// C-style `...`.
    pub varargs: bool,
}

impl FnType {
    /// A fixed-arity signature.
    pub fn new(ret: Type, params: Vec<Type>) -> FnType {
        FnType {
            ret,
            params,
            varargs: false,
        }
    }
    /// A variadic signature (`printf`-like).
    pub fn variadic(ret: Type, params: Vec<Type>) -> FnType {
        FnType {
            ret,
            params,
            varargs: true,
        }
    }
    /// True when both signatures have the same text in dialect `d`.
    pub fn same_in(&self, other: &FnType, d: Dialect) -> bool {
        self.varargs == other.varargs
            && self.ret.same_in(&other.ret, d)
            && self.params.len() == other.params.len()
            && self
                .params
                .iter()
                .zip(&other.params)
                .all(|(a, b)| a.same_in(b, d))
    }

    /// `ret (params...)`.
    pub fn write(&self, w: &mut dyn Write, d: Dialect) -> fmt::Result {
        self.ret.write(w, d)?;
        w.write_str(" ")?;
        self.write_params(w, d)
    }
    /// `(params...)`.
    pub fn write_params(&self, w: &mut dyn Write, d: Dialect) -> fmt::Result {
        w.write_char('(')?;
        for (i, p) in self.params.iter().enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            p.write(w, d)?;
        }
        if self.varargs {
            w.write_str(if self.params.is_empty() {
                "..."
            } else {
                ", ..."
            })?;
        }
        w.write_char(')')
    }
    /// The signature's text in the given dialect (used to compare
    /// declarations: two signatures conflict when their text differs).
    pub fn text(&self, d: Dialect) -> String {
        let mut s = String::new();
        let _ = self.write(&mut s, d);
        s
    }
}
