//! The builder that appends instructions to one function and adds it to
//! its module when finished. It depends on the module and on the function
//! model; neither depends on it.

use std::any::Any;

use rustc_hash::FxHashMap as HashMap;

use super::ext::Extensions;
use super::function::{Block, Function, ParamAttrs, Segments};
use super::inst::{AtomicOp, BinOp, CastOp, FloatPred, Inst, IntPred};
use super::module::{FuncRef, Module, Symbol};
use super::types::{Dialect, FnType, Type};
use super::value::{Name, Value};
use crate::error::{Error, Result};

/// A block of the function being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockId(usize);

/// Appends instructions to one function; [`FunctionBuilder::finish`] adds
/// it to the module. Structural mistakes (code after a terminator) are
/// remembered and reported by `finish`, so straight-line lowering code
/// stays free of `?` on every instruction.
#[derive(Debug)]
pub struct FunctionBuilder<'m> {
    module: &'m mut Module,
    func: Function,
    cur: usize,
    counters: HashMap<String, u64>,
    error: Option<Error>,
    entry_allocas: usize,
    scratch: HashMap<Type, Value>,
    /// Where generated names are spelled before they are shared.
    name_buf: String,
    /// Each phi's block and position in the block's head.
    phis: HashMap<Name, (usize, usize)>,
    /// What code generating into this function keeps per function (the
    /// lowering keeps its shared failure blocks here).
    state: Extensions,
}

impl<'m> FunctionBuilder<'m> {
    pub(crate) fn new(
        module: &'m mut Module,
        name: &str,
        ty: FnType,
        param_names: &[&str],
    ) -> Self {
        let mut b = FunctionBuilder {
            module,
            func: Function {
                name: name.to_string(),
                ty: ty.clone(),
                params: Vec::new(),
                param_attrs: vec![ParamAttrs::default(); ty.params.len()],
                blocks: Vec::new(),
                text: String::new(),
            },
            cur: 0,
            counters: HashMap::default(),
            error: None,
            entry_allocas: 0,
            scratch: HashMap::default(),
            name_buf: String::new(),
            phis: HashMap::default(),
            state: Extensions::default(),
        };
        for i in 0..ty.params.len() {
            let base = param_names.get(i).copied().unwrap_or("arg");
            let n = b.fresh(base);
            b.func.params.push(n);
        }
        let entry = b.append_block("entry");
        b.position_at_end(entry);
        b
    }

    /// Per-function state of type `T` kept for whoever generates code into
    /// this function, created with `T::default()` on first use. The IR
    /// model does not know what it holds.
    pub fn state<T: Any + Default>(&mut self) -> &mut T {
        self.state.get_or_default()
    }

    /// The module, for declarations, strings and types.
    pub fn module(&mut self) -> &mut Module {
        self.module
    }

    /// The module's pointer dialect.
    pub fn dialect(&self) -> Dialect {
        self.module.dialect()
    }

    /// A fresh local name: `base`, else `base.1`, `base.2`, ...
    ///
    /// Unique without remembering every name given out: a generated
    /// `base.N` can only equal a name whose base ends in `.digits`, and such
    /// bases get a `_` appended (`x.1` becomes `x.1_`), so the one counter
    /// per distinct base is all the state, however long the function.
    pub fn fresh(&mut self, base: &str) -> Name {
        // An empty or all-digit name would be read as an unnamed
        // (numbered) value by LLVM.
        if base.is_empty() || base.bytes().all(|b| b.is_ascii_digit()) {
            return self.fresh(&format!("t{base}"));
        }
        if ends_in_dot_digits(base) {
            return self.fresh(&format!("{base}_"));
        }
        match self.counters.get_mut(base) {
            None => {
                self.counters.insert(base.to_string(), 0);
                base.into()
            }
            Some(n) => {
                *n += 1;
                // One allocation per name (the shared one), not two.
                use std::fmt::Write;
                self.name_buf.clear();
                let _ = write!(self.name_buf, "{base}.{n}");
                self.name_buf.as_str().into()
            }
        }
    }

    /// Set the attributes of parameter `i` (only pointers take them).
    pub fn set_param_attrs(&mut self, i: usize, attrs: ParamAttrs) {
        match self.func.ty.params.get(i) {
            Some(t) if t.is_ptr() || attrs == ParamAttrs::default() => {
                self.func.param_attrs[i] = attrs;
            }
            Some(t) => {
                let t = t.text(self.dialect());
                self.fail(Error::Type(format!(
                    "parameter {i} of @{} is {t}, not a pointer: it takes no pointer attributes",
                    self.func.name
                )));
            }
            None => self.fail(Error::Type(format!(
                "@{} has no parameter {i}",
                self.func.name
            ))),
        }
    }

