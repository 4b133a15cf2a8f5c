//! `irx`: build `.ll` programs against libirx_runtime.a, list the runtime
//! features a module uses, run a program, and print the ABI records of the
//! functions it exports. Its commands and options are the table of
//! `irx_emitter::cli`, which also makes `--help` and the man page.

use std::path::PathBuf;
use std::process::ExitCode;

use irx_emitter::cli::{self, Opts, SEE_HELP, parse_args};
use irx_emitter::link::{self, BuildOptions};

/// Why `irx` stops: a wrong command line (exit status 2) or work that
/// failed (1). Both are printed on stderr.
enum Failure {
    Usage(String),
    Work(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Work(message)
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(Failure::Usage(msg)) => {
            eprintln!("irx: {msg}");
            ExitCode::from(2)
        }
        Err(Failure::Work(msg)) => {
            eprintln!("irx: {msg}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<ExitCode, Failure> {
    let o = parse_args(std::env::args_os().skip(1)).map_err(Failure::Usage)?;
    if o.help {
        print!("{}", cli::usage());
        return Ok(ExitCode::SUCCESS);
    }
    if o.version {
        println!("{}", cli::version());
        return Ok(ExitCode::SUCCESS);
    }
    let Some(command) = o.command.clone() else {
        let mut text = String::from("no command given; usage:\n");
        for c in cli::COMMANDS {
            text.push_str(&format!("  irx {}\n", cli::synopsis(c)));
        }
        return Err(Failure::Usage(text + SEE_HELP));
    };
    // The man page (make install writes it as irx.1); not in --help.
    if command == "man" && o.input.is_none() {
        print!("{}", cli::man_page());
        return Ok(ExitCode::SUCCESS);
    }
    if !cli::COMMANDS.iter().any(|c| c.name == command) {
        return Err(Failure::Usage(format!(
            "unknown command {command}\n{SEE_HELP}"
        )));
    }
    let input = o
        .input
        .clone()
        .ok_or_else(|| Failure::Usage(format!("{command} takes one input file\n{SEE_HELP}")))?;
    match command.as_str() {
        "build" => {
            let output = o
                .output
                .ok_or_else(|| Failure::Usage(format!("build needs -o OUT\n{SEE_HELP}")))?;
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
        "run" => Ok(run_program(&input, o)?),
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
    use irx_emitter::report::StderrTranslator;
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
        let mut reports = StderrTranslator::new(o.json);
        let mut line = Vec::new();
        while reader
            .read_until(b'\n', &mut line)
            .map_err(|e| e.to_string())?
            > 0
        {
            // Our stderr going away must not stop the program's output
            // from being drained (it would block on a full pipe).
            let _ = reports.line(&line, &mut ours);
            line.clear();
        }
        let _ = reports.finish(&mut ours);
        let _ = ours.flush();
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
