//! The Parquet file writer of the one sink (`sink`): the crate's
//! `ArrowWriter`, with the columns of a row group encoded in parallel on
//! the worker pool (`crate::pool`, issue 32 item 4).
//!
//! The crate's writer hands each slice of rows to the column writers of the
//! row group one after another. This one makes the same calls, in the same
//! order for each column: the rows a row group takes are decided as the
//! crate decides them (`max_row_group_row_count`), each column writer gets
//! the same leaves in the same slices, and the finished column chunks are
//! appended to the row group in schema order on the calling thread. A
//! column's bytes depend only on what its own writer was given, so the file
//! is byte for byte the one a single thread writes, whatever the pool's
//! size (an encrypted file's bytes differ between any two writes, threads
//! or not: every module gets a random nonce; its layout does not).
//!
//! Parallel work is per slice: the top-level fields are split into a few
//! jobs of about equal weight (their bytes in the slice), each job computes
//! its fields' leaves and writes them, and the caller waits for all of
//! them before the next slice (the row group's size is known after each
//! slice, as `sink` needs it). Closing a row group's column writers
//! (the last pages, the dictionary pages) is spread the same way. A slice
//! of less than [`MIN_PARALLEL_BYTES`], or one with a single field, is
//! encoded on the calling thread. A job's error, or its panic, is the
//! error of the write; the writer is then unusable (the sink is poisoned
//! by any failed write anyway).

use std::io::Write;

