//! Issue 33 item 5, the `irx` command as a user meets it: `--help` and
//! `-h` on stdout with status 0, `--version`, command-line errors on stderr
//! with status 2 (failed work stays 1), and the man page `irx man` writes,
//! rendered by groff, naming exactly the options `--help` names.

mod common;

use std::collections::BTreeSet;
use std::process::Command;

use common::irx;

#[test]
fn help_goes_to_stdout_with_status_0() {
    for flag in ["--help", "-h"] {
        for args in [vec![flag], vec!["run", "x.ll", flag], vec!["build", flag]] {
            let (status, stdout, stderr) = irx(&args);
            assert_eq!(status, Some(0), "{args:?}: {stderr}");
            assert_eq!(stderr, "", "{args:?}");
            assert_eq!(stdout, irx_emitter::cli::usage(), "{args:?}");
        }
    }
    let (_, stdout, _) = irx(&["--help"]);
    for c in irx_emitter::cli::COMMANDS {
        assert!(
            stdout.contains(&format!("\n  irx {} ", c.name)),
            "{}",
            c.name
        );
    }
    assert!(
        stdout.contains("ARX_EXCEPTION"),
        "run's reports are described"
    );
}

#[test]
fn version_is_an_option() {
    let (status, stdout, stderr) = irx(&["--version"]);
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(
        stdout,
        format!(
            "irx {} (irx-runtime; ABI generations 1.18 and 1.25)\n",
            env!("CARGO_PKG_VERSION")
        )
    );
    assert_eq!(stderr, "");
}

/// A wrong command line: status 2, one message on stderr that says what is
/// wrong and where to look, nothing on stdout.
#[test]
fn command_line_errors_exit_2_on_stderr() {
    for (args, says) in [
        (&[][..], "no command given"),
        (&["--bogus"], "invalid option '--bogus'"),
        (&["-x"], "invalid option '-x'"),
        (&["frobnicate", "a.ll"], "unknown command frobnicate"),
        (&["build"], "build takes one input file"),
        (&["build", "a.ll"], "build needs -o OUT"),
        (&["run", "a.ll", "b.ll"], "unexpected argument"),
        (
            &["run", "a.ll", "--abi", "1.3"],
            "--abi is 1.18 or 1.25, not \"1.3\"",
        ),
        (
            &["run", "a.ll", "--clang"],
            "missing argument for option '--clang'",
        ),
        (
            &["--json=yes", "inspect", "a.ll"],
            "unexpected argument for option '--json'",
        ),
    ] {
        let (status, stdout, stderr) = irx(args);
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert_eq!(stdout, "", "{args:?}");
        assert!(stderr.starts_with("irx: "), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(
            stderr.contains(irx_emitter::cli::SEE_HELP),
            "{args:?}: {stderr}"
        );
    }
    // Work that fails is not a usage error.
    let (status, _, stderr) = irx(&["inspect", "/nonexistent/prog.ll"]);
    assert_eq!(status, Some(1), "{stderr}");
    assert!(stderr.contains("/nonexistent/prog.ll"), "{stderr}");
}

/// The `-x`/`--long` options a text names.
fn options_in(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
        let name = word.trim_end_matches('-');
        let long = name.strip_prefix("--").is_some_and(|rest| {
            rest.len() > 1 && rest.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        });
        let short = name.len() == 2
            && name.starts_with('-')
            && name.chars().nth(1).is_some_and(|c| c.is_ascii_lowercase());
        if long || short {
            found.insert(name.to_string());
        }
    }
    found
}

#[test]
fn the_man_page_renders_and_names_the_options_of_help() {
    let (status, page, stderr) = irx(&["man"]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(page.starts_with(".TH IRX 1 "), "{page}");
    let dir = common::scratch("man");
    let file = dir.join("irx.1");
    std::fs::write(&file, &page).unwrap();
    // groff renders it as man(1) does, warning about anything it cannot
    // read (-ww); plain text, without overstriking or escapes.
    let out = Command::new("groff")
        .args(["-man", "-Tutf8", "-ww", "-P-cbou", "-rLL=100n"])
        .arg(&file)
        .output()
        .expect("groff renders man pages (Debian: groff-base)");
    let warnings = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && warnings.is_empty(), "{warnings}");
    let text = String::from_utf8(out.stdout).unwrap();
    for section in [
        "NAME",
        "SYNOPSIS",
        "DESCRIPTION",
        "COMMANDS",
        "OPTIONS",
        "FILES",
        "ENVIRONMENT",
        "EXIT STATUS",
    ] {
        assert!(
            text.contains(&format!("\n{section}\n")),
            "{section}:\n{text}"
        );
    }
    assert!(
        text.contains("irx - build, run and inspect LLVM IR programs"),
        "{text}"
    );
    let (_, help, _) = irx(&["--help"]);
    let help_options = options_in(&help);
    assert_eq!(options_in(&text), help_options, "{text}");
    // And --help names every option of the parser's table.
    for o in irx_emitter::cli::OPTIONS {
        let name = o.long.map_or_else(
            || format!("-{}", o.short.unwrap()),
            |long| format!("--{long}"),
        );
        assert!(help_options.contains(&name), "{name}");
    }
}
