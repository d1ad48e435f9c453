//! The impulse tracker (digest D.0, seed 7.31–7.38). This module owns the
//! 20-step sequence of a combat round ([`ImpulseStep`], [`StepKind`]), who
//! moves which speeds in each step ([`may_move`]), and the round's state
//! machine ([`Tracker`]): step by step, gunnery damage taking effect at each
//! torpedo step, and after step 20 a new round (initiative entered again)
//! while both sides are still in play. It rolls no dice: how initiative is
//! decided is not in the text, so the players enter it.

use super::error::Error;
use super::explain::{Rule, Step};

/// One of the two players. The UI names them (Entente, Triple Alliance, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Player {
    A,
    B,
}

impl Player {
    pub const ALL: [Player; 2] = [Player::A, Player::B];

    pub const fn other(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }
}

/// A player's role in the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Role {
    /// The player holding the initiative ("I").
    Initiative,
    /// The other player ("N").
    Other,
}

/// A group's speed on the tactical map: the speed of its slowest ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GroupSpeed {
    /// Every speed factor lost: it does not move.
    Stopped,
    /// "1 медленная": speed 1 slow.
    Slow1,
    One,
    Two,
    TwoPlus,
}

impl GroupSpeed {
    pub const ALL: [GroupSpeed; 5] = [
        GroupSpeed::Stopped,
        GroupSpeed::Slow1,
        GroupSpeed::One,
        GroupSpeed::Two,
        GroupSpeed::TwoPlus,
    ];
}

/// Which speeds a movement step moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoveClass {
    /// "2+" only (steps 2, 5).
    TwoPlus,
    /// "2 или 2+" (steps 6, 9).
    TwoAndUp,
    /// "1, 2 или 2+", every ship but speed 1 slow (steps 10, 13).
    AllButSlow,
    /// "все свои группы" (steps 14, 17, 18).
    All,
}

impl MoveClass {
    /// The speeds that move (towing aside).
    pub const fn speeds(self) -> &'static [GroupSpeed] {
        match self {
            MoveClass::TwoPlus => &[GroupSpeed::TwoPlus],
            MoveClass::TwoAndUp => &[GroupSpeed::Two, GroupSpeed::TwoPlus],
            MoveClass::AllButSlow => &[GroupSpeed::One, GroupSpeed::Two, GroupSpeed::TwoPlus],
            MoveClass::All => &[
                GroupSpeed::Slow1,
                GroupSpeed::One,
                GroupSpeed::Two,
                GroupSpeed::TwoPlus,
            ],
        }
    }

    pub fn admits(self, speed: GroupSpeed) -> bool {
        self.speeds().contains(&speed)
    }
}

/// What happens in a step of the sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StepKind {
    /// Decide who holds the initiative.
    Initiative,
    /// One player moves the groups of these speeds.
    Move { role: Role, class: MoveClass },
    /// Both players fire their guns.
    Gunnery,
    /// Both players fire torpedoes.
    Torpedo,
}

/// The sequence of seed 7.31, step 1 first.
const SEQUENCE: [StepKind; 20] = {
    use MoveClass as C;
    use Role::{Initiative as I, Other as N};
    use StepKind::{Gunnery as G, Torpedo as T};
    const fn mv(role: Role, class: MoveClass) -> StepKind {
        StepKind::Move { role, class }
    }
    [
        StepKind::Initiative,
        mv(I, C::TwoPlus),
        G,
        T,
        mv(N, C::TwoPlus),
        mv(I, C::TwoAndUp),
        G,
        T,
        mv(N, C::TwoAndUp),
        mv(I, C::AllButSlow),
        G,
        T,
        mv(N, C::AllButSlow),
        mv(I, C::All),
        G,
        T,
        mv(N, C::All),
        mv(I, C::All),
        G,
        T,
    ]
};

/// A step of the sequence, 1..=20.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u8"))]
pub struct ImpulseStep(u8);

impl ImpulseStep {
    pub const FIRST: ImpulseStep = ImpulseStep(1);
    pub const LAST: ImpulseStep = ImpulseStep(20);

