use super::*;

#[path = "../../../../tests/common/thrift.rs"]
mod thrift;

use thrift::{
    BINARY, I32, I64, LIST, MAP, STRUCT, Struct as S, TRUE, UUID, list, list_header, string,
    varint, zigzag,
};

/// A `SchemaElement` with only its name.
fn element(name: &[u8]) -> Vec<u8> {
    S::default().field(4, BINARY, &string(name)).end()
}

/// A `FileMetaData` with its four required fields, then `extra`.
fn footer(extra: impl FnOnce(S) -> S) -> Vec<u8> {
    let s = S::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &list(STRUCT, &[element(b"schema")]))
        .field(3, I64, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]));
    extra(s).end()
}

/// Each expectation below is what pyarrow 24 (Arrow C++, as 1.25
/// links it) says of the same footer.
#[test]
fn footers_as_arrow_cpp_reads_them() {
    assert_eq!(footer_words(&footer(|s| s)), None);
    // An unknown field, of any type, is skipped.
    let unknown = footer(|s| s.field(100, BINARY, &string(b"xx")).field(101, TRUE, &[]));
    assert_eq!(footer_words(&unknown), None);
    // A required field missing: FileMetaData's num_rows.
    let missing = S::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &list(STRUCT, &[element(b"schema")]))
        .field(4, LIST, &list(STRUCT, &[]))
        .end();
    assert_eq!(footer_words(&missing), Some(INVALID_DATA));
    // A required field of the wrong type is skipped, then missing.
    let mistyped = S::default()
        .field(1, I64, &zigzag(2))
        .field(2, LIST, &list(STRUCT, &[element(b"schema")]))
        .field(3, I64, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]))
        .end();
    assert_eq!(footer_words(&mistyped), Some(INVALID_DATA));
    // A nested struct without its required field: a SchemaElement
    // without its name.
    let nested = S::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &list(STRUCT, &[S::default().end()]))
        .field(3, I64, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]))
        .end();
    assert_eq!(footer_words(&nested), Some(INVALID_DATA));
    // A list declared of another element type is read as the IDL's:
    // the schema as i64 values, whose bytes read as SchemaElements.
    // Here each "i64" is a whole SchemaElement: Thrift C++ decodes
    // it (the crate refuses it).
    let declared_i64 = S::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &list(I64, &[element(b"schema")]))
        .field(3, I64, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]))
        .end();
    assert_eq!(footer_words(&declared_i64), None);
    // ... and here they are i64 values, whose bytes decode as fields
    // of a SchemaElement that ends without its name.
    let values = S::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &list(I64, &[zigzag(5), vec![0]]))
        .field(3, I64, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]))
        .end();
    assert_eq!(footer_words(&values), Some(INVALID_DATA));
}

#[test]
fn sizes_and_limits_as_arrow_cpp_reads_them() {
    let with = |kind: u8, payload: Vec<u8>| footer(|s| s.field(100, kind, &payload));
    // Sizes are 32-bit: 2^32 - 5 is -5.
    let mut negative = vec![0xf0 | STRUCT];
    negative.extend(varint((1 << 32) - 5));
    assert_eq!(footer_words(&with(LIST, negative)), Some(NEGATIVE_SIZE));
    assert_eq!(
        footer_words(&with(BINARY, varint((1 << 32) - 5))),
        Some(NEGATIVE_SIZE)
    );
    assert_eq!(
        footer_words(&with(MAP, varint((1 << 32) - 1))),
        Some(NEGATIVE_SIZE)
    );
    // Arrow's limits: a container of 1,000,001, a string of
    // 100,000,001; at the limit, the bytes run out.
    assert_eq!(
        footer_words(&with(LIST, list_header(STRUCT, 1_000_001))),
        Some(SIZE_LIMIT)
    );
    assert_eq!(
        footer_words(&with(BINARY, varint(100_000_001))),
        Some(SIZE_LIMIT)
    );
    assert_eq!(footer_words(&with(BINARY, varint(100_000_000))), Some(END));
    // A list header over the limit is refused before its element
    // type is looked at.
    let mut unknown_big = vec![0xfe];
    unknown_big.extend(varint(2_000_000));
    assert_eq!(footer_words(&with(LIST, unknown_big)), Some(SIZE_LIMIT));
    assert_eq!(
        footer_words(&with(LIST, vec![0x1e, 0])),
        Some("don't know what type: \u{e}")
    );
    // Skipping a UUID (or a list of STOPs) is "invalid TType".
    assert_eq!(footer_words(&with(UUID, vec![0; 16])), Some(INVALID_TYPE));
    assert_eq!(footer_words(&with(LIST, vec![0x10])), Some(INVALID_TYPE));
    // Truncated: a field header without its value.
    let truncated = footer(|s| s);
    assert_eq!(footer_words(&truncated[..3]), Some(END));
    // A varint whose tenth byte continues; ten bytes are read.
    let mut long = vec![0xff; 10];
    long.push(1);
    assert_eq!(footer_words(&with(I64, long)), Some(LONG_VARINT));
    let mut ten = vec![0xff; 9];
    ten.push(0x7f);
    assert_eq!(footer_words(&with(I64, ten)), None);
    // A field type nibble of 0 ends the struct whatever its delta.
    let mut stop = footer(|s| s);
    *stop.last_mut().unwrap() = 0x10;
    assert_eq!(footer_words(&stop), None);
}

