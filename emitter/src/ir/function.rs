//! Function definitions: named blocks of instructions, rendered as text.

use std::fmt::{self, Write};
use std::ops::Range;

use super::inst::Inst;
use super::text::write_ident;
use super::types::{Dialect, FnType};
use super::value::Name;

/// A named basic block. Instructions are written to text as they are
/// appended (the module's dialect is known then), into one text per
/// function that the blocks refer to by byte ranges. A long function thus
/// holds its text rather than a tree of operands, in one growing buffer
/// rather than many: emitting stays at a constant cost per instruction
/// however large the module grows. Only what is still edited later is kept
/// as data, at the head of the block.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Label (unique in the function).
    pub name: Name,
    /// The block's leading instructions, kept as data: `phi`s (loops add
    /// their back edge later) and the entry block's `alloca`s (added at the
    /// top while the body grows).
    pub head: Vec<Inst>,
    /// Every other instruction, rendered (one indented line each): ranges
    /// of [`Function::text`], in order.
    pub body: Segments,
    /// The last instruction appended was a terminator.
    pub terminated: bool,
}

/// Byte ranges of a function's text. A block written without interruption
/// (the usual case) is one range, kept inline.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Segments {
    first: Option<Range<usize>>,
    rest: Vec<Range<usize>>,
}

impl Segments {
    /// Add `range`, merging it into the last one when they touch.
    pub fn push(&mut self, range: Range<usize>) {
        let last = match self.rest.last_mut() {
            Some(r) => r,
            None => match &mut self.first {
                Some(r) => r,
                None => {
                    self.first = Some(range);
                    return;
                }
            },
        };
        if last.end == range.start {
            last.end = range.end;
        } else {
            self.rest.push(range);
        }
    }

    /// True when nothing was added.
    pub fn is_empty(&self) -> bool {
        self.first.is_none()
    }

    /// The ranges, in order.
    pub fn iter(&self) -> impl Iterator<Item = &Range<usize>> {
        self.first.iter().chain(&self.rest)
    }

    /// Their total length in bytes.
    pub fn len(&self) -> usize {
        self.iter().map(|r| r.len()).sum()
    }
}

/// What a function's caller promises about a pointer parameter, written
/// after its type (`ptr noalias nocapture readonly align 64 %x`). Each
/// promise lets LLVM optimise the body more (no runtime alias check before
/// vectorising, aligned vector loads); a false one is undefined behaviour,
/// so only a lowering that knows the fact sets it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParamAttrs {
    /// `noalias`: memory reached through this pointer is not reached
    /// through any other pointer the function sees during the call.
    pub noalias: bool,
    /// `nocapture`: the function keeps no copy of the pointer.
    pub nocapture: bool,
    /// `readonly`: the function does not write through the pointer.
    pub readonly: bool,
    /// `align N`: the pointer is a multiple of N.
    pub align: Option<u32>,
}

impl ParamAttrs {
    /// Write the attributes, each preceded by a space.
    pub fn write(&self, w: &mut dyn Write) -> fmt::Result {
        for (on, text) in [
            (self.noalias, " noalias"),
            (self.nocapture, " nocapture"),
            (self.readonly, " readonly"),
        ] {
            if on {
                w.write_str(text)?;
            }
        }
        if let Some(a) = self.align {
            write!(w, " align {a}")?;
        }
        Ok(())
    }
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
    /// Parameter attributes, one entry per parameter.
    pub param_attrs: Vec<ParamAttrs>,
    /// Blocks; the first is the entry block.
    pub blocks: Vec<Block>,
    /// The rendered instructions of every block (see [`Block::body`]).
    pub text: String,
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
            if let Some(a) = self.param_attrs.get(i) {
                a.write(w)?;
            }
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
            for r in b.body.iter() {
                w.write_str(&self.text[r.clone()])?;
            }
        }
        w.write_str("}\n")
    }
}
