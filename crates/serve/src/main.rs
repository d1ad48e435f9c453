//! The `shturman-serve` command: parses its arguments, binds, says where
//! to open the app, then serves until stopped.

use shturman_serve::{host, lan, live};
use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: shturman-serve [--lan] [--port PORT] [--tables FILE] [DIR]
  DIR          the folder to serve (default: dist)
  --tables FILE  the live tables' store (SQLite; default: $SHTURMAN_TABLES,
               else ~/.local/share/shturman/tables.sqlite)
  --lan        listen on every interface and print the address (and a QR
               code) a phone on the same network opens; otherwise only
               this computer (127.0.0.1) can connect
  --port PORT  the port (default: $PORT, else 8080)";

struct Args {
    lan: bool,
    port: u16,
    dir: PathBuf,
    tables: PathBuf,
}

fn parse(mut argv: impl Iterator<Item = String>) -> Result<Args, String> {
    let port_env = std::env::var("PORT").ok().filter(|p| !p.is_empty());
    let mut port = port_env.unwrap_or_else(|| "8080".into());
    let mut lan = false;
    let mut dir = None;
    let mut tables = std::env::var_os("SHTURMAN_TABLES").map(PathBuf::from);
    while let Some(a) = argv.next() {
        match a.as_str() {
            "--lan" => lan = true,
            "--port" => port = argv.next().ok_or("--port needs a number")?,
            "--tables" => tables = Some(argv.next().ok_or("--tables needs a file")?.into()),
            "-h" | "--help" => return Err(String::new()),
            s if s.starts_with('-') => return Err(format!("unknown option {s}")),
            _ if dir.is_some() => return Err("only one folder".into()),
            _ => dir = Some(PathBuf::from(a)),
        }
    }
    let port = port.parse().map_err(|_| format!("not a port: {port}"))?;
    Ok(Args {
        lan,
        port,
        dir: dir.unwrap_or_else(|| "dist".into()),
        tables: tables.unwrap_or_else(default_tables),
    })
}

fn default_tables() -> PathBuf {
    let home = std::env::var_os("HOME").unwrap_or_else(|| ".".into());
    PathBuf::from(home).join(".local/share/shturman/tables.sqlite")
}

fn main() -> ExitCode {
    let args = match parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("shturman-serve: {e}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let root = match std::fs::canonicalize(&args.dir) {
        Ok(r) if r.is_dir() => r,
        _ => {
            eprintln!(
                "shturman-serve: no folder {} (build the web app first: trunk build --release)",
                args.dir.display()
            );
            return ExitCode::FAILURE;
        }
    };
    if !root.join("index.html").is_file() {
        eprintln!(
            "shturman-serve: warning: no index.html in {}",
            root.display()
        );
    }
    let ip = if args.lan {
        Ipv4Addr::UNSPECIFIED
    } else {
        Ipv4Addr::LOCALHOST
    };
    let listener = match TcpListener::bind(SocketAddr::from((ip, args.port))) {
        Ok(l) => l,
        Err(e) => {
            eprintln!(
                "shturman-serve: cannot listen on {ip}:{}: {e} (another server there? set PORT)",
                args.port
            );
            return ExitCode::FAILURE;
        }
    };
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(args.port);
    let here = format!("http://127.0.0.1:{port}/");
    if !args.lan {
        println!("Serving Shturman at {here} (Ctrl+C stops it)");
    } else {
        println!("Serving Shturman on every network interface, port {port} (Ctrl+C stops it).");
        match lan::lan_ipv4() {
            Some((name, addr)) => {
                let url = format!("http://{addr}:{port}/");
                println!("On a phone on the same Wi-Fi, open: {url}");
                match lan::qr_lines(&url) {
                    Ok(lines) => {
                        println!("or scan (this computer's address on {name}):");
                        for l in lines {
                            println!("{l}");
                        }
                    }
                    Err(e) => println!("(no QR code: {e})"),
                }
            }
            None => println!(
                "No network address: no interface but loopback is up with an IPv4 address, so a phone cannot reach \
                 this computer. Connect it to the phones' Wi-Fi, then start again."
            ),
        }
        println!("On this computer: {here}");
        println!("On the LAN the app works while connected; to install it on a phone, publish dist/ over HTTPS (README: On the phones).");
    }
    if let Some(dir) = args.tables.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let hub = match live::Hub::open(&args.tables) {
        Ok(h) => h,
        Err(e) => {
            eprintln!(
                "shturman-serve: the live tables in {}: {e}",
                args.tables.display()
            );
            return ExitCode::FAILURE;
        }
    };
    if args.lan {
        if let Some((_, addr)) = lan::lan_ipv4() {
            hub.set_addresses(vec![format!("http://{addr}:{port}/")]);
        }
    }
    if let Err(e) = host::serve(listener, root, hub) {
        eprintln!("shturman-serve: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &[&str]) -> Result<Args, String> {
        parse(s.iter().map(|a| a.to_string()))
    }

    #[test]
    fn arguments() {
        let a = args(&["--lan", "--port", "9000", "out"]).unwrap();
        assert!(a.lan && a.port == 9000 && a.dir.as_os_str() == "out");
        let a = args(&["--port", "1"]).unwrap();
        assert!(!a.lan && a.dir.as_os_str() == "dist");
        assert!(args(&["--port", "x"]).is_err());
        assert!(args(&["--port"]).is_err());
        assert!(args(&["--what"]).is_err());
        assert!(args(&["a", "b"]).is_err());
    }
}
