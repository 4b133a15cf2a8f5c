//! Object storage (issue 31): S3, GCS, Azure and HTTP(S) objects as the
//! readers and writers of the record-batch formats see them, on the
//! `object_store` crate.
//!
//! A bottom-floor module (next to `ffi`, `buffer` and `arrow`): it knows
//! nothing of record batches. [`parse`] (in [`uri`]) turns a path into a
//! [`StoreUri`] or says it is local; [`ObjectReader`] reads an object
//! (its size, exact byte ranges, coalesced prefetches, a parquet
//! `ChunkReader`); [`ObjectWriter`] writes one as a multipart upload that
//! completes on [`ObjectWriter::finish`] and is aborted otherwise, so a
//! failed or abandoned write never leaves an object under its key.
//!
//! # Where settings come from
//!
//! | setting | URI | environment | default |
//! |---|---|---|---|
//! | S3 key and secret | `s3://KEY:SECRET@bucket/...` | `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN` | the crate's chain (web identity, ECS, instance metadata) |
//! | S3 region | `?region=` | `AWS_REGION`, `AWS_DEFAULT_REGION` | `us-east-1` |
//! | S3/GCS endpoint | `?endpoint_override=HOST:PORT&scheme=http` | `AWS_ENDPOINT_URL` (S3) | the provider's |
//! | GCS credentials | `anonymous@` (unsigned) | `GOOGLE_SERVICE_ACCOUNT`, `GOOGLE_SERVICE_ACCOUNT_KEY`, `GOOGLE_APPLICATION_CREDENTIALS` | the crate's chain |
//! | Azure account and key | host / `account:key@` | `AZURE_STORAGE_ACCOUNT_NAME`, `AZURE_STORAGE_ACCOUNT_KEY`, ... | the crate's chain |
//! | Azure endpoint, TLS | emulator host, `?blob_storage_authority=`, `?enable_tls=false` | `AZURITE_BLOB_STORAGE_URL` with `AZURE_STORAGE_USE_EMULATOR` | `https://ACCOUNT.blob.core.windows.net` |
//! | Azure credential kind | `?credential_kind=anonymous\|cli\|...`, `?tenant_id=&client_id=&client_secret=` | `AZURE_CLIENT_ID`, `AZURE_CLIENT_SECRET`, `AZURE_TENANT_ID`, `AZURE_FEDERATED_TOKEN_FILE`, ... | the crate's chain |
//! | CA bundle (PEM) for TLS | `?tls_ca_file_path=` | `IRX_CA_BUNDLE`, `AWS_CA_BUNDLE` | the system's roots |
//! | whole-call timeout | `?timeout=SECONDS` | `IRX_STORE_TIMEOUT` (seconds) | 60 s |
//!
//! A URI's settings win over the environment's.
//!
//! # Time and retries
//!
//! Every store call (a size query, one read or a set of concurrent range
//! reads, one part upload, the upload's completion) is bounded as a whole
//! by the timeout above: a server that never answers or trickles fails the
//! call with `IRX_ERR_IO` naming the URI once it passes. Inside it, a
//! request that fails with a connection error or a 5xx status is retried
//! at most [`MAX_RETRIES`] times (exponential back-off from 100 ms, at
//! most 1 s between tries); 4xx answers are never retried.
//!
//! # Secrets
//!
//! Messages name [`StoreUri::redacted`] (no `key:secret@`, no query), and
//! every text that comes from the crate or a server is scrubbed of the
//! URI's secret and of the secret-bearing environment values before it
//! becomes a message.
//!
//! # Build cost and footprint
//!
//! Compile time: the Cargo.toml comment on `object_store`. The archive
//! (`make lib`, 47.0 MB unstripped of debug info, was 34.3 MB) is one
//! archive still. A program that names no remote path links none of the
//! store: the footprint table's minimal program (`bench/footprint/min_array.c`,
//! `--gc-sections`, stripped) links no object_store, tokio, hyper or
//! rustls code (two drop-glue symbols named after reqwest and rustls
//! types are functions identical to others, merged by LTO) and measured
//! 500,616 bytes against 447,368 before (the earlier archive was 44
//! commits older; the growth is not the store's alone). A program that
//! reads or writes Parquet links it, since a path is taken as a URI at run
//! time: `bench/parquet_count.c` grew from 13.9 MB to 19.5 MB.

