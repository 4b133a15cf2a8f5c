//! Typed side storage on IR objects for the layers that generate code into
//! them (the runtime registry's declarations on a module, lowering's shared
//! failure blocks on a function), so the IR model holds their state without
//! knowing their types.

use std::any::{Any, TypeId};

use rustc_hash::FxHashMap;

/// At most one value of each type.
#[derive(Default)]
pub(crate) struct Extensions(FxHashMap<TypeId, Box<dyn Any>>);

impl std::fmt::Debug for Extensions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Extensions({} values)", self.0.len())
    }
}

impl Extensions {
    /// The value of type `T`, created with `T::default()` on first use.
    pub(crate) fn get_or_default<T: Any + Default>(&mut self) -> &mut T {
        self.0
            .entry(TypeId::of::<T>())
            .or_insert_with(|| Box::new(T::default()))
            .downcast_mut()
            .expect("keyed by its own TypeId")
    }

    /// The value of type `T`, if one was created.
    pub(crate) fn get<T: Any>(&self) -> Option<&T> {
        self.0.get(&TypeId::of::<T>())?.downcast_ref()
    }
}
