//! `irx`: build `.ll` programs against libirx_runtime.a, list the runtime
//! features a module uses, run a program, and print the ABI records of the
//! functions it exports.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use irx_emitter::link::{self, BuildOptions};
use irx_emitter::runtime::Generation;

const USAGE: &str = "usage:
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

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
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
    json: bool,
    abi: Generation,
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

fn run() -> Result<ExitCode, String> {
    let o = parse()?;
    let command = o.command.clone().ok_or_else(|| USAGE.to_string())?;
    if !matches!(command.as_str(), "build" | "features" | "run" | "inspect") {
        return Err(format!("unknown command {command}\n{USAGE}"));
    }
    let input = o
        .input
        .clone()
        .ok_or_else(|| format!("{command} takes one input file\n{USAGE}"))?;
    match command.as_str() {
        "build" => {
            let output = o.output.ok_or(format!("build needs -o OUT\n{USAGE}"))?;
            let opts = BuildOptions {
                clang: o.clang.unwrap_or_else(|| "clang".into()),
                runtime: o.runtime,
                extra: o.extra,
                strip_debug: !o.keep_debug,
                abi: o.abi,
            };
            link::build(&input, &output, &opts).map_err(|e| e.to_string())?;
            Ok(ExitCode::SUCCESS)
        }
        "run" => run_program(&input, o),
        "inspect" => {
            let ir =
                std::fs::read_to_string(&input).map_err(|e| format!("{}: {e}", input.display()))?;
            let records = irx_emitter::reflect::parse(&ir)
                .map_err(|e| format!("{}: {e}", input.display()))?;
            if o.json {
                println!("{}", irx_emitter::reflect::json(&records));
            } else if records.is_empty() {
                println!("{}: no !irx.abi records", input.display());
            } else {
                print!("{}", irx_emitter::reflect::table(&records));
            }
            Ok(ExitCode::SUCCESS)
        }
        "features" => {
            let ir =
                std::fs::read_to_string(&input).map_err(|e| format!("{}: {e}", input.display()))?;
            let features = link::features_of_ir(&ir);
            link::check_signatures(&ir, o.abi).map_err(|e| e.to_string())?;
            let names: Vec<_> = features.iter().map(|f| f.name()).collect();
            println!("features: {}", names.join(" "));
            let archive = if link::needs_runtime(&features) {
                link::find_runtime(o.runtime.as_deref(), o.abi).map_err(|e| e.to_string())?
            } else {
                PathBuf::new()
            };
            println!("link: {}", link::link_flags(&features, &archive).join(" "));
            Ok(ExitCode::SUCCESS)
        }
        _ => unreachable!("commands are checked above"),
    }
}

/// `irx run`: build into a fresh temporary directory, run, forward.
fn run_program(input: &std::path::Path, o: Opts) -> Result<ExitCode, String> {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let dir = std::env::temp_dir().join(format!(
        "irx-run-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    ));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let exe = dir.join("program");
    let opts = BuildOptions {
        clang: o.clang.unwrap_or_else(|| "clang".into()),
        runtime: o.runtime,
        extra: Vec::new(),
        strip_debug: !o.keep_debug,
        abi: o.abi,
    };
    let result = (|| {
        link::build(input, &exe, &opts).map_err(|e| e.to_string())?;
        let mut child = Command::new(&exe)
            .args(&o.extra)
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
        let stderr = child.stderr.take().expect("piped");
        let mut ours = std::io::stderr().lock();
        let mut reader = BufReader::new(stderr);
        let mut line = Vec::new();
        while reader
            .read_until(b'\n', &mut line)
            .map_err(|e| e.to_string())?
            > 0
        {
            let text = line.strip_suffix(b"\n").unwrap_or(&line);
            if text.starts_with(irx_emitter::report::ASSERT_PREFIX.as_bytes()) {
                let text = String::from_utf8_lossy(text);
                let _ = match irx_emitter::report::parse_assert_report(&text) {
                    Ok(r) if o.json => writeln!(ours, "{}", r.json()),
                    Ok(r) => writeln!(ours, "{}", r.human()),
                    Err(e) => writeln!(ours, "irx: {e}: {text}"),
                };
            } else {
                let _ = ours.write_all(&line);
            }
            line.clear();
        }
        let status = child.wait().map_err(|e| e.to_string())?;
        Ok(exit_code_of(status))
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// The program's exit status as ours: its code, or 128 + the signal.
fn exit_code_of(status: std::process::ExitStatus) -> ExitCode {
    use std::os::unix::process::ExitStatusExt;
    let code = status
        .code()
        .or_else(|| status.signal().map(|s| 128 + s))
        .unwrap_or(1);
    ExitCode::from(code as u8)
}
