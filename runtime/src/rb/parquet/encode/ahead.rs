//! Row groups encoded ahead: several row groups of one file encoded on the
//! pool at once, each appended to the file in order once it is done.
//!
//! Why: within a row group the columns are encoded in parallel, but one
//! column's pages are one writer's work, one after another; a string
//! column beside two numeric ones kept one worker busy and left the other
//! idle (a two-thread snappy write used 1.04 cores, docs/BENCHMARKS.md).
//! Row groups are independent, so two of them can be encoded at once.
//!
//! The file stays byte for byte the one a single thread writes. Where a
//! row group ends is decided by its row count, known from the rows alone,
//! and by the sink's rule that a row group whose encoded size passes a
//! limit (`bounds::ROW_GROUP_BYTES`) after a slice is flushed early: that
//! needs the size, known only once the slice is encoded. So a group is
//! encoded on the guess that the rule does not fire: each job records its
//! columns' estimated size after every part, and when the group is done
//! the sizes at each point where one thread would have checked are
//! compared with the limit. Only when the rule would have fired does the
//! guess fail: then everything not yet in the file (the groups in flight,
//! the group being filled) is dropped, the slices since the oldest of them
//! began are written again one thread's way, and the rest of the file is
//! written that way. Nothing of a group reaches the file before it is
//! checked, so nothing is undone.
//!
//! Memory in flight: the group being filled and up to as many groups as
//! the pool has threads, each holding its input (the batches written,
//! kept alive until the group is in the file) and, once done, its encoded
//! column chunks.
//!
//! A batch the crate may refuse (a null, through a dictionary or under a
//! parent, in a field that allows none: [`may_refuse`]) is not guessed
//! at: everything not in the file is written again one thread's way, that
//! batch included, so it fails the write that gives it, as on one thread.
//! Any other failure of the encoding (the crate's error, or a panic) is
//! the error of the write or close that finds it: a later call than on one
//! thread, with the same status and message.

use std::collections::VecDeque;
use std::io::Write;

use arrow_array::{Array, ArrayRef, RecordBatch};
use arrow_schema::{DataType, Field, FieldRef};
use parquet::arrow::arrow_writer::{ArrowColumnChunk, ArrowColumnWriter, compute_leaves};
use parquet::errors::Result;

use super::{Encoder, JOBS_PER_THREAD, MIN_PARALLEL_BYTES, gather, mismatch, runs};
use crate::pool::{self, Task};

/// Row groups encoded ahead of the file (see the module's docs).
pub(super) struct Ahead {
    /// The sink's slices since the oldest group not in the file began,
    /// `log_base` being the number of the first (counted from the file's
    /// first slice): what a failed guess writes again.
    log: VecDeque<RecordBatch>,
    log_base: usize,
    /// The number the next slice gets.
    next_slice: usize,
    /// The group being filled.
    open: Filling,
    /// Groups handed to the pool, oldest first.
    flight: VecDeque<Flight>,
}

/// Where a group begins: the sink slice (by number) and the row in it.
#[derive(Clone, Copy)]
struct Start {
    slice: usize,
    row: usize,
}

/// A group's parts, not yet encoded, and the checks one thread would have
/// made on it: after how many of its parts.
#[derive(Default)]
struct Filling {
    start: Option<Start>,
    /// Per top-level field, its column in each part.
    columns: Vec<Vec<ArrayRef>>,
    /// Per top-level field, its bytes in the parts (how jobs are cut).
    weights: Vec<usize>,
    parts: usize,
    rows: usize,
    checks: Vec<usize>,
}

/// A group on the pool: its jobs, one per run of fields in schema order.
struct Flight {
    start: Start,
    parts: usize,
    checks: Vec<usize>,
    jobs: Vec<Task<Result<Encoded>>>,
}

/// What a job gives back: its columns' estimated encoded size after each
/// part, and their chunks in order.
struct Encoded {
    sizes: Vec<usize>,
    chunks: Vec<ArrowColumnChunk>,
}

impl Ahead {
    pub(super) fn new() -> Ahead {
        Ahead {
            log: VecDeque::new(),
            log_base: 0,
            next_slice: 0,
            open: Filling::default(),
            flight: VecDeque::new(),
        }
    }
}

