//! Words of the Rules & assumptions screen: the sections of the project's
//! rules reference (`docs/rules.md`) in short, the readings the seed
//! settles, and every assumption the app makes, in plain words, with what
//! the app does and what a table's own rulebook might say instead.

use super::Lang;
use shturman_rules::Assumption;

pub struct Words {
    pub title: &'static str,
    pub intro: &'static str,
    pub sections_title: &'static str,
    pub settled_title: &'static str,
    pub settled_intro: &'static str,
    /// "прежде A-11" / "formerly A-11".
    pub formerly: fn(&str) -> String,
    pub assumptions_title: &'static str,
    pub assumptions_intro: &'static str,
    pub app_does: &'static str,
    pub rulebook_may: &'static str,
    /// "раздел 4.5" / "section 4.5".
    pub section: fn(&str) -> String,
    pub sections: &'static [Section],
    pub settled: &'static [Settled],
    pub assumption: fn(Assumption) -> AssumptionText,
}

pub const RU: Words = Words {
    title: "Правила и допущения",
    intro: "Приложение считает по правилам уровня «Адмирал». Здесь — кратко каждое правило и все места, где текст правил допускает разные прочтения: сверьте их со своей книгой правил.",
    sections_title: "Правила",
    settled_title: "Решено текстом правил",
    settled_intro: "Эти места раньше были допущениями приложения; текст правил говорит о них прямо.",
    formerly: |id| format!("прежде {id}"),
    assumptions_title: "Допущения",
    assumptions_intro: "Где правила молчат или неоднозначны, приложение выбрало одно прочтение. Каждое помечено [A-n] и показывается рядом с расчётом, который на нём основан.",
    app_does: "Приложение:",
    rulebook_may: "В вашей книге может быть:",
    section: |id| format!("раздел {id}"),
    sections: RU_SECTIONS,
    settled: RU_SETTLED,
    assumption: assumption_ru,
};

