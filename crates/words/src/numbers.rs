//! Numbers in the other games' texts, one way for all three: a count with
//! its noun, a modifier with its sign, dice faces as a list.

use crate::Lang;
use crate::plural::Noun;

/// "3 кубика" / "3 dice".
pub(crate) fn count(noun: Noun, lang: Lang, v: u32) -> String {
    noun.count(lang, i64::from(v))
}

/// A modifier with its sign, a true minus, and "+0" at zero: "(+0)", not
/// "(0)" (issue 33).
pub(crate) fn signed(v: impl Into<i32>) -> String {
    match v.into() {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        _ => "+0".to_string(),
    }
}

/// Dice faces as "6, 5, 1".
pub(crate) fn faces(f: &[u8]) -> String {
    f.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signs_and_faces() {
        assert_eq!(
            [signed(2), signed(-3i8), signed(0)],
            ["+2", "−3", "+0"].map(String::from)
        );
        assert_eq!(faces(&[6, 5, 1]), "6, 5, 1");
        assert_eq!(faces(&[]), "");
    }
}
