"""Compares the two runs of one program of the differential check
(scripts/run-diff-1.25.sh): IRx 1.25's runtime against ours.

Each run is a directory with `stdout`, `stderr`, `status` and `files/`
(the directory the program ran in). Both are turned into transcripts of
four sections (stdout, stderr, exit, files), compared line by line; a
block of differing lines is a difference, the lines of 1.25 ("-")
against ours ("+"), one per line where the block's lines pair up. A difference recorded for the program is
allowed; any other, and a recorded one that no longer occurs, fails.
EXPECTED is the program's file of records, tests/diff-1.25/expected/NAME.txt
(its format: expected/README); a program without one must match exactly.

Files are compared byte for byte (a digest, and the text of small text
files so a failure shows what changed), except Arrow IPC and Parquet
files, which are compared by what they hold: Arrow C++ and arrow-rs lay
out the same IPC messages with different flatbuffer and padding bytes,
and a Parquet footer names its writer ("parquet-cpp-arrow" or
"parquet-rs") and encodes pages its own way. For those the transcript has
the schema (names, types, nullability, metadata but the serialized Arrow
schema; a metadata value that is a serialized schema by the schema it
holds), each column's values, and for Parquet the row groups and codecs
a reader sees; an encrypted Parquet file is only named (the programs read
it back with the key), `_common_metadata` compared by its schema, and
the random token in a dataset fragment's name is replaced by "*". Runs
with pyarrow (the reference venv's python).

usage: python compare.py NAME REF_RUN OURS_RUN EXPECTED [--record FILE | --prune]
Prints one "ok"/"not ok" line, with the differences as "#" lines.
--record FILE appends the differences not recorded to FILE (in the
format of EXPECTED); --prune deletes from EXPECTED the records that no
longer occur (after a fix), and still reports them.
"""

from __future__ import annotations

import difflib
import hashlib
import re
import sys

from pathlib import Path

# A dataset fragment's name carries a random token in both runtimes
# (1.25: four random 32-bit numbers, ours: a hex number): it is replaced
# by "*", the fragment's index is kept.
FRAGMENT = re.compile(r"irx-[0-9a-f]+(?:-[0-9]+)*-([0-9]+)\.parquet$")
REASON = re.compile(r"^(COMPATIBILITY\.md \d+|open bug of issue 28)\b")
SECTIONS = ("stdout", "stderr", "exit", "files")
TEXT_LIMIT = 4096


# Messages name absolute paths under the checkout; the records must hold
# wherever it is cloned, so its root is written as <checkout>.
CHECKOUT = str(Path(__file__).resolve().parents[2])


def lines_of(path: Path) -> list[str]:
    data = path.read_bytes() if path.exists() else b""
    text = data.decode("utf-8", "backslashreplace").replace(CHECKOUT, "<checkout>")
    return text.splitlines()


def metadata_value(value: bytes) -> str:
    """A metadata value; one that is a serialized Arrow schema (1.25's
    IRX:logical_schema:v1 record) by the schema it holds, since the two
    runtimes' flatbuffer builders lay the same schema out differently."""
    if value.startswith(b"\xff\xff\xff\xff"):
        import pyarrow as pa
        import pyarrow.ipc as ipc

        try:
            schema = ipc.read_schema(pa.py_buffer(value))
            fields = "; ".join(f"{f.name}: {f.type} nullable={f.nullable} {f.metadata}" for f in schema)
            return f"IPC schema [{fields}] metadata {schema.metadata}"
        except Exception as error:  # noqa: BLE001 - then the bytes themselves
            return f"undecodable IPC schema ({error}): {value!r}"
    return repr(value)


def arrow_summary(table) -> list[str]:
    out = []
    for field in table.schema:
        out.append(f"  field {field.name}: {field.type} nullable={field.nullable}")
    metadata = table.schema.metadata or {}
    for key in sorted(metadata):
        if key != b"ARROW:schema":
            out.append(f"  metadata {key!r}={metadata_value(metadata[key])}")
    out.append(f"  rows: {table.num_rows}")
    # Column by column, in Arrow's own notation (as_py cannot hold every
    # type, nanoseconds for one), chunks combined: how a reader splits a
    # column into chunks is not part of what a file holds.
    for name, column in zip(table.column_names, table.columns):
        text = column.combine_chunks().to_string(window=200, skip_new_lines=True)
        out.append(f"  {name}: {text}")
    return out