mod read;
mod runtime;
mod uri;
mod write;

use std::sync::Arc;
use std::time::Duration;

use object_store::{ObjectStore, ObjectStoreExt};

pub(crate) use read::ObjectReader;
pub(crate) use uri::{Scheme, StoreUri, file_uri_path, parse};
pub(crate) use write::ObjectWriter;

use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// The whole-call timeout when neither the URI nor `IRX_STORE_TIMEOUT`
/// sets one.
pub(crate) const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// The most times a failed request is retried (connection errors, 5xx).
pub(crate) const MAX_RETRIES: usize = 2;

/// The timeout of calls on `uri`.
pub(crate) fn timeout_of(uri: &StoreUri) -> Duration {
    if let Some(t) = uri.timeout {
        return t;
    }
    std::env::var("IRX_STORE_TIMEOUT")
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
        .map(Duration::from_secs_f64)
        .unwrap_or(DEFAULT_TIMEOUT)
}

/// An opened store and the object's location in it.
pub(crate) struct Opened {
    pub(crate) store: Arc<dyn ObjectStore>,
    pub(crate) location: object_store::path::Path,
    pub(crate) timeout: Duration,
}

fn client_options(uri: &StoreUri, timeout: Duration) -> Result<object_store::ClientOptions> {
    let mut options = object_store::ClientOptions::new()
        .with_timeout(timeout)
        .with_connect_timeout(timeout.min(Duration::from_secs(10)));
    let http = uri
        .endpoint
        .as_deref()
        .is_some_and(|e| e.starts_with("http://"))
        || uri.bucket.starts_with("http://");
    if http {
        options = options.with_allow_http(true);
    }
    let ca = uri
        .ca_file
        .clone()
        .or_else(|| std::env::var("IRX_CA_BUNDLE").ok())
        .or_else(|| std::env::var("AWS_CA_BUNDLE").ok())
        .filter(|p| !p.is_empty());
    if let Some(path) = ca {
        let pem = std::fs::read(&path).map_err(|e| {
            Error::new(
                Kind::Io,
                format!("IOError: cannot read the CA bundle '{path}': {e}"),
            )
        })?;
        let certs = object_store::Certificate::from_pem_bundle(&pem).map_err(|e| {
            Error::invalid(format!(
                "Invalid: the CA bundle '{path}' is not PEM certificates: {e}"
            ))
        })?;
        for cert in certs {
            options = options.with_root_certificate(cert);
        }
    }
    Ok(options)
}

fn retry(timeout: Duration) -> object_store::RetryConfig {
    object_store::RetryConfig {
        backoff: object_store::BackoffConfig {
            init_backoff: Duration::from_millis(100),
            max_backoff: Duration::from_secs(1),
            base: 2.0,
        },
        max_retries: MAX_RETRIES,
        retry_timeout: timeout,
    }
}

/// The most clients [`open`] keeps; when full it starts afresh.
const CACHED_CLIENTS: usize = 16;

/// The clients [`open`] built in this process (its id first), by
/// everything a client is built from (see [`client_key`]).
static CLIENTS: std::sync::Mutex<Option<(u32, ClientMap)>> = std::sync::Mutex::new(None);

type ClientMap = std::collections::HashMap<ClientKey, Arc<dyn ObjectStore>>;

/// A URI's client settings, the timeout, and the environment text of
/// [`client_key`].
type ClientKey = (StoreUri, Duration, String);

