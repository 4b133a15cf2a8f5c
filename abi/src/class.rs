//! The numbers of pyirx 1.25's class runtime (`irx_class_*`).

/// Bytes of the caller-owned error buffer every checked `irx_class_*`
/// operation takes: messages are written truncated to fit, always
/// NUL-terminated.
pub const IRX_CLASS_ERROR_CAPACITY: usize = 256;
