//! The emitted IR parsed back by LLVM 14 through the `llvm-ir` crate and
//! checked structurally, plus `llvm-as` + `opt -passes=verify`.

mod common;

// The demo program is an example (what a front end writes); its module
// builder is shared with the tests.
#[allow(dead_code)]
#[path = "../examples/demo.rs"]
mod demo;
use demo::demo_module;

use llvm_ir::{Constant, Instruction, Module as LlvmModule, Name, Terminator, Type as LlvmType};

use irx_emitter::Dialect;

fn parse(ir: &str, name: &str) -> LlvmModule {
    let dir = common::scratch(name);
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, ir).unwrap();
    LlvmModule::from_ir_path(&path).unwrap_or_else(|e| panic!("llvm-ir could not read {name}: {e}"))
}

#[test]
fn demo_module_parses_back_with_its_structure() {
    let m = demo_module(Dialect::Typed).unwrap();
    let ir = m.to_ir();
    common::verify_with_llvm14(&ir, "demo-verify");
    let parsed = parse(&ir, "demo");
    assert_eq!(parsed.target_triple.as_deref(), Some("x86_64-pc-linux-gnu"));
    // The view struct, as ABI.md spells it.
    let view = parsed
        .types
        .named_struct_def("irx_buffer_view")
        .expect("%irx_buffer_view is defined");
    let llvm_ir::types::NamedStructDef::Defined(body) = view else {
        panic!("opaque view struct")
    };
    let LlvmType::StructType { element_types, .. } = body.as_ref() else {
        panic!("not a struct")
    };
    assert_eq!(element_types.len(), 8);
    // Two definitions, `main` and the kernel it calls; every declaration is
    // a registry symbol.
    let names: Vec<&str> = parsed.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["main", "scale_add"]);
    let main = &parsed.functions[0];
    for d in &parsed.func_declarations {
        assert!(
            irx_emitter::runtime::lookup(&d.name).is_some(),
            "{} is not a registry symbol",
            d.name
        );
    }
    let assert_fail = parsed
        .func_declarations
        .iter()
        .find(|d| d.name == "__arx_assert_fail")
        .unwrap();
    // (llvm-ir 0.11 does not expose declaration attributes; `noreturn` is
    // checked against the C header in header_match.rs.)
    assert_eq!(assert_fail.parameters.len(), 4);
    assert_eq!(*assert_fail.return_type, LlvmType::VoidType);
    let printf = parsed
        .func_declarations
        .iter()
        .find(|d| d.name == "printf")
        .unwrap();
    assert!(printf.is_var_arg);
    // Every call to __arx_assert_fail is the last instruction before an
    // `unreachable`.
    let mut reporter_calls = 0;
    for bb in &main.basic_blocks {
        for (i, inst) in bb.instrs.iter().enumerate() {
            if let Instruction::Call(c) = inst
                && let Some(op) = c.function.as_ref().right()
                && let llvm_ir::Operand::ConstantOperand(cref) = op
                && let Constant::GlobalReference {
                    name: Name::Name(n),
                    ..
                } = cref.as_ref()
                && n.as_str() == "__arx_assert_fail"
            {
                reporter_calls += 1;
                assert_eq!(i, bb.instrs.len() - 1, "call not last in {}", bb.name);
                assert!(matches!(bb.term, Terminator::Unreachable(_)), "{}", bb.name);
            }
        }
    }
    assert!(reporter_calls >= 3, "{reporter_calls}");
    // The list loop is a real loop: its phi has the entry edge and a back
    // edge from a block that branches to the loop header.
    let header = Name::from("list_loop");
    assert!(main.basic_blocks.iter().any(|bb| matches!(
        &bb.term,
        Terminator::CondBr(c) if c.true_dest == header
    )));
    let loop_bb = main
        .basic_blocks
        .iter()
        .find(|bb| bb.name == header)
        .unwrap();
    let Instruction::Phi(phi) = &loop_bb.instrs[0] else {
        panic!("list_loop starts with a phi")
    };
    assert_eq!(phi.incoming_values.len(), 2);
}
