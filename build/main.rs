//! The build script: a typed function for every English message (`locales/en.ftl`), so a
//! message's id and its arguments are checked when the app compiles. Each message's
//! comment declares its variables (`# $count (Number)`); a variable used and not
//! declared, or declared and not used, fails the build, and so does a file that does not
//! parse. The functions are written to `$OUT_DIR/messages.rs`, included by
//! `src/model/i18n.rs`, and the English messages without their comments to
//! `$OUT_DIR/en.ftl`, which the app carries.

use std::fmt::Write as _;
use std::path::PathBuf;

mod catalog;

use catalog::Kind;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let english = manifest.join("locales/en.ftl");
    println!("cargo::rerun-if-changed={}", english.display());
    println!("cargo::rerun-if-changed=build");
    let source = std::fs::read_to_string(&english)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", english.display()));
    let messages =
        catalog::read(&source).unwrap_or_else(|e| panic!("locales/en.ftl does not parse: {e}"));
    let mut code = String::from("// Written by build/main.rs from locales/en.ftl: do not edit.\n");
    let mut problems = Vec::new();
    for message in &messages {
        if message.has_attributes {
            problems.push(format!(
                "{}: attributes are not used here; make it a message",
                message.id
            ));
        }
        for variable in &message.variables {
            if !message.declared.iter().any(|(name, _)| name == variable) {
                problems.push(format!(
                    "{}: ${variable} is not declared in its comment (# ${variable} (Number) or (String))",
                    message.id
                ));
            }
        }
        for (variable, _) in &message.declared {
            if !message.variables.contains(variable) {
                problems.push(format!(
                    "{}: ${variable} is declared but not used",
                    message.id
                ));
            }
        }
        write_function(&mut code, message);
    }
    if !problems.is_empty() {
        panic!("locales/en.ftl:\n  {}", problems.join("\n  "));
    }
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    let out = out_dir.join("messages.rs");
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
    // The messages the wasm carries: the file without its comments and blank lines, which
    // are for translators (8 KB of its 40).
    let bare: String = source
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| format!("{line}\n"))
        .collect();
    let out = out_dir.join("en.ftl");
    std::fs::write(&out, bare).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}

/// `pub fn undo_count(count: impl Into<Number>) -> String`, which formats `undo-count`: its
/// parameters in the order its comment declares them.
fn write_function(code: &mut String, message: &catalog::Message) {
    let name = message.id.replace('-', "_");
    let params: Vec<String> = message
        .declared
        .iter()
        .map(|(variable, kind)| match kind {
            Kind::Number => format!("{}: impl Into<Number>", variable.replace('-', "_")),
            Kind::String => format!("{}: &str", variable.replace('-', "_")),
        })
        .collect();
    let args: Vec<String> = message
        .declared
        .iter()
        .map(|(variable, kind)| {
            let param = variable.replace('-', "_");
            match kind {
                Kind::Number => format!("({variable:?}, Arg::Number({param}.into()))"),
                Kind::String => format!("({variable:?}, Arg::String({param}))"),
            }
        })
        .collect();
    let doc = message.text.trim();
    let _ = writeln!(
        code,
        "#[doc = {:?}]\npub fn {name}({}) -> String {{\n    super::format_message({:?}, &[{}])\n}}",
        format!(" `{}`: {doc}", message.id),
        params.join(", "),
        message.id,
        args.join(", ")
    );
}
