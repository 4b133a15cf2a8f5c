//! Dataset discovery: the files of a dataset directory or, on an object
//! store (issue 31), of a key prefix (names starting with `.` or `_`
//! skipped), their footers read, hive `key=value` segments parsed, and
//! the dataset schema assembled (the files' schema, strict or unified,
//! plus the partition columns, typed as inferred or as `_common_metadata`
//! records them).

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_schema::{DataType, Field, FieldRef, Schema, SchemaRef};

use super::io_error;
use super::open::{OpenFile, open_file, open_remote};
use super::options::Options;
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::types::type_name;

/// The value hive writers use for a null partition value.
pub(crate) const HIVE_NULL: &str = "__HIVE_DEFAULT_PARTITION__";

/// One file of the read, with its partition values (raw text; None for
/// the hive null) and, for a single file, its already opened footer.
pub(super) struct Fragment {
    pub(super) path: PathBuf,
    pub(super) partitions: Vec<(String, Option<String>)>,
    pub(super) opened: Option<OpenFile>,
}

/// Each top-level field's position in `schema` by name (the first of a
/// name, as `Schema::index_of`): lookups by name in constant time.
pub(super) fn name_index(schema: &Schema) -> HashMap<&str, usize> {
    let mut index = HashMap::with_capacity(schema.fields().len());
    for (at, field) in schema.fields().iter().enumerate() {
        index.entry(field.name().as_str()).or_insert(at);
    }
    index
}

/// Whether a path segment (relative to the dataset root) is ignored, as
/// Arrow's default selector does: names starting with `.` or `_`.
fn ignored(name: &std::ffi::OsStr) -> bool {
    let name = name.as_encoded_bytes();
    name.starts_with(b".") || name.starts_with(b"_")
}

/// Every file under `dir`, recursively, in path order.
fn files(dir: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    let mut entries = std::fs::read_dir(dir)
        .map_err(|e| io_error("cannot list dataset directory", dir, &e))?
        .map(|e| e.map(|e| e.path()))
        .collect::<std::io::Result<Vec<_>>>()
        .map_err(|e| io_error("cannot list dataset directory", dir, &e))?;
    entries.sort();
    for path in entries {
        if path.file_name().is_some_and(ignored) {
            continue;
        }
        if path.is_dir() {
            files(&path, out)?;
        } else {
            out.push(path);
        }
    }
    Ok(())
}

/// Percent-decoding of a hive path segment (Arrow's default `uri`
/// segment encoding).
fn uri_decode(text: &str) -> Result<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
            if let Some(v) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out)
        .map_err(|_| Error::invalid("hive partition value is not UTF-8 once decoded"))
}

/// The `key=value` segments of `file`'s directories below `root`.
fn hive_segments(root: &Path, file: &Path) -> Result<Vec<(String, Option<String>)>> {
    let mut out = Vec::new();
    let relative = file.strip_prefix(root).unwrap_or(file);
    let Some(parent) = relative.parent() else {
        return Ok(out);
    };
    for segment in parent.components() {
        let segment = segment.as_os_str().to_string_lossy();
        let Some((key, value)) = segment.split_once('=') else {
            continue;
        };
        let value = uri_decode(value)?;
        out.push((key.to_owned(), (value != HIVE_NULL).then_some(value)));
    }
    Ok(out)
}

/// The fragments, dataset schema, partition column names and total size
/// (bytes) of a dataset directory.
pub(super) fn discover(
    root: &Path,
    o: &Options,
) -> Result<(VecDeque<Fragment>, SchemaRef, Vec<String>, u64)> {
    let root = std::fs::canonicalize(root).map_err(|e| super::canonical_error(root, &e))?;
    if !root.is_dir() {
        return Err(Error::new(
            Kind::Io,
            format!("Parquet dataset '{}' is not a directory", root.display()),
        ));
    }
    let mut paths = Vec::new();
    files(&root, &mut paths)?;
    // Every file's footer is read now: strict mode compares them all.
    let mut schemas = Vec::with_capacity(paths.len());
    let mut fragments = VecDeque::with_capacity(paths.len());
    let mut input = 0u64;
    for path in paths {
        let opened = open_file(&path, &o.key).map_err(|e| not_inspected(e, &path))?;
        input = input.saturating_add(parquet::file::reader::Length::len(&opened.check));
        schemas.push(opened.schema);
        let partitions = if o.hive {
            hive_segments(&root, &path)?
        } else {
            Vec::new()
        };
        fragments.push_back(Fragment {
            path,
            partitions,
            opened: None,
        });
    }
    let recorded = if o.hive {
        let metadata = root.join("_common_metadata");
        if metadata.is_file() {
            Some(open_file(&metadata, &o.key)?.schema)
        } else {
            None
        }
    } else {
        None
    };
    assemble(fragments, &schemas, recorded, input, o)
}

