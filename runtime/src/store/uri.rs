//! Object-store URIs by Arrow C++'s `FileSystemFromUriOrPath` rules (what
//! IRx 1.25 hands every Parquet path to):
//!
//! - `s3://[key:secret@]bucket/path?region=R&endpoint_override=HOST:PORT&scheme=http|https`
//! - `gs://[anonymous@]bucket/path?endpoint_override=HOST:PORT&scheme=http|https`
//!   and `gcs://...` (Google Cloud Storage; `retry_limit_seconds=`,
//!   `project_id=` and `location=` accepted as Arrow C++ accepts them)
//! - `abfs://` and `abfss://` (Azure): `container@account.dfs.core.windows.net/path`,
//!   `account.blob.core.windows.net/container/path`, or
//!   `account[:key]@host[:port]/container/path` (an emulator); TLS unless
//!   `enable_tls=false` (the scheme's `s` does not choose it, as in Arrow
//!   C++), `blob_storage_authority=` / `dfs_storage_authority=`,
//!   `credential_kind=default|anonymous|cli|workload_identity|environment`,
//!   `tenant_id=`, `client_id=`, `client_secret=`
//! - `http://` and `https://` URLs (read only, range requests; beyond 1.25)
//! - `file://` URIs and plain paths: local, [`parse`] answers `None` and the
//!   caller keeps its local-file code.
//!
//! `hdfs://`, `viewfs://` and every other scheme are refused with
//! `IRX_ERR_ARROW` ("unsupported filesystem"), as before object storage.
//!
//! A parsed URI keeps the secrets it carried (`key:secret@`) apart from its
//! [`StoreUri::redacted`] text, the only form any message names.

use std::time::Duration;

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// The store a URI names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Scheme {
    S3,
    Gcs,
    Azure,
    Http,
}

/// A parsed remote URI.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct StoreUri {
    pub(crate) scheme: Scheme,
    /// The bucket (S3, GCS), the container (Azure) or the `scheme://host[:port]`
    /// base (HTTP).
    pub(crate) bucket: String,
    /// The object's key inside the bucket, without a leading `/` (may be
    /// empty: a bucket root).
    pub(crate) key: String,
    /// `key:secret@` of the URI (S3) or `account:key@` (Azure),
    /// percent-decoded.
    pub(crate) user: Option<String>,
    pub(crate) secret: Option<String>,
    /// S3: `region=`.
    pub(crate) region: Option<String>,
    /// S3/GCS/Azure: the endpoint (`scheme://host:port`) from
    /// `endpoint_override=` and `scheme=` (Azure: from an emulator host).
    pub(crate) endpoint: Option<String>,
    /// Azure: the account.
    pub(crate) account: Option<String>,
    /// A CA bundle (PEM) to trust for TLS: `tls_ca_file_path=`.
    pub(crate) ca_file: Option<String>,
    /// The whole-call timeout: `timeout=SECONDS` (GCS: also
    /// `retry_limit_seconds=`).
    pub(crate) timeout: Option<Duration>,
    /// Unsigned requests: GCS `anonymous@`, Azure `credential_kind=anonymous`.
    pub(crate) anonymous: bool,
    /// Azure `credential_kind=cli`: the Azure CLI's token.
    pub(crate) azure_cli: bool,
    /// Azure `tenant_id=`, `client_id=`, `client_secret=` (a service
    /// principal; the secret is scrubbed from messages like the key).
    pub(crate) tenant_id: Option<String>,
    pub(crate) client_id: Option<String>,
    pub(crate) client_secret: Option<String>,
    /// The URI without `user:secret@` and without its query: what messages
    /// name.
    redacted: String,
}

impl std::fmt::Debug for StoreUri {
    // Never the secrets, not even in a debug print or a panic.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "StoreUri({})", self.redacted)
    }
}

impl StoreUri {
    /// The URI as messages name it: no `key:secret@`, no query.
    pub(crate) fn redacted(&self) -> &str {
        &self.redacted
    }

    /// What a client of this URI is built from: every setting, without the
    /// object's key (nor the redacted text, which names it). Two URIs of
    /// one bucket with the same settings share a client (`store::open`).
    pub(crate) fn client_settings(&self) -> StoreUri {
        StoreUri {
            key: String::new(),
            redacted: String::new(),
            ..self.clone()
        }
    }

