//! A Fluent file read as a catalogue: each message's id, the variables its text uses, and
//! the kinds its comment declares for them. Shared by the build script, which writes a
//! typed function per English message, and the native test that holds every language to
//! the English messages' ids and variables (`tests/messages.rs`).

use std::collections::BTreeSet;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// What a variable holds, as its message's comment declares it: `$count (Number)` or
/// `$name (String)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A number: chosen among plural forms, and written in the locale's digits.
    Number,
    /// A text, put in as it is.
    String,
}

/// One message of a catalogue.
#[derive(Clone, Debug)]
pub struct Message {
    /// Its id, `settings-title`.
    pub id: String,
    /// Every variable its text uses, in its value or any variant.
    pub variables: BTreeSet<String>,
    /// The variables its comment declares, with their kinds, in the comment's order:
    /// the order of the typed function's parameters.
    pub declared: Vec<(String, Kind)>,
    /// Its value's source text, as the file writes it.
    pub text: String,
    /// Whether it has attributes (the catalogue's messages have none: one text each).
    pub has_attributes: bool,
}

/// The messages of `source`, in file order, or why it does not read (a syntax error, with
/// its line).
pub fn read(source: &str) -> Result<Vec<Message>, String> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| {
        errors
            .iter()
            .map(|e| {
                let line = source[..e.pos.start.min(source.len())].lines().count();
                format!("line {line}: {:?}", e.kind)
            })
            .collect::<Vec<_>>()
            .join("; ")
    })?;
    let mut messages = Vec::new();
    for entry in resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let mut variables = BTreeSet::new();
        if let Some(value) = &message.value {
            pattern_variables(value, &mut variables);
        }
        let declared = message
            .comment
            .iter()
            .flat_map(|c| c.content.iter())
            .filter_map(|line| declaration(line))
            .collect();
        let text = message.value.as_ref().map(source_text).unwrap_or_default();
        messages.push(Message {
            id: message.id.name.to_owned(),
            variables,
            declared,
            text,
            has_attributes: !message.attributes.is_empty(),
        });
    }
    Ok(messages)
}

/// `$count (Number)` in a comment's line: the variable and its kind.
fn declaration(line: &str) -> Option<(String, Kind)> {
    let rest = line.trim().strip_prefix('$')?;
    let (name, kind) = rest.split_once(" (")?;
    let kind = match kind.split_once(')')?.0 {
        "Number" => Kind::Number,
        "String" => Kind::String,
        _ => return None,
    };
    Some((name.to_owned(), kind))
}

fn pattern_variables(pattern: &Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                pattern_variables(&variant.value, found);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
            for named in &arguments.named {
                inline_variables(&named.value, found);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, found),
        _ => {}
    }
}

/// A pattern's text: its text elements joined, with `{…}` for each placeable (for the
/// generated function's documentation).
fn source_text(pattern: &Pattern<&str>) -> String {
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(InlineExpression::VariableReference { id }) => {
                    text.push_str(&format!("{{${}}}", id.name));
                }
                _ => text.push_str("{…}"),
            },
        }
    }
    text
}
