//! HTTP/1.1 on the wire: reading one request head from a connection,
//! writing one response, and the HTTP date format. Only what a static
//! server needs: no request bodies (a small one is read and dropped so the
//! connection stays usable), no chunked encoding, no obsolete line folding.

use std::fs::File;
use std::io::{self, BufRead, Read, Write};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The longest request head (request line and headers) accepted.
pub const MAX_HEAD: usize = 16 * 1024;
/// The most headers accepted in one request.
pub const MAX_HEADERS: usize = 100;
/// The largest request body read and dropped (GET and HEAD have none).
pub const MAX_BODY: u64 = 64 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    Http10,
    Http11,
}

/// One request head. Header names are lower-cased; values are trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub method: String,
    pub target: String,
    pub version: Version,
    pub headers: Vec<(String, String)>,
}

impl Request {
    /// The value of a header; a header sent several times is joined with
    /// ", " as HTTP allows for list headers.
    pub fn header(&self, name: &str) -> Option<String> {
        let values: Vec<&str> = self
            .headers
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .collect();
        if values.is_empty() {
            None
        } else {
            Some(values.join(", "))
        }
    }

    /// Whether the connection stays open after the response: HTTP/1.1
    /// unless the client says `close`, HTTP/1.0 only if it asks.
    pub fn keep_alive(&self) -> bool {
        let connection = self
            .header("connection")
            .unwrap_or_default()
            .to_ascii_lowercase();
        let has = |token: &str| connection.split(',').any(|t| t.trim() == token);
        match self.version {
            Version::Http11 => !has("close"),
            Version::Http10 => has("keep-alive"),
        }
    }
}

/// Why no request could be read.
#[derive(Debug)]
pub enum ReadError {
    /// The client closed the connection (or went idle) between requests.
    Closed,
    Io(io::Error),
    /// A malformed or unacceptable request: answer with this status and
    /// close the connection.
    Bad(u16, &'static str),
}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        match e.kind() {
            io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => ReadError::Closed,
            _ => ReadError::Io(e),
        }
    }
}

/// Reads one line of the head, at most `budget` bytes, without its CRLF
/// (a bare LF is accepted too). `None`: the connection ended first.
fn read_line<R: BufRead>(r: &mut R, budget: &mut usize) -> Result<Option<Vec<u8>>, ReadError> {
    let mut line = Vec::new();
    let n = r
        .by_ref()
        .take(*budget as u64 + 1)
        .read_until(b'\n', &mut line)?;
    if n == 0 {
        return Ok(None);
    }
    if n > *budget {
        return Err(ReadError::Bad(431, "request head too large"));
    }
    *budget -= n;
    if line.last() != Some(&b'\n') {
        return Ok(None); // cut off mid-line
    }
    line.pop();
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(Some(line))
}

