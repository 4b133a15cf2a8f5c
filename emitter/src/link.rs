//! The clang driver: compile a `.ll` and link `libirx_runtime.a` plus only
//! what the module's active runtime features need.

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::ir::Dialect;
use crate::runtime::{self, ALL_FEATURES, Feature, Generation, LinkContribution};

/// Why a build failed. "clang is missing" and "clang rejected the input"
/// are different problems with different fixes.
#[derive(Debug)]
pub enum LinkError {
    /// The compiler could not be started.
    ClangNotFound {
        /// The program that was looked for.
        program: String,
        /// The OS error.
        source: std::io::Error,
    },
    /// The compiler ran and failed.
    ClangFailed {
        /// The exact command line.
        command: String,
        /// Exit status (None when killed by a signal).
        status: Option<i32>,
        /// Its standard error.
        stderr: String,
    },
    /// The runtime archive is needed but was not found.
    RuntimeNotFound(Vec<PathBuf>),
    /// The archive found or given is not generation `wanted`'s: it is
    /// `found`'s, or (`None`) carries no generation marker at all.
    WrongRuntime {
        /// The archive.
        path: PathBuf,
        /// The generation its marker symbol names, if any.
        found: Option<Generation>,
        /// The generation being built.
        wanted: Generation,
    },
    /// Reading the input failed.
    Io(PathBuf, std::io::Error),
    /// The program defines functions the runtime archive exports too; the
    /// archive is linked whole, so the linker would stop on a multiple
    /// definition.
    SymbolClash(Vec<String>),
    /// The program declares a runtime function with another signature than
    /// the runtime's: (name, declared, the runtime's), ABI classes.
    SignatureMismatch(Vec<(String, String, String)>),
    /// The program declares runtime functions with the signature another
    /// ABI generation gives them: (name, declared, the built generation's,
    /// the generation whose signature it is), ABI classes, and the
    /// generation being built.
    WrongGeneration(Vec<(String, String, String, Generation)>, Generation),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::ClangNotFound { program, source } => {
                write!(f, "clang not found: could not run `{program}`: {source}")
            }
            LinkError::ClangFailed {
                command,
                status,
                stderr,
            } => {
                let status = status.map_or("a signal".to_string(), |s| format!("status {s}"));
                write!(
                    f,
                    "clang failed with {status}\ncommand: {command}\n{stderr}"
                )
            }
            LinkError::RuntimeNotFound(tried) => {
                write!(
                    f,
                    "libirx_runtime.a not found (run `make lib` or pass --runtime); tried:"
                )?;
                for p in tried {
                    write!(f, " {}", p.display())?;
                }
                Ok(())
            }
            LinkError::WrongRuntime {
                path,
                found: Some(found),
                wanted,
            } => write!(
                f,
                "{} is the {} runtime (it defines {}), not {}'s: {}",
                path.display(),
                generation_title(*found),
                marker_symbol(*found),
                generation_title(*wanted),
                match wanted {
                    Generation::V1_18 => format!(
                        "build with --abi {} or pass the 1.18 archive (libirx_runtime.a)",
                        found.name()
                    ),
                    Generation::V1_25 => format!(
                        "build without --abi {} or pass the 1.25 archive (libirx_runtime_1_25.a)",
                        wanted.name()
                    ),
                }
            ),
            LinkError::WrongRuntime {
                path, found: None, ..
            } => write!(
                f,
                "{} is not an irx-runtime archive as `make lib`, `make lib-1.25` or \
                 `make install` make it (it defines neither {} nor {})",
                path.display(),
                marker_symbol(Generation::V1_18),
                marker_symbol(Generation::V1_25)
            ),
            LinkError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            LinkError::SignatureMismatch(found) => {
                for (i, (name, declared, expected)) in found.iter().enumerate() {
                    if i > 0 {
                        writeln!(f)?;
                    }
                    write!(
                        f,
                        "{name} is declared as `{declared}` but libirx_runtime.a defines `{expected}`"
                    )?;
                }
                Ok(())
            }
            LinkError::WrongGeneration(found, building) => {
                for (i, (name, declared, expected, theirs)) in found.iter().enumerate() {
                    if i > 0 {
                        writeln!(f)?;
                    }
                    let how = match theirs {
                        Generation::V1_18 => "build without --abi 1.25".to_string(),
                        g => format!("build with --abi {}", g.name()),
                    };
                    write!(
                        f,
                        "{name} is declared with {}'s signature `{declared}`, not {}'s \
                         `{expected}`; {how}",
                        generation_title(*theirs),
                        generation_title(*building)
                    )?;
                }
                Ok(())
            }
            LinkError::SymbolClash(names) => write!(
                f,
                "the program defines {}, which libirx_runtime.a also exports \
                 (its runtime functions are linked whole): rename {}",
                names.join(", "),
                if names.len() == 1 { "it" } else { "them" }
            ),
        }
    }
}

