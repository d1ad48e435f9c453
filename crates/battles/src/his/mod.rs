//! Here I Stand battles (`shared/seeds/here-i-stand-battles.ru.txt`,
//! digest §H of `shared/rules/other-systems.md`).