def parquet_summary(path: Path) -> list[str]:
    import pyarrow.parquet as pq

    meta = pq.ParquetFile(path).metadata
    out = [f"  row groups: {meta.num_row_groups}"]
    for g in range(meta.num_row_groups):
        group = meta.row_group(g)
        codecs = sorted({group.column(c).compression for c in range(group.num_columns)})
        out.append(f"  row group {g}: {group.num_rows} rows, {','.join(codecs)}")
    return out + arrow_summary(pq.read_table(path))


def ipc_summary(path: Path) -> list[str]:
    import pyarrow.ipc as ipc

    try:
        table, kind = ipc.open_file(path).read_all(), "  ipc file"
    except Exception:  # noqa: BLE001 - not the file format: try a stream
        table, kind = ipc.open_stream(path).read_all(), "  ipc stream"
    return [kind] + arrow_summary(table)


def schema_summary(path: Path) -> list[str]:
    import pyarrow.parquet as pq

    return arrow_summary(pq.read_schema(path).empty_table())


def describe(path: Path, rel: str) -> list[str]:
    data = path.read_bytes()
    if path.name in ("_common_metadata", "_metadata"):
        try:
            return [f"{rel}: Parquet metadata"] + schema_summary(path)
        except Exception as error:  # noqa: BLE001 - unreadable is a result
            return [f"{rel}: unreadable {type(error).__name__}"]
    if path.suffix == ".parquet" and len(data) >= 8 and data.endswith(b"PARE"):
        # An encrypted footer: unreadable without the key, and the two
        # runtimes' ciphertexts differ (random nonces). The programs read
        # such files back with the key and print what they hold.
        return [f"{rel}: encrypted Parquet (footer key)"]
    if path.suffix == ".parquet" or path.suffix in (".arrow", ".arrows"):
        try:
            summary = parquet_summary(path) if path.suffix == ".parquet" else ipc_summary(path)
            return [f"{rel}: {path.suffix[1:]} content"] + summary
        except Exception as error:  # noqa: BLE001 - unreadable is a result
            first = str(error).splitlines()[0] if str(error) else ""
            return [f"{rel}: unreadable {type(error).__name__}: {first}",
                    f"  {len(data)} bytes sha256 {hashlib.sha256(data).hexdigest()[:16]}"]
    out = [f"{rel}: {len(data)} bytes sha256 {hashlib.sha256(data).hexdigest()[:16]}"]
    if len(data) <= TEXT_LIMIT:
        try:
            out += [f"  | {line}" for line in data.decode("utf-8").splitlines()]
        except UnicodeDecodeError:
            pass
    return out


def transcript(run: Path) -> dict[str, list[str]]:
    files = []
    root = run / "files"
    for path in sorted(root.rglob("*")) if root.exists() else []:
        rel = FRAGMENT.sub(r"irx-*-\1.parquet", str(path.relative_to(root)))
        if path.is_symlink():
            files.append(f"{rel} -> {path.readlink()}")
        elif path.is_dir():
            files.append(f"{rel}/")
        else:
            files += describe(path, rel)
    return {
        "stdout": lines_of(run / "stdout"),
        "stderr": lines_of(run / "stderr"),
        "exit": lines_of(run / "status"),
        "files": files,
    }


def differences(ref, ours):
    found = []
    for section in SECTIONS:
        a, b = ref[section], ours[section]
        matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "replace" and i2 - i1 == j2 - j1:
                # Line for line (the usual case: the same call, another
                # status or message): one difference per line, so fixing
                # one call retires exactly its own record.
                found += [(section, (x,), (y,)) for x, y in zip(a[i1:i2], b[j1:j2])]
            elif tag != "equal":
                found.append((section, tuple(a[i1:i2]), tuple(b[j1:j2])))
    return found


