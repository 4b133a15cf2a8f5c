//! Instructions and their text.

use std::fmt::{self, Write};
use std::rc::Rc;

use super::text::write_ident;
use super::types::{Dialect, FnType, Type};
use super::value::{Name, Value};

/// Integer and floating-point binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    SDiv,
    UDiv,
    SRem,
    URem,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
    FAdd,
    FSub,
    FMul,
    FDiv,
}

impl BinOp {
    fn text(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::SDiv => "sdiv",
            BinOp::UDiv => "udiv",
            BinOp::SRem => "srem",
            BinOp::URem => "urem",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::FAdd => "fadd",
            BinOp::FSub => "fsub",
            BinOp::FMul => "fmul",
            BinOp::FDiv => "fdiv",
        }
    }
}

/// Conversion operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToSI,
    FPToUI,
    SIToFP,
    UIToFP,
    PtrToInt,
    IntToPtr,
    BitCast,
}

impl CastOp {
    fn text(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FPTrunc => "fptrunc",
            CastOp::FPExt => "fpext",
            CastOp::FPToSI => "fptosi",
            CastOp::FPToUI => "fptoui",
            CastOp::SIToFP => "sitofp",
            CastOp::UIToFP => "uitofp",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
        }
    }
}

/// `icmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum IntPred {
    Eq,
    Ne,
    Sgt,
    Sge,
    Slt,
    Sle,
    Ugt,
    Uge,
    Ult,
    Ule,
}

/// `fcmp` predicates (ordered ones plus `une`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FloatPred {
    Oeq,
    One,
    Ogt,
    Oge,
    Olt,
    Ole,
    Une,
}

impl IntPred {
    fn text(self) -> &'static str {
        match self {
            IntPred::Eq => "eq",
            IntPred::Ne => "ne",
            IntPred::Sgt => "sgt",
            IntPred::Sge => "sge",
            IntPred::Slt => "slt",
            IntPred::Sle => "sle",
            IntPred::Ugt => "ugt",
            IntPred::Uge => "uge",
            IntPred::Ult => "ult",
            IntPred::Ule => "ule",
        }
    }
}

impl FloatPred {
    fn text(self) -> &'static str {
        match self {
            FloatPred::Oeq => "oeq",
            FloatPred::One => "one",
            FloatPred::Ogt => "ogt",
            FloatPred::Oge => "oge",
            FloatPred::Olt => "olt",
            FloatPred::Ole => "ole",
            FloatPred::Une => "une",
        }
    }
}

/// `atomicrmw` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum AtomicOp {
    Xchg,
    Add,
    Sub,
    And,
    Or,
}

/// One instruction. `dst` names are already unique within the function.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Inst {
    Alloca {
        dst: Name,
        ty: Type,
        align: u32,
    },
    Load {
        dst: Name,
        ty: Type,
        ptr: Value,
    },
    Store {
        value: Value,
        ptr: Value,
    },
    Gep {
        dst: Name,
        elem: Type,
        ptr: Value,
        indices: Vec<Value>,
    },
    Call {
        dst: Option<Name>,
        callee: Name,
        ty: Rc<FnType>,
        args: Vec<Value>,
    },
    Bin {
        dst: Name,
        op: BinOp,
        lhs: Value,
        rhs: Value,
    },
    Cast {
        dst: Name,
        op: CastOp,
        value: Value,
        to: Type,
    },
    ICmp {
        dst: Name,
        pred: IntPred,
        lhs: Value,
        rhs: Value,
    },
    FCmp {
        dst: Name,
        pred: FloatPred,
        lhs: Value,
        rhs: Value,
    },
    Select {
        dst: Name,
        cond: Value,
        then: Value,
        otherwise: Value,
    },
    Phi {
        dst: Name,
        ty: Type,
        incoming: Vec<(Value, Name)>,
    },
    ExtractValue {
        dst: Name,
        agg: Value,
        index: u32,
    },
    InsertValue {
        dst: Name,
        agg: Value,
        value: Value,
        index: u32,
    },
    AtomicRmw {
        dst: Name,
        op: AtomicOp,
        ptr: Value,
        value: Value,
    },
    Br {
        dest: Name,
    },
    CondBr {
        cond: Value,
        then: Name,
        otherwise: Name,
    },
    Ret(Option<Value>),
    Unreachable,
}

/// `icmp`/`fcmp` operands: `<pred> <ty> <lhs>, <rhs>` after the opcode.
fn write_compare(
    w: &mut dyn Write,
    d: Dialect,
    opcode: &str,
    pred: &str,
    lhs: &Value,
    rhs: &Value,
) -> fmt::Result {
    write!(w, "{opcode} {pred} ")?;
    lhs.write_typed(w, d)?;
    w.write_str(", ")?;
    rhs.write(w, d)
}

