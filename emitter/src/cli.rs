//! `irx`'s command line: one table of its commands and options, from which
//! the argument reader, `--help` and the man page (`irx man`, installed as
//! `irx.1`) are all made, so the three cannot disagree. It is here rather
//! than in the binary so that tests and the fuzz target can give the
//! reader any arguments (it must return, never loop or panic, whatever
//! they are).

use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::PathBuf;

use crate::runtime::Generation;

/// One of `irx`'s commands.
#[derive(Debug)]
pub struct CommandSpec {
    /// The command's name, the first argument.
    pub name: &'static str,
    /// The arguments it requires, as the synopsis spells them.
    pub args: &'static str,
    /// The options it accepts besides `--help`, in synopsis order.
    pub options: &'static [Flag],
    /// What may follow `--`, as the synopsis spells it ("" for nothing).
    pub rest: &'static str,
    /// What it does: one paragraph.
    pub about: &'static str,
}

/// An option, as the reader knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    /// `-o OUT`.
    Output,
    /// `--abi 1.18|1.25`.
    Abi,
    /// `--clang CLANG`.
    Clang,
    /// `--runtime LIBIRX_RUNTIME.a`.
    Runtime,
    /// `--keep-debug`.
    KeepDebug,
    /// `--json`.
    Json,
    /// `-h`, `--help`.
    Help,
    /// `--version`.
    Version,
}

/// One option: how it is spelled and what it means.
#[derive(Debug)]
pub struct OptionSpec {
    /// Which option this is.
    pub flag: Flag,
    /// Its one-letter form, if any (`-o`).
    pub short: Option<char>,
    /// Its long form without the dashes, if any (`abi`).
    pub long: Option<&'static str>,
    /// The name of its value, if it takes one.
    pub value: Option<&'static str>,
    /// What it does: one paragraph.
    pub help: &'static str,
}

/// Every command `--help` and the man page describe. (`irx man`, which
/// prints the man page, is left out on purpose: it is for `make install`.)
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "build",
        args: "PROG.ll -o OUT",
        options: &[Flag::Abi, Flag::Clang, Flag::Runtime, Flag::KeepDebug],
        rest: "EXTRA CLANG ARGS",
        about: "Compiles PROG.ll with clang and links it with the runtime archive and only the \
                system libraries of the runtime features its declarations use. The declarations \
                are checked against the runtime's signatures first.",
    },
    CommandSpec {
        name: "features",
        args: "PROG.ll",
        options: &[Flag::Abi, Flag::Runtime],
        rest: "",
        about: "Prints the runtime features PROG.ll uses and the link flags `irx build` would \
                pass for them.",
    },
    CommandSpec {
        name: "inspect",
        args: "PROG.ll",
        options: &[Flag::Json],
        rest: "",
        about: "Prints the ABI records (!irx.abi) of the functions PROG.ll exports: each \
                parameter's runtime meaning, as a table or as one JSON object.",
    },
    CommandSpec {
        name: "run",
        args: "PROG.ll",
        options: &[Flag::Abi, Flag::Clang, Flag::Runtime, Flag::Json],
        rest: "PROGRAM ARGS",
        about: "Builds PROG.ll into a temporary directory, runs it with PROGRAM ARGS, and \
                forwards its stdout, stderr and exit status. The runtime's report lines on \
                stderr (1.18's ARX_ASSERT_FAIL, 1.25's ARX_EXCEPTION with its \
                ARX_EXCEPTION_FRAME lines, and ARX_RUNTIME_FAIL) are printed as \
                `source:line:col: ...` diagnostics, or with --json as one JSON object per \
                report (\"kind\" is \"assertion\", \"exception\" or \"runtime_failure\").",
    },
];

