//! shturman-serve: the static server `scripts/run` uses for the web build
//! (dist/). HTTP/1.1 with keep-alive, GET and HEAD, one thread per
//! connection; precompressed copies (`X.br`, `X.gz`) by Accept-Encoding;
//! long caching for names that carry a content id, revalidation for the
//! rest; nothing outside the folder, however the path is spelt. With
//! `--lan` it listens on every interface and shows the address a phone
//! should open as a QR code.

pub mod files;
pub mod host;
pub mod http;
pub mod lan;
pub mod live;
pub mod server;