impl std::error::Error for LinkError {}

/// "IRx 1.18" or "pyirx 1.25", as the messages name a generation.
fn generation_title(g: Generation) -> &'static str {
    match g {
        Generation::V1_18 => "IRx 1.18",
        Generation::V1_25 => "pyirx 1.25",
    }
}

/// The link flags for a set of active features: the runtime archive and
/// its system libraries once if any runtime feature is active (first, so
/// that the libraries after it resolve its references), then the other
/// features' flags in feature order (`-lm` for libm); libc adds nothing.
///
/// Two deliberate differences from the C link line in the README keep
/// executables small and free of shared libraries beyond libc/libm:
/// `-lgcc_s` (the shared unwinder Rust's panic machinery calls) becomes
/// `-static-libgcc`, which links the same `_Unwind_*` API from
/// `libgcc_eh.a`; and `-Wl,--gc-sections` drops the parts of std and
/// arrow-rs the program never reaches.
pub fn link_flags(features: &[Feature], archive: &Path) -> Vec<String> {
    let mut flags = Vec::new();
    if needs_runtime(features) {
        flags.push(archive.display().to_string());
        flags.extend(
            runtime::RUNTIME_SYSTEM_LIBS
                .iter()
                .filter(|l| **l != "-lgcc_s")
                .map(|s| s.to_string()),
        );
        flags.push("-static-libgcc".into());
        flags.push("-Wl,--gc-sections".into());
    }
    for f in ALL_FEATURES.iter().filter(|f| features.contains(f)) {
        if let LinkContribution::Flags(fl) = f.link() {
            flags.extend(fl.iter().map(|s| s.to_string()));
        }
    }
    flags
}

/// True when any of `features` needs the runtime archive.
pub fn needs_runtime(features: &[Feature]) -> bool {
    features
        .iter()
        .any(|f| f.link() == LinkContribution::RuntimeArchive)
}

/// The functions a module declares, quoted or not, over any number of
/// lines (see [`crate::decl`]).
pub fn declared_symbols(ir: &str) -> Vec<String> {
    crate::decl::declarations(ir)
        .into_iter()
        .map(|d| d.name)
        .collect()
}

/// The registry symbols a module declares with another signature than the
/// registry's for generation `g`, as (name, declared, expected) in ABI
/// classes (pointers are one class, so both pointer dialects and any
/// pointee types pass).
pub fn signature_mismatches(ir: &str, g: Generation) -> Vec<(String, String, String)> {
    crate::decl::declarations(ir)
        .into_iter()
        .filter_map(|d| {
            let spec = runtime::lookup_in(&d.name, g)?;
            let (declared, expected) = (d.signature(), spec.signature());
            (declared != expected).then_some((d.name, declared, expected))
        })
        .collect()
}

/// Check a module's runtime declarations against generation `g`: a
/// declaration that has another generation's signature of a name pyirx
/// 1.25 changed is [`LinkError::WrongGeneration`] (all of them, when every
/// mismatch is of that kind), any other mismatch
/// [`LinkError::SignatureMismatch`].
pub fn check_signatures(ir: &str, g: Generation) -> Result<(), LinkError> {
    let mismatches = signature_mismatches(ir, g);
    if mismatches.is_empty() {
        return Ok(());
    }
    let other = |(name, declared, _): &(String, String, String)| {
        Generation::ALL.into_iter().find(|&o| {
            o != g && runtime::lookup_in(name, o).is_some_and(|s| s.signature() == *declared)
        })
    };
    let wrong: Vec<_> = mismatches
        .iter()
        .filter_map(|m| other(m).map(|o| (m.0.clone(), m.1.clone(), m.2.clone(), o)))
        .collect();
    if wrong.len() == mismatches.len() {
        Err(LinkError::WrongGeneration(wrong, g))
    } else {
        Err(LinkError::SignatureMismatch(mismatches))
    }
}

