use rules::day::Day;
use rules::twenty48::Game;
use rules::{AnyHistory, Direction, History, Mode, Outcome, replay_code};

use super::*;
use crate::model::session::DailyPlay;

/// A 3×3 2048 game of `seed` played to its end by trying the directions in turn.
fn finished(seed: u64) -> History<Game> {
    let mut history = History::new(Game::with_size(seed, 3).unwrap());
    let dirs = [
        Direction::Left,
        Direction::Down,
        Direction::Right,
        Direction::Up,
    ];
    let mut turn = 0;
    while history.game().outcome() == Outcome::InPlay {
        let _ = history.play(dirs[turn % 4]);
        turn += 1;
    }
    history
}

fn answer(status: u16, body: &str) -> Answer {
    Answer {
        status,
        json: true,
        body: body.to_owned(),
        retry_after: None,
    }
}

#[test]
fn a_finished_straight_game_is_posted_as_its_replay_code() {
    let history = finished(5);
    let code = eligibility(&history.clone().into(), None).unwrap();
    assert_eq!(replay_code::decode(&code), Ok(AnyHistory::from(history)));
}

#[test]
fn a_game_not_over_or_not_straight_is_not_offered_and_says_why() {
    let mut history = History::new(Game::with_size(5, 3).unwrap());
    history.play(Direction::Left).unwrap();
    assert_eq!(eligibility(&history.into(), None), Err(NotRanked::NotOver));

    let mut undone = finished(5);
    undone.undo();
    while undone.game().outcome() == Outcome::InPlay {
        let _ = undone
            .play(Direction::Left)
            .or_else(|_| undone.play(Direction::Up));
        let _ = undone
            .play(Direction::Right)
            .or_else(|_| undone.play(Direction::Down));
    }
    let why = eligibility(&undone.into(), None).unwrap_err();
    assert_eq!(why, NotRanked::Undos(1));
    assert_eq!(
        why.to_string(),
        "Not for the leaderboard: this game has 1 undo, and boards rank games played straight."
    );

    let practice = DailyPlay {
        day: Day::from_ymd(2026, 11, 30).unwrap(),
        practice: true,
    };
    assert_eq!(
        eligibility(&finished(5).into(), Some(practice)),
        Err(NotRanked::Practice)
    );
    let result = DailyPlay {
        practice: false,
        ..practice
    };
    assert!(eligibility(&finished(5).into(), Some(result)).is_ok());
    assert!(
        NotRanked::Solver(3)
            .to_string()
            .contains("the solver played 3 moves")
    );
}

#[test]
fn a_game_goes_to_its_days_board_or_its_seeds() {
    let day = Day::from_ymd(2026, 11, 30).unwrap();
    let daily = rules::daily::seed_of(day);
    assert_eq!(
        BoardId::of_game(Mode::Exponentorus, 9, daily),
        BoardId::Daily(Mode::Exponentorus, day)
    );
    assert_eq!(
        BoardId::Daily(Mode::Twenty48, day).path(),
        "api/daily/2048/2026-11-30"
    );
    // The day's seed on another side is a seed board.
    assert_eq!(
        BoardId::of_game(Mode::Exponentorus, 7, daily),
        BoardId::Seed(Mode::Exponentorus, 7, daily)
    );
    let board = BoardId::of_game(Mode::Twenty48, 4, 42);
    assert_eq!(board.path(), "api/boards/2048/4/42");
    assert_eq!(board.title(), "2048 4×4 · seed 42");
    assert_eq!(entry_path("3fa4"), None);
    assert_eq!(
        entry_path("0123456789abcdef0123456789ABCDEF").as_deref(),
        Some("api/entries/0123456789abcdef0123456789ABCDEF")
    );
    assert_eq!(entry_path("../player/name/0123456789abcdef01"), None);
}

