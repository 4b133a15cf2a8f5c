//! The registry and the C header cannot drift: a C file takes the address
//! of every registry function, clang compiles it against include/ to LLVM
//! IR, and each `declare` clang writes must equal the registry's, in the
//! opaque dialect (clang 19) and, with IRx's handle spelling, in the typed
//! dialect (clang 14). Both ABI generations: the registry for 1.18 against
//! include/irx_runtime.h, for pyirx 1.25 (its `irx_list_at` included)
//! against include/abi-1.25/irx_runtime.h.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

mod common;
use common::run_ok;

use irx_emitter::runtime::{self, Feature, Generation};
use irx_emitter::{Dialect, Module};

fn include_dir(g: Generation) -> std::path::PathBuf {
    let base = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../include"));
    match g {
        Generation::V1_18 => base.to_path_buf(),
        Generation::V1_25 => base.join("abi-1.25"),
    }
}

fn header_text(g: Generation) -> String {
    std::fs::read_to_string(include_dir(g).join("irx_runtime.h")).unwrap()
}

fn in_header(header: &str, name: &str) -> bool {
    // Names of C library functions come from the system headers.
    let feature = runtime::lookup(name).unwrap().feature;
    matches!(feature, Feature::Libc | Feature::Libm)
        || header.contains(&format!(" {name}("))
        || header.contains(&format!("*{name}("))
}

/// Every registry symbol; each must be declared by the header.
fn checked_symbols(g: Generation) -> Vec<&'static str> {
    let header = header_text(g);
    let all: Vec<_> = runtime::all_symbols().map(|s| s.name).collect();
    let missing: Vec<_> = all.iter().filter(|n| !in_header(&header, n)).collect();
    assert!(
        missing.is_empty(),
        "registry symbols missing from {}/irx_runtime.h: {missing:?}",
        include_dir(g).display()
    );
    all
}

/// Every function the header declares with a runtime prefix is in the
/// registry too (new runtime exports must be registered).
#[test]
fn every_runtime_function_in_the_header_is_registered() {
    for g in Generation::ALL {
        every_function_registered(g);
    }
}

fn every_function_registered(g: Generation) {
    let header = header_text(g);
    let mut unregistered = Vec::new();
    for line in header.lines() {
        let Some(paren) = line.find('(') else {
            continue;
        };
        if line.starts_with(' ') || line.starts_with('#') || line.starts_with("typedef") {
            continue;
        }
        let head = &line[..paren];
        let name = head.rsplit([' ', '*']).next().unwrap_or("");
        if (name.starts_with("irx_") || name.starts_with("__arx_"))
            && runtime::lookup(name).is_none()
        {
            unregistered.push(name.to_string());
        }
    }
    assert!(
        unregistered.is_empty(),
        "functions in {}/irx_runtime.h missing from the emitter's registry: {unregistered:?}",
        include_dir(g).display()
    );
}

/// `name -> (normalised declaration, noreturn)` from clang's output.
fn clang_declarations(
    clang: &str,
    symbols: &[&str],
    dialect: Dialect,
    g: Generation,
) -> BTreeMap<String, (String, bool)> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "header-{clang}-{}-{}",
        g.name(),
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let c = dir.join("symbols.c");
    let ll = dir.join("symbols.ll");
    let mut src = String::from(
        "#include <stdio.h>\n#include <stdlib.h>\n#include <math.h>\n#include \"irx_runtime.h\"\nvoid *irx_symbols[] = {\n",
    );
    for s in symbols {
        src.push_str(&format!("  (void *)&{s},\n"));
    }
    src.push_str("};\n");
    std::fs::write(&c, src).unwrap();
    run_ok(
        Command::new(clang)
            .args(["-S", "-emit-llvm", "-O0", "-fno-builtin", "-I"])
            .arg(include_dir(g))
            .arg(&c)
            .arg("-o")
            .arg(&ll),
        clang,
    );
    let ir = std::fs::read_to_string(&ll).unwrap();
    let mut noreturn_groups = Vec::new();
    for line in ir.lines() {
        if let Some(rest) = line.strip_prefix("attributes #")
            && line.contains(" noreturn ")
        {
            noreturn_groups.push(format!("#{}", rest.split(' ').next().unwrap()));
        }
    }
    let mut decls = BTreeMap::new();
    for line in ir.lines().filter(|l| l.starts_with("declare ")) {
        let at = line.find('@').unwrap();
        let open = line[at..].find('(').unwrap() + at;
        let close = line.rfind(')').unwrap();
        let name = line[at + 1..open].trim_matches('"').to_string();
        let ret = line[..at].trim_end().rsplit(' ').next().unwrap();
        let params: Vec<String> = if close == open + 1 {
            vec![]
        } else {
            top_level_params(&line[open + 1..close])
                .into_iter()
                .map(|p| normalise_param(p, dialect))
                .collect()
        };
        let ret = normalise_type(ret, dialect);
        let noreturn = noreturn_groups
            .iter()
            .any(|g| line[close..].split(' ').any(|t| t == g))
            || line[close..].contains("noreturn");
        decls.insert(
            name.clone(),
            (format!("{ret} @{name}({})", params.join(", ")), noreturn),
        );
    }
    decls
}

