//! The `shturman-serve` command: parses its arguments, binds, says where
//! to open the app, then serves until Ctrl-C or SIGTERM.

use clap::Parser;
use shturman_serve::{DEFAULT_PORT, lan, live, port_from_env, serve, start, static_files};
use std::path::PathBuf;
use std::process::ExitCode;

/// Serves Shturman's web build.
///
/// The port is fixed (8080 unless --port, SHTURMAN_PORT or PORT says
/// otherwise) and
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
    /// The port (default 8080, or SHTURMAN_PORT, or PORT); keep it the
    /// same every time (a phone's data belongs to the address and port).
    /// 0 takes any free port (tests).
    #[arg(long)]
    port: Option<u16>,
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
    let port = match args.port {
        Some(p) => p,
        None => port_from_env()?.unwrap_or(DEFAULT_PORT),
    };
    let tables = args.tables.clone().unwrap_or_else(default_tables);
    let files = static_files(root).map_err(|e| e.to_string())?;
    let host = start(files, &tables, port, args.lan, live::guard::Origins::WEB).await?;
    say_where(args.lan, host.port);
    serve(host.listener, host.app)
        .await
        .map_err(|e| e.to_string())
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
        assert!(a.lan && a.port == Some(9000) && a.dir.as_os_str() == "out");
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