/// Every option, in the order `--help` lists them.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        flag: Flag::Output,
        short: Some('o'),
        long: None,
        value: Some("OUT"),
        help: "The executable `irx build` writes.",
    },
    OptionSpec {
        flag: Flag::Abi,
        short: None,
        long: Some("abi"),
        value: Some("1.18|1.25"),
        help: "The ABI generation to build for: IRx 1.18 (the default) or pyirx 1.25 \
               (`make IRX_ABI=1.25`). Declarations must have that generation's signatures, \
               and the archive must be of that generation.",
    },
    OptionSpec {
        flag: Flag::Clang,
        short: None,
        long: Some("clang"),
        value: Some("CLANG"),
        help: "The clang to compile and link with (default: clang).",
    },
    OptionSpec {
        flag: Flag::Runtime,
        short: None,
        long: Some("runtime"),
        value: Some("LIBIRX_RUNTIME.a"),
        help: "The runtime archive to link (default: see FILES).",
    },
    OptionSpec {
        flag: Flag::KeepDebug,
        short: None,
        long: Some("keep-debug"),
        value: None,
        help: "Keep debug information in the executable (it is stripped by default).",
    },
    OptionSpec {
        flag: Flag::Json,
        short: None,
        long: Some("json"),
        value: None,
        help: "JSON instead of text: the records of `irx inspect`, the reports of `irx run`.",
    },
    OptionSpec {
        flag: Flag::Help,
        short: Some('h'),
        long: Some("help"),
        value: None,
        help: "Print this help on stdout and exit 0.",
    },
    OptionSpec {
        flag: Flag::Version,
        short: None,
        long: Some("version"),
        value: None,
        help: "Print irx's version on stdout and exit 0.",
    },
];

/// Where `irx` looks for the runtime archive (FILES in the man page).
pub const FILES: &str = "The runtime archive is, in this order: --runtime, $IRX_RUNTIME_LIB, \
    libirx_runtime.a beside irx, or ../lib/libirx_runtime.a from irx's directory. With --abi \
    1.25, each of those places stands for the 1.25 archive beside it: libirx_runtime_1_25.a \
    in the same directory (in a build tree also abi-1.25/libirx_runtime.a there or one \
    directory up), or the place itself when it names a 1.25 archive. What an archive is, \
    irx reads from its marker symbol: one of the other generation is refused.";

/// The environment `irx` reads (ENVIRONMENT in the man page).
pub const ENVIRONMENT: &[(&str, &str)] = &[(
    "IRX_RUNTIME_LIB",
    "The runtime archive to use when --runtime is not given.",
)];

/// What `irx` exits with (EXIT STATUS in the man page).
pub const EXIT_STATUS: &[(&str, &str)] = &[
    (
        "0",
        "Success (and --help, --version). `irx run` exits with the program's own status \
         instead, or 128 plus the signal that ended it.",
    ),
    (
        "1",
        "The work failed: a file could not be read, clang failed, the archive is missing or \
         of the other generation, a declaration does not match the runtime.",
    ),
    (
        "2",
        "The command line is wrong: an unknown command or option, a missing argument or \
         value. The message is on stderr.",
    ),
];

/// The one-line summary (NAME in the man page).
pub const SUMMARY: &str = "build, run and inspect LLVM IR programs on libirx_runtime.a";

/// `irx --version`'s line.
pub fn version() -> String {
    format!(
        "irx {} (irx-runtime; ABI generations 1.18 and 1.25)",
        env!("CARGO_PKG_VERSION")
    )
}

/// The option's spelling in a synopsis: `-o OUT`, `--abi 1.18|1.25`.
fn spelled(o: &OptionSpec) -> String {
    let name = match (o.short, o.long) {
        (_, Some(long)) => format!("--{long}"),
        (Some(short), None) => format!("-{short}"),
        (None, None) => String::new(),
    };
    match o.value {
        Some(v) => format!("{name} {v}"),
        None => name,
    }
}

/// The table row of a flag (every flag has one: a test checks it).
pub fn option(flag: Flag) -> &'static OptionSpec {
    OPTIONS
        .iter()
        .find(|o| o.flag == flag)
        .unwrap_or(&OPTIONS[0])
}

/// A command's synopsis without `irx`: `build PROG.ll -o OUT [--abi ...]`.
pub fn synopsis(c: &CommandSpec) -> String {
    let mut s = format!("{} {}", c.name, c.args);
    for &f in c.options {
        let _ = write!(s, " [{}]", spelled(option(f)));
    }
    if !c.rest.is_empty() {
        let _ = write!(s, " [-- {}]", c.rest);
    }
    s
}