fn is_token(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

/// Reads the next request head from a connection, and drops a small body
/// if one was sent.
pub fn read_request<R: BufRead>(r: &mut R) -> Result<Request, ReadError> {
    let mut budget = MAX_HEAD;
    // a client may send empty lines between requests (RFC 9112, 2.2)
    let request_line = loop {
        match read_line(r, &mut budget)? {
            None => return Err(ReadError::Closed),
            Some(l) if l.is_empty() => continue,
            Some(l) => break l,
        }
    };
    let request_line = String::from_utf8(request_line)
        .map_err(|_| ReadError::Bad(400, "request line is not UTF-8"))?;
    let mut parts = request_line.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(ReadError::Bad(400, "malformed request line"));
    };
    // no control characters in the target: a redirect echoes it in a header
    if !is_token(method) || target.is_empty() || target.bytes().any(|b| b < 0x21 || b == 0x7f) {
        return Err(ReadError::Bad(400, "malformed request line"));
    }
    let version = match version {
        "HTTP/1.1" => Version::Http11,
        "HTTP/1.0" => Version::Http10,
        v if v.starts_with("HTTP/") => {
            return Err(ReadError::Bad(505, "HTTP version not supported"))
        }
        _ => return Err(ReadError::Bad(400, "malformed request line")),
    };
    let mut headers = Vec::new();
    loop {
        let Some(line) = read_line(r, &mut budget)? else {
            return Err(ReadError::Closed);
        };
        if line.is_empty() {
            break;
        }
        if line[0] == b' ' || line[0] == b'\t' {
            return Err(ReadError::Bad(400, "folded header line"));
        }
        if headers.len() == MAX_HEADERS {
            return Err(ReadError::Bad(431, "too many headers"));
        }
        // header values may hold obs-text; names are ASCII tokens
        let line = String::from_utf8_lossy(&line);
        let Some((name, value)) = line.split_once(':') else {
            return Err(ReadError::Bad(400, "malformed header"));
        };
        if !is_token(name) {
            return Err(ReadError::Bad(400, "malformed header name"));
        }
        headers.push((
            name.to_ascii_lowercase(),
            value.trim_matches([' ', '\t']).to_string(),
        ));
    }
    let req = Request {
        method: method.to_string(),
        target: target.to_string(),
        version,
        headers,
    };
    if req.header("transfer-encoding").is_some() {
        return Err(ReadError::Bad(501, "request bodies are not accepted"));
    }
    if let Some(len) = req.header("content-length") {
        // "5, 5" from a repeated header is one length; "5, 6" is not
        let mut lens = len.split(',').map(|s| s.trim().parse::<u64>());
        let first = match lens.next() {
            Some(Ok(n)) => n,
            _ => return Err(ReadError::Bad(400, "malformed Content-Length")),
        };
        if !lens.all(|n| n == Ok(first)) {
            return Err(ReadError::Bad(400, "conflicting Content-Length"));
        }
        if first > MAX_BODY {
            return Err(ReadError::Bad(413, "request body too large"));
        }
        let dropped = io::copy(&mut r.by_ref().take(first), &mut io::sink())?;
        if dropped < first {
            return Err(ReadError::Closed);
        }
    }
    Ok(req)
}

/// What follows a response's head.
#[derive(Debug)]
pub enum Body {
    Empty,
    Text(&'static str),
    /// A file and how many bytes of it to send.
    File(File, u64),
}

#[derive(Debug)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Body,
}

impl Response {
    /// A short plain-text answer (errors, redirects).
    pub fn text(status: u16, body: &'static str) -> Self {
        Response {
            status,
            headers: vec![("Content-Type", "text/plain; charset=utf-8".into())],
            body: Body::Text(body),
        }
    }

    pub fn with(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.headers.push((name, value.into()));
        self
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The length of the body a GET gets (also announced to a HEAD).
    pub fn body_len(&self) -> Option<u64> {
        match &self.body {
            Body::Empty if self.status == 304 => None,
            Body::Empty => Some(0),
            Body::Text(t) => Some(t.len() as u64),
            Body::File(_, n) => Some(*n),
        }
    }
}

pub fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        301 => "Moved Permanently",
        304 => "Not Modified",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        413 => "Content Too Large",
        414 => "URI Too Long",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "",
    }
}

/// Writes a response: its head with `Date`, `Content-Length` and
/// `Connection`, and, unless `head_only`, its body.
pub fn write_response<W: Write>(
    w: &mut W,
    resp: Response,
    head_only: bool,
    keep_alive: bool,
) -> io::Result<()> {
    let mut head = format!("HTTP/1.1 {} {}\r\n", resp.status, reason(resp.status));
    head.push_str(&format!("Date: {}\r\n", http_date(SystemTime::now())));
    for (name, value) in &resp.headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    if let Some(len) = resp.body_len() {
        head.push_str(&format!("Content-Length: {len}\r\n"));
    }
    head.push_str(if keep_alive {
        "Connection: keep-alive\r\n\r\n"
    } else {
        "Connection: close\r\n\r\n"
    });
    w.write_all(head.as_bytes())?;
    if !head_only {
        match resp.body {
            Body::Empty => {}
            Body::Text(t) => w.write_all(t.as_bytes())?,
            Body::File(f, len) => {
                let sent = io::copy(&mut f.take(len), w)?;
                if sent < len {
                    // the file shrank while being sent: the promised length
                    // cannot be kept, so the connection must end
                    return Err(io::Error::new(
                        io::ErrorKind::UnexpectedEof,
                        "file shrank while sent",
                    ));
                }
            }
        }
    }
    w.flush()
}