/// The functions a module defines (`define ... @name(`), quoted or not.
pub fn defined_symbols(ir: &str) -> Vec<String> {
    symbols_after(ir, "define ")
}

/// The functions a module defines that the runtime archive also exports
/// (every `irx_*`/`__arx_*` function the registry knows, whether or not the
/// program calls it).
pub fn runtime_clashes(ir: &str) -> Vec<String> {
    defined_symbols(ir)
        .into_iter()
        .filter(|name| {
            runtime::lookup(name)
                .is_some_and(|s| s.feature.link() == runtime::LinkContribution::RuntimeArchive)
        })
        .collect()
}

/// The global names after `@` on lines that start with `keyword`.
fn symbols_after(ir: &str, keyword: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in ir.lines() {
        let line = line.trim_start();
        if !line.starts_with(keyword) {
            continue;
        }
        let Some(at) = line.find('@') else { continue };
        let rest = &line[at + 1..];
        let name = if let Some(q) = rest.strip_prefix('"') {
            match q.find('"') {
                Some(end) => crate::decl::unescape(&q[..end]),
                None => continue,
            }
        } else {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || "-$._".contains(*c))
                .collect()
        };
        out.push(name);
    }
    out
}

/// The runtime features a module uses, found from its declarations (works
/// on IR written by IRx 1.18 too), in feature order.
pub fn features_of_ir(ir: &str) -> Vec<Feature> {
    let mut found: Vec<Feature> = declared_symbols(ir)
        .iter()
        .filter_map(|s| runtime::feature_of_symbol(s))
        .collect();
    found.sort();
    found.dedup();
    found
}

/// Options of [`build`].
#[derive(Clone, Debug)]
pub struct BuildOptions {
    /// The clang to run.
    pub clang: String,
    /// The runtime archive (used only when a runtime feature is active).
    pub runtime: Option<PathBuf>,
    /// Extra arguments (e.g. `-O2`).
    pub extra: Vec<String>,
    /// Link with `-Wl,--strip-debug`: the archive carries std's debug
    /// information, which is most of an unstripped executable's size.
    pub strip_debug: bool,
    /// The ABI generation: which archive is linked and which signatures
    /// the declarations must have.
    pub abi: Generation,
}

impl Default for BuildOptions {
    fn default() -> Self {
        BuildOptions {
            clang: "clang".into(),
            runtime: None,
            extra: Vec::new(),
            strip_debug: true,
            abi: Generation::V1_18,
        }
    }
}

/// Where to look for the runtime archive when no path is given, in order:
/// `$IRX_RUNTIME_LIB`, beside the running executable (`target/release/irx`
/// sits beside `target/release/libirx_runtime.a`), then `../lib` from the
/// executable's directory (an installed `PREFIX/bin/irx` finds
/// `PREFIX/lib/libirx_runtime.a`). No path of the machine that built `irx`
/// is compiled in: an installed or copied `irx` looks only where it runs.
/// For another generation each place is mapped by [`generation_archive`].
pub fn runtime_candidates(g: Generation) -> Vec<PathBuf> {
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf));
    candidates_from(
        std::env::var_os("IRX_RUNTIME_LIB").map(PathBuf::from),
        exe_dir.as_deref(),
        g,
    )
}

/// [`runtime_candidates`] for a given environment value and executable
/// directory.
pub fn candidates_from(
    env: Option<PathBuf>,
    exe_dir: Option<&Path>,
    g: Generation,
) -> Vec<PathBuf> {
    let mut c: Vec<PathBuf> = env.into_iter().collect();
    if let Some(dir) = exe_dir {
        c.push(dir.join(ARCHIVE_1_18));
        c.push(dir.join("..").join("lib").join(ARCHIVE_1_18));
    }
    let mut out: Vec<PathBuf> = Vec::new();
    for p in c {
        for q in generation_archive(&p, g) {
            if !out.contains(&q) {
                out.push(q);
            }
        }
    }
    out
}

