#!/usr/bin/env python3
"""Writes the pyirx 1.25 function list (abi/symbols-1.25.tsv) from the
headers of the unpacked pyirx 1.25.0 wheel (scripts/fetch-pyirx.sh).

usage: gen-abi-125-list.py WHEEL_DIR [OUT]     (OUT "-" or absent: stdout)

One row per public function (name starting with `irx_` or `__arx`) that the
package's public headers declare, in header order: its name, the area of the
runtime it belongs to, its layer (`checked` for the `irx_rb_api_*` wrappers
that report through a status and a caller's error buffer, `core` otherwise),
the header's file name, and its return and parameter types as the header
spells them (parameter names kept; spacing normalised so that `int64_t*`
and `int64_t *` give one row). `runtime/tests/abi_125.rs` compares our two
headers with this list, and `make check` fails when the committed copy is
not what this script writes.

A small C declaration reader is enough here, and keeps the list
reproducible without a C compiler: the headers declare functions one per
statement, with no function-pointer parameters (those are typedefs) and no
macros in declarations; anything else the reader meets is an error rather
than a silently missing row.
"""

import re
import sys
from pathlib import Path

# The public headers, in the order the list follows. irx_arrow_series.h is
# C++ implementation, not interface: its functions are declared by
# irx_arrow_runtime.h.
HEADERS = [
    "arrow/native/irx_arrow_runtime.h",
    "arrow/native/irx_record_batch.h",
    "arrow/native/irx_record_batch_api.h",
    "buffer/native/irx_buffer_runtime.h",
    "classes/native/irx_class_runtime.h",
    "exceptions/native/irx_exception_runtime.h",
    "file/native/irx_file_runtime.h",
    "list/native/irx_list_runtime.h",
]

TYPE_WORDS = {
    "const", "volatile", "struct", "enum", "union", "signed", "unsigned",
    "char", "short", "int", "long", "float", "double", "void", "_Bool",
}


def c_view(text):
    """The header as a C compiler sees it: comments gone, preprocessor lines
    dropped and `#ifdef __cplusplus` regions (the `extern "C"` braces)
    skipped. Other conditionals are include guards, kept."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = text.replace("\\\n", " ")
    kept, skipping = [], []
    for line in text.splitlines():
        directive = line.strip()
        if directive.startswith("#"):
            words = directive[1:].split()
            word = words[0] if words else ""
            if word in ("if", "ifdef", "ifndef"):
                skipping.append(word == "ifdef" and words[1:2] == ["__cplusplus"])
            elif word == "else" and skipping:
                skipping[-1] = not skipping[-1]
            elif word == "endif":
                skipping.pop()
            continue
        if not any(skipping):
            kept.append(line)
    return "\n".join(kept)


def statements(text):
    """Top-level statements (brace depth 0, ending with `;`), whitespace
    collapsed."""
    out, current, depth = [], [], 0
    for ch in text:
        current.append(ch)
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == ";" and depth == 0:
            out.append(" ".join("".join(current).split()))
            current = []
    return out


def tokens(text):
    found = re.findall(r"[A-Za-z_]\w*|\*|\S", text)
    for tok in found:
        if tok != "*" and not re.fullmatch(r"[A-Za-z_]\w*", tok):
            raise ValueError(f"unexpected {tok!r} in {text!r}")
    return found


def spell(toks):
    """Tokens of a C type, spaced as `const char *const *`."""
    out = ""
    for i, tok in enumerate(toks):
        after_star = i > 0 and toks[i - 1] == "*"
        if tok == "*":
            out += "*" if after_star else " *"
        else:
            out += tok if after_star else " " + tok
    return out.strip()


def parameter(text):
    toks = tokens(text)
    last, before = toks[-1], toks[-2] if len(toks) > 1 else None
    named = (
        before is not None
        and last != "*"
        and last not in TYPE_WORDS
        and before not in ("struct", "enum", "union", "const", "volatile")
    )
    if named:
        return f"{spell(toks[:-1])} {last}"
    return spell(toks)


def declarations(path):
    for stmt in statements(c_view(path.read_text())):
        if stmt.startswith("typedef") or "{" in stmt or "(" not in stmt:
            continue
        m = re.fullmatch(r"(?:extern )?(.+?)\b([A-Za-z_]\w*) ?\((.*)\) ?;", stmt)
        if not m:
            raise ValueError(f"{path}: cannot read {stmt!r}")
        ret, name, params = m.groups()
        if "(" in params:
            raise ValueError(f"{path}: function-pointer parameter in {name}")
        params = params.strip()
        listed = "void" if params in ("", "void") else ", ".join(
            parameter(p) for p in params.split(",")
        )
        yield name, spell(tokens(ret)), listed


def area(name):
    """The runtime area a function belongs to (the checked wrappers share
    their core function's area)."""
    core = name.replace("irx_rb_api_", "irx_rb_", 1)
    if "parquet" in core or re.match(
        r"irx_rb_(options_|filter_|read_parquet|write_parquet)", core
    ):
        return "parquet"
    prefixes = [
        ("csv", None),
        ("file", "irx_file_"),
        ("exceptions", "irx_exception_"),
        ("class", "irx_class_"),
        ("list", "irx_list_"),
        ("buffer", "irx_buffer_"),
    ]
    for label, prefix in prefixes:
        if (prefix is None and "csv" in core) or (prefix and core.startswith(prefix)):
            return label
    frame = ("irx_arrow_table", "irx_arrow_chunked", "irx_arrow_column", "irx_arrow_series")
    if core.startswith(frame) or "table" in core or "frame" in core:
        return "dataframe"
    if core.startswith("irx_arrow_tensor"):
        return "tensor"
    if core.startswith(("irx_arrow_array", "irx_arrow_schema", "irx_arrow_last")):
        return "array"
    return "record_batch"


def rows(root):
    seen = set()
    yield ("name", "area", "layer", "header", "return", "parameters")
    for header in HEADERS:
        path = root / "irx/builder/runtime" / header
        for name, ret, params in declarations(path):
            if not name.startswith(("irx_", "__arx")) or name in seen:
                continue
            seen.add(name)
            layer = "checked" if name.startswith("irx_rb_api_") else "core"
            yield (name, area(name), layer, path.name, ret, params)


def main(argv):
    if len(argv) not in (2, 3):
        sys.exit(__doc__.split("\n\n")[1])
    text = "".join("\t".join(r) + "\n" for r in rows(Path(argv[1])))
    if len(argv) == 3 and argv[2] != "-":
        Path(argv[2]).write_text(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main(sys.argv)
