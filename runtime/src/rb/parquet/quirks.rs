//! Files of writers with known bugs, read as Arrow C++ (pyarrow) reads
//! them (issue 34, item 4). Each rule is Arrow C++'s, keyed on what it
//! keys it on (the footer's `created_by`, parsed as Arrow C++'s
//! `ApplicationVersion` parses it), and bounded as
//! `guard` bounds every read:
//!
//! * A `dictionary_page_offset` that does not lie before the first data
//!   page (parquet-mr 1.12 wrote 0, with the dictionary page at
//!   `data_page_offset`) is not where the chunk starts: the chunk starts
//!   at its data page offset, whose first page is then the dictionary.
//!   The crate started reading at the given offset (0: the file's magic,
//!   decoded as a page header).
//! * PARQUET-816 (IMPALA-694): parquet-mr 1.2.8 and older left the
//!   dictionary page's header out of the chunk's `total_compressed_size`.
//!   Arrow C++ reads up to 100 more bytes (the most such a header takes)
//!   and stops at the chunk's value count; the crate reads exactly the
//!   claimed bytes and reads pages until they run out. Here the chunk is
//!   extended to the end of the page that completes its value count, if
//!   that lies within the 100 bytes and the file; anything else is left
//!   for `guard` to refuse as before.
//! * ARROW-10353: parquet-cpp before Arrow 3.0 (application `parquet-cpp`,
//!   version below 2.0.0) flagged its version-2 data pages
//!   `is_compressed = false` over compressed data. For such files `guard`
//!   records where those flags lie when it walks the page headers, and
//!   [`guard::BoundedFile`] hands the crate those bytes flipped to `true`
//!   (the decompressor's size checks then apply as for any page).
//!
//! * A DECIMAL in FIXED_LEN_BYTE_ARRAY whose precision its bytes cannot
//!   hold (a DECIMAL(45, 2) in 6 bytes, converted type only): the crate
//!   refuses such a schema, Arrow C++ reads decimal256 of the file's
//!   precision, each value its bytes sign-extended. `guard` narrows the
//!   precision in a sanitized copy of the footer (`reconstruct`) and the
//!   reader asks the crate for decimal256 of the file's precision past
//!   38, decimal128 of it up to 38 (`shapes`), as Arrow C++ reads them.
//!   The same for INT32 and INT64 (a DECIMAL(20, 2) in INT32).
//!
//! * A column chunk's last `ColumnMetaData` field of a Thrift type the
//!   format does not give it (the same pre-release parquet-mr 1.12 wrote
//!   field 15, `bloom_filter_length`, as a list of structs): Thrift
//!   readers skip it, the crate refused the footer ("Expected list element
//!   type of I64 but got I16"). `guard` renumbers it to an unused id in a
//!   sanitized copy of the footer, which the crate then skips.
//!
//! And one refusal: a column whose metadata is encrypted, in a file with
//! a plaintext footer read without a key, is refused when a read needs it
//! with a message that says a key is needed (the crate read the missing
//! metadata as absent fields: "Required field type_ is missing").

use std::sync::Arc;

use arrow_schema::{
    DECIMAL128_MAX_PRECISION, DECIMAL256_MAX_PRECISION, DataType, FieldRef, Schema, SchemaRef,
};
use parquet::arrow::arrow_reader::{ArrowReaderMetadata, ArrowReaderOptions};
use parquet::file::metadata::ParquetMetaData;

use super::guard::{self, BoundedFile};
use super::parquet_error;
use crate::ffi::error::StatusCode;
use crate::ffi::{Error, Result};

/// The most bytes a dictionary page header takes, as Arrow C++ bounds the
/// PARQUET-816 padding (`kMaxDictHeaderSize`).
pub(crate) const MAX_DICTIONARY_HEADER: u64 = 100;

/// A writer's application name and version, as Arrow C++'s
/// `ApplicationVersion` parses `created_by`: "`app` version `x.y.z`
/// (build `hash`)", a missing or unparsable version part being 0.
#[derive(Debug, PartialEq, Eq)]
struct Writer<'a> {
    application: &'a str,
    version: [u64; 3],
}

