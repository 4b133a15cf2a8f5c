//! The IRx 1.25 surface: every function `abi/symbols-1.25.tsv` (pyirx
//! 1.25.0's headers, listed by `scripts/gen-abi-125-list.py`) lists for the
//! areas this runtime implements is declared by
//! `include/irx_runtime.h` with exactly 1.25's return and parameter types.
//! (`make check`'s export check then ties the header to the archive.)
//! The 1.25 generation's header, `include/abi-1.25/irx_runtime.h`, has the
//! 1.18-era areas (list, array, tensor, buffer) with 1.25's types too, and
//! differs from the default header in exactly the names whose meaning 1.25
//! changed.
//!
//! Types are compared as C sees them: parameter names, `struct`/`enum`
//! tags and spacing do not matter; everything else (constness, pointer
//! depth, integer widths, typedef names) must be 1.25's.

use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

/// The (area, layer) pairs of symbols.tsv this runtime provides in full.
const AREAS: &[(&str, &str)] = &[
    ("record_batch", "core"),
    ("record_batch", "checked"),
    ("exceptions", "core"),
    ("class", "core"),
    ("parquet", "core"),
    ("parquet", "checked"),
    ("csv", "core"),
    ("csv", "checked"),
    ("file", "core"),
    ("dataframe", "core"),
    ("dataframe", "checked"),
];

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The committed list of pyirx 1.25.0's functions (`make check` fails when
/// it is not what the script makes from the wheel's headers).
fn symbols_tsv() -> PathBuf {
    workspace().join("abi/symbols-1.25.tsv")
}

/// A C type (or a parameter: type plus optional name) in canonical form.
fn canonical(param: &str) -> String {
    let spaced = param.replace('*', " * ");
    let mut tokens: Vec<&str> = spaced
        .split_whitespace()
        .filter(|t| *t != "struct" && *t != "enum")
        .collect();
    let is_ident = |t: &str| t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if tokens.len() > 1 {
        let last = tokens[tokens.len() - 1];
        let before = tokens[tokens.len() - 2];
        if is_ident(last)
            && last != "const"
            && (before == "*" || (is_ident(before) && before != "const"))
        {
            tokens.pop();
        }
    }
    tokens.join(" ")
}

fn signature(ret: &str, params: &str) -> String {
    let params: Vec<String> = if params.trim().is_empty() || params.trim() == "void" {
        Vec::new()
    } else {
        params.split(',').map(canonical).collect()
    };
    format!("{} ({})", canonical(ret), params.join(", "))
}

/// The areas of symbols.tsv the 1.25 generation's header is compared on,
/// beyond [`AREAS`] (which the two headers share): the 1.18-era ones.
const AREAS_OF_THE_125_GENERATION: &[(&str, &str)] = &[
    ("list", "core"),
    ("array", "core"),
    ("tensor", "core"),
    ("buffer", "core"),
];

/// The functions whose C signature differs between the generations.
const CHANGED_SIGNATURES: &[&str] = &["irx_list_at"];

/// name -> canonical signature, for every function of the default header.
fn header_signatures() -> BTreeMap<String, String> {
    signatures_of("include/irx_runtime.h")
}

/// name -> canonical signature, for every function of a header.
fn signatures_of(path: &str) -> BTreeMap<String, String> {
    let header = fs::read_to_string(workspace().join(path)).unwrap();
    // Declarations start at column 0 and end with ";".
    let mut out = BTreeMap::new();
    let mut text = String::new();
    for line in header.lines() {
        let starts = !line.starts_with([' ', '#', '/', '*', '}', '\t'])
            && !line.starts_with("typedef")
            && line.contains('(');
        if text.is_empty() && !starts {
            continue;
        }
        text.push_str(line);
        text.push(' ');
        // `);`, or `) IRX_NORETURN;`.
        if line.trim_end().ends_with(';') {
            let open = text.find('(').unwrap();
            let close = text.rfind(')').unwrap();
            let head = text[..open]
                .trim()
                .trim_start_matches("IRX_NORETURN")
                .trim();
            let split = head.rfind([' ', '*']).unwrap();
            let name = head[split + 1..].to_string();
            let ret = &head[..=split];
            out.insert(name, signature(ret, &text[open + 1..close]));
            text.clear();
        }
    }
    out
}

