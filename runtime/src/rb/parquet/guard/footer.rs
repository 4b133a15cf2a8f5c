//! The footer's guards and rewrites: Arrow C++'s checks of a file's last
//! 8 bytes ([`check_frame`]), the schema walk before the crate decodes it
//! ([`check_footer`], an encrypted footer decrypted first), and the
//! in-place fixes and spans the readers take from the footer's bytes
//! ([`narrow_decimals`], [`retag_mistyped`], [`key_value_spans`]).

use std::io::Read;
use std::os::unix::fs::FileExt;

use super::super::thrift_words;
use super::thrift::*;
use super::{BoundedFile, corrupt, thrift_failure};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// The deepest a Parquet schema may nest: a column (or group) may have at
/// most this many groups above it, the schema root included. The figure
/// C Data imports use (`rb/cdata.rs`) and the IPC readers' flatbuffer
/// verifier (where a nested field costs two levels, so an IPC schema
/// holds about 30 nested structs, and so does a file with Arrow's schema
/// in its footer). A struct takes one Parquet level, a list or map three:
/// 63 nested structs or 21 nested lists fit. Every recursion over a
/// file's schema (the crate's tree, its descriptor and Arrow conversion,
/// drops, the runtime's own walks) is that deep at most.
pub(crate) const MAX_SCHEMA_DEPTH: usize = 64;

/// Arrow C++'s checks of a Parquet file's last 8 bytes (its size, the
/// `PAR1`/`PARE` magic and the footer length), refused as it refuses them
/// (`Invalid`, which 1.25 passes on as `IRX_ERR_INVALID`) and in its words,
/// before the crate reads anything: a CSV file, a truncated file, or one of
/// 4 bytes is not Parquet, not a failed read.
pub(crate) fn check_frame(file: &BoundedFile) -> Result<()> {
    use crate::ffi::error::StatusCode::Invalid;
    let len = file.len;
    if len == 0 {
        return Err(Error::status(Invalid, "Parquet file size is 0 bytes"));
    }
    if len < 8 {
        return Err(Error::status(
            Invalid,
            format!(
                "Parquet file size is {len} bytes, smaller than the minimum file footer (8 bytes)"
            ),
        ));
    }
    let mut tail = [0u8; 8];
    file.file
        .read_exact_at(&mut tail, len - 8)
        .map_err(|e| Error::new(Kind::Io, format!("IOError: Parquet footer: {e}")))?;
    if &tail[4..] != b"PAR1" && &tail[4..] != b"PARE" {
        return Err(Error::status(
            Invalid,
            "Parquet magic bytes not found in footer. Either the file is corrupted or this is not a parquet file.",
        ));
    }
    let footer_len = u64::from(u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]));
    if footer_len > len - 8 {
        return Err(Error::status(
            Invalid,
            format!(
                "Parquet file size is {len} bytes, smaller than the size reported by footer's ({footer_len}bytes)"
            ),
        ));
    }
    Ok(())
}

/// Arrow C++'s dataset scanner's words for a file it cannot open as
/// Parquet (`Could not open Parquet input source 'PATH': ...` after the
/// status's prefix), which 1.25 reports when it reads through a scan
/// (projected, filtered or a dataset) rather than a plain file reader.
pub(crate) fn as_scan_source(error: Error, path: &std::path::Path) -> Error {
    const PREFIXES: [&str; 2] = ["Invalid: ", "IOError: "];
    let Some(prefix) = PREFIXES.iter().find(|p| error.message.starts_with(**p)) else {
        return error;
    };
    let rest = &error.message[prefix.len()..];
    // Opening the file is not the format's failure, and a physical type
    // out of range or a LIST- or MAP-annotated group's structure fails
    // Arrow's schema conversion, after the source opened (`thrift_words`'
    // `element.rs`): Arrow C++ passes each on as it is.
    if rest.starts_with("Failed to open local file")
        || rest.starts_with("Invalid physical column type: ")
        || (*prefix == "Invalid: " && thrift_words::conversion_refusal(rest))
    {
        return error;
    }
    let message = format!(
        "{prefix}Could not open Parquet input source '{}': {rest}",
        path.display()
    );
    Error::new(error.kind, message)
}

