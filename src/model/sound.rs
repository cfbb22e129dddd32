//! The game's sounds and touch feedback: which sound each thing that happens makes, and how
//! each is synthesized, note by note, so the page needs no sound files (the browser adapter
//! only plays the notes). The session decides when a sound plays ([`Sound::of`] for what
//! the board does; a new best and the game's end are its own).

use super::happening::Happening;

/// A sound the page plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A tile picked up or selected.
    PickUp,
    /// An accepted swap or slide.
    Swap,
    /// A refused move.
    Refused,
    /// A merge into `value`, in the move's pass `pass` (0: the swap's own).
    Merge {
        /// The merged tile's value.
        value: u64,
        /// The pass it came in.
        pass: usize,
    },
    /// The game passed the best score it set out to beat.
    NewBest,
    /// No move is left.
    GameOver,
}

/// A waveform, as Web Audio's oscillators name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    /// Pure and soft.
    Sine,
    /// Soft, a little reedy.
    Triangle,
    /// Hollow and buzzy: kept quiet.
    Square,
}

/// One note of a sound: a tone that starts `at_ms` after the sound, glides from `hz` to
/// `to_hz` over `ms`, and fades out from `level` (0 to 1, before the volume).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    /// Its waveform.
    pub wave: Wave,
    /// Its pitch at the start, in hertz.
    pub hz: f32,
    /// Its pitch at the end.
    pub to_hz: f32,
    /// When it starts, in milliseconds from the sound's start.
    pub at_ms: u32,
    /// How long it lasts.
    pub ms: u32,
    /// How loud it starts, 0 to 1.
    pub level: f32,
}

/// The major pentatonic scale from middle C up, three and a half octaves (C4 to E7), in
/// hertz: any run of its notes sounds well together, so a cascade's notes make a tune,
/// never a clash. A table rather than `2^(n/12)`, which would bring a power function into
/// the page for eighteen numbers.
const PENTATONIC: [f32; 18] = [
    261.63, 293.66, 329.63, 392.00, 440.00, // C4 D4 E4 G4 A4
    523.25, 587.33, 659.26, 783.99, 880.00, // C5 D5 E5 G5 A5
    1046.50, 1174.66, 1318.51, 1567.98, 1760.00, // C6 D6 E6 G6 A6
    2093.00, 2349.32, 2637.02, // C7 D7 E7
];

/// The pitch of step `step` of the scale; beyond its top, its top, so the largest tiles
/// stay pleasant to hear.
fn pentatonic(step: u32) -> f32 {
    PENTATONIC[(step as usize).min(PENTATONIC.len() - 1)]
}

fn note(wave: Wave, hz: f32, to_hz: f32, at_ms: u32, ms: u32, level: f32) -> Note {
    Note {
        wave,
        hz,
        to_hz,
        at_ms,
        ms,
        level,
    }
}

impl Sound {
    /// The sound `happening` makes, if any (a roll of the view is silent).
    pub fn of(happening: Happening) -> Option<Sound> {
        match happening {
            Happening::PickUp => Some(Sound::PickUp),
            Happening::Move { .. } => Some(Sound::Swap),
            Happening::Refusal => Some(Sound::Refused),
            Happening::Merge { value, pass, .. } => Some(Sound::Merge { value, pass }),
            Happening::Roll { .. } => None,
        }
    }

    /// The notes that make it.
    pub fn notes(self) -> Vec<Note> {
        match self {
            Sound::PickUp => vec![note(Wave::Sine, 660.0, 880.0, 0, 60, 0.5)],
            Sound::Swap => vec![note(Wave::Triangle, 330.0, 494.0, 0, 90, 0.45)],
            Sound::Refused => vec![
                note(Wave::Square, 196.0, 175.0, 0, 70, 0.12),
                note(Wave::Square, 175.0, 147.0, 90, 90, 0.12),
            ],
            // The value's step of the scale, one step higher for each pass of a cascade:
            // a cascade climbs, and sounds as one run of notes.
            Sound::Merge { value, pass } => {
                let step = value.max(2).trailing_zeros() - 1 + pass as u32;
                let hz = pentatonic(step);
                vec![
                    note(Wave::Triangle, hz, hz, 0, 160, 0.7),
                    note(Wave::Sine, hz * 2.0, hz * 2.0, 0, 120, 0.2),
                ]
            }
            Sound::NewBest => [0, 2, 4, 5]
                .into_iter()
                .enumerate()
                .map(|(i, octave_step)| {
                    let hz = pentatonic(5 + octave_step);
                    note(Wave::Triangle, hz, hz, 90 * i as u32, 150, 0.6)
                })
                .collect(),
            Sound::GameOver => [7, 5, 3, 0]
                .into_iter()
                .enumerate()
                .map(|(i, step)| {
                    let hz = pentatonic(step);
                    note(Wave::Triangle, hz, hz * 0.98, 170 * i as u32, 260, 0.55)
                })
                .collect(),
        }
    }

