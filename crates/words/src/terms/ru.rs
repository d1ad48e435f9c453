//! The `terms` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{
    Terms, aim_name, band_name, cannot_fire, class_name, face_list, face_rule, gun_name,
    heading_name, level_name, no_bearing, of_six, percent,
};
use crate::Lang;
use shturman_rules::fire::{Band, GunKind};

pub(super) const WORDS: Terms = Terms {
    class: |c| class_name(Lang::Ru, c),
    captain: |c| c.name_ru(),
    heading: |h| heading_name(Lang::Ru, h),
    heading_code: |h| h.code_ru(),
    gun: |g| gun_name(Lang::Ru, g),
    gun_kind: |k| match k {
        GunKind::Broadside => "Борт",
        GunKind::Chaser => "Нос / корма",
    },
    band: |b| band_name(Lang::Ru, b),
    band_short: |b| match b {
        Band::PointBlank => "в упор",
        Band::Medium => "средняя",
        Band::Long => "дальняя",
    },
    level: |l| level_name(Lang::Ru, l),
    aim: |a| aim_name(Lang::Ru, a),
    face_rule: |r| face_rule(Lang::Ru, r),
    no_bearing: |n| no_bearing(Lang::Ru, n),
    cannot_fire: |c| cannot_fire(Lang::Ru, c),
    of_six: |k| of_six(Lang::Ru, k),
    percent: |p| percent(Lang::Ru, p),
    faces: face_list,
};
