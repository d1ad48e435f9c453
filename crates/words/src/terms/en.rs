//! The `terms` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{
    Terms, aim_name, band_name, cannot_fire, class_name, face_list, face_rule, gun_name,
    heading_name, level_name, no_bearing, of_six, percent,
};
use crate::Lang;
use shturman_rules::Captain;
use shturman_rules::fire::{Band, GunKind};

pub(super) const WORDS: Terms = Terms {
    class: |c| class_name(Lang::En, c),
    captain: |c| match c {
        Captain::Rapid => "Rapid",
        Captain::Swift => "Swift",
        Captain::Target => "Target",
        Captain::Berserk => "Berserk",
    },
    heading: |h| heading_name(Lang::En, h),
    heading_code: |h| h.code(),
    gun: |g| gun_name(Lang::En, g),
    gun_kind: |k| match k {
        GunKind::Broadside => "Broadside",
        GunKind::Chaser => "Bow / stern",
    },
    band: |b| band_name(Lang::En, b),
    band_short: |b| match b {
        Band::PointBlank => "point blank",
        Band::Medium => "medium",
        Band::Long => "long",
    },
    level: |l| level_name(Lang::En, l),
    aim: |a| aim_name(Lang::En, a),
    face_rule: |r| face_rule(Lang::En, r),
    no_bearing: |n| no_bearing(Lang::En, n),
    cannot_fire: |c| cannot_fire(Lang::En, c),
    of_six: |k| of_six(Lang::En, k),
    percent: |p| percent(Lang::En, p),
    faces: face_list,
};