impl<W: Write + Send> Encoder<W> {
    /// [`Encoder::write_checked`] with row groups encoded ahead.
    pub(super) fn write_ahead(&mut self, slice: &RecordBatch) -> Result<()> {
        let Some(max) = self.max_rows else {
            return Err(mismatch());
        };
        let Some(ahead) = self.ahead.as_mut() else {
            return Err(mismatch());
        };
        let number = ahead.next_slice;
        ahead.next_slice += 1;
        ahead.log.push_back(slice.clone());
        let mut row = 0;
        while row < slice.num_rows() {
            let opening = self.ahead.as_ref().is_some_and(|a| a.open.parts == 0);
            if opening {
                // The first rows settle the file's properties, as on one
                // thread (`Encoder::write`).
                self.begin(Some(&slice.slice(row, slice.num_rows() - row)))?;
            }
            let filled = self.ahead.as_ref().map_or(0, |a| a.open.rows);
            let take = (slice.num_rows() - row).min(max.saturating_sub(filled).max(1));
            let part = slice.slice(row, take);
            let Some(ahead) = self.ahead.as_mut() else {
                return Err(mismatch());
            };
            let refused = (self.fields.iter().zip(part.columns()))
                .any(|(field, column)| may_refuse(field, column.as_ref()));
            if refused {
                let oldest = (ahead.flight.front().map(|f| f.start)).or(ahead.open.start);
                return self.write_again(oldest.unwrap_or(Start { slice: number, row }));
            }
            let open = &mut ahead.open;
            open.start.get_or_insert(Start { slice: number, row });
            open.columns.resize_with(part.num_columns(), Vec::new);
            open.weights.resize(part.num_columns(), 0);
            for (i, column) in part.columns().iter().enumerate() {
                open.columns[i].push(column.clone());
                let bytes = column
                    .to_data()
                    .get_slice_memory_size()
                    .unwrap_or(usize::MAX);
                open.weights[i] = open.weights[i].saturating_add(bytes);
            }
            open.parts += 1;
            open.rows += take;
            row += take;
            if open.rows >= max {
                self.launch()?;
            }
        }
        // One thread checks the group in progress after each slice.
        if let Some(ahead) = self.ahead.as_mut()
            && ahead.open.parts > 0
        {
            ahead.open.checks.push(ahead.open.parts);
        }
        while self
            .ahead
            .as_ref()
            .is_some_and(|a| a.flight.len() > pool::threads())
        {
            self.land_oldest()?;
        }
        Ok(())
    }

    /// Every group still ahead encoded, checked and in the file (before the
    /// footer).
    pub(super) fn land_all(&mut self) -> Result<()> {
        if self.ahead.as_ref().is_some_and(|a| a.open.parts > 0) {
            self.launch()?;
        }
        while self.ahead.as_ref().is_some_and(|a| !a.flight.is_empty()) {
            self.land_oldest()?;
        }
        Ok(())
    }

    /// Hands the group being filled to the pool: its fields in runs of
    /// about equal bytes, each run's writers and parts one job; a group of
    /// under [`MIN_PARALLEL_BYTES`] is encoded here.
    fn launch(&mut self) -> Result<()> {
        let Some(ahead) = self.ahead.as_mut() else {
            return Ok(());
        };
        let open = std::mem::take(&mut ahead.open);
        let Some(start) = open.start else {
            return Ok(());
        };
        let index = ahead.flight.len();
        let (file, factory) = self.begin(None)?;
        let mut writers = factory
            .create_column_writers(file.flushed_row_groups().len() + index)?
            .into_iter();
        let fields = open.columns.len();
        let total = open
            .weights
            .iter()
            .fold(0usize, |a, &w| a.saturating_add(w));
        let inline = total < MIN_PARALLEL_BYTES || fields < 2;
        let parts = open.parts;
        let cut = match inline {
            true => std::iter::once(0..fields).collect(),
            false => runs(
                &open.weights,
                total / pool::threads().saturating_mul(JOBS_PER_THREAD).max(1),
            ),
        };
        let mut columns = open.columns.into_iter();
        let mut jobs = Vec::new();
        for run in cut {
            let work: Vec<Work> = run
                .zip(columns.by_ref())
                .map(|(i, parts)| {
                    let own = writers.by_ref().take(self.leaves[i]).collect();
                    (self.fields[i].clone(), parts, own)
                })
                .collect();
            jobs.push(match inline {
                true => pool::ready(move || Ok(encode_group(work, parts))),
                false => pool::spawn(move || Ok(encode_group(work, parts))),
            });
        }
        let Some(ahead) = self.ahead.as_mut() else {
            return Ok(());
        };
        ahead.flight.push_back(Flight {
            start,
            parts,
            checks: open.checks,
            jobs,
        });
        Ok(())
    }