#[test]
fn depth_as_arrow_cpp_counts_it() {
    // FileMetaData is level 1, the skipped field 100 level 2, and
    // each struct inside it one more: 64 levels pass, 65 do not.
    let nested = |levels: usize| {
        let mut payload = vec![0x1c; levels];
        payload.extend(vec![0; levels + 1]);
        footer(|s| s.field(100, STRUCT, &payload))
    };
    assert_eq!(footer_words(&nested(62)), None);
    assert_eq!(footer_words(&nested(63)), Some(DEPTH));
}

#[test]
fn rewritten_as_thrift_reads() {
    assert_eq!(as_thrift_reads(&footer(|s| s)), None);
    // created_by (a binary) as an i32 is left out; column_orders,
    // whose header was a delta from it, gets its id in full.
    let mistyped = footer(|s| {
        s.field(6, I32, &zigzag(5))
            .field(7, LIST, &list(STRUCT, &[]))
    });
    let expected = footer(|s| s.field(7, LIST, &list(STRUCT, &[])));
    let mut long = expected.clone();
    let at = long.len() - 3;
    long.splice(at..at + 1, [LIST, 14]);
    assert_eq!(as_thrift_reads(&mistyped), Some(long));
    // Past MAX_EDITS, nothing is rewritten.
    let many = footer(|mut s| {
        for _ in 0..=MAX_EDITS {
            s = s.field(6, TRUE, &[]);
        }
        s
    });
    assert!(matches!(footer_walk(&many), Ok(true)));
    assert_eq!(as_thrift_reads(&many), None);
}

#[test]
fn page_headers_as_arrow_cpp_reads_them() {
    // PageHeader: type, uncompressed and compressed sizes required;
    // a DataPageHeader without its encodings.
    let data_page = S::default().field(1, I32, &zigzag(3)).end();
    let header = S::default()
        .field(1, I32, &zigzag(0))
        .field(2, I32, &zigzag(3))
        .field(3, I32, &zigzag(3))
        .field(5, STRUCT, &data_page)
        .end();
    assert_eq!(page_header_words(&header), Some(INVALID_DATA));
    let header = S::default()
        .field(1, I32, &zigzag(0))
        .field(2, I32, &zigzag(3))
        .field(3, I32, &zigzag(3))
        .end();
    assert_eq!(page_header_words(&header), None);
}

/// A footer whose schema is the root (of `top` children) then `nodes`:
/// name, repetition (None: none), physical type (None: a group),
/// num_children, converted type, in the list's order.
type Node<'a> = (&'a str, Option<i64>, Option<i64>, i64, Option<i64>);

fn schema(top: i64, nodes: &[Node]) -> Vec<u8> {
    let root = S::default()
        .field(4, BINARY, &string(b"schema"))
        .field(5, I32, &zigzag(top))
        .end();
    let mut elements = vec![root];
    for &(name, repetition, physical, children, converted) in nodes {
        let mut e = S::default();
        if let Some(t) = physical {
            e = e.field(1, I32, &zigzag(t));
        }
        if let Some(r) = repetition {
            e = e.field(3, I32, &zigzag(r));
        }
        e = e.field(4, BINARY, &string(name.as_bytes()));
        if children > 0 {
            e = e.field(5, I32, &zigzag(children));
        }
        if let Some(c) = converted {
            e = e.field(6, I32, &zigzag(c));
        }
        elements.push(e.end());
    }
    S::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &list(STRUCT, &elements))
        .field(3, I64, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]))
        .end()
}

