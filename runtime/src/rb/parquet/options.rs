//! `IrxParquetOptions`: 1.25's Parquet options, their names, defaults and
//! the checks each setter makes before it changes anything.

use std::fmt;

use crate::ffi::error::Kind;
use crate::ffi::handle::handle_type;
use crate::ffi::{Error, Result};

/// A row filter as given: column, operation (`eq`, `ne`, `lt`, `le`, `gt`,
/// `ge`, `is_null`, `is_valid`), literal text and literal type (`string`,
/// `int64`, `double`, `bool`). The literal is parsed when a reader opens.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Predicate {
    pub(crate) column: String,
    pub(crate) operation: String,
    pub(crate) value: String,
    pub(crate) kind: String,
}

/// An AES key (16, 24 or 32 bytes), zeroed when dropped; never printed.
#[derive(Clone, Default)]
pub(crate) struct Key(Vec<u8>);

impl Key {
    pub(crate) fn bytes(&self) -> Option<&[u8]> {
        (!self.0.is_empty()).then_some(&self.0[..])
    }
}

impl fmt::Debug for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_empty() {
            "Key(none)"
        } else {
            "Key(set)"
        })
    }
}

impl Drop for Key {
    fn drop(&mut self) {
        for byte in self.0.iter_mut() {
            // SAFETY: a valid, exclusively borrowed byte; volatile so the
            // wipe is not optimised away.
            unsafe { std::ptr::write_volatile(byte, 0) };
        }
    }
}

/// The options (1.25's `IrxParquetOptions` fields and defaults). Readers
/// and writers copy them when they open, so changing or releasing options
/// afterwards does not touch an open reader or writer.
#[derive(Debug, Clone)]
pub(crate) struct Options {
    pub(crate) batch_size: i64,
    pub(crate) row_group_size: i64,
    pub(crate) data_page_size: i64,
    pub(crate) compression_level: Option<i32>,
    pub(crate) use_threads: bool,
    pub(crate) pre_buffer: bool,
    pub(crate) dataset: bool,
    pub(crate) hive: bool,
    pub(crate) unify: bool,
    pub(crate) normalize: bool,
    pub(crate) atomic: bool,
    pub(crate) append: bool,
    pub(crate) durable: bool,
    pub(crate) reconstruct: bool,
    pub(crate) compression: String,
    pub(crate) columns: Vec<String>,
    pub(crate) partition_columns: Vec<String>,
    pub(crate) row_groups: Vec<i32>,
    pub(crate) predicates: Vec<Predicate>,
    pub(crate) key: Key,
}

/// The default batch size, row group size (rows) and data page size (bytes).
pub(crate) const DEFAULT_BATCH_SIZE: i64 = 65536;
pub(crate) const DEFAULT_ROW_GROUP_SIZE: i64 = 1 << 20;
pub(crate) const DEFAULT_DATA_PAGE_SIZE: i64 = 1 << 20;
/// The default codec (pyarrow's and 1.25's).
pub(crate) const DEFAULT_COMPRESSION: &str = "snappy";

impl Default for Options {
    fn default() -> Self {
        Options {
            batch_size: DEFAULT_BATCH_SIZE,
            row_group_size: DEFAULT_ROW_GROUP_SIZE,
            data_page_size: DEFAULT_DATA_PAGE_SIZE,
            compression_level: None,
            use_threads: true,
            pre_buffer: false,
            dataset: false,
            hive: false,
            unify: false,
            normalize: false,
            atomic: false,
            append: false,
            durable: false,
            reconstruct: false,
            compression: DEFAULT_COMPRESSION.into(),
            columns: Vec::new(),
            partition_columns: Vec::new(),
            row_groups: Vec::new(),
            predicates: Vec::new(),
            key: Key::default(),
        }
    }
}

/// The filter operations the core accepts.
pub(crate) const OPERATIONS: [&str; 8] =
    ["eq", "ne", "lt", "le", "gt", "ge", "is_null", "is_valid"];
/// The filter literal types the core accepts.
pub(crate) const LITERAL_TYPES: [&str; 4] = ["string", "int64", "double", "bool"];

impl Options {
    /// `irx_parquet_options_int`: sizes, `row_group` (one more row group
    /// to read), `compression_level` and the 0/1 flags.
    pub(crate) fn set_int(&mut self, name: &str, value: i64) -> Result<()> {
        match name {
            "batch_size" | "row_group_size" | "data_page_size" => {
                if value <= 0 {
                    return Err(Error::invalid("Parquet sizes must be positive"));
                }
                *match name {
                    "batch_size" => &mut self.batch_size,
                    "row_group_size" => &mut self.row_group_size,
                    _ => &mut self.data_page_size,
                } = value;
            }
            "row_group" | "compression_level" => {
                let narrow = i32::try_from(value)
                    .ok()
                    .filter(|v| name != "row_group" || *v >= 0)
                    .ok_or_else(|| Error::invalid("Parquet integer option out of range"))?;
                if name == "compression_level" {
                    self.compression_level = Some(narrow);
                } else if self.row_groups.contains(&narrow) {
                    return Err(Error::invalid("duplicate Parquet row group"));
                } else {
                    self.row_groups.push(narrow);
                }
            }
            _ => {
                // 1.25 checks the value before the name: an unknown name
                // with a value other than 0 or 1 is a flag's error.
                if value != 0 && value != 1 {
                    return Err(Error::invalid("Parquet flags require 0 or 1"));
                }
                let flag = match name {
                    "use_threads" => &mut self.use_threads,
                    "pre_buffer" => &mut self.pre_buffer,
                    "dataset" => &mut self.dataset,
                    "hive" => &mut self.hive,
                    "unify" => &mut self.unify,
                    "normalize" => &mut self.normalize,
                    "atomic" => &mut self.atomic,
                    "durable" => &mut self.durable,
                    "reconstruct" => &mut self.reconstruct,
                    "append" => &mut self.append,
                    _ => return Err(Error::invalid("unknown Parquet integer option")),
                };
                *flag = value == 1;
            }
        }
        Ok(())
    }