/// Everything the client of `uri` is built from: the URI but its key
/// ([`StoreUri::client_settings`]), the timeout, the CA bundle named (and
/// its file's length and time) and the environment the builders read
/// (`AWS_*`, `GOOGLE_*`, `AZURE_*`, `IRX_CA_BUNDLE`). Held in memory only,
/// never shown (it has secrets).
fn client_key(uri: &StoreUri, timeout: Duration) -> ClientKey {
    use std::fmt::Write as _;
    let mut key = String::new();
    let mut vars: Vec<(String, String)> = std::env::vars_os()
        .filter_map(|(k, v)| Some((k.into_string().ok()?, v.to_string_lossy().into_owned())))
        .filter(|(k, _)| {
            ["AWS_", "GOOGLE_", "AZURE_", "IRX_CA_BUNDLE"]
                .iter()
                .any(|p| k.starts_with(p))
        })
        .collect();
    vars.sort();
    for (k, v) in &vars {
        let _ = write!(key, "\0{k}={v}");
    }
    for ca in [uri.ca_file.as_deref()].into_iter().flatten().chain(
        vars.iter()
            .filter(|(k, _)| k.ends_with("CA_BUNDLE"))
            .map(|(_, v)| v.as_str()),
    ) {
        if let Ok(m) = std::fs::metadata(ca) {
            let _ = write!(key, "\0{}:{:?}", m.len(), m.modified().ok());
        }
    }
    (uri.client_settings(), timeout, key)
}

/// Builds the store `uri` names (no request is made), or hands out the
/// one built for the same settings before in this process: building a
/// client loads the system's TLS roots (some 150 files read and parsed)
/// and a new client opens new connections, which cost a dataset of many
/// objects more than its uploads did. A forked child never uses (nor
/// drops: their connections belong to the parent's runtime) its parent's.
pub(crate) fn open(uri: &StoreUri) -> Result<Opened> {
    let timeout = timeout_of(uri);
    let key = client_key(uri, timeout);
    let pid = std::process::id();
    let cached = {
        let mut slot = CLIENTS.lock().unwrap_or_else(|e| e.into_inner());
        if slot.as_ref().is_some_and(|(owner, _)| *owner != pid) {
            std::mem::forget(slot.take());
        }
        slot.as_ref().and_then(|(_, map)| map.get(&key).cloned())
    };
    let store = match cached {
        Some(store) => store,
        None => {
            let store = build(uri, timeout)?;
            let mut slot = CLIENTS.lock().unwrap_or_else(|e| e.into_inner());
            let (_, map) = slot.get_or_insert_with(|| (pid, ClientMap::new()));
            if map.len() >= CACHED_CLIENTS {
                map.clear();
            }
            map.insert(key, Arc::clone(&store));
            store
        }
    };
    let location = object_store::path::Path::parse(&uri.key).map_err(|e| {
        Error::invalid(format!(
            "Invalid: bad object key in '{}': {}",
            uri.redacted(),
            scrub(uri, &e.to_string())
        ))
    })?;
    Ok(Opened {
        store,
        location,
        timeout,
    })
}

/// A new client of the store `uri` names.
fn build(uri: &StoreUri, timeout: Duration) -> Result<Arc<dyn ObjectStore>> {
    runtime::tls_provider();
    let options = client_options(uri, timeout)?;
    let refused = |e: object_store::Error| {
        Error::invalid(format!(
            "Invalid: cannot configure the store for '{}': {}",
            uri.redacted(),
            scrub(uri, &e.to_string())
        ))
    };
    let store: Arc<dyn ObjectStore> = match uri.scheme {
        Scheme::S3 => {
            use object_store::aws::AmazonS3Builder;
            let mut b = AmazonS3Builder::from_env()
                .with_bucket_name(&uri.bucket)
                .with_client_options(options)
                .with_retry(retry(timeout));
            if std::env::var_os("AWS_REGION").is_none()
                && let Ok(region) = std::env::var("AWS_DEFAULT_REGION")
            {
                b = b.with_region(region);
            }
            if let Some(region) = &uri.region {
                b = b.with_region(region);
            }
            if let Some(endpoint) = &uri.endpoint {
                b = b
                    .with_endpoint(endpoint)
                    .with_virtual_hosted_style_request(false)
                    .with_allow_http(endpoint.starts_with("http://"));
            } else if let Ok(endpoint) = std::env::var("AWS_ENDPOINT_URL") {
                b = b.with_allow_http(endpoint.starts_with("http://"));
            }
            if let Some(user) = &uri.user {
                b = b
                    .with_access_key_id(user)
                    .with_secret_access_key(uri.secret.clone().unwrap_or_default());
            }
            Arc::new(b.build().map_err(refused)?)
        }
        Scheme::Gcs => {
            use object_store::gcp::GoogleCloudStorageBuilder;
            let mut b = GoogleCloudStorageBuilder::from_env()
                .with_bucket_name(&uri.bucket)
                .with_client_options(options)
                .with_retry(retry(timeout));
            if let Some(endpoint) = &uri.endpoint {
                b = b.with_base_url(endpoint);
            }
            if uri.anonymous {
                b = b.with_skip_signature(true);
            }
            Arc::new(b.build().map_err(refused)?)
        }
        Scheme::Azure => {
            use object_store::azure::MicrosoftAzureBuilder;
            let mut b = MicrosoftAzureBuilder::from_env()
                .with_container_name(&uri.bucket)
                .with_client_options(options)
                .with_retry(retry(timeout));
            if let Some(account) = &uri.account {
                b = b.with_account(account);
            }
            if let Some(key) = &uri.secret {
                b = b.with_access_key(key);
            }
            if let Some(endpoint) = &uri.endpoint {
                // The account's whole base URL (uri.rs).
                b = b
                    .with_endpoint(endpoint.clone())
                    .with_allow_http(endpoint.starts_with("http://"));
            }
            if uri.anonymous {
                b = b.with_skip_signature(true);
            }
            if uri.azure_cli {
                b = b.with_use_azure_cli(true);
            }
            if let Some(tenant) = &uri.tenant_id {
                b = b.with_tenant_id(tenant);
            }
            if let Some(client) = &uri.client_id {
                b = b.with_client_id(client);
            }
            if let Some(secret) = &uri.client_secret {
                b = b.with_client_secret(secret);
            }
            Arc::new(b.build().map_err(refused)?)
        }
        Scheme::Http => {
            use object_store::http::HttpBuilder;
            Arc::new(
                HttpBuilder::new()
                    .with_url(&uri.bucket)
                    .with_client_options(options)
                    .with_retry(retry(timeout))
                    .build()
                    .map_err(refused)?,
            )
        }
    };
    Ok(store)
}

