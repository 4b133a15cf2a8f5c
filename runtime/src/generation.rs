//! Which ABI generation the linked archive is: IRx 1.18's (the default) or
//! pyirx 1.25's.
//!
//! Both archives are made from one compile of this crate. The generations
//! differ in a few dozen answers (messages, a status, what a NULL argument
//! does) and in two functions whose C signatures differ; compiling the
//! crate twice for that cost every build a second compile of the whole
//! runtime. So the answer is a value read at run time, and
//! `scripts/finish-archive.sh` makes each archive from the one compile:
//!
//! * the value lives in `IRX_ABI_GENERATION`, alone in a section of its
//!   own name, `.rodata.irx_abi_generation`, which the 1.25 archive's
//!   finishing overwrites with 125 (`objcopy --update-section`); the 1.18
//!   archive and the Rust tests keep the compiled 118;
//! * a function only one generation has is written with its generation in
//!   its name, `NAME__abi_1_18` or `NAME__abi_1_25`: each archive renames its
//!   own generation's function to `NAME` and drops the other's symbol, and
//!   `irx-headergen` does the same in each generation's header.
//!
//! The value is read with a volatile load, so that no compiler pass (the
//! release archive's fat LTO included) folds the compiled 118 into the code.

/// 118 for IRx 1.18's generation, 125 for pyirx 1.25's (patched into the
/// 1.25 archive). Not a C symbol: found by its section's name, which no
/// other item has.
#[unsafe(link_section = ".rodata.irx_abi_generation")]
#[used]
static IRX_ABI_GENERATION: u32 = 118;

/// True in the pyirx 1.25 generation's archive, false in IRx 1.18's and in
/// the crate's own Rust tests.
#[inline]
pub(crate) fn is_1_25() -> bool {
    // SAFETY: a valid, aligned, immutable static; the load is volatile only
    // so that the value the archive's finishing wrote is the one read.
    unsafe { std::ptr::read_volatile(&raw const IRX_ABI_GENERATION) == 125 }
}
