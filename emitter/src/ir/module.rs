//! The module: everything one `.ll` file holds, in insertion order.

use rustc_hash::FxHashMap as HashMap;
use std::any::Any;
use std::fmt::{self, Write};
use std::rc::Rc;

use super::ext::Extensions;
use super::function::Function;
use super::text::{write_c_string, write_ident};
use super::types::{Dialect, FnType, Type};
use super::value::{Name, Value};
use crate::error::{Error, Result};

/// A module-level variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// Name (unique in the module).
    pub name: Name,
    /// Value type.
    pub ty: Type,
    /// Initialiser.
    pub init: GlobalInit,
    /// `constant` rather than `global`.
    pub constant: bool,
}

/// What a global starts as.
#[derive(Clone, Debug, PartialEq)]
pub enum GlobalInit {
    /// A NUL-terminated byte string (`[N x i8]`).
    CString(Vec<u8>),
    /// An `[N x i64]` table.
    I64s(Vec<i64>),
    /// `zeroinitializer`.
    Zero,
    /// An `[N x elem]` table of scalars (`elem` an `iN`, `float` or
    /// `double`), each given by its bits as stored in memory: the low `N`
    /// bits of an integer, the `f32`/`f64` bits of a float.
    Scalars {
        /// The element type.
        elem: Type,
        /// One entry per element.
        bits: Vec<u64>,
    },
}

/// A declared function as callers see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuncRef {
    /// Symbol name (shared: calls keep a reference to it).
    pub name: Name,
    /// Signature (shared: calls keep a reference to it).
    pub ty: Rc<FnType>,
    /// Declared `noreturn`: calls must be followed by `unreachable`.
    pub noreturn: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Symbol {
    Global(usize),
    Decl(usize),
    Def(usize),
}

/// A textual LLVM IR module under construction.
#[derive(Debug)]
pub struct Module {
    name: String,
    dialect: Dialect,
    triple: Option<String>,
    data_layout: Option<String>,
    structs: Vec<(String, Vec<Type>)>,
    struct_index: HashMap<String, usize>,
    globals: Vec<Global>,
    strings: HashMap<Vec<u8>, usize>,
    data: HashMap<(Type, Vec<u64>), usize>,
    pub(crate) decls: Vec<FuncRef>,
    defs: Vec<Function>,
    pub(crate) symbols: HashMap<String, Symbol>,
    name_counters: HashMap<String, u64>,
    /// Named metadata (`!name = !{...}`), each node a tuple of strings.
    metadata: Vec<(String, Vec<Vec<String>>)>,
    /// What the layers generating into the module keep (the runtime
    /// registry's activated features and declarations).
    state: Extensions,
}

/// The triple Debian's clang targets on this platform.
pub const DEFAULT_TRIPLE: &str = "x86_64-pc-linux-gnu";

impl Module {
    /// An empty module for the given pointer dialect, targeting
    /// [`DEFAULT_TRIPLE`]. The data layout is left to clang.
    pub fn new(name: &str, dialect: Dialect) -> Module {
        Module {
            name: name.to_string(),
            dialect,
            triple: Some(DEFAULT_TRIPLE.to_string()),
            data_layout: None,
            structs: Vec::new(),
            struct_index: HashMap::default(),
            globals: Vec::new(),
            strings: HashMap::default(),
            data: HashMap::default(),
            decls: Vec::new(),
            defs: Vec::new(),
            symbols: HashMap::default(),
            name_counters: HashMap::default(),
            metadata: Vec::new(),
            state: Extensions::default(),
        }
    }