/// `text` broken into lines of at most `width` columns (a longer word
/// stays whole), the first prefixed with `first`, the others with `rest`.
fn wrap_hanging(text: &str, first: &str, rest: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    let mut indent = first;
    for word in text.split_whitespace() {
        if !line.is_empty() && indent.len() + line.len() + 1 + word.len() > width {
            let _ = writeln!(out, "{indent}{line}");
            line.clear();
            indent = rest;
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        let _ = writeln!(out, "{indent}{line}");
    }
    out
}

/// [`wrap_hanging`] with one indent for every line.
fn wrap(text: &str, indent: &str, width: usize) -> String {
    wrap_hanging(text, indent, indent, width)
}

/// `irx --help`: every command and option of the table.
pub fn usage() -> String {
    const WIDTH: usize = 79;
    let mut s = format!("irx: {SUMMARY}\n\nusage:\n");
    for c in COMMANDS {
        let line = format!("irx {}", synopsis(c));
        s.push_str(&wrap_hanging(&line, "  ", "        ", WIDTH));
    }
    s.push_str("  irx --help | --version\n\ncommands:\n");
    for c in COMMANDS {
        let _ = writeln!(s, "  {}", c.name);
        s.push_str(&wrap(c.about, "      ", WIDTH));
    }
    s.push_str("\noptions:\n");
    for o in OPTIONS {
        let names = match (o.short, o.long) {
            (Some(short), Some(long)) => format!("-{short}, --{long}"),
            _ => spelled(o),
        };
        let names = match (o.short.is_some() && o.long.is_some(), o.value) {
            (true, Some(v)) => format!("{names} {v}"),
            _ => names,
        };
        let _ = writeln!(s, "  {names}");
        s.push_str(&wrap(o.help, "      ", WIDTH));
    }
    s.push_str("\nfiles:\n");
    s.push_str(&wrap(FILES, "  ", WIDTH));
    s.push_str("\nenvironment:\n");
    for (name, text) in ENVIRONMENT {
        let _ = writeln!(s, "  {name}");
        s.push_str(&wrap(text, "      ", WIDTH));
    }
    s.push_str("\nexit status:\n");
    for (code, text) in EXIT_STATUS {
        s.push_str(&wrap(&format!("{code}  {text}"), "  ", WIDTH));
    }
    s
}

/// Text for troff: backslashes doubled as `\e`, dashes as `\-` (so they
/// stay ASCII hyphen-minus in the rendered page and can be searched and
/// copied), and a line that would start with a control character guarded.
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// The man page `irx.1` (troff, `man -l` reads it), made from the same
/// table as `--help`.
pub fn man_page() -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        ".TH IRX 1 \"\" \"irx {}\" \"User Commands\"",
        env!("CARGO_PKG_VERSION")
    );
    // Left-adjusted, never hyphenated: an option must stay one word.
    s.push_str(".nh\n.ad l\n");
    let _ = writeln!(s, ".SH NAME\nirx \\- {}", roff(SUMMARY));
    s.push_str(".SH SYNOPSIS\n");
    for c in COMMANDS {
        let _ = writeln!(s, ".B irx\n{}\n.br", roff(&synopsis(c)));
    }
    s.push_str(".B irx\n\\-\\-help | \\-\\-version\n");
    s.push_str(".SH DESCRIPTION\n");
    let _ = writeln!(
        s,
        "{}",
        roff(
            "irx builds textual LLVM IR programs written for IRx (the LLVM lowering layer of \
             the Arx language) against libirx_runtime.a, a C-ABI runtime written in Rust, \
             and runs or inspects them."
        )
    );
    s.push_str(".SH COMMANDS\n");
    for c in COMMANDS {
        let _ = writeln!(s, ".TP\n.B {}\n{}", c.name, roff(c.about));
    }
    s.push_str(".SH OPTIONS\n");
    for o in OPTIONS {
        let mut names: Vec<String> = Vec::new();
        if let Some(short) = o.short {
            names.push(format!("\\fB\\-{short}\\fR"));
        }
        if let Some(long) = o.long {
            names.push(format!("\\fB\\-\\-{}\\fR", roff(long)));
        }
        let mut head = names.join(", ");
        if let Some(v) = o.value {
            let _ = write!(head, " \\fI{}\\fR", roff(v));
        }
        let _ = writeln!(s, ".TP\n{head}\n{}", roff(o.help));
    }
    let _ = writeln!(s, ".SH FILES\n{}", roff(FILES));
    s.push_str(".SH ENVIRONMENT\n");
    for (name, text) in ENVIRONMENT {
        let _ = writeln!(s, ".TP\n.B {name}\n{}", roff(text));
    }
    s.push_str(".SH EXIT STATUS\n");
    for (code, text) in EXIT_STATUS {
        let _ = writeln!(s, ".TP\n.B {code}\n{}", roff(text));
    }
    s.push_str(".SH SEE ALSO\n.BR clang (1),\n.BR pkg\\-config (1)\n");
    s
}

