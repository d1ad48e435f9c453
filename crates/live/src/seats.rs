//! Who may speak for each seat of a host's tables: each seat's key (the
//! public half of its code: the host never keeps a code), the keys that
//! were replaced (refused in their own words), and the device that holds
//! each seat. Pure: the host decides here, stores what changes, then
//! applies it ([`Seats::hold`], [`Seats::replace`]).
//!
//! A player's seat and the host's are held by one device at a time: the
//! first device to join holds it; another device watches and is asked
//! ([`crate::protocol::ServerMsg::Taken`]) until its player says it takes
//! the place ([`Want::Take`]), and then the first device only watches. The
//! viewers' seat is held by no one: any number of devices watch with it.

use crate::channel::SeatKey;
use crate::protocol::{Bad, DeviceId, Seat, Want};
use std::collections::HashMap;
use uuid::Uuid;

/// One seat as the host knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    pub table: Uuid,
    pub seat: Seat,
    /// The device that holds it (none yet, or the viewers' seat).
    pub holder: Option<DeviceId>,
}

/// Every seat of a host's tables, by key.
#[derive(Clone, Debug, Default)]
pub struct Seats {
    keys: HashMap<SeatKey, SeatRecord>,
    /// Replaced keys, with their table.
    replaced: HashMap<SeatKey, Uuid>,
}

/// A hello the seat admits: the connection's table, the seat it acts as
/// (the viewers' when it only watches), and what changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Admit {
    pub table: Uuid,
    /// The seat the key names.
    pub seat: Seat,
    /// The seat this connection acts as: `seat`, or [`Seat::Viewer`] when
    /// it only watches.
    pub acts_as: Seat,
    /// The seat's new holder, when it changes (to store, then
    /// [`Seats::hold`]).
    pub new_holder: Option<DeviceId>,
    /// Another device held the seat and is to be told it watches now.
    pub displaces: bool,
    /// Another device holds the seat: this one watches, and its player is
    /// asked whether this phone takes the place.
    pub asked: Option<Seat>,
}

impl Seats {
    /// A seat (from the store, or a table just opened).
    pub fn insert(&mut self, key: SeatKey, record: SeatRecord) {
        self.keys.insert(key, record);
    }

    /// A key that was replaced (from the store).
    pub fn insert_replaced(&mut self, key: SeatKey, table: Uuid) {
        self.replaced.insert(key, table);
    }

    /// The seat a channel's key names, or why none.
    pub fn claim(&self, key: &SeatKey) -> Result<SeatRecord, Bad> {
        match self.keys.get(key) {
            Some(r) => Ok(*r),
            None if self.replaced.contains_key(key) => Err(Bad::Revoked),
            None => Err(Bad::UnknownSeat),
        }
    }

    /// Decide a hello from `device` on `key`'s channel. Changes nothing.
    pub fn hello(&self, key: &SeatKey, device: DeviceId, want: Want) -> Result<Admit, Bad> {
        let r = self.claim(key)?;
        let admit = |acts_as, new_holder, displaces| Admit {
            table: r.table,
            seat: r.seat,
            acts_as,
            new_holder,
            displaces,
            asked: None,
        };
        let held_here = r.holder.is_none_or(|h| h == device);
        Ok(match (r.seat, want) {
            (Seat::Viewer, _) | (_, Want::Watch) => admit(Seat::Viewer, None, false),
            (seat, Want::Seat) if held_here => {
                admit(seat, (r.holder != Some(device)).then_some(device), false)
            }
            (seat, Want::Seat) => Admit {
                asked: Some(seat),
                ..admit(Seat::Viewer, None, false)
            },
            (seat, Want::Take) => admit(
                seat,
                (r.holder != Some(device)).then_some(device),
                !held_here,
            ),
        })
    }

    /// `device` holds `key`'s seat now (stored first).
    pub fn hold(&mut self, key: &SeatKey, device: DeviceId) {
        if let Some(r) = self.keys.get_mut(key) {
            r.holder = Some(device);
        }
    }

    /// Whether `by` (a connection's key and the seat it acts as) may give
    /// `target` of its table a new code: the host any seat but its own, a
    /// player their own seat. The key to replace, or why not.
    pub fn may_reseat(&self, by: &SeatKey, acts_as: Seat, target: Seat) -> Result<SeatKey, Bad> {
        let me = self.claim(by)?;
        let allowed = match (acts_as, target) {
            (Seat::Host, Seat::Host) => false,
            (Seat::Host, _) => true,
            (Seat::Player(p), Seat::Player(q)) => p == q && me.seat == acts_as,
            (Seat::Player(_), _) | (Seat::Viewer, _) => false,
        };
        if !allowed {
            return Err(Bad::NotYourSeat);
        }
        self.keys
            .iter()
            .find(|(_, r)| r.table == me.table && r.seat == target)
            .map(|(k, _)| *k)
            .ok_or(Bad::NotYourSeat)
    }

