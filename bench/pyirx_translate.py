"""Time IRx 1.18.0's own `translate` on the emitter-comparison program.

Run with the reference venv's python (build/irx-ref/venv, see
bench/reference/build.sh): ARGS = N M OUT.ll. The program is `main` with N
int32 array literals of M elements 0..M-1, each asked for its length, then
`return 0`: the same program `emit_bench N M typed OUT i32` emits with our
emitter. Prints one JSON object: seconds spent in `translate` (only that
call is timed: building the AST and importing pyirx are not), IR bytes.
"""

import json
import sys
import time

from irx import astx
from irx.builder import Builder


def program(n_arrays, n_elems):
    body = astx.Block()
    for _ in range(n_arrays):
        elems = [astx.LiteralInt32(v) for v in range(n_elems)]
        body.append(astx.ArrayInt32ArrayLength(elems))
    body.append(astx.FunctionReturn(astx.LiteralInt32(0)))
    main = astx.FunctionPrototype(
        name="main", args=astx.Arguments(), return_type=astx.Int32()
    )
    module = astx.Module()
    module.block.append(astx.FunctionDef(prototype=main, body=body))
    return module


def main():
    n_arrays, n_elems, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    module = program(n_arrays, n_elems)
    start = time.perf_counter()
    ir = Builder().translate(module)
    seconds = time.perf_counter() - start
    with open(out, "w") as f:
        f.write(ir)
    print(json.dumps({"seconds": seconds, "ir_bytes": len(ir)}))


if __name__ == "__main__":
    main()
