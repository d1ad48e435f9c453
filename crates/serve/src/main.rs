//! The `shturman-serve` command: parses its arguments, binds, says where
//! to open the app, then serves until Ctrl-C or SIGTERM.

use clap::Parser;
use shturman_serve::{lan, live, serve, static_files};
use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;

/// The port a phone's data belongs to, unless told otherwise.
const DEFAULT_PORT: u16 = 8080;

/// Serves Shturman's web build.
///
/// The port is fixed (8080 unless --port or PORT says otherwise) and
/// should stay the same from one game to the next: a browser keeps a
/// page's saved games and hands per origin, the address and the port, so
/// a phone that opens the app at another port starts empty.
#[derive(Parser, Debug)]
#[command(name = "shturman-serve", version)]
struct Args {
    /// Listen on every interface and print the address (and a QR code) a
    /// phone on the same network opens; otherwise only this computer
    /// (127.0.0.1) can connect.
    #[arg(long)]
    lan: bool,
    /// The port; keep it the same every time (a phone's data belongs to
    /// the address and port). 0 takes any free port (tests).
    #[arg(long, env = "PORT", default_value_t = DEFAULT_PORT)]
    port: u16,
    /// The live tables' store (SQLite; default:
    /// ~/.local/share/shturman/tables.sqlite). A restart resumes every
    /// table in it.
    #[arg(long, env = "SHTURMAN_TABLES")]
    tables: Option<PathBuf>,
    /// The folder to serve.
    #[arg(default_value = "dist")]
    dir: PathBuf,
}

fn default_tables() -> PathBuf {
    let home = std::env::var_os("HOME").unwrap_or_else(|| ".".into());
    PathBuf::from(home).join(".local/share/shturman/tables.sqlite")
}

fn main() -> ExitCode {
    let args = Args::parse(); // usage errors exit 2, --help 0
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
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("shturman-serve: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(&args, root)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("shturman-serve: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: &Args, root: PathBuf) -> Result<(), String> {
    let ip = if args.lan {
        Ipv4Addr::UNSPECIFIED
    } else {
        Ipv4Addr::LOCALHOST
    };
    let listener = tokio::net::TcpListener::bind(SocketAddr::from((ip, args.port)))
        .await
        .map_err(|e| {
            format!(
                "cannot listen on {ip}:{}: {e} (another server there? stop it, or set PORT \
                 knowing that phones keep their data per port)",
                args.port
            )
        })?;
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(args.port);
    let tables = args.tables.clone().unwrap_or_else(default_tables);
    let files = static_files(root).map_err(|e| e.to_string())?;
    let (app, _) = live::beside(files, &tables, port, args.lan, live::guard::Origins::WEB)
        .map_err(|e| format!("the live tables in {}: {e}", tables.display()))?;
    say_where(args.lan, port);
    serve(listener, app).await.map_err(|e| e.to_string())
}

/// Prints where to open the app (and, on the LAN, the QR code of it).
fn say_where(lan: bool, port: u16) {
    let here = format!("http://127.0.0.1:{port}/");
    if !lan {
        // tests/browser/helpers.mjs (serveDist) reads the address off this line
        println!("Serving Shturman at {here} (Ctrl+C stops it)");
        return;
    }
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
    println!(
        "Keep port {port} from one game to the next: a phone keeps its saved games and hands for this \
         address and port only."
    );
    println!("On this computer: {here}");
    println!(
        "On the LAN the app works while connected; to install it on a phone, publish dist/ over HTTPS (README: On the phones)."
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::error::ErrorKind;

    fn args(s: &[&str]) -> Result<Args, clap::Error> {
        Args::try_parse_from(std::iter::once("shturman-serve").chain(s.iter().copied()))
    }

    #[test]
    fn arguments() {
        let a = args(&["--lan", "--port", "9000", "out"]).unwrap();
        assert!(a.lan && a.port == 9000 && a.dir.as_os_str() == "out");
        let a = args(&["--port", "1"]).unwrap();
        assert!(!a.lan && a.dir.as_os_str() == "dist");
        for bad in [
            &["--port", "x"][..],
            &["--port"],
            &["--port", "65536"],
            &["--what"],
            &["a", "b"],
        ] {
            let e = args(bad).unwrap_err();
            assert_eq!(e.exit_code(), 2, "{bad:?}: {e}");
        }
        let help = args(&["--help"]).unwrap_err();
        assert_eq!((help.kind(), help.exit_code()), (ErrorKind::DisplayHelp, 0));
        let text = help.to_string();
        assert!(
            text.contains("The port is fixed") && text.contains("--lan"),
            "{text}"
        );
    }
}
