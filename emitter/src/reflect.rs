//! ABI reflection (as IREE attaches `iree.abi` to exported functions): for
//! every function a front end exports, what each parameter means to the
//! runtime, recorded in the module as the named metadata `!irx.abi` and
//! read back from IR text by `irx inspect`, so that a host (C or other) can
//! check what it passes.
//!
//! Each record is one node of strings: the function's name, then for every
//! parameter its name and its meaning:
//!
//! ```text
//! !irx.abi = !{!0}
//! !0 = !{!"sum", !"v", !"buffer_view dtype=float64 rank=2", !"n", !"scalar type=i64"}
//! ```
//!
//! A meaning is a kind and its `key=value` fields, separated by spaces:
//! `buffer_view dtype=D [rank=R]` (an `irx_buffer_view*`; no rank: any),
//! `arrow_array type=D` (an array handle), `list elem_size=S` (an
//! `irx_list*`), `data dtype=D` (a view's data pointer, for kernels) and
//! `scalar type=T` (`i1` … `i64`, `float`, `double`, `ptr`). `D` is an
//! element type name (`int8` … `float64`, `bool`).
//!
//! Reading is strict: a record that does not follow this shape is an error
//! naming the record (its `!N` and function), never a guess and never a
//! panic.

use std::fmt;

use rustc_hash::{FxHashMap, FxHashSet};
use serde::Serialize;

use crate::ir::Module;
use crate::lower::Elem;

/// The named metadata that holds the records.
pub const METADATA: &str = "irx.abi";

/// What one parameter means to the runtime.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Meaning {
    /// A scalar of an LLVM type (`i64`, `double`, …).
    Scalar(String),
    /// A pointer to a buffer view descriptor.
    BufferView {
        /// Element type.
        dtype: Elem,
        /// Rank, when fixed.
        rank: Option<u32>,
    },
    /// An Arrow array handle.
    ArrowArray {
        /// Element type.
        ty: Elem,
    },
    /// A pointer to a dynamic list.
    List {
        /// Bytes per element.
        elem_size: u64,
    },
    /// A view's data pointer (a kernel parameter).
    Data {
        /// Element type.
        dtype: Elem,
    },
}

/// The scalar types a record may name.
const SCALARS: &[&str] = &["i1", "i8", "i16", "i32", "i64", "float", "double", "ptr"];

impl Meaning {
    /// The kind's name (`buffer_view`, …).
    pub fn kind(&self) -> &'static str {
        match self {
            Meaning::Scalar(_) => "scalar",
            Meaning::BufferView { .. } => "buffer_view",
            Meaning::ArrowArray { .. } => "arrow_array",
            Meaning::List { .. } => "list",
            Meaning::Data { .. } => "data",
        }
    }

    /// The fields after the kind, in their fixed order.
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        match self {
            Meaning::Scalar(t) => vec![("type", t.clone())],
            Meaning::BufferView { dtype, rank } => {
                let mut f = vec![("dtype", dtype.name().to_string())];
                if let Some(r) = rank {
                    f.push(("rank", r.to_string()));
                }
                f
            }
            Meaning::ArrowArray { ty } => vec![("type", ty.name().to_string())],
            Meaning::List { elem_size } => vec![("elem_size", elem_size.to_string())],
            Meaning::Data { dtype } => vec![("dtype", dtype.name().to_string())],
        }
    }

    /// Reads a meaning's text; the error says what is wrong with it.
    pub fn parse(text: &str) -> Result<Meaning, String> {
        let mut words = text.split(' ');
        let kind = words.next().unwrap_or_default();
        let mut fields: Vec<(&str, &str)> = Vec::new();
        for w in words {
            let (k, v) = w
                .split_once('=')
                .ok_or_else(|| format!("field {w:?} is not key=value"))?;
            if fields.iter().any(|(seen, _)| *seen == k) {
                return Err(format!("field {k} given twice"));
            }
            fields.push((k, v));
        }
        let allowed: &[&str] = match kind {
            "scalar" | "arrow_array" => &["type"],
            "buffer_view" => &["dtype", "rank"],
            "list" => &["elem_size"],
            "data" => &["dtype"],
            other => return Err(format!("unknown kind {other:?}")),
        };
        if let Some((k, _)) = fields.iter().find(|(k, _)| !allowed.contains(k)) {
            return Err(format!("{kind} has no field {k}"));
        }
        let get = |key: &str| fields.iter().find(|(k, _)| *k == key).map(|&(_, v)| v);
        let need = |key: &str| get(key).ok_or_else(|| format!("{kind} needs {key}=..."));
        let elem = |key: &str| -> Result<Elem, String> {
            let name = need(key)?;
            Elem::ALL
                .into_iter()
                .find(|e| e.name() == name)
                .ok_or_else(|| format!("{key} {name:?} is not an element type"))
        };
        Ok(match kind {
            "scalar" => {
                let t = need("type")?;
                if !SCALARS.contains(&t) {
                    return Err(format!("type {t:?} is not a scalar type"));
                }
                Meaning::Scalar(t.to_string())
            }
            "buffer_view" => Meaning::BufferView {
                dtype: elem("dtype")?,
                rank: get("rank")
                    .map(|r| number(r).ok_or_else(|| format!("rank {r:?} is not a number")))
                    .transpose()?,
            },
            "arrow_array" => Meaning::ArrowArray { ty: elem("type")? },
            "list" => {
                let s = need("elem_size")?;
                match number(s) {
                    Some(n) if n > 0 => Meaning::List { elem_size: n },
                    _ => return Err(format!("elem_size {s:?} is not a positive number")),
                }
            }
            _ => Meaning::Data {
                dtype: elem("dtype")?,
            },
        })
    }
}

