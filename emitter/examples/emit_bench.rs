//! Emission speed: a module whose `main` builds N Arrow array literals of M
//! int64 elements each (every 10th a null) and releases them.
//!
//!     cargo run --release -p irx-emitter --example emit_bench -- [N] [M] [typed|opaque] [OUT.ll] [i64|i32]
//!
//! `i32` emits instead the program `bench/emit_compare.py` times IRx 1.18's
//! `translate` on: N int32 literals of M elements 0..M (no nulls), each
//! followed by its length and a release.
//!
//! Prints the time to build and render the module (best of 3) and its size.
//! With N = 1 it writes the small one-array program the link-time figure uses.

use std::time::Instant;

use irx_emitter::lower::{Elem, Scalar, SourceLoc, array};
use irx_emitter::{Dialect, FnType, Module, Type, Value};

fn emit(n: usize, m: usize, d: Dialect, int32: bool) -> (String, f64) {
    let mut module = Module::new("bench", d);
    let mut b = module
        .define_function("main", FnType::new(Type::i32(), vec![]), &[])
        .unwrap();
    for i in 0..n {
        if int32 {
            let values: Vec<Option<Scalar>> = (0..m).map(|k| Some(Scalar::Int(k as i64))).collect();
            let loc = SourceLoc::new("bench.arx", i as i32 + 1, 1);
            let a = array::literal(&mut b, Elem::I32, &values, loc).unwrap();
            array::length(&mut b, a.clone()).unwrap();
            array::release(&mut b, a).unwrap();
            continue;
        }
        let values: Vec<Option<Scalar>> = (0..m)
            .map(|k| (k % 10 != 9).then_some(Scalar::Int((i * m + k) as i64)))
            .collect();
        let loc = SourceLoc::new("bench.arx", i as i32 + 1, 1);
        let a = array::literal(&mut b, Elem::I64, &values, loc).unwrap();
        array::release(&mut b, a).unwrap();
    }
    b.ret(Some(Value::i32(0)));
    b.finish().unwrap();
    let t = Instant::now();
    let text = module.to_ir();
    (text, t.elapsed().as_secs_f64())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args.first().map_or(10_000, |s| s.parse().unwrap());
    let m: usize = args.get(1).map_or(100, |s| s.parse().unwrap());
    let d = match args.get(2).map(String::as_str) {
        Some("opaque") => Dialect::Opaque,
        _ => Dialect::Typed,
    };
    let int32 = match args.get(4).map(String::as_str) {
        None | Some("i64") => false,
        Some("i32") => true,
        Some(other) => panic!("element kind must be i64 or i32, not {other}"),
    };
    let mut best = f64::INFINITY;
    let mut best_render = f64::INFINITY;
    let mut text = String::new();
    for _ in 0..3 {
        let t = Instant::now();
        let (s, render) = emit(n, m, d, int32);
        text = s;
        best = best.min(t.elapsed().as_secs_f64());
        best_render = best_render.min(render);
    }
    println!(
        "emitted {n} array literals x {m} elements ({d:?} pointers): {:.6} s (best of 3; rendering {:.6} s), {} bytes of IR, {} lines",
        best,
        best_render,
        text.len(),
        text.lines().count()
    );
    if let Some(out) = args.get(3) {
        std::fs::write(out, &text).unwrap();
    }
}
