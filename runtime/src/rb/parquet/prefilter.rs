//! Row filters evaluated before the other columns are decoded (issue 32,
//! item 3): in each row group, the filter columns are decoded first,
//! alone; the rows that pass become a row selection (arrow-rs's
//! `RowSelection`), and the other columns are decoded for those rows only,
//! never materialised for the rows a filter drops.
//!
//! The batches are exactly those of decoding everything and filtering
//! each batch (`filter::apply`, what a read did before): the input is cut
//! into batches of `batch_size` rows across row-group boundaries, as the
//! one-thread reader cuts it, each batch's passing rows are counted from
//! the row groups' masks, and the passing rows are handed out in batches
//! of those counts (a batch none of whose rows pass is skipped, as
//! before).
//!
//! A row group is one job (`group`): on the worker pool, up to one row
//! group per thread decoded ahead of the one the caller takes batches
//! from, when the read may use threads (`parallel`); else on the calling
//! thread, one row group when its rows are needed. A job's error is the
//! read's error when the caller reaches that row group, as with the
//! unfiltered reader; the first error stops the jobs not yet begun.

use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use arrow_array::{Array, ArrayRef, BooleanArray, RecordBatch, RecordBatchOptions};
use arrow_buffer::BooleanBuffer;
use arrow_schema::{ArrowError, FieldRef, Schema, SchemaRef};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::{
    ArrowReaderMetadata, ParquetRecordBatchReaderBuilder, RowSelection,
};
use parquet::schema::types::SchemaDescriptor;

use super::filter::{self, Filter};
use super::guard::BoundedFile;
use super::parallel::{Queue, set_decoding};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::pool::{self, Task};

/// What every row group's job shares.
struct Plan {
    file: BoundedFile,
    metadata: ArrowReaderMetadata,
    /// The filter columns' roots (sorted) and the others'.
    first: ProjectionMask,
    others: Option<ProjectionMask>,
    filters: Vec<Filter>,
    /// Each filter's column among the filter columns' batch.
    positions: Vec<usize>,
    /// For each projected root in file order: from the filter columns
    /// (true) or from the others (false), and its position there.
    layout: Vec<(bool, usize)>,
    batch_size: usize,
    context: String,
    cancelled: AtomicBool,
}

/// One row group's answer: which of its rows pass, and those rows (None
/// when none pass), in the crate's layout (the projected roots in file
/// order).
struct Passing {
    mask: BooleanBuffer,
    rows: Option<RecordBatch>,
}

type Answer = std::result::Result<Passing, ArrowError>;

/// A file's batches with its filters applied before the other columns are
/// decoded.
pub(crate) struct Prefiltered {
    plan: Arc<Plan>,
    /// Row groups not yet begun, in file order.
    waiting: VecDeque<usize>,
    /// Row groups handed to workers, in file order.
    running: VecDeque<Task<Answer>>,
    /// Row groups decoded ahead at most (0: each on the calling thread
    /// when reached).
    ahead: usize,
    /// Passing rows of each complete input batch of `batch_size` rows, in
    /// order (zeros kept: they are skipped when handed out).
    counts: VecDeque<usize>,
    /// The rows of the input batch not yet complete, and how many of them
    /// pass.
    open_rows: usize,
    open_passing: usize,
    /// Passing rows not yet handed out, in order.
    ready: Queue,
}

/// Plans the filtered read of `groups`. `roots` are the projected roots
/// (sorted), `filter_roots` the root of each filter (in the order of
/// `filters`), all of them among `roots`. Nothing is decoded here; a file
/// handle that cannot be cloned fails the open.
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
    parallel: bool,
    context: &str,
) -> Result<Prefiltered> {
    let file = file
        .try_clone()
        .map_err(|e| Error::new(Kind::Io, format!("{context}: {e}")))?;
    let mut first: Vec<usize> = filter_roots.to_vec();
    first.sort_unstable();
    first.dedup();
    let others: Vec<usize> = roots
        .iter()
        .copied()
        .filter(|r| first.binary_search(r).is_err())
        .collect();
    let positions = filter_roots
        .iter()
        .map(|r| first.binary_search(r).unwrap_or_default())
        .collect();
    let layout = roots
        .iter()
        .map(|root| match first.binary_search(root) {
            Ok(at) => (true, at),
            Err(_) => (false, others.binary_search(root).unwrap_or_default()),
        })
        .collect();
    let plan = Plan {
        file,
        metadata: metadata.clone(),
        first: ProjectionMask::roots(parquet_schema, first.iter().copied()),
        others: (!others.is_empty())
            .then(|| ProjectionMask::roots(parquet_schema, others.iter().copied())),
        filters: filters.to_vec(),
        positions,
        layout,
        batch_size,
        context: context.to_owned(),
        cancelled: AtomicBool::new(false),
    };
    Ok(Prefiltered {
        plan: Arc::new(plan),
        waiting: groups.into(),
        running: VecDeque::new(),
        ahead: if parallel { pool::threads().max(1) } else { 0 },
        counts: VecDeque::new(),
        open_rows: 0,
        open_passing: 0,
        ready: Queue::default(),
    })
}

