//! The store every saved thing goes to: a string key-value store (the browser's
//! `localStorage`) and the ways it can fail. The bottom layer of the saves: it knows no
//! key and no format.

/// Why the store could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The browser refuses storage here (privacy settings, sandboxed frame, …).
    Blocked,
    /// The store is full.
    Full,
    /// Any other failure, with the browser's words.
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Blocked => f.write_str("the browser blocks storage for this page"),
            StoreError::Full => f.write_str("the browser's storage is full"),
            StoreError::Failed(why) => write!(f, "storage failed ({why})"),
        }
    }
}

/// A string key-value store. Each `set` replaces a value whole, so a save written with
/// one `set` is atomic: a reader sees the old save or the new one, never a mix.
pub trait KeyValue {
    /// The value under `key`, if any.
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    /// Stores `value` under `key`.
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Removes `key` and its value, if any.
    fn remove(&self, key: &str) -> Result<(), StoreError>;
}

/// Stores for the tests: one in memory that can be told to refuse writes, and one that
/// refuses everything, as where the browser blocks storage.
#[cfg(test)]
pub(crate) mod test_stores {
    use std::cell::{Cell, RefCell};
    use std::collections::BTreeMap;

    use super::{KeyValue, StoreError};

    /// An in-memory store.
    #[derive(Default)]
    pub struct Memory {
        pub map: RefCell<BTreeMap<String, String>>,
        /// Every write fails as if the store were full.
        pub full: bool,
        /// Writes before one write fails as if the store were full (after which it works
        /// again); `None`: none fails.
        pub fail_after: Cell<Option<u32>>,
    }

    impl KeyValue for Memory {
        fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
            Ok(self.map.borrow().get(key).cloned())
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
            match self.fail_after.get() {
                _ if self.full => return Err(StoreError::Full),
                Some(0) => {
                    self.fail_after.set(None);
                    return Err(StoreError::Full);
                }
                Some(n) => self.fail_after.set(Some(n - 1)),
                None => {}
            }
            self.map.borrow_mut().insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&self, key: &str) -> Result<(), StoreError> {
            self.map.borrow_mut().remove(key);
            Ok(())
        }
    }

    /// A store whose every call fails.
    pub struct Blocked;

    impl KeyValue for Blocked {
        fn get(&self, _: &str) -> Result<Option<String>, StoreError> {
            Err(StoreError::Blocked)
        }
        fn set(&self, _: &str, _: &str) -> Result<(), StoreError> {
            Err(StoreError::Blocked)
        }
        fn remove(&self, _: &str) -> Result<(), StoreError> {
            Err(StoreError::Blocked)
        }
    }
}
