//! The blocks of a CSV read after its open, parsed and converted on the
//! pool's workers (issue 32), giving exactly what the one-thread reader
//! gives: the same batches, in order, and the same first error at the same
//! batch.
//!
//! The caller cuts the input where the one-thread reader's blocks end:
//! for each block read, [`Dialect::complete_lines`] finds the end of its
//! last complete row (what that reader's parse consumes), and the bytes
//! after it start the next block, as there. A "piece" is what that
//! reader's parse of one block sees (the incomplete row at its end
//! included), with its first row's number and what the read of the next
//! block gave (an I/O error there comes after the block's parse errors and
//! before its conversion's, as in the one-thread order). The column types
//! are fixed by the open (inferred from the first block with a row), so a
//! block converts alone.
//!
//! Pieces go to the workers in jobs of [`JOB_BYTES`] or more (a small
//! `block_size` makes many pieces per job), at most a few jobs ahead of the
//! caller. A worker parses and converts with a budget of its own: the
//! read's budget as it was when the job was cut, of which only a share is
//! left to it, so the jobs in flight together stay within what the read
//! may still spend. The caller takes the answers in order and charges
//! each block's costs to the read's budget at the point the one-thread
//! reader would have (the input read by then counted the same way); when a
//! worker failed (a parse or conversion error, its share of the budget)
//! or the read's budget cannot pay, the block is done again on the caller,
//! with the read's budget, exactly as the one-thread reader does it: that
//! gives its batch or its error, word for word.
//!
//! With a pool of fewer than [`MIN_THREADS`] threads, or under
//! [`MIN_PARALLEL_BYTES`] of input left after the open, nothing is
//! spawned: the one-thread reader goes on.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::DataType;

use super::{CsvSource, Parsed, batch_cost, convert_column, empty_cost};
use crate::ffi::Error;
use crate::ffi::Result;
use crate::ffi::error::StatusCode;
use crate::limits::Budget;
use crate::pool::{self, Task};
use crate::rb::csv::convert::Nulls;
use crate::rb::csv::parse::Dialect;

/// The input left after the open under which the read stays on the
/// caller: below it the blocks are too few to pay for the hand-over.
const MIN_PARALLEL_BYTES: u64 = 1 << 20;

/// The pool size from which blocks go to the pool (a pool of one thread
/// has no worker). The caller cuts every block where the one-thread
/// reader's ends without reading its fields ([`Dialect::complete_lines`]:
/// about 8% of a read's CPU) and the workers parse and convert it, so a
/// parallel read spends 15-25% more CPU than one thread, which two cores
/// win back: measured 2026-11-30 (docs/BENCHMARKS.md, issue 32's CSV
/// section), 1M rows (`IRX_NUM_THREADS=N bench-csv-threads csv FILE 3 1
/// [SCHEMA]`) while this 2-core machine was otherwise idle, medians 181
/// and 185 ms a read at 1 thread, 116 and 128 at 2 (types inferred,
/// explicit). With one core taken by other work, 2 threads lose about
/// the CPU they add (ours 1 / 2 at 0.81-0.91), where the peers barely
/// gain either (Polars 1 / 2 at 0.73-1.04). Before that cut, which lexed
/// every field again, a parallel read cost twice the CPU and started from
/// 3 threads.
const MIN_THREADS: usize = 2;

/// The bytes of pieces one job gathers at least (fewer at the end): small
/// blocks go to a worker several at a time.
const JOB_BYTES: usize = 256 << 10;

/// What every job shares: how to parse and what to convert to.
struct Shared {
    dialect: Dialect,
    types: Vec<DataType>,
    nulls: Nulls,
}

/// One block as the one-thread reader's parse sees it.
struct Piece {
    data: Vec<u8>,
    is_final: bool,
    first_row: u64,
    /// The error reading the next block gave.
    io_error: Option<Error>,
    /// The bytes read from the input once the next block was read (what
    /// the budget knows of from then on).
    delivered: u64,
}

/// A worker's batch columns and what it charged for them: the parse,
/// then the batch (the input read in between).
struct Done {
    arrays: Vec<ArrayRef>,
    rows: usize,
    parse_cost: u64,
    batch_cost: u64,
}

/// A piece and, when its worker succeeded, its answer.
struct Outcome {
    piece: Piece,
    done: Option<Done>,
}

/// The parallel state of a read.
pub(super) struct Blocks {
    on: bool,
    shared: Option<Arc<Shared>>,
    /// Jobs on workers, in order (in a mutex only so that the reader is
    /// `Sync`: it is reached through `&mut` alone).
    running: Mutex<VecDeque<Task<Vec<Outcome>>>>,
    ready: VecDeque<Outcome>,
    /// No more pieces: the input ended, or a cut failed (then `error`).
    cut_done: bool,
    /// The error of the cut after the last piece (a straddling row).
    error: Option<Error>,
    ahead: usize,
}

