use super::*;
use shturman_game::Game;
use shturman_words::game::setup::ship_names;

fn filled() -> NewGame {
    let mut g = NewGame::default();
    g.update(Event::Name(0, "Аня".into()));
    g.update(Event::Name(1, "Борис".into()));
    g.update(Event::Colour(1, "#1e7a3c"));
    g.update(Event::Ports(0, " Кронштадт, , Ревель ".into()));
    g.update(Event::AddShip(0));
    g.update(Event::ShipName(0, "Меркурий".into()));
    g.update(Event::AddShip(1));
    g.update(Event::ShipName(1, "Виктория".into()));
    g.update(Event::Class(1, ShipClass::Galleon));
    g.update(Event::Heading(1, Heading::S));
    g
}

fn ids() -> impl FnMut() -> Uuid {
    let mut n = 0u128;
    move || {
        n += 1;
        Uuid::from_u128(n)
    }
}

#[test]
fn starts_with_two_unnamed_players_in_different_colours() {
    let g = NewGame::default();
    let v = g.view(Lang::Ru);
    assert_eq!(v.players.len(), 2);
    assert_eq!(v.players_title, "Игроки: 2 игрока (от 2 до 6)");
    assert_eq!(v.players[0].legend, "Игрок 1");
    assert_eq!(v.players[1].name_hint, "Игрок 2");
    assert_ne!(g.players[0].colour, g.players[1].colour);
    assert_eq!(v.players[0].colour_label, "Цвет: красный");
    assert_eq!(v.players[0].remove, None, "two players are the least");
    assert!(v.problems.is_empty(), "no problem shown before Start");
    assert_eq!(v.captains.iter().filter(|c| c.selected).count(), 1);
    assert_eq!(g.view(Lang::En).players[0].fleet, "Fleet: 0 ships");
}

#[test]
fn an_incomplete_draft_does_not_start_and_says_why() {
    let mut g = NewGame::default();
    assert_eq!(g.start(ids()), None);
    let v = g.view(Lang::Ru);
    assert_eq!(
        v.problems,
        vec![
            "У каждого игрока должно быть имя.",
            "У каждого игрока должен быть хотя бы один корабль."
        ]
    );
    assert_eq!(g.view(Lang::En).problems[0], "Every player needs a name.");
}

#[test]
fn a_complete_draft_makes_a_game_the_core_accepts() {
    let mut d = filled();
    d.update(Event::Captains(2));
    d.update(Event::Ally {
        player: 1,
        other: 0,
        on: true,
    });
    let actions = d.start(ids()).expect("complete");
    let mut g = Game::new(Uuid::from_u128(99));
    for a in actions.clone() {
        g.apply(a).unwrap();
    }
    let ports: Vec<_> = actions
        .iter()
        .filter_map(|a| match a {
            Action::AddPort { name, owner, .. } => Some((name.as_str(), owner.0)),
            _ => None,
        })
        .collect();
    assert_eq!(ports, vec![("Кронштадт", 0), ("Ревель", 0)]);
    let allies = actions
        .iter()
        .filter(|a| matches!(a, Action::AddAlly { a, b } if (a.0, b.0) == (0, 1)))
        .count();
    assert_eq!(allies, 1, "an alliance is recorded once");
    assert!(actions.contains(&Action::SetCaptainCount {
        player: PlayerId(1),
        count: 2
    }));
    assert!(actions.iter().any(|a| matches!(a,
        Action::AddShip { class: ShipClass::Galleon, heading: Heading::S, name, owner: PlayerId(1), .. }
            if name == "Виктория")));
    assert!(actions.iter().any(|a| matches!(a,
        Action::AddPlayer { colour, .. } if colour == "#1e7a3c")));
}

#[test]
fn alliances_go_both_ways_and_leave_with_a_removed_player() {
    let mut g = NewGame::default();
    g.update(Event::AddPlayer);
    g.update(Event::Ally {
        player: 0,
        other: 2,
        on: true,
    });
    assert!(g.view(Lang::En).players[2].allies[0].on);
    g.update(Event::RemovePlayer(2));
    assert!(g.players[0].allies.is_empty());
    // no alliance with oneself or with nobody
    g.update(Event::Ally {
        player: 0,
        other: 0,
        on: true,
    });
    g.update(Event::Ally {
        player: 0,
        other: 9,
        on: true,
    });
    assert!(g.players[0].allies.is_empty());
}