/// Arrow C++'s dataset factory's words for a file of a dataset directory
/// whose schema it cannot read (1.25 inspects every file when it creates
/// the dataset): its scanner's text for the file
/// ([`super::guard::as_scan_source`]) after "Error creating dataset. Could
/// not read schema from 'PATH'. Is this a 'parquet' file?: ", behind the
/// status's prefix.
fn not_inspected(error: Error, path: &Path) -> Error {
    const PREFIXES: [&str; 5] = [
        "Invalid: ",
        "IOError: ",
        "NotImplemented: ",
        "Type error: ",
        "Index error: ",
    ];
    let error = super::guard::as_scan_source(error, path);
    let (prefix, rest) = match PREFIXES.iter().find(|p| error.message.starts_with(**p)) {
        Some(p) => (*p, &error.message[p.len()..]),
        None => ("", &error.message[..]),
    };
    let message = format!(
        "{prefix}Error creating dataset. Could not read schema from '{}'. Is this a 'parquet' file?: {rest}",
        path.display()
    );
    Error::new(error.kind, message)
}

/// [`discover`] for a dataset on an object store (issue 31): its objects
/// are listed under the URI's key taken as a directory (names starting
/// with `.` or `_` skipped at any level, as local), each footer read now
/// (strict mode compares them all), hive segments taken from the keys.
pub(super) fn discover_remote(
    uri: &crate::store::StoreUri,
    o: &Options,
) -> Result<(VecDeque<Fragment>, SchemaRef, Vec<String>, u64)> {
    let root = uri.key.trim_end_matches('/').to_string();
    let mut fragments = VecDeque::new();
    let mut schemas = Vec::new();
    let mut input = 0u64;
    let mut metadata = None;
    let listed = crate::store::list(uri)?;
    // Directory markers (empty objects named like a directory, which
    // pyarrow's and other writers' S3 filesystems make) are no files.
    let marker = |key: &str, size: u64| {
        key == root
            || size == 0
                && listed.iter().any(|(other, _)| {
                    other.len() > key.len() + 1
                        && other.starts_with(key)
                        && other.as_bytes()[key.len()] == b'/'
                })
    };
    for (key, size) in &listed {
        if marker(key, *size) {
            continue;
        }
        let relative = match root.is_empty() {
            true => key.as_str(),
            false => key
                .strip_prefix(root.as_str())
                .and_then(|k| k.strip_prefix('/'))
                .unwrap_or(key.as_str()),
        };
        if relative == "_common_metadata" {
            metadata = Some(uri.with_key(key));
            continue;
        }
        if relative
            .split('/')
            .any(|segment| segment.starts_with('.') || segment.starts_with('_'))
        {
            continue;
        }
        let file = uri.with_key(key);
        let opened = open_remote(&file, &o.key)?;
        input = input.saturating_add(parquet::file::reader::Length::len(&opened.check));
        schemas.push(opened.schema.clone());
        let partitions = if o.hive {
            hive_segments(Path::new(""), Path::new(relative))?
        } else {
            Vec::new()
        };
        fragments.push_back(Fragment {
            path: PathBuf::from(file.redacted()),
            partitions,
            opened: Some(opened),
        });
    }
    let recorded = match (o.hive, metadata) {
        (true, Some(metadata)) => Some(open_remote(&metadata, &o.key)?.schema),
        _ => None,
    };
    assemble(fragments, &schemas, recorded, input, o)
}