    /// Parameter `i`.
    pub fn param(&self, i: usize) -> Value {
        Value::Local {
            name: self.func.params[i].clone(),
            ty: self.func.ty.params[i].clone(),
        }
    }

    /// Add an empty block at the end of the function.
    pub fn append_block(&mut self, name: &str) -> BlockId {
        let name = self.fresh(name);
        self.func.blocks.push(Block {
            name,
            head: Vec::new(),
            body: Segments::default(),
            terminated: false,
        });
        BlockId(self.func.blocks.len() - 1)
    }

    /// Continue appending at the end of `block`.
    pub fn position_at_end(&mut self, block: BlockId) {
        self.cur = block.0;
    }

    /// The block being appended to.
    pub fn current_block(&self) -> BlockId {
        BlockId(self.cur)
    }

    /// A block's label.
    pub fn block_name(&self, block: BlockId) -> &str {
        &self.func.blocks[block.0].name
    }

    /// True when the current block already ends in a terminator.
    pub fn is_terminated(&self) -> bool {
        self.func.blocks[self.cur].terminated
    }

    fn push(&mut self, inst: Inst) {
        if self.is_terminated() {
            self.fail(Error::Block(format!(
                "instruction after the terminator of block %{} in @{}",
                self.func.blocks[self.cur].name, self.func.name
            )));
            return;
        }
        let d = self.dialect();
        let func = &mut self.func;
        let block = &mut func.blocks[self.cur];
        if let Inst::Phi { dst, .. } = &inst {
            if !block.body.is_empty() {
                let e = Error::Block(format!(
                    "phi %{dst} after other instructions of block %{} in @{}",
                    block.name, func.name
                ));
                self.fail(e);
                return;
            }
            self.phis.insert(dst.clone(), (self.cur, block.head.len()));
            block.head.push(inst);
            return;
        }
        block.terminated = inst.is_terminator();
        let start = func.text.len();
        func.text.push_str("  ");
        // Writing into a String cannot fail.
        let _ = inst.write(&mut func.text, d);
        func.text.push('\n');
        block.body.push(start..func.text.len());
    }

    fn fail(&mut self, e: Error) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    fn local(name: Name, ty: Type) -> Value {
        Value::Local { name, ty }
    }

    /// `alloca ty` in the current block; returns `ty*`.
    pub fn alloca(&mut self, ty: Type, name: &str) -> Value {
        let dst = self.fresh(name);
        let align = match ty.scalar_size() {
            Some(s) => s.min(16) as u32,
            None => 8,
        };
        self.push(Inst::Alloca {
            dst: dst.clone(),
            ty: ty.clone(),
            align,
        });
        Self::local(dst, ty.ptr_to())
    }

    /// `alloca ty` at the top of the entry block, so that code in loops
    /// does not grow the stack.
    pub fn entry_alloca(&mut self, ty: Type, name: &str) -> Value {
        let dst = self.fresh(name);
        let align = match ty.scalar_size() {
            Some(s) => s.min(16) as u32,
            None => 8,
        };
        self.func.blocks[0].head.insert(
            self.entry_allocas,
            Inst::Alloca {
                dst: dst.clone(),
                ty: ty.clone(),
                align,
            },
        );
        self.entry_allocas += 1;
        Self::local(dst, ty.ptr_to())
    }

    /// A per-function scratch slot of type `ty` for out parameters and
    /// spills whose content is read right after the call that writes it.
    pub fn scratch_slot(&mut self, ty: Type) -> Value {
        if let Some(v) = self.scratch.get(&ty) {
            return v.clone();
        }
        let v = self.entry_alloca(ty.clone(), "slot");
        self.scratch.insert(ty, v.clone());
        v
    }

    /// `load ty, ptr`.
    pub fn load(&mut self, ty: Type, ptr: Value, name: &str) -> Value {
        let ptr = self.ptr_cast(ptr, ty.clone().ptr_to());
        let dst = self.fresh(name);
        self.push(Inst::Load {
            dst: dst.clone(),
            ty: ty.clone(),
            ptr,
        });
        Self::local(dst, ty)
    }

    /// `store value, ptr` (the pointer is cast to `value`'s type if needed).
    pub fn store(&mut self, value: Value, ptr: Value) {
        let ptr = self.ptr_cast(ptr, value.ty().ptr_to());
        self.push(Inst::Store { value, ptr });
    }

