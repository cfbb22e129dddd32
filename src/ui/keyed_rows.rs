//! A keyed list for rows that come and go all game long: the tiles, a pass's points, and
//! the tutorial's marks.
//!
//! Leptos's `<For>` makes each row's reactive owner a child of the list's owner, and an
//! owner keeps a weak reference to every child it ever had until it is itself cleaned up;
//! a weak reference keeps its allocation. The board's lists live as long as the board, so
//! every tile and pass of points ever shown kept its owner's allocation: the wasm's
//! memory grew about half a kilobyte a move (docs/performance.md, "Memory over a long
//! session"). Here each row's owner is a root that the row alone holds, so a row that goes
//! leaves nothing behind. Such a row reads no context from outside it: none of these do.

use std::hash::Hash;

use leptos::prelude::*;
use leptos::tachys::reactive_graph::OwnedView;
use leptos::tachys::view::keyed::{SerializableKey, keyed};

/// The items of `each`, a row each by `key`, each row built by `children` under an owner
/// of its own that nothing outlives.
#[component]
pub fn KeyedRows<IF, I, T, EF, N, KF, K>(
    /// The items, read again whenever what it reads changes.
    each: IF,
    /// An item's key: a row whose key stays keeps its element.
    key: KF,
    /// The view of an item, built once when its key comes.
    children: EF,
) -> impl IntoView
where
    IF: Fn() -> I + Send + 'static,
    I: IntoIterator<Item = T> + Send + 'static,
    EF: Fn(T) -> N + Send + Clone + 'static,
    N: IntoView + 'static,
    KF: Fn(&T) -> K + Send + Clone + 'static,
    K: Eq + Hash + SerializableKey + 'static,
    T: Send + 'static,
{
    let children = move |_, item| {
        let owner = root_owner();
        let view = owner.with(|| children(item));
        (drop, OwnedView::new_with_owner(view, owner))
    };
    move || keyed(each(), key.clone(), children.clone())
}

/// A new owner with no parent, so that no other owner keeps a reference to it.
fn root_owner() -> Owner {
    let outer = Owner::current();
    if let Some(outer) = outer.clone() {
        outer.unset();
    }
    let root = Owner::new();
    if let Some(outer) = outer {
        outer.set();
    }
    root
}
