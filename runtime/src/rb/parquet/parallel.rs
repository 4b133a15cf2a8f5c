//! The row groups of one Parquet file decoded on the worker pool
//! (`crate::pool`, issue 32 item 2), handed back in file order with the
//! batches the one-thread reader makes.
//!
//! Each row group is a job: a reader of that row group alone (the same
//! projection, batch size and checked file) decodes it whole on a worker.
//! When the read selects fewer row groups than the pool has threads (a
//! one-row-group file, the usual case below a million rows), each row
//! group is split further by columns: its selected top-level columns go to
//! `parts` jobs of about equal compressed bytes (each a reader of those
//! columns alone), and their batches, which have the same boundaries, are
//! zipped back into the projection's column order. At most `ahead` jobs
//! are decoded or waiting at once beyond the row group the caller is
//! taking batches from, `ahead` being the pool's size (at least `parts`):
//! the memory in flight is that many row groups, or parts of row groups. The one-thread reader's
//! batches run across row-group boundaries (`batch_size` rows each, the
//! last one shorter), and so do these: a batch that spans two row groups
//! is the concatenation of the end of one and the start of the next
//! (none, when the row groups hold a multiple of `batch_size` rows, as
//! with the defaults: 1,048,576-row groups, 65,536-row batches).
//!
//! Everything a read may decode was charged to its expansion budget
//! before the first job starts (`expansion::charge_file`), and each page is
//! checked (`guard::check_pages`) before the crate reads it, so the
//! hostile-input limits hold whichever thread decodes. A job's error is
//! the read's error when the caller reaches that row group, as with one
//! thread; the first error stops the jobs not yet begun.

use std::cell::Cell;
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use arrow_array::RecordBatch;
use arrow_schema::{ArrowError, Schema, SchemaRef};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::{ArrowReaderMetadata, ParquetRecordBatchReaderBuilder};

use super::guard::BoundedFile;
use super::parquet_error;
use crate::ffi::Error;
use crate::pool::{self, Task};

/// Below this many compressed bytes in the column chunks a read selects, a
/// file is read on the calling thread: handing a row group to a worker and
/// back costs some tens of microseconds, which a read of a few hundred
/// kilobytes does not win back (measured with `make bench`'s Parquet rows,
/// docs/BENCHMARKS.md).
pub(crate) const MIN_PARALLEL_BYTES: u64 = 1 << 20;

/// Why a read stopped.
#[derive(Debug)]
pub(crate) enum Stop {
    /// A reader could not be built: reported as the one-thread reader
    /// reports a failed open.
    Open(Error),
    /// Decoding failed (or a worker panicked): reported as the one-thread
    /// reader reports a failed batch.
    Read(ArrowError),
}

type Decoded = std::result::Result<Vec<RecordBatch>, Stop>;

/// What every job of one file shares.
#[derive(Clone)]
struct Plan {
    file: Arc<BoundedFile>,
    metadata: ArrowReaderMetadata,
    batch_size: usize,
    context: Arc<str>,
    cancelled: Arc<AtomicBool>,
}

/// How a row group's selected columns are split between jobs.
struct Parts {
    /// Each part's projection (one part: the read's own).
    masks: Vec<ProjectionMask>,
    /// For each column of the read's batches, in order: its part and its
    /// position among that part's columns.
    layout: Vec<(usize, usize)>,
    /// The read's batches' schema, once the first row group is zipped.
    schema: Option<SchemaRef>,
}

/// A file's selected row groups, decoded in parallel.
pub(crate) struct RowGroups {
    plan: Plan,
    parts: Parts,
    /// Jobs not yet handed to a worker (row group, part), in file order.
    waiting: VecDeque<(usize, usize)>,
    /// Jobs handed to workers, in file order.
    running: VecDeque<Task<Decoded>>,
    /// Decoded batches of the row groups reached, in order.
    ready: Queue,
    ahead: usize,
}

impl RowGroups {
    pub(crate) fn new(
        file: BoundedFile,
        metadata: ArrowReaderMetadata,
        mask: ProjectionMask,
        groups: Vec<usize>,
        batch_size: usize,
        context: String,
    ) -> RowGroups {
        let threads = pool::threads().max(1);
        let parts = split(&metadata, mask, &groups, threads);
        let count = parts.masks.len();
        RowGroups {
            plan: Plan {
                file: Arc::new(file),
                metadata,
                batch_size,
                context: context.into(),
                cancelled: Arc::default(),
            },
            parts,
            waiting: groups
                .iter()
                .flat_map(|&g| (0..count).map(move |p| (g, p)))
                .collect(),
            running: VecDeque::new(),
            ready: Queue::default(),
            ahead: threads.max(count),
        }
    }

    /// Hands jobs to workers until `ahead` are running.
    fn start(&mut self) {
        while self.running.len() < self.ahead {
            let Some((group, part)) = self.waiting.pop_front() else {
                return;
            };
            let plan = self.plan.clone();
            let mask = self.parts.masks[part].clone();
            self.running
                .push_back(pool::spawn(move || Ok(decode(&plan, mask, group))));
        }
    }

