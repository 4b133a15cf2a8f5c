//! The CSV source behind `irx_rb_csv_reader_open*` and
//! `irx_rb_csv_read_table`: Arrow C++'s streaming CSV reader with 1.25's
//! options, block for block.
//!
//! The file is read in blocks of `block_size` bytes (a UTF-8 byte order
//! mark at the start is skipped; a CRLF split between two blocks is one
//! line end). The first block holds the skipped lines (physical lines, as
//! Arrow C++ counts them) and the header row, or the first row when the
//! names are generated (`f0`, `f1`, ...) or given: a header that does not
//! end inside the first block is an error. Each block after that becomes
//! one batch of the rows that end in it; a row may start in one block and
//! end in the next, never later ("straddling object" error). Column types
//! not given by the schema are inferred from the first block that has a
//! row (or from the last block when none has), and fixed from then on: a
//! later value that does not convert is an error, as in 1.25, where
//! `pyarrow.csv.read_csv` would widen the type. Blocks before the first
//! row yield nothing; empty blocks after it yield empty batches.
//!
//! With two threads or more ([`crate::pool`]) and enough input left, the
//! blocks after the open are parsed and converted on the pool's workers
//! ([`blocks`]): the caller cuts the input where the one-thread reader's
//! blocks would end and hands out their batches in order, each exactly the
//! one-thread batch, or that reader's error at the same batch.
//!
//! Memory is bounded relative to the file through the expansion budget
//! ([`crate::limits`]): the parsed fields of every block, each column of
//! the schema and each column of every batch are charged before they are
//! built, at a fixed cost per column ([`COLUMN_BYTES`], [`ARRAY_BYTES`])
//! besides their values, so neither a header of a million empty names nor
//! blank lines that each stand for a row of every column can make a small
//! file take gigabytes. Arrow C++ has no column limit, nor has this reader.

use std::collections::HashMap;
use std::fs::File;
use std::io::{Read, Write};
use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch, RecordBatchOptions, RecordBatchReader};
use arrow_schema::{ArrowError, DataType, Field, Fields, Schema, SchemaRef};

// A child of this module (it works on the reader's state), in a file
// beside it.
#[path = "blocks.rs"]
mod blocks;

use super::convert::{self, Nulls};
use super::parse::{Dialect, Parsed, skip_lines};
use crate::ffi::error::{Kind, StatusCode};
use crate::ffi::{Error, Result};
use crate::limits::Budget;
use crate::rb::remote;

/// What one column of the file's schema is charged besides its name's
/// bytes: its `Field` and the `Arc` around it, its name as a `String`,
/// its type and its entry in the names (about 170 bytes measured).
pub(crate) const COLUMN_BYTES: u64 = 256;

/// What one column of a batch with rows is charged besides its values:
/// the array and its `Arc`, its buffers' headers, the smallest
/// allocations and the batch's slot (about 220 bytes measured).
pub(crate) const ARRAY_BYTES: u64 = 256;

/// What one column of an empty batch is charged: its slot (the empty
/// arrays of one type are shared by every column of that type).
pub(crate) const SLOT_BYTES: u64 = 16;

/// What one value of a batch is charged at most: 8 bytes for the widest
/// value or offset, and a validity bit rounded up to a byte.
const VALUE_BYTES: u64 = 9;

/// The column names as read: the bytes of all of them back to back and
/// where each ends (one allocation for all, not one per column).
#[derive(Debug, Default)]
pub(crate) struct Names {
    bytes: Vec<u8>,
    ends: Vec<usize>,
}

impl Names {
    fn push(&mut self, name: &[u8]) {
        self.bytes.extend_from_slice(name);
        self.ends.push(self.bytes.len());
    }

    /// The number of names.
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// Name `i`'s bytes.
    pub(crate) fn get(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.bytes[start..self.ends[i]]
    }

