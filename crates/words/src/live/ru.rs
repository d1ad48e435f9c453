use super::{LinkWord, Names, Refusal, Seat, SeatNews, TableRules, Words};
use crate::Lang;
use shturman_game::FleetChange;

fn who(n: &Names, s: Seat) -> String {
    match s {
        Seat::Host => "ведущий стол".into(),
        Seat::Player(p) => n.player(Lang::Ru, p),
        Seat::Viewer => "зритель".into(),
    }
}

fn seat(n: &Names, s: Seat) -> String {
    match s {
        Seat::Host => "Этот компьютер ведёт стол".into(),
        Seat::Player(p) => format!("Вы за столом: {}", n.player(Lang::Ru, p)),
        Seat::Viewer => "Вы смотрите стол".into(),
    }
}

fn seat_code(n: &Names, s: Seat) -> String {
    match s {
        Seat::Host => "Ведущий".into(),
        Seat::Player(p) => n.player(Lang::Ru, p),
        Seat::Viewer => "Зритель: весь стол, без действий".into(),
    }
}

fn waiting(n: usize) -> String {
    let verb = if crate::ru_plural_index(n as u64) == 0 {
        "ждёт"
    } else {
        "ждут"
    };
    format!("{verb} отправки: {n}")
}

fn refused(n: &Names, r: &Refusal) -> String {
    match r {
        Refusal::Rule { .. } | Refusal::History { .. } => "Стол не принял действие.".into(),
        Refusal::NotYours { owner } => format!(
            "Это действие игрока {}: с этого телефона его не записать.",
            n.player(Lang::Ru, *owner)
        ),
        Refusal::TableActionsFromHost => "Новый раунд и погоду записывает ведущий стол.".into(),
        Refusal::AllianceNotOffered { with } => format!(
            "Союз заключают двое: сначала {0} предлагает его со своего телефона — или союз записывает ведущий стол.",
            n.player(Lang::Ru, *with)
        ),
        Refusal::HostMidGame {
            ship,
            round,
            change: FleetChange::CardEdit,
        } => format!(
            "{}: карточку корабля во время игры (раунд {round}) меняет только ведущий стол.",
            n.ship(Lang::Ru, *ship)
        ),
        Refusal::HostMidGame {
            round,
            change: FleetChange::NewShip,
            ..
        } => format!("Новый корабль во время игры (раунд {round}) добавляет только ведущий стол."),
        Refusal::HostSettles => "Спор решает только ведущий стол.".into(),
        Refusal::Viewer => "Вы смотрите стол: действия записывают игроки.".into(),
        // no past tense: «записал» would give every player one gender;
        // the name again, not «он сам»: the one refused is someone else
        // (issue 46 #11)
        Refusal::NotYourEntry {
            by: Seat::Player(p),
        } => {
            let name = n.player(Lang::Ru, *p);
            format!(
                "Это действие игрока {name}: отменить его может только {name} или ведущий стол."
            )
        }
        Refusal::NotYourEntry { by } => {
            let by = who(n, *by);
            format!("Это действие записал {by}: отменить его может только {by}.")
        }
        Refusal::Empty => "Нечего отправить.".into(),
        Refusal::LogFull { max } => format!(
            "С этого места записано столько действий, сколько стол принимает от одного места ({max}): больше не примет."
        ),
    }
}