/// The file names of the two generations' archives, as `make lib`,
/// `make lib-1.25` and `make install` make them (one directory holds both).
pub const ARCHIVE_1_18: &str = "libirx_runtime.a";
/// See [`ARCHIVE_1_18`].
pub const ARCHIVE_1_25: &str = "libirx_runtime_1_25.a";

/// The directory `make lib-1.25` also copies the 1.25 archive to, under
/// the 1.18 file name (`target/abi-1.25/libirx_runtime.a`).
const DIR_1_25: &str = "abi-1.25";

/// Where generation `g`'s archive is for a place the default archive
/// would be (`DIR/libirx_runtime.a`): the place itself for 1.18, and for
/// 1.25 the place itself when it already names a 1.25 archive, else
/// `DIR/libirx_runtime_1_25.a`, then `DIR/abi-1.25/libirx_runtime.a` and
/// `DIR/../abi-1.25/libirx_runtime.a` (trees built before the archives had
/// distinct names). The one place the search knows the generations'
/// layout; what a found file is, its marker symbol says
/// ([`archive_generation`]).
pub fn generation_archive(p: &Path, g: Generation) -> Vec<PathBuf> {
    match g {
        Generation::V1_18 => vec![p.to_path_buf()],
        Generation::V1_25 => {
            let dir = p.parent().unwrap_or(Path::new(""));
            if p.file_name().is_some_and(|n| n == ARCHIVE_1_25)
                || dir.file_name().is_some_and(|n| n == DIR_1_25)
            {
                return vec![p.to_path_buf()];
            }
            vec![
                dir.join(ARCHIVE_1_25),
                dir.join(DIR_1_25).join(ARCHIVE_1_18),
                dir.join("..").join(DIR_1_25).join(ARCHIVE_1_18),
            ]
        }
    }
}

/// The symbol `scripts/finish-archive.sh` adds to generation `g`'s archive
/// (an absolute symbol: no code, only a name in the archive's index).
pub fn marker_symbol(g: Generation) -> &'static str {
    match g {
        Generation::V1_18 => "irx_runtime_abi_1_18",
        Generation::V1_25 => "irx_runtime_abi_1_25",
    }
}

/// The generation a static archive is, read from the marker symbol in its
/// symbol index (the archive's directory or file name says nothing: a
/// renamed or copied archive is still told apart). `None` when it has
/// neither marker; an error when the file cannot be read or is not an
/// `ar` archive with a symbol index.
pub fn archive_generation(path: &Path) -> Result<Option<Generation>, LinkError> {
    let bytes = std::fs::read(path).map_err(|e| LinkError::Io(path.to_path_buf(), e))?;
    let bad = |what: String| {
        LinkError::Io(
            path.to_path_buf(),
            std::io::Error::new(std::io::ErrorKind::InvalidData, what),
        )
    };
    let archive = object::read::archive::ArchiveFile::parse(&*bytes)
        .map_err(|e| bad(format!("not a static archive ({e})")))?;
    let symbols = archive
        .symbols()
        .map_err(|e| bad(format!("unreadable symbol index ({e})")))?
        .ok_or_else(|| bad("a static archive without a symbol index (run ranlib)".into()))?;
    for symbol in symbols {
        let name = symbol
            .map_err(|e| bad(format!("unreadable symbol index ({e})")))?
            .name();
        if let Some(g) = Generation::ALL
            .into_iter()
            .find(|g| name == marker_symbol(*g).as_bytes())
        {
            return Ok(Some(g));
        }
    }
    Ok(None)
}