    /// Every name's bytes, in column order.
    pub(crate) fn iter(&self) -> impl ExactSizeIterator<Item = &[u8]> {
        (0..self.len()).map(|i| self.get(i))
    }
}

/// How a file is read (1.25's read options, validated).
#[derive(Debug, Clone)]
pub(crate) struct ReadConfig {
    pub(crate) dialect: Dialect,
    pub(crate) block_size: usize,
    pub(crate) skip_rows: usize,
    /// Column names given (1.25's `names`, or an explicit schema's without
    /// a header): no header row is read.
    pub(crate) names: Vec<Vec<u8>>,
    /// Neither a header nor names: `f0`, `f1`, ...
    pub(crate) autogenerate: bool,
    pub(crate) nulls: Nulls,
    /// Types by column name (an explicit schema's).
    pub(crate) types: Vec<(String, DataType)>,
}

/// Raw blocks of a file, as Arrow C++'s buffer iterator hands them out.
struct Input {
    /// A local file, or an object of a store read in order.
    file: Box<dyn Read + Send + Sync>,
    block: usize,
    /// Bytes of the file not read yet (from its length at open; a read
    /// that finds nothing ends the input whatever this says).
    remaining: u64,
    first: bool,
    trailing_cr: bool,
    done: bool,
    /// Bytes read so far (what the budget allows for when the length at
    /// open said less: a pipe, a growing file).
    delivered: u64,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

impl Input {
    /// Appends the next block to `data`: false at the end of the file (or,
    /// as in Arrow C++, when nothing is left of a block after its skipped
    /// BOM or LF). The block is read straight behind what `data` holds (the
    /// previous block's incomplete row), so no block is copied to join it.
    fn next_into(&mut self, data: &mut Vec<u8>) -> Result<bool> {
        if self.done {
            return Ok(false);
        }
        let start = data.len();
        // Grows as bytes arrive: a huge block size costs only the bytes
        // the file has.
        data.reserve(self.block.min(1 << 20).min(self.remaining as usize));
        let read = (&mut self.file)
            .take(self.block as u64)
            .read_to_end(data)
            .map_err(|e| {
                remote::from_io(&e)
                    .unwrap_or_else(|| Error::new(Kind::Io, format!("CSV read failed: {e}")))
            })?;
        self.remaining = self.remaining.saturating_sub(read as u64);
        self.delivered = self.delivered.saturating_add(read as u64);
        if read == 0 {
            self.remaining = 0;
        }
        let mut skip = 0;
        if self.first {
            self.first = false;
            if data[start..].starts_with(BOM) {
                skip = BOM.len();
            }
        }
        if self.trailing_cr && data.get(start + skip) == Some(&b'\n') {
            skip += 1;
        }
        if read > 0 {
            self.trailing_cr = data.last() == Some(&b'\r');
        }
        data.drain(start..start + skip);
        if data.len() == start {
            self.done = true;
            self.remaining = 0;
            return Ok(false);
        }
        Ok(true)
    }

    /// Whether no block follows (what makes the current one the last).
    fn at_end(&self) -> bool {
        self.done || self.remaining == 0
    }
}

/// What one block gave.
enum Step {
    End,
    /// A block without rows before the types are known.
    Nothing,
    Batch(RecordBatch),
    /// A block of this many rows, converted only as far as the open's
    /// error needs (a header name is bad: see [`CsvSource::open`]).
    Checked(usize),
}

/// A CSV file as a source of record batches.
pub(crate) struct CsvSource {
    input: Input,
    dialect: Dialect,
    nulls: Nulls,
    cols: usize,
    /// The file's names as read (checked by the caller: 1.25 refuses empty,
    /// duplicate and non-UTF-8 ones).
    pub(crate) names: Names,
    /// Each column's type, `None` until inferred.
    types: Vec<Option<DataType>>,
    /// The schema of the file (names, types, all nullable) once known.
    schema: Option<SchemaRef>,
    /// The schema batches are handed out with (an explicit schema's, with
    /// its nullability, or the file's).
    output: Option<SchemaRef>,
    /// The previous block's incomplete row, then the block to parse.
    data: Vec<u8>,
    /// The length of that incomplete row at the start of `data`.
    partial: usize,
    /// Whether `data` holds a block not parsed yet.
    pending: bool,
    /// The number (1-based, as in Arrow C++'s messages) of the next row.
    row: u64,
    parsed: Parsed,
    first: Option<RecordBatch>,
    failure: Option<Error>,
    /// What the read may still decode.
    budget: Budget,
    /// The input the budget knows of (the file's length at open, or what
    /// was read when that is more).
    counted: u64,
    /// The last column whose type the open's error depends on, when a
    /// header name is bad (the open fails; nothing is kept).
    check_only: Option<usize>,
    /// The blocks on the pool's workers, once decided (after the open).
    parallel: Option<blocks::Blocks>,
}

impl std::fmt::Debug for CsvSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CsvSource")
            .field("cols", &self.cols)
            .finish_non_exhaustive()
    }
}