const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]; // 1970-01-01 was a Thursday
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// (year, month 1-12, day 1-31) of a day count since 1970-01-01
/// (Howard Hinnant's civil_from_days).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// The day count since 1970-01-01 of a civil date (days_from_civil).
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// A time in HTTP's IMF-fixdate form: `Sun, 06 Nov 1994 08:49:37 GMT`.
/// Times before 1970 are written as 1970-01-01.
pub fn http_date(t: SystemTime) -> String {
    let secs = t
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0) as i64;
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{}, {:02} {} {} {:02}:{:02}:{:02} GMT",
        DAYS[days.rem_euclid(7) as usize],
        d,
        MONTHS[(m - 1) as usize],
        y,
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// Reads an IMF-fixdate (the only form a client should send now); `None`
/// for anything else, which makes a conditional request unconditional.
pub fn parse_http_date(s: &str) -> Option<SystemTime> {
    let s = s.trim();
    let (_, rest) = s.split_once(", ")?;
    let mut f = rest.split(' ');
    let (day, month, year, time, zone) = (f.next()?, f.next()?, f.next()?, f.next()?, f.next()?);
    if f.next().is_some() || zone != "GMT" || day.len() != 2 || year.len() != 4 || time.len() != 8 {
        return None;
    }
    let d: u32 = day.parse().ok()?;
    let m = MONTHS.iter().position(|&x| x == month)? as u32 + 1;
    let y: i64 = year.parse().ok()?;
    let mut hms = time
        .split(':')
        .map(|p| p.parse::<u64>().ok().filter(|_| p.len() == 2));
    let (h, mi, se) = (hms.next()??, hms.next()??, hms.next()??);
    if !(1..=31).contains(&d) || h > 23 || mi > 59 || se > 60 || y < 1970 {
        return None;
    }
    let days = days_from_civil(y, m, d);
    let secs = u64::try_from(days).ok()? * 86_400 + h * 3600 + mi * 60 + se;
    Some(UNIX_EPOCH + Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn read(s: &str) -> Result<Request, ReadError> {
        read_request(&mut Cursor::new(s.as_bytes().to_vec()))
    }

    #[test]
    fn reads_a_request_head() {
        let r = read("GET /a.js?x=1 HTTP/1.1\r\nHost: h\r\nAccept-Encoding: gzip\r\naccept-encoding:  br \r\n\r\n").unwrap();
        assert_eq!(r.method, "GET");
        assert_eq!(r.target, "/a.js?x=1");
        assert_eq!(r.version, Version::Http11);
        assert_eq!(r.header("host").as_deref(), Some("h"));
        assert_eq!(r.header("accept-encoding").as_deref(), Some("gzip, br"));
        assert!(r.keep_alive());
    }

    #[test]
    fn pipelined_requests_are_read_one_after_the_other() {
        let mut c =
            Cursor::new(b"\r\nGET /1 HTTP/1.1\nHost: h\n\nHEAD /2 HTTP/1.1\r\n\r\n".to_vec());
        assert_eq!(read_request(&mut c).unwrap().target, "/1");
        let second = read_request(&mut c).unwrap();
        assert_eq!(
            (second.method.as_str(), second.target.as_str()),
            ("HEAD", "/2")
        );
        assert!(matches!(read_request(&mut c), Err(ReadError::Closed)));
    }

    #[test]
    fn keep_alive_follows_the_version_and_connection_header() {
        assert!(!read("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
            .unwrap()
            .keep_alive());
        assert!(!read("GET / HTTP/1.0\r\n\r\n").unwrap().keep_alive());
        assert!(read("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")
            .unwrap()
            .keep_alive());
    }

    #[test]
    fn a_small_body_is_dropped_and_the_next_request_read() {
        let mut c = Cursor::new(
            b"GET /1 HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET /2 HTTP/1.1\r\n\r\n".to_vec(),
        );
        assert_eq!(read_request(&mut c).unwrap().target, "/1");
        assert_eq!(read_request(&mut c).unwrap().target, "/2");
    }

    #[test]
    fn malformed_or_oversized_requests_are_refused() {
        let status = |s: &str| match read(s) {
            Err(ReadError::Bad(code, _)) => code,
            other => panic!("{s:?}: {other:?}"),
        };
        assert_eq!(status("GET /\r\n\r\n"), 400);
        assert_eq!(status("GET  / HTTP/1.1\r\n\r\n"), 400);
        assert_eq!(status("GET /a\rLocation:x HTTP/1.1\r\n\r\n"), 400);
        assert_eq!(status("GET /a\x7f HTTP/1.1\r\n\r\n"), 400);
        assert_eq!(status("GET / HTTP/2.0\r\n\r\n"), 505);
        assert_eq!(status("GET / HTTP/1.1\r\nX: a\r\n  folded\r\n\r\n"), 400);
        assert_eq!(status("GET / HTTP/1.1\r\nBad Name: a\r\n\r\n"), 400);
        assert_eq!(
            status("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"),
            501
        );
        assert_eq!(
            status("GET / HTTP/1.1\r\nContent-Length: 1, 2\r\n\r\n"),
            400
        );
        assert_eq!(
            status("GET / HTTP/1.1\r\nContent-Length: 999999999\r\n\r\n"),
            413
        );
        let big = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(MAX_HEAD));
        assert_eq!(status(&big), 431);
        let many = format!(
            "GET / HTTP/1.1\r\n{}\r\n",
            "X: a\r\n".repeat(MAX_HEADERS + 1)
        );
        assert_eq!(status(&many), 431);
    }

    #[test]
    fn a_connection_closed_mid_request_is_closed_not_bad() {
        assert!(matches!(read(""), Err(ReadError::Closed)));
        assert!(matches!(
            read("GET / HTTP/1.1\r\nHost"),
            Err(ReadError::Closed)
        ));
    }

    #[test]
    fn http_dates_round_trip() {
        let t = UNIX_EPOCH + Duration::from_secs(784_111_777);
        assert_eq!(http_date(t), "Sun, 06 Nov 1994 08:49:37 GMT");
        assert_eq!(parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT"), Some(t));
        assert_eq!(http_date(UNIX_EPOCH), "Thu, 01 Jan 1970 00:00:00 GMT");
        let leap = UNIX_EPOCH + Duration::from_secs(1_709_208_000); // 2024-02-29 12:00
        assert_eq!(http_date(leap), "Thu, 29 Feb 2024 12:00:00 GMT");
        assert_eq!(parse_http_date(&http_date(leap)), Some(leap));
        for bad in [
            "Sunday, 06-Nov-94 08:49:37 GMT",
            "Sun Nov  6 08:49:37 1994",
            "Sun, 06 Nov 1994 08:49:37 UTC",
            "",
        ] {
            assert_eq!(parse_http_date(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_response_announces_its_length_and_connection() {
        let mut out = Vec::new();
        write_response(&mut out, Response::text(404, "not found\n"), false, true).unwrap();
        let s = String::from_utf8(out).unwrap();
        assert!(s.starts_with("HTTP/1.1 404 Not Found\r\n"), "{s}");
        assert!(s.contains("\r\nContent-Length: 10\r\n"), "{s}");
        assert!(
            s.contains("\r\nConnection: keep-alive\r\n\r\nnot found\n"),
            "{s}"
        );
        let mut out = Vec::new();
        write_response(&mut out, Response::text(404, "not found\n"), true, false).unwrap();
        let s = String::from_utf8(out).unwrap();
        assert!(
            s.ends_with("Content-Length: 10\r\nConnection: close\r\n\r\n"),
            "{s}"
        );
    }
}