/// `text` without the URI's secret and without the values of the
/// environment's secret-bearing variables (only on failure paths).
#[cold]
pub(crate) fn scrub(uri: &StoreUri, text: &str) -> String {
    let mut out = text.to_string();
    let env_secrets = std::env::vars().filter_map(|(name, value)| {
        let name = name.to_ascii_uppercase();
        let secret = (name.contains("SECRET")
            || name.contains("TOKEN")
            || name.contains("PASSWORD")
            || name.ends_with("_KEY")
            || name.contains("ACCOUNT_KEY"))
            && (name.starts_with("AWS_")
                || name.starts_with("AZURE_")
                || name.starts_with("GOOGLE_"));
        (secret && value.len() >= 4).then_some(value)
    });
    let secrets: Vec<String> = uri
        .secrets()
        .map(str::to_string)
        .chain(env_secrets)
        .collect();
    for secret in &secrets {
        out = out.replace(secret.as_str(), "***");
        // As a URI carries it, percent-encoded.
        let encoded =
            percent_encoding::utf8_percent_encode(secret, percent_encoding::NON_ALPHANUMERIC)
                .to_string();
        out = out.replace(&encoded, "***");
    }
    // A server's error body can be long: enough of it to name the failure.
    if out.len() > 600 {
        let mut end = 600;
        while !out.is_char_boundary(end) {
            end -= 1;
        }
        out.truncate(end);
        out.push_str("...");
    }
    out
}

/// A store failure of `what` on `uri`, as a runtime error (`IRX_ERR_IO`
/// for everything the store or the network reports; the HTTP status of a
/// refused request in words).
#[cold]
pub(crate) fn store_error(what: &str, uri: &StoreUri, error: &object_store::Error) -> Error {
    let name = uri.redacted();
    // The causes too: "error sending request" alone hides a refused
    // certificate or connection.
    let mut text = error.to_string();
    let mut cause = std::error::Error::source(error);
    while let Some(c) = cause {
        let more = c.to_string();
        if !text.contains(&more) {
            text.push_str(": ");
            text.push_str(&more);
        }
        cause = c.source();
    }
    let detail = scrub(uri, &text);
    let message = match error {
        object_store::Error::NotFound { .. } => {
            format!("IOError: {what} '{name}': Path does not exist (HTTP 404 Not Found)")
        }
        object_store::Error::PermissionDenied { .. } => {
            format!("IOError: {what} '{name}': Access denied (HTTP 403 Forbidden): {detail}")
        }
        object_store::Error::Unauthenticated { .. } => {
            format!("IOError: {what} '{name}': Unauthenticated (HTTP 401 Unauthorized): {detail}")
        }
        _ => format!("IOError: {what} '{name}': {detail}"),
    };
    Error::new(Kind::Io, message)
}