/// Opens a file for reading (1.25: `IRX_ERR_IO` when it cannot be opened).
pub(crate) fn open_file(path: &std::path::Path) -> Result<File> {
    let file = File::open(path).map_err(|e| Error::open_local_file(path, &e))?;
    let meta = file
        .metadata()
        .map_err(|e| Error::new(Kind::Io, format!("Cannot stat '{}': {e}", path.display())))?;
    if meta.is_dir() {
        return Err(Error::new(
            Kind::Io,
            format!("Cannot open '{}': it is a directory", path.display()),
        ));
    }
    Ok(file)
}

impl CsvSource {
    /// Reads the header and the blocks up to the first row (whose types
    /// are inferred): every error of those blocks is an error of the open,
    /// as in Arrow C++.
    ///
    /// When a header name is one 1.25 refuses, the open fails, and the
    /// error is the one the caller's checks would find after a full open
    /// (a conversion error of the first rows, else the first column whose
    /// type or name is refused); it is found keeping nothing per column,
    /// so a header of a million empty names costs its own size, not a
    /// schema and a batch of a million columns.
    /// `length` is the input's size when known (a regular file's or an
    /// object's).
    pub(crate) fn open(
        file: Box<dyn Read + Send + Sync>,
        length: Option<u64>,
        config: &ReadConfig,
    ) -> Result<CsvSource> {
        let mut source = CsvSource {
            input: Input {
                remaining: length.unwrap_or(u64::MAX),
                file,
                block: config.block_size,
                first: true,
                trailing_cr: false,
                done: false,
                delivered: 0,
            },
            dialect: config.dialect,
            nulls: config.nulls.clone(),
            cols: 0,
            names: Names::default(),
            types: Vec::new(),
            schema: None,
            output: None,
            data: Vec::new(),
            partial: 0,
            pending: false,
            row: 1,
            parsed: Parsed::default(),
            first: None,
            failure: None,
            budget: Budget::new("CSV file", length.unwrap_or(0)),
            counted: length.unwrap_or(0),
            check_only: None,
            parallel: None,
        };
        let mut first = Vec::new();
        if !source.input.next_into(&mut first)? {
            return Err(Error::status(StatusCode::Invalid, "Empty CSV file"));
        }
        source.count_input();
        source.header(first, config)?;
        let cols = source.cols as u64;
        source.budget.charge(
            cols.saturating_mul(COLUMN_BYTES)
                .saturating_add(source.names.bytes.len() as u64),
            "the columns of the header",
        )?;
        // By name: one lookup per column, whatever the schema's width.
        let given: HashMap<&str, &DataType> =
            config.types.iter().map(|(n, t)| (n.as_str(), t)).collect();
        source.types = source
            .names
            .iter()
            .map(|name| {
                given
                    .get(&*String::from_utf8_lossy(name))
                    .map(|&t| t.clone())
            })
            .collect();
        source.check_only = super::first_bad_name(source.names.iter());
        loop {
            match source.block()? {
                Step::Nothing | Step::Checked(0) => continue,
                Step::End | Step::Checked(_) => break,
                Step::Batch(batch) if batch.num_rows() == 0 => continue,
                Step::Batch(batch) => {
                    source.first = Some(batch);
                    break;
                }
            }
        }
        if let Some(bad) = source.check_only {
            // As the caller's check of the whole schema would: column by
            // column, the type of those before the bad name, then it.
            for col in 0..bad {
                let ty = source.types[col].as_ref().unwrap_or(&DataType::Null);
                super::check_column_type(source.names.get(col), ty)?;
            }
            return Err(super::name_error(source.names.get(bad)));
        }
        if source.schema.is_none() {
            // No row at all: the types stay as given, null where inferred.
            for ty in &mut source.types {
                ty.get_or_insert(DataType::Null);
            }
            source.fix_schema();
        }
        Ok(source)
    }