pub const EN: Words = Words {
    title: "Rules & assumptions",
    intro: "The app computes by the «Admiral»-level rules. Here is each rule in short, and every place where the rule text can be read more than one way: check them against your own rulebook.",
    sections_title: "Rules",
    settled_title: "Settled by the rules text",
    settled_intro: "These were the app's assumptions once; the rules text says so plainly.",
    formerly: |id| format!("formerly {id}"),
    assumptions_title: "Assumptions",
    assumptions_intro: "Where the rules are silent or ambiguous the app chose one reading. Each is marked [A-n] and shown next to every result that relies on it.",
    app_does: "The app:",
    rulebook_may: "Your rulebook may say:",
    section: |id| format!("section {id}"),
    sections: EN_SECTIONS,
    settled: EN_SETTLED,
    assumption: assumption_en,
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// A reading the seed settles: once an assumption, now a rule.
pub struct Settled {
    /// The old assumption id.
    pub formerly: &'static str,
    /// The rules section it belongs to.
    pub section: &'static str,
    pub title: &'static str,
    pub body: &'static str,
}

pub const RU_SETTLED: &[Settled] = &[
    Settled {
        formerly: "A-11",
        section: "4.6",
        title: "Свифт стреляет первым — это и есть его ответ",
        body: "«делает ответный выстрел первым, и только после определения ее результатов, осуществляет стрельбу игрок, который инициировал атаку»: ранний выстрел Свифта — его ответ на атаку; второго ответного выстрела после атаки нет.",
    },
    Settled {
        formerly: "A-14",
        section: "6",
        title: "Капитанов выкладывают до начала игры",
        body: "«Перед началом игры игроки … в закрытую выкладывают карты капитанов … После назначения капитанов игроки начинают игру.»",
    },
    Settled {
        formerly: "A-16",
        section: "6",
        title: "Капитана спасает только собственный порт",
        body: "Капитан остаётся в игре, «только если корабль потоплен соперниками в собственном порту» — порт союзника не спасает.",
    },
];

pub const EN_SETTLED: &[Settled] = &[
    Settled {
        formerly: "A-11",
        section: "4.6",
        title: "Swift fires first, and that is its answer",
        body: "The Swift ship fires first and only after its result does the attacker fire: that early shot is its answer to the attack; there is no second return shot after the attack.",
    },
    Settled {
        formerly: "A-14",
        section: "6",
        title: "Captains are placed before the game starts",
        body: "Before the game the players lay their captain cards face down by their ships; once captains are placed, the game begins.",
    },
    Settled {
        formerly: "A-16",
        section: "6",
        title: "Only the owner's own port saves a captain",
        body: "A captain stays in the game only when enemies sank its ship in its owner's own port; an ally's port does not save it.",
    },
];

/// One section of the rules reference (`docs/rules.md`): its number, title
/// and the rule in short.
pub struct Section {
    pub id: &'static str,
    pub title: &'static str,
    pub body: &'static str,
}

pub const RU_SECTIONS: &[Section] = &[
    Section {
        id: "1",
        title: "Клетки и курсы",
        body: "Корабль стоит в клетке носом на один из 8 курсов: С, СВ, В, ЮВ, Ю, ЮЗ, З, СЗ. Ветер указывает, куда он несёт корабль. Отклонение — сколько шагов по 45° между курсом и ветром (0–4).",
    },
    Section {
        id: "2",
        title: "Карточка корабля",
        body: "Дальность хода при свежем ветре (прямо/по диагонали), в штиль, в бурю, дальность стрельбы, выстрелов за раунд, запас прочности, очки абордажа. Значения можно править под свои карточки.",
    },
    Section {
        id: "3.1",
        title: "Свежий ветер",
        body: "Запас хода = дальность по курсу носа (+1 с Рапидом, −1 за каждое повреждение парусов) − отклонение от ветра. Каждый шаг (вперёд или с поворотом на 45°) стоит 1 и делается, пока запас ≥ 1. Поворот с прямого курса на диагональ −1; поворот ближе к ветру +1, от ветра −1. Вместо хода можно развернуться на месте по правилу штиля.",
    },
    Section {
        id: "3.2",
        title: "Штиль",
        body: "Корабль, который не ходит в штиль, может повернуться на 45°. Ходящий в штиль — повернуться ещё раз за каждое очко хода в штиль или пройти вперёд; не то и другое сразу. Два штиля подряд: если во втором штиле курс тот же, что и в первом, корабль проходит 1 клетку вперёд по курсу — бриг (штиль 1/0) по диагонали, корабль, не ходящий в штиль, по прямой. «1 диагональное перемещение в 2 штиля»: после такого хода следующий штиль снова считается первым.",
    },
    Section {
        id: "3.3",
        title: "Буря",
        body: "Корабль сносит по правилам базовой игры, затем он встаёт носом по направлению бури.",
    },
    Section {
        id: "4.1",
        title: "Линии огня",
        body: "Курсовые пушки бьют вперёд по курсу, ретирадные — назад, борта — перпендикулярно курсу. Цель должна быть на одной из этих линий (по прямой или строго по диагонали) и в пределах дальности; остальное — мёртвая зона.",
    },
    Section {
        id: "4.2",
        title: "Дистанция",
        body: "В упор — соседняя клетка; средняя — не дальше половины дальности стрельбы; дальняя — дальше половины.",
    },
    Section {
        id: "4.3",
        title: "Повреждения стреляющего",
        body: "Меньше 1/3 прочности — обычная точность; от 1/3 до 2/3 — сниженная; от 2/3 — низкая.",
    },
    Section {
        id: "4.4",
        title: "Попадающие грани",
        body: "Борт: 1, 3, 5; курсовые и ретирадные: 5. Сниженная точность убирает 1, низкая — 1 и 3 (только у борта). Средняя дистанция добавляет 6, в упор — 4 и 6. Таргет добавляет 2.",
    },
    Section {
        id: "4.5",
        title: "Выстрелы, залпы, криты",
        body: "Выстрелов за раунд — по карточке. Курсовыми или ретирадными — только один выстрел за раунд, и он тратит один маркер (у линкора остаются 2 бортовых). Залп решается по худшему выстрелу; в залпе нескольких кораблей грань 2 Таргета не считается ни у кого. Попадание последним выстрелом даёт бросок на крит: 6 — корабль тонет (по корпусу) или лишается всех парусов (по парусам); в залпе — только если все его корабли тратят последние выстрелы. Повреждения корпуса, равные прочности, топят корабль. Без парусов (крит или повреждения, равные дальности по прямой) корабль не ходит при свежем ветре, Рапид не помогает.",
    },
    Section {
        id: "4.6",
        title: "Ответный огонь и инициатива",
        body: "Атакованный корабль может сразу ответить (залпом или по очереди), если у него остались выстрелы и атакующий на его линии огня; после залпа — любому кораблю залпа. Свифт стреляет первым, до атаки («только после определения её результатов» стреляет атакующий), и это и есть его ответ; с врагами на обоих бортах он может дать оба борта. Если у атакующего тоже капитан с инициативой — первым стреляет атакующий, сразу за ним Свифт.",
    },
    Section {
        id: "4.7",
        title: "Пересечение линии огня",
        body: "Начал ход движением — по нему не стреляют; начал со стрельбы — цель может ответить. Проходит простреливаемую клетку без остановки: первым стреляет прикрывающий корабль, затем ответ, затем движение продолжается (курс в этой клетке решает, какие пушки могут ответить). Заканчивает ход в простреливаемой клетке: первым стреляет он сам, затем ответ; если он не стреляет, уже ходившие не открывают огонь, не ходившие стреляют в свой ход — кроме корабля с капитаном с инициативой. Пересекает линию по диагонали, не заходя в клетку: стрелять можно, дистанция — до клетки линии за углом; не повернул — отвечает со старым курсом, повернул — не отвечает.",
    },
    Section {
        id: "5",
        title: "Абордаж",
        body: "Только между кораблями в соседних клетках по прямой, с любой стороны. Перед абордажем защитник может выстрелить в нападающего — бортом или курсовыми/ретирадными, по правилам ответного огня, — если тот на его линии огня и есть выстрелы. Берсерк даёт +1 очко абордажа.",
    },
    Section {
        id: "6",
        title: "Карты капитанов",
        body: "У каждого игрока Рапид, Свифт, Таргет, Берсерк; за столом договариваются, сколько в игре. Капитаны кладутся рубашкой вверх на свои корабли до начала игры, не больше одного на корабль, и открываются при использовании. Капитан уходит с потопленным кораблём, если корабль не потоплен врагами в собственном порту владельца («только если корабль потоплен соперниками в собственном порту»). Снять капитана можно в своём или союзном порту; назначить — только на свой корабль, зашедший в этот порт.",
    },
];

pub const EN_SECTIONS: &[Section] = &[
    Section {
        id: "1",
        title: "Grid and headings",
        body: "A ship stands in a cell facing one of 8 headings: N, NE, E, SE, S, SW, W, NW. The wind is the direction it carries ships. Deviation is the number of 45° steps between heading and wind (0–4).",
    },
    Section {
        id: "2",
        title: "Ship card",
        body: "Fresh-wind range (straight/diagonal), calm range, storm range, firing range, shots per round, hull strength, boarding points. Every value can be edited to match your cards.",
    },
    Section {
        id: "3.1",
        title: "Fresh wind",
        body: "Budget = range on the bow heading (+1 with Rapid, −1 per sail damage) − deviation from the wind. Each step (forward or with a 45° turn) costs 1 and is taken while the budget is ≥ 1. Turning from straight to diagonal −1; turning towards the wind +1, away −1. Instead of moving, a ship may turn in place by the calm rule.",
    },
    Section {
        id: "3.2",
        title: "Calm",
        body: "A ship that cannot move in calm may turn 45°. One that can may turn once more per calm point, or move forward; never both. Two calms in a row: if the heading has not changed since the first calm, the ship moves 1 cell ahead in the second — a brig (calm 1/0) diagonally, a ship that does not move in calm straight. One such move per two calms: after it, the next calm counts as a first calm again.",
    },
    Section {
        id: "3.3",
        title: "Storm",
        body: "The ship drifts as the base rules say, then stops with its bow pointing in the storm's direction.",
    },
    Section {
        id: "4.1",
        title: "Fire lines",
        body: "Bow chasers fire ahead, stern chasers astern, broadsides at right angles to the heading. The target must be on one of these lines (straight or exactly diagonal) and within range; everything else is a dead zone.",
    },
    Section {
        id: "4.2",
        title: "Range bands",
        body: "Point blank: the adjacent cell; medium: up to half the firing range; long: beyond half.",
    },
    Section {
        id: "4.3",
        title: "Damage of the firing ship",
        body: "Less than 1/3 of strength: normal accuracy; 1/3 to 2/3: reduced; 2/3 and more: low.",
    },
    Section {
        id: "4.4",
        title: "Hitting faces",
        body: "Broadside: 1, 3, 5; chasers: 5. Reduced accuracy removes 1, low removes 1 and 3 (broadside only). Medium range adds 6, point blank 4 and 6. Target adds 2.",
    },
    Section {
        id: "4.5",
        title: "Shots, salvos, criticals",
        body: "Shots per round from the card. Chasers (bow or stern) fire only one shot a round, using one marker (a linkor keeps 2 broadside shots). A salvo is resolved by its worst shot; in a salvo of several ships Target's face 2 counts for none of them. A hit with the last shot earns a critical roll: 6 sinks the target (hull) or strips all its sails (sails); in a salvo only if every ship in it spends its last shot. Hull damage equal to strength sinks the ship. With no sails (a critical, or sail damage equal to the straight range) a ship cannot move in a fresh wind, Rapid or not.",
    },
    Section {
        id: "4.6",
        title: "Return fire and initiative",
        body: "A ship fired upon may answer at once (as a salvo or shot by shot) if it has shots left and the attacker is on its lines; after a salvo, any ship in it. Swift fires first, before the attack (the attacker fires only after its result), and that is its answer; with enemies on both broadsides it may fire both. If the attacker also has an initiative captain, the attacker fires first and Swift right after.",
    },
    Section {
        id: "4.7",
        title: "Crossing a line of fire",
        body: "Starts its turn by moving: it cannot be fired upon; by firing: its target may answer. Passes through a covered cell without stopping: the covering ship fires first, then return fire, then the move goes on (the heading in that cell decides which guns answer). Ends in a covered cell: it fires first, then return fire; if it does not fire, ships that have had their turn stay silent, the others fire in their own turn — except an initiative captain's ship. Crosses a line diagonally without entering a cell: it may be fired on, the distance counted to the line's cell beyond the corner; if it did not turn it answers with its old heading, if it turned it cannot answer.",
    },
    Section {
        id: "5",
        title: "Boarding",
        body: "Only between ships in orthogonally adjacent cells, from any side. Before boarding the defender may fire at the boarder — a broadside or a chaser, by the return-fire rules — if the boarder is on its lines and it has shots. Berserk gives +1 boarding point.",
    },
    Section {
        id: "6",
        title: "Captain cards",
        body: "Each player holds Rapid, Swift, Target, Berserk; the table agrees how many are used. Captains go face down on own ships before the game starts, at most one per ship, and are revealed when used. A captain leaves with its sunk ship, unless enemies sank it in its owner's own port. A captain is taken off only in an own or allied port, and given only to an own ship entering that port.",
    },
];

/// An assumption in plain words: what it is about, what the app does, and
/// what a rulebook might say instead.
pub struct AssumptionText {
    pub topic: &'static str,
    pub app: &'static str,
    pub alternative: &'static str,
}

fn assumption_ru(a: Assumption) -> AssumptionText {
    match a {
        Assumption::A1DiagonalRange => AssumptionText {
            topic: "Дальность по диагонали",
            app: "считает дальность по диагонали при свежем ветре на 1 меньше, чем по прямой (Бриг 5/4).",
            alternative: "другое число на карточке — исправьте его в карточке корабля.",
        },
        Assumption::A2CalmTurns => AssumptionText {
            topic: "Повороты в штиль",
            app: "даёт ходящему в штиль кораблю один поворот на 45° и ещё по одному за каждое очко хода в штиль по прямой.",
            alternative: "только дополнительные повороты, без базового.",
        },
        Assumption::A3TwoCalmsStraight => AssumptionText {
            topic: "Два штиля подряд",
            app: "даёт кораблю, который в штиль не ходит, 1 клетку только по прямому курсу; с диагональным курсом хода нет.",
            alternative: "ход и по диагонали.",
        },
        Assumption::A4StormDrift => AssumptionText {
            topic: "Снос в бурю",
            app: "сносит корабль на дальность бури из карточки по направлению бури и ставит его носом туда, куда дует буря («нос корабля ориентирован в сторону бури»).",
            alternative: "другой снос по базовым правилам — двигайте модель по своей книге; или нос навстречу буре, туда, откуда она дует.",
        },
        Assumption::A5Forts => AssumptionText {
            topic: "Форты",
            app: "считает, что у форта нет курса и он стреляет по всем 8 линиям по правилам борта.",
            alternative: "особые правила для фортов.",
        },
        Assumption::A6SalvoDamage => AssumptionText {
            topic: "Урон залпа",
            app: "бросает за залп один кубик; попадание наносит по 1 повреждению за каждый выстрел в залпе.",
            alternative: "1 повреждение за весь залп.",
        },
        Assumption::A7Boarding => AssumptionText {
            topic: "Исход абордажа",
            app: "не разыгрывает абордаж, а записывает исход, который введут игроки; проигравший корабль захвачен.",
            alternative: "другие последствия проигрыша.",
        },
        Assumption::A8UnknownCardValues => AssumptionText {
            topic: "Неизвестные значения карточек",
            app: "подставляет свои значения там, где их нет в источниках (дальность Фрегата, Галеона, Линкора; дальность бури и стрельбы, абордаж; выстрелы форта), и помечает их «сверьте с карточкой».",
            alternative: "числа на ваших карточках — введите их.",
        },
        Assumption::A9SalvoTie => AssumptionText {
            topic: "Ничья в залпе",
            app: "если у двух выстрелов залпа поровну граней, но грани разные (например, курсовые в упор 4, 5, 6 и борт 1, 3, 5), худшим считает первый из них. Шанс одинаков, различаются лишь грани на кубике.",
            alternative: "любой из равных по выбору стреляющего.",
        },
        Assumption::A10SailCap => AssumptionText {
            topic: "Предел повреждений парусов",
            app: "не даёт повреждениям парусов превысить дальность корабля по прямой при свежем ветре: столько маркеров и помещается на пиктограмму, дальше парусов просто нет.",
            alternative: "ничего другого: повреждения парусов не переходят на корпус («не суммируются с повреждениями корпуса»).",
        },
        Assumption::A12NoCriticalWhenSunk => AssumptionText {
            topic: "Крит по тонущему",
            app: "не предлагает бросок на крит, если попадание в корпус уже потопило цель.",
            alternative: "бросок всё равно (ни на что не влияет).",
        },
        Assumption::A13TwoCalmsAnyCalmShip => AssumptionText {
            topic: "Два штиля: кто ходит по диагонали",
            app: "даёт ход на 1 клетку по диагонали любому кораблю, который в штиль ходит по прямой, но не по диагонали (не только со значениями 1/0).",
            alternative: "только кораблям со штилем 1/0.",
        },
        Assumption::A14CaptainsBeforeRound1 => AssumptionText {
            topic: "Капитаны после начала игры",
            app: "после начала игры переносит капитана только через порт или при абордаже. Договорённое число считает все выложенные карты, включая погибших капитанов: отложенные карты «больше в игре не участвуют».",
            alternative: "погибший капитан освобождает место для отложенной карты — с текстом это не сходится.",
        },
        Assumption::A15CapturedChangesSides => AssumptionText {
            topic: "Захваченный корабль",
            app: "передаёт захваченный корабль победителю: он ходит и стреляет за него.",
            alternative: "захваченный корабль выбывает из игры.",
        },
        Assumption::A17Forts => AssumptionText {
            topic: "Форт и абордаж, форт и капитан",
            app: "не даёт форту брать на абордаж и не даёт брать форт на абордаж; капитана на форт назначить нельзя.",
            alternative: "особые правила фортов в вашей книге.",
        },
        Assumption::A18FireNotBlocked => AssumptionText {
            topic: "Корабли на линии огня",
            app: "не считает, что корабли между стреляющим и целью закрывают линию огня.",
            alternative: "ближайший корабль на линии закрывает тех, кто за ним.",
        },
        Assumption::A19FaceDownInLog => AssumptionText {
            topic: "Перевёрнутый капитан в журнале",
            app: "когда капитана снова переворачивают рубашкой вверх, в журнале соперников его прежнее открытие показано как «капитан», без имени: соперники могут и забыть.",
            alternative: "журнал помнит открытое имя: раз показали — знают.",
        },
        Assumption::A20DismastedDriftsAndTurns => AssumptionText {
            topic: "Корабль без парусов",
            app: "корабль без парусов не ходит при свежем ветре, но в бурю его сносит, а в штиль и при свежем ветре он может развернуться на месте.",
            alternative: "корабль без парусов не может и развернуться.",
        },
    }
}

fn assumption_en(a: Assumption) -> AssumptionText {
    match a {
        Assumption::A1DiagonalRange => AssumptionText {
            topic: "Diagonal range",
            app: "takes the fresh-wind diagonal range as the straight range minus 1 (Brig 5/4).",
            alternative: "another number on the card — edit it on the ship card.",
        },
        Assumption::A2CalmTurns => AssumptionText {
            topic: "Turns in calm",
            app: "gives a ship that moves in calm one 45° turn plus one more per calm straight point.",
            alternative: "only the extra turns, without the base one.",
        },
        Assumption::A3TwoCalmsStraight => AssumptionText {
            topic: "Two calms in a row",
            app: "gives a ship that cannot move in calm 1 cell only on a straight heading; a diagonal heading gives no move.",
            alternative: "a move on a diagonal too.",
        },
        Assumption::A4StormDrift => AssumptionText {
            topic: "Storm drift",
            app: "drifts the ship its card's storm range along the storm's direction and leaves its bow pointing where the storm blows.",
            alternative: "another drift in the base rules — move the model by your book; or the bow facing into the storm, where it comes from.",
        },
        Assumption::A5Forts => AssumptionText {
            topic: "Forts",
            app: "treats a fort as having no heading and firing along all 8 lines with broadside rules.",
            alternative: "special rules for forts.",
        },
        Assumption::A6SalvoDamage => AssumptionText {
            topic: "Salvo damage",
            app: "rolls one die for a salvo; a hit deals one damage per shot in it.",
            alternative: "one damage for the whole salvo.",
        },
        Assumption::A7Boarding => AssumptionText {
            topic: "Boarding outcome",
            app: "does not resolve boarding but records the outcome the players enter; the losing ship is captured.",
            alternative: "other consequences for the loser.",
        },
        Assumption::A8UnknownCardValues => AssumptionText {
            topic: "Unknown card values",
            app: "uses its own defaults where no source gives a value (fresh range of Frigate, Galleon, Linkor; storm and firing range, boarding; a fort's shots) and labels them \"check your card\".",
            alternative: "the numbers on your cards — enter them.",
        },
        Assumption::A9SalvoTie => AssumptionText {
            topic: "A tie in a salvo",
            app: "when two shots of a salvo tie for fewest faces but the faces differ (say chasers at point blank 4, 5, 6 and a broadside 1, 3, 5), takes the first of them as the worst. The chance is the same; only the faces on the die differ.",
            alternative: "either of the tied shots, as the shooter chooses.",
        },
        Assumption::A10SailCap => AssumptionText {
            topic: "Sail damage ceiling",
            app: "never lets sail damage exceed the ship's fresh straight range: that is as many markers as the pictogram holds; beyond it there are no sails left.",
            alternative: "nothing else: sail damage never passes to the hull (the seed keeps the two apart).",
        },
        Assumption::A12NoCriticalWhenSunk => AssumptionText {
            topic: "Critical on a sinking ship",
            app: "offers no critical roll when the hull hit already sank the target.",
            alternative: "a roll anyway (it changes nothing).",
        },
        Assumption::A13TwoCalmsAnyCalmShip => AssumptionText {
            topic: "Two calms: who moves diagonally",
            app: "gives the 1-cell diagonal move to any ship that moves straight but not diagonally in calm (not only 1/0 cards).",
            alternative: "only ships with calm 1/0.",
        },
        Assumption::A14CaptainsBeforeRound1 => AssumptionText {
            topic: "Captains after the start",
            app: "after the start moves a captain only through a port or a boarding. The agreed number counts every card put into play, dead captains included: cards set aside take no further part.",
            alternative: "a dead captain frees a place for a card set aside — which the text does not allow.",
        },
        Assumption::A15CapturedChangesSides => AssumptionText {
            topic: "A captured ship",
            app: "passes a captured ship to the winner: it moves and fires for them.",
            alternative: "a captured ship leaves the game.",
        },
        Assumption::A17Forts => AssumptionText {
            topic: "Forts, boarding and captains",
            app: "lets a fort neither board nor be boarded, and puts no captain on a fort.",
            alternative: "special fort rules in your book.",
        },
        Assumption::A18FireNotBlocked => AssumptionText {
            topic: "Ships on the line of fire",
            app: "does not treat ships between the shooter and the target as blocking the line.",
            alternative: "the nearest ship on the line shields those behind it.",
        },
        Assumption::A19FaceDownInLog => AssumptionText {
            topic: "A captain turned face down, in the log",
            app: "once a captain is turned face down again, the opponents' log shows its earlier reveal as \"a captain\", without its name: opponents may forget.",
            alternative: "the log keeps the name: what was shown is known.",
        },
        Assumption::A20DismastedDriftsAndTurns => AssumptionText {
            topic: "A dismasted ship",
            app: "a ship without sails cannot move in a fresh wind, but a storm still drifts it, and it may turn in place in a calm or a fresh wind.",
            alternative: "a ship without sails cannot turn either.",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_assumption_section_exists() {
        for a in Assumption::ALL {
            let sec = a.section();
            assert!(
                RU_SECTIONS
                    .iter()
                    .any(|s| s.id == sec || s.id.starts_with(&format!("{sec}."))),
                "{} → §{sec}",
                a.id()
            );
        }
    }

    #[test]
    fn both_languages_have_the_same_sections() {
        let ids = |s: &[Section]| s.iter().map(|x| x.id).collect::<Vec<_>>();
        assert_eq!(ids(RU_SECTIONS), ids(EN_SECTIONS));
        assert_eq!(RU_SETTLED.len(), EN_SETTLED.len());
    }
}