/// Checks the schema of the footer of `file` (see the module docs) before
/// the crate decodes it. An encrypted footer (`PARE`) is decrypted with
/// `key` first, as the crate will ([`decrypt_footer`]). Files that are not
/// Parquet, whose footer lies outside the file, or whose encrypted footer
/// cannot be decrypted (no or a wrong key) are left to the crate, which
/// refuses them without decoding a schema.
pub(crate) fn check_footer(file: &BoundedFile, key: Option<&[u8]>) -> Result<bool> {
    let io = |e: std::io::Error| Error::new(Kind::Io, format!("Parquet footer: {e}"));
    if file.len < 12 {
        return Ok(false);
    }
    let mut tail = [0u8; 8];
    file.file
        .read_exact_at(&mut tail, file.len - 8)
        .map_err(io)?;
    let encrypted = match &tail[4..] {
        b"PAR1" => false,
        b"PARE" => true,
        _ => return Ok(false),
    };
    let footer_len = u64::from(u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]));
    if footer_len + 12 > file.len {
        return Ok(false);
    }
    // At most the file's length (checked just above).
    let mut footer = vec![0u8; footer_len as usize];
    file.file
        .read_exact_at(&mut footer, file.len - 8 - footer_len)
        .map_err(io)?;
    if !encrypted {
        // What Arrow C++'s Thrift reader refuses, 1.25 refuses, in its
        // words, before anything else (a required field of another wire
        // type is read by the crate, skipped and then missed by Thrift
        // C++), and then the enum values its schema refuses. One
        // allocation-free pass, linear in the footer's bytes.
        let rewrite = thrift_words::footer_walk(&footer)?;
        // The schema the crate will read: as Thrift C++ reads it.
        match rewrite
            .then(|| thrift_words::as_thrift_reads(&footer))
            .flatten()
        {
            Some(read) => check_schema(&read)?,
            None => check_schema(&footer)?,
        }
        // Arrow C++ (1.25's reader, `plaintext_files_allowed` off) refuses
        // a key for a file that encrypts nothing: a plain footer without
        // an encryption algorithm.
        if key.is_some() && !sets_encryption_algorithm(&footer) {
            return Err(Error::new(
                Kind::Io,
                "IOError: Applying decryption properties on plaintext file",
            ));
        }
        return Ok(rewrite);
    }
    match key.and_then(|key| decrypt_footer(&footer, key)) {
        Some(plain) => check_schema(&plain).map(|()| false),
        None => Ok(false),
    }
}

/// Whether a plain footer's `FileMetaData` sets `encryption_algorithm`
/// (field 8: columns encrypted under a plaintext footer). A footer that
/// does not decode says no; the crate reports it.
fn sets_encryption_algorithm(footer: &[u8]) -> bool {
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    let mut found = false;
    let _ = input.fields(0, |_, id, _| {
        found |= id == 8;
        Ok(false)
    });
    found
}

/// The `FileMetaData` of an encrypted footer: a `FileCryptoMetaData`
/// (AES_GCM_V1: an optional AAD prefix, the file's unique AAD, whether the
/// prefix must be supplied), then the module: a 4-byte length, a 12-byte
/// nonce, the ciphertext and a 16-byte tag, authenticated with the AAD
/// `prefix || file unique || 0` (the footer's module type), as the Parquet
/// encryption spec (and the crate) has it. None where the crate fails
/// before decoding a schema: another algorithm, a prefix this runtime
/// cannot supply (it has no AAD prefix option), a key of another size, a
/// failed authentication.
fn decrypt_footer(footer: &[u8], key: &[u8]) -> Option<Vec<u8>> {
    use ring::aead::{AES_128_GCM, AES_256_GCM, Aad, LessSafeKey, Nonce, UnboundKey};
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    let mut gcm = None;
    let binary = |this: &mut Compact<&[u8]>, kind| this.binary_span(kind, "not a binary");
    input
        .fields(0, |this, id, kind| {
            if id != 1 || kind != T_STRUCT {
                return Ok(false);
            }
            // The EncryptionAlgorithm union: AES_GCM_V1 is its field 1.
            this.fields(1, |this, id, kind| {
                if id != 1 || kind != T_STRUCT {
                    return Ok(false);
                }
                let (mut prefix, mut unique, mut supply) = (None, None, false);
                this.fields(2, |this, id, kind| {
                    match id {
                        1 => prefix = Some(binary(this, kind)?),
                        2 => unique = Some(binary(this, kind)?),
                        3 => supply = kind == T_TRUE,
                        _ => return Ok(false),
                    }
                    Ok(true)
                })?;
                gcm = Some((prefix, unique, supply));
                Ok(true)
            })?;
            Ok(true)
        })
        .ok()?;
    let (prefix, unique, supply) = gcm?;
    if supply && prefix.is_none() {
        return None;
    }
    let mut aad = Vec::new();
    aad.extend_from_slice(&footer[prefix.unwrap_or_default()]);
    aad.extend_from_slice(&footer[unique?]);
    aad.push(0);
    let module = &footer[input.consumed as usize..];
    let nonce = Nonce::try_assume_unique_for_key(module.get(4..16)?).ok()?;
    let algorithm = match key.len() {
        16 => &AES_128_GCM,
        32 => &AES_256_GCM,
        _ => return None,
    };
    let key = LessSafeKey::new(UnboundKey::new(algorithm, key).ok()?);
    let mut sealed = module.get(16..)?.to_vec();
    let plain = key
        .open_in_place(nonce, Aad::from(aad), &mut sealed)
        .ok()?
        .len();
    sealed.truncate(plain);
    Some(sealed)
}

