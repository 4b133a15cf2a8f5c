//! `irx`'s command line: its usage text and the reader of its arguments,
//! here rather than in the binary so that tests and the fuzz target can
//! give it any arguments (it must return, never loop or panic, whatever
//! they are).

use std::ffi::OsString;
use std::path::PathBuf;

use crate::runtime::Generation;

/// `irx`'s usage text.
pub const USAGE: &str = "usage:
  irx build PROG.ll -o OUT [--abi 1.18|1.25] [--clang CLANG] [--runtime LIBIRX_RUNTIME.a]
            [--keep-debug] [-- EXTRA CLANG ARGS]
  irx features PROG.ll [--abi 1.18|1.25] [--runtime LIBIRX_RUNTIME.a]
  irx inspect PROG.ll [--json]
      the ABI records (!irx.abi) of the functions PROG.ll exports: each
      parameter's runtime meaning, as a table or as one JSON object
  irx run PROG.ll [--abi 1.18|1.25] [--clang CLANG] [--runtime LIBIRX_RUNTIME.a] [--json] [-- PROGRAM ARGS]
      builds into a temporary directory, runs with the arguments, forwards
      stdout, stderr and the exit status; an assertion report line
      (ARX_ASSERT_FAIL|...) is printed as `source:line:col: assertion
      failed: message`, or with --json as one JSON object, on stderr
The runtime archive is, in this order: --runtime, $IRX_RUNTIME_LIB,
libirx_runtime.a beside irx, or ../lib/libirx_runtime.a from irx's directory.
--abi 1.25 builds for pyirx 1.25's ABI generation (`make IRX_ABI=1.25`): its
archive is abi-1.25/libirx_runtime.a (or irx_runtime-1.25/ when installed)
from each of those places, ../abi-1.25/ in the tree, or --runtime itself when
it is in such a directory; declarations must have 1.25's signatures.";

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
}

fn utf8(value: OsString) -> Result<String, String> {
    value.into_string().map_err(|v| format!("not UTF-8: {v:?}"))
}

/// Reads `args` (without the program's name); an error is the message
/// `irx` prints (with the usage where it helps). Every step consumes at
/// least one argument (lexopt's parser), so any list ends.
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Opts, String> {
    use lexopt::prelude::*;
    let mut o = Opts::default();
    let mut parser = lexopt::Parser::from_args(args);
    let error = |e: lexopt::Error| format!("{e}\n{USAGE}");
    while let Some(arg) = parser.next().map_err(error)? {
        match arg {
            Short('o') => o.output = Some(parser.value().map_err(error)?.into()),
            Long("clang") => o.clang = Some(utf8(parser.value().map_err(error)?)?),
            Long("runtime") => o.runtime = Some(parser.value().map_err(error)?.into()),
            Long("keep-debug") => o.keep_debug = true,
            Long("abi") => {
                let v = utf8(parser.value().map_err(error)?)?;
                o.abi = Generation::parse(&v)
                    .ok_or_else(|| format!("--abi is 1.18 or 1.25, not {v:?}\n{USAGE}"))?;
            }
            Long("json") => o.json = true,
            Short('h') | Long("help") => return Err(USAGE.to_string()),
            Value(v) if o.command.is_none() => o.command = Some(utf8(v)?),
            Value(v) if o.input.is_none() => o.input = Some(v.into()),
            Value(v) => return Err(format!("unexpected argument {v:?}\n{USAGE}")),
            other => return Err(format!("{}\n{USAGE}", other.unexpected())),
        }
        // `--` ends the options: the rest goes to clang (build) or to the
        // program (run) as is.
        if let Ok(rest) = parser.raw_args()
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
}