    /// The skipped lines and the header (or first) row of the first block.
    fn header(&mut self, first: Vec<u8>, config: &ReadConfig) -> Result<()> {
        let mut pos = 0;
        if config.skip_rows > 0 {
            let (skipped, at) = skip_lines(&first, config.skip_rows);
            if skipped < config.skip_rows {
                return Err(Error::status(
                    StatusCode::Invalid,
                    format_args!(
                        "Could not skip initial {} rows from CSV file, either file is too short \
                     or header is larger than block size",
                        config.skip_rows
                    ),
                ));
            }
            pos = at;
            self.row += skipped as u64;
        }
        if config.names.is_empty() {
            let mut cols = None;
            let used = self.dialect.parse(
                &first[pos..],
                false,
                &mut cols,
                1,
                self.row,
                &mut self.parsed,
                &mut self.budget,
            )?;
            if self.parsed.rows != 1 {
                return Err(Error::status(
                    StatusCode::Invalid,
                    "Could not read first row from CSV file, either file is too short or \
                     header is larger than block size",
                ));
            }
            let count = cols.unwrap_or(0);
            if config.autogenerate {
                for i in 0..count {
                    // Writing to a Vec cannot fail.
                    let _ = write!(self.names.bytes, "f{i}");
                    self.names.ends.push(self.names.bytes.len());
                }
            } else {
                for c in 0..count {
                    self.names.push(self.parsed.field(0, c).0);
                }
                pos += used;
                self.row += 1;
            }
        } else {
            for name in &config.names {
                self.names.push(name);
            }
        }
        self.cols = self.names.len();
        let mut first = first;
        first.drain(..pos);
        self.data = first;
        self.pending = true;
        Ok(())
    }

    /// The file's schema from the (now known) types.
    fn fix_schema(&mut self) {
        let fields: Fields = self
            .names
            .iter()
            .zip(&self.types)
            .map(|(name, ty)| {
                let name = String::from_utf8_lossy(name).into_owned();
                Arc::new(Field::new(name, ty.clone().unwrap_or(DataType::Null), true))
            })
            .collect();
        self.schema = Some(Arc::new(Schema::new(fields)));
    }

    /// Tells the budget about input read past the length known at open.
    fn count_input(&mut self) {
        if self.input.delivered > self.counted {
            self.budget.add_input(self.input.delivered - self.counted);
            self.counted = self.input.delivered;
        }
    }

    /// Charges `bytes` more to the read's budget (a caller keeping what
    /// the read made: a table's columns).
    pub(crate) fn charge(&mut self, bytes: u64, detail: &str) -> Result<()> {
        self.budget.charge(bytes, detail)
    }

    /// The file's schema (names as read, types as given or inferred).
    pub(crate) fn file_schema(&self) -> SchemaRef {
        self.schema
            .clone()
            .unwrap_or_else(|| Arc::new(Schema::empty()))
    }