/// The failure of a call on `uri` that `runtime::block_on` reports:
/// the runtime's own error, or the timeout passing.
#[cold]
pub(crate) fn call_error(
    what: &str,
    uri: &StoreUri,
    error: Option<Error>,
    timeout: Duration,
) -> Error {
    error.unwrap_or_else(|| {
        Error::new(
            Kind::Io,
            format!(
                "IOError: {what} '{}': timed out after {:.3} s (the whole call; set it with timeout=SECONDS in the URI or IRX_STORE_TIMEOUT)",
                uri.redacted(),
                timeout.as_secs_f64()
            ),
        )
    })
}

/// Runs one store call on `uri` within its timeout, mapping failures.
pub(crate) fn call<T>(
    what: &str,
    uri: &StoreUri,
    timeout: Duration,
    future: impl std::future::Future<Output = object_store::Result<T>>,
) -> Result<T> {
    match runtime::block_on(timeout, future) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(e)) => Err(store_error(what, uri, &e)),
        Err(e) => Err(call_error(what, uri, e, timeout)),
    }
}

/// The objects under `uri`'s key taken as a directory (recursively), as
/// keys relative to the bucket with their sizes; for dataset reads.
pub(crate) fn list(uri: &StoreUri) -> Result<Vec<(String, u64)>> {
    let opened = open(uri)?;
    let prefix = if uri.key.is_empty() {
        None
    } else {
        Some(&opened.location)
    };
    let mut out = Vec::new();
    let mut pending = vec![prefix.cloned()];
    while let Some(dir) = pending.pop() {
        let listed = call(
            "Listing",
            uri,
            opened.timeout,
            opened.store.list_with_delimiter(dir.as_ref()),
        )?;
        for object in listed.objects {
            out.push((object.location.to_string(), object.size));
        }
        pending.extend(listed.common_prefixes.into_iter().map(Some));
    }
    out.sort();
    Ok(out)
}

/// Deletes `uri`'s object (a dataset's replaced file); a missing object is
/// not an error.
pub(crate) fn delete(uri: &StoreUri) -> Result<()> {
    let opened = open(uri)?;
    match call(
        "Deleting",
        uri,
        opened.timeout,
        opened.store.delete(&opened.location),
    ) {
        Err(e) if e.message.contains("HTTP 404") => Ok(()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uri(text: &str) -> StoreUri {
        parse(text).unwrap().unwrap()
    }

    #[test]
    fn one_client_per_settings_whatever_the_key() {
        let t = Duration::from_secs(5);
        let a = "s3://k:s@b/x.parquet?endpoint_override=127.0.0.1:1&scheme=http";
        let same = "s3://k:s@b/dir/y.parquet?endpoint_override=127.0.0.1:1&scheme=http";
        assert_eq!(client_key(&uri(a), t), client_key(&uri(same), t));
        for other in [
            "s3://k:t@b/x.parquet?endpoint_override=127.0.0.1:1&scheme=http",
            "s3://j:s@b/x.parquet?endpoint_override=127.0.0.1:1&scheme=http",
            "s3://k:s@c/x.parquet?endpoint_override=127.0.0.1:1&scheme=http",
            "s3://k:s@b/x.parquet?endpoint_override=127.0.0.1:2&scheme=http",
            "s3://k:s@b/x.parquet?endpoint_override=127.0.0.1:1&scheme=http&region=eu-west-1",
            "s3://k:s@b/x.parquet?endpoint_override=127.0.0.1:1&scheme=http&timeout=3",
            "gs://b/x.parquet?endpoint_override=127.0.0.1:1&scheme=http",
        ] {
            let u = uri(other);
            assert_ne!(
                client_key(&uri(a), t),
                client_key(&u, timeout_of(&u).min(t)),
                "{other}"
            );
        }
        assert_ne!(
            client_key(&uri(a), t),
            client_key(&uri(a), Duration::from_secs(6))
        );
    }
}
