//! Column chunks the crate reads at offsets past the file's end, with
//! their dictionary page replaced (`rb/parquet/dictionaries.rs` makes the
//! replacements and rewrites the chunks' offsets in the metadata the crate
//! is given).
//!
//! Such a chunk is laid out as its new dictionary page (header, then
//! body) followed by the chunk's other pages, which are the file's bytes
//! after the dictionary page, moved: a read of them is a read of the file
//! at the corresponding offset, checked and patched as any other. A read
//! that is not wholly inside one of the three parts is refused: the
//! crate's reads follow the page headers, which never straddle them.

use std::io::Read;
use std::sync::Mutex;

use bytes::Bytes;
use parquet::errors::ParquetError;

use super::BoundedFile;

/// Makes a chunk's dictionary body again (see [`Splice::body`]).
pub(crate) type Remake = Box<dyn Fn(&BoundedFile) -> Result<Bytes, ParquetError> + Send + Sync>;

/// One column chunk moved past the file's end.
pub(crate) struct Splice {
    /// Where the chunk starts (past the file's end).
    pub(crate) start: u64,
    /// The dictionary page's header.
    pub(crate) header: Bytes,
    /// The dictionary page's body; the first read of all of it takes it,
    /// so a chunk's dictionary is held only until the crate reads it.
    body: Mutex<Option<Bytes>>,
    body_len: u64,
    /// Makes the body again for a second read (none of the readers reads
    /// a chunk twice today; this keeps one that would correct).
    remake: Remake,
    /// The file's bytes of the chunk's other pages: `[rest, rest_end)`.
    rest: u64,
    rest_end: u64,
}

impl std::fmt::Debug for Splice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Splice")
            .field("start", &self.start)
            .field("body_len", &self.body_len)
            .field("rest", &(self.rest..self.rest_end))
            .finish()
    }
}

impl Splice {
    pub(crate) fn new(
        start: u64,
        header: Bytes,
        body: Bytes,
        remake: Remake,
        rest: std::ops::Range<u64>,
    ) -> Splice {
        Splice {
            start,
            header,
            body_len: body.len() as u64,
            body: Mutex::new(Some(body)),
            remake,
            rest: rest.start,
            rest_end: rest.end,
        }
    }

    /// The chunk's length: its new dictionary page and its other pages.
    pub(crate) fn len(&self) -> u64 {
        self.header.len() as u64 + self.body_len + (self.rest_end - self.rest)
    }

    /// Where the page after the dictionary starts.
    pub(crate) fn pages_start(&self) -> u64 {
        self.start + self.header.len() as u64 + self.body_len
    }
}

/// Where a read of the moved chunks falls.
pub(super) enum Place<'a> {
    /// `[from, to)` of a dictionary page's header.
    Header(&'a Splice, usize, usize),
    /// `[from, to)` of its body.
    Body(&'a Splice, usize, usize),
    /// The file's bytes from this offset, up to the second (the end of
    /// the chunk's pages).
    File(u64, u64),
}

/// The chunks moved past the end of one file, in order of their offsets.
#[derive(Debug, Default)]
pub(crate) struct Splices(Vec<Splice>);

impl Splices {
    pub(crate) fn new(mut list: Vec<Splice>) -> Splices {
        list.sort_by_key(|s| s.start);
        Splices(list)
    }

    /// Where `length` bytes at `position` fall, or an error when they do
    /// not lie inside one part of one moved chunk.
    pub(super) fn place(&self, position: u64, length: u64) -> Result<Place<'_>, ParquetError> {
        let outside = || {
            ParquetError::EOF(format!(
                "{length} bytes at offset {position} lie outside the file and its moved column chunks"
            ))
        };
        let at = self.0.partition_point(|s| s.start <= position);
        let splice = at.checked_sub(1).map(|i| &self.0[i]).ok_or_else(outside)?;
        let within = position - splice.start;
        let end = within.checked_add(length).ok_or_else(outside)?;
        let header = splice.header.len() as u64;
        let body_end = header + splice.body_len;
        // A part holds the reads that start in it (an empty read at a
        // part's end is the next part's) and end in it.
        if within < header {
            (end <= header)
                .then_some(Place::Header(splice, within as usize, end as usize))
                .ok_or_else(outside)
        } else if within < body_end {
            let (from, to) = ((within - header) as usize, (end - header) as usize);
            (end <= body_end)
                .then_some(Place::Body(splice, from, to))
                .ok_or_else(outside)
        } else {
            (end <= splice.len())
                .then_some(Place::File(
                    splice.rest + (within - body_end),
                    splice.rest_end,
                ))
                .ok_or_else(outside)
        }
    }
}

impl Splice {
    /// `[from, to)` of the dictionary page's body (`file` remakes a body
    /// read before).
    pub(super) fn body(
        &self,
        from: usize,
        to: usize,
        file: &BoundedFile,
    ) -> Result<Bytes, ParquetError> {
        let whole = from == 0 && to as u64 == self.body_len;
        let kept = {
            let mut body = self.body.lock().unwrap_or_else(|e| e.into_inner());
            if whole { body.take() } else { body.clone() }
        };
        let body = match kept {
            Some(body) => body,
            None => (self.remake)(file)?,
        };
        if body.len() as u64 != self.body_len {
            return Err(ParquetError::General(
                "a dictionary page changed between two reads of the file".into(),
            ));
        }
        Ok(body.slice(from..to))
    }
}

/// What `BoundedFile::get_read` returns: the file from an offset, or the
/// bytes of a moved chunk's new header.
pub(crate) enum PageRead<F> {
    File(F),
    Memory(bytes::buf::Reader<Bytes>),
}

impl<F: Read> Read for PageRead<F> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            PageRead::File(file) => file.read(buf),
            PageRead::Memory(bytes) => bytes.read(buf),
        }
    }
}