#[test]
fn at_most_six_players_and_at_least_two() {
    let mut g = NewGame::default();
    for _ in 0..10 {
        g.update(Event::AddPlayer);
    }
    assert_eq!(g.players.len(), 6);
    assert!(!g.view(Lang::Ru).can_add_player);
    let colours: std::collections::BTreeSet<_> = g.players.iter().map(|p| p.colour).collect();
    assert_eq!(colours.len(), 6, "each player a colour of their own");
    for k in 0..6 {
        g.update(Event::RemovePlayer(k));
    }
    assert_eq!(g.players.len(), 2);
}

#[test]
fn a_bad_card_value_is_refused_in_words_and_changes_nothing() {
    let mut g = filled();
    let before = g.players[0].ships[0].card;
    for bad in ["", "-1", "21", "x", "2.5"] {
        g.update(Event::Card(0, CardField::Shots, bad.into()));
        assert_eq!(g.players[0].ships[0].card, before, "{bad}");
        let f = &g.view(Lang::Ru).players[0].ships[0].fields[6];
        assert_eq!(f.code, "shots");
        assert_eq!(
            f.error.as_deref(),
            Some("Введите целое число от 0 до 20: значение не изменено.")
        );
    }
    g.update(Event::Card(0, CardField::Shots, " 5 ".into()));
    let f = &g.view(Lang::En).players[0].ships[0].fields[6];
    assert_eq!((f.value, f.error.as_deref()), (5, None));
    assert_eq!(f.source, "changed by you");
    // a new class brings its own card back
    g.update(Event::Class(0, ShipClass::Frigate));
    assert_eq!(g.players[0].ships[0].card, ShipClass::Frigate.card());
}

#[test]
fn each_default_card_value_names_its_source() {
    let g = filled();
    let v = g.view(Lang::Ru);
    let fields = &v.players[0].ships[0].fields;
    assert_eq!(fields.len(), CardField::ALL.len());
    assert_eq!(fields[0].source, "по правилам");
    assert!(
        fields[1].source.starts_with("допущение A-"),
        "{}",
        fields[1].source
    );
    let ship = &v.players[0].ships[0];
    assert_eq!(
        ship.classes.iter().find(|c| c.selected).unwrap().code,
        "brig"
    );
    assert_eq!(
        ship.headings.iter().find(|c| c.selected).unwrap().code,
        Heading::N.code()
    );
}

#[test]
fn removing_a_ship_and_an_unknown_key_are_harmless() {
    let mut g = filled();
    g.update(Event::RemoveShip(0));
    assert!(g.players[0].ships.is_empty());
    g.update(Event::ShipName(42, "x".into()));
    g.update(Event::AddShip(42));
    g.update(Event::Colour(0, "#123456"));
    assert_eq!(g.players[0].colour, "#c0392b", "only offered colours");
    assert_eq!(g.players.iter().map(|p| p.ships.len()).sum::<usize>(), 1);
}

#[test]
fn a_preset_fills_a_fleet_with_the_cores_classes_and_distinct_names() {
    let mut g = NewGame::default();
    let four = Event::Preset {
        player: 0,
        preset: Preset::Four,
        lang: Lang::Ru,
    };
    g.update(four.clone());
    g.update(Event::Preset {
        player: 1,
        preset: Preset::Four,
        lang: Lang::Ru,
    });
    let classes = [
        ShipClass::Brig,
        ShipClass::Frigate,
        ShipClass::Galleon,
        ShipClass::Linkor,
    ];
    for p in &g.players {
        assert_eq!(p.ships.iter().map(|s| s.class).collect::<Vec<_>>(), classes);
        for s in &p.ships {
            assert_eq!(s.card, s.class.card(), "the core's card, not the screen's");
        }
    }
    let names: Vec<&str> = g
        .players
        .iter()
        .flat_map(|p| &p.ships)
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(
        names,
        [
            "Меркурий",
            "Паллада",
            "Азов",
            "Полтава",
            "Надежда",
            "Рафаил",
            "Орёл",
            "Штандарт"
        ]
    );
    // a name stays editable; the same preset again replaces the fleet and
    // takes no name another ship has (letter case aside)
    g.update(Event::ShipName(4, "меркурий".into()));
    g.update(four);
    assert_eq!(g.players[0].ships.len(), 4);
    assert_eq!(
        g.players[0]
            .ships
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>(),
        ["Паллада", "Азов", "Полтава", "Надежда"]
    );
    // the smaller preset, in English
    g.update(Event::Preset {
        player: 1,
        preset: Preset::Pair,
        lang: Lang::En,
    });
    let p1: Vec<_> = g.players[1]
        .ships
        .iter()
        .map(|s| (s.name.as_str(), s.class))
        .collect();
    assert_eq!(
        p1,
        [
            ("Victory", ShipClass::Brig),
            ("Surprise", ShipClass::Frigate)
        ]
    );
    g.update(Event::Name(0, "Аня".into()));
    g.update(Event::Name(1, "Борис".into()));
    let actions = g.start(ids()).expect("a preset fleet starts");
    let mut game = Game::new(Uuid::from_u128(99));
    for a in actions {
        game.apply(a).expect("the core accepts a preset fleet");
    }
}