    /// Step `n`, if it is 1..=20.
    ///
    /// ```
    /// use shturman_battles::dreadnought::tracker::{ImpulseStep, StepKind};
    /// assert_eq!(ImpulseStep::new(3).unwrap().kind(), StepKind::Gunnery);
    /// assert!(ImpulseStep::new(21).is_err());
    /// ```
    pub fn new(n: u32) -> Result<ImpulseStep, Error> {
        match u8::try_from(n) {
            Ok(s @ 1..=20) => Ok(ImpulseStep(s)),
            _ => Err(Error::StepOutOfRange { step: n }),
        }
    }

    pub const fn number(self) -> u8 {
        self.0
    }

    /// Every step, in order.
    pub fn all() -> impl Iterator<Item = ImpulseStep> {
        (1..=20).map(ImpulseStep)
    }

    pub const fn kind(self) -> StepKind {
        SEQUENCE[(self.0 - 1) as usize]
    }

    /// The last movement step of the round for a player (7.34: "№17 или
    /// 18"): the only one in which towing or towed ships move.
    pub const fn last_move_step(role: Role) -> ImpulseStep {
        match role {
            Role::Initiative => ImpulseStep(18),
            Role::Other => ImpulseStep(17),
        }
    }
}

impl TryFrom<u32> for ImpulseStep {
    type Error = Error;
    fn try_from(n: u32) -> Result<Self, Error> {
        ImpulseStep::new(n)
    }
}

impl From<ImpulseStep> for u8 {
    fn from(s: ImpulseStep) -> u8 {
        s.0
    }
}

/// Whether a group may move in a step, and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveCheck {
    pub moves: bool,
    pub steps: Vec<Step>,
}

/// Whether a group of `role`'s player with `speed` (towing or towed:
/// `towing`) may move in `step`. Moving is never compulsory (7.32): "moves"
/// means it may.
///
/// ```
/// use shturman_battles::dreadnought::tracker::{may_move, GroupSpeed, ImpulseStep, Role};
/// let s = |n| ImpulseStep::new(n).unwrap();
/// // Speed 1 slow: only when all groups move (14, 17, 18).
/// assert!(!may_move(s(10), Role::Initiative, GroupSpeed::Slow1, false).moves);
/// assert!(may_move(s(14), Role::Initiative, GroupSpeed::Slow1, false).moves);
/// // Towing: only at the player's last movement step.
/// assert!(!may_move(s(14), Role::Initiative, GroupSpeed::TwoPlus, true).moves);
/// assert!(may_move(s(18), Role::Initiative, GroupSpeed::TwoPlus, true).moves);
/// assert!(may_move(s(17), Role::Other, GroupSpeed::One, true).moves);
/// ```
pub fn may_move(step: ImpulseStep, role: Role, speed: GroupSpeed, towing: bool) -> MoveCheck {
    let n = step.number();
    let no = |rule: Rule| MoveCheck {
        moves: false,
        steps: vec![Step::new(rule)],
    };
    let class = match step.kind() {
        StepKind::Move { role: r, class } if r == role => class,
        StepKind::Move { role: r, .. } => return no(Rule::OtherPlayersStep { role: r, step: n }),
        kind @ (StepKind::Initiative | StepKind::Gunnery | StepKind::Torpedo) => {
            return no(Rule::NotAMoveStep { step: n, kind });
        }
    };
    if speed == GroupSpeed::Stopped {
        return no(Rule::StoppedCannotMove);
    }
    if towing {
        let last = ImpulseStep::last_move_step(role);
        return MoveCheck {
            moves: step == last,
            steps: vec![Step::new(Rule::TowingMovesOnlyAtLastStep {
                last_step: last.number(),
            })],
        };
    }
    if class.admits(speed) {
        MoveCheck {
            moves: true,
            steps: vec![Step::new(Rule::GroupMoves { speed, step: n })],
        }
    } else {
        no(Rule::GroupWaits { speed, step: n })
    }
}

/// Whether the battle goes on after a step (7.36).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Engagement {
    /// Both sides still have ships on the map in sight of the enemy.
    BothSidesInPlay,
    /// All of one side's ships have left the map, are out of sight of every
    /// enemy ship, or are sunk.
    OneSideGone,
}

/// Most ships of one side in a hex, and in one group (7.32; the group rule
/// of «Тактическое движение и бой»).
pub const MAX_SHIPS_IN_HEX: u8 = 8;