    /// Hands batches out with `schema` (an explicit schema that matches the
    /// file's names and types; its nullability is checked per batch).
    pub(crate) fn set_output(&mut self, schema: SchemaRef) {
        self.output = Some(schema);
    }

    /// Parses and converts the next block.
    fn block(&mut self) -> Result<Step> {
        if !self.pending {
            if self.partial == 0 {
                return Ok(Step::End);
            }
            // The input ended on an empty block (a skipped LF) after an
            // incomplete row: that row ends here.
            self.pending = true;
        }
        let is_final = self.input.at_end();
        if !is_final && self.partial > 0 && !self.dialect.completes_first_row(&self.data) {
            return Err(Error::status(
                StatusCode::Invalid,
                "straddling object straddles two block boundaries (try to increase block size?)",
            ));
        }
        let mut cols = Some(self.cols);
        let used = self.dialect.parse(
            &self.data,
            is_final,
            &mut cols,
            i32::MAX as usize,
            self.row,
            &mut self.parsed,
            &mut self.budget,
        )?;
        // What is left is the next block's start; the next block is read
        // behind it.
        self.data.drain(..used);
        self.partial = self.data.len();
        self.pending = !is_final && self.input.next_into(&mut self.data)?;
        self.count_input();
        if is_final {
            self.partial = 0;
        }
        let first_row = self.row;
        self.row += self.parsed.rows as u64;
        let rows = self.parsed.rows;
        if self.schema.is_none() && rows == 0 && !is_final {
            return Ok(Step::Nothing);
        }
        let convert = |parsed: &Parsed, col: usize, ty: &DataType, nulls: &Nulls| {
            convert_column(parsed, col, ty, nulls, first_row)
        };
        if let Some(last) = self.check_only {
            // Only what decides the open's error, one column at a time:
            // each typed column's conversion, the types up to `last`.
            for col in 0..self.cols {
                match &self.types[col] {
                    Some(ty) => drop(convert(&self.parsed, col, ty, &self.nulls)?),
                    None if col <= last => {
                        let ty = convert::infer(&self.parsed, col, &self.nulls)
                            .data_type()
                            .clone();
                        self.types[col] = Some(ty);
                    }
                    None => {}
                }
            }
            return Ok(Step::Checked(rows));
        }
        if rows == 0 {
            // No values: every column of a type shares one empty array
            // (nothing converts, nothing can fail; an inferred type of no
            // value is null).
            self.budget
                .charge(empty_cost(self.cols), "an empty batch's columns")?;
            let mut shared: HashMap<DataType, ArrayRef> = HashMap::new();
            let arrays = self
                .types
                .iter_mut()
                .map(|ty| {
                    let ty = ty.get_or_insert(DataType::Null);
                    shared
                        .entry(ty.clone())
                        .or_insert_with(|| arrow_array::new_empty_array(ty))
                        .clone()
                })
                .collect();
            return self.batch(arrays, 0).map(Step::Batch);
        }
        self.budget.charge(
            batch_cost(self.cols, rows, self.parsed.bytes()),
            "a batch's columns",
        )?;
        let mut arrays: Vec<ArrayRef> = Vec::with_capacity(self.cols);
        for col in 0..self.cols {
            let array = match &self.types[col] {
                Some(ty) => convert(&self.parsed, col, ty, &self.nulls)?,
                None => {
                    let array = convert::infer(&self.parsed, col, &self.nulls);
                    self.types[col] = Some(array.data_type().clone());
                    array
                }
            };
            arrays.push(array);
        }
        self.batch(arrays, rows).map(Step::Batch)
    }

    /// A batch of the file's schema (fixed now if it was not) from
    /// `arrays`.
    fn batch(&mut self, arrays: Vec<ArrayRef>, rows: usize) -> Result<RecordBatch> {
        if self.schema.is_none() {
            self.fix_schema();
        }
        let options = RecordBatchOptions::new().with_row_count(Some(rows));
        RecordBatch::try_new_with_options(self.file_schema(), arrays, &options)
            .map_err(crate::rb::arrow_error)
    }