#[test]
fn presets_are_named_from_the_class_names() {
    let v = NewGame::default().view(Lang::Ru);
    let labels: Vec<_> = v.players[0]
        .presets
        .iter()
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(labels, ["Бриг + фрегат + галеон + линкор", "Бриг + фрегат"]);
    let v = NewGame::default().view(Lang::En);
    assert_eq!(v.players[1].presets[1].label, "Brig + frigate");
    assert_eq!(
        v.players[1].presets[0].label,
        "Brig + frigate + galleon + ship of the line"
    );
}

#[test]
fn preset_names_never_repeat_in_a_full_table() {
    // six players of four ships use up the first list: the other language's
    // names follow, then numbered ones, never one name twice
    let mut g = NewGame::default();
    for _ in 0..4 {
        g.update(Event::AddPlayer);
    }
    let keys: Vec<u32> = g.players.iter().map(|p| p.key).collect();
    for _ in 0..3 {
        for &player in &keys {
            g.update(Event::AddShip(player));
            g.update(Event::Preset {
                player,
                preset: Preset::Four,
                lang: Lang::En,
            });
        }
    }
    let mut names: Vec<String> = g
        .players
        .iter()
        .flat_map(|p| &p.ships)
        .map(|s| s.name.to_lowercase())
        .collect();
    assert_eq!(names.len(), 24);
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 24);
    // every listed name taken: the other language's first, then numbered
    let mut g = NewGame::default();
    let listed = [Lang::En, Lang::Ru].map(ship_names).concat();
    for (i, n) in listed.iter().take(listed.len() - 1).enumerate() {
        g.update(Event::AddShip(0));
        g.update(Event::ShipName(i as u32, n.to_string()));
    }
    g.update(Event::Preset {
        player: 1,
        preset: Preset::Pair,
        lang: Lang::En,
    });
    let last = listed.last().unwrap().to_string();
    let p1: Vec<_> = g.players[1].ships.iter().map(|s| s.name.clone()).collect();
    assert_eq!(p1, [last, "Victory 2".to_string()]);
}

/// Issue 33, item 10: a preset replaced a fleet typed in without a word.
/// Now the ships it replaced are kept, and one tap brings them back.
#[test]
fn a_preset_over_a_typed_fleet_can_be_taken_back() {
    let mut g = filled();
    let undo = |g: &NewGame, lang| g.view(lang).players[0].undo_preset;
    assert_eq!(undo(&g, Lang::Ru), None, "nothing replaced yet");
    let typed = g.players[0].ships.clone();
    g.update(Event::Preset {
        player: 0,
        preset: Preset::Four,
        lang: Lang::Ru,
    });
    assert_eq!(g.players[0].ships.len(), 4);
    assert_eq!(undo(&g, Lang::Ru), Some("↶ Вернуть прежний флот"));
    assert_eq!(undo(&g, Lang::En), Some("↶ Bring back the fleet before"));
    // after a second preset, back is the fleet just before it: the four
    g.update(Event::Preset {
        player: 0,
        preset: Preset::Pair,
        lang: Lang::Ru,
    });
    assert_eq!(g.players[0].ships.len(), 2);
    g.update(Event::UndoPreset(0));
    assert_eq!(
        g.players[0].ships.len(),
        4,
        "back to the four of the first preset"
    );
    g.update(Event::UndoPreset(0));
    assert_eq!(g.players[0].ships.len(), 4, "one step back only");
    // the other player's typed ship was never touched
    assert_eq!(g.players[1].ships[0].name, "Виктория");
    // from the typed fleet: a preset, then back
    let mut g = filled();
    g.update(Event::Preset {
        player: 0,
        preset: Preset::Four,
        lang: Lang::Ru,
    });
    g.update(Event::UndoPreset(0));
    assert_eq!(g.players[0].ships, typed);
    assert_eq!(undo(&g, Lang::Ru), None);
    // a preset on an empty fleet replaces nothing: nothing to bring back
    let mut g = NewGame::default();
    g.update(Event::Preset {
        player: 0,
        preset: Preset::Four,
        lang: Lang::En,
    });
    assert_eq!(undo(&g, Lang::En), None);
}