    /// Waits for the oldest group on the pool; if one thread would have
    /// ended it where it ends, appends it to the file, else writes
    /// everything not in the file again one thread's way.
    fn land_oldest(&mut self) -> Result<()> {
        let Some(flight) = self.ahead.as_mut().and_then(|a| a.flight.pop_front()) else {
            return Ok(());
        };
        let mut sizes = vec![0usize; flight.parts];
        let mut chunks = Vec::new();
        for answer in gather(flight.jobs) {
            let encoded = match answer {
                Ok(encoded) => encoded,
                Err(e) => {
                    self.ahead = None;
                    self.broken = true;
                    return Err(e);
                }
            };
            for (sum, size) in sizes.iter_mut().zip(encoded.sizes) {
                *sum = sum.saturating_add(size);
            }
            chunks.extend(encoded.chunks);
        }
        let early = (flight.checks.iter())
            .any(|&after| after < flight.parts && sizes[after - 1] > self.limit);
        if early {
            return self.write_again(flight.start);
        }
        let (file, _) = self.begin(None)?;
        let mut row_group = file.next_row_group()?;
        for chunk in chunks {
            chunk.append_to_row_group(&mut row_group)?;
        }
        row_group.close()?;
        // The slices before the next group's start are no longer needed.
        if let Some(ahead) = self.ahead.as_mut() {
            let next = (ahead.flight.front().map(|f| f.start))
                .or(ahead.open.start)
                .map_or(ahead.next_slice, |s| s.slice);
            while ahead.log_base < next && ahead.log.pop_front().is_some() {
                ahead.log_base += 1;
            }
        }
        Ok(())
    }

    /// The guess failed for the group that began at `start`: every group
    /// after it is dropped (waiting for their jobs), and the slices from
    /// `start` on are written one thread's way, as is the rest of the file.
    fn write_again(&mut self, start: Start) -> Result<()> {
        let Some(mut ahead) = self.ahead.take() else {
            return Ok(());
        };
        for flight in ahead.flight.drain(..) {
            let _ = gather(flight.jobs);
        }
        let skip = start.slice.saturating_sub(ahead.log_base);
        for (k, slice) in ahead.log.iter().enumerate().skip(skip) {
            let from = if k == skip { start.row } else { 0 };
            self.write_checked(&slice.slice(from, slice.num_rows() - from))?;
        }
        Ok(())
    }
}

/// A top-level field of a group: the field, its column in every part, and
/// its leaves' writers.
type Work = (FieldRef, Vec<ArrayRef>, Vec<ArrowColumnWriter>);

/// A job: each field's parts written in order by its writers (their
/// estimated size summed after each part), then the writers closed.
fn encode_group(work: Vec<Work>, parts: usize) -> Result<Encoded> {
    let mut sizes = vec![0usize; parts];
    let mut chunks = Vec::new();
    for (field, columns, mut writers) in work {
        for (column, size) in columns.iter().zip(sizes.iter_mut()) {
            let leaves = compute_leaves(&field, column)?;
            if leaves.len() != writers.len() {
                return Err(mismatch());
            }
            for (leaf, writer) in leaves.iter().zip(writers.iter_mut()) {
                writer.write(leaf)?;
                *size = size.saturating_add(writer.get_estimated_total_bytes());
            }
        }
        for writer in writers {
            chunks.push(writer.close()?);
        }
    }
    Ok(Encoded { sizes, chunks })
}