    /// The same store, another key (a file of a dataset, a partition
    /// directory).
    pub(crate) fn with_key(&self, key: &str) -> StoreUri {
        let mut other = self.clone();
        let key = key.trim_start_matches('/');
        other.redacted = match self.scheme {
            Scheme::Http => format!("{}/{key}", self.bucket),
            _ => {
                let base = &self.redacted[..self.redacted.len() - self.key.len()];
                let base = base.trim_end_matches('/');
                format!("{base}/{key}")
            }
        };
        other.key = key.to_string();
        other
    }

    /// The secrets this URI carries (for scrubbing messages).
    pub(crate) fn secrets(&self) -> impl Iterator<Item = &str> {
        [self.secret.as_deref(), self.client_secret.as_deref()]
            .into_iter()
            .flatten()
            .filter(|s| !s.is_empty())
    }
}

/// Whether `path` names a remote store (a scheme this module serves). A
/// cheap test on the text, linking none of the store.
#[allow(
    dead_code,
    reason = "no caller yet: every path goes through `parse`; kept with its test for a cheap check that links none of the store"
)]
pub(crate) fn is_remote(path: &str) -> bool {
    match path.find("://") {
        Some(at) => {
            let scheme = &path[..at];
            ["s3", "gs", "gcs", "abfs", "abfss", "http", "https"]
                .iter()
                .any(|s| scheme.eq_ignore_ascii_case(s))
        }
        None => false,
    }
}

/// The refusal of a scheme no store serves (`IRX_ERR_ARROW`).
fn unsupported(scheme: &str) -> Error {
    Error::new(
        Kind::Arrow,
        format!(
            "unsupported filesystem URI scheme '{scheme}://': this runtime reads and writes local files (plain paths, file://) and objects on s3://, gs://, gcs://, abfs://, abfss:// (http:// and https:// read only)"
        ),
    )
}

fn malformed(redacted: &str, why: &str) -> Error {
    Error::invalid(format!("Invalid: malformed URI '{redacted}': {why}"))
}

/// Whether `text` holds a `%` not followed by two hex digits, which
/// percent-decoding would pass through as text: a path that would mean
/// something else than it says is refused instead.
fn bad_escape(text: &str) -> bool {
    let bytes = text.as_bytes();
    memchr::memchr_iter(b'%', bytes).any(|at| {
        !bytes
            .get(at + 1..at + 3)
            .is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit))
    })
}

/// Percent-decoding; a malformed escape is refused.
fn decode(text: &str, redacted: &str) -> Result<String> {
    if bad_escape(text) {
        return Err(malformed(redacted, "bad percent escape"));
    }
    percent_encoding::percent_decode_str(text)
        .decode_utf8()
        .map(|s| s.into_owned())
        .map_err(|_| malformed(redacted, "not UTF-8 after percent-decoding"))
}

/// The absolute local path a `file://` URI names, as Arrow C++'s
/// `FileSystemFromUriOrPath` reads it (percent escapes decoded,
/// `file://localhost/` as `file:///`); `None` when `path` is not a
/// `file://` URI. A relative path, a malformed escape or a path that is
/// not UTF-8 once decoded is refused (`IRX_ERR_INVALID`). The one reading
/// of `file://` for Parquet, IPC and CSV.
pub(crate) fn file_uri_path(path: &str) -> Option<Result<String>> {
    let at = path.find("://")?;
    if !path[..at].eq_ignore_ascii_case("file") {
        return None;
    }
    let rest = &path[at + 3..];
    let rest = rest.strip_prefix("localhost").unwrap_or(rest);
    if !rest.starts_with('/') {
        return Some(Err(Error::invalid(format!(
            "file:// URI must name an absolute local path: '{path}'"
        ))));
    }
    if bad_escape(rest) {
        return Some(Err(Error::invalid(format!(
            "bad percent escape in URI '{path}'"
        ))));
    }
    Some(
        percent_encoding::percent_decode_str(rest)
            .decode_utf8()
            .map(|p| p.into_owned())
            .map_err(|_| Error::invalid("URI path is not UTF-8")),
    )
}