    /// The type reached by GEP indices after the first, for typed pointers.
    fn gep_target(&self, elem: &Type, indices: &[Value]) -> Result<Type> {
        let mut t = elem.clone();
        for idx in indices.iter().skip(1) {
            t = match t {
                Type::Array(_, inner) => (*inner).clone(),
                Type::Struct(fields) => struct_field(&fields, idx)?,
                Type::Named(n) => {
                    let body = self
                        .module
                        .struct_body(&n)
                        .ok_or_else(|| Error::Type(format!("struct %{n} is not defined")))?;
                    struct_field(body, idx)?
                }
                other => {
                    return Err(Error::Type(format!(
                        "getelementptr cannot index into {}",
                        other.text(Dialect::Typed)
                    )));
                }
            };
        }
        Ok(t)
    }

    /// `getelementptr inbounds elem, ptr, indices...`.
    pub fn gep(&mut self, elem: Type, ptr: Value, indices: Vec<Value>, name: &str) -> Value {
        let target = match self.gep_target(&elem, &indices) {
            Ok(t) => t,
            Err(e) => {
                self.fail(e);
                Type::i8()
            }
        };
        let ptr = self.ptr_cast(ptr, elem.clone().ptr_to());
        let dst = self.fresh(name);
        self.push(Inst::Gep {
            dst: dst.clone(),
            elem,
            ptr,
            indices,
        });
        Self::local(dst, target.ptr_to())
    }

    /// Pointer to field `field` of the struct `ty` at `ptr`.
    pub fn struct_gep(&mut self, ty: Type, ptr: Value, field: u32, name: &str) -> Value {
        self.gep(ty, ptr, vec![Value::i32(0), Value::i32(field as i32)], name)
    }

    /// Call `f`. Arguments must match the signature exactly (pointers are
    /// cast between pointee types in the typed dialect). Returns the result
    /// (a `void`-typed `undef` for `void` callees).
    pub fn call(&mut self, f: &FuncRef, args: Vec<Value>, name: &str) -> Result<Value> {
        let fixed = f.ty.params.len();
        if args.len() < fixed || (!f.ty.varargs && args.len() != fixed) {
            return Err(Error::Type(format!(
                "@{} takes {}{} arguments, got {}",
                f.name,
                if f.ty.varargs { "at least " } else { "" },
                fixed,
                args.len()
            )));
        }
        let d = self.dialect();
        // Cast in place: a call's argument list is allocated once.
        let mut args = args;
        for (i, slot) in args.iter_mut().enumerate() {
            let Some(p) = f.ty.params.get(i) else {
                break;
            };
            let a = std::mem::replace(slot, Value::Undef(Type::Void));
            let a = if a.ty().is_ptr() && p.is_ptr() {
                self.ptr_cast(a, p.clone())
            } else {
                a
            };
            if !a.ty().same_in(p, d) {
                return Err(Error::Type(format!(
                    "argument {} of @{} is {}, expected {}",
                    i + 1,
                    f.name,
                    a.ty().text(d),
                    p.text(d)
                )));
            }
            *slot = a;
        }
        let dst = if f.ty.ret == Type::Void {
            None
        } else {
            Some(self.fresh(name))
        };
        self.push(Inst::Call {
            dst: dst.clone(),
            callee: f.name.clone(),
            ty: f.ty.clone(),
            args,
        });
        Ok(match dst {
            Some(n) => Self::local(n, f.ty.ret.clone()),
            None => Value::Undef(Type::Void),
        })
    }

    /// A binary operator; the result has `lhs`'s type.
    pub fn bin(&mut self, op: BinOp, lhs: Value, rhs: Value, name: &str) -> Value {
        let ty = lhs.ty();
        let dst = self.fresh(name);
        self.push(Inst::Bin {
            dst: dst.clone(),
            op,
            lhs,
            rhs,
        });
        Self::local(dst, ty)
    }
    /// `add`.
    pub fn add(&mut self, lhs: Value, rhs: Value, name: &str) -> Value {
        self.bin(BinOp::Add, lhs, rhs, name)
    }
    /// `mul`.
    pub fn mul(&mut self, lhs: Value, rhs: Value, name: &str) -> Value {
        self.bin(BinOp::Mul, lhs, rhs, name)
    }

    /// A conversion.
    pub fn cast(&mut self, op: CastOp, value: Value, to: Type, name: &str) -> Value {
        let dst = self.fresh(name);
        self.push(Inst::Cast {
            dst: dst.clone(),
            op,
            value,
            to: to.clone(),
        });
        Self::local(dst, to)
    }

