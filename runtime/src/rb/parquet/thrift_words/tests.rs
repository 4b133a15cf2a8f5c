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