/// For a [`Compact::fields`] visitor: whether the field (`id`, `kind`) is
/// field `want`, a list, read: each struct element by `each(input, index,
/// count)`, an element of another type skipped at `depth`, or, with
/// `refuse`, the list refused with that error first. False for another
/// field (to have it skipped).
fn struct_list<'a>(
    input: &mut Compact<&'a [u8]>,
    (id, kind): (i16, u8),
    want: i16,
    depth: usize,
    refuse: Option<&str>,
    mut each: impl FnMut(&mut Compact<&'a [u8]>, u64, u64) -> Parse<()>,
) -> Parse<bool> {
    if id != want || kind != T_LIST {
        return Ok(false);
    }
    let (element, count) = input.list_header()?;
    if let Some(refusal) = refuse.filter(|_| element != T_STRUCT) {
        return Err(refusal.into());
    }
    for index in 0..count {
        if element == T_STRUCT {
            each(input, index, count)?;
        } else {
            input.skip_value(element, depth)?;
        }
    }
    Ok(true)
}

/// Walks the flat schema list (field 2) of a `FileMetaData`, iteratively:
/// each element's depth is the count of groups still open above it.
fn check_schema(footer: &[u8]) -> Result<()> {
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    let mut refusal = None;
    input
        .fields(0, |this, id, kind| {
            // The children still to come of each open group, outermost
            // first: never longer than MAX_SCHEMA_DEPTH + 1. A list of
            // another type is not a schema: skipped, the crate refuses it.
            let mut open: Vec<u64> = Vec::new();
            struct_list(this, (id, kind), 2, 1, None, |this, index, size| {
                let mut children = None;
                this.fields(1, |inner, id, kind| {
                    if id != 5 {
                        return Ok(false);
                    }
                    children = Some(inner.int(kind)?);
                    Ok(true)
                })?;
                if open.len() > MAX_SCHEMA_DEPTH && refusal.is_none() {
                    refusal = Some(Error::invalid(format!(
                        "Parquet schema nests deeper than {MAX_SCHEMA_DEPTH} levels (element {index} of {size}); \
                         this runtime reads at most {MAX_SCHEMA_DEPTH}"
                    )));
                    return Err(String::new());
                }
                let after = size - index - 1;
                match children {
                    Some(n) if n < 0 => {
                        return Err(format!("schema element {index} claims {n} children"));
                    }
                    Some(n) if n as u64 > after => {
                        return Err(format!(
                            "schema element {index} claims {n} children where {after} elements follow"
                        ));
                    }
                    Some(n) if n > 0 => open.push(n as u64),
                    // A leaf: it completes one child of the innermost
                    // group, which may complete that group, and so on out.
                    _ => {
                        while let Some(left) = open.last_mut() {
                            *left -= 1;
                            if *left > 0 {
                                break;
                            }
                            open.pop();
                        }
                    }
                }
                Ok(())
            })
        })
        .map_err(|e| match refusal.take() {
            Some(refusal) => refusal,
            None => thrift_failure(&e, false, "footer schema"),
        })
}

