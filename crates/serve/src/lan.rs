//! The local network: the address a phone on the same Wi-Fi should open,
//! and that address as a QR code drawn in the terminal.

use if_addrs::IfAddr;
use qrcode::{Color, EcLevel, QrCode};
use std::net::Ipv4Addr;

/// The first IPv4 address, not loopback, of a network interface that is
/// up and running, with the interface's name; `None` if there is none.
pub fn lan_ipv4() -> Option<(String, Ipv4Addr)> {
    if_addrs::get_if_addrs()
        .ok()?
        .into_iter()
        .filter(|i| i.is_oper_up() && !i.is_loopback())
        .find_map(|i| match i.addr {
            IfAddr::V4(a) if !a.ip.is_loopback() && !a.ip.is_unspecified() => Some((i.name, a.ip)),
            _ => None,
        })
}

/// The quiet zone around a QR code, in modules (the standard asks for 4).
pub const QUIET: usize = 4;
/// Black on white whatever the terminal's own colours: a scanner wants
/// dark modules on a light ground, and a dark terminal would invert them.
const INK: &str = "\x1b[30;47m";
const RESET: &str = "\x1b[0m";

/// `text` as a QR code for a terminal: two modules per character cell
/// (Unicode half blocks), quiet zone included, each line drawn black on
/// white and reset at its end.
pub fn qr_lines(text: &str) -> Result<Vec<String>, qrcode::types::QrError> {
    let code = QrCode::with_error_correction_level(text, EcLevel::M)?;
    let w = code.width();
    let colors = code.to_colors();
    let size = w + 2 * QUIET;
    let dark = |x: usize, y: usize| {
        x >= QUIET
            && y >= QUIET
            && x < QUIET + w
            && y < QUIET + w
            && colors[(y - QUIET) * w + (x - QUIET)] == Color::Dark
    };
    let mut lines = Vec::new();
    for y in (0..size).step_by(2) {
        let mut line = String::from(INK);
        for x in 0..size {
            line.push(match (dark(x, y), dark(x, y + 1)) {
                (false, false) => ' ',
                (true, false) => '▀',
                (false, true) => '▄',
                (true, true) => '█',
            });
        }
        line.push_str(RESET);
        lines.push(line);
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Back from the drawing to modules: the test's own decoder input.
    fn modules(lines: &[String]) -> Vec<Vec<bool>> {
        let mut rows = Vec::new();
        for l in lines {
            let l = l.strip_prefix(INK).unwrap().strip_suffix(RESET).unwrap();
            let (mut top, mut bottom) = (Vec::new(), Vec::new());
            for c in l.chars() {
                top.push(c == '▀' || c == '█');
                bottom.push(c == '▄' || c == '█');
            }
            rows.push(top);
            rows.push(bottom);
        }
        rows
    }

    #[test]
    fn the_code_is_drawn_with_its_quiet_zone_and_finder_patterns() {
        let text = "http://192.168.1.23:8080/";
        let lines = qr_lines(text).unwrap();
        let code = QrCode::with_error_correction_level(text, EcLevel::M).unwrap();
        let size = code.width() + 2 * QUIET;
        assert_eq!(lines.len(), size.div_ceil(2));
        let m = modules(&lines);
        assert!(m.iter().all(|r| r.len() == size));
        // the quiet zone is light all round (and the padding row below)
        let light = |x: usize, y: usize| !m[y][x];
        for i in 0..size {
            for q in 0..QUIET {
                assert!(
                    light(i, q) && light(i, size - 1 - q) && light(q, i) && light(size - 1 - q, i)
                );
            }
        }
        assert!(m[size..].iter().all(|r| r.iter().all(|d| !d)));
        // every module as the encoder made it
        let colors = code.to_colors();
        for y in 0..code.width() {
            for x in 0..code.width() {
                assert_eq!(
                    m[y + QUIET][x + QUIET],
                    colors[y * code.width() + x] == Color::Dark
                );
            }
        }
        // the top-left finder pattern: a dark 7×7 ring
        assert!(
            (0..7).all(|i| m[QUIET][QUIET + i] && m[QUIET + 6][QUIET + i] && m[QUIET + i][QUIET])
        );
    }

    #[test]
    fn an_address_is_found_or_none_without_panicking() {
        if let Some((name, ip)) = lan_ipv4() {
            assert!(!ip.is_loopback(), "{name} {ip}");
        }
    }
}
