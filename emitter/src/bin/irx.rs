//! `irx`: build `.ll` programs against libirx_runtime.a, list the runtime
//! features a module uses, and write the demo program.

use std::path::PathBuf;
use std::process::ExitCode;

use irx_emitter::Dialect;
use irx_emitter::link::{self, BuildOptions};

const USAGE: &str = "usage:
  irx build PROG.ll -o OUT [--clang CLANG] [--runtime LIBIRX_RUNTIME.a] [--keep-debug]
            [-- EXTRA CLANG ARGS]
  irx features PROG.ll [--runtime LIBIRX_RUNTIME.a]
  irx emit-demo [-o OUT.ll] [--dialect typed|opaque] [--clang CLANG] [--no-arrow]
      (the default dialect follows `CLANG --version`: typed pointers for
       clang 14 and older, opaque for 15 and newer)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("irx: {msg}");
            ExitCode::FAILURE
        }
    }
}

struct Opts {
    positional: Vec<String>,
    output: Option<String>,
    clang: String,
    runtime: Option<PathBuf>,
    dialect: Option<String>,
    extra: Vec<String>,
    no_arrow: bool,
    keep_debug: bool,
}

fn parse(args: &[String]) -> Result<Opts, String> {
    let mut o = Opts {
        positional: Vec::new(),
        output: None,
        clang: "clang".into(),
        runtime: None,
        dialect: None,
        extra: Vec::new(),
        no_arrow: false,
        keep_debug: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value\n{USAGE}"))
        };
        match a.as_str() {
            "-o" => o.output = Some(value("-o")?),
            "--clang" => o.clang = value("--clang")?,
            "--runtime" => o.runtime = Some(PathBuf::from(value("--runtime")?)),
            "--dialect" => o.dialect = Some(value("--dialect")?),
            "--no-arrow" => o.no_arrow = true,
            "--keep-debug" => o.keep_debug = true,
            "--" => {
                o.extra.extend(it.by_ref().cloned());
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            s if s.starts_with('-') => return Err(format!("unknown option {s}\n{USAGE}")),
            s => o.positional.push(s.to_string()),
        }
    }
    Ok(o)
}

fn run(args: &[String]) -> Result<(), String> {
    let Some((cmd, rest)) = args.split_first() else {
        return Err(USAGE.to_string());
    };
    let o = parse(rest)?;
    match cmd.as_str() {
        "build" => {
            let [input] = o.positional.as_slice() else {
                return Err(format!("build takes one input file\n{USAGE}"));
            };
            let output = o.output.ok_or(format!("build needs -o OUT\n{USAGE}"))?;
            let opts = BuildOptions {
                clang: o.clang,
                runtime: o.runtime,
                extra: o.extra,
                strip_debug: !o.keep_debug,
            };
            link::build(input.as_ref(), output.as_ref(), &opts).map_err(|e| e.to_string())?;
            Ok(())
        }
        "features" => {
            let [input] = o.positional.as_slice() else {
                return Err(format!("features takes one input file\n{USAGE}"));
            };
            let ir = std::fs::read_to_string(input).map_err(|e| format!("{input}: {e}"))?;
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
        "emit-demo" => {
            let dialect = match o.dialect.as_deref() {
                Some("typed") => Dialect::Typed,
                Some("opaque") => Dialect::Opaque,
                Some(other) => return Err(format!("unknown dialect {other}\n{USAGE}")),
                None => link::detect_dialect(&o.clang).map_err(|e| e.to_string())?,
            };
            let m = irx_emitter::demo::demo_module_with(dialect, !o.no_arrow)
                .map_err(|e| e.to_string())?;
            match o.output {
                Some(path) => std::fs::write(&path, m.to_ir()).map_err(|e| format!("{path}: {e}")),
                None => {
                    print!("{m}");
                    Ok(())
                }
            }
        }
        _ => Err(format!("unknown command {cmd}\n{USAGE}")),
    }
}
