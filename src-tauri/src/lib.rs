//! The Tauri shell: one window with the Leptos UI (the trunk build, as
//! `dist-app/`: `dist/` without its precompressed copies), one instance of
//! the app at a time, the commands in [`commands`], and the live table's
//! host when the player opens a table to phones ([`host`]). It adds no rules of
//! its own: the UI and `shturman-game` own all of that.
//!
//! A second start of the app focuses the running window and exits
//! (tauri-plugin-single-instance, over D-Bus on Linux). A closing app
//! gives up its name on the bus as soon as it is asked to exit, and a
//! start that asked it just before, and got no answer, starts again once
//! it has gone ([`start_again`]). Without a session bus the
//! plugin lets a second instance run; the records are still safe then (a
//! write's revision check holds a lock across processes, see
//! `shturman_files::disk`), the second window's stale writes are refused.
//! tauri-plugin-store stays registered for small state a later change may
//! keep there, but no record goes through it: it saves every store it has
//! open when the app exits, and no command opens one.

mod commands;
mod error;
mod host;

use tauri::Manager;

/// Start the app. Marked as the mobile entry point so the same shell serves
/// Android and iOS builds.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let started = tauri::Builder::default()
        // First: a second instance exits in this plugin's setup, before any
        // other plugin or window of it starts.
        .plugin(tauri_plugin_single_instance::init(|app, _argv, _cwd| {
            if let Some(window) = app.get_webview_window("main") {
                // best effort: a window manager may refuse the focus
                let _ = window.unminimize();
                let _ = window.show();
                let _ = window.set_focus();
            }
        }))
        .plugin(tauri_plugin_store::Builder::new().build())
        .manage(host::Hosting::default())
        .invoke_handler(tauri::generate_handler![
            commands::record_read,
            commands::record_write,
            commands::record_remove,
            commands::record_list,
            host::live_host,
            host::live_open,
        ])
        .build(tauri::generate_context!());
    match started {
        Ok(app) => app.run(|app, event| {
            // the app is going (its last window closed): its name on the
            // bus goes now, not after the saving, so a start meanwhile
            // opens a window of its own instead of handing over to this one
            if let tauri::RunEvent::ExitRequested { .. } = event {
                tauri_plugin_single_instance::destroy(app);
            }
        }),
        // The bus still names a window that no longer answers: it is
        // closing (a player who closes the app and opens it at once).
        Err(tauri::Error::PluginInitialization(plugin, why)) if plugin == "single-instance" => {
            start_again(&why)
        }
        Err(e) => panic!("error while running the Shturman app: {e}"),
    }
}

/// Start this app again in this process once the closing window has gone
/// (it gives up its name on the session bus as it exits), a bounded number
/// of times: a start that met the last window as it closed (it asked that
/// window to take over, and the window went without an answer) does not
/// fail for it.
#[cfg(unix)]
fn start_again(why: &str) -> ! {
    use std::os::unix::process::CommandExt;
    const TRIES: u32 = 20;
    const TRIED: &str = "SHTURMAN_START_TRIES";
    let tried: u32 = std::env::var(TRIED)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    if tried < TRIES {
        std::thread::sleep(std::time::Duration::from_millis(250));
        if let Ok(exe) = std::env::current_exe() {
            // replaces this process (same PID, arguments and environment)
            let _ = std::process::Command::new(exe)
                .args(std::env::args_os().skip(1))
                .env(TRIED, (tried + 1).to_string())
                .exec();
        }
    }
    eprintln!("Shturman: another window of the app is running and does not answer ({why})");
    std::process::exit(1);
}

#[cfg(not(unix))]
fn start_again(why: &str) -> ! {
    eprintln!("Shturman: another window of the app is running and does not answer ({why})");
    std::process::exit(1);
}