/// Find the runtime archive of generation `g`: `explicit` as it is, or
/// the first of the [`runtime_candidates`] that exists; either way its
/// marker symbol must be generation `g`'s ([`LinkError::WrongRuntime`]).
pub fn find_runtime(explicit: Option<&Path>, g: Generation) -> Result<PathBuf, LinkError> {
    let candidates = match explicit {
        Some(p) => vec![p.to_path_buf()],
        None => runtime_candidates(g),
    };
    let found = candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or(LinkError::RuntimeNotFound(candidates))?;
    match archive_generation(&found)? {
        Some(theirs) if theirs == g => Ok(found),
        theirs => Err(LinkError::WrongRuntime {
            path: found,
            found: theirs,
            wanted: g,
        }),
    }
}

/// The full clang command for `input` → `output` with these features.
pub fn command_line(
    input: &Path,
    output: &Path,
    features: &[Feature],
    opts: &BuildOptions,
) -> Result<Vec<String>, LinkError> {
    let mut args = vec![opts.clang.clone()];
    args.extend(opts.extra.iter().cloned());
    args.push(input.display().to_string());
    args.push("-o".into());
    args.push(output.display().to_string());
    let archive = if needs_runtime(features) {
        find_runtime(opts.runtime.as_deref(), opts.abi)?
    } else {
        PathBuf::new()
    };
    args.extend(link_flags(features, &archive));
    if opts.strip_debug {
        args.push("-Wl,--strip-debug".into());
    }
    Ok(args)
}

/// The command line as a shell would read it back (quoted where needed).
fn shell_words(args: &[String]) -> String {
    shlex::try_join(args.iter().map(String::as_str))
        // Only a NUL byte cannot be quoted; no argument of ours has one.
        .unwrap_or_else(|_| args.join(" "))
}