    /// The next row group's batches: its parts' answers, zipped.
    fn next_group(&mut self) -> Option<Decoded> {
        let count = self.parts.masks.len();
        let mut answers = Vec::with_capacity(count);
        for _ in 0..count {
            let task = self.running.pop_front()?;
            // The next one starts before this one is waited for.
            self.start();
            match task.wait() {
                Ok(Ok(batches)) => answers.push(batches),
                Ok(Err(why)) => return Some(Err(why)),
                Err(e) => {
                    return Some(Err(Stop::Read(ArrowError::ParquetError(
                        e.message.into_owned(),
                    ))));
                }
            }
        }
        if count == 1 {
            return answers.pop().map(Ok);
        }
        Some(self.zip(answers))
    }

    /// The parts' batches of one row group as the read's batches.
    fn zip(&mut self, answers: Vec<Vec<RecordBatch>>) -> Decoded {
        let batches = answers.first().map_or(0, Vec::len);
        if answers.iter().any(|a| a.len() != batches) {
            return Err(Stop::Read(ArrowError::ParquetError(
                "internal error: the parts of a row group decoded to different batches".into(),
            )));
        }
        let schema = match &self.parts.schema {
            Some(schema) => schema.clone(),
            None if batches == 0 => return Ok(Vec::new()),
            None => {
                let fields: Vec<_> = self
                    .parts
                    .layout
                    .iter()
                    .map(|&(p, i)| answers[p][0].schema().field(i).clone())
                    .collect();
                let metadata = answers[0][0].schema().metadata().clone();
                let schema = Arc::new(Schema::new_with_metadata(fields, metadata));
                self.parts.schema = Some(schema.clone());
                schema
            }
        };
        (0..batches)
            .map(|b| {
                let columns = self
                    .parts
                    .layout
                    .iter()
                    .map(|&(p, i)| answers[p][b].column(i).clone())
                    .collect();
                RecordBatch::try_new(schema.clone(), columns).map_err(Stop::Read)
            })
            .collect()
    }

    fn stop(&mut self, why: Stop) -> Option<std::result::Result<RecordBatch, Stop>> {
        self.plan.cancelled.store(true, Ordering::Relaxed);
        self.waiting.clear();
        self.running.clear();
        self.ready = Queue::default();
        Some(Err(why))
    }

    /// The next batch: `batch_size` rows, fewer only at the end.
    pub(crate) fn next(&mut self) -> Option<std::result::Result<RecordBatch, Stop>> {
        let want = self.plan.batch_size;
        loop {
            self.start();
            if self.ready.rows() >= want {
                break;
            }
            match self.next_group() {
                None => break,
                Some(Ok(batches)) => {
                    for batch in batches {
                        self.ready.push(batch);
                    }
                }
                Some(Err(why)) => return self.stop(why),
            }
        }
        self.take(want)
    }

    /// `want` rows (or what is left) from the front of `ready`.
    fn take(&mut self, want: usize) -> Option<std::result::Result<RecordBatch, Stop>> {
        match self.ready.take(want)? {
            Ok(batch) => Some(Ok(batch)),
            Err(e) => self.stop(Stop::Read(e)),
        }
    }
}

/// Decoded batches waiting to be handed out in batches of other sizes, and
/// their rows (the parallel and the filtered readers both re-cut what
/// their jobs decoded).
#[derive(Default)]
pub(super) struct Queue {
    batches: VecDeque<RecordBatch>,
    rows: usize,
}

impl Queue {
    pub(super) fn push(&mut self, batch: RecordBatch) {
        self.rows += batch.num_rows();
        self.batches.push_back(batch);
    }

    /// The rows waiting.
    pub(super) fn rows(&self) -> usize {
        self.rows
    }

    /// `want` rows (or what is left) from the front, as one batch (a slice
    /// when one batch holds them); None when nothing waits.
    pub(super) fn take(
        &mut self,
        want: usize,
    ) -> Option<std::result::Result<RecordBatch, ArrowError>> {
        let first = self.batches.pop_front()?;
        if first.num_rows() >= want || self.batches.is_empty() {
            let rows = first.num_rows().min(want);
            if rows < first.num_rows() {
                self.batches
                    .push_front(first.slice(rows, first.num_rows() - rows));
            }
            self.rows -= rows;
            return Some(Ok(first.slice(0, rows)));
        }
        let schema = first.schema();
        let mut pieces = vec![first];
        let mut rows = pieces[0].num_rows();
        while rows < want {
            let Some(next) = self.batches.pop_front() else {
                break;
            };
            let more = next.num_rows().min(want - rows);
            if more < next.num_rows() {
                self.batches
                    .push_front(next.slice(more, next.num_rows() - more));
            }
            pieces.push(next.slice(0, more));
            rows += more;
        }
        self.rows -= rows;
        Some(arrow_select::concat::concat_batches(&schema, &pieces))
    }
}

impl Drop for RowGroups {
    fn drop(&mut self) {
        // Jobs not yet begun return at once; running ones finish their row
        // group and their answer is dropped.
        self.plan.cancelled.store(true, Ordering::Relaxed);
    }
}