/// Parses `path`: `Ok(None)` for a local path or `file://` URI, a
/// [`StoreUri`] for a remote one, an error for an unsupported scheme or a
/// malformed URI (never naming its secrets).
pub(crate) fn parse(path: &str) -> Result<Option<StoreUri>> {
    let Some(at) = path.find("://") else {
        return Ok(None);
    };
    let scheme_text = &path[..at];
    // A scheme is letters, digits, '+', '-', '.' starting with a letter;
    // anything else before "://" is a path that contains "://".
    let looks_like_scheme = scheme_text
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic())
        && scheme_text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    if !looks_like_scheme {
        return Ok(None);
    }
    let lower = scheme_text.to_ascii_lowercase();
    let scheme = match lower.as_str() {
        "file" => return Ok(None),
        "s3" => Scheme::S3,
        "gs" | "gcs" => Scheme::Gcs,
        "abfs" | "abfss" => Scheme::Azure,
        "http" | "https" => Scheme::Http,
        _ => return Err(unsupported(scheme_text)),
    };
    let rest = &path[at + 3..];
    if rest.contains(['#', ' ', '\n', '\r', '\t', '\0']) {
        // The redacted text is not known yet: name the scheme only.
        return Err(malformed(
            &format!("{scheme_text}://..."),
            "a fragment, a space or a control character",
        ));
    }
    let (rest, query) = match rest.split_once('?') {
        Some((rest, query)) => (rest, Some(query)),
        None => (rest, None),
    };
    let (authority, raw_path) = match rest.find('/') {
        Some(slash) => (&rest[..slash], &rest[slash..]),
        None => (rest, ""),
    };
    let (userinfo, host) = match authority.rfind('@') {
        Some(a) => (Some(&authority[..a]), &authority[a + 1..]),
        None => (None, authority),
    };
    let redacted = format!("{lower}://{host}{raw_path}");
    if host.is_empty() {
        return Err(malformed(&redacted, "no bucket or host"));
    }
    if host.contains(['@', ':']) && scheme != Scheme::Http && scheme != Scheme::Azure {
        return Err(malformed(&redacted, "a bucket name cannot hold ':' or '@'"));
    }
    let (user, secret) = match userinfo {
        None => (None, None),
        Some(info) => {
            let (user, secret) = match info.split_once(':') {
                Some((u, s)) => (u, Some(s)),
                None => (info, None),
            };
            (
                Some(decode(user, &redacted)?),
                secret.map(|s| decode(s, &redacted)).transpose()?,
            )
        }
    };
    let key_path = decode(raw_path.trim_start_matches('/'), &redacted)?;
    if key_path.split('/').any(|s| s == "..") {
        return Err(malformed(&redacted, "a '..' segment"));
    }
    let mut uri = StoreUri {
        scheme,
        bucket: host.to_string(),
        key: key_path,
        user,
        secret,
        region: None,
        endpoint: None,
        account: None,
        ca_file: None,
        timeout: None,
        anonymous: false,
        azure_cli: false,
        tenant_id: None,
        client_id: None,
        client_secret: None,
        redacted,
    };
    let mut scheme_option: Option<String> = None;
    let mut endpoint_override: Option<String> = None;
    let mut retry_limit: Option<Duration> = None;
    let mut blob_authority: Option<String> = None;
    for pair in query.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(value, &uri.redacted)?;
        match name {
            "region" if scheme == Scheme::S3 => uri.region = Some(value),
            "endpoint_override" if scheme != Scheme::Http => endpoint_override = Some(value),
            "scheme" if scheme != Scheme::Http => {
                if value != "http" && value != "https" {
                    return Err(malformed(&uri.redacted, "scheme= must be http or https"));
                }
                scheme_option = Some(value);
            }
            "tls_ca_file_path" => uri.ca_file = Some(value),
            "timeout" => {
                let seconds: f64 = value
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
                    .ok_or_else(|| {
                        malformed(&uri.redacted, "timeout= must be seconds in (0, 86400]")
                    })?;
                uri.timeout = Some(Duration::from_secs_f64(seconds));
            }
            // Arrow C++'s S3 options this runtime accepts and ignores (a
            // bucket is never created or deleted).
            "allow_bucket_creation" | "allow_bucket_deletion" if scheme == Scheme::S3 => {}
            // GCS options of Arrow C++ this runtime has no use for (a
            // bucket is never created): accepted as Arrow C++ accepts them.
            "project_id" | "location" if scheme == Scheme::Gcs => {}
            "retry_limit_seconds" if scheme == Scheme::Gcs => {
                let seconds: u64 = value.parse().ok().filter(|s| *s > 0).ok_or_else(|| {
                    Error::invalid(format!(
                        "Invalid: retry_limit_seconds must be a positive integer, got '{value}'"
                    ))
                })?;
                retry_limit = Some(Duration::from_secs(seconds.min(86_400)));
            }
            // Azure's TLS switch: on unless false, whatever the scheme.
            "enable_tls" if scheme == Scheme::Azure => {
                let tls = match value.as_str() {
                    "true" | "1" => "https",
                    "false" | "0" => "http",
                    _ => {
                        return Err(Error::invalid(format!(
                            "Invalid: String is not a valid boolean value: '{value}'."
                        )));
                    }
                };
                scheme_option = Some(tls.into());
            }
            "blob_storage_authority" if scheme == Scheme::Azure => blob_authority = Some(value),
            // object_store speaks the blob API only: the DFS endpoint is
            // accepted and unused.
            "dfs_storage_authority" if scheme == Scheme::Azure => {}
            "credential_kind" if scheme == Scheme::Azure => match value.as_str() {
                // object_store's chain reads the environment (account key,
                // SAS, service principal, workload identity, managed identity).
                "default" | "environment" | "workload_identity" => {}
                "anonymous" => uri.anonymous = true,
                "cli" => uri.azure_cli = true,
                _ => {
                    return Err(Error::invalid(format!(
                        "Invalid: Unexpected credential_kind: '{value}'"
                    )));
                }
            },
            "tenant_id" if scheme == Scheme::Azure => uri.tenant_id = Some(value),
            "client_id" if scheme == Scheme::Azure => uri.client_id = Some(value),
            "client_secret" if scheme == Scheme::Azure => uri.client_secret = Some(value),
            _ if scheme == Scheme::Http => {
                // The store addresses paths, not queries (a presigned URL
                // cannot be read through it).
                return Err(malformed(
                    &uri.redacted,
                    "an http(s) URL's query may hold only timeout= and tls_ca_file_path=",
                ));
            }
            _ => {
                return Err(Error::invalid(format!(
                    "Invalid: Unexpected query parameter in {} URI: '{name}'",
                    match scheme {
                        Scheme::S3 => "S3",
                        Scheme::Gcs => "GCS",
                        _ => "Azure Blob File System",
                    }
                )));
            }
        }
    }
    match scheme {
        Scheme::Http => {
            if uri.user.is_some() {
                return Err(malformed(&uri.redacted, "credentials in an http(s) URL"));
            }
            // The base URL and the object's path below it.
            uri.bucket = format!("{lower}://{host}");
        }
        Scheme::S3 | Scheme::Gcs => {
            if scheme == Scheme::Gcs {
                // Arrow C++: a GCS URI's only user is "anonymous" (unsigned
                // requests, e.g. to an emulator), and it has no password.
                if uri.secret.is_some() {
                    return Err(Error::invalid("Invalid: GCS URIs do not accept password."));
                }
                match uri.user.take().as_deref() {
                    None => {}
                    Some("anonymous") => uri.anonymous = true,
                    Some(_) => {
                        return Err(Error::invalid(
                            "Invalid: GCS URIs do not accept username except \"anonymous\".",
                        ));
                    }
                }
                if uri.timeout.is_none() {
                    uri.timeout = retry_limit;
                }
            }
            if let Some(endpoint) = endpoint_override {
                if endpoint.is_empty()
                    || endpoint.contains(['/', '@', '?']) && !endpoint.contains("://")
                {
                    return Err(malformed(
                        &uri.redacted,
                        "endpoint_override= must be host[:port]",
                    ));
                }
                uri.endpoint = Some(if endpoint.contains("://") {
                    endpoint
                } else {
                    format!(
                        "{}://{endpoint}",
                        scheme_option.as_deref().unwrap_or("https")
                    )
                });
            }
        }
        Scheme::Azure => {
            // TLS unless enable_tls=false: abfs:// and abfss:// alike, as
            // Arrow C++ reads them.
            let tls = scheme_option.as_deref().unwrap_or("https");
            let suffixes = [".blob.core.windows.net", ".dfs.core.windows.net"];
            let mut authority = blob_authority;
            if let Some(account) = suffixes.iter().find_map(|s| host.strip_suffix(s)) {
                uri.account = Some(account.to_string());
                if host.ends_with(".dfs.core.windows.net") && uri.user.is_some() {
                    // container[:key]@account.dfs.core.windows.net/path:
                    // messages name the container (never the key).
                    uri.bucket = uri.user.take().unwrap_or_default();
                    uri.redacted = format!("{lower}://{}@{host}{raw_path}", uri.bucket);
                } else {
                    // [account:key@]account.blob.core.windows.net/container/path
                    uri.user = None;
                    split_container(&mut uri)?;
                }
            } else {
                // account[:key]@host[:port]/container/path: an emulator.
                uri.account = uri.user.take().filter(|a| !a.is_empty());
                if uri.account.is_none() {
                    return Err(malformed(&uri.redacted, "no account name (account@host)"));
                }
                authority.get_or_insert_with(|| host.to_string());
                split_container(&mut uri)?;
            }
            let account = uri.account.clone().unwrap_or_default();
            // Arrow C++'s rule: an authority starting with '.' is a domain
            // the account prefixes; any other is a host the account follows
            // as the first path segment (an emulator).
            uri.endpoint = match authority {
                Some(a) if a.starts_with('.') => Some(format!("{tls}://{account}{a}")),
                Some(a) => Some(format!("{tls}://{a}/{account}")),
                None if tls == "http" => Some(format!("http://{account}.blob.core.windows.net")),
                None => None,
            };
        }
    }
    Ok(Some(uri))
}