    /// Replace `old` by `new` (stored first): the old key is refused from
    /// now on, and the seat is held by no device until one joins with the
    /// new code.
    pub fn replace(&mut self, old: &SeatKey, new: SeatKey) {
        if let Some(r) = self.keys.remove(old) {
            self.replaced.insert(*old, r.table);
            self.keys.insert(new, SeatRecord { holder: None, ..r });
        }
    }

    /// Forget a table's seats (the table was dropped from the store).
    pub fn remove_table(&mut self, table: Uuid) {
        self.keys.retain(|_, r| r.table != table);
        self.replaced.retain(|_, t| *t != table);
    }

    /// The seats of `table` a device holds.
    pub fn held(&self, table: Uuid) -> Vec<Seat> {
        let mut held: Vec<Seat> = self
            .keys
            .values()
            .filter(|r| r.table == table && r.holder.is_some())
            .map(|r| r.seat)
            .collect();
        held.sort();
        held
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::PlayerId;

    const BORIS: Seat = Seat::Player(PlayerId(1));

    fn key(n: u8) -> SeatKey {
        SeatKey([n; 32])
    }
    fn dev(n: u128) -> DeviceId {
        DeviceId(Uuid::from_u128(n))
    }
    fn seats() -> Seats {
        let mut s = Seats::default();
        let t = Uuid::from_u128(9);
        for (k, seat) in [(1, Seat::Host), (2, BORIS), (3, Seat::Viewer)] {
            s.insert(
                key(k),
                SeatRecord {
                    table: t,
                    seat,
                    holder: None,
                },
            );
        }
        s
    }

    /// «Вы — Борис? Этот телефон займёт его место»: a second device is
    /// asked, and taking the place displaces the first.
    #[test]
    fn a_seat_is_held_by_one_device() {
        let mut s = seats();
        let first = s.hello(&key(2), dev(1), Want::Seat).unwrap();
        assert_eq!(first.new_holder, Some(dev(1)));
        s.hold(&key(2), dev(1));
        // the same device again (a reload, a second tab): no question
        let again = s.hello(&key(2), dev(1), Want::Seat).unwrap();
        assert_eq!((again.acts_as, again.new_holder), (BORIS, None));
        let asked = s.hello(&key(2), dev(2), Want::Seat).unwrap();
        assert_eq!(
            (asked.acts_as, asked.asked, asked.new_holder),
            (Seat::Viewer, Some(BORIS), None)
        );
        let watch = s.hello(&key(2), dev(2), Want::Watch).unwrap();
        assert_eq!((watch.acts_as, watch.displaces), (Seat::Viewer, false));
        let take = s.hello(&key(2), dev(2), Want::Take).unwrap();
        assert_eq!(
            (take.acts_as, take.new_holder, take.displaces),
            (BORIS, Some(dev(2)), true)
        );
        s.hold(&key(2), dev(2));
        assert_eq!(
            s.hello(&key(2), dev(1), Want::Seat).unwrap().asked,
            Some(BORIS)
        );
        // any number of viewers
        for d in 1..5 {
            assert_eq!(
                s.hello(&key(3), dev(d), Want::Seat).unwrap().acts_as,
                Seat::Viewer
            );
        }
    }

    #[test]
    fn a_replaced_code_is_refused_in_its_own_words() {
        let mut s = seats();
        s.hold(&key(2), dev(1));
        let old = s.may_reseat(&key(1), Seat::Host, BORIS).unwrap();
        assert_eq!(old, key(2));
        s.replace(&old, key(7));
        assert_eq!(s.claim(&key(2)), Err(Bad::Revoked));
        assert_eq!(s.claim(&key(8)), Err(Bad::UnknownSeat));
        // the new code: held by no one until a device joins with it
        let new = s.hello(&key(7), dev(5), Want::Seat).unwrap();
        assert_eq!(
            (new.seat, new.new_holder, new.displaces),
            (BORIS, Some(dev(5)), false)
        );
    }

    #[test]
    fn who_may_give_a_seat_a_new_code() {
        let s = seats();
        // a player moves their own seat, never another's or the host's
        assert_eq!(s.may_reseat(&key(2), BORIS, BORIS), Ok(key(2)));
        assert_eq!(
            s.may_reseat(&key(2), BORIS, Seat::Host),
            Err(Bad::NotYourSeat)
        );
        assert_eq!(
            s.may_reseat(&key(2), BORIS, Seat::Player(PlayerId(0))),
            Err(Bad::NotYourSeat)
        );
        // a player's code that only watches (displaced) cannot move it
        assert_eq!(
            s.may_reseat(&key(2), Seat::Viewer, BORIS),
            Err(Bad::NotYourSeat)
        );
        assert_eq!(
            s.may_reseat(&key(3), Seat::Viewer, Seat::Viewer),
            Err(Bad::NotYourSeat)
        );
        // the host: any seat but its own
        assert_eq!(s.may_reseat(&key(1), Seat::Host, Seat::Viewer), Ok(key(3)));
        assert_eq!(
            s.may_reseat(&key(1), Seat::Host, Seat::Host),
            Err(Bad::NotYourSeat)
        );
        assert_eq!(
            s.may_reseat(&key(9), Seat::Host, BORIS),
            Err(Bad::UnknownSeat)
        );
    }
}