/// A plain decimal number (no sign, no spaces) that fits `T`.
fn number<T: std::str::FromStr>(s: &str) -> Option<T> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl fmt::Display for Meaning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind())?;
        for (k, v) in self.fields() {
            write!(f, " {k}={v}")?;
        }
        Ok(())
    }
}

/// One exported function's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exported {
    /// The function's name.
    pub name: String,
    /// Each parameter's name and meaning, in order.
    pub params: Vec<(String, Meaning)>,
}

/// What keeps a module's reflection option.
#[derive(Debug, Default)]
struct Reflection {
    enabled: bool,
}

/// Turn ABI reflection on for `module`: exported functions defined from
/// now on are recorded (see [`record`]).
pub fn enable(module: &mut Module) {
    module.state::<Reflection>().enabled = true;
}

/// True when `module` records exported functions.
pub fn enabled(module: &mut Module) -> bool {
    module.state::<Reflection>().enabled
}

/// Record `function`'s parameters when the option is on (a no-op
/// otherwise, so lowerings can always describe what they export).
pub fn record(module: &mut Module, function: &str, params: &[(&str, Meaning)]) {
    if !enabled(module) {
        return;
    }
    let mut node = vec![function.to_string()];
    for (name, meaning) in params {
        node.push((*name).to_string());
        node.push(meaning.to_string());
    }
    module.add_named_metadata(METADATA, node);
}

/// Why the records of a module cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MalformedAbi(pub String);

impl fmt::Display for MalformedAbi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed !{METADATA}: {}", self.0)
    }
}

impl std::error::Error for MalformedAbi {}

/// One operand of a metadata node as the reader sees it.
#[derive(Debug, PartialEq)]
enum Operand {
    Str(String),
    Ref(u64),
    Other(String),
}

/// The `{ ... }` operands at the start of `text` (after `!`): strings,
/// references and anything else (kept as text); `None` when the braces or
/// a string are not closed or a string escape is bad.
fn operands(text: &str) -> Option<Vec<Operand>> {
    let body = text.strip_prefix('{')?;
    let mut out = Vec::new();
    let mut rest = body.trim_start();
    if rest.starts_with('}') {
        return Some(out);
    }
    loop {
        rest = rest.trim_start();
        let (op, used) = if let Some(s) = rest.strip_prefix("!\"") {
            let end = s.find('"')?;
            (Operand::Str(unescape(&s[..end])?), 2 + end + 1)
        } else if let Some(s) = rest.strip_prefix('!')
            && s.starts_with(|c: char| c.is_ascii_digit())
        {
            let len = s.bytes().take_while(u8::is_ascii_digit).count();
            (Operand::Ref(s[..len].parse().ok()?), 1 + len)
        } else {
            let len = rest.find([',', '}'])?;
            (Operand::Other(rest[..len].trim().to_string()), len)
        };
        out.push(op);
        rest = rest[used..].trim_start();
        if let Some(r) = rest.strip_prefix(',') {
            rest = r;
        } else if rest.starts_with('}') {
            return Some(out);
        } else {
            return None;
        }
    }
}