/// The elements of the schema list (field 2) of the plain `FileMetaData`
/// `footer`, in order, each built from `E::default()` by `read(input, id,
/// type, element)`, which reads a field it wants and returns true, or
/// false to have it skipped (as [`Compact::fields`]' visitor). None for a
/// footer that does not decode or a schema list that is not of structs.
fn schema_elements<E: Default>(
    footer: &[u8],
    mut read: impl FnMut(&mut Compact<&[u8]>, i16, u8, &mut E) -> Parse<bool>,
) -> Option<Vec<E>> {
    let mut elements = Vec::new();
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    input
        .fields(0, |this, id, kind| {
            struct_list(this, (id, kind), 2, 1, Some(""), |this, _, _| {
                let mut e = E::default();
                this.fields(1, |inner, id, kind| read(inner, id, kind, &mut e))?;
                elements.push(e);
                Ok(())
            })
        })
        .ok()?;
    Some(elements)
}

/// An integer field and where its varint lies in the input (for a
/// rewrite in place of the same width).
fn int_span(input: &mut Compact<&[u8]>, kind: u8) -> Parse<(std::ops::Range<usize>, i64)> {
    let start = input.consumed as usize;
    let value = input.int(kind)?;
    Ok((start..input.consumed as usize, value))
}

/// A DECIMAL column whose precision its bytes cannot hold (see
/// [`narrow_decimals`]): its name, the precision and scale the file gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WideDecimal {
    pub(crate) name: String,
    pub(crate) precision: i64,
    pub(crate) scale: i64,
}

/// For `quirks`: the columns of a flat schema (every element but the root
/// a leaf) in the plain `FileMetaData` `footer` that are
/// FIXED_LEN_BYTE_ARRAY, INT32 or INT64 with the DECIMAL converted type,
/// no logical type, and a precision their bytes cannot hold (a writer's
/// DECIMAL(45, 2) in 6 bytes, a DECIMAL(20, 2) in INT32, which Arrow C++
/// reads), which the crate refuses as a schema. Each such precision is
/// rewritten in place to the most the bytes hold (the crate's formula; a
/// varint of the same width), and the columns are returned, for the
/// reader to ask for decimal256 of the file's precision as Arrow C++
/// reads them. Nothing changes in a footer that does not decode.
pub(crate) fn narrow_decimals(footer: &mut [u8]) -> Vec<WideDecimal> {
    const INT32: i64 = 1;
    const INT64: i64 = 2;
    const FIXED_LEN_BYTE_ARRAY: i64 = 7;
    const DECIMAL: i64 = 5;
    #[derive(Default)]
    struct Element {
        name: std::ops::Range<usize>,
        kind: i64,
        length: i64,
        converted: i64,
        precision: Option<(std::ops::Range<usize>, i64)>,
        scale: i64,
        logical: bool,
        children: i64,
    }
    let read = |inner: &mut Compact<&[u8]>, id, kind, e: &mut Element| {
        match id {
            1 => e.kind = inner.int(kind)?,
            2 => e.length = inner.int(kind)?,
            4 => e.name = inner.binary_span(kind, "a name that is not binary")?,
            5 => e.children = inner.int(kind)?,
            6 => e.converted = inner.int(kind)?,
            7 => e.scale = inner.int(kind)?,
            8 => e.precision = Some(int_span(inner, kind)?),
            10 => {
                e.logical = true;
                return Ok(false);
            }
            _ => return Ok(false),
        }
        Ok(true)
    };
    let Some(elements) = schema_elements(footer, read) else {
        return Vec::new();
    };
    if elements.iter().skip(1).any(|e| e.children > 0) {
        return Vec::new();
    }
    let mut wide = Vec::new();
    for e in &elements[1.min(elements.len())..] {
        let Some((span, precision)) = e.precision.clone() else {
            continue;
        };
        if e.converted != DECIMAL || e.logical {
            continue;
        }
        let most = match e.kind {
            // The crate's limits: what an i32 and an i64 hold.
            INT32 => 9,
            INT64 => 18,
            FIXED_LEN_BYTE_ARRAY => {
                let Ok(bits) = i32::try_from(e.length.saturating_mul(8).saturating_sub(1)) else {
                    continue;
                };
                if !(1..=255).contains(&bits) {
                    continue;
                }
                (2f64.powi(bits) - 1.0).log10().floor() as i64
            }
            _ => continue,
        };
        if precision <= most {
            continue;
        }
        // The zigzag varint of `most`, as wide as the one it replaces
        // (continuation bits on zero groups).
        let mut value = ((most << 1) ^ (most >> 63)) as u64;
        let width = span.len();
        for (i, byte) in footer[span].iter_mut().enumerate() {
            *byte = (value & 0x7f) as u8 | if i + 1 < width { 0x80 } else { 0 };
            value >>= 7;
        }
        wide.push(WideDecimal {
            name: String::from_utf8_lossy(&footer[e.name.clone()]).into_owned(),
            precision,
            scale: e.scale,
        });
    }
    wide
}