    /// How long a device that can vibrates for it, in milliseconds: a merge is felt as well
    /// as heard; nothing else buzzes.
    pub fn buzz(self) -> Option<u32> {
        match self {
            Sound::Merge { pass: 0, .. } => Some(18),
            Sound::Merge { .. } => Some(10),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_pitch(sound: Sound) -> f32 {
        sound.notes()[0].hz
    }

    #[test]
    fn a_merge_sounds_higher_the_higher_its_value() {
        let pitches: Vec<f32> = (1..=18)
            .map(|e| {
                first_pitch(Sound::Merge {
                    value: 1 << e,
                    pass: 0,
                })
            })
            .collect();
        assert!(pitches.windows(2).all(|w| w[0] < w[1]), "{pitches:?}");
        assert!(
            (pitches[0] - 261.63).abs() < 0.01,
            "a merge into 2 sounds middle C"
        );
        // Beyond the top of the range, the pitch stays there.
        let top = first_pitch(Sound::Merge {
            value: 1 << 40,
            pass: 0,
        });
        assert_eq!(
            top,
            first_pitch(Sound::Merge {
                value: 1 << 18,
                pass: 0
            })
        );
        assert!(top < 2_700.0);
    }

    #[test]
    fn the_scale_is_the_pentatonic_one_in_equal_temperament() {
        // Each step is C4 raised by its semitones: 0, 2, 4, 7, 9 in each octave.
        for (step, &hz) in PENTATONIC.iter().enumerate() {
            let semitones = 12 * (step / 5) + [0, 2, 4, 7, 9][step % 5];
            let exact = 261.63 * 2f64.powf(semitones as f64 / 12.0);
            assert!(
                (f64::from(hz) - exact).abs() < 0.05 * exact / 100.0 + 0.02,
                "step {step}"
            );
        }
    }

    #[test]
    fn a_cascade_climbs_pass_by_pass() {
        let pass = |pass| first_pitch(Sound::Merge { value: 8, pass });
        assert!(pass(0) < pass(1) && pass(1) < pass(2));
    }

    #[test]
    fn what_the_board_does_sounds_as_its_sound() {
        assert_eq!(Sound::of(Happening::PickUp), Some(Sound::PickUp));
        assert_eq!(
            Sound::of(Happening::Move { across_seam: true }),
            Some(Sound::Swap)
        );
        assert_eq!(Sound::of(Happening::Refusal), Some(Sound::Refused));
        assert_eq!(
            Sound::of(Happening::Merge {
                value: 64,
                tiles: 4,
                pass: 2
            }),
            Some(Sound::Merge { value: 64, pass: 2 })
        );
        assert_eq!(Sound::of(Happening::Roll { seam_shown: true }), None);
    }

    #[test]
    fn every_sound_is_short_and_never_loud() {
        for sound in [
            Sound::PickUp,
            Sound::Swap,
            Sound::Refused,
            Sound::Merge { value: 2, pass: 0 },
            Sound::Merge {
                value: 1 << 60,
                pass: 9,
            },
            Sound::NewBest,
            Sound::GameOver,
        ] {
            let notes = sound.notes();
            assert!(!notes.is_empty(), "{sound:?}");
            let end = notes.iter().map(|n| n.at_ms + n.ms).max().unwrap();
            assert!(end <= 800, "{sound:?} lasts {end} ms");
            assert!(notes.iter().all(|n| (0.0..=1.0).contains(&n.level)));
            assert!(notes.iter().all(|n| n.hz > 20.0 && n.to_hz > 20.0));
        }
    }

    #[test]
    fn only_merges_are_felt() {
        assert_eq!(Sound::Merge { value: 4, pass: 0 }.buzz(), Some(18));
        assert_eq!(Sound::Merge { value: 4, pass: 1 }.buzz(), Some(10));
        for sound in [
            Sound::PickUp,
            Sound::Swap,
            Sound::Refused,
            Sound::NewBest,
            Sound::GameOver,
        ] {
            assert_eq!(sound.buzz(), None, "{sound:?}");
        }
    }
}