    /// `irx_parquet_options_text`: `encryption_key_hex`, `compression`
    /// (checked when a writer opens), `column` and `partition_column` (one
    /// more name each call).
    pub(crate) fn set_text(&mut self, name: &str, value: &[u8]) -> Result<()> {
        match name {
            "encryption_key_hex" => self.key = hex_key(value)?,
            "compression" => {
                self.compression = std::str::from_utf8(value)
                    .map_err(|_| Error::invalid("Parquet compression must be UTF-8"))?
                    .to_owned();
            }
            "column" | "partition_column" => {
                let column = std::str::from_utf8(value)
                    .ok()
                    .filter(|c| !c.is_empty())
                    .ok_or_else(|| Error::invalid("Parquet column must be nonempty UTF-8"))?;
                let list = if name == "column" {
                    &mut self.columns
                } else {
                    &mut self.partition_columns
                };
                if list.iter().any(|c| c == column) {
                    return Err(Error::invalid("duplicate Parquet projection column"));
                }
                list.push(column.to_owned());
            }
            _ => return Err(Error::invalid("unknown Parquet text option")),
        }
        Ok(())
    }

    /// `irx_parquet_options_key`: a raw AES key.
    pub(crate) fn set_key(&mut self, key: &[u8]) -> Result<()> {
        if ![16, 24, 32].contains(&key.len()) {
            return Err(Error::invalid("AES key must contain 16, 24 or 32 bytes"));
        }
        self.key = Key(key.to_vec());
        Ok(())
    }

    /// `irx_parquet_options_filter`: one more row filter (all must hold).
    pub(crate) fn add_filter(
        &mut self,
        column: &[u8],
        operation: &[u8],
        value: &[u8],
        kind: &[u8],
    ) -> Result<()> {
        let operation = std::str::from_utf8(operation)
            .ok()
            .filter(|op| OPERATIONS.contains(op))
            .ok_or_else(|| Error::invalid("unknown Parquet predicate operation"))?;
        let kind = std::str::from_utf8(kind)
            .ok()
            .filter(|t| LITERAL_TYPES.contains(t))
            .ok_or_else(|| Error::invalid("unsupported Parquet predicate literal type"))?;
        let column = std::str::from_utf8(column)
            .ok()
            .filter(|c| !c.is_empty())
            .ok_or_else(|| Error::invalid("predicate column must be nonempty UTF-8"))?;
        // The literal is text in 1.25 too (std::string); it must be UTF-8
        // for a string comparison and is parsed for the others at open.
        let value = String::from_utf8(value.to_vec())
            .map_err(|_| Error::invalid("predicate value must be UTF-8"))?;
        self.predicates.push(Predicate {
            column: column.to_owned(),
            operation: operation.to_owned(),
            value,
            kind: kind.to_owned(),
        });
        Ok(())
    }

    /// `irx_rb_api_options_clear`: empties one of the list options.
    pub(crate) fn clear(&mut self, name: &str) -> Result<()> {
        match name {
            "columns" => self.columns.clear(),
            "row_groups" => self.row_groups.clear(),
            "partition_columns" => self.partition_columns.clear(),
            _ => return Err(Error::invalid("unknown Parquet list option")),
        }
        Ok(())
    }
}

/// An AES key from 32, 48 or 64 hexadecimal digits. The digits never
/// enter a message.
fn hex_key(hex: &[u8]) -> Result<Key> {
    if ![32, 48, 64].contains(&hex.len()) {
        return Err(Error::invalid(
            "AES hex key must contain 32, 48 or 64 digits",
        ));
    }
    fn digit(c: u8) -> Option<u8> {
        match c {
            b'0'..=b'9' => Some(c - b'0'),
            b'a'..=b'f' => Some(c - b'a' + 10),
            b'A'..=b'F' => Some(c - b'A' + 10),
            _ => None,
        }
    }
    let mut key = Key(Vec::with_capacity(hex.len() / 2));
    for pair in hex.chunks_exact(2) {
        match (digit(pair[0]), digit(pair[1])) {
            (Some(hi), Some(lo)) => key.0.push(hi * 16 + lo),
            _ => {
                return Err(Error::invalid(
                    "AES key contains invalid hexadecimal digits",
                ));
            }
        }
    }
    Ok(key)
}

/// The options handle (`IrxParquetOptions *`): one owner, released with
/// `irx_parquet_options_release`.
#[derive(Debug, Default)]
pub struct IrxParquetOptions {
    pub(crate) value: Options,
}
handle_type!(IrxParquetOptions, "Parquet options", Owned);

/// The error of an option given to the wrong side (1.25's texts).
pub(crate) fn wrong_side(reading: bool) -> Error {
    Error::new(
        Kind::Invalid,
        // Arrow C++ statuses in 1.25.
        if reading {
            "Invalid: write-only Parquet options supplied to a reader"
        } else {
            "Invalid: read-only Parquet options supplied to a writer"
        },
    )
}
