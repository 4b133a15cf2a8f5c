//! The runtime-feature registry (ABI.md §5): each feature owns its symbols'
//! exact signatures and its contribution to the link line. Asking a module
//! for a symbol ([`crate::Module::runtime_fn`]) activates the feature and
//! declares the symbol once.

mod array;
mod assertions;
mod buffer;
mod class;
mod csv;
mod dataframe;
mod errors;
mod exceptions;
mod file;
mod libc;
mod libm;
mod list;
mod parquet;
mod record_batch;
mod tensor;

use rustc_hash::FxHashMap;

use crate::error::{Error, Result};
use crate::ir::{FnType, FuncRef, Module, Type};

/// A runtime feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Feature {
    /// `exit`, `malloc`, `puts`, `snprintf`: the C library, linked anyway.
    Libc,
    /// `sqrt`: needs `-lm`.
    Libm,
    /// `__arx_assert_fail`.
    Assertions,
    /// `irx_buffer_*`.
    Buffer,
    /// `irx_arrow_schema_*`, `irx_arrow_array_*`, `irx_arrow_last_error`.
    Array,
    /// `irx_arrow_tensor_*`, `irx_arrow_last_error`.
    Tensor,
    /// `irx_list_*`.
    List,
    /// `__arx_runtime_fail` (pyirx 1.25).
    Errors,
    /// `irx_class_*` (pyirx 1.25).
    Class,
    /// `irx_exception_*` (pyirx 1.25; its payloads are `class` payloads).
    Exceptions,
    /// `irx_rb_*`, `irx_type_*`, `irx_record_batch_*` (pyirx 1.25),
    /// including CSV and the table conversions of `irx_record_batch.h`.
    RecordBatch,
    /// `irx_arrow_table_*`, `irx_arrow_chunked_array_*`,
    /// `irx_arrow_series_*`, `irx_arrow_column_*` (pyirx 1.25).
    DataFrame,
    /// `irx_rb_parquet_*`, `irx_parquet_options_*` and their checked
    /// `irx_rb_api_*` forms (pyirx 1.25).
    Parquet,
    /// `irx_file_*` (pyirx 1.25).
    File,
}

/// Every feature, in the order ABI.md lists them, then pyirx 1.25's.
pub const ALL_FEATURES: [Feature; 14] = [
    Feature::Libc,
    Feature::Libm,
    Feature::Assertions,
    Feature::Buffer,
    Feature::Array,
    Feature::Tensor,
    Feature::List,
    Feature::Errors,
    Feature::Class,
    Feature::Exceptions,
    Feature::RecordBatch,
    Feature::DataFrame,
    Feature::Parquet,
    Feature::File,
];

/// The system libraries the static runtime archive needs, exactly as
/// `rustc --print native-static-libs` reports them (the Makefile's
/// `NATIVE_LIBS`; a test keeps the two equal).
pub const RUNTIME_SYSTEM_LIBS: &[&str] = &[
    "-lgcc_s",
    "-lutil",
    "-lrt",
    "-lpthread",
    "-lm",
    "-ldl",
    "-lc",
];

/// What a feature adds to the link command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkContribution {
    /// Nothing: the C library is always linked.
    None,
    /// These flags.
    Flags(&'static [&'static str]),
    /// `libirx_runtime.a` followed by [`RUNTIME_SYSTEM_LIBS`].
    RuntimeArchive,
}

