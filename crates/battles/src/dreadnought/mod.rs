//! Dreadnought-era tactical naval combat (`shared/seeds/dreadnought-tactical.ru.txt`,
//! digest §D of `shared/rules/other-systems.md`).
