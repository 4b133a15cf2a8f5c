"""array_length: pyirx's Arrow array helper (an int32 array built through
the array builder, its length read, the array released), built as ASTx.

The values are appended one by one (narrower integers sign-extended, wider
ones truncated to int32); the helper yields the array's length.
"""

import astx


def program():
    small = astx.ArrayInt32ArrayLength(
        [astx.LiteralInt32(1), astx.LiteralInt32(2), astx.LiteralInt32(3)]
    )
    mixed = astx.ArrayInt32ArrayLength(
        [
            astx.LiteralInt8(-1),
            astx.LiteralInt16(300),
            astx.LiteralInt64(5000000000),
            astx.LiteralInt32(7),
            astx.LiteralInt32(8),
        ]
    )
    empty = astx.ArrayInt32ArrayLength([])
    body = astx.Block()
    body.append(astx.PrintExpr(small))
    #> 3
    body.append(astx.PrintExpr(mixed))
    #> 5
    body.append(astx.PrintExpr(empty))
    #> 0
    body.append(astx.FunctionReturn(astx.LiteralInt32(0)))
    main = astx.FunctionDef(
        prototype=astx.FunctionPrototype(
            name="main", args=astx.Arguments(), return_type=astx.Int32()
        ),
        body=body,
    )
    module = astx.Module(name="array_length")
    module.block.append(main)
    return module
