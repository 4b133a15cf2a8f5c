//! Instructions and their text.

use std::fmt::{self, Write};
use std::rc::Rc;

use super::text::write_ident;
use super::types::{Dialect, FnType, Type};
use super::value::{Name, Value};

/// Declares an operator enum of the IR and its text, one line a variant.
macro_rules! operators {
    ($(#[$doc:meta])* $name:ident { $($variant:ident => $text:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum $name {
            $($variant,)*
        }

        impl $name {
            /// The operator as the IR spells it.
            fn text(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }
        }
    };
}

operators! {
    /// Integer and floating-point binary operators.
    BinOp {
        Add => "add",
        Sub => "sub",
        Mul => "mul",
        SDiv => "sdiv",
        UDiv => "udiv",
        SRem => "srem",
        URem => "urem",
        And => "and",
        Or => "or",
        Xor => "xor",
        Shl => "shl",
        LShr => "lshr",
        AShr => "ashr",
        FAdd => "fadd",
        FSub => "fsub",
        FMul => "fmul",
        FDiv => "fdiv",
    }
}

operators! {
    /// Conversion operators.
    CastOp {
        Trunc => "trunc",
        ZExt => "zext",
        SExt => "sext",
        FPTrunc => "fptrunc",
        FPExt => "fpext",
        FPToSI => "fptosi",
        FPToUI => "fptoui",
        SIToFP => "sitofp",
        UIToFP => "uitofp",
        PtrToInt => "ptrtoint",
        IntToPtr => "inttoptr",
        BitCast => "bitcast",
    }
}

operators! {
    /// `icmp` predicates.
    IntPred {
        Eq => "eq",
        Ne => "ne",
        Sgt => "sgt",
        Sge => "sge",
        Slt => "slt",
        Sle => "sle",
        Ugt => "ugt",
        Uge => "uge",
        Ult => "ult",
        Ule => "ule",
    }
}

operators! {
    /// `fcmp` predicates (ordered ones plus `une`).
    FloatPred {
        Oeq => "oeq",
        One => "one",
        Ogt => "ogt",
        Oge => "oge",
        Olt => "olt",
        Ole => "ole",
        Une => "une",
    }
}

