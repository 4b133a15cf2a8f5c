//! Function definitions: named blocks of instructions, rendered as text.

use std::fmt::{self, Write};

use super::inst::Inst;
use super::text::write_ident;
use super::types::{Dialect, FnType};
use super::value::Name;

/// A named basic block. Instructions are written to text as they are
/// appended (the module's dialect is known then), so a long function holds
/// its text rather than a tree of operands: emitting stays at a constant
/// cost per instruction however large the module grows. Only what is still
/// edited later is kept as data, at the head of the block.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Label (unique in the function).
    pub name: Name,
    /// The block's leading instructions, kept as data: `phi`s (loops add
    /// their back edge later) and the entry block's `alloca`s (added at the
    /// top while the body grows).
    pub head: Vec<Inst>,
    /// Every other instruction, rendered, one indented line each.
    pub body: String,
    /// The last instruction appended was a terminator.
    pub terminated: bool,
}

/// A finished function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Symbol name.
    pub name: String,
    /// Signature.
    pub ty: FnType,
    /// Parameter names.
    pub params: Vec<Name>,
    /// Blocks; the first is the entry block.
    pub blocks: Vec<Block>,
}

impl Function {
    /// `define ... { ... }`.
    pub fn write(&self, w: &mut dyn Write, d: Dialect) -> fmt::Result {
        w.write_str("define ")?;
        self.ty.ret.write(w, d)?;
        w.write_char(' ')?;
        write_ident(w, '@', &self.name)?;
        w.write_char('(')?;
        for (i, (t, n)) in self.ty.params.iter().zip(&self.params).enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            t.write(w, d)?;
            w.write_char(' ')?;
            write_ident(w, '%', n)?;
        }
        if self.ty.varargs {
            w.write_str(if self.params.is_empty() {
                "..."
            } else {
                ", ..."
            })?;
        }
        w.write_str(") {\n")?;
        for (i, b) in self.blocks.iter().enumerate() {
            if i > 0 {
                w.write_char('\n')?;
            }
            if super::text::is_bare_ident(&b.name) {
                writeln!(w, "{}:", b.name)?;
            } else {
                w.write_char('"')?;
                super::text::write_escaped(w, b.name.as_bytes())?;
                w.write_str("\":\n")?;
            }
            for inst in &b.head {
                w.write_str("  ")?;
                inst.write(w, d)?;
                w.write_char('\n')?;
            }
            w.write_str(&b.body)?;
        }
        w.write_str("}\n")
    }
}