/// The dataset schema and partition columns of discovered fragments: the
/// files' common schema, the partition keys' types (inferred, or as
/// `recorded` in `_common_metadata`), in the recorded order.
fn assemble(
    fragments: VecDeque<Fragment>,
    schemas: &[SchemaRef],
    recorded: Option<SchemaRef>,
    input: u64,
    o: &Options,
) -> Result<(VecDeque<Fragment>, SchemaRef, Vec<String>, u64)> {
    let file_schema = file_schema(schemas, o.unify)?;
    // Every lookup by name below goes through a map: linear in the columns.
    let file_names = name_index(&file_schema);
    let recorded_names = recorded.as_deref().map(name_index).unwrap_or_default();
    let recorded_field = |name: &str| {
        let recorded = recorded.as_ref()?;
        recorded_names
            .get(name)
            .map(|&i| recorded.fields()[i].clone())
    };
    // Partition keys in order of first appearance; int32 when every value
    // is one, else string (Arrow's inference), or the recorded type.
    let mut keys: Vec<(String, Vec<Option<String>>)> = Vec::new();
    let mut key_positions: HashMap<String, usize> = HashMap::new();
    for fragment in &fragments {
        for (key, value) in &fragment.partitions {
            match key_positions.get(key) {
                Some(&at) => keys[at].1.push(value.clone()),
                None => {
                    key_positions.insert(key.clone(), keys.len());
                    keys.push((key.clone(), vec![value.clone()]));
                }
            }
        }
    }
    let mut partition_fields = Vec::new();
    for (key, values) in keys {
        if let Some(&at) = file_names.get(key.as_str()) {
            return Err(Error::new(
                Kind::Type,
                format!(
                    "hive partition key '{key}' is also a column of the files ({})",
                    type_name(file_schema.field(at).data_type())
                ),
            ));
        }
        // The recorded field (type and nullability win, as Arrow C++
        // unifies the recorded schema first), else the inferred type.
        let recorded_field = recorded_field(&key).map(|f| f.as_ref().clone());
        let inferred = if values.iter().flatten().all(|v| v.parse::<i32>().is_ok()) {
            DataType::Int32
        } else {
            DataType::Utf8
        };
        partition_fields.push(Arc::new(
            recorded_field.unwrap_or_else(|| Field::new(key, inferred, true)),
        ));
    }
    let mut fields: Vec<FieldRef> = Vec::new();
    let mut metadata = file_schema.metadata().clone();
    if let Some(recorded) = &recorded {
        for field in file_schema.fields() {
            if let Some(r) = recorded_field(field.name())
                && r.data_type() != field.data_type()
            {
                return Err(Error::new(
                    Kind::Type,
                    format!("recorded dataset column type differs: {}", field.name()),
                ));
            }
        }
        // The recorded order (partition columns where they were written).
        let mut partition_names: HashMap<&str, &FieldRef> = HashMap::new();
        for f in &partition_fields {
            partition_names.entry(f.name().as_str()).or_insert(f);
        }
        for r in recorded.fields() {
            let found = match file_names.get(r.name().as_str()) {
                Some(&at) => Some(&file_schema.fields()[at]),
                None => partition_names.get(r.name().as_str()).copied(),
            };
            if let Some(f) = found {
                fields.push(f.clone());
            }
        }
        metadata = recorded.metadata().clone();
    }
    let mut present: HashSet<String> = fields.iter().map(|f| f.name().clone()).collect();
    for f in file_schema.fields().iter().chain(partition_fields.iter()) {
        if present.insert(f.name().clone()) {
            fields.push(f.clone());
        }
    }
    let partitions = partition_fields.iter().map(|f| f.name().clone()).collect();
    Ok((
        fragments,
        Arc::new(Schema::new_with_metadata(fields, metadata)),
        partitions,
        input,
    ))
}

/// The files' common schema: all equal (strict), or their union
/// (`unify`: same-named fields of one type; a field some file lacks must
/// be nullable).
fn file_schema(schemas: &[SchemaRef], unify: bool) -> Result<SchemaRef> {
    let Some(first) = schemas.first() else {
        return Ok(Arc::new(Schema::empty()));
    };
    if !unify {
        if schemas.iter().any(|s| s != first) {
            return Err(Error::new(
                Kind::Type,
                "dataset schemas differ; set unify=true to union same-typed nullable fields",
            ));
        }
        return Ok(first.clone());
    }
    let mut fields: Vec<FieldRef> = Vec::new();
    let mut positions: HashMap<&str, usize> = HashMap::new();
    for schema in schemas {
        for field in schema.fields() {
            match positions.get(field.name().as_str()) {
                Some(&at) if fields[at].data_type() != field.data_type() => {
                    return Err(Error::new(
                        Kind::Type,
                        format!("dataset column types differ: {}", field.name()),
                    ));
                }
                Some(_) => {}
                None => {
                    positions.insert(field.name(), fields.len());
                    fields.push(field.clone());
                }
            }
        }
    }
    let names: Vec<HashMap<&str, usize>> = schemas.iter().map(|s| name_index(s)).collect();
    for field in &fields {
        if !field.is_nullable() && names.iter().any(|n| !n.contains_key(field.name().as_str())) {
            return Err(Error::new(
                Kind::Type,
                format!("missing dataset column must be nullable: {}", field.name()),
            ));
        }
    }
    Ok(Arc::new(Schema::new_with_metadata(
        fields,
        first.metadata().clone(),
    )))
}