/// For `shapes`: MAP-annotated groups (logical type Map, else converted
/// type MAP or MAP_KEY_VALUE) of the plain `FileMetaData` `footer` whose
/// key-value group's value is repeated, which Arrow C++ reads (the value
/// a list) and the crate refuses ("Map values cannot be repeated"). Each
/// such group's converted type is rewritten in place to UTF8 and its
/// logical type to String (one byte for another), which the crate reads
/// as a plain group (a struct of a list of key-value structs) and Arrow
/// C++ refuses on a group, so that no file Arrow C++ reads reaches the
/// crate with them otherwise (`thrift_words` refuses such a file first);
/// `shapes` reads such a group as the map it was. Returns how many were rewritten; a
/// footer that does not decode is left as it is.
pub(crate) fn unmap_repeated_values(footer: &mut [u8]) -> usize {
    const REPEATED: i64 = 2;
    // Field headers of the `LogicalType` union's first member: MAP (id
    // 2) and STRING (id 1), structs.
    const LOGICAL_MAP: u8 = 0x2c;
    const LOGICAL_STRING: u8 = 0x1c;
    #[derive(Default)]
    struct Element {
        repetition: i64,
        children: i64,
        converted: Option<(std::ops::Range<usize>, i64)>,
        /// Where the `LogicalType` union's member header lies.
        logical: Option<usize>,
    }
    let read = |inner: &mut Compact<&[u8]>, id, kind, e: &mut Element| {
        match id {
            3 => e.repetition = inner.int(kind)?,
            5 => e.children = inner.int(kind)?,
            6 => e.converted = Some(int_span(inner, kind)?),
            10 if kind == T_STRUCT => {
                e.logical = Some(inner.consumed as usize);
                return Ok(false);
            }
            _ => return Ok(false),
        }
        Ok(true)
    };
    let Some(elements) = schema_elements(footer, read) else {
        return 0;
    };
    // The index just past each element's subtree (None: it runs past the
    // list), walked from the last element back.
    let mut end = vec![None; elements.len()];
    for i in (0..elements.len()).rev() {
        let mut next = Some(i + 1);
        for _ in 0..elements[i].children.max(0) {
            next = next.and_then(|n| if n < elements.len() { end[n] } else { None });
        }
        end[i] = next;
    }
    let mut rewritten = 0;
    for i in 1..elements.len() {
        let e = &elements[i];
        // The union's member MAP (id 2, an empty struct), as one header
        // byte; a converted type MAP or MAP_KEY_VALUE, as one byte.
        let logical = e.logical.filter(|&at| footer.get(at) == Some(&LOGICAL_MAP));
        let converted = e.converted.clone();
        let converted_map = converted
            .as_ref()
            .is_some_and(|(span, value)| matches!(value, 1 | 2) && span.len() == 1);
        let map = match e.logical {
            // Arrow C++ follows the logical type.
            Some(_) => logical.is_some() && (converted.is_none() || converted_map),
            None => converted_map,
        };
        if !map || e.children != 1 {
            continue;
        }
        let key_value = i + 1;
        let value = end.get(key_value + 1).copied().flatten();
        let repeats = |at: usize| elements.get(at).is_some_and(|e| e.repetition == REPEATED);
        if elements.get(key_value).is_some_and(|kv| kv.children == 2)
            && repeats(key_value)
            && value.is_some_and(repeats)
        {
            if let Some((span, _)) = converted {
                footer[span.start] = 0;
            }
            if let Some(at) = logical {
                footer[at] = LOGICAL_STRING;
            }
            rewritten += 1;
        }
    }
    rewritten
}

