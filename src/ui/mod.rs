//! Leptos components only: they read the session's state and report intents through
//! [`page::Page`], which carries out the session's effects.

mod analysis_view;
mod app;
mod deferred_parts;
mod hud;
mod keyed_rows;
mod leaderboard_panel;
mod modal;
mod modes;
mod new_game_dialog;
mod notices;
mod page;
mod page_sections;
mod panels;
mod post_box;
mod puzzle_card;
mod race;
mod replay_view;
mod saves_panel;
mod settings_dialog;
mod share;
mod stats_dialog;
mod tile_store;
mod tool_icons;
mod tutorial;
mod update_prompt;
mod win_dialog;

pub use app::Root;