/// The parameters of a declaration, split at the commas outside
/// parentheses: a function pointer type (`i32 (i8*, i8*, i8*)*`, the class
/// runtime's drop callback) is one parameter.
fn top_level_params(list: &str) -> Vec<&str> {
    let (mut params, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in list.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                params.push(list[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    params.push(list[start..].trim());
    params
}

/// Drop parameter attributes (`noundef`, `signext`, ...) and names.
fn normalise_param(p: &str, dialect: Dialect) -> String {
    if p == "..." {
        return p.into();
    }
    // The type is the first token, except for function pointer types in
    // the typed dialect (`void (i8*)*`), which IRx passes as `i8*`.
    if dialect == Dialect::Typed && p.contains('(') {
        return "i8*".into();
    }
    normalise_type(p.split(' ').next().unwrap(), dialect)
}

/// IRx's spelling of C pointer types in the typed dialect: the view struct
/// keeps its name, the list is IRx's literal struct, every other struct
/// (opaque handles, Arrow C structs) is `i8`.
fn normalise_type(t: &str, dialect: Dialect) -> String {
    if dialect == Dialect::Opaque {
        return t.to_string();
    }
    if let Some(rest) = t.strip_prefix("%struct.") {
        let stars = rest.chars().filter(|&c| c == '*').count();
        let name = rest.trim_end_matches('*');
        let base = match name {
            "irx_buffer_view" => "%irx_buffer_view".to_string(),
            "irx_list" => "{ i8*, i64, i64, i64 }".to_string(),
            _ => "i8".to_string(),
        };
        return format!("{base}{}", "*".repeat(stars));
    }
    t.to_string()
}

fn registry_declarations(
    symbols: &[&str],
    dialect: Dialect,
    g: Generation,
) -> BTreeMap<String, (String, bool)> {
    let mut m = Module::new("registry", dialect);
    m.set_generation(g).unwrap();
    for s in symbols {
        m.runtime_fn(s).unwrap();
    }
    let mut decls = BTreeMap::new();
    for f in m.declarations() {
        let params: Vec<String> =
            f.ty.params
                .iter()
                .map(|p| p.text(dialect))
                .chain(f.ty.varargs.then(|| "...".to_string()))
                .collect();
        decls.insert(
            f.name.to_string(),
            (
                format!(
                    "{} @{}({})",
                    f.ty.ret.text(dialect),
                    f.name,
                    params.join(", ")
                ),
                f.noreturn,
            ),
        );
    }
    decls
}

fn compare(clang: &str, dialect: Dialect, g: Generation) {
    let symbols = checked_symbols(g);
    let theirs = clang_declarations(clang, &symbols, dialect, g);
    let ours = registry_declarations(&symbols, dialect, g);
    let mut diffs = Vec::new();
    for (name, decl) in &ours {
        match theirs.get(name) {
            None => diffs.push(format!("{name}: clang declared nothing")),
            Some(t) if t != decl => diffs.push(format!("{name}: registry {decl:?}, header {t:?}")),
            Some(_) => {}
        }
    }
    assert!(
        diffs.is_empty(),
        "{clang}, {}: registry and header differ:\n{}",
        g.name(),
        diffs.join("\n")
    );
    assert_eq!(ours.len(), symbols.len());
}

#[test]
fn registry_matches_header_opaque_pointers_clang19() {
    compare("clang-19", Dialect::Opaque, Generation::V1_18);
}

#[test]
fn registry_matches_the_1_25_header_opaque_pointers_clang19() {
    compare("clang-19", Dialect::Opaque, Generation::V1_25);
}

#[test]
fn registry_matches_the_1_25_header_typed_pointers_clang14() {
    compare("clang", Dialect::Typed, Generation::V1_25);
}

#[test]
fn registry_matches_header_typed_pointers_clang14() {
    compare("clang", Dialect::Typed, Generation::V1_18);
}