    /// The pointer dialect this module is written in.
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }
    /// Set or clear `target triple`.
    pub fn set_triple(&mut self, triple: Option<&str>) {
        self.triple = triple.map(str::to_string);
    }
    /// Set or clear `target datalayout`.
    pub fn set_data_layout(&mut self, layout: Option<&str>) {
        self.data_layout = layout.map(str::to_string);
    }

    /// Side state of type `T` for a layer that generates into this module,
    /// created with `T::default()` on first use.
    pub fn state<T: Any + Default>(&mut self) -> &mut T {
        self.state.get_or_default()
    }

    /// The side state of type `T`, if any was created.
    pub fn state_ref<T: Any>(&self) -> Option<&T> {
        self.state.get()
    }

    /// Define the identified struct `%name`. Defining it again with the same
    /// body is a no-op; another body is an error.
    pub fn define_struct(&mut self, name: &str, fields: Vec<Type>) -> Result<Type> {
        if let Some(&i) = self.struct_index.get(name) {
            if self.structs[i].1 != fields {
                return Err(Error::Type(format!(
                    "struct %{name} is already defined with another body"
                )));
            }
        } else {
            self.struct_index
                .insert(name.to_string(), self.structs.len());
            self.structs.push((name.to_string(), fields));
        }
        Ok(Type::Named(name.to_string()))
    }

    /// The body of `%name`, if defined.
    pub fn struct_body(&self, name: &str) -> Option<&[Type]> {
        self.struct_index
            .get(name)
            .map(|&i| self.structs[i].1.as_slice())
    }

    /// A name not yet used by any global, function or declaration:
    /// `base`, else `base.1`, `base.2`, ...
    fn unique_global_name(&mut self, base: &str) -> String {
        if !self.symbols.contains_key(base) {
            return base.to_string();
        }
        let counter = self.name_counters.entry(base.to_string()).or_insert(0);
        loop {
            *counter += 1;
            let candidate = format!("{base}.{counter}");
            if !self.symbols.contains_key(&candidate) {
                return candidate;
            }
        }
    }

    /// Add a global (renamed `name.N` when `name` is taken); returns a
    /// pointer to it.
    pub fn add_global(&mut self, name: &str, ty: Type, init: GlobalInit, constant: bool) -> Value {
        let name: Name = self.unique_global_name(name).into();
        self.symbols
            .insert(name.to_string(), Symbol::Global(self.globals.len()));
        self.globals.push(Global {
            name: name.clone(),
            ty: ty.clone(),
            init,
            constant,
        });
        Value::Global {
            name,
            ty: ty.ptr_to(),
        }
    }

    /// An `i8*` to a private NUL-terminated copy of `s`. Identical strings
    /// share one constant.
    pub fn c_string(&mut self, s: &str) -> Value {
        let bytes = s.as_bytes();
        let len = bytes.len() as u64 + 1;
        if let Some(&i) = self.strings.get(bytes) {
            return Value::CStr {
                global: self.globals[i].name.clone(),
                len,
            };
        }
        let index = self.globals.len();
        let Value::Global { name, .. } = self.add_global(
            ".str",
            Type::array(len, Type::i8()),
            GlobalInit::CString(bytes.to_vec()),
            true,
        ) else {
            unreachable!("add_global returns a global")
        };
        self.strings.insert(bytes.to_vec(), index);
        Value::CStr { global: name, len }
    }

    /// A pointer to a private constant `[N x elem]` table of literal data
    /// (see [`GlobalInit::Scalars`]). Identical tables share one constant,
    /// as identical strings do.
    pub fn constant_data(&mut self, name: &str, elem: Type, bits: Vec<u64>) -> Value {
        let ty = Type::array(bits.len() as u64, elem.clone());
        let key = (elem, bits);
        if let Some(&i) = self.data.get(&key) {
            return Value::Global {
                name: self.globals[i].name.clone(),
                ty: ty.ptr_to(),
            };
        }
        let index = self.globals.len();
        let (elem, bits) = key;
        let v = self.add_global(
            name,
            ty,
            GlobalInit::Scalars {
                elem: elem.clone(),
                bits: bits.clone(),
            },
            true,
        );
        self.data.insert((elem, bits), index);
        v
    }

    /// A pointer to a private constant `[N x i64]` table (shapes, strides).
    pub fn i64_table(&mut self, name: &str, values: &[i64]) -> Value {
        self.add_global(
            name,
            Type::array(values.len() as u64, Type::i64()),
            GlobalInit::I64s(values.to_vec()),
            true,
        )
    }

    /// Get or declare a function. Declaring an existing symbol with the
    /// same signature returns it; another signature is
    /// [`Error::Redeclared`]; a global of that name is [`Error::NameInUse`].
    /// `noreturn` marks calls as never returning. (Runtime symbols are
    /// declared through the runtime registry instead, which checks them:
    /// `Module::declare_extern` and `Module::runtime_fn` in `runtime`.)
    pub fn declare(&mut self, name: &str, ty: FnType, noreturn: bool) -> Result<FuncRef> {
        let existing = match self.symbols.get(name) {
            None => None,
            Some(Symbol::Decl(i)) => Some(self.decls[*i].clone()),
            Some(Symbol::Def(i)) => Some(FuncRef {
                name: name.into(),
                ty: Rc::new(self.defs[*i].ty.clone()),
                noreturn: false,
            }),
            Some(Symbol::Global(_)) => return Err(Error::NameInUse(name.to_string())),
        };
        if let Some(f) = existing {
            if f.ty.same_in(&ty, self.dialect) {
                return Ok(f);
            }
            let (e, r) = (f.ty.text(self.dialect), ty.text(self.dialect));
            if e != r {
                return Err(Error::Redeclared {
                    name: name.to_string(),
                    existing: e,
                    requested: r,
                });
            }
            return Ok(f);
        }
        let f = FuncRef {
            name: name.into(),
            ty: Rc::new(ty),
            noreturn,
        };
        self.symbols
            .insert(name.to_string(), Symbol::Decl(self.decls.len()));
        self.decls.push(f.clone());
        Ok(f)
    }

    pub(crate) fn add_definition(&mut self, f: Function) {
        if let Some(Symbol::Decl(i)) = self.symbols.get(&f.name).copied() {
            self.decls.remove(i);
            for s in self.symbols.values_mut() {
                if let Symbol::Decl(j) = s
                    && *j > i
                {
                    *j -= 1;
                }
            }
        }
        self.symbols
            .insert(f.name.clone(), Symbol::Def(self.defs.len()));
        self.defs.push(f);
    }

    /// Render the whole module (the one text path; `Display` uses it).
    pub fn write(&self, w: &mut dyn Write) -> fmt::Result {
        let d = self.dialect;
        writeln!(w, "; ModuleID = '{}'", self.name.replace(['\'', '\n'], "_"))?;
        w.write_str("source_filename = \"")?;
        super::text::write_escaped(w, self.name.as_bytes())?;
        w.write_str("\"\n")?;
        if let Some(dl) = &self.data_layout {
            w.write_str("target datalayout = \"")?;
            super::text::write_escaped(w, dl.as_bytes())?;
            w.write_str("\"\n")?;
        }
        if let Some(t) = &self.triple {
            w.write_str("target triple = \"")?;
            super::text::write_escaped(w, t.as_bytes())?;
            w.write_str("\"\n")?;
        }
        if !self.structs.is_empty() {
            w.write_char('\n')?;
        }
        for (name, fields) in &self.structs {
            write_ident(w, '%', name)?;
            w.write_str(" = type ")?;
            Type::Struct(fields.clone()).write(w, d)?;
            w.write_char('\n')?;
        }
        if !self.globals.is_empty() {
            w.write_char('\n')?;
        }
        for g in &self.globals {
            write_ident(w, '@', &g.name)?;
            w.write_str(" = private unnamed_addr ")?;
            w.write_str(if g.constant { "constant " } else { "global " })?;
            g.ty.write(w, d)?;
            w.write_char(' ')?;
            match &g.init {
                GlobalInit::CString(bytes) => write_c_string(w, bytes)?,
                GlobalInit::I64s(values) => {
                    w.write_char('[')?;
                    for (i, v) in values.iter().enumerate() {
                        write!(w, "{}i64 {v}", if i == 0 { "" } else { ", " })?;
                    }
                    w.write_char(']')?;
                }
                GlobalInit::Zero => w.write_str("zeroinitializer")?,
                GlobalInit::Scalars { elem, bits } => write_scalars(w, elem, bits, d)?,
            }
            let align = match &g.init {
                GlobalInit::CString(_) => 1,
                _ => 8,
            };
            writeln!(w, ", align {align}")?;
        }
        if !self.decls.is_empty() {
            w.write_char('\n')?;
        }
        for f in &self.decls {
            w.write_str("declare ")?;
            f.ty.ret.write(w, d)?;
            w.write_char(' ')?;
            write_ident(w, '@', &f.name)?;
            f.ty.write_params(w, d)?;
            if f.noreturn {
                w.write_str(" noreturn")?;
            }
            w.write_char('\n')?;
        }
        for f in &self.defs {
            w.write_char('\n')?;
            f.write(w, d)?;
        }
        self.write_metadata(w)
    }

    /// Add a node, a tuple of strings, to the named metadata `!name`
    /// (written at the end of the module, nodes numbered in order).
    pub fn add_named_metadata(&mut self, name: &str, node: Vec<String>) {
        match self.metadata.iter_mut().find(|(n, _)| n == name) {
            Some((_, nodes)) => nodes.push(node),
            None => self.metadata.push((name.to_string(), vec![node])),
        }
    }

    /// The nodes of the named metadata `!name`.
    pub fn named_metadata(&self, name: &str) -> &[Vec<String>] {
        self.metadata
            .iter()
            .find(|(n, _)| n == name)
            .map_or(&[], |(_, nodes)| nodes.as_slice())
    }

    fn write_metadata(&self, w: &mut dyn Write) -> fmt::Result {
        let mut next = 0;
        for (name, nodes) in &self.metadata {
            w.write_char('\n')?;
            // A metadata name has no quoted form: what the identifier
            // characters do not cover (or a leading digit) is `\XX`.
            w.write_char('!')?;
            for (i, b) in name.bytes().enumerate() {
                let ident = b.is_ascii_alphabetic()
                    || matches!(b, b'-' | b'$' | b'.' | b'_')
                    || (i > 0 && b.is_ascii_digit());
                if ident {
                    w.write_char(char::from(b))?;
                } else {
                    write!(w, "\\{b:02X}")?;
                }
            }
            w.write_str(" = !{")?;
            for i in 0..nodes.len() {
                write!(w, "{}!{}", if i == 0 { "" } else { ", " }, next + i)?;
            }
            w.write_str("}\n")?;
            for node in nodes {
                write!(w, "!{next} = !{{")?;
                for (i, s) in node.iter().enumerate() {
                    w.write_str(if i == 0 { "!\"" } else { ", !\"" })?;
                    super::text::write_escaped(w, s.as_bytes())?;
                    w.write_char('"')?;
                }
                w.write_str("}\n")?;
                next += 1;
            }
        }
        Ok(())
    }

    /// Functions declared (not defined) in this module, in order.
    pub fn declarations(&self) -> &[FuncRef] {
        &self.decls
    }

    /// The module's text.
    pub fn to_ir(&self) -> String {
        // Sized up front from the rendered bodies: a large module is then
        // written without copying the text again each time the string grows.
        let body: usize = self
            .defs
            .iter()
            .map(|f| {
                f.text.len()
                    + f.blocks
                        .iter()
                        .map(|b| 48 * (b.head.len() + 1))
                        .sum::<usize>()
            })
            .sum();
        let mut s = String::with_capacity(4096 + body + 64 * self.globals.len());
        let _ = self.write(&mut s);
        s
    }
}

/// `[T v, T v, ...]` for [`GlobalInit::Scalars`].
fn write_scalars(w: &mut dyn Write, elem: &Type, bits: &[u64], d: Dialect) -> fmt::Result {
    let ty = elem.text(d);
    w.write_char('[')?;
    for (i, &b) in bits.iter().enumerate() {
        if i > 0 {
            w.write_str(", ")?;
        }
        w.write_str(&ty)?;
        match elem {
            // Hex is the only spelling LLVM accepts for every float; a
            // `float` is written as the double it widens to.
            Type::Float => write!(
                w,
                " 0x{:016X}",
                f64::from(f32::from_bits(b as u32)).to_bits()
            )?,
            Type::Double => write!(w, " 0x{b:016X}")?,
            Type::Int(width) if *width < 64 => {
                let shift = 64 - width;
                write!(w, " {}", ((b << shift) as i64) >> shift)?
            }
            _ => write!(w, " {}", b as i64)?,
        }
    }
    w.write_char(']')
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f)
    }
}