/// How the columns `mask` selects are split between jobs: in one part
/// when there are at least as many row groups as `threads`; else in up to
/// `threads / groups` parts (at most one per top-level column), each
/// top-level column going whole to the part with the fewest compressed
/// bytes so far, heaviest first.
fn split(
    metadata: &ArrowReaderMetadata,
    mask: ProjectionMask,
    groups: &[usize],
    threads: usize,
) -> Parts {
    let schema = metadata.parquet_schema();
    let mut roots: Vec<(usize, Vec<usize>, u64)> = Vec::new();
    for leaf in (0..schema.num_columns()).filter(|&l| mask.leaf_included(l)) {
        let root = schema.get_column_root_idx(leaf);
        let bytes = groups
            .iter()
            .filter_map(|&g| metadata.metadata().row_groups().get(g))
            .map(|g| u64::try_from(g.column(leaf).compressed_size()).unwrap_or(0))
            .fold(0, u64::saturating_add);
        match roots.last_mut() {
            Some((r, leaves, weight)) if *r == root => {
                leaves.push(leaf);
                *weight = weight.saturating_add(bytes);
            }
            _ => roots.push((root, vec![leaf], bytes)),
        }
    }
    let count = (threads / groups.len().max(1)).clamp(1, roots.len().max(1));
    if count == 1 {
        return Parts {
            masks: vec![mask],
            layout: (0..roots.len()).map(|i| (0, i)).collect(),
            schema: None,
        };
    }
    let mut heaviest: Vec<usize> = (0..roots.len()).collect();
    heaviest.sort_by_key(|&i| std::cmp::Reverse(roots[i].2));
    let mut owner = vec![0; roots.len()];
    // Bytes, then columns: every part gets a column.
    let mut load = vec![(0u64, 0usize); count];
    for i in heaviest {
        let lightest = (0..count).min_by_key(|&p| load[p]).unwrap_or(0);
        owner[i] = lightest;
        load[lightest].0 = load[lightest].0.saturating_add(roots[i].2);
        load[lightest].1 += 1;
    }
    let mut seen = vec![0; count];
    let layout = owner
        .iter()
        .map(|&p| {
            seen[p] += 1;
            (p, seen[p] - 1)
        })
        .collect();
    let masks = (0..count)
        .map(|p| {
            let leaves = roots
                .iter()
                .zip(&owner)
                .filter(|&(_, &o)| o == p)
                .flat_map(|(r, _)| r.1.iter().copied());
            ProjectionMask::leaves(schema, leaves)
        })
        .collect();
    Parts {
        masks,
        layout,
        schema: None,
    }
}

/// One row group (or the columns of `mask` in it), decoded whole (a job on
/// a worker).
fn decode(plan: &Plan, mask: ProjectionMask, group: usize) -> Decoded {
    if plan.cancelled.load(Ordering::Relaxed) {
        return Ok(Vec::new());
    }
    let file = match plan.file.try_clone() {
        Ok(file) => file,
        Err(e) => return Err(Stop::Read(ArrowError::ParquetError(e.to_string()))),
    };
    let reader = ParquetRecordBatchReaderBuilder::new_with_metadata(file, plan.metadata.clone())
        .with_projection(mask)
        .with_row_groups(vec![group])
        .with_batch_size(plan.batch_size)
        .build()
        .map_err(|e| Stop::Open(parquet_error(&plan.context, e)))?;
    let mut batches = Vec::new();
    // As on the calling thread (`read::Inner::step`): the crate asserts
    // instead of failing on some corrupt level data; its panic is a bounds
    // check, reported as corrupt column data.
    set_decoding(true);
    let decoded = catch_unwind(AssertUnwindSafe(|| {
        for batch in reader {
            if plan.cancelled.load(Ordering::Relaxed) {
                break;
            }
            batches.push(batch?);
        }
        Ok::<(), ArrowError>(())
    }));
    set_decoding(false);
    match decoded {
        Ok(Ok(())) => Ok(batches),
        Ok(Err(e)) => Err(Stop::Read(e)),
        Err(payload) => {
            let detail = crate::ffi::boundary::panic_detail(payload.as_ref());
            Err(Stop::Read(ArrowError::ParquetError(format!(
                "corrupt column data ({detail})"
            ))))
        }
    }
}

thread_local! {
    static DECODING: Cell<bool> = const { Cell::new(false) };
}

/// Marks this thread as inside the crate's page decoding (see
/// [`decoding_pages`]): the calling thread or a worker decoding pages.
pub(super) fn set_decoding(on: bool) {
    DECODING.with(|d| d.set(on));
}

/// Whether this thread is inside the `parquet` crate's page decoding, where
/// a panic of the crate is recovered as a corrupt page (see
/// `read::Inner::step` and [`decode`]). For the fuzz targets' panic hook,
/// which aborts on every other panic; not part of the C API.
#[doc(hidden)]
pub fn decoding_pages() -> bool {
    DECODING.with(Cell::get)
}