/// One row group, filtered (a job on a worker, or run on the calling
/// thread). The crate's panics on corrupt level data are a corrupt page,
/// as in `read::Inner::step`.
fn group(plan: &Plan, group: usize) -> Answer {
    if plan.cancelled.load(Ordering::Relaxed) {
        return Err(ArrowError::ParquetError("cancelled".into()));
    }
    set_decoding(true);
    let answer = catch_unwind(AssertUnwindSafe(|| decode_group(plan, group)));
    set_decoding(false);
    answer.unwrap_or_else(|payload| {
        let detail = crate::ffi::boundary::panic_detail(payload.as_ref());
        Err(ArrowError::ParquetError(format!(
            "corrupt column data ({detail})"
        )))
    })
}

fn decode_group(plan: &Plan, group: usize) -> Answer {
    let open = |mask: ProjectionMask, batch_size: usize, selection: Option<RowSelection>| {
        let file = plan
            .file
            .try_clone()
            .map_err(|e| ArrowError::ParquetError(format!("{}: {e}", plan.context)))?;
        let builder =
            ParquetRecordBatchReaderBuilder::new_with_metadata(file, plan.metadata.clone())
                .with_projection(mask)
                .with_row_groups(vec![group])
                .with_batch_size(batch_size);
        match selection {
            Some(selection) => builder.with_row_selection(selection),
            None => builder,
        }
        .build()
        .map_err(|e| ArrowError::ParquetError(e.to_string()))
    };
    let mut masks = Vec::new();
    let mut pieces = Vec::new();
    let mut schema: Option<SchemaRef> = None;
    for batch in open(plan.first.clone(), plan.batch_size, None)? {
        if plan.cancelled.load(Ordering::Relaxed) {
            return Err(ArrowError::ParquetError("cancelled".into()));
        }
        let batch = batch?;
        let columns: Vec<&ArrayRef> = plan.positions.iter().map(|&p| batch.column(p)).collect();
        let mask = match filter::mask(&plan.filters, &columns)? {
            Some(mask) if mask.null_count() > 0 => {
                arrow_select::filter::prep_null_mask_filter(&mask)
            }
            Some(mask) => mask,
            None => BooleanArray::from(vec![true; batch.num_rows()]),
        };
        schema.get_or_insert_with(|| batch.schema());
        if mask.true_count() > 0 {
            pieces.push(arrow_select::filter::filter_record_batch(&batch, &mask)?);
        }
        masks.push(mask);
    }
    let passing: usize = pieces.iter().map(RecordBatch::num_rows).sum();
    let mut bits =
        arrow_buffer::BooleanBufferBuilder::new(masks.iter().map(|m| m.len()).sum::<usize>());
    for mask in &masks {
        bits.append_buffer(mask.values());
    }
    let mask = bits.finish();
    let (Some(schema), true) = (schema, passing > 0) else {
        return Ok(Passing { mask, rows: None });
    };
    let first = arrow_select::concat::concat_batches(&schema, &pieces)?;
    let rest = match &plan.others {
        None => None,
        Some(others) => {
            let selection = RowSelection::from_filters(&masks);
            let reader = open(others.clone(), passing, Some(selection))?;
            let batches = reader.collect::<std::result::Result<Vec<_>, _>>()?;
            let rows: usize = batches.iter().map(RecordBatch::num_rows).sum();
            if rows != passing {
                return Err(ArrowError::ParquetError(format!(
                    "the selected rows ended {} rows early",
                    passing.saturating_sub(rows)
                )));
            }
            let schema = match batches.first() {
                Some(b) => b.schema(),
                None => Arc::new(Schema::empty()),
            };
            Some(arrow_select::concat::concat_batches(&schema, &batches)?)
        }
    };
    let mut fields: Vec<FieldRef> = Vec::with_capacity(plan.layout.len());
    let mut columns: Vec<ArrayRef> = Vec::with_capacity(plan.layout.len());
    for &(from_filters, at) in &plan.layout {
        let source = if from_filters {
            Some(&first)
        } else {
            rest.as_ref()
        };
        let Some(source) = source.filter(|s| at < s.num_columns()) else {
            return Err(ArrowError::ParquetError(
                "internal error: a projected column was not decoded".into(),
            ));
        };
        fields.push(source.schema().fields()[at].clone());
        columns.push(source.column(at).clone());
    }
    let options = RecordBatchOptions::new().with_row_count(Some(passing));
    let rows = RecordBatch::try_new_with_options(Arc::new(Schema::new(fields)), columns, &options)?;
    Ok(Passing {
        mask,
        rows: Some(rows),
    })
}