impl Feature {
    /// The feature's name as ABI.md and `irx features` spell it.
    pub fn name(self) -> &'static str {
        match self {
            Feature::Libc => "libc",
            Feature::Libm => "libm",
            Feature::Assertions => "assertions",
            Feature::Buffer => "buffer",
            Feature::Array => "array",
            Feature::Tensor => "tensor",
            Feature::List => "list",
            Feature::Errors => "errors",
            Feature::Class => "class",
            Feature::Exceptions => "exceptions",
            Feature::RecordBatch => "record_batch",
            Feature::DataFrame => "dataframe",
            Feature::Parquet => "parquet",
            Feature::File => "file",
        }
    }

    /// What linking a module that uses this feature needs.
    pub fn link(self) -> LinkContribution {
        match self {
            Feature::Libc => LinkContribution::None,
            Feature::Libm => LinkContribution::Flags(&["-lm"]),
            _ => LinkContribution::RuntimeArchive,
        }
    }

    /// The feature's symbols.
    pub fn symbols(self) -> impl Iterator<Item = &'static SymbolSpec> {
        self.tables().iter().flat_map(|t| t.iter())
    }

    /// The tables the feature's symbols are written in (one per module;
    /// `record_batch`'s CSV rows have a module of their own).
    fn tables(self) -> &'static [&'static [SymbolSpec]] {
        match self {
            Feature::Libc => &[libc::SYMBOLS],
            Feature::Libm => &[libm::SYMBOLS],
            Feature::Assertions => &[assertions::SYMBOLS],
            Feature::Buffer => &[buffer::SYMBOLS],
            Feature::Array => &[array::SYMBOLS],
            Feature::Tensor => &[tensor::SYMBOLS],
            Feature::List => &[list::SYMBOLS],
            Feature::Errors => &[errors::SYMBOLS],
            Feature::Class => &[class::SYMBOLS],
            Feature::Exceptions => &[exceptions::SYMBOLS],
            Feature::RecordBatch => &[
                record_batch::SYMBOLS,
                csv::SYMBOLS,
                dataframe::RECORD_BATCH_SYMBOLS,
            ],
            Feature::DataFrame => &[dataframe::SYMBOLS],
            Feature::Parquet => &[parquet::SYMBOLS],
            Feature::File => &[file::SYMBOLS],
        }
    }
}

/// A C parameter or result type as the registry spells it. Opaque handles,
/// Arrow C structs and `void`/`char` pointers are `i8*` in the typed
/// dialect, as IRx 1.18 declares them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Abi {
    /// `void` (results only).
    Void,
    /// `int` / `int32_t`.
    I32,
    /// `int64_t` / `uint64_t` / `intptr_t` / `size_t`.
    I64,
    /// `double`.
    F64,
    /// Any data pointer or opaque handle (`i8*`).
    Ptr,
    /// A pointer to a handle (`i8**`): out parameters.
    PtrPtr,
    /// `int32_t*`.
    I32Ptr,
    /// `int64_t*` / `uint64_t*`.
    I64Ptr,
    /// `double*`.
    F64Ptr,
    /// `int8_t` / `uint8_t`.
    I8,
    /// `int16_t` / `uint16_t`.
    I16,
    /// `float`.
    F32,
    /// `int16_t*` / `uint16_t*`.
    I16Ptr,
    /// `float*`.
    F32Ptr,
    /// `const int32_t**` (list offsets out-parameter).
    I32PtrPtr,
    /// `irx_buffer_view*` (`%irx_buffer_view*`).
    ViewPtr,
    /// `irx_list*` (`{i8*, i64, i64, i64}*`, as IRx 1.18 declares it).
    ListPtr,
}

impl Abi {
    /// The LLVM type.
    pub fn ty(self) -> Type {
        match self {
            Abi::Void => Type::Void,
            Abi::I32 => Type::i32(),
            Abi::I64 => Type::i64(),
            Abi::F64 => Type::Double,
            Abi::Ptr => Type::i8_ptr(),
            Abi::PtrPtr => Type::i8_ptr().ptr_to(),
            Abi::I32Ptr => Type::i32().ptr_to(),
            Abi::I64Ptr => Type::i64().ptr_to(),
            Abi::F64Ptr => Type::Double.ptr_to(),
            Abi::I8 => Type::i8(),
            Abi::I16 => Type::i16(),
            Abi::F32 => Type::Float,
            Abi::I16Ptr => Type::i16().ptr_to(),
            Abi::F32Ptr => Type::Float.ptr_to(),
            Abi::I32PtrPtr => Type::i32().ptr_to().ptr_to(),
            Abi::ViewPtr => buffer_view_type().ptr_to(),
            Abi::ListPtr => list_type().ptr_to(),
        }
    }
}

impl Abi {
    /// The ABI class `decl` reads a declared type as (every pointer is
    /// `ptr`).
    pub fn class(self) -> &'static str {
        match self {
            Abi::Void => "void",
            Abi::I32 => "i32",
            Abi::I64 => "i64",
            Abi::F64 => "double",
            Abi::I8 => "i8",
            Abi::I16 => "i16",
            Abi::F32 => "float",
            Abi::I16Ptr | Abi::F32Ptr | Abi::I32PtrPtr => "ptr",
            Abi::Ptr
            | Abi::PtrPtr
            | Abi::I32Ptr
            | Abi::I64Ptr
            | Abi::F64Ptr
            | Abi::ViewPtr
            | Abi::ListPtr => "ptr",
        }
    }
}