/// Undo `\XX` escapes (and `\\`); `None` for a bad one or bytes that are
/// not UTF-8.
fn unescape(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            out.push(bytes[i]);
            i += 1;
        } else if bytes.get(i + 1) == Some(&b'\\') {
            out.push(b'\\');
            i += 2;
        } else {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        }
    }
    String::from_utf8(out).ok()
}

/// The numbered metadata definitions of `ir` (`!N = [distinct] !{...}`
/// at the start of a line): N and the text from its `{`.
fn numbered(ir: &str) -> Vec<(u64, &str)> {
    let mut out = Vec::new();
    let mut offset = 0;
    for line in ir.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let Some(rest) = line.strip_prefix('!') else {
            continue;
        };
        let len = rest.bytes().take_while(u8::is_ascii_digit).count();
        let Ok(n) = rest[..len].parse::<u64>() else {
            continue;
        };
        let after = rest[len..].trim_start();
        let Some(after) = after.strip_prefix('=') else {
            continue;
        };
        let after = after.trim_start();
        let after = after.strip_prefix("distinct").unwrap_or(after).trim_start();
        if let Some(body) = after.strip_prefix('!') {
            // From the brace to the end of the module: a node may span lines.
            out.push((n, &ir[start + (line.len() - body.len())..]));
        }
    }
    out
}

/// Every record of `ir`, in the order `!irx.abi` lists them; an empty list
/// when there is no `!irx.abi`.
pub fn parse(ir: &str) -> Result<Vec<Exported>, MalformedAbi> {
    let bad = |why: String| MalformedAbi(why);
    let head = format!("!{METADATA}");
    let Some(line) = ir.lines().find(|l| {
        l.strip_prefix(&head)
            .is_some_and(|r| r.trim_start().starts_with('='))
    }) else {
        return Ok(Vec::new());
    };
    let list = line[head.len()..].trim_start()[1..].trim_start();
    let refs = list
        .strip_prefix('!')
        .and_then(operands)
        .ok_or_else(|| bad(format!("the list {list:?} is not !{{!N, ...}}")))?;
    // By number, the first definition of each (as a search in module
    // order found it): a lookup per reference, not a scan, so a long list
    // over many nodes stays linear.
    let mut nodes: FxHashMap<u64, &str> = FxHashMap::default();
    for (n, text) in numbered(ir) {
        nodes.entry(n).or_insert(text);
    }
    let mut seen: FxHashSet<u64> = FxHashSet::default();
    let mut out = Vec::new();
    for r in refs {
        let Operand::Ref(n) = r else {
            return Err(bad(format!("the list holds {r:?}, not a node reference")));
        };
        // A node listed again is the same record (LLVM uniques identical
        // nodes, so a module may list one twice): read once, and a list of
        // many references to one big node cannot multiply it.
        if !seen.insert(n) {
            continue;
        }
        let what = format!("record !{n}");
        let text = *nodes
            .get(&n)
            .ok_or_else(|| bad(format!("{what} is listed but not defined")))?;
        let ops = operands(text).ok_or_else(|| {
            bad(format!(
                "{what} is not a node of strings (unclosed brace or string, or a bad escape)"
            ))
        })?;
        let mut strings = Vec::with_capacity(ops.len());
        for (i, op) in ops.into_iter().enumerate() {
            match op {
                Operand::Str(s) => strings.push(s),
                other => {
                    return Err(bad(format!(
                        "{what}: operand {i} is {other:?}, not a string"
                    )));
                }
            }
        }
        let Some((name, rest)) = strings.split_first() else {
            return Err(bad(format!("{what} is empty (no function name)")));
        };
        let what = format!("{what} (function {name:?})");
        if rest.len() % 2 != 0 {
            return Err(bad(format!(
                "{what}: {} strings after the name, expected name/meaning pairs",
                rest.len()
            )));
        }
        let params = rest
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| {
                Meaning::parse(&pair[1])
                    .map(|m| (pair[0].clone(), m))
                    .map_err(|e| bad(format!("{what}: parameter {i} ({:?}): {e}", pair[0])))
            })
            .collect::<Result<_, _>>()?;
        out.push(Exported {
            name: name.clone(),
            params,
        });
    }
    Ok(out)
}