pub const WORDS: Words = Words {
    joining: "Подключаюсь к столу…",
    seat,
    online: "На связи",
    connecting: "Подключаюсь…",
    offline: "Нет связи — подключусь сам, как только сеть вернётся",
    unreadable: "Ведущий стол не может сейчас прочитать эту игру — спрошу снова сам",
    waiting,
    not_yours: |n, seat, owner| match seat {
        Seat::Viewer => "Вы смотрите стол: действия записывают игроки.".into(),
        _ => format!(
            "Это корабль игрока {0}: его действия {0} записывает со своего телефона.",
            n.player(Lang::Ru, owner)
        ),
    },
    last_by: |n, s| format!("Последнее действие: {}", who(n, s)),
    allied: |n, a, b, round| {
        format!(
            "Раунд {round}: {} и {} — союзники",
            n.player(Lang::Ru, a),
            n.player(Lang::Ru, b)
        )
    },
    alliance_offered: |n, from, to, round| {
        format!(
            "Раунд {round}: {} предлагает союз игроку {}",
            n.player(Lang::Ru, from),
            n.player(Lang::Ru, to)
        )
    },
    seats_offline: |names| format!("Нет на связи: {names}"),
    refused,
    unknown_seat: "Стол не знает этот код места: отсканируйте QR-код ещё раз.",
    open_button: "Открыть стол для телефонов",
    open_title: "Стол на телефонах",
    open_how: "Каждый игрок наводит камеру своего телефона на свой код и открывает ссылку.",
    open_address: |url| format!("Адрес для телефонов: {url}"),
    open_port_note: "Запускайте стол на этом же порту: капитаны на телефоне хранятся для этого адреса.",
    open_no_lan: "Телефоны не видят этот компьютер: запустите стол командой bash scripts/run --lan в сети, к которой подключены телефоны.",
    open_no_lan_app: "Телефоны не видят этот компьютер: подключите его к той же сети Wi‑Fi, что и телефоны, и откройте стол снова.",
    open_no_host: "Этот сервер не ведёт столы: запустите bash scripts/run --lan.",
    open_not_started: |why| {
        format!(
            "Не удалось открыть стол для телефонов: {why}. Если порт занят, закройте другую программу на нём (например, bash scripts/run) и попробуйте снова."
        )
    },
    seat_code,
    my_captains: "Мои капитаны",
    leave: "Выйти",
    leave_title: "Выйти из-за стола: этот телефон забудет место; ссылка из QR-кода вернёт его.",
    rounds_legend: "Новый раунд и его погоду задаёт",
    rounds_host: "только ведущий стол",
    rounds_any: "любой игрок",
    open_now: "Открыть стол",
    rounds_rule: |r| match r {
        TableRules::HostOnly => "Новый раунд и его погоду задаёт только ведущий стол.",
        TableRules::AnySeat => {
            "Новый раунд и его погоду может задать любой игрок со своего телефона."
        }
    },
    asking: |n, s| format!("Вы — {}? Тогда этот телефон займёт ваше место", who(n, s)),
    take_seat: "Занять место",
    just_watch: "Только смотреть",
    watching: |n, s| {
        format!(
            "Место «{}» занял другой телефон — здесь вы только смотрите",
            who(n, s)
        )
    },
    take_back: "Занять место снова",
    revoked: "Код этого места заменён: попросите у ведущего новый QR-код.",
    moved: "Место перенесено: наведите камеру нового телефона на этот код. Этот телефон больше не за столом.",
    moved_done: "Готово — выйти",
    move_seat: "Перенести на другой телефон",
    move_confirm: "Перенести место на другой телефон? Здесь появится новый QR-код; старый код места перестанет работать.",
    seats_button: "Места",
    not_joined: |names| format!("Ещё не подключились: {names}"),
    host_down: "Сервер стола не отвечает: запустите его снова на том же порту (bash scripts/run --lan) — телефоны вернутся сами",
    seat_news: |n, s, news| match news {
        SeatNews::TakenOver => format!("Место «{}» занял другой телефон", who(n, s)),
        SeatNews::NewCode => format!("У места «{}» новый код", who(n, s)),
    },
    still_waiting: |n| {
        let (verb, noun) = match crate::ru_plural_index(n as u64) {
            0 => ("ждёт", "действие"),
            1 => ("ждут", "действия"),
            _ => ("ждут", "действий"),
        };
        format!(
            "На этом телефоне ещё {verb} отправки {n} {noun} стола: дождитесь связи с ведущим — иначе они пропадут. Ничего не изменено."
        )
    },
    not_your_hand: |n, p| {
        format!(
            "Это капитаны игрока {}: их открывают на его телефоне. На этом телефоне — только ваши.",
            n.player(Lang::Ru, p)
        )
    },
    not_at_table: "Не за столом",
    seat_online: "на связи",
    seat_away: "не на связи",
    seat_unjoined: "ещё не подключился",
    reissue: "Выдать новый код",
    reissue_confirm: |n, s| {
        format!(
            "Выдать месту «{}» новый код? Старый код перестанет работать, телефон с ним будет отключён.",
            who(n, s)
        )
    },
    menu: "Ещё",
    link_short: |l| match l {
        LinkWord::Online => "На связи",
        LinkWord::Connecting => "Подключаюсь…",
        LinkWord::Offline => "Нет связи",
        LinkWord::HostDown => "Сервер стола остановлен",
        LinkWord::Unreadable => "Стол не читается",
        LinkWord::NotAtTable => "Не за столом",
    },
    seat_short: |n, s| match s {
        Seat::Host => "Ведущий".into(),
        Seat::Player(p) => n.player(Lang::Ru, p),
        Seat::Viewer => "Зритель".into(),
    },
    details: "Подробнее о связи",
    leave_confirm: "Выйти из-за стола на этом телефоне? Вернуться можно, снова открыв ссылку места: QR-код покажет ведущий («Места»).",
    stay: "Остаться",
    seat_rule: "Потопить корабль или поправить его повреждения может только его владелец или ведущий стол. Каждый игрок записывает действия только своих кораблей; союз — по согласию обоих игроков; новые корабли и правки карточек во время игры — только ведущий стол.",
    plain_http: "Страница открыта по http: без камеры и установки, капитаны защищены только PIN-кодом.",
};