operators! {
    /// `atomicrmw` operations.
    AtomicOp {
        Xchg => "xchg",
        Add => "add",
        Sub => "sub",
        And => "and",
        Or => "or",
    }
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

/// One operand of an instruction's text, after its opcode.
enum Operand<'a> {
    /// `<ty> <value>`.
    Typed(&'a Value),
    /// `<value>` (its type said by an earlier operand).
    Bare(&'a Value),
    /// `<ty>`.
    Ty(&'a Type),
    /// `label %<name>`.
    Label(&'a str),
    /// `<n>` (an aggregate index).
    Index(u32),
    /// `align <n>`.
    Align(u32),
}

/// `%dst = ` before an instruction that has a result.
fn write_dst(w: &mut dyn Write, dst: Option<&str>) -> fmt::Result {
    match dst {
        Some(name) => {
            write_ident(w, '%', name)?;
            w.write_str(" = ")
        }
        None => Ok(()),
    }
}

/// `[%dst = ]<opcode> <operand>, <operand>, ...`: the text of every
/// instruction whose operands are a list.
fn write_list(
    w: &mut dyn Write,
    d: Dialect,
    dst: Option<&str>,
    opcode: fmt::Arguments<'_>,
    operands: &[Operand<'_>],
) -> fmt::Result {
    write_dst(w, dst)?;
    w.write_fmt(opcode)?;
    for (i, operand) in operands.iter().enumerate() {
        w.write_str(if i == 0 { " " } else { ", " })?;
        match operand {
            Operand::Typed(v) => v.write_typed(w, d)?,
            Operand::Bare(v) => v.write(w, d)?,
            Operand::Ty(t) => t.write(w, d)?,
            Operand::Label(name) => {
                w.write_str("label ")?;
                write_ident(w, '%', name)?;
            }
            Operand::Index(n) => write!(w, "{n}")?,
            Operand::Align(n) => write!(w, "align {n}")?,
        }
    }
    Ok(())
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
        use Operand::{Align, Bare, Index, Label, Ty, Typed};
        let list = |w: &mut dyn Write, dst: &str, opcode, operands: &[Operand<'_>]| {
            write_list(w, d, Some(dst), opcode, operands)
        };
        match self {
            Inst::Alloca { dst, ty, align } => {
                list(w, dst, format_args!("alloca"), &[Ty(ty), Align(*align)])
            }
            Inst::Load { dst, ty, ptr } => {
                list(w, dst, format_args!("load"), &[Ty(ty), Typed(ptr)])
            }
            Inst::Store { value, ptr } => write_list(
                w,
                d,
                None,
                format_args!("store"),
                &[Typed(value), Typed(ptr)],
            ),
            Inst::Gep {
                dst,
                elem,
                ptr,
                indices,
            } => {
                let opcode = format_args!("getelementptr inbounds");
                list(w, dst, opcode, &[Ty(elem), Typed(ptr)])?;
                for i in indices {
                    w.write_str(", ")?;
                    i.write_typed(w, d)?;
                }
                Ok(())
            }
            Inst::Call {
                dst,
                callee,
                ty,
                args,
            } => {
                write_dst(w, dst.as_deref())?;
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
            Inst::Bin { dst, op, lhs, rhs } => list(
                w,
                dst,
                format_args!("{}", op.text()),
                &[Typed(lhs), Bare(rhs)],
            ),
            Inst::Cast { dst, op, value, to } => {
                list(w, dst, format_args!("{}", op.text()), &[Typed(value)])?;
                w.write_str(" to ")?;
                to.write(w, d)
            }
            Inst::ICmp {
                dst,
                pred,
                lhs,
                rhs,
            } => {
                let opcode = format_args!("icmp {}", pred.text());
                list(w, dst, opcode, &[Typed(lhs), Bare(rhs)])
            }
            Inst::FCmp {
                dst,
                pred,
                lhs,
                rhs,
            } => {
                let opcode = format_args!("fcmp {}", pred.text());
                list(w, dst, opcode, &[Typed(lhs), Bare(rhs)])
            }
            Inst::Select {
                dst,
                cond,
                then,
                otherwise,
            } => {
                let operands = [Typed(cond), Typed(then), Typed(otherwise)];
                list(w, dst, format_args!("select"), &operands)
            }
            Inst::Phi { dst, ty, incoming } => {
                list(w, dst, format_args!("phi"), &[Ty(ty)])?;
                for (i, (v, block)) in incoming.iter().enumerate() {
                    w.write_str(if i == 0 { " [ " } else { ", [ " })?;
                    v.write(w, d)?;
                    w.write_str(", ")?;
                    write_ident(w, '%', block)?;
                    w.write_str(" ]")?;
                }
                Ok(())
            }
            Inst::ExtractValue { dst, agg, index } => list(
                w,
                dst,
                format_args!("extractvalue"),
                &[Typed(agg), Index(*index)],
            ),
            Inst::InsertValue {
                dst,
                agg,
                value,
                index,
            } => {
                let operands = [Typed(agg), Typed(value), Index(*index)];
                list(w, dst, format_args!("insertvalue"), &operands)
            }
            Inst::AtomicRmw {
                dst,
                op,
                ptr,
                value,
            } => {
                let opcode = format_args!("atomicrmw {}", op.text());
                list(w, dst, opcode, &[Typed(ptr), Typed(value)])?;
                w.write_str(" seq_cst")
            }
            Inst::Br { dest } => write_list(w, d, None, format_args!("br"), &[Label(dest)]),
            Inst::CondBr {
                cond,
                then,
                otherwise,
            } => {
                let operands = [Typed(cond), Label(then), Label(otherwise)];
                write_list(w, d, None, format_args!("br"), &operands)
            }
            Inst::Ret(None) => w.write_str("ret void"),
            Inst::Ret(Some(v)) => write_list(w, d, None, format_args!("ret"), &[Typed(v)]),
            Inst::Unreachable => w.write_str("unreachable"),
        }
    }
}