/// Azure: the container is the path's first segment.
fn split_container(uri: &mut StoreUri) -> Result<()> {
    let key = std::mem::take(&mut uri.key);
    let (container, rest) = key.split_once('/').unwrap_or((&key, ""));
    if container.is_empty() {
        return Err(malformed(&uri.redacted, "no container"));
    }
    uri.bucket = container.to_string();
    uri.key = rest.to_string();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn remote(text: &str) -> StoreUri {
        parse(text).unwrap().unwrap()
    }

    #[test]
    fn local_paths_and_file_uris_are_not_remote() {
        for text in [
            "/tmp/a.parquet",
            "a.parquet",
            "file:///tmp/a",
            "FILE://localhost/x",
            "dir/x://y",
        ] {
            assert!(parse(text).unwrap().is_none(), "{text}");
        }
        assert!(!is_remote("/tmp/x") && !is_remote("file:///x") && !is_remote("hdfs://h/x"));
        assert!(is_remote("s3://b/k") && is_remote("GS://b/k") && is_remote("https://h/k"));
    }

    #[test]
    fn s3_with_everything() {
        let uri = remote(
            "s3://AKID:se%2Fcret@bucket/dir/key.parquet?region=eu-west-1&endpoint_override=127.0.0.1:9000&scheme=http",
        );
        assert_eq!(uri.scheme, Scheme::S3);
        assert_eq!(uri.bucket, "bucket");
        assert_eq!(uri.key, "dir/key.parquet");
        assert_eq!(uri.user.as_deref(), Some("AKID"));
        assert_eq!(uri.secret.as_deref(), Some("se/cret"));
        assert_eq!(uri.region.as_deref(), Some("eu-west-1"));
        assert_eq!(uri.endpoint.as_deref(), Some("http://127.0.0.1:9000"));
        assert_eq!(uri.redacted(), "s3://bucket/dir/key.parquet");
        let debug = format!("{uri:?}");
        assert!(
            !debug.contains("cret") && !debug.contains("AKID"),
            "{debug}"
        );
        assert_eq!(
            uri.with_key("dir/x=1/part-0.parquet").redacted(),
            "s3://bucket/dir/x=1/part-0.parquet"
        );
    }

    #[test]
    fn s3_plain_and_https_default() {
        let uri = remote("s3://bucket");
        assert_eq!((uri.bucket.as_str(), uri.key.as_str()), ("bucket", ""));
        assert!(uri.user.is_none() && uri.endpoint.is_none());
        let uri = remote("s3://b/k?endpoint_override=minio.local:9000");
        assert_eq!(uri.endpoint.as_deref(), Some("https://minio.local:9000"));
        let uri = remote("s3://b/k?timeout=2.5&tls_ca_file_path=/etc/ca.pem");
        assert_eq!(uri.timeout, Some(Duration::from_millis(2500)));
        assert_eq!(uri.ca_file.as_deref(), Some("/etc/ca.pem"));
    }

    #[test]
    fn gcs_and_azure() {
        for text in ["gs://bucket/a/b", "gcs://bucket/a/b"] {
            let uri = remote(text);
            assert_eq!(
                (uri.scheme, uri.bucket.as_str(), uri.key.as_str()),
                (Scheme::Gcs, "bucket", "a/b")
            );
        }
        let uri = remote("abfss://container@acct.dfs.core.windows.net/dir/f.parquet");
        assert_eq!(
            uri.redacted(),
            "abfss://container@acct.dfs.core.windows.net/dir/f.parquet"
        );
        assert_eq!(
            uri.with_key("dir/g.parquet").redacted(),
            "abfss://container@acct.dfs.core.windows.net/dir/g.parquet"
        );
        let uri = remote("abfs://cont:S3CR3T@acct.dfs.core.windows.net/f");
        assert_eq!(uri.redacted(), "abfs://cont@acct.dfs.core.windows.net/f");
        assert_eq!(uri.secret.as_deref(), Some("S3CR3T"));
        let uri = remote("abfss://container@acct.dfs.core.windows.net/dir/f.parquet");
        assert_eq!(uri.scheme, Scheme::Azure);
        assert_eq!(uri.account.as_deref(), Some("acct"));
        assert_eq!(
            (uri.bucket.as_str(), uri.key.as_str()),
            ("container", "dir/f.parquet")
        );
        let uri = remote("abfs://acct.blob.core.windows.net/container/f.parquet");
        assert_eq!(
            (uri.bucket.as_str(), uri.key.as_str()),
            ("container", "f.parquet")
        );
        // An emulator: TLS unless enable_tls=false, abfs:// or abfss://
        // alike (Arrow C++ 24's FileSystemFromUri, checked with pyarrow).
        let uri = remote("abfs://devstoreaccount1:c2VjcmV0@127.0.0.1:10000/cont/f.parquet");
        assert_eq!(uri.account.as_deref(), Some("devstoreaccount1"));
        assert_eq!(uri.secret.as_deref(), Some("c2VjcmV0"));
        assert_eq!(
            uri.endpoint.as_deref(),
            Some("https://127.0.0.1:10000/devstoreaccount1")
        );
        assert_eq!(
            (uri.bucket.as_str(), uri.key.as_str()),
            ("cont", "f.parquet")
        );
        assert!(!uri.redacted().contains("c2VjcmV0"));
        let uri = remote("abfss://acct@127.0.0.1:10000/cont/f?enable_tls=false");
        assert_eq!(uri.endpoint.as_deref(), Some("http://127.0.0.1:10000/acct"));
        // The account's own host with another authority.
        let uri = remote(
            "abfs://cont@acct.dfs.core.windows.net/f?blob_storage_authority=127.0.0.1:9&dfs_storage_authority=127.0.0.1:9&enable_tls=false",
        );
        assert_eq!(uri.endpoint.as_deref(), Some("http://127.0.0.1:9/acct"));
        let uri = remote(
            "abfs://cont@acct.dfs.core.windows.net/f?blob_storage_authority=.blob.core.chinacloudapi.cn",
        );
        assert_eq!(
            uri.endpoint.as_deref(),
            Some("https://acct.blob.core.chinacloudapi.cn")
        );
        assert!(
            remote("abfs://cont@acct.dfs.core.windows.net/f")
                .endpoint
                .is_none()
        );
        let uri = remote(
            "abfs://cont@acct.dfs.core.windows.net/f?credential_kind=cli&tenant_id=t&client_id=c&client_secret=S3CR3T",
        );
        assert!(uri.azure_cli && !uri.anonymous);
        assert_eq!(uri.client_secret.as_deref(), Some("S3CR3T"));
        assert!(uri.secrets().any(|s| s == "S3CR3T"));
        assert!(!format!("{uri:?}").contains("S3CR3T"));
        assert!(remote("abfs://c@a.dfs.core.windows.net/f?credential_kind=anonymous").anonymous);
        for bad in [
            "abfs://c@a.dfs.core.windows.net/f?credential_kind=bogus",
            "abfs://c@a.dfs.core.windows.net/f?enable_tls=maybe",
            "abfs://c@a.dfs.core.windows.net/f?sas_token=x",
            "abfs://127.0.0.1:10000/cont/f",
        ] {
            assert_eq!(parse(bad).unwrap_err().kind, Kind::Invalid, "{bad}");
        }
        let e = parse("abfs://c@a.dfs.core.windows.net/f?bogus=1").unwrap_err();
        assert!(
            e.message
                .contains("Unexpected query parameter in Azure Blob File System URI: 'bogus'"),
            "{}",
            e.message
        );
    }

    #[test]
    fn gcs_options_as_arrow_cpp_takes_them() {
        let uri = remote(
            "gs://anonymous@bk/k?endpoint_override=127.0.0.1:4443&scheme=http&retry_limit_seconds=7&project_id=p&location=EU",
        );
        assert!(uri.anonymous && uri.user.is_none());
        assert_eq!(uri.endpoint.as_deref(), Some("http://127.0.0.1:4443"));
        assert_eq!(uri.timeout, Some(Duration::from_secs(7)));
        let uri = remote("gs://bk/k?retry_limit_seconds=7&timeout=2");
        assert_eq!(uri.timeout, Some(Duration::from_secs(2)));
        assert!(!remote("gs://bk/k").anonymous);
        for (bad, says) in [
            ("gs://token@bk/k", "except \"anonymous\""),
            ("gs://anonymous:TOPSECRET@bk/k", "do not accept password"),
            ("gs://bk/k?retry_limit_seconds=abc", "positive integer"),
            (
                "gs://bk/k?bogus=1",
                "Unexpected query parameter in GCS URI: 'bogus'",
            ),
        ] {
            let e = parse(bad).unwrap_err();
            assert_eq!(e.kind, Kind::Invalid, "{bad}");
            assert!(
                e.message.contains(says) && !e.message.contains("TOPSECRET"),
                "{}",
                e.message
            );
        }
    }

    #[test]
    fn http_urls() {
        let uri = remote("http://127.0.0.1:8080/data/x.parquet");
        assert_eq!(
            (uri.bucket.as_str(), uri.key.as_str()),
            ("http://127.0.0.1:8080", "data/x.parquet")
        );
        assert_eq!(
            uri.with_key("data/y.parquet").redacted(),
            "http://127.0.0.1:8080/data/y.parquet"
        );
        assert!(parse("https://u:p@host/x").is_err());
        let uri = remote("http://h/x.parquet?timeout=2");
        assert_eq!(
            (uri.key.as_str(), uri.timeout),
            ("x.parquet", Some(Duration::from_secs(2)))
        );
        assert!(parse("http://h/x.parquet?X-Amz-Signature=abc").is_err());
    }

    #[test]
    fn unsupported_schemes_are_arrow_errors() {
        for text in ["hdfs://nn:8020/x", "viewfs://x/y", "ftp://h/x", "mock://x"] {
            let e = parse(text).unwrap_err();
            assert_eq!(e.kind, Kind::Arrow, "{text}");
            assert!(
                e.message.contains("unsupported filesystem"),
                "{}",
                e.message
            );
        }
    }

    #[test]
    fn malformed_uris_are_refused_without_secrets() {
        for text in [
            "s3://",
            "s3:///key",
            "s3://KEY:TOPSECRET@/key",
            "s3://KEY:TOPSECRET@bucket/%zz",
            "s3://KEY:TOPSECRET@bucket/../x",
            "s3://KEY:TOPSECRET@bucket/k?scheme=ftp",
            "s3://KEY:TOPSECRET@bucket/k?timeout=-1",
            "s3://KEY:TOPSECRET@bucket/k?bogus=1",
            "s3://KEY:TOPSECRET@bucket/k#frag",
            "s3://KEY:TOP%SECRET@bucket/k",
            "abfs://acct.blob.core.windows.net/",
        ] {
            let e = parse(text).unwrap_err();
            assert!(
                !e.message.contains("TOPSECRET") && !e.message.contains("TOP%SECRET"),
                "{}",
                e.message
            );
            assert!(matches!(e.kind, Kind::Invalid), "{text}: {}", e.message);
        }
    }
}
