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

#[cfg(test)]
mod tests {
    use super::*;

    /// A chunk at 10,000 of a 5-byte header, a 10-byte body and the
    /// file's bytes 100..150.
    fn splices() -> Splices {
        let remake: Remake = Box::new(|_| Ok(Bytes::from_static(b"0123456789")));
        Splices::new(vec![Splice::new(
            10_000,
            Bytes::from_static(b"HHHHH"),
            Bytes::from_static(b"0123456789"),
            remake,
            100..150,
        )])
    }

    fn place(splices: &Splices, at: u64, len: u64) -> Option<(char, u64, u64)> {
        Some(match splices.place(at, len).ok()? {
            Place::Header(_, from, to) => ('h', from as u64, to as u64),
            Place::Body(_, from, to) => ('b', from as u64, to as u64),
            Place::File(at, end) => ('f', at, end),
        })
    }

    #[test]
    fn reads_fall_in_one_part_or_are_refused() {
        let s = splices();
        assert_eq!(s.0[0].len(), 65);
        assert_eq!(s.0[0].pages_start(), 10_015);
        assert_eq!(place(&s, 10_000, 5), Some(('h', 0, 5)));
        assert_eq!(place(&s, 10_002, 0), Some(('h', 2, 2)));
        // An empty read at a part's end is the next part's.
        assert_eq!(place(&s, 10_005, 0), Some(('b', 0, 0)));
        assert_eq!(place(&s, 10_005, 10), Some(('b', 0, 10)));
        assert_eq!(place(&s, 10_015, 0), Some(('f', 100, 150)));
        assert_eq!(place(&s, 10_020, 30), Some(('f', 105, 150)));
        assert_eq!(place(&s, 10_065, 0), Some(('f', 150, 150)));
        // Straddling two parts, past the chunk, before it.
        assert_eq!(place(&s, 10_003, 5), None);
        assert_eq!(place(&s, 10_010, 10), None);
        assert_eq!(place(&s, 10_050, 16), None);
        assert_eq!(place(&s, 10_066, 0), None);
        assert_eq!(place(&s, 9_999, 1), None);
        assert_eq!(place(&s, u64::MAX, 2), None);
    }

    #[test]
    fn a_body_read_whole_is_taken_then_made_again() {
        let s = splices();
        let file = BoundedFile::new(tempfile()).unwrap();
        let splice = &s.0[0];
        assert_eq!(&splice.body(2, 4, &file).unwrap()[..], b"23");
        assert!(splice.body.lock().unwrap().is_some(), "a part leaves it");
        assert_eq!(&splice.body(0, 10, &file).unwrap()[..], b"0123456789");
        assert!(splice.body.lock().unwrap().is_none(), "the whole takes it");
        assert_eq!(&splice.body(0, 10, &file).unwrap()[..], b"0123456789");
        // A remade body of another length is refused.
        let short: Remake = Box::new(|_| Ok(Bytes::from_static(b"012")));
        let other = Splice::new(0, Bytes::new(), Bytes::from_static(b"0123"), short, 0..0);
        other.body(0, 4, &file).unwrap();
        assert!(other.body(0, 4, &file).is_err());
    }

    fn tempfile() -> std::fs::File {
        let path = std::env::temp_dir().join(format!("irx-splice-{}", std::process::id()));
        let file = std::fs::File::create(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        file
    }
}