#[test]
fn bodies_are_the_apis_json() {
    assert_eq!(
        post_body("AQkq", "Ann \"A\""),
        r#"{"code":"AQkq","name":"Ann \"A\""}"#
    );
    assert_eq!(name_body("Bo"), r#"{"name":"Bo"}"#);
}

#[test]
fn names_are_checked_as_the_server_does() {
    assert_eq!(check_name("  Ann  "), Ok("Ann".to_owned()));
    assert_eq!(check_name("   "), Err(NameError::Empty));
    assert_eq!(check_name(&"é".repeat(24)), Ok("é".repeat(24)));
    assert_eq!(check_name(&"x".repeat(25)), Err(NameError::TooLong(25)));
    for bad in ["a\u{202E}b", "a\nb", "a\u{2066}", "a\u{0007}"] {
        assert_eq!(check_name(bad), Err(NameError::Control), "{bad:?}");
    }
}

#[test]
fn the_token_is_made_once_kept_and_checked_when_read() {
    let mut player = Player::default();
    let token = player.token_or_make([0xab; 16]).to_owned();
    assert_eq!(token, "ab".repeat(16));
    assert_eq!(player.token_or_make([0; 16]), token, "made once");
    player.name = Some("Ann".into());
    let kept = player.to_json();
    assert_eq!(Player::from_json(&kept), player);
    // A token the game did not make, or a name the boards refuse, is not kept.
    let odd = Player::from_json(r#"{"token":"ABC","name":"  "}"#);
    assert_eq!(odd, Player::default());
    assert_eq!(Player::from_json("not json"), Player::default());
    assert_eq!(token_from_bytes([0; 16]), "0".repeat(32));
}

#[test]
fn answers_are_done_refused_later_or_no_server() {
    let page = r#"{"board":{"mode":"2048","size":4,"seed":"1","daily":null,"open":true,
        "closes":null,"entries":2},"top":[{"id":"a","rank":1,"name":"Ann","score":40,
        "moves":9,"top_tile":16,"submitted":"2026-11-30T12:00:00.000Z","mine":false}],
        "you":{"id":"b","rank":2,"name":"Bo","score":20,"moves":7,"top_tile":8,
        "submitted":"2026-11-30T12:00:00.000Z","mine":true}}"#;
    let Reply::Done(read) = Reply::<BoardPage>::of(Some(&answer(200, page))) else {
        panic!("a page reads");
    };
    assert_eq!(read.board.entries, 2);
    assert_eq!(read.own_below().map(|e| e.name.as_str()), Some("Bo"));

    // A refusal is worded by its code, in the player's language; the server's own
    // sentence only for a code this build does not know.
    let refused = r#"{"error":"board_closed","message":"This day's board is closed."}"#;
    assert_eq!(
        Reply::<Posted>::of(Some(&answer(403, refused))),
        Reply::Refused(
            "This day's board is closed: it took games until a day after the day ended.".into()
        )
    );
    let newer = r#"{"error":"some_new_refusal","message":"A newer server's words."}"#;
    assert_eq!(
        Reply::<Posted>::of(Some(&answer(403, newer))),
        Reply::Refused("A newer server's words.".into())
    );
    let illegal = r#"{"error":"illegal_move","message":"Move 3 of…","step":3}"#;
    assert_eq!(
        Reply::<Posted>::of(Some(&answer(422, illegal))),
        Reply::Refused(
            "Move 3 of the game's replay is not a legal move, so it cannot go on the board.".into()
        )
    );
    let stored = r#"{"status":"stored","message":"Your game is on the board: 12th of 345.",
        "entry":{"rank":12,"score":4000},"board":{"entries":345}}"#;
    assert_eq!(
        Reply::<Posted>::of(Some(&answer(201, stored))),
        Reply::Done(Posted {
            message: "Your game is on the board: 12th of 345.".into()
        })
    );
    let kept = r#"{"status":"kept_best","message":"…",
        "entry":{"rank":1,"score":43188},"board":{"entries":2}}"#;
    assert_eq!(
        Reply::<Posted>::of(Some(&answer(200, kept))),
        Reply::Done(Posted {
            message: "Your best game of this seed scored 43,188 points, so it stays on the \
                      board: 1st of 2."
                .into()
        })
    );
    let busy = Answer {
        retry_after: Some(12),
        ..answer(429, r#"{"error":"rate_limited","message":"Too many."}"#)
    };
    assert_eq!(Reply::<Posted>::of(Some(&busy)), Reply::Later(Some(12)));
    assert_eq!(
        Reply::<Posted>::of(Some(&answer(503, "{}"))),
        Reply::Later(None)
    );
    assert_eq!(Reply::<Posted>::of(None), Reply::Later(None));
    // A static host: its page for a missing file, or the game's page for every path.
    let html = |status| Answer {
        json: false,
        ..answer(status, "<!doctype html>")
    };
    assert_eq!(Reply::<BoardPage>::of(Some(&html(404))), Reply::NoServer);
    assert_eq!(Reply::<BoardPage>::of(Some(&html(200))), Reply::NoServer);
    assert_eq!(Reply::<BoardPage>::of(Some(&html(502))), Reply::Later(None));
    assert_eq!(
        Reply::<BoardPage>::of(Some(&answer(200, r#"{"other":1}"#))),
        Reply::NoServer
    );
}

#[test]
fn a_post_waits_until_an_answer_settles_it() {
    let mut pending = Pending::default();
    pending.add("A", 1_000);
    pending.add("A", 2_000);
    pending.add("B", 3_000);
    assert_eq!(pending.games.len(), 2, "the same game waits once");
    assert_eq!(pending.due(3_000, false), ["A", "B"]);

    // No answer: tried again after 30 s, then 1 min; at once when online again.
    assert!(!pending.answered::<Posted>("A", &Reply::Later(None), 10_000));
    assert_eq!(pending.due(20_000, false), ["B"]);
    assert_eq!(pending.due(20_000, true), ["A", "B"]);
    assert_eq!(pending.due(40_000, false), ["A", "B"]);
    pending.answered::<Posted>("A", &Reply::Later(None), 40_000);
    assert_eq!(pending.games[0].next_ms, 100_000);
    // The server's Retry-After when it is longer.
    pending.answered::<Posted>("A", &Reply::Later(Some(600)), 100_000);
    assert_eq!(pending.games[0].next_ms, 700_000);
    assert_eq!(pending.next_due(), Some(3_000));

    // Kept across page loads.
    let kept = Pending::from_json(&pending.to_json());
    assert_eq!(kept, pending);
    assert_eq!(Pending::from_json("[oops"), Pending::default());

    // Stored or refused for good: off the list.
    assert!(pending.answered::<Posted>("B", &Reply::Refused("closed".into()), 5_000));
    assert!(pending.answered("A", &Reply::Done(()), 5_000));
    assert!(pending.games.is_empty());
    assert_eq!(pending.next_due(), None);
}

#[test]
fn old_posts_are_given_up_and_the_list_is_bounded() {
    let mut pending = Pending::default();
    pending.add("old", 0);
    pending.add("new", 31 * 24 * 3_600_000);
    assert_eq!(pending.due(u64::MAX, true), ["new"]);
    for n in 0..MAX_WAITING + 5 {
        pending.add(&format!("g{n}"), 31 * 24 * 3_600_000);
    }
    assert_eq!(pending.games.len(), MAX_WAITING);
    assert_eq!(
        pending.games.last().unwrap().code,
        format!("g{}", MAX_WAITING + 4)
    );
}

#[test]
fn the_menu_lists_days_back_to_the_first_daily_game() {
    let first = rules::daily::FIRST_DAY;
    assert_eq!(days_listed(first), [first]);
    let days = days_listed(first.plus(2));
    assert_eq!(days, [first.plus(2), first.plus(1), first]);
    let later = first.plus(400);
    assert_eq!(days_listed(later).len(), DAYS_LISTED as usize);
    assert_eq!(days_listed(later)[0], later);
}

#[test]
fn a_posted_game_is_remembered_by_its_code_s_hash_with_the_server_s_word() {
    let mut posted = PostedGames::default();
    assert_eq!(posted.message_of("code-one"), None);
    posted.record("code-one", "Your game is on the board: 3rd of 9.");
    posted.record("code-two", "Your game is on the board: 1st of 10.");
    posted.record("code-one", "This game is on the board already: 4th of 11.");
    assert_eq!(
        posted.message_of("code-one"),
        Some("This game is on the board already: 4th of 11.")
    );
    assert_eq!(posted.games.len(), 2, "one entry a game");
    // Kept without the code itself, and read back as written.
    let json = posted.to_json();
    assert!(!json.contains("code-one"), "{json}");
    assert_eq!(posted.games[1].hash, code_hash("code-one"));
    assert_eq!(PostedGames::from_json(&json), posted);
    assert_eq!(PostedGames::from_json("{not json"), PostedGames::default());
    assert_eq!(code_hash(""), "cbf29ce484222325");
    assert_eq!(
        code_hash("a"),
        "af63dc4c8601ec8c",
        "FNV-1a's published value"
    );
}

#[test]
fn at_most_max_posted_games_are_remembered_the_oldest_going_first() {
    let mut posted = PostedGames::default();
    for n in 0..MAX_POSTED + 3 {
        posted.record(&n.to_string(), "posted");
    }
    assert_eq!(posted.games.len(), MAX_POSTED);
    assert_eq!(posted.message_of("2"), None);
    assert_eq!(posted.message_of("3"), Some("posted"));
}

#[test]
fn a_forgotten_player_keeps_the_name_and_posts_next_with_a_new_token() {
    let mut player = Player {
        name: Some("Kim".into()),
        token: Some(token_from_bytes([7; 16])),
    };
    player.forget();
    assert_eq!(player.name.as_deref(), Some("Kim"));
    assert_eq!(player.token, None);
    assert_eq!(player.token_or_make([9; 16]), token_from_bytes([9; 16]));
    assert_eq!(FORGET_PATH, "api/player");
    let reply = Reply::<Forgotten>::of(Some(&answer(200, r#"{"forgotten":3}"#)));
    assert_eq!(reply, Reply::Done(Forgotten { forgotten: 3 }));
}