/// Ok, or the status and words of a refusal.
type Verdict = Result<(), (Kind, String)>;

/// The walk's verdict on `footer`.
fn verdict(footer: &[u8]) -> Verdict {
    footer_walk(footer)
        .map(drop)
        .map_err(|e| (e.kind, e.message.into_owned()))
}

/// LIST- and MAP-annotated groups as Arrow C++'s schema conversion takes
/// them: each refusal is IRx 1.25's (`tests/diff-1.25/parquet_schema.c`),
/// `Invalid`, in the list's order after every refusal of the building.
#[test]
fn list_and_map_groups_as_arrow_cpp_converts_them() {
    const R: Option<i64> = Some(0);
    const O: Option<i64> = Some(1);
    const P: Option<i64> = Some(2);
    const G: Option<i64> = None;
    const INT: Option<i64> = Some(1);
    const LIST_C: Option<i64> = Some(3);
    const MAP_C: Option<i64> = Some(1);
    const KV_C: Option<i64> = Some(2);
    let invalid = |text: &str| Err((Kind::Invalid, format!("Invalid: {text}")));
    let cases: &[(i64, &[Node], Verdict)] = &[
        // LIST: one child, not repeated, its child repeated.
        (
            1,
            &[
                ("a", O, G, 2, LIST_C),
                ("x", P, INT, 0, None),
                ("y", P, INT, 0, None),
            ],
            invalid("LIST-annotated groups must have a single child."),
        ),
        (
            1,
            &[("a", P, G, 1, LIST_C), ("x", P, INT, 0, None)],
            invalid("LIST-annotated groups must not be repeated."),
        ),
        (
            1,
            &[("a", O, G, 1, LIST_C), ("x", R, INT, 0, None)],
            invalid("Non-repeated nodes in a LIST-annotated group are not supported."),
        ),
        // A repetition out of range is REQUIRED.
        (
            1,
            &[("a", O, G, 1, LIST_C), ("x", Some(7), INT, 0, None)],
            invalid("Non-repeated nodes in a LIST-annotated group are not supported."),
        ),
        (
            1,
            &[("a", O, G, 1, LIST_C), ("list", P, G, 0, None)],
            invalid("Group must have at least one child."),
        ),
        (1, &[("a", O, G, 1, LIST_C), ("x", P, INT, 0, None)], Ok(())),
        // A repeated list's child is checked first.
        (
            1,
            &[("a", P, G, 1, LIST_C), ("x", O, INT, 0, None)],
            invalid("Non-repeated nodes in a LIST-annotated group are not supported."),
        ),
        // A list's child annotated LIST is a list (repeated) ...
        (
            1,
            &[
                ("a", O, G, 1, LIST_C),
                ("list", P, G, 1, LIST_C),
                ("e", O, INT, 0, None),
            ],
            invalid("Non-repeated nodes in a LIST-annotated group are not supported."),
        ),
        (
            1,
            &[
                ("a", O, G, 1, LIST_C),
                ("list", P, G, 1, LIST_C),
                ("e", P, INT, 0, None),
            ],
            Ok(()),
        ),
        // ... over a group whose first child repeats.
        (
            1,
            &[
                ("a", O, G, 1, LIST_C),
                ("list", P, G, 1, LIST_C),
                ("g", P, G, 1, None),
                ("y", O, INT, 0, None),
            ],
            invalid("LIST-annotated groups must not be repeated."),
        ),
        (
            1,
            &[
                ("a", O, G, 1, LIST_C),
                ("list", P, G, 1, LIST_C),
                ("g", P, G, 2, None),
                ("y", P, INT, 0, None),
                ("z", O, INT, 0, None),
            ],
            Ok(()),
        ),
        // Of two children, a struct whatever its annotation.
        (
            1,
            &[
                ("a", O, G, 1, LIST_C),
                ("list", P, G, 2, MAP_C),
                ("x", O, INT, 0, None),
                ("y", O, INT, 0, None),
            ],
            Ok(()),
        ),
        // A list's child annotated MAP is a map (repeated).
        (
            1,
            &[
                ("a", O, G, 1, LIST_C),
                ("list", P, G, 1, MAP_C),
                ("kv", P, G, 2, None),
                ("key", R, INT, 0, None),
                ("value", O, INT, 0, None),
            ],
            Ok(()),
        ),
        (
            1,
            &[
                ("a", O, G, 1, LIST_C),
                ("list", P, G, 1, MAP_C),
                ("kv", O, INT, 0, None),
            ],
            invalid("Non-repeated key value in a MAP-annotated group are not supported."),
        ),
        // A repeated list in a struct is refused.
        (
            1,
            &[
                ("s", O, G, 1, None),
                ("a", P, G, 1, LIST_C),
                ("x", P, INT, 0, None),
            ],
            invalid("LIST-annotated groups must not be repeated."),
        ),
        // Nested: the element's own list is.
        (
            1,
            &[
                ("a", O, G, 1, LIST_C),
                ("list", P, G, 1, None),
                ("e", O, G, 1, LIST_C),
                ("x", O, INT, 0, None),
            ],
            invalid("Non-repeated nodes in a LIST-annotated group are not supported."),
        ),
        // In the list's order: a list before a physical type out of
        // range, and after one.
        (
            2,
            &[
                ("a", O, G, 1, LIST_C),
                ("x", O, INT, 0, None),
                ("b", O, Some(99), 0, None),
            ],
            invalid("Non-repeated nodes in a LIST-annotated group are not supported."),
        ),
        (
            2,
            &[
                ("a", O, Some(99), 0, None),
                ("b", O, G, 1, LIST_C),
                ("x", O, INT, 0, None),
            ],
            Err((
                Kind::Io,
                "IOError: Invalid physical column type: UNKNOWN".into(),
            )),
        ),
        // A refusal of the building comes first.
        (
            2,
            &[
                ("a", O, INT, 0, Some(0)),
                ("b", O, G, 1, LIST_C),
                ("x", O, INT, 0, None),
            ],
            Err((
                Kind::Io,
                "IOError: UTF8 can only annotate BYTE_ARRAY fields".into(),
            )),
        ),
        // MAP (and MAP_KEY_VALUE).
        (
            1,
            &[("a", O, G, 0, MAP_C)],
            invalid("MAP-annotated groups must have a single child."),
        ),
        // A repeated map is refused before its key-value group is looked at.
        (
            1,
            &[("a", P, G, 1, MAP_C), ("kv", O, INT, 0, None)],
            invalid("MAP-annotated groups must not be repeated."),
        ),
        (
            1,
            &[
                ("a", P, G, 1, KV_C),
                ("kv", P, G, 2, None),
                ("key", R, INT, 0, None),
                ("value", O, INT, 0, None),
            ],
            invalid("MAP-annotated groups must not be repeated."),
        ),
        (
            1,
            &[("a", O, G, 1, MAP_C), ("kv", O, INT, 0, None)],
            invalid("Non-repeated key value in a MAP-annotated group are not supported."),
        ),
        (
            1,
            &[("a", O, G, 1, MAP_C), ("kv", P, INT, 0, None)],
            invalid("Key-value node must be a group."),
        ),
        (
            1,
            &[("a", O, G, 1, MAP_C), ("kv", P, G, 0, None)],
            invalid("Key-value map node must have 1 or 2 child elements. Found: 0"),
        ),
        (
            1,
            &[
                ("a", O, G, 1, MAP_C),
                ("kv", P, G, 3, None),
                ("key", R, INT, 0, None),
                ("v", O, INT, 0, None),
                ("w", O, INT, 0, None),
            ],
            invalid("Key-value map node must have 1 or 2 child elements. Found: 3"),
        ),
        (
            1,
            &[
                ("a", O, G, 1, MAP_C),
                ("kv", P, G, 1, None),
                ("key", O, INT, 0, None),
            ],
            invalid("Map keys must be annotated as required."),
        ),
        // ... before the key's physical type out of range.
        (
            1,
            &[
                ("a", O, G, 1, MAP_C),
                ("kv", P, G, 2, None),
                ("key", P, Some(99), 0, None),
                ("value", O, INT, 0, None),
            ],
            invalid("Map keys must be annotated as required."),
        ),
        (
            1,
            &[
                ("a", O, G, 1, MAP_C),
                ("kv", P, G, 2, None),
                ("key", R, INT, 0, None),
                ("value", P, INT, 0, None),
            ],
            Ok(()),
        ),
        // The key is converted as a node: its own list is checked.
        (
            1,
            &[
                ("a", O, G, 1, MAP_C),
                ("kv", P, G, 1, None),
                ("key", R, G, 1, LIST_C),
                ("x", O, INT, 0, None),
            ],
            invalid("Non-repeated nodes in a LIST-annotated group are not supported."),
        ),
    ];
    for (top, nodes, expected) in cases {
        assert_eq!(&verdict(&schema(*top, nodes)), expected, "{nodes:?}");
    }
}