/// Ships of a side in a hex once `moving` ships end their move there beside
/// the `already` ones: «при условии, что максимальное число кораблей одной
/// стороны в гексе (8) не будет превышено к моменту окончания движения».
/// The same count bounds a merged group: «её можно объединить с другой
/// группой при условии, что общее число кораблей по-прежнему будет восемь
/// или меньше».
///
/// ```
/// use shturman_battles::dreadnought::tracker::ships_in_hex;
/// assert_eq!(ships_in_hex(5, 3), Ok(8));
/// assert!(ships_in_hex(5, 4).is_err());
/// ```
pub fn ships_in_hex(already: u32, moving: u32) -> Result<u32, Error> {
    let ships = already.saturating_add(moving);
    if ships > u32::from(MAX_SHIPS_IN_HEX) {
        return Err(Error::HexFull {
            ships,
            max: MAX_SHIPS_IN_HEX,
        });
    }
    Ok(ships)
}

/// Everything the UI shows for the current step.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StepInfo {
    pub round: u32,
    pub step: ImpulseStep,
    pub kind: StepKind,
    /// The player who moves in a movement step.
    pub mover: Option<Player>,
    /// The speeds that move in a movement step (towing aside).
    pub moving: Vec<GroupSpeed>,
    /// Whether towing and towed ships move in this step.
    pub towing_moves: bool,
    /// A torpedo step: the last gunnery step's damage takes effect now.
    pub gunnery_damage_takes_effect: bool,
    /// Round 2 or later: a prolonged battle (7.38).
    pub prolonged: bool,
    pub steps: Vec<Step>,
}

/// The combat round's state: which step of which round, and who holds the
/// initiative (unknown at step 1 of a new round until entered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RawTracker"))]
pub struct Tracker {
    round: u32,
    step: ImpulseStep,
    initiative: Option<Player>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawTracker {
    round: u32,
    step: u32,
    initiative: Option<Player>,
}

#[cfg(feature = "serde")]
impl TryFrom<RawTracker> for Tracker {
    type Error = Error;
    fn try_from(r: RawTracker) -> Result<Self, Error> {
        Tracker::at(r.round, r.step, r.initiative)
    }
}

/// What comes after a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Advance {
    /// The next step.
    Next(Tracker),
    /// The tactical phase is over (7.36).
    PhaseOver,
}

impl Tracker {
    /// Round 1, step 1. For the first round initiative is decided before
    /// the ships are set up, so it is known from the start.
    ///
    /// ```
    /// use shturman_battles::dreadnought::{Player, Tracker};
    /// let t = Tracker::start(Player::B);
    /// assert_eq!((t.round(), t.step().number(), t.initiative()), (1, 1, Some(Player::B)));
    /// ```
    pub const fn start(initiative: Player) -> Tracker {
        Tracker {
            round: 1,
            step: ImpulseStep::FIRST,
            initiative: Some(initiative),
        }
    }

    /// Any point of a battle. Past step 1 the initiative must be known.
    pub fn at(round: u32, step: u32, initiative: Option<Player>) -> Result<Tracker, Error> {
        if round == 0 {
            return Err(Error::RoundZero);
        }
        let step = ImpulseStep::new(step)?;
        if step != ImpulseStep::FIRST && initiative.is_none() {
            return Err(Error::InitiativeNotEntered { round });
        }
        Ok(Tracker {
            round,
            step,
            initiative,
        })
    }

    pub const fn round(&self) -> u32 {
        self.round
    }

    pub const fn step(&self) -> ImpulseStep {
        self.step
    }

    pub const fn initiative(&self) -> Option<Player> {
        self.initiative
    }

    /// The player in `role` this round, once initiative is known.
    pub fn player(&self, role: Role) -> Option<Player> {
        self.initiative.map(|i| match role {
            Role::Initiative => i,
            Role::Other => i.other(),
        })
    }