impl Blocks {
    /// Whether the blocks after the open go to the pool: [`MIN_THREADS`]
    /// threads or more and [`MIN_PARALLEL_BYTES`] of input left.
    pub(super) fn decide(source: &CsvSource) -> Blocks {
        let left = source
            .input
            .remaining
            .saturating_add(source.data.len() as u64);
        let threads = pool::threads();
        let on = threads >= MIN_THREADS && left >= MIN_PARALLEL_BYTES && source.pending;
        Blocks {
            on,
            shared: on.then(|| {
                Arc::new(Shared {
                    dialect: source.dialect,
                    types: source
                        .types
                        .iter()
                        .map(|t| t.clone().unwrap_or(DataType::Null))
                        .collect(),
                    nulls: source.nulls.clone(),
                })
            }),
            running: Mutex::default(),
            ready: VecDeque::new(),
            cut_done: false,
            error: None,
            ahead: threads + 1,
        }
    }

    pub(super) fn on(&self) -> bool {
        self.on
    }
}

/// The next batch of a read whose blocks go to the pool (`None` at the
/// end), with the file's schema.
pub(super) fn next(source: &mut CsvSource) -> Result<Option<RecordBatch>> {
    loop {
        let blocks = source.parallel.as_mut().expect("decided");
        if let Some(outcome) = blocks.ready.pop_front() {
            let shared = blocks.shared.clone().expect("on");
            return finish(source, &shared, outcome).map(Some);
        }
        start(source)?;
        let blocks = source.parallel.as_mut().expect("decided");
        match running(blocks).pop_front() {
            Some(task) => {
                let outcomes = task.wait()?;
                blocks.ready.extend(outcomes);
                // The next job starts before this one's batches are used.
                start(source)?;
            }
            None => {
                return match blocks.error.take() {
                    Some(error) => Err(error),
                    None => Ok(None),
                };
            }
        }
    }
}

fn running(blocks: &mut Blocks) -> &mut VecDeque<Task<Vec<Outcome>>> {
    blocks.running.get_mut().unwrap_or_else(|e| e.into_inner())
}

/// Cuts jobs and hands them to workers until enough are running.
fn start(source: &mut CsvSource) -> Result<()> {
    loop {
        let blocks = source.parallel.as_mut().expect("decided");
        if blocks.cut_done || running(blocks).len() >= blocks.ahead {
            return Ok(());
        }
        let shared = blocks.shared.clone().expect("on");
        let mut pieces = Vec::new();
        let mut bytes = 0;
        while bytes < JOB_BYTES {
            match cut(source) {
                Ok(Some(piece)) => {
                    bytes += piece.data.len();
                    let last = piece.io_error.is_some() || piece.is_final;
                    pieces.push(piece);
                    if last {
                        source.parallel.as_mut().expect("decided").cut_done = true;
                        break;
                    }
                }
                Ok(None) => {
                    source.parallel.as_mut().expect("decided").cut_done = true;
                    break;
                }
                Err(error) => {
                    let blocks = source.parallel.as_mut().expect("decided");
                    blocks.cut_done = true;
                    blocks.error = Some(error);
                    break;
                }
            }
        }
        if pieces.is_empty() {
            return Ok(());
        }
        // The read's budget as it stands, the input read so far counted,
        // with only a share of what is left for this job.
        let mut budget = source.budget.clone();
        budget.add_input(source.input.delivered.saturating_sub(source.counted));
        let ahead = source.parallel.as_ref().expect("decided").ahead as u64;
        let room = budget.limit().saturating_sub(budget.spent());
        // Fits: it is less than what is left.
        let _ = budget.charge(room - room / (ahead + 1), "a worker's share");
        let task = pool::spawn(move || Ok(work(&shared, pieces, budget)));
        running(source.parallel.as_mut().expect("decided")).push_back(task);
    }
}

