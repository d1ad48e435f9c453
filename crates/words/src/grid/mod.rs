//! Where a grid cell is, in words, for the fire helper's screen-reader
//! labels: "2 на восток 1 на север" / "2 east 1 north". One [`Words`] per
//! language (the grids themselves are `shturman_screens`' view-models).

use super::Lang;
use shturman_rules::Offset;

mod en;
mod ru;

/// A cell's place in one language.
pub struct Words {
    /// "клетка" / "cell", before the place.
    pub cell: &'static str,
    /// "2 на восток 1 на север" / "2 east 1 north"; the origin in words.
    pub offset: fn(Offset) -> String,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// The steps east or west, then north or south, in the given words.
fn place(at: Offset, [e, w, n, s]: [&str; 4], origin: &str) -> String {
    let mut parts = Vec::new();
    if at.x != 0 {
        parts.push(format!("{} {}", at.x.abs(), if at.x > 0 { e } else { w }));
    }
    if at.y != 0 {
        parts.push(format!("{} {}", at.y.abs(), if at.y > 0 { n } else { s }));
    }
    if parts.is_empty() {
        origin.to_string()
    } else {
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_in_both_languages() {
        assert_eq!((EN.offset)(Offset::new(2, 1)), "2 east 1 north");
        assert_eq!((RU.offset)(Offset::new(-3, 0)), "3 на запад");
        assert_eq!((RU.offset)(Offset::new(0, -2)), "2 на юг");
        assert_eq!((EN.offset)(Offset::ZERO), "the ship's own cell");
    }
}
