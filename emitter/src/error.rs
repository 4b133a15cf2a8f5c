//! Errors raised while building IR.

use std::fmt;

/// Something the emitter refused to produce. Every variant says what and
/// where, so a front end can show it as a diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A function was declared again with another signature.
    Redeclared {
        /// The symbol.
        name: String,
        /// The signature it already has.
        existing: String,
        /// The signature asked for now.
        requested: String,
    },
    /// An extern declaration names a runtime symbol with the wrong signature.
    RuntimeSignature {
        /// The symbol.
        name: String,
        /// The owning runtime feature.
        feature: &'static str,
        /// The signature the runtime exports.
        expected: String,
        /// The signature the declaration asked for.
        requested: String,
    },
    /// A runtime symbol the registry does not know.
    UnknownRuntimeSymbol(String),
    /// A global name is taken by something of another kind.
    NameInUse(String),
    /// An ill-typed request (wrong argument count or type, unknown struct, ...).
    Type(String),
    /// A malformed function body (unterminated block, code after a terminator).
    Block(String),
    /// A static rule of the buffer/array/tensor model was broken (emit-time
    /// diagnostic).
    Diagnostic(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Redeclared {
                name,
                existing,
                requested,
            } => write!(
                f,
                "conflicting redeclaration of @{name}: already declared as `{existing}`, now requested as `{requested}`"
            ),
            Error::RuntimeSignature {
                name,
                feature,
                expected,
                requested,
            } => write!(
                f,
                "extern @{name} belongs to runtime feature `{feature}` with signature `{expected}`, but was declared as `{requested}`"
            ),
            Error::UnknownRuntimeSymbol(name) => {
                write!(f, "@{name} is not a symbol of any runtime feature")
            }
            Error::NameInUse(name) => write!(f, "@{name} is already used by another global"),
            Error::Type(msg) => write!(f, "type error: {msg}"),
            Error::Block(msg) => write!(f, "malformed function: {msg}"),
            Error::Diagnostic(msg) => write!(f, "error: {msg}"),
        }
    }
}

impl std::error::Error for Error {}

/// Result with the emitter's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;
