#!/usr/bin/env python3
"""Regenerates tests/corpus-1.25/: LLVM IR that pyirx 1.25.0, unmodified,
emits for the corpus programs, and their expected outputs, checked on the
IRx 1.25 runtime built from its package.

Each program is one source file in tests/corpus-1.25/:

- NAME.x: Arx source, translated by the Arx compiler of the same release
  (arxlang 1.25.0, which pins pyirx 1.25.0 and lowers through pyirx's own
  `Builder.translate_modules`: the IR is pyirx's, Arx only parses);
- NAME.py: for what Arx does not spell (tensor views and queries, the
  array helper), a Python script whose `program()` returns an ASTx module,
  translated by pyirx's public `irx.builder.Builder().translate`.

A program states what it must do in comments, derived from its meaning:
`#> text` is one line of stdout (`#>` alone an empty one), `#! text` one
line of stderr, `# exit: N` the exit status (0 when absent). From them
this script writes NAME.stdout, NAME.stderr and NAME.status, which
`make check` compares byte for byte (scripts/run-corpus.sh).

Steps (all by default):
  1. a venv at build/corpus/venv with pyirx==1.25.0 and arxlang==1.25.0
     from PyPI (nothing of IRx is committed, only IR it emitted for our
     programs);
  2. NAME.ll for every program (the IR exactly as emitted);
  3. the expected outputs;
  4. the reference check: IRx 1.25's runtime compiled from the package as
     pyirx compiles it (bench/reference/compile.py --builds shipped, every
     runtime feature) into build/corpus/ref, each NAME.ll compiled with
     clang and linked with it as pyirx links (c++, pyarrow's Arrow C++
     libraries), run in an empty directory with no input, and its stdout,
     stderr and status compared with the expectation. One ok/not ok line
     per program; the exit status is non-zero when any differs.

usage: scripts/gen-corpus-1.25.py [--no-reference] [--reference-only] [NAME...]
  NAME...           only these programs (default: every one)
  --no-reference    steps 1-3 only
  --reference-only  step 4 only (on the committed IR and expectations)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus-1.25"
BUILD = ROOT / "build" / "corpus"
VENV = BUILD / "venv"
REF = BUILD / "ref"
PINS = ("pyirx==1.25.0", "arxlang==1.25.0")
# Every runtime feature of pyirx 1.25 (errors, exceptions and class are in
# every program: pyirx wraps each main in the exceptions runtime).
FEATURES = (
    "buffer,array,tensor,list,class,exceptions,errors,file,dataframe,"
    "record_batch,parquet"
)
RUN_TIMEOUT = 120


def sources(names: list[str]) -> list[Path]:
    found = sorted(
        p for p in CORPUS.iterdir() if p.suffix in (".x", ".py") and p.is_file()
    )
    if names:
        by_name = {p.stem: p for p in found}
        missing = [n for n in names if n not in by_name]
        if missing:
            sys.exit(f"gen-corpus: no program named {', '.join(missing)}")
        found = [by_name[n] for n in names]
    return found


# ---- step 1 -----------------------------------------------------------------
def venv_python() -> Path:
    python = VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    probe = (
        "import importlib.metadata as m; "
        "print(m.version('pyirx'), m.version('arxlang'))"
    )
    have = subprocess.run(
        [str(python), "-c", probe], capture_output=True, text=True
    )
    if have.stdout.split() != ["1.25.0", "1.25.0"]:
        subprocess.run(
            [
                str(python), "-m", "pip", "install", "-q",
                "--disable-pip-version-check", *PINS,
            ],
            check=True,
        )
    return python


# ---- step 2 (runs inside the venv: `--translate SOURCE...`) -----------------
def translate(paths: list[str]) -> int:
    import contextlib
    import importlib.util
    import io

    import irx

    if irx.__version__ != "1.25.0":
        sys.exit(f"gen-corpus: pyirx {irx.__version__}, not 1.25.0")
    from arx.main import ArxMain
    from irx.builder import Builder

    failed = 0
    for path in map(Path, paths):
        try:
            if path.suffix == ".x":
                text = io.StringIO()
                # The Arx compiler resolves nothing relative to the working
                # directory for these programs; it prints the IR.
                with contextlib.redirect_stdout(text):
                    ArxMain().run(input_files=[path.name], show_llvm_ir=True)
                ir = text.getvalue()
            else:
                spec = importlib.util.spec_from_file_location(path.stem, path)
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                ir = Builder().translate(module.program()) + "\n"
        except BaseException as error:  # a SystemExit of the CLI included
            print(f"gen-corpus: {path.name}: {type(error).__name__}: {error}",
                  file=sys.stderr)
            failed += 1
            continue
        path.with_suffix(".ll").write_text(ir)
        print(f"translated {path.name}", file=sys.stderr)
    return 1 if failed else 0


# ---- step 3 -----------------------------------------------------------------
def expectation(source: Path) -> tuple[str, str, int]:
    out, err, status = [], [], 0
    for line in source.read_text().splitlines():
        stripped = line.strip()
        for marker, lines in (("#>", out), ("#!", err)):
            if stripped == marker:
                lines.append("")
            elif stripped.startswith(marker + " "):
                lines.append(stripped[len(marker) + 1:])
        if stripped.startswith("# exit:"):
            status = int(stripped.split(":", 1)[1])
    text = lambda lines: "".join(f"{l}\n" for l in lines)  # noqa: E731
    return text(out), text(err), status


def write_expectation(source: Path) -> None:
    out, err, status = expectation(source)
    source.with_suffix(".stdout").write_text(out)
    source.with_suffix(".stderr").write_text(err)
    source.with_suffix(".status").write_text(f"{status}\n")


# ---- step 4 -----------------------------------------------------------------
def reference_runtime(python: Path) -> tuple[Path, list[str]]:
    archive = REF / "shipped" / "libirx_ref.a"
    if not archive.exists():
        subprocess.run(
            [
                str(python), str(ROOT / "bench" / "reference" / "compile.py"),
                str(REF), "--features", FEATURES, "--builds", "shipped",
            ],
            check=True,
        )
    flags = (REF / "shipped" / "link-flags.txt").read_text().split()
    return archive, flags


def check_reference(source: Path, archive: Path, flags: list[str],
                    work: Path) -> bool:
    name = source.stem
    ll = source.with_suffix(".ll")
    obj, exe = work / f"{name}.o", work / name
    steps = (
        ["clang", "-Wno-override-module", "-c", str(ll), "-o", str(obj)],
        ["c++", str(obj), str(archive), *flags, "-o", str(exe)],
    )
    for command in steps:
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            print(f"# {' '.join(command)}\n# {done.stderr.strip()[:2000]}")
            print(f"not ok reference {name}: does not build")
            return False
    run_dir = work / f"{name}.run"
    run_dir.mkdir()
    ran = subprocess.run(
        [str(exe)], cwd=run_dir, stdin=subprocess.DEVNULL,
        capture_output=True, timeout=RUN_TIMEOUT,
    )
    want_out = source.with_suffix(".stdout").read_bytes()
    want_err = source.with_suffix(".stderr").read_bytes()
    want_status = int(source.with_suffix(".status").read_text())
    problems = []
    if ran.returncode != want_status:
        problems.append(f"status {ran.returncode}, expected {want_status}")
    for what, got, want in (("stdout", ran.stdout, want_out),
                            ("stderr", ran.stderr, want_err)):
        if got != want:
            problems.append(f"{what} differs")
            print(f"# {what} expected:\n" + indent(want) +
                  f"\n# {what} of IRx 1.25:\n" + indent(got))
    if problems:
        print(f"not ok reference {name}: {'; '.join(problems)}")
        return False
    print(f"ok reference {name}")
    return True


def indent(data: bytes) -> str:
    text = data.decode("utf-8", "replace")
    return "\n".join(f"#   {line}" for line in text.splitlines()) or "#   (empty)"


def main(argv: list[str]) -> int:
    if argv[:1] == ["--translate"]:
        return translate(argv[1:])
    options = {a for a in argv if a.startswith("--")}
    unknown = options - {"--no-reference", "--reference-only"}
    if unknown or options == {"--no-reference", "--reference-only"}:
        print(__doc__.strip().splitlines()[-4], file=sys.stderr)
        return 2
    programs = sources([a for a in argv if not a.startswith("--")])
    python = venv_python()
    if "--reference-only" not in options:
        status = subprocess.run(
            [str(python), str(Path(__file__).resolve()), "--translate",
             *(p.name for p in programs)],
            cwd=CORPUS,
        ).returncode
        if status != 0:
            return status
        for source in programs:
            write_expectation(source)
    if "--no-reference" in options:
        return 0
    archive, flags = reference_runtime(python)
    work = Path(tempfile.mkdtemp(prefix="corpus-ref-"))
    try:
        results = [check_reference(s, archive, flags, work) for s in programs]
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{sum(results)} passed, {len(results) - sum(results)} failed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