/// A footer of one leaf `a`: physical type, converted type, scale and
/// precision, and a LogicalType's bytes (the member's struct, then the
/// union's end).
fn typed(
    physical: i64,
    converted: Option<i64>,
    decimal: Option<(i64, i64)>,
    logical: &[u8],
) -> Vec<u8> {
    let root = S::default()
        .field(4, BINARY, &string(b"schema"))
        .field(5, I32, &zigzag(1))
        .end();
    let mut leaf = S::default()
        .field(1, I32, &zigzag(physical))
        .field(3, I32, &zigzag(1))
        .field(4, BINARY, &string(b"a"));
    if let Some(c) = converted {
        leaf = leaf.field(6, I32, &zigzag(c));
    }
    if let Some((scale, precision)) = decimal {
        leaf = leaf
            .field(7, I32, &zigzag(scale))
            .field(8, I32, &zigzag(precision));
    }
    let leaf = leaf.field(10, STRUCT, logical).end();
    S::default()
        .field(1, I32, &zigzag(2))
        .field(2, LIST, &list(STRUCT, &[root, leaf]))
        .field(3, I64, &zigzag(0))
        .field(4, LIST, &list(STRUCT, &[]))
        .end()
}

/// What Arrow C++ (so IRx 1.25) reads by the logical type alone and the
/// crate refused is rewritten so that the crate reads it the same: a
/// converted type that does not match the logical type is left out, a
/// logical Decimal's scale and precision are the element's. Before, the
/// crate refused each ("Logical type String is incompatible with
/// converted type INT_64", "DECIMAL logical type scale 2 must match
/// self.scale -1").
#[test]
fn logical_types_read_as_arrow_cpp_reads_them() {
    use parquet::basic::LogicalType;
    use parquet::file::metadata::ParquetMetaDataReader;
    const STRING_L: &[u8] = b"\x1c\x00\x00";
    const DECIMAL_5_2: &[u8] = b"\x5c\x15\x04\x15\x0a\x00\x00";
    const INT_8: &[u8] = b"\xac\x13\x08\x11\x00\x00";
    let decimal = LogicalType::decimal(2, 5);
    let cases = [
        (typed(6, Some(18), None, STRING_L), LogicalType::String),
        (typed(1, None, None, DECIMAL_5_2), decimal.clone()),
        (typed(1, None, Some((1, 4)), DECIMAL_5_2), decimal.clone()),
        (typed(1, Some(5), None, DECIMAL_5_2), decimal.clone()),
        (
            typed(1, Some(16), None, INT_8),
            LogicalType::integer(8, true),
        ),
    ];
    for (footer, logical) in cases {
        assert!(ParquetMetaDataReader::decode_metadata(&footer).is_err());
        assert!(matches!(footer_walk(&footer), Ok(true)));
        let read = as_thrift_reads(&footer).expect("rewritten");
        let metadata = ParquetMetaDataReader::decode_metadata(&read).expect("the crate reads it");
        let column = metadata.file_metadata().schema_descr().column(0);
        assert_eq!(column.logical_type_ref(), Some(&logical));
        if logical == decimal {
            assert_eq!((column.type_scale(), column.type_precision()), (2, 5));
        }
    }
    // What the crate reads already is left as it is.
    assert!(matches!(
        footer_walk(&typed(1, Some(5), Some((2, 5)), DECIMAL_5_2)),
        Ok(false)
    ));
    assert!(matches!(
        footer_walk(&typed(6, Some(0), None, STRING_L)),
        Ok(false)
    ));
}
