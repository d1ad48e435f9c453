//! The weather of a round (§3): calm, fresh wind from the spinner, or
//! a storm. Movement dispatches on it; the game state records it per round.
//!
//! Directions reuse [`Heading`] and mean where the wind or storm *carries* a
//! ship (§1).

use crate::geometry::{Heading, ParseHeadingError};
use core::fmt;
use core::str::FromStr;

/// The weather of one round. Serialised as `{"kind":"calm"}`,
/// `{"kind":"fresh","wind":"W"}` or `{"kind":"storm","direction":"S"}`:
/// the shape saved games have always stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(from = "WeatherRepr", into = "WeatherRepr"))]
pub enum Weather {
    /// Штиль.
    Calm,
    /// Свежий ветер, carrying ships towards the heading.
    Fresh(Heading),
    /// Буря, drifting ships towards the heading.
    Storm(Heading),
}

/// The serialised shape of [`Weather`].
#[cfg(feature = "serde")]
#[derive(Clone, Copy, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum WeatherRepr {
    Calm,
    Fresh { wind: Heading },
    Storm { direction: Heading },
}

#[cfg(feature = "serde")]
impl From<WeatherRepr> for Weather {
    fn from(w: WeatherRepr) -> Self {
        match w {
            WeatherRepr::Calm => Weather::Calm,
            WeatherRepr::Fresh { wind } => Weather::Fresh(wind),
            WeatherRepr::Storm { direction } => Weather::Storm(direction),
        }
    }
}

#[cfg(feature = "serde")]
impl From<Weather> for WeatherRepr {
    fn from(w: Weather) -> Self {
        match w {
            Weather::Calm => WeatherRepr::Calm,
            Weather::Fresh(wind) => WeatherRepr::Fresh { wind },
            Weather::Storm(direction) => WeatherRepr::Storm { direction },
        }
    }
}

impl Weather {
    /// "calm", "fresh" or "storm": the kind without its direction.
    pub const fn kind_code(self) -> &'static str {
        match self {
            Weather::Calm => "calm",
            Weather::Fresh(_) => "fresh",
            Weather::Storm(_) => "storm",
        }
    }

    /// The wind or storm direction; `None` in calm.
    pub const fn direction(self) -> Option<Heading> {
        match self {
            Weather::Calm => None,
            Weather::Fresh(h) | Weather::Storm(h) => Some(h),
        }
    }
}

impl fmt::Display for Weather {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.direction() {
            None => f.write_str(self.kind_code()),
            Some(h) => write!(f, "{}:{}", self.kind_code(), h.code()),
        }
    }
}

/// Why a weather string did not parse. Each variant carries the bad text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseWeatherError {
    /// Not one of calm / fresh / storm (or штиль / свежий / буря).
    #[error("unknown weather {0:?} (use calm, fresh:<heading> or storm:<heading>)")]
    UnknownKind(String),
    /// Fresh wind or storm without a `:direction`.
    #[error("weather {0:?} needs a direction, e.g. fresh:W")]
    MissingDirection(String),
    /// Calm given a direction.
    #[error("weather {0:?}: calm takes no direction")]
    UnexpectedDirection(String),
    /// The direction is not a heading.
    #[error("{0}")]
    BadDirection(ParseHeadingError),
}

impl FromStr for Weather {
    type Err = ParseWeatherError;

    /// Parses `calm`, `fresh:<heading>`, `storm:<heading>` in any case; the
    /// Russian `штиль`, `свежий:<курс>`, `буря:<курс>` and Russian heading
    /// codes are accepted too.
    ///
    /// ```
    /// use shturman_rules::{Heading, Weather};
    /// assert_eq!("fresh:W".parse::<Weather>(), Ok(Weather::Fresh(Heading::W)));
    /// assert_eq!("буря:В".parse::<Weather>(), Ok(Weather::Storm(Heading::E)));
    /// assert_eq!("Calm".parse::<Weather>(), Ok(Weather::Calm));
    /// assert!("fresh".parse::<Weather>().is_err());
    /// assert!("breeze:W".parse::<Weather>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (kind, dir) = match s.trim().split_once(':') {
            Some((k, d)) => (k.trim().to_lowercase(), Some(d)),
            None => (s.trim().to_lowercase(), None),
        };
        let direction = || -> Result<Heading, ParseWeatherError> {
            let d = dir.ok_or_else(|| ParseWeatherError::MissingDirection(s.to_string()))?;
            d.parse::<Heading>()
                .map_err(ParseWeatherError::BadDirection)
        };
        match kind.as_str() {
            "calm" | "штиль" => match dir {
                None => Ok(Weather::Calm),
                Some(_) => Err(ParseWeatherError::UnexpectedDirection(s.to_string())),
            },
            "fresh" | "свежий" => Ok(Weather::Fresh(direction()?)),
            "storm" | "буря" => Ok(Weather::Storm(direction()?)),
            _ => Err(ParseWeatherError::UnknownKind(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_parses_back() {
        let mut all = vec![Weather::Calm];
        for h in Heading::ALL {
            all.push(Weather::Fresh(h));
            all.push(Weather::Storm(h));
        }
        for w in all {
            assert_eq!(w.to_string().parse::<Weather>(), Ok(w));
        }
    }

    #[test]
    fn bad_weather_names_the_value() {
        assert_eq!(
            "calm:N".parse::<Weather>(),
            Err(ParseWeatherError::UnexpectedDirection("calm:N".into()))
        );
        assert_eq!(
            "storm".parse::<Weather>(),
            Err(ParseWeatherError::MissingDirection("storm".into()))
        );
        assert_eq!(
            "fresh:up".parse::<Weather>(),
            Err(ParseWeatherError::BadDirection(ParseHeadingError(
                "up".into()
            )))
        );
    }

    #[cfg(feature = "serde")]
    #[test]
    fn serde_shape() {
        let s = serde_json::to_string(&Weather::Fresh(Heading::W)).unwrap();
        assert_eq!(s, r#"{"kind":"fresh","wind":"W"}"#);
        assert_eq!(
            serde_json::to_string(&Weather::Calm).unwrap(),
            r#"{"kind":"calm"}"#
        );
        assert_eq!(
            serde_json::to_string(&Weather::Storm(Heading::S)).unwrap(),
            r#"{"kind":"storm","direction":"S"}"#
        );
        assert_eq!(
            serde_json::from_str::<Weather>(&s).unwrap(),
            Weather::Fresh(Heading::W)
        );
    }
}
