use serde_json::Value;

use super::*;

fn keys(list: &[(u32, &str, Ease)]) -> Vec<(u32, String, Ease)> {
    list.iter()
        .map(|&(at, v, e)| (at, v.to_owned(), e))
        .collect()
}

/// The keyframes as (offset, property, value, easing), read back as a browser would.
fn read(json: &str) -> Vec<(f64, String, String, String)> {
    let frames: Vec<Value> = serde_json::from_str(json).expect("the keyframes are JSON");
    frames
        .iter()
        .map(|frame| {
            let frame = frame.as_object().expect("each keyframe is an object");
            assert_eq!(
                frame.len(),
                3,
                "an offset, an easing and one property: {frame:?}"
            );
            let (property, value) = frame
                .iter()
                .find(|(k, _)| *k != "offset" && *k != "easing")
                .expect("a property");
            (
                frame["offset"].as_f64().expect("a numeric offset"),
                property.clone(),
                value.as_str().expect("a CSS value").to_owned(),
                frame["easing"].as_str().expect("an easing").to_owned(),
            )
        })
        .collect()
}

#[test]
fn a_course_plays_its_keys_at_their_share_of_the_length_and_holds_its_last_to_the_end() {
    let fall = keys(&[
        (0, "0% -200%", Ease::Hold),
        (250, "0% -200%", Ease::Glide),
        (500, "0% 0%", Ease::Hold),
    ]);
    let frames = read(&keyframes(&[("translate", &fall)], 1000));
    let glide = "cubic-bezier(0.25, 0.8, 0.3, 1)";
    let expected = [
        (0.0, "0% -200%", "step-end"),
        (0.25, "0% -200%", glide),
        (0.5, "0% 0%", "step-end"),
        (1.0, "0% 0%", "step-end"),
    ];
    assert_eq!(frames.len(), expected.len());
    for (frame, (offset, value, easing)) in frames.iter().zip(expected) {
        assert_eq!(frame.0, offset);
        assert_eq!(frame.1, "translate");
        assert_eq!(frame.2, value);
        assert_eq!(frame.3, easing);
    }
}

#[test]
fn two_courses_interleave_by_time_each_keeping_its_own_keys_in_order() {
    let place = keys(&[
        (0, "0% -100%", Ease::Hold),
        (300, "0% -100%", Ease::Drop),
        (600, "0% 0%", Ease::Hold),
    ]);
    let fade = keys(&[
        (0, "0.00", Ease::Hold),
        (300, "0.00", Ease::Linear),
        (450, "1.00", Ease::Hold),
    ]);
    let frames = read(&keyframes(
        &[("translate", &place), ("opacity", &fade)],
        1200,
    ));
    let offsets: Vec<f64> = frames.iter().map(|f| f.0).collect();
    assert!(
        offsets.windows(2).all(|w| w[0] <= w[1]),
        "offsets never fall: {offsets:?}"
    );
    for (property, course) in [("translate", &place), ("opacity", &fade)] {
        let own: Vec<(u32, &str)> = frames
            .iter()
            .filter(|f| f.1 == property)
            .map(|f| ((f.0 * 1200.0).round() as u32, f.2.as_str()))
            .collect();
        let mut expected: Vec<(u32, &str)> =
            course.iter().map(|(at, v, _)| (*at, v.as_str())).collect();
        expected.push((1200, course.last().map(|(_, v, _)| v.as_str()).unwrap()));
        assert_eq!(
            own, expected,
            "{property}'s own keyframes, in order, then held"
        );
    }
    // The drop and the fade start together, each on its own curve.
    let at_300: Vec<(&str, &str)> = frames
        .iter()
        .filter(|f| f.0 == 0.25)
        .map(|f| (f.1.as_str(), f.3.as_str()))
        .collect();
    assert_eq!(
        at_300,
        [
            ("translate", "cubic-bezier(0.5, 0, 0.75, 0)"),
            ("opacity", "linear")
        ]
    );
}

#[test]
fn a_property_without_keys_is_left_out() {
    let fade = keys(&[(0, "1", Ease::Hold), (90, "0", Ease::Hold)]);
    let frames = read(&keyframes(&[("translate", &[]), ("opacity", &fade)], 100));
    assert!(frames.iter().all(|f| f.1 == "opacity"));
    assert_eq!(frames.len(), 3);
    assert_eq!(read(&keyframes(&[], 100)), []);
}

#[test]
fn offsets_are_written_to_a_millionth_and_never_past_the_end() {
    assert_eq!(fraction(1, 3), "0.333333");
    assert_eq!(fraction(2, 3), "0.666666");
    assert_eq!(fraction(4_900, 4_900), "1.000000");
    assert_eq!(fraction(5_000, 4_900), "1.000000");
    assert_eq!(fraction(0, 0), "0.000000");
}