#[test]
fn canonical_forms() {
    assert_eq!(
        canonical("const char *const * names"),
        "const char * const *"
    );
    assert_eq!(
        canonical("const struct IrxRbSchema *"),
        "const IrxRbSchema *"
    );
    assert_eq!(canonical("enum IrxColumnType type"), "IrxColumnType");
    assert_eq!(canonical("int"), "int");
    assert_eq!(canonical("int64_t *len"), "int64_t *");
}

#[test]
fn the_header_declares_every_125_function_of_our_areas_with_its_types() {
    compare_with_symbols_tsv(&header_signatures(), AREAS, |_| true);
}

/// Issue 15's "done when": every one of the 368 functions of symbols.tsv,
/// whatever its area, is in the 1.25 generation's header with 1.25's types
/// (`scripts/check-exports.sh` ties the header to the archive).
#[test]
fn the_125_generation_header_declares_all_of_symbols_tsv() {
    let every_area: Vec<(&str, &str)> = AREAS
        .iter()
        .chain(AREAS_OF_THE_125_GENERATION)
        .copied()
        .collect();
    let checked = compare_with_symbols_tsv(
        &signatures_of("include/abi-1.25/irx_runtime.h"),
        &every_area,
        |_| true,
    );
    let rows = fs::read_to_string(symbols_tsv())
        .unwrap()
        .lines()
        .skip(1)
        .filter(|l| !l.is_empty())
        .count();
    assert_eq!(checked, rows, "areas of symbols.tsv missing from AREAS");
    assert_eq!(rows, 368);
}

#[test]
fn the_two_generations_differ_in_exactly_the_changed_signatures() {
    let v118 = header_signatures();
    let v125 = signatures_of("include/abi-1.25/irx_runtime.h");
    let names = |h: &BTreeMap<String, String>| h.keys().cloned().collect::<Vec<_>>();
    assert_eq!(
        names(&v118),
        names(&v125),
        "the generations export different names"
    );
    let differing: Vec<&str> = v118
        .iter()
        .filter(|(name, sig)| v125[*name] != **sig)
        .map(|(name, _)| name.as_str())
        .collect();
    assert_eq!(differing, CHANGED_SIGNATURES);
}

/// Every function of `areas` in symbols.tsv that `keep` selects is in
/// `header` with 1.25's types; returns how many were compared.
fn compare_with_symbols_tsv(
    header: &BTreeMap<String, String>,
    areas: &[(&str, &str)],
    keep: impl Fn(&str) -> bool,
) -> usize {
    let tsv = symbols_tsv();
    let tsv = fs::read_to_string(&tsv).unwrap_or_else(|e| panic!("{}: {e}", tsv.display()));
    assert!(
        header.len() > 100,
        "only {} declarations parsed",
        header.len()
    );
    let mut checked = 0;
    let mut wrong = Vec::new();
    for row in tsv.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let [name, area, layer, _header, ret, params] = cols[..] else {
            panic!("malformed row: {row}");
        };
        if !areas.contains(&(area, layer)) || !keep(name) {
            continue;
        }
        checked += 1;
        let expected = signature(ret, params);
        match header.get(name) {
            None => wrong.push(format!("{name}: missing (1.25: {expected})")),
            Some(ours) if *ours != expected => {
                wrong.push(format!("{name}: ours {ours}, 1.25 {expected}"));
            }
            Some(_) => {}
        }
    }
    assert!(checked > 0, "no rows of {areas:?}");
    assert!(
        wrong.is_empty(),
        "{} of {checked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    checked
}
