//! Row filters evaluated before the other columns are decoded (issue 32,
//! item 3): the filter columns of a file are decoded first, alone; the
//! rows that pass become a row selection (arrow-rs's `RowSelection`), and
//! the other columns are decoded for those rows only, never materialised
//! for the rows a filter drops.
//!
//! The batches are exactly those of decoding everything and filtering
//! each batch (`filter::apply`, what a read did before): the filter
//! columns are read in batches of the same `batch_size` rows, each batch's
//! passing rows are counted, and the selected rows of the other columns
//! are cut into batches of those counts (a batch none of whose rows pass
//! is skipped, as before). The filter columns of the whole file are
//! decoded when the file is opened (their passing rows are kept, and one
//! bit per row); a failure there is the read's failure at its first batch.

use std::collections::VecDeque;

use arrow_array::{Array, ArrayRef, BooleanArray, RecordBatch, RecordBatchOptions};
use arrow_schema::{ArrowError, Field, FieldRef, Schema, SchemaRef};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::{
    ArrowReaderMetadata, ParquetRecordBatchReader, ParquetRecordBatchReaderBuilder, RowSelection,
};
use parquet::schema::types::SchemaDescriptor;

use super::filter::{self, Filter};
use super::guard::BoundedFile;
use super::parquet_error;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// A file's batches with its filters applied before the other columns are
/// decoded.
pub(crate) struct Prefiltered {
    /// Rows passing in each batch of `batch_size` input rows, in order.
    counts: VecDeque<usize>,
    /// The filter columns' passing rows, one batch per entry of `counts`.
    filtered: VecDeque<RecordBatch>,
    /// The other columns, decoded for the passing rows only (None: every
    /// column read is a filter column).
    rest: Option<ParquetRecordBatchReader>,
    /// Decoded rows of `rest` not yet handed out.
    pending: VecDeque<RecordBatch>,
    /// For each projected root in file order: from the filter batch
    /// (true) or from `rest` (false), and its position there.
    layout: Vec<(bool, usize)>,
    schema: SchemaRef,
}

/// Where the error of a decoding step is reported, as the one-thread
/// reader reports a failed batch ("Parquet read: ...", `IRX_ERR_IO`).
fn read_error(e: ArrowError) -> Error {
    let message = match e {
        ArrowError::ParquetError(m) => super::page_enums::read_words(&m)
            .map_or_else(|| format!("Parquet read: {m}"), str::to_owned),
        other => format!("Parquet read: {other}"),
    };
    Error::new(Kind::Io, message)
}

/// Decodes the filter columns of `groups` and plans the rest. `roots` are
/// the projected roots (sorted), `filter_roots` the root of each filter
/// (in the order of `filters`), all of them among `roots`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn open(
    file: &BoundedFile,
    metadata: &ArrowReaderMetadata,
    parquet_schema: &SchemaDescriptor,
    roots: &[usize],
    filters: &[Filter],
    filter_roots: &[usize],
    groups: Vec<usize>,
    batch_size: usize,
    context: &str,
) -> Result<Prefiltered> {
    let clone = |f: &BoundedFile| {
        f.try_clone()
            .map_err(|e| Error::new(Kind::Io, format!("{context}: {e}")))
    };
    let mut first: Vec<usize> = filter_roots.to_vec();
    first.sort_unstable();
    first.dedup();
    let others: Vec<usize> = roots
        .iter()
        .copied()
        .filter(|r| first.binary_search(r).is_err())
        .collect();
    let positions: Vec<usize> = filter_roots
        .iter()
        .map(|r| first.binary_search(r).unwrap_or_default())
        .collect();
    let reader = ParquetRecordBatchReaderBuilder::new_with_metadata(clone(file)?, metadata.clone())
        .with_projection(ProjectionMask::roots(parquet_schema, first.iter().copied()))
        .with_row_groups(groups.clone())
        .with_batch_size(batch_size)
        .build()
        .map_err(|e| parquet_error(context, e))?;
    let mut counts = VecDeque::new();
    let mut filtered = VecDeque::new();
    let mut masks = Vec::new();
    let mut first_schema: Option<SchemaRef> = None;
    for batch in reader {
        let batch = batch.map_err(read_error)?;
        let columns: Vec<&ArrayRef> = positions.iter().map(|&p| batch.column(p)).collect();
        let mask = filter::mask(filters, &columns).map_err(read_error)?;
        let mask = match mask {
            Some(mask) if mask.null_count() > 0 => {
                arrow_select::filter::prep_null_mask_filter(&mask)
            }
            Some(mask) => mask,
            None => BooleanArray::from(vec![true; batch.num_rows()]),
        };
        counts.push_back(mask.true_count());
        first_schema.get_or_insert_with(|| batch.schema());
        filtered.push_back(
            arrow_select::filter::filter_record_batch(&batch, &mask).map_err(read_error)?,
        );
        masks.push(mask);
    }
    let rest = if others.is_empty() {
        None
    } else {
        let selection = RowSelection::from_filters(&masks);
        Some(
            ParquetRecordBatchReaderBuilder::new_with_metadata(clone(file)?, metadata.clone())
                .with_projection(ProjectionMask::roots(
                    parquet_schema,
                    others.iter().copied(),
                ))
                .with_row_groups(groups)
                .with_row_selection(selection)
                .with_batch_size(batch_size)
                .build()
                .map_err(|e| parquet_error(context, e))?,
        )
    };
    let rest_schema = rest.as_ref().map(|r| {
        use arrow_array::RecordBatchReader;
        r.schema()
    });
    let mut layout = Vec::with_capacity(roots.len());
    let mut fields: Vec<FieldRef> = Vec::with_capacity(roots.len());
    for root in roots {
        let (from_filters, at) = match first.binary_search(root) {
            Ok(at) => (true, at),
            Err(_) => (false, others.binary_search(root).unwrap_or_default()),
        };
        let schema = if from_filters {
            first_schema.as_ref()
        } else {
            rest_schema.as_ref()
        };
        let field = schema
            .and_then(|s| s.fields().get(at).cloned())
            .unwrap_or_else(|| {
                std::sync::Arc::new(Field::new("", arrow_schema::DataType::Null, true))
            });
        fields.push(field);
        layout.push((from_filters, at));
    }
    Ok(Prefiltered {
        counts,
        filtered,
        rest,
        pending: VecDeque::new(),
        layout,
        schema: std::sync::Arc::new(Schema::new(fields)),
    })
}

