//! Parquet writers of one file (the file sink, also used for each
//! fragment of a dataset), and `open`, which also opens the hive dataset
//! sinks (`dataset`, `snapshot`), behind the `BatchSink` of an
//! `IrxRbStreamWriter`.
//!
//! As 1.25: writers take an advisory lock (`flock` of `.NAME.irx.lock`
//! beside the destination, `commit::Lease`) so cooperating writers of one
//! path exclude each other; `append` rewrites the old rows and the new
//! ones into a new file that replaces the old (never a second footer);
//! `durable` syncs the file and its directory before and after the rename;
//! a writer that fails a write, or refuses a batch, is poisoned: every
//! later write and the close report that error (1.25's `Invalidate`), and
//! its output is abandoned at once.
//!
//! Unlike 1.25, a single file is always staged in a sibling temporary and
//! renamed over the destination at close, `atomic` or not (see
//! [`Placement`]): a failed, refused or abandoned write, or one killed,
//! never truncates what the destination held (1.25 truncates it when a
//! non-atomic writer opens). What each write may make the crate's writer
//! spend is bounded first (`bounds`).

use arrow_schema::SchemaRef;
use parquet::basic::{BrotliLevel, Compression, GzipLevel, ZstdLevel};
use parquet::encryption::encrypt::FileEncryptionProperties;
use parquet::file::properties::{WriterProperties, WriterVersion};

use super::commit::{self, Lease};
use super::file_sink::{Placement, file_sink, placement};
use super::options::{Options, wrong_side};
use super::physical::{Mapping, physical_schema};
use super::reconstruct::Logical;
use super::{local_path, parquet_error};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::stream::BatchSink;

/// The compression levels Arrow C++ (and so 1.25) accepts per codec, and
/// the level its codec uses when none is given: gzip 1-9 (default 9),
/// brotli 0-11 (8), zstd -131072-22 (1), lz4_raw 1-12 (its default: the
/// fast LZ4 block compressor).
const LEVELS: [(&str, i32, i32, i32); 4] = [
    ("gzip", 1, 9, 9),
    ("brotli", 0, 11, 8),
    ("zstd", -131_072, 22, 1),
    ("lz4_raw", 1, 12, 1),
];

/// The codec a compression name selects, after 1.25's checks in their
/// order: Arrow C++'s name table (`Codec::GetCompressionType`: an unknown
/// name, `none` included, is "Unrecognized compression type"), then the
/// codecs 1.25 writes (uncompressed, snappy, zstd, gzip, brotli and
/// `lz4_raw`, which Arrow C++ maps to Parquet's LZ4_RAW; `lz4` names Arrow's
/// LZ4 frame format, which Parquet does not store, and is refused with
/// `lz4_hadoop`, `lzo` and `bz2`), then the level.
///
/// LZ4_RAW is written by `lz4_flex`, which has one (fast) compressor: a
/// level is checked as Arrow checks it and otherwise has no effect.
pub(super) fn codec(name: &str, level: Option<i32>) -> Result<Compression> {
    match name {
        "uncompressed" | "snappy" | "zstd" | "gzip" | "brotli" | "lz4_raw" => {}
        "lzo" | "lz4" | "lz4_hadoop" | "bz2" => {
            return Err(Error::invalid(
                "Invalid: unsupported Parquet compression codec",
            ));
        }
        _ => {
            return Err(Error::invalid(format!(
                "Invalid: Unrecognized compression type: {name}"
            )));
        }
    }
    let level = match LEVELS.iter().find(|(codec, ..)| *codec == name) {
        None if level.is_some() => {
            return Err(Error::invalid(
                "Invalid: codec does not support compression_level",
            ));
        }
        None => 0,
        Some(&(_, min, max, default)) => match level {
            Some(level) if !(min..=max).contains(&level) => {
                return Err(Error::invalid(
                    "Invalid: compression_level out of codec range",
                ));
            }
            Some(level) => level,
            None => default,
        },
    };
    // The ranges above lie within the crate's, so these cannot fail; a
    // failure is still reported rather than unwrapped.
    let out_of_range = |_| Error::invalid("Invalid: compression_level out of codec range");
    Ok(match name {
        "uncompressed" => Compression::UNCOMPRESSED,
        "snappy" => Compression::SNAPPY,
        "zstd" => Compression::ZSTD(ZstdLevel::try_new(level).map_err(out_of_range)?),
        "gzip" => Compression::GZIP(GzipLevel::try_new(level as u32).map_err(out_of_range)?),
        "brotli" => Compression::BROTLI(BrotliLevel::try_new(level as u32).map_err(out_of_range)?),
        _ => Compression::LZ4_RAW,
    })
}

/// The writer properties of `o`.
fn properties(
    o: &Options,
    compression: Compression,
    row_group_size: i64,
    logical: Option<&Logical>,
) -> Result<WriterProperties> {
    let mut builder = WriterProperties::builder()
        .set_writer_version(WriterVersion::PARQUET_1_0)
        .set_compression(compression)
        .set_max_row_group_row_count(Some(usize::try_from(row_group_size).unwrap_or(usize::MAX)))
        .set_data_page_size_limit(usize::try_from(o.data_page_size).unwrap_or(usize::MAX))
        .set_created_by("irx-runtime (parquet-rs)".into())
        .set_key_value_metadata(logical.map(|l| vec![l.key_value()]));
    if let Some(key) = o.key.bytes() {
        let encryption = FileEncryptionProperties::builder(key.to_vec())
            .build()
            .map_err(|e| parquet_error("Parquet encryption", e))?;
        builder = builder.with_file_encryption_properties(encryption);
    }
    Ok(builder.build())
}