    /// The next batch to hand out, with the output schema.
    fn next_batch(&mut self) -> Result<Option<RecordBatch>> {
        let batch = match self.first.take() {
            Some(batch) => batch,
            None => {
                if self.parallel.is_none() {
                    self.parallel = Some(blocks::Blocks::decide(self));
                }
                if self.parallel.as_ref().is_some_and(|p| p.on()) {
                    match blocks::next(self)? {
                        Some(batch) => batch,
                        None => return Ok(None),
                    }
                } else {
                    match self.block()? {
                        Step::End => return Ok(None),
                        Step::Nothing | Step::Checked(_) => {
                            unreachable!("types are known and names valid after open")
                        }
                        Step::Batch(batch) => batch,
                    }
                }
            }
        };
        let Some(output) = &self.output else {
            return Ok(Some(batch));
        };
        for (field, column) in output.fields().iter().zip(batch.columns()) {
            if !field.is_nullable() && column.null_count() > 0 {
                return Err(Error::status(
                    StatusCode::Invalid,
                    format_args!(
                        "CSV column '{}' contains nulls but is not nullable",
                        field.name()
                    ),
                ));
            }
        }
        let options = RecordBatchOptions::new().with_row_count(Some(batch.num_rows()));
        RecordBatch::try_new_with_options(output.clone(), batch.columns().to_vec(), &options)
            .map(Some)
            .map_err(crate::rb::arrow_error)
    }
}

impl Iterator for CsvSource {
    type Item = std::result::Result<RecordBatch, ArrowError>;

    fn next(&mut self) -> Option<Self::Item> {
        // After a failure every read fails the same way.
        if let Some(failure) = &self.failure {
            return Some(Err(to_arrow(failure.clone())));
        }
        match self.next_batch() {
            Ok(batch) => batch.map(Ok),
            Err(error) => {
                self.failure = Some(error.clone());
                Some(Err(to_arrow(error)))
            }
        }
    }
}

impl RecordBatchReader for CsvSource {
    fn schema(&self) -> SchemaRef {
        self.output.clone().unwrap_or_else(|| self.file_schema())
    }
}

/// What an empty batch of `cols` columns is charged.
fn empty_cost(cols: usize) -> u64 {
    (cols as u64).saturating_mul(SLOT_BYTES)
}

/// What a batch of `rows` rows of `cols` columns is charged, `bytes` the
/// bytes of its parsed fields.
fn batch_cost(cols: usize, rows: usize, bytes: usize) -> u64 {
    let cols = cols as u64;
    let values = (rows as u64).saturating_mul(cols);
    cols.saturating_mul(ARRAY_BYTES)
        .saturating_add(values.saturating_mul(VALUE_BYTES))
        .saturating_add(bytes as u64)
}

/// Column `col` of a block whose first row is `first_row`, as `ty`; the
/// error names the column and the row (Arrow C++'s text).
fn convert_column(
    parsed: &Parsed,
    col: usize,
    ty: &DataType,
    nulls: &Nulls,
    first_row: u64,
) -> Result<ArrayRef> {
    convert::convert(parsed, col, ty, nulls).map_err(|bad| {
        Error::status(
            StatusCode::Invalid,
            format_args!(
                "In CSV column #{col}: Row #{}: {}",
                first_row + bad.row as u64,
                bad.message
            ),
        )
    })
}

/// An error as the arrow-rs error `crate::rb::arrow_error` maps back to
/// the same category.
fn to_arrow(error: Error) -> ArrowError {
    let message = error.message.into_owned();
    match error.kind {
        Kind::Io => ArrowError::IoError(message.clone(), std::io::Error::other(message)),
        Kind::Type => ArrowError::SchemaError(message),
        Kind::Overflow => ArrowError::ArithmeticOverflow(message),
        Kind::NoMemory => ArrowError::MemoryError(message),
        _ => ArrowError::InvalidArgumentError(message),
    }
}
