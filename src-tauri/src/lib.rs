//! The Tauri shell: one window with the Leptos UI (the trunk build, as
//! `dist-app/`: `dist/` without its precompressed copies), the store plugin,
//! and the commands in [`commands`]. It adds no rules of its own: the UI and
//! `shturman-game` own all of that.

mod commands;
mod error;

/// Start the app. Marked as the mobile entry point so the same shell serves
/// Android and iOS builds.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::new().build())
        .invoke_handler(tauri::generate_handler![
            commands::record_read,
            commands::record_write,
            commands::record_remove,
            commands::record_list,
        ])
        .run(tauri::generate_context!())
        .expect("error while running the Shturman app");
}
