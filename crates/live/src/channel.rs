//! The channel between a phone and its host on the table's Wi-Fi: a Noise
//! handshake (`Noise_KN_25519_ChaChaPoly_BLAKE2s`, the `snow` crate), then
//! every message authenticated and encrypted with the session's keys. The
//! seat code never travels: it is the seed of the seat's X25519 key pair,
//! and the host knows only the public half ([`SeatKey`]), stored in place
//! of the code.
//!
//! Why `KN` and not `NNpsk0` with the code as the pre-shared key: with a
//! pre-shared key the host must keep the key itself, so a copied store
//! would let anyone join; with `KN` the store holds public keys only. The
//! phone proves it holds the code by the `se` exchange: only the code's
//! private key gives the keys its first message is sealed with. What this
//! protects and what it does not is in `docs/live-table.md`.
//!
//! The frames, as WebSocket binary messages:
//! - the phone's first: [`VERSION`], the seat's public key (32 bytes, which
//!   seat it claims: the host must know which key to expect), and Noise's
//!   first message (the phone's ephemeral key). The version and the seat
//!   key are the handshake's prologue, so a forger cannot change them.
//! - the host's answer: Noise's second message (its ephemeral key, `ee`,
//!   `se`), or, for a seat it does not know, a plain [`crate::protocol::Bad`]
//!   as a text frame (nothing secret: a forger could say it as well).
//! - then each message, either way: one or more transport messages, each
//!   at most 65,535 bytes (Noise's limit), whose first plaintext byte says
//!   whether more parts follow ([`Channel::seal`], [`Channel::open`]).

use snow::resolvers::{CryptoResolver, DefaultResolver};
use snow::{HandshakeState, TransportState};
use std::fmt;

/// The Noise protocol name (pattern, curve, cipher, hash).
pub const NOISE: &str = "Noise_KN_25519_ChaChaPoly_BLAKE2s";

/// The first byte of a phone's first frame.
pub const VERSION: u8 = 1;

/// Noise's own limit on one message.
const NOISE_MAX: usize = 65_535;
/// The largest frame either side sends: one Noise message (a longer
/// message goes in parts). A host reads no bigger frame, before a seat has
/// joined or after.
pub const MAX_FRAME: usize = NOISE_MAX;
/// The AEAD tag each transport message carries.
const TAG: usize = 16;
/// Plaintext bytes per part: the limit less the tag and the "more" byte.
const PART: usize = NOISE_MAX - TAG - 1;

/// A seat's code: the secret a QR code carries (32 hex digits, 128 random
/// bits). It stays on the devices that show or scan it.
#[derive(Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct SeatCode(pub String);

impl fmt::Debug for SeatCode {
    /// Never printed: a log line must not hold a seat.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatCode(…)")
    }
}

/// A seat's public key: what the host stores and looks a seat up by.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SeatKey(pub [u8; 32]);

impl fmt::Debug for SeatKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SeatKey({})", &self.hex()[..8])
    }
}

impl SeatKey {
    /// Lower-case hex, as stored.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Read [`SeatKey::hex`] back.
    pub fn from_hex(s: &str) -> Option<SeatKey> {
        if s.len() != 64 || !s.is_ascii() {
            return None;
        }
        let mut key = [0u8; 32];
        for (i, b) in key.iter_mut().enumerate() {
            *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(SeatKey(key))
    }
}

impl serde::Serialize for SeatKey {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.hex())
    }
}

impl<'de> serde::Deserialize<'de> for SeatKey {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<SeatKey, D::Error> {
        let s = String::deserialize(d)?;
        SeatKey::from_hex(&s).ok_or_else(|| serde::de::Error::custom("not a seat key"))
    }
}

impl SeatCode {
    /// The seat's private key: BLAKE2s of the code under the protocol's
    /// own label (so the same text used elsewhere gives another key).
    fn private(&self) -> [u8; 32] {
        use blake2::digest::{Digest, Update};
        let mut h = blake2::Blake2s256::new();
        Update::update(&mut h, b"shturman seat key v1\0");
        Update::update(&mut h, self.0.as_bytes());
        h.finalize().into()
    }

    /// The seat's public key, what the host keeps of this code.
    ///
    /// ```
    /// use shturman_live::channel::SeatCode;
    /// let a = SeatCode("00112233445566778899aabbccddeeff".into());
    /// let b = SeatCode("00112233445566778899aabbccddeefe".into());
    /// assert_eq!(a.key(), a.key());
    /// assert_ne!(a.key(), b.key());
    /// ```
    pub fn key(&self) -> SeatKey {
        let mut dh = DefaultResolver
            .resolve_dh(&snow::params::DHChoice::Curve25519)
            .expect("the resolver has X25519");
        dh.set(&self.private());
        let mut key = [0u8; 32];
        key.copy_from_slice(dh.pubkey());
        SeatKey(key)
    }
}