/// Run a command; spawn failure is [`LinkError::ClangNotFound`], a
/// non-zero exit [`LinkError::ClangFailed`] with the exact command line.
pub fn run(args: &[String]) -> Result<(), LinkError> {
    let out = Command::new(&args[0])
        .args(&args[1..])
        .output()
        .map_err(|source| LinkError::ClangNotFound {
            program: args[0].clone(),
            source,
        })?;
    if !out.status.success() {
        return Err(LinkError::ClangFailed {
            command: shell_words(args),
            status: out.status.code(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        });
    }
    Ok(())
}

/// `irx build`: compile and link `input` (a `.ll`) into `output`, with only
/// the flags its declared runtime features need. Returns the features.
pub fn build(input: &Path, output: &Path, opts: &BuildOptions) -> Result<Vec<Feature>, LinkError> {
    let ir = std::fs::read_to_string(input).map_err(|e| LinkError::Io(input.to_path_buf(), e))?;
    let features = features_of_ir(&ir);
    check_signatures(&ir, opts.abi)?;
    if needs_runtime(&features) {
        let clashes = runtime_clashes(&ir);
        if !clashes.is_empty() {
            return Err(LinkError::SymbolClash(clashes));
        }
    }
    let args = command_line(input, output, &features, opts)?;
    run(&args)?;
    Ok(features)
}

/// The major version `clang --version` reports.
pub fn clang_major(clang: &str) -> Result<u32, LinkError> {
    let out = Command::new(clang)
        .arg("--version")
        .output()
        .map_err(|source| LinkError::ClangNotFound {
            program: clang.to_string(),
            source,
        })?;
    let text = String::from_utf8_lossy(&out.stdout);
    parse_clang_major(&text).ok_or_else(|| LinkError::ClangFailed {
        command: format!("{clang} --version"),
        status: out.status.code(),
        stderr: format!("could not find a version in: {}", text.trim()),
    })
}

/// Parse "... clang version 14.0.6 ..." into 14.
pub fn parse_clang_major(text: &str) -> Option<u32> {
    let at = text.find("clang version ")?;
    text[at + "clang version ".len()..]
        .split(['.', ' ', '-'])
        .next()?
        .parse()
        .ok()
}

/// The pointer dialect the given clang reads.
pub fn detect_dialect(clang: &str) -> Result<Dialect, LinkError> {
    Ok(Dialect::for_clang_major(clang_major(clang)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_archive_is_looked_for_where_irx_runs() {
        let env = Some(PathBuf::from("/env/libirx_runtime.a"));
        let bin = Path::new("/prefix/bin");
        assert_eq!(
            candidates_from(env.clone(), Some(bin), Generation::V1_18),
            [
                PathBuf::from("/env/libirx_runtime.a"),
                PathBuf::from("/prefix/bin/libirx_runtime.a"),
                PathBuf::from("/prefix/bin/../lib/libirx_runtime.a"),
            ]
        );
        assert_eq!(candidates_from(None, Some(bin), Generation::V1_18).len(), 2);
        assert!(candidates_from(None, None, Generation::V1_18).is_empty());
        // 1.25: the same places, each mapped to the 1.25 name first.
        let c = candidates_from(env, Some(Path::new("/t/release")), Generation::V1_25);
        assert_eq!(c[0], PathBuf::from("/env/libirx_runtime_1_25.a"));
        assert!(c.contains(&PathBuf::from("/t/release/libirx_runtime_1_25.a")));
        assert!(c.contains(&PathBuf::from("/t/release/../lib/libirx_runtime_1_25.a")));
        assert!(c.contains(&PathBuf::from("/t/release/../abi-1.25/libirx_runtime.a")));
        // An archive already named or placed as a 1.25 one is taken as it is.
        for p in ["/t/abi-1.25/libirx_runtime.a", "/lib/libirx_runtime_1_25.a"] {
            assert_eq!(
                generation_archive(Path::new(p), Generation::V1_25),
                [Path::new(p)]
            );
        }
        // An explicit path is the only one looked at.
        let missing = Path::new("/nonexistent/libirx_runtime.a");
        match find_runtime(Some(missing), Generation::V1_18) {
            Err(LinkError::RuntimeNotFound(looked)) => assert_eq!(looked, [missing]),
            other => panic!("{other:?}"),
        }
    }

    /// A minimal GNU `ar` archive whose symbol index names `symbols` (all
    /// at the one member's offset); the member is empty.
    fn archive_with(symbols: &[&str]) -> Vec<u8> {
        let header = |name: &str, size: usize| {
            format!("{name:<16}{:<12}{:<6}{:<6}{:<8}{size:<10}`\n", 0, 0, 0, 644)
        };
        let mut index = (symbols.len() as u32).to_be_bytes().to_vec();
        let names: String = symbols.iter().map(|s| format!("{s}\0")).collect();
        let mut index_size = 4 + 4 * symbols.len() + names.len();
        index_size += index_size % 2;
        let member_offset = (8 + 60 + index_size) as u32;
        for _ in symbols {
            index.extend(member_offset.to_be_bytes());
        }
        index.extend(names.as_bytes());
        index.resize(index_size, b'\n');
        let mut out = b"!<arch>\n".to_vec();
        out.extend(header("/", index_size).as_bytes());
        out.extend(index);
        out.extend(header("m.o/", 0).as_bytes());
        out
    }

    #[test]
    fn an_archive_is_told_by_its_marker_not_its_name() {
        let dir = std::env::temp_dir().join(format!("irx-marker-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = |name: &str, bytes: &[u8]| {
            let p = dir.join(name);
            std::fs::write(&p, bytes).unwrap();
            p
        };
        // The 1.25 archive under the 1.18 name, and the other way round.
        let v125 = file(
            "libirx_runtime.a",
            &archive_with(&["irx_list_at", "irx_runtime_abi_1_25"]),
        );
        let v118 = file(
            "libirx_runtime_1_25.a",
            &archive_with(&["irx_runtime_abi_1_18", "irx_list_at"]),
        );
        assert_eq!(archive_generation(&v125).unwrap(), Some(Generation::V1_25));
        assert_eq!(archive_generation(&v118).unwrap(), Some(Generation::V1_18));
        assert_eq!(
            find_runtime(Some(v125.as_path()), Generation::V1_25).unwrap(),
            v125
        );
        let refused = find_runtime(Some(v125.as_path()), Generation::V1_18).unwrap_err();
        assert!(
            matches!(
                refused,
                LinkError::WrongRuntime {
                    found: Some(Generation::V1_25),
                    wanted: Generation::V1_18,
                    ..
                }
            ),
            "{refused:?}"
        );
        let message = refused.to_string();
        assert!(
            message.contains(
                "is the pyirx 1.25 runtime (it defines irx_runtime_abi_1_25), not IRx 1.18's"
            ),
            "{message}"
        );
        assert!(matches!(
            find_runtime(Some(v118.as_path()), Generation::V1_25),
            Err(LinkError::WrongRuntime {
                found: Some(Generation::V1_18),
                ..
            })
        ));
        // No marker: refused for both generations, saying what is missing.
        let plain = file("plain.a", &archive_with(&["irx_list_at"]));
        for g in Generation::ALL {
            let e = find_runtime(Some(plain.as_path()), g).unwrap_err();
            assert!(
                e.to_string()
                    .contains("defines neither irx_runtime_abi_1_18"),
                "{e}"
            );
        }
        // Not an archive at all: an error naming the file, never a panic.
        let text = file("notes.a", b"not an archive");
        let e = find_runtime(Some(text.as_path()), Generation::V1_18).unwrap_err();
        assert!(
            e.to_string()
                .starts_with(&format!("{}: not a static archive", text.display())),
            "{e}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn version_strings_parse() {
        assert_eq!(
            parse_clang_major("Debian clang version 14.0.6\nTarget: x86_64"),
            Some(14)
        );
        assert_eq!(
            parse_clang_major("Debian clang version 19.1.7 (3~deb12u1)"),
            Some(19)
        );
        assert_eq!(parse_clang_major("gcc 12"), None);
    }

    #[test]
    fn declarations_are_found_quoted_or_not() {
        let ir = "declare i32 @\"irx_arrow_array_builder_finish\"(i8*, i8**)\n\
                  declare double @sqrt(double)\n  declare void @\"a\\22b\"()\ndefine i32 @main() {\n";
        assert_eq!(
            declared_symbols(ir),
            vec!["irx_arrow_array_builder_finish", "sqrt", "a\"b"]
        );
        assert_eq!(features_of_ir(ir), vec![Feature::Libm, Feature::Array]);
    }

    #[test]
    fn only_active_features_contribute() {
        let a = Path::new("/x/libirx_runtime.a");
        assert!(link_flags(&[Feature::Libc], a).is_empty());
        assert_eq!(link_flags(&[Feature::Libm], a), vec!["-lm"]);
        let both = link_flags(&[Feature::List, Feature::Buffer], a);
        assert_eq!(both[0], "/x/libirx_runtime.a");
        // The archive, its libraries less the shared unwinder, the static
        // unwinder and section garbage collection.
        assert_eq!(both.len(), 1 + RUNTIME_SYSTEM_LIBS_LEN - 1 + 2);
        assert!(!both.contains(&"-lgcc_s".to_string()));
        assert!(both.contains(&"-static-libgcc".to_string()));
    }
    #[test]
    fn a_changed_name_declared_for_the_other_generation_names_it() {
        let ir_125 = "declare i32 @irx_list_at(ptr, i64, ptr)\n";
        let ir_118 = "declare ptr @irx_list_at(ptr, i64)\n";
        assert!(check_signatures(ir_125, Generation::V1_25).is_ok());
        assert!(check_signatures(ir_118, Generation::V1_18).is_ok());
        let e = check_signatures(ir_125, Generation::V1_18).unwrap_err();
        assert_eq!(
            e.to_string(),
            "irx_list_at is declared with pyirx 1.25's signature `i32 (ptr, i64, ptr)`, \
             not IRx 1.18's `ptr (ptr, i64)`; build with --abi 1.25"
        );
        let e = check_signatures(ir_118, Generation::V1_25).unwrap_err();
        assert_eq!(
            e.to_string(),
            "irx_list_at is declared with IRx 1.18's signature `ptr (ptr, i64)`, \
             not pyirx 1.25's `i32 (ptr, i64, ptr)`; build without --abi 1.25"
        );
        // A signature no generation has stays a plain mismatch.
        let e = check_signatures("declare i64 @irx_list_at(ptr)\n", Generation::V1_25);
        assert!(matches!(e, Err(LinkError::SignatureMismatch(_))), "{e:?}");
    }

    const RUNTIME_SYSTEM_LIBS_LEN: usize = crate::runtime::RUNTIME_SYSTEM_LIBS.len();
}
