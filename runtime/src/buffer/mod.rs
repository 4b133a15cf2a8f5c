//! The buffer/view substrate (ABI.md §1): owner handles, the `irx_buffer_view`
//! descriptor, its validation, and the explicit deep-copy helpers.

pub mod dtype;
pub mod owner;
pub mod view;

pub use dtype::*;
pub use owner::*;
pub use view::*;