impl SymbolSpec {
    /// `ret (p1, p2, ...)` in ABI classes, as `decl::Declaration::signature`
    /// writes a declaration's.
    pub fn signature(&self) -> String {
        let mut params: Vec<&str> = self.params.iter().map(|p| p.class()).collect();
        if self.varargs {
            params.push("...");
        }
        format!("{} ({})", self.ret.class(), params.join(", "))
    }
}

/// One runtime symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolSpec {
    /// Symbol name.
    pub name: &'static str,
    /// Owning feature.
    pub feature: Feature,
    /// Result type.
    pub ret: Abi,
    /// Parameter types.
    pub params: &'static [Abi],
    /// Takes C varargs.
    pub varargs: bool,
    /// Never returns (calls are followed by `unreachable`).
    pub noreturn: bool,
}

impl SymbolSpec {
    pub(crate) const fn new(
        feature: Feature,
        name: &'static str,
        ret: Abi,
        params: &'static [Abi],
    ) -> Self {
        SymbolSpec {
            name,
            feature,
            ret,
            params,
            varargs: false,
            noreturn: false,
        }
    }
    pub(crate) const fn varargs(mut self) -> Self {
        self.varargs = true;
        self
    }
    pub(crate) const fn noreturn(mut self) -> Self {
        self.noreturn = true;
        self
    }

    /// The LLVM signature.
    pub fn fn_type(&self) -> FnType {
        FnType {
            ret: self.ret.ty(),
            params: self.params.iter().map(|a| a.ty()).collect(),
            varargs: self.varargs,
        }
    }
}

/// The ABI generation a program is built for: which archive it links and
/// which signature the names pyirx 1.25 changed have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Generation {
    /// IRx 1.18, ABI.md's contract: the default.
    #[default]
    V1_18,
    /// pyirx 1.25 (`make IRX_ABI=1.25`).
    V1_25,
}

impl Generation {
    /// Both generations.
    pub const ALL: [Generation; 2] = [Generation::V1_18, Generation::V1_25];

    /// "1.18" or "1.25", as `--abi` spells it.
    pub fn name(self) -> &'static str {
        match self {
            Generation::V1_18 => "1.18",
            Generation::V1_25 => "1.25",
        }
    }

    /// The generation `--abi` names.
    pub fn parse(s: &str) -> Option<Generation> {
        Generation::ALL.into_iter().find(|g| g.name() == s)
    }

    /// The symbols whose signature in this generation differs from the
    /// default registry's.
    fn overrides(self) -> &'static [SymbolSpec] {
        match self {
            Generation::V1_18 => &[],
            Generation::V1_25 => list::SYMBOLS_1_25,
        }
    }
}

/// The registry entry for `name` in generation `g`: its override there,
/// else the shared entry ([`lookup`]).
pub fn lookup_in(name: &str, g: Generation) -> Option<&'static SymbolSpec> {
    g.overrides()
        .iter()
        .find(|s| s.name == name)
        .or_else(|| lookup(name))
}

/// The registry entry for `name`. `irx_arrow_last_error` is shared by the
/// array and tensor features; it is listed (and activates) `array`.
pub fn lookup(name: &str) -> Option<&'static SymbolSpec> {
    ALL_FEATURES
        .iter()
        .flat_map(|f| f.symbols())
        .find(|s| s.name == name)
}

/// Symbols another feature owns that `feature` uses too (ABI.md §5 lists
/// `irx_arrow_last_error` under both array and tensor).
pub fn shared_with(feature: Feature) -> &'static [&'static str] {
    match feature {
        Feature::Tensor | Feature::DataFrame => &["irx_arrow_last_error"],
        Feature::Parquet => &["irx_record_batch_errmsg"],
        _ => &[],
    }
}

/// Every registry symbol, each once.
pub fn all_symbols() -> impl Iterator<Item = &'static SymbolSpec> {
    ALL_FEATURES.iter().flat_map(|f| f.symbols())
}

