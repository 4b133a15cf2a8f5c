//! The emitter's readers of untrusted text: `irx features` / `irx build`'s
//! declaration scanner (irx_emitter::decl::declarations and the link
//! checks built on it: declared, defined and clashing symbols, the
//! features a module uses, signature checks for both ABI generations),
//! `irx inspect`'s reader of `!irx.abi` records, `irx run`'s reader of
//! assertion report lines, and the small parsers behind `irx`'s options
//! (`--abi`, clang's version banner) and its argument parser
//! (`irx_emitter::cli::parse_args`: the text's words as arguments, or an
//! argument list of `irx`'s own words and of bytes that are not UTF-8).
//!
//! The input is either text as it is (lossy UTF-8) or, decoded with
//! `arbitrary`, a sequence of IR tokens (keywords, sigils, quotes,
//! escapes, types, attributes, runtime symbol names, metadata), which
//! reaches the scanners' deeper states much sooner than bytes do.
//! Every reader must return (libFuzzer's -timeout catches one that loops:
//! issue 29 item 8 was a scanner that consumed nothing on `declare ,@f()`)
//! and never panic.

#![no_main]

use std::path::Path;

use arbitrary::Arbitrary;
use irx_emitter::runtime::Generation;
use irx_emitter::{decl, link, reflect, report};
use libfuzzer_sys::fuzz_target;

/// Pieces of LLVM IR and of the emitter's own formats.
const VOCAB: [&str; 48] = [
    "declare ",
    "define ",
    "declare",
    "\n",
    " ",
    "\t",
    "@",
    "\"",
    "\\",
    "\\22",
    "(",
    ")",
    ",",
    "...",
    "i8*",
    "ptr",
    "i32",
    "i64",
    "void",
    "double",
    "noundef ",
    "align 8 ",
    "dereferenceable(64) ",
    "{i8*, i64}*",
    "%irx_buffer_view*",
    "irx_buffer_view_copy",
    "irx_arrow_array_length",
    "irx_list_at",
    "irx_rb_batch_import",
    "__arx_assert_fail",
    "#0",
    ";",
    "=",
    "!irx.abi = !{",
    "!0 = !{",
    "!1 = distinct !{",
    "!0",
    "!\"",
    "}",
    "scalar type=i64",
    "buffer_view dtype=f64",
    "list elem_size=8",
    "ARX_ASSERT_FAIL|",
    "|",
    "\\p",
    "clang version 14.0.6",
    "1.25",
    "-1",
];

#[derive(Arbitrary, Debug)]
enum Token {
    Vocab(u8),
    Text(String),
}

#[derive(Arbitrary, Debug)]
enum Input {
    Tokens(Vec<Token>),
    Text(Vec<u8>),
    Args(Vec<Arg>),
}

/// Words of `irx`'s command line.
const WORDS: [&str; 20] = [
    "build",
    "features",
    "inspect",
    "run",
    "prog.ll",
    "-o",
    "out",
    "--abi",
    "1.25",
    "1.18",
    "--clang",
    "clang-14",
    "--runtime",
    "--keep-debug",
    "--json",
    "--",
    "-h",
    "--help",
    "-",
    "--abi=1.25",
];

#[derive(Arbitrary, Debug)]
enum Arg {
    Word(u8),
    /// Any bytes (a Unix argument need not be UTF-8).
    Bytes(Vec<u8>),
}

/// `irx`'s argument reader on a list of arguments: it must answer
/// (options, or a message to print), never loop or panic.
fn parse(args: Vec<Arg>) {
    use std::os::unix::ffi::OsStringExt;
    let args = args.into_iter().map(|a| match a {
        Arg::Word(i) => WORDS[usize::from(i) % WORDS.len()].into(),
        Arg::Bytes(b) => std::ffi::OsString::from_vec(b),
    });
    match irx_emitter::cli::parse_args(args) {
        Ok(opts) => {
            let _ = format!("{opts:?}");
        }
        Err(message) => assert!(!message.is_empty(), "an empty error message"),
    }
}

fn scan(text: &str) {
    let decls = decl::declarations(text);
    for d in &decls {
        let _ = d.signature();
    }
    assert_eq!(link::declared_symbols(text).len(), decls.len());
    let _ = link::defined_symbols(text);
    let _ = link::runtime_clashes(text);
    let features = link::features_of_ir(text);
    let _ = link::needs_runtime(&features);
    let _ = link::link_flags(&features, Path::new("/nonexistent/libirx_runtime.a"));
    for g in Generation::ALL {
        let _ = link::signature_mismatches(text, g);
        if let Err(e) = link::check_signatures(text, g) {
            let _ = e.to_string();
        }
    }
    match reflect::parse(text) {
        Ok(records) => {
            let _ = reflect::table(&records);
            let _ = reflect::json(&records);
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
    for line in text.lines().take(64) {
        if let Ok(r) = report::parse_assert_report(line) {
            let _ = (r.human(), r.json());
        }
        let _ = reflect::Meaning::parse(line);
        let _ = link::parse_clang_major(line);
        let _ = Generation::parse(line);
    }
    // `irx`'s argument parser (moved into the library for this target):
    // the text's words as an argument list must give options or an error.
    let words = text
        .split_whitespace()
        .take(32)
        .map(std::ffi::OsString::from);
    let _ = irx_emitter::cli::parse_args(words);
}

fuzz_target!(|input: Input| {
    let text = match input {
        Input::Tokens(tokens) => {
            let mut text = String::new();
            for t in tokens {
                match t {
                    Token::Vocab(i) => text.push_str(VOCAB[usize::from(i) % VOCAB.len()]),
                    Token::Text(s) => text.push_str(&s),
                }
            }
            text
        }
        Input::Text(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Input::Args(args) => return parse(args),
    };
    irx_runtime_fuzz::dump(text.as_bytes());
    scan(&text);
});