    /// Make `value` a `to` pointer: a `bitcast` in the typed dialect when
    /// the pointee differs, a retyping without code in the opaque one.
    pub fn ptr_cast(&mut self, value: Value, to: Type) -> Value {
        let d = self.dialect();
        let from = value.ty();
        if !from.is_ptr() || from.same_in(&to, d) {
            return retype(value, to);
        }
        match value {
            Value::Null(_) => Value::Null(to),
            Value::Undef(_) => Value::Undef(to),
            v => self.cast(CastOp::BitCast, v, to, "cast"),
        }
    }

    /// `for i in 0..count { body(i) }` with an `i64` counter: no iteration
    /// when `count <= 0`; `body` may add blocks of its own. The builder is
    /// left at the end of the block after the loop.
    pub fn counted_loop(
        &mut self,
        name: &str,
        count: Value,
        body: impl FnOnce(&mut Self, Value) -> Result<()>,
    ) -> Result<()> {
        let pre = self.current_block();
        let head = self.append_block(name);
        let done = self.append_block(&format!("{name}_done"));
        let any = self.icmp(IntPred::Sgt, count.clone(), Value::i64(0), "any");
        self.cond_br(any, head, done);
        self.position_at_end(head);
        let i = self.phi(Type::i64(), &[(Value::i64(0), pre)], "i");
        body(self, i.clone())?;
        let next = self.add(i.clone(), Value::i64(1), "next");
        let more = self.icmp(IntPred::Slt, next.clone(), count, "more");
        let latch = self.current_block();
        self.cond_br(more, head, done);
        self.add_phi_incoming(&i, next, latch);
        self.position_at_end(done);
        Ok(())
    }

    /// `icmp pred lhs, rhs`.
    pub fn icmp(&mut self, pred: IntPred, lhs: Value, rhs: Value, name: &str) -> Value {
        let dst = self.fresh(name);
        self.push(Inst::ICmp {
            dst: dst.clone(),
            pred,
            lhs,
            rhs,
        });
        Self::local(dst, Type::i1())
    }

    /// `fcmp pred lhs, rhs`.
    pub fn fcmp(&mut self, pred: FloatPred, lhs: Value, rhs: Value, name: &str) -> Value {
        let dst = self.fresh(name);
        self.push(Inst::FCmp {
            dst: dst.clone(),
            pred,
            lhs,
            rhs,
        });
        Self::local(dst, Type::i1())
    }

    /// `select cond, then, otherwise`.
    pub fn select(&mut self, cond: Value, then: Value, otherwise: Value, name: &str) -> Value {
        let ty = then.ty();
        let dst = self.fresh(name);
        self.push(Inst::Select {
            dst: dst.clone(),
            cond,
            then,
            otherwise,
        });
        Self::local(dst, ty)
    }

    /// `phi ty [v, block], ...`.
    pub fn phi(&mut self, ty: Type, incoming: &[(Value, BlockId)], name: &str) -> Value {
        let incoming = incoming
            .iter()
            .map(|(v, b)| (v.clone(), self.func.blocks[b.0].name.clone()))
            .collect();
        let dst = self.fresh(name);
        self.push(Inst::Phi {
            dst: dst.clone(),
            ty: ty.clone(),
            incoming,
        });
        Self::local(dst, ty)
    }

    /// Add an incoming edge to an existing `phi` (loops: the back edge is
    /// known only after the body is built).
    pub fn add_phi_incoming(&mut self, phi: &Value, value: Value, from: BlockId) {
        let Value::Local { name, .. } = phi else {
            self.fail(Error::Type("add_phi_incoming needs a phi result".into()));
            return;
        };
        let from = self.func.blocks[from.0].name.clone();
        if let Some(&(block, i)) = self.phis.get(name)
            && let Inst::Phi { incoming, .. } = &mut self.func.blocks[block].head[i]
        {
            incoming.push((value, from));
            return;
        }
        self.fail(Error::Type(format!("%{name} is not a phi")));
    }

    /// `extractvalue agg, index`; the aggregate's type must be known here.
    pub fn extract_value(&mut self, agg: Value, index: u32, name: &str) -> Value {
        let ty = match self.gep_target(&agg.ty(), &[Value::i32(0), Value::i32(index as i32)]) {
            Ok(t) => t,
            Err(e) => {
                self.fail(e);
                Type::i8()
            }
        };
        let dst = self.fresh(name);
        self.push(Inst::ExtractValue {
            dst: dst.clone(),
            agg,
            index,
        });
        Self::local(dst, ty)
    }

