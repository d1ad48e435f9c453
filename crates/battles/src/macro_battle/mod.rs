//! The macro-battle of the LARP «Цена Чести» (`shared/seeds/macro-battle.ru.txt`,
//! digest §M of `shared/rules/other-systems.md`).