/// The records as a table: one line per parameter.
pub fn table(records: &[Exported]) -> String {
    let mut rows = vec![[
        "function".to_string(),
        "#".to_string(),
        "parameter".to_string(),
        "meaning".to_string(),
    ]];
    for r in records {
        if r.params.is_empty() {
            rows.push([
                r.name.clone(),
                "-".into(),
                String::new(),
                "(no parameters)".into(),
            ]);
        }
        for (i, (p, m)) in r.params.iter().enumerate() {
            rows.push([r.name.clone(), i.to_string(), p.clone(), m.to_string()]);
        }
    }
    let width = |c: usize| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0);
    let widths = [width(0), width(1), width(2)];
    let mut out = String::new();
    for r in &rows {
        for (c, w) in widths.iter().enumerate() {
            out.push_str(&r[c]);
            out.push_str(&" ".repeat(w - r[c].chars().count() + 2));
        }
        out.push_str(&r[3]);
        out.push('\n');
    }
    out
}

/// The records as one JSON object: `{"functions": [{"name", "params":
/// [{"index", "name", "kind", fields...}]}]}` (numbers as numbers).
pub fn json(records: &[Exported]) -> String {
    let functions = records
        .iter()
        .map(|r| JsonFunction {
            name: &r.name,
            params: r
                .params
                .iter()
                .enumerate()
                .map(|(index, (name, m))| JsonParam {
                    index,
                    name,
                    kind: m.kind(),
                    fields: JsonFields(m.fields()),
                })
                .collect(),
        })
        .collect();
    // Serialising borrowed strings and integers cannot fail.
    serde_json::to_string(&JsonRecords { functions }).unwrap_or_default()
}

#[derive(Serialize)]
struct JsonRecords<'a> {
    functions: Vec<JsonFunction<'a>>,
}

#[derive(Serialize)]
struct JsonFunction<'a> {
    name: &'a str,
    params: Vec<JsonParam<'a>>,
}

#[derive(Serialize)]
struct JsonParam<'a> {
    index: usize,
    name: &'a str,
    kind: &'static str,
    #[serde(flatten)]
    fields: JsonFields,
}

/// A meaning's fields in their fixed order (a JSON map would sort them);
/// `rank` and `elem_size` are numbers.
struct JsonFields(Vec<(&'static str, String)>);

impl Serialize for JsonFields {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| {
            let number = matches!(*k, "rank" | "elem_size")
                .then(|| v.parse::<u64>().ok())
                .flatten();
            let value = number.map_or_else(|| serde_json::Value::from(v.as_str()), Into::into);
            (*k, value)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_listed_again_is_read_once_and_lookups_stay_linear() {
        let ir = "!irx.abi = !{!0, !0}\n!0 = !{!\"f\", !\"n\", !\"scalar type=i64\"}\n";
        let records = parse(ir).unwrap();
        assert_eq!(records.len(), 1, "{records:?}");
        assert_eq!(records[0].name, "f");
        // 100,000 references to the last of 100,000 nodes (3 MB): a scan
        // per reference was 10^10 steps; a reference listed again used to
        // copy the record again.
        let n = 100_000;
        let mut ir = format!(
            "!irx.abi = !{{{}!{}}}\n",
            format!("!{},", n - 1).repeat(n - 1),
            n - 1
        );
        for i in 0..n {
            ir.push_str(&format!("!{i} = !{{!\"f{i}\"}}\n"));
        }
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(parse(&ir).map(|r| r.len()));
        });
        let read = rx
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("parse still running after 20 s");
        assert_eq!(read, Ok(1));
    }
}