impl Inst {
    /// True for block terminators.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Inst::Br { .. } | Inst::CondBr { .. } | Inst::Ret(_) | Inst::Unreachable
        )
    }

    /// Write the instruction (without indentation or newline).
    pub fn write(&self, w: &mut dyn Write, d: Dialect) -> fmt::Result {
        let dst = |w: &mut dyn Write, name: &str| -> fmt::Result {
            write_ident(w, '%', name)?;
            w.write_str(" = ")
        };
        match self {
            Inst::Alloca { dst: n, ty, align } => {
                dst(w, n)?;
                w.write_str("alloca ")?;
                ty.write(w, d)?;
                write!(w, ", align {align}")
            }
            Inst::Load { dst: n, ty, ptr } => {
                dst(w, n)?;
                w.write_str("load ")?;
                ty.write(w, d)?;
                w.write_str(", ")?;
                ptr.write_typed(w, d)
            }
            Inst::Store { value, ptr } => {
                w.write_str("store ")?;
                value.write_typed(w, d)?;
                w.write_str(", ")?;
                ptr.write_typed(w, d)
            }
            Inst::Gep {
                dst: n,
                elem,
                ptr,
                indices,
            } => {
                dst(w, n)?;
                w.write_str("getelementptr inbounds ")?;
                elem.write(w, d)?;
                w.write_str(", ")?;
                ptr.write_typed(w, d)?;
                for i in indices {
                    w.write_str(", ")?;
                    i.write_typed(w, d)?;
                }
                Ok(())
            }
            Inst::Call {
                dst: n,
                callee,
                ty,
                args,
            } => {
                if let Some(n) = n {
                    dst(w, n)?;
                }
                w.write_str("call ")?;
                // Variadic callees need the full function type at the call.
                if ty.varargs {
                    ty.write(w, d)?;
                } else {
                    ty.ret.write(w, d)?;
                }
                w.write_char(' ')?;
                write_ident(w, '@', callee)?;
                w.write_char('(')?;
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        w.write_str(", ")?;
                    }
                    a.write_typed(w, d)?;
                }
                w.write_char(')')
            }
            Inst::Bin {
                dst: n,
                op,
                lhs,
                rhs,
            } => {
                dst(w, n)?;
                write!(w, "{} ", op.text())?;
                lhs.write_typed(w, d)?;
                w.write_str(", ")?;
                rhs.write(w, d)
            }
            Inst::Cast {
                dst: n,
                op,
                value,
                to,
            } => {
                dst(w, n)?;
                write!(w, "{} ", op.text())?;
                value.write_typed(w, d)?;
                w.write_str(" to ")?;
                to.write(w, d)
            }
            Inst::ICmp {
                dst: n,
                pred,
                lhs,
                rhs,
            } => {
                dst(w, n)?;
                write_compare(w, d, "icmp", pred.text(), lhs, rhs)
            }
            Inst::FCmp {
                dst: n,
                pred,
                lhs,
                rhs,
            } => {
                dst(w, n)?;
                write_compare(w, d, "fcmp", pred.text(), lhs, rhs)
            }
            Inst::Select {
                dst: n,
                cond,
                then,
                otherwise,
            } => {
                dst(w, n)?;
                w.write_str("select ")?;
                cond.write_typed(w, d)?;
                w.write_str(", ")?;
                then.write_typed(w, d)?;
                w.write_str(", ")?;
                otherwise.write_typed(w, d)
            }
            Inst::Phi {
                dst: n,
                ty,
                incoming,
            } => {
                dst(w, n)?;
                w.write_str("phi ")?;
                ty.write(w, d)?;
                for (i, (v, block)) in incoming.iter().enumerate() {
                    w.write_str(if i == 0 { " [ " } else { ", [ " })?;
                    v.write(w, d)?;
                    w.write_str(", ")?;
                    write_ident(w, '%', block)?;
                    w.write_str(" ]")?;
                }
                Ok(())
            }
            Inst::ExtractValue { dst: n, agg, index } => {
                dst(w, n)?;
                w.write_str("extractvalue ")?;
                agg.write_typed(w, d)?;
                write!(w, ", {index}")
            }
            Inst::InsertValue {
                dst: n,
                agg,
                value,
                index,
            } => {
                dst(w, n)?;
                w.write_str("insertvalue ")?;
                agg.write_typed(w, d)?;
                w.write_str(", ")?;
                value.write_typed(w, d)?;
                write!(w, ", {index}")
            }
            Inst::AtomicRmw {
                dst: n,
                op,
                ptr,
                value,
            } => {
                dst(w, n)?;
                write!(w, "atomicrmw {} ", format!("{op:?}").to_ascii_lowercase())?;
                ptr.write_typed(w, d)?;
                w.write_str(", ")?;
                value.write_typed(w, d)?;
                w.write_str(" seq_cst")
            }
            Inst::Br { dest } => {
                w.write_str("br label ")?;
                write_ident(w, '%', dest)
            }
            Inst::CondBr {
                cond,
                then,
                otherwise,
            } => {
                w.write_str("br ")?;
                cond.write_typed(w, d)?;
                w.write_str(", label ")?;
                write_ident(w, '%', then)?;
                w.write_str(", label ")?;
                write_ident(w, '%', otherwise)
            }
            Inst::Ret(None) => w.write_str("ret void"),
            Inst::Ret(Some(v)) => {
                w.write_str("ret ")?;
                v.write_typed(w, d)
            }
            Inst::Unreachable => w.write_str("unreachable"),
        }
    }
}