impl Prefiltered {
    /// `want` rows of the other columns.
    fn take_rest(&mut self, want: usize) -> std::result::Result<Option<RecordBatch>, ArrowError> {
        let Some(rest) = self.rest.as_mut() else {
            return Ok(None);
        };
        let mut rows: usize = self.pending.iter().map(RecordBatch::num_rows).sum();
        while rows < want {
            match rest.next() {
                Some(batch) => {
                    let batch = batch?;
                    rows += batch.num_rows();
                    self.pending.push_back(batch);
                }
                None => {
                    return Err(ArrowError::ParquetError(format!(
                        "the selected rows ended {} rows early",
                        want - rows
                    )));
                }
            }
        }
        let mut pieces = Vec::new();
        let mut got = 0;
        while got < want {
            let Some(next) = self.pending.pop_front() else {
                break;
            };
            let more = next.num_rows().min(want - got);
            if more < next.num_rows() {
                self.pending
                    .push_front(next.slice(more, next.num_rows() - more));
            }
            pieces.push(next.slice(0, more));
            got += more;
        }
        match pieces.len() {
            1 => Ok(pieces.pop()),
            _ => {
                let schema = rest.schema_of();
                arrow_select::concat::concat_batches(&schema, &pieces).map(Some)
            }
        }
    }

    /// The next batch with at least one passing row, in the crate's layout
    /// (the projected roots in file order).
    pub(crate) fn next(&mut self) -> Option<std::result::Result<RecordBatch, ArrowError>> {
        loop {
            let count = self.counts.pop_front()?;
            let first = self.filtered.pop_front()?;
            if count == 0 {
                continue;
            }
            let rest = match self.take_rest(count) {
                Ok(rest) => rest,
                Err(e) => {
                    self.counts.clear();
                    self.filtered.clear();
                    return Some(Err(e));
                }
            };
            let columns: Vec<ArrayRef> = self
                .layout
                .iter()
                .map(|&(from_filters, at)| match (from_filters, &rest) {
                    (true, _) => first.column(at).clone(),
                    (false, Some(rest)) => rest.column(at).clone(),
                    (false, None) => unreachable!("a root outside the filters has a reader"),
                })
                .collect();
            let options = RecordBatchOptions::new().with_row_count(Some(count));
            return Some(RecordBatch::try_new_with_options(
                self.schema.clone(),
                columns,
                &options,
            ));
        }
    }
}

/// The schema of a reader's batches.
trait SchemaOf {
    fn schema_of(&self) -> SchemaRef;
}

impl SchemaOf for ParquetRecordBatchReader {
    fn schema_of(&self) -> SchemaRef {
        use arrow_array::RecordBatchReader;
        self.schema()
    }
}