impl<'a> Writer<'a> {
    fn parse(created_by: &'a str) -> Writer<'a> {
        let text = created_by.trim();
        let (application, rest) = match text.find(" version") {
            Some(at) => (text[..at].trim(), &text[at + " version".len()..]),
            None => (text.split(" (build").next().unwrap_or(text).trim(), ""),
        };
        let number = rest
            .trim_start()
            .split(|c: char| c.is_whitespace() || c == '(')
            .next()
            .unwrap_or("");
        let mut version = [0u64; 3];
        for (slot, part) in version.iter_mut().zip(number.split('.')) {
            let digits: String = part.chars().take_while(char::is_ascii_digit).collect();
            *slot = digits.parse().unwrap_or(0);
        }
        Writer {
            application,
            version,
        }
    }

    /// Arrow C++'s `VersionLt`: the same application, an older version.
    fn older_than(&self, application: &str, version: [u64; 3]) -> bool {
        self.application == application && self.version < version
    }
}

fn writer(metadata: &ParquetMetaData) -> Option<Writer<'_>> {
    metadata.file_metadata().created_by().map(Writer::parse)
}

/// Whether the file's version-2 data pages are compressed whatever their
/// `is_compressed` flag says (ARROW-10353: parquet-cpp before 2.0.0).
fn v2_pages_always_compressed(metadata: &ParquetMetaData) -> bool {
    writer(metadata).is_some_and(|w| w.older_than("parquet-cpp", [2, 0, 0]))
}

/// The file's metadata with its column chunks where Arrow C++ reads them
/// (the dictionary offset and PARQUET-816 rules of the module docs); the
/// same metadata when no rule applies. Also marks `file` for ARROW-10353
/// (its v2 pages' flags then read as compressed).
pub(crate) fn chunk_ranges(
    metadata: ArrowReaderMetadata,
    file: &BoundedFile,
    options: ArrowReaderOptions,
    context: &dyn Fn() -> String,
) -> Result<ArrowReaderMetadata> {
    let parquet = metadata.metadata();
    if v2_pages_always_compressed(parquet) {
        file.compress_v2_pages();
    }
    let uncounted_headers = writer(parquet).is_some_and(|w| w.older_than("parquet-mr", [1, 2, 9]));
    // (row group, column, dictionary offset to drop, new compressed size)
    let mut changes = Vec::new();
    for (g, group) in parquet.row_groups().iter().enumerate() {
        for (c, column) in group.columns().iter().enumerate() {
            let data = column.data_page_offset();
            let stray = column
                .dictionary_page_offset()
                .is_some_and(|d| d <= 0 || d >= data);
            let start = match column.dictionary_page_offset() {
                Some(d) if !stray => d,
                _ => data,
            };
            let mut size = None;
            if uncounted_headers
                && let (Ok(start), Ok(claimed), Ok(values)) = (
                    u64::try_from(start),
                    u64::try_from(column.compressed_size()),
                    u64::try_from(column.num_values()),
                )
                && let Some(extent) = guard::values_extent(
                    file,
                    start,
                    claimed.saturating_add(MAX_DICTIONARY_HEADER),
                    values,
                )
                && extent > claimed
            {
                size = i64::try_from(extent).ok();
            }
            if stray || size.is_some() {
                changes.push((g, c, stray, size));
            }
        }
    }
    if changes.is_empty() {
        return Ok(metadata);
    }
    let mut builder = parquet.as_ref().clone().into_builder();
    let mut groups = builder.take_row_groups();
    for (g, c, stray, size) in changes {
        let column = &mut groups[g].columns_mut()[c];
        let mut rebuilt = column.clone().into_builder();
        if stray {
            rebuilt = rebuilt.set_dictionary_page_offset(None);
        }
        if let Some(size) = size {
            rebuilt = rebuilt.set_total_compressed_size(size);
        }
        *column = rebuilt.build().map_err(|e| parquet_error(&context(), e))?;
    }
    let rebuilt = builder.set_row_groups(groups).build();
    ArrowReaderMetadata::try_new(Arc::new(rebuilt), options)
        .map_err(|e| parquet_error(&context(), e))
}