/// What the arguments asked for.
#[derive(Debug, Default)]
pub struct Opts {
    /// The command (`build`, `features`, `inspect`, `run`; checked later).
    pub command: Option<String>,
    /// The input file.
    pub input: Option<PathBuf>,
    /// `-o`.
    pub output: Option<PathBuf>,
    /// `--clang`.
    pub clang: Option<String>,
    /// `--runtime`.
    pub runtime: Option<PathBuf>,
    /// What follows `--`: extra clang arguments (build) or the program's
    /// arguments (run).
    pub extra: Vec<String>,
    /// `--keep-debug`.
    pub keep_debug: bool,
    /// `--json`.
    pub json: bool,
    /// `--abi`.
    pub abi: Generation,
    /// `-h` or `--help`: print [`usage`] and do nothing else.
    pub help: bool,
    /// `--version`: print [`version`] and do nothing else.
    pub version: bool,
}

fn utf8(value: OsString) -> Result<String, String> {
    value.into_string().map_err(|v| format!("not UTF-8: {v:?}"))
}

/// The hint that ends every command-line error (the full usage is long).
pub const SEE_HELP: &str = "(irx --help lists the commands and options)";

/// The option of the table spelled `arg`, if any.
fn lookup(arg: &lexopt::Arg<'_>) -> Option<&'static OptionSpec> {
    use lexopt::Arg::{Long, Short};
    OPTIONS.iter().find(|o| match arg {
        Short(c) => o.short == Some(*c),
        Long(l) => o.long == Some(*l),
        lexopt::Arg::Value(_) => false,
    })
}

/// Reads `args` (without the program's name); an error is the message
/// `irx` prints for a wrong command line (it exits 2). Only options of
/// [`OPTIONS`] are accepted. Every step consumes at least one argument
/// (lexopt's parser), so any list ends.
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Opts, String> {
    let mut o = Opts::default();
    let mut parser = lexopt::Parser::from_args(args);
    let error = |e: lexopt::Error| format!("{e}\n{SEE_HELP}");
    while let Some(arg) = parser.next().map_err(error)? {
        if let lexopt::Arg::Value(v) = arg {
            if o.command.is_none() {
                o.command = Some(utf8(v)?);
            } else if o.input.is_none() {
                o.input = Some(v.into());
            } else {
                return Err(format!("unexpected argument {v:?}\n{SEE_HELP}"));
            }
        } else {
            let Some(spec) = lookup(&arg) else {
                return Err(format!("{}\n{SEE_HELP}", arg.unexpected()));
            };
            let mut value = || parser.value().map_err(error);
            match spec.flag {
                Flag::Output => o.output = Some(value()?.into()),
                Flag::Clang => o.clang = Some(utf8(value()?)?),
                Flag::Runtime => o.runtime = Some(value()?.into()),
                Flag::KeepDebug => o.keep_debug = true,
                Flag::Abi => {
                    let v = utf8(value()?)?;
                    o.abi = Generation::parse(&v)
                        .ok_or_else(|| format!("--abi is 1.18 or 1.25, not {v:?}\n{SEE_HELP}"))?;
                }
                Flag::Json => o.json = true,
                Flag::Help => o.help = true,
                Flag::Version => o.version = true,
            }
        }
        // `--` ends the options: the rest goes to clang (build) or to the
        // program (run) as is. (`try_raw_args`, not `raw_args`: the latter
        // would swallow a value left attached to a flag, `--json=yes`,
        // which the next step must report.)
        if let Some(rest) = parser.try_raw_args()
            && rest.as_slice().first().is_some_and(|a| a == "--")
        {
            o.extra = rest.skip(1).map(utf8).collect::<Result<_, _>>()?;
        }
    }
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStringExt;

    /// `parse_args` on another thread, or a panic after 10 s.
    fn parse(args: Vec<OsString>) -> Result<Opts, String> {
        let (tx, rx) = std::sync::mpsc::channel();
        let shown = format!("{args:?}");
        std::thread::spawn(move || {
            let _ = tx.send(parse_args(args));
        });
        rx.recv_timeout(std::time::Duration::from_secs(10))
            .unwrap_or_else(|_| panic!("parse_args({shown}) still running after 10 s"))
    }

    fn words(text: &[&str]) -> Vec<OsString> {
        text.iter().map(OsString::from).collect()
    }

    #[test]
    fn odd_arguments_end_with_an_answer() {
        let odd: &[&[&str]] = &[
            &[],
            &["--"],
            &["--", "--"],
            &["-"],
            &["--="],
            &["---"],
            &["-o"],
            &["-o", "-o", "-o"],
            &["-oh"],
            &["-hx"],
            &["--abi"],
            &["--abi="],
            &["--abi", "1.25", "--abi", "9"],
            &["--json=1"],
            &["--keep-debug=no"],
            &["--version=2"],
            &["build", "--", "--"],
            &["build", "a.ll", "b.ll"],
            &["features", "--", "a.ll"],
            &["run", "a.ll", "--", "--json", "--", "-o"],
            &["-x", "-y", "-z"],
            &["--clang", "--runtime"],
        ];
        for args in odd {
            let _ = parse(words(args));
        }
        // Arguments that are not UTF-8 where text is needed are errors.
        for bad in [
            vec![OsString::from_vec(vec![0xff])],
            vec!["--abi".into(), OsString::from_vec(vec![b'1', 0xff])],
            vec!["--clang".into(), OsString::from_vec(vec![0x80])],
            vec![
                "run".into(),
                "a.ll".into(),
                "--".into(),
                OsString::from_vec(vec![0xc3]),
            ],
        ] {
            let e = parse(bad).unwrap_err();
            assert!(e.contains("not UTF-8"), "{e}");
        }
        // And the ordinary ones still read.
        let o = parse(words(&[
            "build", "p.ll", "-o", "p", "--abi", "1.25", "--", "-O2",
        ]))
        .unwrap();
        assert_eq!(o.command.as_deref(), Some("build"));
        assert_eq!(o.input, Some(PathBuf::from("p.ll")));
        assert_eq!(o.output, Some(PathBuf::from("p")));
        assert_eq!(o.abi, Generation::V1_25);
        assert_eq!(o.extra, ["-O2"]);
    }

    #[test]
    fn help_and_version_are_requests_not_errors() {
        for args in [&["--help"][..], &["-h"], &["run", "x.ll", "-h"]] {
            let o = parse(words(args)).unwrap();
            assert!(o.help && !o.version, "{args:?}");
        }
        assert!(parse(words(&["--version"])).unwrap().version);
        // A mistake next to --help is still a mistake.
        assert!(parse(words(&["--help", "--bogus"])).is_err());
    }

    /// The table is the parser's, the help's and the man page's: every
    /// option a command lists is in it, every option in it is read by the
    /// parser, and both texts name every one of them.
    #[test]
    fn one_table_for_the_parser_the_help_and_the_man_page() {
        let help = usage();
        let man = man_page().replace("\\-", "-");
        for o in OPTIONS {
            assert!(o.short.is_some() || o.long.is_some(), "{:?}", o.flag);
            assert_eq!(option(o.flag).flag, o.flag, "a row for {:?}", o.flag);
            let mut args: Vec<OsString> = Vec::new();
            if let Some(long) = o.long {
                assert!(help.contains(&format!("--{long}")), "--{long} in --help");
                assert!(man.contains(&format!("--{long}")), "--{long} in irx.1");
                args.push(format!("--{long}").into());
            } else if let Some(short) = o.short {
                assert!(help.contains(&format!("-{short}")), "-{short} in --help");
                assert!(man.contains(&format!("-{short}")), "-{short} in irx.1");
                args.push(format!("-{short}").into());
            }
            if o.value.is_some() {
                args.push("1.25".into());
            }
            assert!(parse(args).is_ok(), "the parser reads {:?}", o.flag);
        }
        for c in COMMANDS {
            for f in c.options {
                assert!(OPTIONS.iter().any(|o| o.flag == *f), "{f:?}");
            }
            assert!(help.contains(&format!("irx {}", c.name)), "{}", c.name);
            assert!(man.contains(&format!(".B {}\n", c.name)), "{}", c.name);
        }
        // Nothing wider than a terminal.
        for line in help.lines() {
            assert!(line.len() <= 79, "{line:?}");
        }
    }

    #[test]
    fn troff_text_is_escaped() {
        assert_eq!(roff(r"a\b-c"), r"a\eb\-c");
        assert_eq!(roff(".TH x"), r"\&.TH x");
        assert_eq!(roff("'x"), r"\&'x");
    }
}