    /// Enter who holds the initiative (step 1 only).
    ///
    /// ```
    /// use shturman_battles::dreadnought::{Error, Player, Tracker};
    /// let t = Tracker::at(2, 1, None).unwrap().set_initiative(Player::A).unwrap();
    /// assert_eq!(t.initiative(), Some(Player::A));
    /// let later = Tracker::at(2, 5, Some(Player::A)).unwrap();
    /// assert_eq!(later.set_initiative(Player::B), Err(Error::InitiativeOnlyAtStepOne { step: 5 }));
    /// ```
    pub fn set_initiative(self, player: Player) -> Result<Tracker, Error> {
        if self.step != ImpulseStep::FIRST {
            return Err(Error::InitiativeOnlyAtStepOne {
                step: self.step.number(),
            });
        }
        Ok(Tracker {
            initiative: Some(player),
            ..self
        })
    }

    /// What the current step is, who moves, and why.
    ///
    /// ```
    /// use shturman_battles::dreadnought::tracker::{GroupSpeed, ImpulseStep, StepKind};
    /// use shturman_battles::dreadnought::{Player, Tracker};
    /// let t = Tracker::at(1, 10, Some(Player::B)).unwrap();
    /// let info = t.info();
    /// assert_eq!(info.mover, Some(Player::B));
    /// assert_eq!(info.moving, [GroupSpeed::One, GroupSpeed::Two, GroupSpeed::TwoPlus]);
    /// assert!(!info.towing_moves);
    /// ```
    pub fn info(&self) -> StepInfo {
        let kind = self.step.kind();
        let mut steps = vec![Step::new(Rule::Impulse {
            round: self.round,
            step: self.step.number(),
            kind,
        })];
        if self.step == ImpulseStep::FIRST && self.round >= 2 {
            steps.push(Step::new(Rule::NewRound { round: self.round }));
            steps.push(Step::new(Rule::ProlongedBattle { round: self.round }));
        }
        let (mut mover, mut moving, mut towing_moves, mut takes_effect) =
            (None, Vec::new(), false, false);
        match kind {
            StepKind::Initiative => {
                if let Some(player) = self.initiative {
                    steps.push(Step::new(Rule::InitiativeEntered { player }));
                }
            }
            StepKind::Move { role, class } => {
                mover = self.player(role);
                moving = class.speeds().to_vec();
                towing_moves = self.step == ImpulseStep::last_move_step(role);
                // 7.32: at most 8 ships of a side in a hex when the move ends.
                steps.push(Step::new(Rule::HexLimit {
                    max: MAX_SHIPS_IN_HEX,
                }));
                if towing_moves {
                    steps.push(Step::new(Rule::TowingMovesOnlyAtLastStep {
                        last_step: self.step.number(),
                    }));
                }
            }
            StepKind::Gunnery => {}
            StepKind::Torpedo => {
                takes_effect = true;
                steps.push(Step::new(Rule::GunneryDamageTakesEffect));
            }
        }
        StepInfo {
            round: self.round,
            step: self.step,
            kind,
            mover,
            moving,
            towing_moves,
            gunnery_damage_takes_effect: takes_effect,
            prolonged: self.round >= 2,
            steps,
        }
    }

    /// Whether a group of `player` with `speed` may move now.
    pub fn may_move(
        &self,
        player: Player,
        speed: GroupSpeed,
        towing: bool,
    ) -> Result<MoveCheck, Error> {
        let initiative = self
            .initiative
            .ok_or(Error::InitiativeNotEntered { round: self.round })?;
        let role = if player == initiative {
            Role::Initiative
        } else {
            Role::Other
        };
        Ok(may_move(self.step, role, speed, towing))
    }