/// The Arrow schema that reads the `wide` DECIMAL columns (narrowed in
/// the footer for the crate: `guard::narrow_decimals`) past decimal128's
/// precision as decimal256 of their file's precision and scale, as Arrow
/// C++ reads a DECIMAL(45, 2) in 6 bytes; None when there are none (or a
/// precision decimal256 cannot hold, left as the crate reads it). Those
/// decimal128 holds are left decimal128 here (`shapes` gives them their
/// file's precision, as Arrow C++ reads a DECIMAL(9, 2) in 2 bytes).
pub(crate) fn wide_decimals(
    metadata: &ArrowReaderMetadata,
    wide: &[guard::WideDecimal],
) -> Option<SchemaRef> {
    if wide.is_empty() {
        return None;
    }
    let schema = metadata.schema();
    let fields: Vec<FieldRef> = schema
        .fields()
        .iter()
        .map(|field| {
            let widened = wide.iter().find(|w| w.name == *field.name()).and_then(|w| {
                let precision = u8::try_from(w.precision).ok()?;
                let scale = i8::try_from(w.scale).ok()?;
                // One of a precision decimal128 holds stays decimal128
                // (`shapes` gives it its precision).
                let wider = precision > DECIMAL128_MAX_PRECISION;
                (wider && precision <= DECIMAL256_MAX_PRECISION && field.data_type().is_decimal())
                    .then_some(DataType::Decimal256(precision, scale))
            });
            match widened {
                Some(dt) => Arc::new(field.as_ref().clone().with_data_type(dt)),
                None => field.clone(),
            }
        })
        .collect();
    Some(Arc::new(Schema::new_with_metadata(
        fields,
        schema.metadata().clone(),
    )))
}

/// Refuses a read of `leaves` (None: every column) of `row_groups` when
/// one of those column chunks is encrypted and the reader has no key (a
/// plaintext footer names the columns, their metadata and pages are
/// ciphertext), in Arrow C++'s words, which 1.25 passes on.
pub(crate) fn require_key(
    metadata: &ParquetMetaData,
    row_groups: &[usize],
    leaves: Option<&[usize]>,
    keyed: bool,
) -> Result<()> {
    if keyed {
        return Ok(());
    }
    for &g in row_groups {
        let Some(group) = metadata.row_groups().get(g) else {
            continue;
        };
        let encrypted = |leaf: usize| {
            group
                .columns()
                .get(leaf)
                .is_some_and(|column| column.crypto_metadata().is_some())
        };
        let found = match leaves {
            Some(leaves) => leaves.iter().any(|&leaf| encrypted(leaf)),
            None => (0..group.num_columns()).any(encrypted),
        };
        if found {
            return Err(Error::status(
                StatusCode::IoError,
                "Cannot decrypt ColumnMetadata. FileDecryption is not setup correctly",
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Writer;

    #[test]
    fn created_by_parses_as_arrow_cpp_parses_it() {
        let w = Writer::parse("parquet-cpp version 1.5.1-SNAPSHOT");
        assert_eq!((w.application, w.version), ("parquet-cpp", [1, 5, 1]));
        assert!(w.older_than("parquet-cpp", [2, 0, 0]));
        let w = Writer::parse("parquet-cpp-arrow version 2.0.0");
        assert!(!w.older_than("parquet-cpp", [2, 0, 0]));
        let w = Writer::parse(
            "parquet-mr version 1.12.0 (build db75a6815f2ba1d1ee89d1a90aeb296f1f3a8f20)",
        );
        assert_eq!((w.application, w.version), ("parquet-mr", [1, 12, 0]));
        assert!(!w.older_than("parquet-mr", [1, 2, 9]));
        // No version: 0.0.0, older than every version.
        let w = Writer::parse("parquet-mr");
        assert_eq!((w.application, w.version), ("parquet-mr", [0, 0, 0]));
        assert!(w.older_than("parquet-mr", [1, 2, 9]));
        assert!(Writer::parse("parquet-mr version 1.2.8").older_than("parquet-mr", [1, 2, 9]));
        assert!(!Writer::parse("parquet-mr version 1.2.9").older_than("parquet-mr", [1, 2, 9]));
    }
}
