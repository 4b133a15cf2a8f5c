//! Enum values of a page header the parquet crate does not know, read as
//! Arrow C++ reads them (issue 28: 1.25's answers, checked against 1.25
//! by `tests/diff-1.25/parquet_pages.c`).
//!
//! The crate refuses the whole page header at any enum value its
//! `PageType` and `Encoding` do not name ("Unexpected PageType 99");
//! Arrow C++ loads them unchecked and then:
//!
//! * skips a page of an unknown type, as it skips index pages;
//! * refuses a data page whose values' encoding it has no decoder for
//!   (`IOError: Unknown encoding type.`) when it reaches that page, and a
//!   dictionary page not PLAIN (`Not yet implemented: only plain
//!   dictionary encoding has been implemented.`);
//! * looks at a level encoding only where the column stores those levels
//!   (`Unknown encoding type for levels.`), never at the fields of a
//!   sub-header its page type does not use.
//!
//! So the guard's walk of the page headers (`guard::check_pages`) records
//! where such values lie ([`Unknown`]), and the bytes the crate is handed
//! say instead ([`replacements`], same length) what the crate answers
//! alike: an index page for an unknown page type (which the crate skips),
//! `BIT_PACKED` for the values of a data page or a dictionary page (which
//! no value decoder of the crate takes), `PLAIN` for a level encoding
//! (which the crate refuses where levels are stored and never looks at
//! otherwise) and for an unused sub-header's encoding. The crate's
//! refusals of those are worded as 1.25's by [`read_words`], when a read
//! fails: nothing is formatted or allocated for a header without unknown
//! values.

/// What an enum value out of range is in its page header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// `PageHeader.type`.
    PageType,
    /// The values' encoding of the sub-header in field `.0` of the page
    /// header (5: data page, 7: dictionary page, 8: data page v2).
    Encoding(i16),
    /// A v1 data page's definition or repetition level encoding.
    Level,
}

/// Where an enum value out of range lies in its page header: its varint's
/// first byte, counted from the header's start, and its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Unknown {
    pub(crate) at: u64,
    pub(crate) len: u64,
    pub(crate) role: Role,
}

/// Whether the crate knows page type `value` (DATA_PAGE, INDEX_PAGE,
/// DICTIONARY_PAGE, DATA_PAGE_V2), or the value is past an i32 (left to
/// the crate's refusal as before).
pub(crate) fn known_page_type(value: i64) -> bool {
    (0..=3).contains(&value) || i32::try_from(value).is_err()
}

/// Whether Arrow C++ (1.25) knows encoding `value` (1, GROUP_VAR_INT, is
/// gone; ALP, 10, which the crate knows, came after), or the value is
/// past an i32.
pub(crate) fn known_encoding(value: i64) -> bool {
    matches!(value, 0 | 2..=9) || i32::try_from(value).is_err()
}

/// The most enum values out of range recorded of one page header (a
/// header repeating its fields may hold more; the crate then refuses it
/// in its words, as before), and the most bytes rewritten in one file
/// (a few thousand pages; past it the crate's refusal stands too): what
/// a hostile file of such headers costs stays bounded, in memory and in
/// the time every read of the file spends laying the rewrites over what
/// it read (each read of a header touches at most this many).
pub(crate) const MAX_PER_HEADER: usize = 16;
pub(crate) const MAX_PER_FILE: usize = 1 << 12;

/// Records `value` unless `unknown` already holds [`MAX_PER_HEADER`].
pub(crate) fn note(unknown: &mut Vec<Unknown>, value: Unknown) {
    if unknown.len() < MAX_PER_HEADER {
        unknown.push(value);
    }
}

const INDEX_PAGE: u8 = 1;
const PLAIN: u8 = 0;
const BIT_PACKED: u8 = 4;

/// The bytes that replace the values `unknown` of a page header of type
/// `kind` (as read): `(position from the header's start, byte)`, each
/// value rewritten as a varint of its own length (a value below 64 with
/// continuation bytes, which both Thrift readers accept).
pub(crate) fn replacements(kind: i64, unknown: &[Unknown], mut out: impl FnMut(u64, u8)) {
    let kind = if (0..=3).contains(&kind) { kind } else { 1 };
    for value in unknown {
        let new = match value.role {
            Role::PageType => INDEX_PAGE,
            Role::Encoding(5) if kind == 0 => BIT_PACKED,
            Role::Encoding(7) if kind == 2 => BIT_PACKED,
            Role::Encoding(8) if kind == 3 => BIT_PACKED,
            Role::Encoding(_) | Role::Level => PLAIN,
        };
        // Zigzag of a small non-negative value: twice it.
        let zigzag = new << 1;
        for i in 0..value.len {
            let byte = match (i, i + 1 == value.len) {
                (0, true) => zigzag,
                (0, false) => zigzag | 0x80,
                (_, false) => 0x80,
                (_, true) => 0,
            };
            out(value.at + i, byte);
        }
    }
}

/// 1.25's words for a read the crate refused at a value rewritten by
/// [`replacements`] (or at the same value written so: Arrow C++ refuses a
/// `BIT_PACKED` data page, a dictionary page of any encoding but PLAIN
/// and PLAIN_DICTIONARY, and levels of any encoding but RLE and
/// BIT_PACKED with the same words). `message` is the crate's error as
/// displayed.
pub(crate) fn read_words(message: &str) -> Option<&'static str> {
    if message.contains("invalid level encoding: ") {
        Some("Unknown encoding type for levels.")
    } else if message.contains("Invalid/Unsupported encoding type for dictionary: ") {
        Some("Not yet implemented: only plain dictionary encoding has been implemented.")
    } else if message.ends_with("Encoding BIT_PACKED is not supported")
        || message.ends_with("unsupported encoding for byte array: BIT_PACKED")
        || message.ends_with("unsupported encoding for fixed length byte array: BIT_PACKED")
    {
        Some("Unknown encoding type.")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(kind: i64, unknown: &[Unknown]) -> Vec<(u64, u8)> {
        let mut bytes = Vec::new();
        replacements(kind, unknown, |at, b| bytes.push((at, b)));
        bytes
    }

    #[test]
    fn varints_keep_their_length() {
        let page_type = Unknown {
            at: 1,
            len: 2,
            role: Role::PageType,
        };
        assert_eq!(rewrite(99, &[page_type]), [(1, 0x82), (2, 0x00)]);
        let encoding = Unknown {
            at: 9,
            len: 3,
            role: Role::Encoding(5),
        };
        assert_eq!(rewrite(0, &[encoding]), [(9, 0x88), (10, 0x80), (11, 0)]);
        // A data page header under a dictionary page: never looked at.
        assert_eq!(rewrite(2, &[Unknown { len: 1, ..encoding }]), [(9, 0)]);
        // Under a page of an unknown type, skipped.
        assert_eq!(rewrite(99, &[Unknown { len: 1, ..encoding }]), [(9, 0)]);
        let level = Unknown {
            at: 4,
            len: 1,
            role: Role::Level,
        };
        assert_eq!(rewrite(0, &[level]), [(4, 0)]);
    }

    #[test]
    fn crate_refusals_in_arrow_cpp_words() {
        assert_eq!(
            read_words("Parquet error: invalid level encoding: PLAIN"),
            Some("Unknown encoding type for levels.")
        );
        assert_eq!(
            read_words("NYI: Encoding BIT_PACKED is not supported"),
            Some("Unknown encoding type.")
        );
        assert_eq!(read_words("Parquet error: Unexpected PageType 99"), None);
    }
}