/// For `quirks`: fields of a column chunk's `ColumnMetaData` in the plain
/// `FileMetaData` `footer` whose Thrift type is not the format's (a
/// pre-release parquet-mr 1.12 wrote field 15, `bloom_filter_length`, an
/// i32, as a list of structs), which Thrift readers skip (Arrow C++'s
/// generated code does) and the crate refuses ("Expected list element type
/// of I64 but got I16"). Such a field, when it is the last of its struct
/// and its header the one-byte form, is renumbered in place to an id the
/// format does not use (its predecessor's + 15, past 17), which the crate
/// skips too. Returns how many were renumbered; a footer that does not
/// decode is left as it is.
pub(crate) fn retag_mistyped(footer: &mut [u8]) -> usize {
    /// The compact type ColumnMetaData's field `id` has (integers of any
    /// width count as one), or None for an id the format does not define.
    fn expected(id: i16) -> Option<u8> {
        Some(match id {
            1 | 4 | 5 | 6 | 7 | 9 | 10 | 11 | 14 | 15 => T_I64,
            2 | 3 | 8 | 13 => T_LIST,
            12 | 16 | 17 => T_STRUCT,
            _ => return None,
        })
    }
    let integer = |kind: u8| matches!(kind, T_I16 | T_I32 | T_I64);
    let mut headers = Vec::new();
    let mut input = Compact::footer((&footer[..]).take(footer.len() as u64));
    // Row groups (field 4), their column chunks (field 1), each one's
    // metadata (field 3).
    let walked = input.fields(0, |this, id, kind| {
        struct_list(this, (id, kind), 4, 1, None, |this, _, _| {
            this.fields(1, |group, id, kind| {
                struct_list(group, (id, kind), 1, 2, None, |group, _, _| {
                    group.fields(2, |chunk, id, kind| {
                        if id != 3 || kind != T_STRUCT {
                            return Ok(false);
                        }
                        // (id, type, header position) of each field, in order.
                        let mut fields: Vec<(i16, u8, u64)> = Vec::new();
                        chunk.fields(3, |meta, id, kind| {
                            fields.push((id, kind, meta.field_at));
                            Ok(false)
                        })?;
                        let Some(&(id, kind, at)) = fields.last() else {
                            return Ok(true);
                        };
                        let Some(want) = expected(id) else {
                            return Ok(true);
                        };
                        let wrong = if want == T_I64 {
                            !integer(kind)
                        } else {
                            kind != want
                        };
                        let previous = fields.len().checked_sub(2).map_or(0, |i| fields[i].0);
                        if wrong && footer[at as usize] >> 4 != 0 && previous + 15 > 17 {
                            headers.push(at as usize);
                        }
                        Ok(true)
                    })
                })
            })
        })
    });
    if walked.is_err() {
        return 0;
    }
    for &at in &headers {
        footer[at] = (15 << 4) | (footer[at] & 0x0f);
    }
    headers.len()
}

/// Where one `KeyValue` of a footer's `key_value_metadata` lies: the byte
/// ranges of its key and value inside the footer.
#[derive(Debug, Clone)]
pub(crate) struct KeyValueSpan {
    pub(crate) key: std::ops::Range<usize>,
    pub(crate) value: Option<std::ops::Range<usize>>,
}

/// The key-value metadata of a plaintext footer (a `FileMetaData` in the
/// Thrift compact protocol), as byte ranges into `footer`: the crate
/// decodes keys and values only as UTF-8 and fails on anything else, which
/// Arrow C++ writes (1.25's reconstruction metadata is binary). Nothing is
/// allocated from a claimed length.
pub(crate) fn key_value_spans(footer: &[u8]) -> Result<Vec<KeyValueSpan>> {
    let mut input = Compact::footer(footer.take(footer.len() as u64));
    let mut spans = Vec::new();
    let binary = |this: &mut Compact<&[u8]>, kind| {
        this.binary_span(kind, "a key-value field is not a string")
    };
    input
        .fields(0, |this, id, kind| {
            let refuse = Some("key_value_metadata is not a list of structs");
            struct_list(this, (id, kind), 5, 1, refuse, |this, _, _| {
                let (mut key, mut value) = (None, None);
                this.fields(1, |inner, id, kind| match id {
                    1 => {
                        key = Some(binary(inner, kind)?);
                        Ok(true)
                    }
                    2 => {
                        value = Some(binary(inner, kind)?);
                        Ok(true)
                    }
                    _ => Ok(false),
                })?;
                let key = key.ok_or("a key-value without its key")?;
                spans.push(KeyValueSpan { key, value });
                Ok(())
            })
        })
        .map_err(|e| corrupt(format!("footer metadata: {e}")))?;
    Ok(spans)
}
