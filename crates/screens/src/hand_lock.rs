//! When a player's open hand on the shared phone locks by itself. Anna
//! opens her hand and passes the phone without hiding it: whoever holds
//! it next must meet her PIN again, however they got there. So the hand
//! locks — its decrypted captains and key dropped, the gate shown —
//! whenever its screen stops being the one shown (the tab bar, Back or
//! Forward, a link, any other address), when the page is hidden (another
//! app, the phone's lock button, `pagehide`), and after a minute without a
//! touch or a key: the wake lock keeps the screen on while a game is open,
//! so a phone put down would show the hand for as long as it lies there.
//!
//! [`HandLock`] is the decision: events in, a [`Step`] out for the page
//! (lock now, or start the idle timer). It also counts the locks, so that
//! slow work begun before a lock (a key being derived, a hand being
//! stored) cannot bring the hand back when it ends ([`HandLock::since`]).

/// How long an open hand waits for a touch or a key before it locks
/// (one minute). A constant: nothing a player can set or reach shortens or
/// stretches it.
pub const IDLE_LOCK_MS: u32 = 60_000;

/// What happens to the hand's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watch {
    /// The hand's own address is (`true`) or is no longer (`false`) the
    /// screen shown.
    Shown(bool),
    /// The page was hidden (`visibilitychange` to hidden, or `pagehide`).
    PageHidden,
    /// A touch, click or key anywhere on the page.
    Input,
    /// The idle timer started with this ticket ran out.
    Idle(u32),
    /// The player hid the hand themselves.
    Hide,
}

/// What the page must do after an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Nothing,
    /// Drop the open hand and show the gate.
    Lock,
    /// (Re)start the idle timer: when it runs out, send
    /// [`Watch::Idle`] with this ticket. An older timer's ticket no longer
    /// counts.
    Timer(u32),
}

/// The lock's state: is the hand's screen shown, which idle timer counts,
/// and how many times the hand has locked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandLock {
    shown: bool,
    timer: u32,
    locks: u32,
}

impl HandLock {
    pub fn new(shown: bool) -> HandLock {
        HandLock {
            shown,
            ..HandLock::default()
        }
    }

    pub fn shown(&self) -> bool {
        self.shown
    }

    pub fn update(&mut self, e: Watch) -> Step {
        match e {
            Watch::Shown(true) if !self.shown => {
                self.shown = true;
                self.restart()
            }
            Watch::Shown(false) if self.shown => {
                self.shown = false;
                self.lock()
            }
            Watch::Shown(_) => Step::Nothing,
            Watch::PageHidden | Watch::Hide => self.lock(),
            Watch::Input if self.shown => self.restart(),
            Watch::Input => Step::Nothing,
            Watch::Idle(t) if t == self.timer && self.shown => self.lock(),
            Watch::Idle(_) => Step::Nothing,
        }
    }

    /// The lock count now: give it back to [`HandLock::still`] when slow
    /// work ends, to know whether its result may still be shown.
    pub fn since(&self) -> u32 {
        self.locks
    }

    /// No lock since `since` was taken.
    pub fn still(&self, since: u32) -> bool {
        self.locks == since
    }

    fn restart(&mut self) -> Step {
        self.timer = self.timer.wrapping_add(1);
        Step::Timer(self.timer)
    }

    fn lock(&mut self) -> Step {
        self.locks = self.locks.wrapping_add(1);
        // a timer running now must not lock the next opening early
        self.timer = self.timer.wrapping_add(1);
        Step::Lock
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timer(s: Step) -> u32 {
        match s {
            Step::Timer(t) => t,
            s => panic!("expected a timer, got {s:?}"),
        }
    }

    #[test]
    fn leaving_the_screen_by_any_path_locks() {
        // the tab bar, Back, a link, a hash change: the address is not the
        // hand's any more
        let mut l = HandLock::new(true);
        assert_eq!(l.update(Watch::Shown(false)), Step::Lock);
        // still away: nothing more to do
        assert_eq!(l.update(Watch::Shown(false)), Step::Nothing);
        // back on the hand's address: the gate is shown, the idle time starts
        assert!(matches!(l.update(Watch::Shown(true)), Step::Timer(_)));
        assert!(l.shown());
    }

    #[test]
    fn a_hidden_page_locks_even_on_the_hand() {
        let mut l = HandLock::new(true);
        assert_eq!(l.update(Watch::PageHidden), Step::Lock);
        assert!(l.shown(), "the address did not change");
        assert_eq!(l.update(Watch::Hide), Step::Lock);
    }

    #[test]
    fn the_last_timer_locks_and_an_input_starts_a_new_one() {
        let mut l = HandLock::new(true);
        let first = timer(l.update(Watch::Input));
        let second = timer(l.update(Watch::Input));
        assert_ne!(first, second);
        // the first timer runs out after the second input: not idle yet
        assert_eq!(l.update(Watch::Idle(first)), Step::Nothing);
        assert_eq!(l.update(Watch::Idle(second)), Step::Lock);
    }

    #[test]
    fn a_timer_started_before_a_lock_does_not_lock_the_next_opening() {
        let mut l = HandLock::new(true);
        let old = timer(l.update(Watch::Input));
        assert_eq!(l.update(Watch::PageHidden), Step::Lock);
        assert_eq!(l.update(Watch::Idle(old)), Step::Nothing);
    }

    #[test]
    fn away_from_the_hand_inputs_and_timers_do_nothing() {
        let mut l = HandLock::new(true);
        let t = timer(l.update(Watch::Input));
        assert_eq!(l.update(Watch::Shown(false)), Step::Lock);
        assert_eq!(l.update(Watch::Input), Step::Nothing);
        assert_eq!(l.update(Watch::Idle(t)), Step::Nothing);
    }

    #[test]
    fn slow_work_begun_before_a_lock_is_not_shown_after_it() {
        let mut l = HandLock::new(true);
        let since = l.since();
        assert!(l.still(since));
        // the key is derived while the phone is passed and Back pressed
        l.update(Watch::Shown(false));
        l.update(Watch::Shown(true));
        assert!(!l.still(since));
        // an input or a timer is not a lock
        let since = l.since();
        let t = timer(l.update(Watch::Input));
        l.update(Watch::Idle(t.wrapping_add(7)));
        assert!(l.still(since));
    }
}
