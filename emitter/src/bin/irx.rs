//! `irx`: build `.ll` programs against libirx_runtime.a and list the
//! runtime features a module uses.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use irx_emitter::link::{self, BuildOptions};

const USAGE: &str = "usage:
  irx build PROG.ll -o OUT [--clang CLANG] [--runtime LIBIRX_RUNTIME.a] [--keep-debug]
            [-- EXTRA CLANG ARGS]
  irx features PROG.ll [--runtime LIBIRX_RUNTIME.a]
The runtime archive is, in this order: --runtime, $IRX_RUNTIME_LIB,
libirx_runtime.a beside irx, or ../lib/libirx_runtime.a from irx's directory.";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("irx: {msg}");
            ExitCode::FAILURE
        }
    }
}

#[derive(Default)]
struct Opts {
    command: Option<String>,
    input: Option<PathBuf>,
    output: Option<PathBuf>,
    clang: Option<String>,
    runtime: Option<PathBuf>,
    extra: Vec<String>,
    keep_debug: bool,
}

fn utf8(value: OsString) -> Result<String, String> {
    value.into_string().map_err(|v| format!("not UTF-8: {v:?}"))
}

fn parse() -> Result<Opts, String> {
    use lexopt::prelude::*;
    let mut o = Opts::default();
    let mut parser = lexopt::Parser::from_env();
    let error = |e: lexopt::Error| format!("{e}\n{USAGE}");
    while let Some(arg) = parser.next().map_err(error)? {
        match arg {
            Short('o') => o.output = Some(parser.value().map_err(error)?.into()),
            Long("clang") => o.clang = Some(utf8(parser.value().map_err(error)?)?),
            Long("runtime") => o.runtime = Some(parser.value().map_err(error)?.into()),
            Long("keep-debug") => o.keep_debug = true,
            Short('h') | Long("help") => return Err(USAGE.to_string()),
            Value(v) if o.command.is_none() => o.command = Some(utf8(v)?),
            Value(v) if o.input.is_none() => o.input = Some(v.into()),
            Value(v) => return Err(format!("unexpected argument {v:?}\n{USAGE}")),
            other => return Err(format!("{}\n{USAGE}", other.unexpected())),
        }
        // `--` ends the options: the rest goes to clang as is.
        if let Ok(rest) = parser.raw_args()
            && rest.as_slice().first().is_some_and(|a| a == "--")
        {
            o.extra = rest.skip(1).map(utf8).collect::<Result<_, _>>()?;
        }
    }
    Ok(o)
}

fn run() -> Result<(), String> {
    let o = parse()?;
    let command = o.command.ok_or_else(|| USAGE.to_string())?;
    if !matches!(command.as_str(), "build" | "features") {
        return Err(format!("unknown command {command}\n{USAGE}"));
    }
    let input = o
        .input
        .ok_or_else(|| format!("{command} takes one input file\n{USAGE}"))?;
    match command.as_str() {
        "build" => {
            let output = o.output.ok_or(format!("build needs -o OUT\n{USAGE}"))?;
            let opts = BuildOptions {
                clang: o.clang.unwrap_or_else(|| "clang".into()),
                runtime: o.runtime,
                extra: o.extra,
                strip_debug: !o.keep_debug,
            };
            link::build(&input, &output, &opts)
                .map(drop)
                .map_err(|e| e.to_string())
        }
        "features" => {
            let ir =
                std::fs::read_to_string(&input).map_err(|e| format!("{}: {e}", input.display()))?;
            let features = link::features_of_ir(&ir);
            let names: Vec<_> = features.iter().map(|f| f.name()).collect();
            println!("features: {}", names.join(" "));
            let archive = if link::needs_runtime(&features) {
                link::find_runtime(o.runtime.as_deref()).map_err(|e| e.to_string())?
            } else {
                PathBuf::new()
            };
            println!("link: {}", link::link_flags(&features, &archive).join(" "));
            Ok(())
        }
        _ => unreachable!("commands are checked above"),
    }
}
