"""tensor_views: tensor views and queries, which Arx does not spell, built as
ASTx (scripts/gen-corpus-1.25.py translates program() with pyirx's Builder).

A 2x3 int32 tensor [[10, 20, 30], [40, 50, 60]] in C order (strides 12, 4)
and views of its storage: a 2x2 window starting at the second element, the
transpose, and every other element of the flat storage. Each view is a
buffer view whose owner keeps the tensor's storage alive; retain and release
go through the buffer runtime (status 0 each).
"""

import astx


def lit(value):
    return astx.LiteralInt32(value)


def tensor(values, shape, element=astx.Int32, literal=astx.LiteralInt32):
    return astx.TensorLiteral(
        [literal(v) for v in values], element_type=element(), shape=shape
    )


def declare(name, value, element=astx.Int32):
    return astx.VariableDeclaration(
        name=name,
        type_=astx.TensorType(element()),
        mutability=astx.MutabilityKind.mutable,
        value=value,
    )


def show(expr):
    return astx.PrintExpr(expr)


def index(name, *at):
    return astx.TensorIndex(astx.Identifier(name), [lit(i) for i in at])


def program():
    base = tensor([10, 20, 30, 40, 50, 60], (2, 3))
    body = [
        declare("grid", base),
        show(astx.TensorNDim(astx.Identifier("grid"))),
        #> 2
        show(astx.TensorShape(astx.Identifier("grid"), 0)),
        #> 2
        show(astx.TensorShape(astx.Identifier("grid"), 1)),
        #> 3
        show(astx.TensorStride(astx.Identifier("grid"), 0)),
        #> 12
        show(astx.TensorStride(astx.Identifier("grid"), 1)),
        #> 4
        show(astx.TensorElementCount(astx.Identifier("grid"))),
        #> 6
        show(astx.TensorByteOffset(astx.Identifier("grid"), [lit(1), lit(2)])),
        #> 20
        show(index("grid", 1, 2)),
        #> 60
        declare(
            "window",
            astx.TensorView(
                astx.Identifier("grid"), shape=(2, 2), strides=(12, 4),
                offset_bytes=4,
            ),
        ),
        show(index("window", 0, 0)),
        #> 20
        show(index("window", 1, 1)),
        #> 60
        declare(
            "transposed",
            astx.TensorView(astx.Identifier("grid"), shape=(3, 2), strides=(4, 12)),
        ),
        show(index("transposed", 2, 0)),
        #> 30
        show(index("transposed", 0, 1)),
        #> 40
        show(astx.TensorStride(astx.Identifier("transposed"), 1)),
        #> 12
        declare(
            "every_other",
            astx.TensorView(astx.Identifier("grid"), shape=(3,), strides=(8,)),
        ),
        show(index("every_other", 2)),
        #> 50
        show(astx.TensorRetain(astx.Identifier("window"))),
        #> 0
        show(astx.TensorRelease(astx.Identifier("window"))),
        #> 0
        show(index("window", 1, 0)),
        #> 50
        # Unsigned and floating storage (Arx spells neither u16 tensors nor
        # views): appended as unsigned and double values.
        declare(
            "wide",
            tensor([65535, 1, 40000, 2], (2, 2), astx.UInt16, astx.LiteralUInt16),
            astx.UInt16,
        ),
        show(index("wide", 0, 0)),
        #> 65535
        show(astx.TensorIndex(
            astx.TensorView(astx.Identifier("wide"), shape=(2,), strides=(4,)),
            [lit(1)],
        )),
        #> 40000
        declare(
            "real",
            tensor([0.5, 1.5, 2.5], (3,), astx.Float64, astx.LiteralFloat64),
            astx.Float64,
        ),
        show(astx.TensorIndex(
            astx.TensorView(astx.Identifier("real"), shape=(1,), strides=(8,),
                            offset_bytes=16),
            [lit(0)],
        )),
        #> 2.500000
        astx.FunctionReturn(lit(0)),
    ]
    main = astx.FunctionDef(
        prototype=astx.FunctionPrototype(
            name="main", args=astx.Arguments(), return_type=astx.Int32()
        ),
        body=block(body),
    )
    module = astx.Module(name="tensor_views")
    module.block.append(main)
    return module


def block(nodes):
    out = astx.Block()
    for node in nodes:
        out.append(node)
    return out
