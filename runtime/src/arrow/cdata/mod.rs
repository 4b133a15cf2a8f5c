//! The Arrow C Data interface: foreign `struct ArrowArray` /
//! `struct ArrowSchema` validated and imported ([`import`]: copy or move),
//! and arrays and schemas exported ([`export`]) through arrow-rs's FFI types;
//! the C Device interface's CPU arrays on top of both ([`device`]).
//!
//! Dependencies point one way: this module uses the array and schema
//! handles; they know nothing of it.

pub mod device;
pub mod export;
pub mod import;