    /// `insertvalue agg, value, index`.
    pub fn insert_value(&mut self, agg: Value, value: Value, index: u32, name: &str) -> Value {
        let ty = agg.ty();
        match self.gep_target(&ty, &[Value::i32(0), Value::i32(index as i32)]) {
            Ok(field) => {
                let d = self.dialect();
                if !field.same_in(&value.ty(), d) {
                    self.fail(Error::Type(format!(
                        "insertvalue of {} into field {index} of type {}",
                        value.ty().text(d),
                        field.text(d)
                    )));
                }
            }
            Err(e) => self.fail(e),
        }
        let dst = self.fresh(name);
        self.push(Inst::InsertValue {
            dst: dst.clone(),
            agg,
            value,
            index,
        });
        Self::local(dst, ty)
    }

    /// `atomicrmw op ptr, value seq_cst`; returns the old value.
    pub fn atomic_rmw(&mut self, op: AtomicOp, ptr: Value, value: Value, name: &str) -> Value {
        let ty = value.ty();
        let ptr = self.ptr_cast(ptr, ty.clone().ptr_to());
        let dst = self.fresh(name);
        self.push(Inst::AtomicRmw {
            dst: dst.clone(),
            op,
            ptr,
            value,
        });
        Self::local(dst, ty)
    }

    /// `br label %dest`.
    pub fn br(&mut self, dest: BlockId) {
        let dest = self.func.blocks[dest.0].name.clone();
        self.push(Inst::Br { dest });
    }

    /// `br i1 cond, label %then, label %otherwise`.
    pub fn cond_br(&mut self, cond: Value, then: BlockId, otherwise: BlockId) {
        let then = self.func.blocks[then.0].name.clone();
        let otherwise = self.func.blocks[otherwise.0].name.clone();
        self.push(Inst::CondBr {
            cond,
            then,
            otherwise,
        });
    }

    /// `ret value` / `ret void`.
    pub fn ret(&mut self, value: Option<Value>) {
        self.push(Inst::Ret(value));
    }

    /// `unreachable`.
    pub fn unreachable(&mut self) {
        self.push(Inst::Unreachable);
    }

    /// Check the body and add the function to the module.
    pub fn finish(self) -> Result<()> {
        if let Some(e) = self.error {
            return Err(e);
        }
        for b in &self.func.blocks {
            if !b.terminated {
                return Err(Error::Block(format!(
                    "block %{} of @{} has no terminator",
                    b.name, self.func.name
                )));
            }
        }
        self.module.add_definition(self.func);
        Ok(())
    }
}

/// `x.12`: the shape of a name [`FunctionBuilder::fresh`] generates.
fn ends_in_dot_digits(name: &str) -> bool {
    let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
    digits > 0 && name.len() > digits && name.as_bytes()[name.len() - digits - 1] == b'.'
}

fn struct_field(fields: &[Type], idx: &Value) -> Result<Type> {
    let i = idx
        .as_const_int()
        .ok_or_else(|| Error::Type("struct field index must be a constant".into()))?;
    usize::try_from(i)
        .ok()
        .and_then(|i| fields.get(i).cloned())
        .ok_or_else(|| Error::Type(format!("struct has no field {i}")))
}

fn retype(value: Value, to: Type) -> Value {
    match value {
        Value::Local { name, .. } => Value::Local { name, ty: to },
        Value::Global { name, .. } => Value::Global { name, ty: to },
        Value::Null(_) => Value::Null(to),
        Value::Undef(_) => Value::Undef(to),
        other => other,
    }
}

impl Module {
    /// Start defining `name`. An earlier declaration with the same
    /// signature is replaced by the definition; any other use of the name
    /// is an error. The definition is added by [`FunctionBuilder::finish`].
    pub fn define_function(
        &mut self,
        name: &str,
        ty: FnType,
        param_names: &[&str],
    ) -> Result<FunctionBuilder<'_>> {
        match self.symbols.get(name) {
            None => {}
            Some(Symbol::Decl(i)) => {
                let existing = self.decls[*i].ty.text(self.dialect());
                if existing != ty.text(self.dialect()) {
                    return Err(Error::Redeclared {
                        name: name.to_string(),
                        existing,
                        requested: ty.text(self.dialect()),
                    });
                }
            }
            Some(_) => return Err(Error::NameInUse(name.to_string())),
        }
        Ok(FunctionBuilder::new(self, name, ty, param_names))
    }
}