/// Opens a writer of `schema` at `path` (1.25's `parquet_writer`).
pub(crate) fn open(
    path: &str,
    schema: &SchemaRef,
    compression: &str,
    row_group_size: i64,
    o: &Options,
) -> Result<Box<dyn BatchSink>> {
    if !o.columns.is_empty() || !o.predicates.is_empty() || !o.row_groups.is_empty() || o.pre_buffer
    {
        return Err(wrong_side(false));
    }
    if o.unify && !(o.dataset && o.atomic && o.append) {
        return Err(Error::invalid(
            "Invalid: write-time unify requires an atomic dataset append",
        ));
    }
    if o.hive && !o.dataset {
        return Err(Error::invalid("Invalid: hive requires dataset=true"));
    }
    if o.durable && !o.atomic && !o.append {
        return Err(Error::invalid(
            "Invalid: durable requires atomic=true or append=true",
        ));
    }
    let physical = physical_schema(
        schema,
        true,
        Mapping {
            normalize: o.normalize,
            reconstruct: o.reconstruct,
            storage: true,
        },
    )?;
    let logical = if o.reconstruct {
        if o.key.bytes().is_some() {
            // The record is binary footer metadata, placed after the
            // footer is written; an encrypted footer cannot take it.
            return Err(Error::new(
                Kind::Arrow,
                "logical schema reconstruction (reconstruct=1) cannot be combined with an encryption key in this runtime",
            ));
        }
        Some(Logical::new(schema, o.normalize)?)
    } else {
        None
    };
    let physical = match &logical {
        Some(logical) => logical.storage_schema(schema, o.normalize)?,
        None => physical,
    };
    if row_group_size <= 0 || o.data_page_size <= 0 {
        return Err(Error::invalid("Invalid: Parquet sizes must be positive"));
    }
    let compression = codec(compression, o.compression_level)?;
    let props = properties(o, compression, row_group_size, logical.as_ref())?;
    // An object on a store (issue 31): one file, uploaded (`remote_sink`).
    if let Some(uri) = crate::store::parse(path)? {
        use super::remote_sink::{self, refused};
        if o.dataset {
            if o.atomic {
                // A snapshot dataset needs a link replaced: no store has one.
                return Err(refused(
                    &uri,
                    "atomic=true with dataset=true (snapshot datasets)",
                ));
            }
            dataset_checks(o)?;
            let fragments = super::dataset::Fragments {
                physical,
                props,
                logical,
            };
            return super::dataset::open_remote(&uri, fragments, o);
        }
        if !o.partition_columns.is_empty() {
            return Err(Error::invalid("partition_columns require dataset=true"));
        }
        if o.append {
            return Err(refused(&uri, "append=true"));
        }
        if logical.is_some() {
            return Err(refused(&uri, "reconstruct=true"));
        }
        return remote_sink::open(&uri, physical, props);
    }
    let path = local_path(path)?;
    if o.dataset {
        let fragments = super::dataset::Fragments {
            physical,
            props,
            logical,
        };
        return open_dataset(&path, fragments, o);
    }
    if !o.partition_columns.is_empty() {
        return Err(Error::invalid("partition_columns require dataset=true"));
    }
    let lease = Lease::acquire(&path)?;
    if path
        .symlink_metadata()
        .is_ok_and(|m| m.file_type().is_symlink())
    {
        return Err(Error::invalid(
            "Parquet file output must not be a symbolic link",
        ));
    }
    commit::sweep(&lease);
    let placement = if o.atomic || o.append {
        Placement::Staged
    } else {
        placement(&path)
    };
    let existing = if o.append {
        // Read the old rows before anything is created, under the lease;
        // reconstructing, as the logical schema (prepared again below).
        let read = Options {
            key: o.key.clone(),
            ..Options::default()
        };
        let expected = match &logical {
            Some(_) => physical_schema(schema, true, Mapping::reconstruct(o.normalize, false))?,
            None => physical.clone(),
        };
        let source = super::read::open(
            &path.to_string_lossy(),
            Some(&expected),
            o.batch_size,
            &read,
        )?;
        Some(source)
    } else {
        None
    };
    let mut sink = file_sink(
        &path,
        physical,
        props,
        logical.as_ref(),
        placement,
        o.durable,
        Some(lease),
    )?;
    if let Some(source) = existing {
        for batch in source {
            let batch = batch.map_err(crate::rb::arrow_error)?;
            if logical.is_some() {
                sink.write(&batch)?;
            } else {
                sink.write_checked(&batch)?;
            }
        }
    }
    Ok(Box::new(sink))
}

/// Opens a dataset writer at `root`: a snapshot one with `atomic`
/// (`snapshot::open`), else a plain one (`dataset::open`), after the
/// checks both share.
fn open_dataset(
    root: &std::path::Path,
    fragments: super::dataset::Fragments,
    o: &Options,
) -> Result<Box<dyn BatchSink>> {
    dataset_checks(o)?;
    if o.atomic {
        return super::snapshot::open(root, fragments, o);
    }
    super::dataset::open(root, fragments, o)
}

/// What every dataset writer requires of its options.
fn dataset_checks(o: &Options) -> Result<()> {
    if !o.hive || o.partition_columns.is_empty() {
        return Err(Error::invalid(
            "Invalid: dataset output requires hive=true and partition_columns",
        ));
    }
    if o.durable && !o.atomic {
        return Err(Error::invalid(
            "Invalid: durable dataset writes require atomic=true",
        ));
    }
    Ok(())
}