/// The feature a symbol seen in foreign IR (e.g. IRx 1.18's output)
/// belongs to: exact registry names first, then the ABI's prefixes, so
/// that runtime symbols this registry does not list still pull in the
/// archive.
pub fn feature_of_symbol(name: &str) -> Option<Feature> {
    if let Some(s) = lookup(name) {
        return Some(s.feature);
    }
    let prefixes: [(&str, Feature); 19] = [
        ("irx_buffer_", Feature::Buffer),
        ("irx_arrow_tensor_", Feature::Tensor),
        ("irx_arrow_table_", Feature::DataFrame),
        ("irx_arrow_chunked_array_", Feature::DataFrame),
        ("irx_arrow_series_", Feature::DataFrame),
        ("irx_arrow_column_", Feature::DataFrame),
        ("irx_rb_parquet_", Feature::Parquet),
        ("irx_parquet_", Feature::Parquet),
        ("irx_file_", Feature::File),
        ("irx_arrow_", Feature::Array),
        ("irx_list_", Feature::List),
        ("irx_class_", Feature::Class),
        ("irx_exception_", Feature::Exceptions),
        ("irx_rb_", Feature::RecordBatch),
        ("irx_type_", Feature::RecordBatch),
        ("irx_record_batch_", Feature::RecordBatch),
        ("__arx_runtime_fail", Feature::Errors),
        ("__arx_assert", Feature::Assertions),
        ("irx_", Feature::Buffer),
    ];
    prefixes
        .iter()
        .find(|(p, _)| name.starts_with(p))
        .map(|&(_, f)| f)
}

/// What the registry keeps on a module: the features activated so far, in
/// activation order, and each runtime symbol declared with the features
/// that asked for it.
#[derive(Debug, Default)]
struct RuntimeState {
    generation: Generation,
    features: Vec<Feature>,
    decls: FxHashMap<String, (FuncRef, Vec<Feature>)>,
}

/// The registry's side of a module: how runtime symbols get declared. The
/// IR model itself knows nothing of the runtime (it keeps this layer's
/// [`RuntimeState`] without knowing its type).
impl Module {
    /// Runtime features activated so far, in activation order.
    pub fn features(&self) -> &[Feature] {
        self.state_ref::<RuntimeState>()
            .map_or(&[], |s| s.features.as_slice())
    }

    /// The ABI generation the module's runtime symbols are declared for
    /// (default 1.18).
    pub fn generation(&self) -> Generation {
        self.state_ref::<RuntimeState>()
            .map_or(Generation::default(), |s| s.generation)
    }

    /// Declare runtime symbols for generation `g` from now on (set it
    /// before the first runtime symbol: symbols already declared keep their
    /// signature, so a changed name declared before is refused).
    pub fn set_generation(&mut self, g: Generation) -> Result<()> {
        let state = self.state::<RuntimeState>();
        let stale: Vec<&str> = g
            .overrides()
            .iter()
            .chain(state.generation.overrides())
            .map(|s| s.name)
            .filter(|n| state.decls.contains_key(*n))
            .collect();
        if let Some(name) = stale.first() {
            return Err(Error::Type(format!(
                "@{name} is already declared for pyirx {}; set the generation first",
                state.generation.name()
            )));
        }
        state.generation = g;
        Ok(())
    }

    /// Get or declare an external function. Declaring an existing symbol
    /// with the same signature returns it; another signature is
    /// [`Error::Redeclared`]. A name the runtime registry owns goes through
    /// the registry: it activates the feature and must match its signature.
    pub fn declare_extern(&mut self, name: &str, ty: FnType) -> Result<FuncRef> {
        if let Some(spec) = lookup_in(name, self.generation()) {
            let expected = spec.fn_type();
            let (e, r) = (expected.text(self.dialect()), ty.text(self.dialect()));
            if e != r {
                return Err(Error::RuntimeSignature {
                    name: name.to_string(),
                    feature: spec.feature.name(),
                    expected: e,
                    requested: r,
                });
            }
            return self.runtime_fn(name);
        }
        self.declare(name, ty, false)
    }

    /// Request a runtime symbol: activates its feature and declares the
    /// symbol once with the registry's exact signature and attributes.
    pub fn runtime_fn(&mut self, name: &str) -> Result<FuncRef> {
        let spec = lookup(name).ok_or_else(|| Error::UnknownRuntimeSymbol(name.into()))?;
        self.runtime_fn_for(spec.feature, name)
    }