/// What went wrong on the channel. The connection is dropped; nothing is
/// changed by it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChannelError {
    /// The first frame is not a phone's first frame of this version.
    #[error("not a first frame of version {VERSION} ({len} bytes)")]
    NotFirst { len: usize },
    /// The handshake did not complete (a wrong seat code, or a forger).
    #[error("the handshake failed")]
    Handshake,
    /// A frame that does not open with the session's keys (changed on the
    /// way, replayed, or out of order).
    #[error("a frame that does not open")]
    Forged,
    /// A message longer than the side reading it takes.
    #[error("a message over {max} bytes")]
    TooLong { max: usize },
}

fn params() -> snow::params::NoiseParams {
    NOISE.parse().expect("a valid Noise name")
}

/// The prologue both sides bind the handshake to.
fn prologue(key: &SeatKey) -> Vec<u8> {
    let mut p = vec![VERSION];
    p.extend_from_slice(&key.0);
    p
}

/// The phone's side of a handshake under way.
pub struct Dialer {
    hs: HandshakeState,
}

impl Dialer {
    /// Start a handshake for `code`'s seat: the dialer, and the first
    /// frame to send.
    pub fn start(code: &SeatCode) -> (Dialer, Vec<u8>) {
        let key = code.key();
        let private = code.private();
        let prologue = prologue(&key);
        let mut hs = snow::Builder::new(params())
            .local_private_key(&private)
            .and_then(|b| b.prologue(&prologue))
            .and_then(|b| b.build_initiator())
            .expect("fixed parameters build");
        let mut frame = prologue;
        let mut buf = [0u8; 64];
        let n = hs
            .write_message(&[], &mut buf)
            .expect("the first message fits");
        frame.extend_from_slice(&buf[..n]);
        (Dialer { hs }, frame)
    }

    /// Read the host's answer: the channel, or why not.
    pub fn finish(mut self, answer: &[u8]) -> Result<Channel, ChannelError> {
        let mut buf = vec![0u8; answer.len()];
        self.hs
            .read_message(answer, &mut buf)
            .map_err(|_| ChannelError::Handshake)?;
        let t = self
            .hs
            .into_transport_mode()
            .map_err(|_| ChannelError::Handshake)?;
        Ok(Channel::new(t))
    }
}

/// A phone's first frame, read by the host: the seat it claims, and the
/// handshake to answer once the host knows that seat.
pub struct Claim {
    pub key: SeatKey,
    noise: Vec<u8>,
}

impl Claim {
    /// Read a phone's first frame. Any bytes give a claim or an error,
    /// never a panic.
    pub fn read(frame: &[u8]) -> Result<Claim, ChannelError> {
        let not_first = ChannelError::NotFirst { len: frame.len() };
        // the version, the key, an ephemeral key and no payload
        if frame.len() != 1 + 32 + 32 || frame[0] != VERSION {
            return Err(not_first);
        }
        let mut key = [0u8; 32];
        key.copy_from_slice(&frame[1..33]);
        Ok(Claim {
            key: SeatKey(key),
            noise: frame[33..].to_vec(),
        })
    }

    /// Answer the claim for a seat this host knows by `self.key`: the
    /// channel, and the frame to send back. The phone is proved to hold
    /// the seat's code only once a message of it opens on the channel.
    pub fn answer(self) -> Result<(Channel, Vec<u8>), ChannelError> {
        let prologue = prologue(&self.key);
        let mut hs = snow::Builder::new(params())
            .remote_public_key(&self.key.0)
            .and_then(|b| b.prologue(&prologue))
            .and_then(|b| b.build_responder())
            .map_err(|_| ChannelError::Handshake)?;
        let mut buf = [0u8; 128];
        hs.read_message(&self.noise, &mut buf)
            .map_err(|_| ChannelError::Handshake)?;
        let n = hs
            .write_message(&[], &mut buf)
            .map_err(|_| ChannelError::Handshake)?;
        let answer = buf[..n].to_vec();
        let t = hs
            .into_transport_mode()
            .map_err(|_| ChannelError::Handshake)?;
        Ok((Channel::new(t), answer))
    }
}

/// A joined connection's session: seals what this side sends, opens what
/// the other sends, in order.
pub struct Channel {
    t: TransportState,
    /// The parts of a message read so far.
    partial: Vec<u8>,
}

impl Channel {
    fn new(t: TransportState) -> Channel {
        Channel {
            t,
            partial: Vec::new(),
        }
    }

    /// The frames that carry `message` (one for anything under 64 KiB).
    pub fn seal(&mut self, message: &[u8]) -> Vec<Vec<u8>> {
        let mut frames = Vec::new();
        let mut chunks = message.chunks(PART).peekable();
        loop {
            let chunk = chunks.next().unwrap_or(&[]);
            let more = chunks.peek().is_some();
            let mut plain = Vec::with_capacity(chunk.len() + 1);
            plain.push(u8::from(more));
            plain.extend_from_slice(chunk);
            let mut out = vec![0u8; plain.len() + TAG];
            let n = self
                .t
                .write_message(&plain, &mut out)
                .expect("a part fits a Noise message");
            out.truncate(n);
            frames.push(out);
            if !more {
                return frames;
            }
        }
    }

