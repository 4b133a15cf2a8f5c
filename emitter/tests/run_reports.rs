//! Issue 33 item 5: `irx run --abi 1.25` turns pyirx 1.25's report lines
//! (`ARX_EXCEPTION` with its `ARX_EXCEPTION_FRAME` lines, and
//! `ARX_RUNTIME_FAIL`) into `file:line:col` diagnostics, or JSON with
//! `--json`, as it does for 1.18's `ARX_ASSERT_FAIL`; the program's stdout
//! and exit status pass through unchanged. The programs are the corpus's
//! (IR pyirx 1.25 emitted, expectations checked on IRx 1.25 itself) and one
//! the emitter lowers.

mod common;

use std::path::{Path, PathBuf};

use common::{archive_1_25, irx, scratch};
use irx_emitter::report::StderrTranslator;

fn corpus(name: &str, ext: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../tests/corpus-1.25/{name}.{ext}"))
}

/// `irx run LL --abi 1.25 [--json]` with clang 14 and the 1.25 archive.
fn run_1_25(ll: &Path, json: bool) -> (Option<i32>, String, String) {
    let archive = archive_1_25();
    let mut args = vec![
        "run",
        ll.to_str().unwrap(),
        "--abi",
        "1.25",
        "--runtime",
        archive.to_str().unwrap(),
    ];
    if json {
        args.push("--json");
    }
    irx(&args)
}

/// Every corpus program whose runtime writes report lines: its stdout and
/// status as IRx 1.25 gives them, its report lines translated, and no raw
/// report line left.
#[test]
fn corpus_reports_become_diagnostics() {
    for name in [
        "exceptions_uncaught",
        "exceptions_context",
        "list_out_of_range",
        "arithmetic_errors",
        "dataframe_errors",
    ] {
        let expected_err = std::fs::read(corpus(name, "stderr")).unwrap();
        let expected_out = std::fs::read_to_string(corpus(name, "stdout")).unwrap();
        let expected_status: i32 = std::fs::read_to_string(corpus(name, "status"))
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        let (status, stdout, stderr) = run_1_25(&corpus(name, "ll"), false);
        assert_eq!(status, Some(expected_status), "{name}: {stderr}");
        assert_eq!(stdout, expected_out, "{name}");
        let translated = StderrTranslator::translate(false, &expected_err);
        assert_eq!(stderr.as_bytes(), translated, "{name}: {stderr}");
        assert!(!stderr.is_empty(), "{name}");
        for line in stderr.lines() {
            assert!(!line.starts_with("ARX_"), "{name}: raw line {line:?}");
            assert!(!line.starts_with("irx: "), "{name}: {line:?}");
        }
    }
}

#[test]
fn an_uncaught_exception_chain_in_words_and_in_json() {
    let ll = corpus("exceptions_uncaught", "ll");
    let (status, _, stderr) = run_1_25(&ll, false);
    assert_eq!(status, Some(1));
    assert_eq!(
        stderr,
        "<unknown>: cause: RuntimeError [ARX-RUNTIME-EXCEPTION-001]: cause | with pipe\n\
         exceptions_uncaught:12:3: uncaught ValueError [ARX-RUNTIME-EXCEPTION-001]: \
         fatal\nline two\\ and | pipe\n\
         exceptions_uncaught:16:10: note: propagated through this call\n\
         exceptions_uncaught:21:9: note: propagated through this call\n"
    );
    let (status, _, stderr) = run_1_25(&ll, true);
    assert_eq!(status, Some(1));
    let objects: Vec<serde_json::Value> = stderr
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(objects.len(), 2, "{stderr}");
    assert_eq!(objects[0]["kind"], "exception");
    assert_eq!(objects[0]["role"], "cause");
    assert_eq!(objects[0]["line"], -1);
    assert_eq!(objects[1]["role"], "root");
    assert_eq!(objects[1]["type"], "builtins.exceptions::class::ValueError");
    assert_eq!(objects[1]["message"], "fatal\nline two\\ and | pipe");
    assert_eq!(objects[1]["frames"][1]["line"], 21);
    assert_eq!(objects[1]["frames"][1]["col"], 9);
}

/// A runtime failure (`__arx_runtime_fail`) whose fields need every escape.
#[test]
fn a_runtime_failure_in_words_and_in_json() {
    let (_, d) = common::CLANGS[0];
    let m = common::runtime_fail_module(d);
    let ll = scratch("runfail").join("fail.ll");
    std::fs::write(&ll, m.to_ir()).unwrap();
    let (status, stdout, stderr) = run_1_25(&ll, false);
    assert_eq!(status, Some(1), "{stderr}");
    assert_eq!(stdout, "before\n");
    assert_eq!(
        stderr,
        "dir\\prog.x:7:3: runtime failure [ARX-RUNTIME-TEST|1]: bad\tthing\nhappened|here\n"
    );
    let (status, _, stderr) = run_1_25(&ll, true);
    assert_eq!(status, Some(1));
    let v: serde_json::Value = serde_json::from_str(stderr.trim_end()).unwrap();
    assert_eq!(v["kind"], "runtime_failure");
    assert_eq!(v["code"], "ARX-RUNTIME-TEST|1");
    assert_eq!(v["source"], "dir\\prog.x");
    assert_eq!((v["line"].as_i64(), v["col"].as_i64()), (Some(7), Some(3)));
    assert_eq!(v["message"], "bad\tthing\nhappened|here");
}
