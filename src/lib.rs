pub mod sim;
#[cfg(target_arch = "wasm32")]
pub mod update_prompt;