/// Whether the crate may refuse `array` as `field`: a field that allows
/// no null has logical nulls (a dictionary's null values, a run's null
/// value), at any depth. More than the crate refuses (it looks only at the
/// rows a parent reaches), never less.
fn may_refuse(field: &Field, array: &dyn Array) -> bool {
    if !field.is_nullable() && array.logical_null_count() > 0 {
        return true;
    }
    match (field.data_type(), array.data_type()) {
        (DataType::Struct(fields), _) => {
            match array.as_any().downcast_ref::<arrow_array::StructArray>() {
                Some(s) => (fields.iter().zip(s.columns())).any(|(f, c)| may_refuse(f, c.as_ref())),
                None => true,
            }
        }
        (
            DataType::List(f)
            | DataType::LargeList(f)
            | DataType::FixedSizeList(f, _)
            | DataType::ListView(f)
            | DataType::LargeListView(f)
            | DataType::Map(f, _),
            _,
        ) => match list_values(array) {
            Some(values) => may_refuse(f, values.as_ref()),
            None => true,
        },
        _ => false,
    }
}

/// The values (a map's entries) under a list-like array; None for any
/// other.
fn list_values(array: &dyn Array) -> Option<ArrayRef> {
    use arrow_array::cast::AsArray;
    Some(match array.data_type() {
        DataType::List(_) => array.as_list::<i32>().values().clone(),
        DataType::LargeList(_) => array.as_list::<i64>().values().clone(),
        DataType::FixedSizeList(..) => array.as_fixed_size_list().values().clone(),
        DataType::ListView(_) => array.as_list_view::<i32>().values().clone(),
        DataType::LargeListView(_) => array.as_list_view::<i64>().values().clone(),
        DataType::Map(..) => std::sync::Arc::new(array.as_map().entries().clone()),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use arrow_array::builder::{Int32Builder, ListBuilder};
    use arrow_array::types::Int32Type;
    use arrow_array::{
        ArrayRef, DictionaryArray, Int32Array, Int64Array, StringArray, StructArray,
    };
    use arrow_schema::{DataType, Field, Schema};
    use bytes::Bytes;
    use parquet::file::properties::WriterProperties;
    use parquet::file::reader::{FileReader, SerializedFileReader};

    use super::*;

    /// 50,000 rows of int64 and utf8 whose strings grow long from row
    /// 30,000 on, so that an encoded-size limit ends only the later row
    /// groups early.
    fn rows() -> RecordBatch {
        let n = 50_000;
        let s: Vec<String> = (0..n)
            .map(|i| match i < 30_000 {
                true => format!("s{i}"),
                false => format!("{i:0>200}"),
            })
            .collect();
        let schema = Schema::new(vec![
            Field::new("n", DataType::Int64, false),
            Field::new("s", DataType::Utf8, false),
        ]);
        let columns: Vec<ArrayRef> = vec![
            Arc::new(Int64Array::from_iter_values(0..n)),
            Arc::new(StringArray::from(s)),
        ];
        RecordBatch::try_new(Arc::new(schema), columns).unwrap()
    }

    /// The file of `rows` written in slices of `slice` rows, in row groups
    /// of 8,192 rows that end early past `limit` encoded bytes, with row
    /// groups encoded ahead or not; and its row groups' row counts.
    fn write(rows: &RecordBatch, slice: usize, limit: usize, ahead: bool) -> (Vec<u8>, Vec<i64>) {
        let props = WriterProperties::builder()
            .set_max_row_group_row_count(Some(8_192))
            .set_data_page_size_limit(16 << 10)
            .build();
        let mut encoder = Encoder::try_new(Vec::new(), rows.schema(), props, limit)
            .unwrap()
            .ahead(ahead);
        let mut at = 0;
        while at < rows.num_rows() {
            let take = slice.min(rows.num_rows() - at);
            encoder.write_checked(&rows.slice(at, take)).unwrap();
            at += take;
        }
        encoder.land().unwrap();
        encoder.finish().unwrap();
        let bytes = std::mem::take(encoder.inner_mut().unwrap());
        let reader = SerializedFileReader::new(Bytes::from(bytes.clone())).unwrap();
        let groups = reader
            .metadata()
            .row_groups()
            .iter()
            .map(|g| g.num_rows())
            .collect();
        (bytes, groups)
    }

    /// Ahead or not, the same bytes: when no limit is reached, when one
    /// ends some of the later row groups early (the guess fails with
    /// groups in flight behind it), and when every check ends a group.
    #[test]
    fn groups_encoded_ahead_give_the_one_thread_file() {
        let rows = rows();
        let (_, unlimited) = write(&rows, 3_000, usize::MAX, false);
        assert_eq!(unlimited, [8_192, 8_192, 8_192, 8_192, 8_192, 8_192, 848]);
        for (slice, limit) in [
            (3_000, usize::MAX),
            (3_000, 1_000_000),
            (5_000, 600_000),
            (1_000, 1),
        ] {
            let (one, groups) = write(&rows, slice, limit, false);
            let (ahead, _) = write(&rows, slice, limit, true);
            assert!(
                ahead == one,
                "slices of {slice}, limit {limit}: the files differ"
            );
            match limit {
                usize::MAX => assert_eq!(groups, unlimited),
                1 => assert!(groups.iter().all(|&g| g == slice as i64), "{groups:?}"),
                _ => {
                    assert_ne!(groups, unlimited, "limit {limit} ends groups early");
                    assert_eq!(groups[..3], unlimited[..3], "limit {limit}: {groups:?}");
                }
            }
        }
    }

    /// `rows` rows of a non-nullable int64 and a non-nullable dictionary
    /// column whose values hold a null that the keys reach when `bad`.
    fn coded(rows: i64, bad: bool) -> RecordBatch {
        let keys = Int32Array::from_iter_values((0..rows).map(|i| (i % 3) as i32));
        let values = match bad {
            true => StringArray::from(vec![Some("a"), None, Some("c")]),
            false => StringArray::from(vec!["a", "b", "c"]),
        };
        let d = DictionaryArray::<Int32Type>::try_new(keys, Arc::new(values)).unwrap();
        let schema = Schema::new(vec![
            Field::new("n", DataType::Int64, false),
            Field::new("d", d.data_type().clone(), false),
        ]);
        let columns: Vec<ArrayRef> =
            vec![Arc::new(Int64Array::from_iter_values(0..rows)), Arc::new(d)];
        RecordBatch::try_new(Arc::new(schema), columns).unwrap()
    }

    /// A batch the crate refuses, behind groups in flight and a group
    /// being filled, fails the same write with the same message as on one
    /// thread.
    #[test]
    fn a_refused_batch_fails_the_write_that_gives_it() {
        let failure = |ahead: bool| {
            let props = WriterProperties::builder()
                .set_max_row_group_row_count(Some(4_000))
                .build();
            let good = coded(3_000, false);
            let mut encoder = Encoder::try_new(Vec::new(), good.schema(), props, usize::MAX)
                .unwrap()
                .ahead(ahead);
            for call in 0..6 {
                let batch = coded(3_000, call == 5);
                if let Err(e) = encoder.write_checked(&batch) {
                    return (call, e.to_string());
                }
            }
            (6, String::new())
        };
        let one = failure(false);
        assert_eq!(one.0, 5, "{one:?}");
        assert!(
            one.1
                .contains("Found null at index 1 for required field 'd'"),
            "{one:?}"
        );
        assert_eq!(failure(true), one);
    }

    /// What the crate may refuse: logical nulls in a field that allows
    /// none, at the top, under a list or in a struct; nothing else.
    #[test]
    fn refusals_are_foreseen_at_every_depth() {
        let bad = coded(10, true);
        let good = coded(10, false);
        let field = |b: &RecordBatch| b.schema().field(1).clone();
        assert!(may_refuse(&field(&bad), bad.column(1).as_ref()));
        assert!(!may_refuse(&field(&good), good.column(1).as_ref()));
        let nullable = field(&bad).with_nullable(true);
        assert!(!may_refuse(&nullable, bad.column(1).as_ref()));

        let mut list = ListBuilder::new(Int32Builder::new());
        list.values().append_value(1);
        list.values().append_null();
        list.append(true);
        let list = list.finish();
        for items_nullable in [false, true] {
            let item = Field::new("item", DataType::Int32, items_nullable);
            let f = Field::new("l", DataType::List(Arc::new(item)), true);
            assert_eq!(may_refuse(&f, &list), !items_nullable);
        }

        let child = Field::new("c", DataType::Int32, false);
        let values: ArrayRef = Arc::new(Int32Array::from(vec![Some(1), None]));
        // SAFETY: one child of the struct's length; only the child's
        // nullability is broken, which is what is looked for.
        let s = unsafe { StructArray::new_unchecked(vec![child].into(), vec![values], None) };
        let f = Field::new("s", s.data_type().clone(), true);
        assert!(may_refuse(&f, &s));
    }
}