    /// Like [`Module::runtime_fn`], on behalf of `feature`: a symbol two
    /// features share (`irx_arrow_last_error` for arrays and tensors)
    /// activates the feature that asked for it.
    pub fn runtime_fn_for(&mut self, feature: Feature, name: &str) -> Result<FuncRef> {
        // Fast path: lowering asks for the same few symbols over and over.
        if let Some((f, features)) = self.state::<RuntimeState>().decls.get(name)
            && features.contains(&feature)
        {
            return Ok(f.clone());
        }
        let spec = lookup_in(name, self.generation())
            .ok_or_else(|| Error::UnknownRuntimeSymbol(name.into()))?;
        if spec.feature != feature && !shared_with(feature).contains(&name) {
            return Err(Error::Type(format!(
                "@{name} belongs to runtime feature `{}`, not `{}`",
                spec.feature.name(),
                feature.name()
            )));
        }
        let state = self.state::<RuntimeState>();
        if !state.features.contains(&feature) {
            state.features.push(feature);
        }
        install_types(self, feature)?;
        let f = self.declare(name, spec.fn_type(), spec.noreturn)?;
        self.state::<RuntimeState>()
            .decls
            .entry(name.to_string())
            .or_insert_with(|| (f.clone(), Vec::new()))
            .1
            .push(feature);
        Ok(f)
    }
}

/// `%irx_buffer_view`.
pub fn buffer_view_type() -> Type {
    Type::Named(BUFFER_VIEW.to_string())
}

/// The name of the buffer view struct.
pub const BUFFER_VIEW: &str = "irx_buffer_view";

/// The LLVM types of a C struct's fields (irx-abi's layout tables).
fn struct_fields(fields: &[irx_abi::layout::Field]) -> Vec<Type> {
    use irx_abi::layout::FieldType;
    fields
        .iter()
        .map(|f| match f.ty {
            FieldType::Ptr => Type::i8_ptr(),
            FieldType::PtrI64 => Type::i64().ptr_to(),
            FieldType::I32 => Type::i32(),
            FieldType::I64 => Type::i64(),
        })
        .collect()
}

/// The body of `%irx_buffer_view` (ABI.md §1).
pub fn buffer_view_fields() -> Vec<Type> {
    struct_fields(&irx_abi::layout::BUFFER_VIEW)
}

/// The literal struct IRx lowers `irx_list` to: `{i8*, i64, i64, i64}`.
pub fn list_type() -> Type {
    Type::Struct(struct_fields(&irx_abi::layout::LIST))
}

/// Define the types a feature's signatures mention.
pub(crate) fn install_types(module: &mut Module, feature: Feature) -> Result<()> {
    match feature {
        Feature::Buffer | Feature::Array | Feature::Tensor => {
            module.define_struct(BUFFER_VIEW, buffer_view_fields())?;
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_is_listed_once_under_its_feature() {
        let mut seen = std::collections::HashSet::new();
        for f in ALL_FEATURES {
            for s in f.symbols() {
                assert_eq!(s.feature, f, "{} is filed under the wrong feature", s.name);
                assert!(seen.insert(s.name), "{} is listed twice", s.name);
            }
        }
    }

    #[test]
    fn generations_differ_only_where_pyirx_1_25_changed_a_type() {
        for g in Generation::ALL {
            assert_eq!(Generation::parse(g.name()), Some(g));
            for o in g.overrides() {
                let base = lookup(o.name).expect("an override replaces a registry name");
                assert_eq!(base.feature, o.feature);
                assert_ne!(base.signature(), o.signature(), "{}", o.name);
            }
        }
        let at = lookup_in("irx_list_at", Generation::V1_25).unwrap();
        assert_eq!(at.signature(), "i32 (ptr, i64, ptr)");
        assert_eq!(
            lookup_in("irx_list_at", Generation::V1_18)
                .unwrap()
                .signature(),
            "ptr (ptr, i64)"
        );
        assert_eq!(Generation::parse("1.19"), None);
    }

    #[test]
    fn system_libs_are_the_makefiles_native_libs() {
        let makefile =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../Makefile")).unwrap();
        let line = makefile
            .lines()
            .find_map(|l| l.strip_prefix("NATIVE_LIBS := "))
            .expect("Makefile defines NATIVE_LIBS");
        let theirs: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(theirs, RUNTIME_SYSTEM_LIBS);
    }

    #[test]
    fn prefixes_map_foreign_runtime_symbols() {
        assert_eq!(
            feature_of_symbol("irx_arrow_tensor_future"),
            Some(Feature::Tensor)
        );
        assert_eq!(
            feature_of_symbol("irx_arrow_array_future"),
            Some(Feature::Array)
        );
        assert_eq!(feature_of_symbol("sqrt"), Some(Feature::Libm));
        assert_eq!(feature_of_symbol("my_function"), None);
    }
}