def expected_records(path: Path, name: str):
    """The records of `name`: (section, minus, plus) -> reason."""
    records, current, problems = [], None, []
    text = path.read_text() if path.exists() else ""
    for number, line in enumerate(text.splitlines() + [""], 1):
        if line.startswith("@ "):
            head, _, reason = line[2:].partition(":")
            parts = head.split()
            reason = reason.strip()
            if len(parts) != 2 or parts[1] not in SECTIONS:
                problems.append(f"line {number}: '@ PROGRAM SECTION: REASON' expected")
            elif not REASON.match(reason):
                problems.append(f"line {number}: the reason must name a COMPATIBILITY.md entry "
                                "or say 'open bug of issue 28'")
            current = [parts[0] if parts else "", parts[1] if len(parts) > 1 else "", [], [], reason]
            records.append(current)
        elif line.startswith(("- ", "+ ")) or line in ("-", "+"):
            if current is None:
                problems.append(f"line {number}: a line outside a record")
                continue
            (current[2] if line[0] == "-" else current[3]).append(line[2:])
        elif not line.strip() or line.startswith("#"):
            current = None if not line.strip() else current
        else:
            problems.append(f"line {number}: unexpected text")
    problems += [f"a record of program '{r[0]}' in the file of '{name}'" for r in records if r[0] != name]
    mine = [(r[1], tuple(r[2]), tuple(r[3]), r[4]) for r in records if r[0] == name]
    return mine, problems


def prune_records(path: Path, name: str, gone) -> None:
    """Rewrites `path` without the records in `gone` (one each)."""
    blocks = path.read_text().split("\n\n")
    for section, minus, plus, reason in gone:
        text = "\n".join([f"@ {name} {section}: {reason}"] + [f"- {line}" for line in minus]
                         + [f"+ {line}" for line in plus])
        for i, block in enumerate(blocks):
            if block.strip("\n") == text:
                del blocks[i]
                break
    path.write_text("\n\n".join(b.strip("\n") for b in blocks if b.strip()) + "\n")


def show(section, minus, plus, prefix="#   "):
    out = [f"{prefix}[{section}]"]
    out += [f"{prefix}- {line}" for line in minus]
    out += [f"{prefix}+ {line}" for line in plus]
    return out


def main(argv: list[str]) -> int:
    prune = argv[4:] == ["--prune"]
    if prune:
        argv = argv[:4]
    if len(argv) not in (4, 6) or (len(argv) == 6 and argv[4] != "--record"):
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    name, ref_run, ours_run, expected = argv[0], Path(argv[1]), Path(argv[2]), Path(argv[3])
    found = differences(transcript(ref_run), transcript(ours_run))
    records, problems = expected_records(expected, name)
    pending = list(records)
    unexpected, reasons = [], []
    for section, minus, plus in found:
        match = next((r for r in pending if r[:3] == (section, minus, plus)), None)
        if match is None:
            unexpected.append((section, minus, plus))
        else:
            pending.remove(match)
            reasons.append(match[3])
    report = []
    for problem in problems:
        report.append(f"# {expected.name}: {problem}")
    if unexpected:
        report.append(f"# {len(unexpected)} difference(s) not recorded "
                      "(\"-\" IRx 1.25's runtime, \"+\" ours):")
        for diff in unexpected:
            report += show(*diff)
    if pending:
        report.append(f"# {len(pending)} recorded difference(s) that no longer occur "
                      f"(remove them from {expected.name}):")
        for section, minus, plus, reason in pending:
            report += show(section, minus, plus) + [f"#   ({reason})"]
    if prune and pending:
        prune_records(expected, name, pending)
    if len(argv) == 6 and unexpected:
        with open(argv[5], "a") as record:
            for section, minus, plus in unexpected:
                record.write(f"@ {name} {section}: open bug of issue 28 UNREVIEWED\n")
                record.writelines(f"- {line}\n" for line in minus)
                record.writelines(f"+ {line}\n" for line in plus)
                record.write("\n")
    print("\n".join(report)) if report else None
    bugs = sum(1 for r in reasons if r.startswith("open bug"))
    note = ""
    if reasons:
        note = f" ({len(reasons) - bugs} documented deviation(s), {bugs} open bug(s) of issue 28)"
    if unexpected or pending or problems:
        print(f"not ok diff-1.25 {name}: {len(unexpected)} unrecorded difference(s), "
              f"{len(pending)} recorded that no longer occur{note}")
        return 1
    print(f"ok diff-1.25 {name}: as IRx 1.25{note or ', no difference'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
