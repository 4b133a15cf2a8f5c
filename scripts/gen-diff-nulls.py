#!/usr/bin/env python3
"""Writes tests/diff-1.25/nulls_*.c: the differential check's NULL cases.

Every exported function of abi/symbols-1.25.tsv (pyirx 1.25.0's surface)
is called once per pointer parameter with that parameter NULL, and, when
it has two pointer parameters or more, once with all of them NULL (and
once with its first two NULL when it has three or more); the other
pointers are valid where that is cheap (out-parameters point at locals
holding a sentinel, handles come from the makers of tests/diff-1.25/
nulls.h, inputs point at small strings or zeroed bytes). Each case prints
the return value, the error text of the function's family (the last error
of irx_arrow_*, irx_record_batch_errmsg() of the core record-batch family,
irx_buffer_last_error(), the caller's error buffer of the checked, class
and file families, irx_list_status_message() of lists) and what each
out-parameter holds afterwards. nulls.h runs each case in a child process.

usage: scripts/gen-diff-nulls.py [--check]   (--check: fail if stale)
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "diff-1.25"

# header -> program
PROGRAMS = {
    "irx_arrow_runtime.h": "nulls_arrow",
    "irx_buffer_runtime.h": "nulls_arrow",
    "irx_record_batch.h": "nulls_rb",
    "irx_record_batch_api.h": "nulls_api",
    "irx_class_runtime.h": "nulls_misc",
    "irx_exception_runtime.h": "nulls_misc",
    "irx_file_runtime.h": "nulls_misc",
    "irx_list_runtime.h": "nulls_misc",
}

# Handle types with a maker in nulls.h.
MAKERS = {
    "IrxRbSchema", "IrxRbBuilder", "IrxRbBatch", "IrxRbStreamReader", "IrxRbStreamWriter",
    "IrxRbType", "IrxCsvOptions", "IrxParquetOptions", "IrxRbApiSchema", "IrxRbApiBatch",
    "IrxRbApiBuilder", "IrxRbApiOptions", "IrxRbApiCsv", "IrxRbApiParquet", "IrxRbApiReader",
    "IrxRbApiWriter", "irx_arrow_array_builder_handle", "irx_arrow_array_handle",
    "irx_arrow_schema_handle", "irx_arrow_table_handle", "irx_arrow_chunked_array_handle",
    "irx_arrow_tensor_builder_handle", "irx_arrow_tensor_handle", "irx_buffer_owner_handle",
    "irx_exception_context", "irx_exception_info", "irx_file",
}
# Complete structs: a zeroed local is a valid argument (an out-parameter
# or, for the C Data structs, a released one).
STRUCTS = {"struct ArrowSchema", "struct ArrowArray", "struct ArrowArrayStream",
           "irx_buffer_view", "irx_list"}
SCALARS = {"int", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t",
           "uint32_t", "uint64_t", "double", "float", "size_t", "IrxColumnType"}
FNPTRS = {"irx_class_drop": "nulls_drop", "irx_buffer_owner_release_fn": "nulls_release_fn"}
# Valid texts for string inputs, by parameter name.
TEXTS = {"path": "nulls-missing.bin", "mode": "r", "delimiter": ",", "compression": "snappy",
         "host": "127.0.0.1", "op": "add", "operation": "==", "type": "int64", "value": "1",
         "name": "id", "column": "id", "code": "ARX-NULLS", "source": "nulls.c",
         "semantic_identity": "NullsError", "message": "a message", "text": "text"}
# Scalar values, by parameter name (everything else 0).
VALUES = {"timeout_ms": 100, "timeout": 100, "port": 1, "fd": -1, "block_size": 1 << 20,
          "batch_size": 1024, "row_group_size": 1024, "header": 1, "ndim": 1, "size": 0,
          "length": 0, "type_id": 4, "nullable": 1, "n": 0, "count": 0, "column_count": 0,
          "element_size": 8, "ancestry_count": 1}


def family(name):
    if name.startswith(("irx_rb_api_", "irx_class_", "irx_file_")):
        return "buffer_param"
    if name.startswith(("irx_rb_", "irx_type_", "irx_parquet_", "irx_csv_")):
        return "rb"
    if name.startswith("irx_arrow_"):
        return "arrow"
    if name.startswith("irx_buffer_"):
        return "buffer"
    if name.startswith("irx_list_"):
        return "list"
    return "none"


def parse_param(i, text):
    text = text.strip()
    m = re.match(r"^(.*?)([A-Za-z_][A-Za-z_0-9]*)$", text)
    base = text
    name = f"arg{i}"
    if m and m.group(1).strip() and not m.group(1).strip().endswith(("struct", "const")) \
            and m.group(2) not in SCALARS and m.group(2) not in FNPTRS and "*" in m.group(1) or \
            (m and m.group(1).strip() in SCALARS | set(FNPTRS)):
        base, name = m.group(1).strip(), m.group(2)
    return base, name


class Param:
    def __init__(self, i, text, fn):
        self.ctype, self.name = parse_param(i, text)
        self.index = i
        self.fn = fn
        t = self.ctype
        self.stars = t.count("*")
        core = re.sub(r"\bconst\b", "", t.replace("*", "")).strip()
        core = re.sub(r"\s+", " ", core)
        if core.startswith("struct ") and core not in STRUCTS:
            core = core[len("struct "):]
        self.core = core
        if self.stars == 0:
            self.kind = "fnptr" if core in FNPTRS else "scalar"
        elif self.name == "error" or (self.name in ("first_error",) and core == "char"):
            self.kind = "errbuf"
        elif t.replace(" ", "") == "constchar*const*":
            self.kind = "texts"
        elif self.stars >= 2:
            self.kind = "out_ptr"
        elif core in MAKERS:
            self.kind = "handle"
        elif core in STRUCTS:
            self.kind = "struct"
        elif core == "char" and t.startswith("const"):
            self.kind = "text"
        elif core == "void" and self.name == "payload" and fn.startswith("irx_class_"):
            self.kind = "payload"
        elif t.startswith("const") or core == "void":
            self.kind = "data"
        elif core in SCALARS or core == "char":
            self.kind = "out_scalar"
        else:
            self.kind = "null_only"  # an opaque type without a maker

    @property
    def is_pointer(self):
        return self.kind != "scalar"

    def declare(self, var):
        """Declaration of the local the argument refers to (or None)."""
        t = self.ctype
        if self.kind == "out_ptr":
            pointee = t[: t.rindex("*")].strip()
            return f"{pointee} {var} = ({pointee})NULLS_SENTINEL;"
        if self.kind == "out_scalar":
            pointee = t[: t.rindex("*")].strip()
            if self.core == "char":
                return f"char {var}[256]; memset({var}, 'X', sizeof {var} - 1); {var}[255] = 0;"
            return f"{pointee} {var} = ({pointee}){VALUES_OUT};"
        if self.kind == "texts":
            return f'const char* {var}[1] = {{"NullsError"}};'
        if self.kind == "errbuf":
            return f"char {var}[1024]; memset({var}, 'X', sizeof {var} - 1); {var}[1023] = 0;"
        if self.kind == "struct":
            return f"{self.core} {var}; memset(&{var}, 0, sizeof {var});" + \
                (f" {var}.element_size = 8;" if self.core == "irx_list" else "")
        if self.kind == "handle":
            return f"{self.ctype} {var} = mk_{self.core}();"
        if self.kind == "payload":
            return f"void* {var} = mk_class_payload();"
        return None

    def valid(self, var):
        if self.kind == "scalar":
            v = VALUES.get(self.name, 0)
            return f"({self.ctype}){v}"
        if self.kind == "fnptr":
            return FNPTRS[self.core]
        if self.kind in ("out_ptr", "struct"):
            return f"&{var}"
        if self.kind == "out_scalar":
            return var if self.core == "char" else f"&{var}"
        if self.kind in ("errbuf", "handle", "payload", "texts"):
            return var
        if self.kind == "text":
            return f'"{TEXTS.get(self.name, "x")}"'
        if self.kind == "data":
            return f"({self.ctype})nulls_zero"
        return "NULL"

    def show(self, var):
        """printf fragment and argument showing the out value after the call."""
        if self.kind == "out_ptr":
            return f" {self.name}=%s", f"nulls_out((const void*){var})"
        if self.kind == "out_scalar" and self.core != "char":
            if self.core in ("double", "float"):
                return f" {self.name}=%g", f"(double){var}"
            return f" {self.name}=%lld", f"(long long){var}"
        return None


VALUES_OUT = "NULLS_SCALAR"


def case(fn, ret, params, targets):
    """The call of `fn` with the parameters of index in `targets` NULL."""
    lines = []
    args = []
    shows = []
    err_var = None
    for p in params:
        var = f"a{p.index}"
        if p.index not in targets:
            d = p.declare(var)
            if d:
                lines.append("  " + d)
            args.append(p.valid(var))
            s = p.show(var)
            if s:
                shows.append(s)
            if p.kind == "errbuf" and p.name == "error":
                err_var = var
        else:
            args.append("NULL")
    call = f"{fn}({', '.join(args)})"
    label = f"{fn}({', '.join(params[t].name + '=NULL' for t in sorted(targets))})"
    fam = family(fn)
    fmt, vals = label, []
    if ret == "void":
        lines.append(f"  {call};")
        fmt += " -> void"
    elif "*" in ret:
        lines.append(f"  const void* r = (const void*){call};")
        fmt += " -> %s"
        vals.append('r == NULL ? "NULL" : "non-NULL"')
    elif ret in ("double", "float"):
        lines.append(f"  double r = (double){call};")
        fmt += " -> %g"
        vals.append("r")
    else:
        lines.append(f"  long long r = (long long){call};")
        fmt += " -> %lld"
        vals.append("r")
    if fam == "rb":
        fmt += " [%s]"
        vals.append("diff_text(irx_record_batch_errmsg())")
    elif fam == "arrow":
        fmt += " [%s]"
        vals.append("diff_text(irx_arrow_last_error())")
    elif fam == "buffer":
        fmt += " [%s]"
        vals.append("diff_text(irx_buffer_last_error())")
    elif fam == "buffer_param" and err_var:
        fmt += " [%s]"
        vals.append(err_var)
    elif fam == "list" and ret != "void" and "*" not in ret:
        fmt += " [%s]"
        vals.append("diff_text(irx_list_status_message((int32_t)r))")
    for f, v in shows:
        fmt += f
        vals.append(v)
    lines.append(f'  printf("{fmt}\\n"{"".join(", " + v for v in vals)});')
    return label, lines


def main():
    rows = [l.rstrip("\n").split("\t") for l in (ROOT / "abi" / "symbols-1.25.tsv").open()][1:]
    programs = {}
    for name, _area, _layer, header, ret, params in rows:
        prog = PROGRAMS.get(header)
        if prog is None:
            continue
        plist = [] if params.strip() in ("", "void") else \
            [Param(i, t, name) for i, t in enumerate(params.split(","))]
        pointers = [p.index for p in plist if p.is_pointer]
        sets = [{i} for i in pointers]
        if len(pointers) >= 2:
            sets.append(set(pointers))
        if len(pointers) >= 3:
            sets.append(set(pointers[:2]))
        for targets in sets:
            programs.setdefault(prog, []).append(case(name, ret.strip(), plist, targets))
    stale = False
    for prog, cases in sorted(programs.items()):
        out = [
            f"/* Generated by scripts/gen-diff-nulls.py from abi/symbols-1.25.tsv: do not edit.",
            " * One case per pointer parameter of each function, that parameter NULL,",
            " * then all of them NULL and the first two NULL",
            " * (tests/diff-1.25/nulls.h runs each in a child process). */",
            '#include "nulls.h"',
            "",
        ]
        for n, (label, lines) in enumerate(cases):
            out.append(f"static void case_{n}(void) {{")
            out.extend(lines)
            out.append("}")
        out.append("")
        out.append("int main(void) {")
        out.append("  diff_start();")
        for n, (label, _lines) in enumerate(cases):
            out.append(f'  nulls_run("{label}", case_{n});')
        out.append("  return 0;")
        out.append("}")
        text = "\n".join(out) + "\n"
        path = OUT / f"{prog}.c"
        if "--check" in sys.argv:
            if not path.exists() or path.read_text() != text:
                print(f"{path} is stale: run scripts/gen-diff-nulls.py")
                stale = True
        else:
            path.write_text(text)
            print(f"{path.relative_to(ROOT)}: {len(cases)} cases")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