/// The next piece of the input: what the one-thread reader's next block
/// parses (`None` at the end). Its errors are that reader's before the
/// parse of that block.
fn cut(source: &mut CsvSource) -> Result<Option<Piece>> {
    if !source.pending {
        if source.partial == 0 {
            return Ok(None);
        }
        // The input ended on an empty block after an incomplete row.
        source.pending = true;
    }
    let is_final = source.input.at_end();
    let (used, rows) = if is_final {
        (source.data.len(), 0)
    } else {
        source.dialect.complete_lines(&source.data)
    };
    if !is_final && source.partial > 0 && used == 0 {
        // The row begun in the block before does not end in this one.
        return Err(Error::status(
            StatusCode::Invalid,
            "straddling object straddles two block boundaries (try to increase block size?)",
        ));
    }
    let rest = source.data[used..].to_vec();
    let data = std::mem::replace(&mut source.data, rest);
    source.partial = source.data.len();
    let mut io_error = None;
    source.pending = !is_final
        && source
            .input
            .next_into(&mut source.data)
            .unwrap_or_else(|e| {
                io_error = Some(e);
                false
            });
    if is_final {
        source.partial = 0;
    }
    let first_row = source.row;
    source.row += rows as u64;
    Ok(Some(Piece {
        data,
        is_final,
        first_row,
        io_error,
        delivered: source.input.delivered,
    }))
}

/// A job on a worker: its pieces in order, until one fails (those after
/// it are done again on the caller).
fn work(shared: &Shared, pieces: Vec<Piece>, mut budget: Budget) -> Vec<Outcome> {
    let mut parsed = Parsed::default();
    let mut failed = false;
    pieces
        .into_iter()
        .map(|piece| {
            let done = if failed {
                None
            } else {
                let before = budget.spent();
                let mut parse_cost = 0;
                let answer = run(shared, &piece, &mut parsed, &mut budget, |b| {
                    parse_cost = b.spent() - before;
                });
                match answer {
                    Ok(arrays) => Some(Done {
                        arrays,
                        rows: parsed.rows,
                        parse_cost,
                        batch_cost: budget.spent() - before - parse_cost,
                    }),
                    Err(_) => {
                        failed = true;
                        None
                    }
                }
            };
            Outcome { piece, done }
        })
        .collect()
}

/// One piece as the one-thread reader does its block: the parse, the
/// error of the read after it, `between` (the input read by then counted),
/// the batch's columns.
fn run(
    shared: &Shared,
    piece: &Piece,
    parsed: &mut Parsed,
    budget: &mut Budget,
    between: impl FnOnce(&mut Budget),
) -> Result<Vec<ArrayRef>> {
    let mut cols = Some(shared.types.len());
    shared.dialect.parse(
        &piece.data,
        piece.is_final,
        &mut cols,
        i32::MAX as usize,
        piece.first_row,
        parsed,
        budget,
    )?;
    if let Some(error) = &piece.io_error {
        return Err(error.clone());
    }
    between(budget);
    let rows = parsed.rows;
    if rows == 0 {
        budget.charge(empty_cost(shared.types.len()), "an empty batch's columns")?;
        // Every column of a type shares one empty array.
        let mut empty: Vec<(&DataType, ArrayRef)> = Vec::new();
        return Ok(shared
            .types
            .iter()
            .map(|ty| match empty.iter().find(|(t, _)| *t == ty) {
                Some((_, array)) => array.clone(),
                None => {
                    let array = arrow_array::new_empty_array(ty);
                    empty.push((ty, array.clone()));
                    array
                }
            })
            .collect());
    }
    budget.charge(
        batch_cost(shared.types.len(), rows, parsed.bytes()),
        "a batch's columns",
    )?;
    shared
        .types
        .iter()
        .enumerate()
        .map(|(col, ty)| convert_column(parsed, col, ty, &shared.nulls, piece.first_row))
        .collect()
}

/// A piece's batch: the worker's, when the read's budget pays its costs at
/// the points the one-thread reader charges them, else the piece done
/// again here with the read's budget (its batch, or its error).
fn finish(source: &mut CsvSource, shared: &Shared, outcome: Outcome) -> Result<RecordBatch> {
    let Outcome { piece, done } = outcome;
    let mut counted = source.counted;
    let mut count = |budget: &mut Budget| {
        if piece.delivered > counted {
            budget.add_input(piece.delivered - counted);
            counted = piece.delivered;
        }
    };
    if let Some(done) = done {
        let mut budget = source.budget.clone();
        if budget.charge(done.parse_cost, "").is_ok() && {
            count(&mut budget);
            budget.charge(done.batch_cost, "").is_ok()
        } {
            source.budget = budget;
            source.counted = counted;
            return source.batch(done.arrays, done.rows);
        }
        counted = source.counted;
    }
    let mut count = |budget: &mut Budget| {
        if piece.delivered > counted {
            budget.add_input(piece.delivered - counted);
            counted = piece.delivered;
        }
    };
    let arrays = run(
        shared,
        &piece,
        &mut source.parsed,
        &mut source.budget,
        &mut count,
    )?;
    source.counted = counted;
    source.batch(arrays, source.parsed.rows)
}
