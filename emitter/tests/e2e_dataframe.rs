//! Data-frame literals through real clangs: the literal's IPC bytes in a
//! private constant, decoded in place by the runtime, counted, released,
//! and an unchecked read of corrupt bytes returning the runtime's status.

mod common;

use common::{CLANGS, build_and_run, main_module};
use irx_emitter::lower::dataframe::{self, Column, Values};
use irx_emitter::lower::{Elem, Scalar, SourceLoc, Unchecked, externs};
use irx_emitter::{Dialect, Module};

fn literal_columns() -> Vec<Column> {
    vec![
        Column {
            name: "id".into(),
            nullable: false,
            values: Values::Scalars(Elem::I64, (1..=3).map(|v| Some(Scalar::Int(v))).collect()),
        },
        Column {
            name: "price".into(),
            nullable: true,
            values: Values::Scalars(
                Elem::F64,
                vec![Some(Scalar::Float(1.5)), None, Some(Scalar::Float(3.0))],
            ),
        },
        Column {
            name: "name".into(),
            nullable: false,
            values: Values::Utf8(vec![Some("a".into()), Some("bé".into()), Some("".into())]),
        },
    ]
}

fn program(d: Dialect) -> Module {
    main_module(d, |b| {
        let loc = SourceLoc::new("frame.x", 4, 2);
        let t = dataframe::literal(b, &literal_columns(), loc).unwrap();
        let rows = dataframe::num_rows(b, t.clone()).unwrap();
        let cols = dataframe::num_columns(b, t.clone()).unwrap();
        externs::print_line(b, "rows %lld columns %lld", vec![rows, cols]).unwrap();
        dataframe::release(b, t).unwrap();
        // Not an IPC stream (16 bytes whose first four are read as a
        // metadata length of 544,501,614 with 12 bytes left): Arrow C++,
        // and so IRx 1.25, calls that Invalid, IRX_ERR_INVALID (-6).
        let bad = dataframe::literal_from_ipc(b, b"not arrow at all", Unchecked::new()).unwrap();
        externs::print_line(b, "corrupt literal: status %d", vec![bad.status]).unwrap();
    })
}

#[test]
fn a_data_frame_literal_is_decoded_counted_and_released() {
    for (clang, d) in CLANGS {
        let r = build_and_run(&program(d), clang, "frame");
        assert_eq!(
            r.stdout, "rows 3 columns 3\ncorrupt literal: status -6\n",
            "{clang}: {}",
            r.stderr
        );
        assert_eq!(r.stderr, "", "{clang}");
        assert_eq!(r.status, Some(0), "{clang}");
    }
}