    /// The step after this one. The phase ends as soon as one side is gone;
    /// after step 20 a new round begins at step 1, where initiative must be
    /// entered again.
    ///
    /// ```
    /// use shturman_battles::dreadnought::tracker::{Advance, Engagement};
    /// use shturman_battles::dreadnought::{Player, Tracker};
    /// let t = Tracker::at(1, 20, Some(Player::A)).unwrap();
    /// let Advance::Next(next) = t.advance(Engagement::BothSidesInPlay).unwrap() else {
    ///     panic!("both sides are in play")
    /// };
    /// assert_eq!((next.round(), next.step().number(), next.initiative()), (2, 1, None));
    /// assert_eq!(t.advance(Engagement::OneSideGone).unwrap(), Advance::PhaseOver);
    /// ```
    pub fn advance(self, engagement: Engagement) -> Result<Advance, Error> {
        if self.step == ImpulseStep::FIRST && self.initiative.is_none() {
            return Err(Error::InitiativeNotEntered { round: self.round });
        }
        if engagement == Engagement::OneSideGone {
            return Ok(Advance::PhaseOver);
        }
        if self.step == ImpulseStep::LAST {
            let round = self.round.checked_add(1).ok_or(Error::RoundOverflow)?;
            return Ok(Advance::Next(Tracker {
                round,
                step: ImpulseStep::FIRST,
                initiative: None,
            }));
        }
        Ok(Advance::Next(Tracker {
            step: ImpulseStep(self.step.0 + 1),
            ..self
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_has_five_gunnery_and_five_torpedo_steps_each_after_a_move() {
        let kinds: Vec<StepKind> = ImpulseStep::all().map(ImpulseStep::kind).collect();
        let g: Vec<usize> = (0..20).filter(|&i| kinds[i] == StepKind::Gunnery).collect();
        assert_eq!(g, [2, 6, 10, 14, 18]);
        for i in g {
            assert_eq!(kinds[i + 1], StepKind::Torpedo);
        }
    }

    #[test]
    fn slow_ships_move_only_when_all_groups_move() {
        // "все корабли, за исключением имеющих скорость 1 медленная"
        let moves: Vec<u8> = ImpulseStep::all()
            .filter(|&s| {
                may_move(s, Role::Initiative, GroupSpeed::Slow1, false).moves
                    || may_move(s, Role::Other, GroupSpeed::Slow1, false).moves
            })
            .map(ImpulseStep::number)
            .collect();
        assert_eq!(moves, [14, 17, 18]);
    }

    #[test]
    fn towing_ships_move_only_at_17_or_18() {
        // "могут двигаться только в последний шаг движения игрока (№17 или 18)"
        for speed in GroupSpeed::ALL {
            for role in [Role::Initiative, Role::Other] {
                let moves: Vec<u8> = ImpulseStep::all()
                    .filter(|&s| may_move(s, role, speed, true).moves)
                    .map(ImpulseStep::number)
                    .collect();
                let expected: &[u8] = match (speed, role) {
                    (GroupSpeed::Stopped, _) => &[],
                    (_, Role::Initiative) => &[18],
                    (_, Role::Other) => &[17],
                };
                assert_eq!(moves, expected, "{speed:?} {role:?}");
            }
        }
    }

    #[test]
    fn stopped_groups_never_move() {
        for s in ImpulseStep::all() {
            for role in [Role::Initiative, Role::Other] {
                assert!(!may_move(s, role, GroupSpeed::Stopped, false).moves);
            }
        }
    }

    #[test]
    fn a_new_round_needs_initiative_again() {
        let t = Tracker::at(1, 20, Some(Player::A)).unwrap();
        let Ok(Advance::Next(n)) = t.advance(Engagement::BothSidesInPlay) else {
            panic!("goes on");
        };
        assert_eq!(
            n.advance(Engagement::BothSidesInPlay),
            Err(Error::InitiativeNotEntered { round: 2 })
        );
        let n = n.set_initiative(Player::B).unwrap();
        let info = n.info();
        assert!(info.prolonged);
        assert!(
            info.steps
                .iter()
                .any(|s| s.rule == Rule::NewRound { round: 2 })
        );
        let Ok(Advance::Next(n2)) = n.advance(Engagement::BothSidesInPlay) else {
            panic!("goes on");
        };
        assert_eq!(n2.info().mover, Some(Player::B));
        assert_eq!(
            n2.set_initiative(Player::A),
            Err(Error::InitiativeOnlyAtStepOne { step: 2 })
        );
    }

    #[test]
    fn bad_tracker_inputs_are_errors() {
        assert_eq!(Tracker::at(0, 1, None), Err(Error::RoundZero));
        assert_eq!(
            Tracker::at(1, 0, None),
            Err(Error::StepOutOfRange { step: 0 })
        );
        assert_eq!(
            Tracker::at(1, 5, None),
            Err(Error::InitiativeNotEntered { round: 1 })
        );
        let t = Tracker::at(u32::MAX, 20, Some(Player::A)).unwrap();
        assert_eq!(
            t.advance(Engagement::BothSidesInPlay),
            Err(Error::RoundOverflow)
        );
    }
}
