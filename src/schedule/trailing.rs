//! The parts of a long screen that follow a tap's answer a paint later
//! (`docs/scheduling.md`, "A tap's frames").

use super::after_next_paint;

/// A view as the parts under a tap's answer see it: the view itself, except
/// that after [`Trailing::next_change_after_paint`] its next change reaches
/// them only after the next paint. So a tap on a grid is answered in the
/// frame after it (the grid and the answer right under it), and the rest of
/// a long screen follows in a task of its own instead of holding that frame
/// back. Any other change (a tap in those parts themselves) reaches them at
/// once.
pub struct Trailing<T: Send + Sync + 'static> {
    shown: leptos::prelude::RwSignal<T>,
    defer: leptos::prelude::StoredValue<bool>,
}

impl<T: Send + Sync + 'static> Clone for Trailing<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: Send + Sync + 'static> Copy for Trailing<T> {}

impl<T: Clone + PartialEq + Send + Sync + 'static> Trailing<T> {
    pub fn new(v: leptos::prelude::Memo<T>) -> Self {
        use leptos::prelude::*;
        let shown = RwSignal::new(v.get_untracked());
        let defer = StoredValue::new(false);
        // the latest view, whenever it is set: a change deferred after
        // another one never shows an older view
        let show = move || {
            if let Some(now) = v.try_get_untracked()
                && shown.try_with_untracked(|s| *s != now) == Some(true)
            {
                shown.try_set(now);
            }
        };
        Effect::new(move |_| {
            v.track();
            if defer.try_get_value() == Some(true) {
                defer.try_set_value(false);
                after_next_paint(show);
            } else {
                show();
            }
        });
        Trailing { shown, defer }
    }

    /// The next change of the view reaches the trailing parts after the
    /// next paint.
    pub fn next_change_after_paint(&self) {
        use leptos::prelude::*;
        self.defer.try_set_value(true);
        // a tap that changed nothing leaves no deferral behind
        let defer = self.defer;
        after_next_paint(move || {
            defer.try_set_value(false);
        });
    }

    /// The view as the trailing parts read it.
    pub fn view(&self) -> leptos::prelude::Signal<T> {
        self.shown.into()
    }
}