impl Prefiltered {
    /// Hands row groups to workers until `ahead` are running.
    fn start(&mut self) {
        while self.running.len() < self.ahead {
            let Some(g) = self.waiting.pop_front() else {
                return;
            };
            let plan = Arc::clone(&self.plan);
            self.running
                .push_back(pool::spawn(move || Ok(group(&plan, g))));
        }
    }

    /// The next row group's answer, or None after the last.
    fn next_group(&mut self) -> Option<Answer> {
        if self.ahead == 0 {
            let g = self.waiting.pop_front()?;
            return Some(group(&self.plan, g));
        }
        let task = self.running.pop_front()?;
        // The next one starts before this one is waited for.
        self.start();
        Some(match task.wait() {
            Ok(answer) => answer,
            Err(e) => Err(ArrowError::ParquetError(e.message.into_owned())),
        })
    }

    /// Cuts a row group's mask at the input batches' boundaries.
    fn count(&mut self, mask: &BooleanBuffer) {
        let size = self.plan.batch_size.max(1);
        let mut at = 0;
        while at < mask.len() {
            let take = (size - self.open_rows).min(mask.len() - at);
            self.open_passing += mask.slice(at, take).count_set_bits();
            self.open_rows += take;
            at += take;
            if self.open_rows == size {
                self.counts.push_back(self.open_passing);
                self.open_rows = 0;
                self.open_passing = 0;
            }
        }
    }

    /// Ends the read with `e`: nothing is left, so the next call answers
    /// None.
    fn stop(&mut self, e: ArrowError) -> Option<std::result::Result<RecordBatch, ArrowError>> {
        self.plan.cancelled.store(true, Ordering::Relaxed);
        self.waiting.clear();
        self.running.clear();
        self.counts.clear();
        (self.open_rows, self.open_passing) = (0, 0);
        self.ready = Queue::default();
        Some(Err(e))
    }

    /// The next batch with at least one passing row, in the crate's layout
    /// (the projected roots in file order).
    pub(crate) fn next(&mut self) -> Option<std::result::Result<RecordBatch, ArrowError>> {
        loop {
            self.start();
            while self.counts.front() == Some(&0) {
                self.counts.pop_front();
            }
            if let Some(&want) = self.counts.front()
                && self.ready.rows() >= want
            {
                self.counts.pop_front();
                return match self.ready.take(want)? {
                    Ok(batch) => Some(Ok(batch)),
                    Err(e) => self.stop(e),
                };
            }
            match self.next_group() {
                Some(Ok(passing)) => {
                    self.count(&passing.mask);
                    if let Some(rows) = passing.rows {
                        self.ready.push(rows);
                    }
                }
                Some(Err(e)) => return self.stop(e),
                None if self.open_rows > 0 => {
                    self.counts.push_back(self.open_passing);
                    self.open_rows = 0;
                    self.open_passing = 0;
                }
                None if self.counts.is_empty() => return None,
                None => {
                    let want = self.counts.pop_front().unwrap_or(0);
                    return self.stop(ArrowError::ParquetError(format!(
                        "the selected rows ended {} rows early",
                        want.saturating_sub(self.ready.rows())
                    )));
                }
            }
        }
    }
}

impl Drop for Prefiltered {
    fn drop(&mut self) {
        // Jobs not yet begun return at once; running ones stop at their
        // next batch and their answer is dropped.
        self.plan.cancelled.store(true, Ordering::Relaxed);
    }
}