    /// Open one frame: the whole message once its last part is read, or
    /// `None` while parts are still to come. A message longer than `max`
    /// bytes is refused (and the channel should be dropped).
    pub fn open(&mut self, frame: &[u8], max: usize) -> Result<Option<Vec<u8>>, ChannelError> {
        if frame.len() > NOISE_MAX || frame.len() <= TAG {
            return Err(ChannelError::Forged);
        }
        let mut plain = vec![0u8; frame.len()];
        let n = self
            .t
            .read_message(frame, &mut plain)
            .map_err(|_| ChannelError::Forged)?;
        let (&more, body) = plain[..n].split_first().ok_or(ChannelError::Forged)?;
        if self.partial.len() + body.len() > max {
            self.partial.clear();
            return Err(ChannelError::TooLong { max });
        }
        self.partial.extend_from_slice(body);
        match more {
            0 => Ok(Some(std::mem::take(&mut self.partial))),
            1 => Ok(None),
            _ => Err(ChannelError::Forged),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(code: &str, claimed: &str) -> Result<(Channel, Channel), ChannelError> {
        let (dialer, first) = Dialer::start(&SeatCode(code.into()));
        let claim = Claim::read(&first)?;
        assert_eq!(claim.key, SeatCode(claimed.into()).key());
        let (host, answer) = claim.answer()?;
        Ok((dialer.finish(&answer)?, host))
    }

    #[test]
    fn a_message_goes_both_ways_sealed() {
        let (mut phone, mut host) = pair("abc", "abc").unwrap();
        let frames = phone.seal(b"hello");
        assert_eq!(frames.len(), 1);
        assert!(!frames[0].windows(5).any(|w| w == b"hello"));
        assert_eq!(host.open(&frames[0], 100).unwrap(), Some(b"hello".to_vec()));
        let back = host.seal(b"");
        assert_eq!(phone.open(&back[0], 100).unwrap(), Some(vec![]));
    }

    #[test]
    fn a_long_message_goes_in_parts_and_is_bounded() {
        let (mut phone, mut host) = pair("abc", "abc").unwrap();
        let long = vec![7u8; 200_000];
        let frames = host.seal(&long);
        assert_eq!(frames.len(), 4);
        let mut got = None;
        for f in &frames {
            got = phone.open(f, 1 << 20).unwrap();
        }
        assert_eq!(got, Some(long));
        let frames = host.seal(&vec![1u8; 70_000]);
        assert_eq!(
            phone.open(&frames[0], 1000),
            Err(ChannelError::TooLong { max: 1000 })
        );
    }

    /// A phone with another code claiming this seat's key cannot complete:
    /// its first sealed message does not open on the host.
    #[test]
    fn the_wrong_code_cannot_speak_for_a_seat() {
        let (dialer, mut first) = Dialer::start(&SeatCode("wrong".into()));
        let real = SeatCode("right".into()).key();
        first[1..33].copy_from_slice(&real.0);
        let claim = Claim::read(&first).unwrap();
        // the prologue no longer matches the dialer's: either side fails
        match claim.answer() {
            Err(_) => {}
            Ok((mut host, answer)) => match dialer.finish(&answer) {
                Err(_) => {}
                Ok(mut phone) => {
                    let f = phone.seal(b"act");
                    assert_eq!(host.open(&f[0], 100), Err(ChannelError::Forged));
                }
            },
        }
    }

    #[test]
    fn a_changed_or_replayed_frame_does_not_open() {
        let (mut phone, mut host) = pair("abc", "abc").unwrap();
        let f = phone.seal(b"one");
        let mut changed = f[0].clone();
        changed[3] ^= 1;
        assert_eq!(host.open(&changed, 100), Err(ChannelError::Forged));
        let (mut phone, mut host) = pair("abc", "abc").unwrap();
        let f = phone.seal(b"one");
        assert!(host.open(&f[0], 100).is_ok());
        assert_eq!(host.open(&f[0], 100), Err(ChannelError::Forged));
    }

    #[test]
    fn first_frames_of_another_shape_are_refused() {
        for len in [0, 1, 33, 64, 66, 200] {
            assert!(Claim::read(&vec![VERSION; len]).is_err());
        }
        let (_, mut first) = Dialer::start(&SeatCode("a".into()));
        first[0] = 2;
        assert!(Claim::read(&first).is_err());
    }

    #[test]
    fn the_seat_code_is_not_printed() {
        let code = SeatCode("0011223344".into());
        assert!(!format!("{code:?}").contains("0011"));
    }
}