use arrow_array::{Array, ArrayRef, RecordBatch};
use arrow_schema::{FieldRef, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_writer::{
    ArrowColumnChunk, ArrowColumnWriter, ArrowRowGroupWriterFactory, ArrowWriterOptions,
    compute_leaves,
};
use parquet::errors::{ParquetError, Result};
use parquet::file::properties::WriterProperties;
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::types::SchemaDescriptor;

use crate::pool::{self, Task};

// encode.rs is itself declared with a path (in sink.rs), so its own
// module is named by path too, in the folder of its name.
#[path = "encode/ahead.rs"]
mod ahead;
#[path = "encode/dictionary.rs"]
mod dictionary;

/// Below this many bytes in a slice (the rows' share of its columns'
/// buffers), its columns are encoded on the calling thread. One thread
/// encodes about 230 MB/s (snappy, int64/float64/utf8, measured with
/// `make bench-pq-threads`'s write, docs/BENCHMARKS.md): 256 KiB is about
/// a millisecond of work, tens of times what handing a column to a worker
/// and back costs, so smaller slices are not worth a worker.
pub(super) const MIN_PARALLEL_BYTES: usize = 256 << 10;

/// Jobs per pool thread for one slice: a few, so that one heavy column
/// (a string column beside numbers) does not leave the others idle.
const JOBS_PER_THREAD: usize = 4;

/// A row group being written: a writer per leaf column.
struct Group {
    writers: Vec<ArrowColumnWriter>,
    rows: usize,
}

/// A Parquet file being written (the crate's `ArrowWriter`, parallel).
pub(super) struct Encoder<W: Write + Send> {
    output: Output<W>,
    fields: Vec<FieldRef>,
    /// The leaf columns (and so column writers) of each top-level field.
    leaves: Vec<usize>,
    max_rows: Option<usize>,
    /// The encoded size past which a row group ends early, after the slice
    /// that took it there ([`Encoder::write_checked`]).
    limit: usize,
    group: Option<Group>,
    /// Row groups encoded ahead on the pool ([`ahead`]); None: one at a
    /// time, in `group`.
    ahead: Option<ahead::Ahead>,
    /// A write failed part way: the column writers are gone.
    broken: bool,
}

/// Where the encoded file goes: nothing is written before the first rows,
/// which settle the writer's properties ([`dictionary::settle`]).
enum Output<W: Write + Send> {
    Waiting {
        sink: W,
        schema: SchemaRef,
        props: WriterProperties,
    },
    Begun {
        file: SerializedFileWriter<W>,
        factory: ArrowRowGroupWriterFactory,
    },
    /// Only while [`Encoder::begin`] swaps one for the other.
    Swapping,
}

/// The crate's file writer and row-group factory of `schema` over `sink`,
/// as `ArrowWriter::try_new_with_options` makes them.
fn serialized<W: Write + Send>(
    sink: W,
    schema: SchemaRef,
    props: WriterProperties,
) -> Result<(SerializedFileWriter<W>, ArrowRowGroupWriterFactory)> {
    let options = ArrowWriterOptions::new().with_properties(props);
    ArrowWriter::try_new_with_options(sink, schema, options)?.into_serialized_writer()
}

/// The leaf columns under each top-level field of `schema`'s Parquet form.
fn leaves_per_field(schema: &SchemaDescriptor, fields: usize) -> Vec<usize> {
    let mut counts = vec![0; fields];
    for i in 0..schema.num_columns() {
        if let Some(count) = counts.get_mut(schema.get_column_root_idx(i)) {
            *count += 1;
        }
    }
    counts
}

impl<W: Write + Send> Encoder<W> {
    /// A writer of `schema` into `sink` with `props`, as
    /// `ArrowWriter::try_new_with_options` makes it (the same Parquet
    /// schema, the Arrow schema recorded in the footer), whose row groups
    /// also end once their encoded size passes `limit` bytes. With a pool
    /// of two threads or more and row groups bounded by rows, row groups
    /// are encoded ahead ([`ahead`]).
    pub(super) fn try_new(
        sink: W,
        schema: SchemaRef,
        props: WriterProperties,
        limit: usize,
    ) -> Result<Self> {
        if props.max_row_group_bytes().is_some() || props.content_defined_chunking().is_some() {
            return Err(ParquetError::General(
                "internal error: row groups bounded by bytes or content-defined chunks are not supported by the parallel encoder".into(),
            ));
        }
        let max_rows = props.max_row_group_row_count();
        // What the crate refuses (a schema Parquet cannot hold, encryption
        // it cannot set up) is refused now, at open, by a writer over
        // nothing; the file itself begins with the first rows.
        let (probe, _) = serialized(std::io::sink(), schema.clone(), props.clone())?;
        let leaves = leaves_per_field(probe.schema_descr(), schema.fields().len());
        Ok(Encoder {
            output: Output::Waiting {
                sink,
                schema: schema.clone(),
                props,
            },
            fields: schema.fields().iter().cloned().collect(),
            leaves,
            max_rows,
            limit,
            group: None,
            ahead: (pool::parallel() && max_rows.is_some()).then(ahead::Ahead::new),
            broken: false,
        })
    }

    /// The same writer encoding row groups ahead or not, whatever the pool
    /// (for the tests, which compare the two).
    #[cfg(test)]
    fn ahead(mut self, on: bool) -> Self {
        self.ahead = (on && self.max_rows.is_some()).then(ahead::Ahead::new);
        self
    }

    /// Writes `slice` (in the writer's schema), then ends the row group in
    /// progress if its encoded size has passed the limit.
    pub(super) fn write_checked(&mut self, slice: &RecordBatch) -> Result<()> {
        if self.ahead.is_some() {
            return self.write_ahead(slice);
        }
        self.write(slice)?;
        if self.in_progress_size() > self.limit {
            self.flush()?;
        }
        Ok(())
    }

    /// Every row group written so far in the file, except on one thread
    /// the one in progress (the first step of closing: a failure here is
    /// one of writing).
    pub(super) fn land(&mut self) -> Result<()> {
        self.check()?;
        self.land_all()
    }

    /// The file writer and factory, made on the first call with the
    /// properties `first` (the first rows written, if any) settles.
    fn begin(
        &mut self,
        first: Option<&RecordBatch>,
    ) -> Result<(&mut SerializedFileWriter<W>, &ArrowRowGroupWriterFactory)> {
        if let Output::Waiting { .. } = self.output {
            let Output::Waiting {
                sink,
                schema,
                props,
            } = std::mem::replace(&mut self.output, Output::Swapping)
            else {
                return Err(lost());
            };
            let props = match first {
                Some(batch) => dictionary::settle(batch, props),
                None => props,
            };
            let (file, factory) = serialized(sink, schema, props)?;
            self.output = Output::Begun { file, factory };
        }
        match &mut self.output {
            Output::Begun { file, factory } => Ok((file, factory)),
            _ => Err(lost()),
        }
    }

    fn check(&self) -> Result<()> {
        if self.broken {
            return Err(ParquetError::General(
                "Parquet writer failed earlier".into(),
            ));
        }
        Ok(())
    }

    /// Writes `batch` (in the writer's schema), starting row groups as the
    /// crate's `ArrowWriter::write` does: a row group ends when it holds
    /// `max_row_group_row_count` rows, the batch split there.
    fn write(&mut self, batch: &RecordBatch) -> Result<()> {
        self.check()?;
        let mut remaining = batch.clone();
        while remaining.num_rows() > 0 {
            let buffered = match &self.group {
                Some(group) => group.rows,
                None => {
                    let (file, factory) = self.begin(Some(&remaining))?;
                    let index = file.flushed_row_groups().len();
                    let writers = factory.create_column_writers(index)?;
                    self.group.insert(Group { writers, rows: 0 }).rows
                }
            };
            let take = match self.max_rows {
                Some(max) => remaining
                    .num_rows()
                    .min(max.saturating_sub(buffered).max(1)),
                None => remaining.num_rows(),
            };
            let part = remaining.slice(0, take);
            remaining = remaining.slice(take, remaining.num_rows() - take);
            self.encode(&part)?;
            let full = self
                .max_rows
                .is_some_and(|max| self.group.as_ref().is_some_and(|g| g.rows >= max));
            if full {
                self.flush()?;
            }
        }
        Ok(())
    }

    /// Hands `part` to the row group's column writers.
    fn encode(&mut self, part: &RecordBatch) -> Result<()> {
        let Some(group) = self.group.as_mut() else {
            return Ok(());
        };
        let columns = part.columns();
        let weights: Vec<usize> = columns
            .iter()
            .map(|c| c.to_data().get_slice_memory_size().unwrap_or(usize::MAX))
            .collect();
        let total = weights.iter().fold(0usize, |a, &w| a.saturating_add(w));
        let jobs = pool::threads().saturating_mul(JOBS_PER_THREAD);
        if !pool::parallel() || columns.len() < 2 || total < MIN_PARALLEL_BYTES {
            let mut writers = group.writers.iter_mut();
            for (field, column) in self.fields.iter().zip(columns) {
                for leaf in compute_leaves(field, column)? {
                    let writer = writers.next().ok_or_else(mismatch)?;
                    writer.write(&leaf)?;
                }
            }
            group.rows += part.num_rows();
            return Ok(());
        }
        // From here until every job answers, the writers are on workers.
        self.broken = true;
        let mut writers = std::mem::take(&mut group.writers).into_iter();
        let mut tasks: Vec<Task<Result<Vec<ArrowColumnWriter>>>> = Vec::new();
        for run in runs(&weights, total / jobs.max(1)) {
            let work: Vec<(FieldRef, ArrayRef, Vec<ArrowColumnWriter>)> = run
                .map(|i| {
                    let own = writers.by_ref().take(self.leaves[i]).collect();
                    (self.fields[i].clone(), columns[i].clone(), own)
                })
                .collect();
            tasks.push(pool::spawn(move || Ok(encode_fields(work))));
        }
        let mut back = Vec::with_capacity(self.leaves.iter().sum());
        for answer in gather(tasks) {
            match answer {
                Ok(writers) => back.extend(writers),
                Err(e) => {
                    self.group = None;
                    return Err(e);
                }
            }
        }
        group.writers = back;
        group.rows += part.num_rows();
        self.broken = false;
        Ok(())
    }

    /// The encoded size the row group in progress is expected to have
    /// (`ArrowWriter::in_progress_size`).
    fn in_progress_size(&self) -> usize {
        self.group.as_ref().map_or(0, |g| {
            g.writers
                .iter()
                .map(ArrowColumnWriter::get_estimated_total_bytes)
                .sum()
        })
    }

    /// Ends the row group in progress: its column writers are closed (in
    /// parallel when it is large) and their chunks appended in order.
    fn flush(&mut self) -> Result<()> {
        self.check()?;
        let Some(group) = self.group.take() else {
            return Ok(());
        };
        let chunks = if pool::parallel() && group.writers.len() > 1 {
            let size: usize = group
                .writers
                .iter()
                .map(ArrowColumnWriter::memory_size)
                .sum();
            if size >= MIN_PARALLEL_BYTES {
                self.broken = true;
                let chunks = close_parallel(group.writers)?;
                self.broken = false;
                chunks
            } else {
                close_all(group.writers)?
            }
        } else {
            close_all(group.writers)?
        };
        let (file, _) = self.begin(None)?;
        let mut row_group = file.next_row_group()?;
        for chunk in chunks {
            chunk.append_to_row_group(&mut row_group)?;
        }
        row_group.close()?;
        Ok(())
    }

    /// Ends the row group in progress and writes the footer.
    pub(super) fn finish(&mut self) -> Result<()> {
        self.land()?;
        self.flush()?;
        self.begin(None)?.0.finish()?;
        Ok(())
    }

    /// The sink written to (the writer buffers nothing past a row group).
    pub(super) fn inner_mut(&mut self) -> Result<&mut W> {
        match &mut self.output {
            Output::Waiting { sink, .. } => Ok(sink),
            Output::Begun { file, .. } => Ok(file.inner_mut()),
            Output::Swapping => Err(lost()),
        }
    }
}

/// A writer whose file could not be begun (its sink went with the error).
fn lost() -> ParquetError {
    ParquetError::General("Parquet writer failed earlier".into())
}

fn mismatch() -> ParquetError {
    ParquetError::General("internal error: the batch has more leaf columns than the writer".into())
}

/// A job: each field's leaves written by its writers, which come back.
fn encode_fields(
    work: Vec<(FieldRef, ArrayRef, Vec<ArrowColumnWriter>)>,
) -> Result<Vec<ArrowColumnWriter>> {
    let mut back = Vec::new();
    for (field, column, mut writers) in work {
        let leaves = compute_leaves(&field, &column)?;
        if leaves.len() != writers.len() {
            return Err(mismatch());
        }
        for (leaf, writer) in leaves.iter().zip(writers.iter_mut()) {
            writer.write(leaf)?;
        }
        back.extend(writers);
    }
    Ok(back)
}

/// Every job's answer, in order, up to and including the first failure
/// (the crate's error as the job returned it; a panic as a general error):
/// the failure one thread would have met first. Every job is waited for,
/// so none still holds the writer's state when this returns.
fn gather<T>(tasks: Vec<Task<Result<T>>>) -> Vec<Result<T>> {
    let mut answers = Vec::with_capacity(tasks.len());
    let mut failed = false;
    for task in tasks {
        let answer = task
            .wait()
            .unwrap_or_else(|e| Err(ParquetError::General(e.message.into_owned())));
        if !failed {
            failed = answer.is_err();
            answers.push(answer);
        }
    }
    answers
}

/// The top-level fields cut into runs, in order, for jobs of about
/// `target` bytes each (`weights`: each field's bytes); the last run ends
/// with the last field.
fn runs(weights: &[usize], target: usize) -> Vec<std::ops::Range<usize>> {
    let mut runs = Vec::new();
    let (mut from, mut weight) = (0, 0usize);
    for (i, &w) in weights.iter().enumerate() {
        weight = weight.saturating_add(w);
        if weight >= target || i + 1 == weights.len() {
            runs.push(from..i + 1);
            (from, weight) = (i + 1, 0);
        }
    }
    runs
}

fn close_all(writers: Vec<ArrowColumnWriter>) -> Result<Vec<ArrowColumnChunk>> {
    writers.into_iter().map(ArrowColumnWriter::close).collect()
}

/// The writers closed on the pool, in contiguous runs, the chunks in order.
fn close_parallel(writers: Vec<ArrowColumnWriter>) -> Result<Vec<ArrowColumnChunk>> {
    let count = writers.len();
    let jobs = pool::threads()
        .saturating_mul(JOBS_PER_THREAD)
        .clamp(1, count);
    let per = count.div_ceil(jobs);
    let mut writers = writers.into_iter();
    let mut tasks = Vec::new();
    loop {
        let run: Vec<ArrowColumnWriter> = writers.by_ref().take(per).collect();
        if run.is_empty() {
            break;
        }
        tasks.push(pool::spawn(move || Ok(close_all(run))));
    }
    let mut chunks = Vec::with_capacity(count);
    for run in gather(tasks) {
        chunks.extend(run?);
    }
    Ok(chunks)
}
