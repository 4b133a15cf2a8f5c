//! Function declarations read back from LLVM IR text, for `irx build`'s
//! checks: which runtime symbols a module declares, and with what
//! signature.
//!
//! A small tokenizer rather than line matching: a declaration may span
//! several lines, carry attributes before the return type and on each
//! parameter (`noundef`, `nonnull`, `align 8`, `dereferenceable(64)`, …),
//! name its parameters, quote its name, and spell pointers either way
//! (`i8*`, `%irx_buffer_view*`, `{i8*, i64}*` or `ptr`). Signatures are
//! compared by ABI class (`void`, `i32`, `i64`, `double`, `ptr`, …): every
//! pointer is one class, since the pointee type is not part of the call.

/// One `declare` of a module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declaration {
    /// The function's name (unquoted, escapes undone).
    pub name: String,
    /// The return type's ABI class.
    pub ret: String,
    /// The parameters' ABI classes.
    pub params: Vec<String>,
    /// Ends with `...`.
    pub varargs: bool,
}

impl Declaration {
    /// `ret (p1, p2, ...)` in ABI classes.
    pub fn signature(&self) -> String {
        let mut params = self.params.clone();
        if self.varargs {
            params.push("...".into());
        }
        format!("{} ({})", self.ret, params.join(", "))
    }
}

/// Every `declare` in `ir`, in order; text that does not parse as one is
/// skipped (clang reports it).
///
/// Any text is accepted (this is what `irx build` and `irx features` run
/// on a user's file, and what the fuzz target drives): every step
/// consumes input, and each declaration is parsed only within the text
/// before the next line that starts with `declare`, so a run of
/// declarations that do not parse costs time linear in the input, not
/// quadratic.
pub fn declarations(ir: &str) -> Vec<Declaration> {
    let mut out = Vec::new();
    let mut rest = ir;
    while let Some(at) = find_keyword(rest, "declare") {
        let text = &rest[at + "declare".len()..];
        // The declaration ends before the next one starts (LLVM writes
        // one per line; ours may span lines, never declarations).
        let scope = find_keyword(text, "declare").map_or(text, |next| &text[..next]);
        match parse(scope) {
            Some((decl, used)) => {
                out.push(decl);
                rest = &text[used..];
            }
            None => rest = &text[scope.len()..],
        }
    }
    out
}

/// The next `keyword` that starts a line (after indentation).
fn find_keyword(text: &str, keyword: &str) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if trimmed.starts_with(keyword)
            && trimmed[keyword.len()..].starts_with(|c: char| c.is_whitespace())
        {
            return Some(offset + (line.len() - trimmed.len()));
        }
        offset += line.len();
    }
    None
}

/// Parses `RET @name(PARAMS)` (with attributes anywhere) from the text
/// after `declare`; returns the declaration and the bytes used.
fn parse(text: &str) -> Option<(Declaration, usize)> {
    let at = text.find('@')?;
    let ret = class_of_last_type(&text[..at])?;
    let after = &text[at + 1..];
    let (name, name_len) = if let Some(q) = after.strip_prefix('"') {
        let end = q.find('"')?;
        (unescape(&q[..end]), end + 2)
    } else {
        let len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || "-$._".contains(c)))
            .unwrap_or(after.len());
        (after[..len].to_string(), len)
    };
    let params_text = after[name_len..].trim_start();
    let open = after.len() - params_text.len();
    let inner = params_text.strip_prefix('(')?;
    let close = matching_paren(inner)?;
    let mut params = Vec::new();
    let mut varargs = false;
    for param in split_top_level(&inner[..close]) {
        let param = param.trim();
        if param.is_empty() {
            continue;
        }
        if param == "..." {
            varargs = true;
            continue;
        }
        params.push(class_of_first_type(param)?);
    }
    let used = at + 1 + open + 1 + close + 1;
    Some((
        Declaration {
            name,
            ret,
            params,
            varargs,
        },
        used,
    ))
}

/// The byte index of the `)` closing a list whose `(` was just consumed.
fn matching_paren(text: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '{' | '[' | '<' => depth += 1,
            ')' if depth == 0 => return Some(i),
            ')' | '}' | ']' | '>' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// The byte index of the bracket that closes the one `text` starts with.
fn closing_bracket(text: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '{' | '[' | '<' => depth += 1,
            ')' | '}' | ']' | '>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Splits at commas outside brackets.
fn split_top_level(text: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' | '{' | '[' | '<' => depth += 1,
            ')' | '}' | ']' | '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// A type at the start of `text` and its class: a literal struct or array
/// (with any trailing `*`), or one token. A parenthesized group is one
/// token too: the function-pointer look-ahead below has just scanned it,
/// and taking it whole keeps a run of `a (a (a (...` linear.
fn leading_type(text: &str) -> Option<(String, usize)> {
    let text_start = text.len() - text.trim_start().len();
    let text = text.trim_start();
    let first = text.chars().next()?;
    let mut end = if matches!(first, '{' | '[' | '<' | '(') {
        closing_bracket(text)? + 1
    } else {
        text.find(|c: char| c.is_whitespace() || c == ',')
            .unwrap_or(text.len())
    };
    // A comma where a type should start: no type (and nothing consumed,
    // which a caller looping over tokens must not see as progress).
    if end == 0 {
        return None;
    }
    // A function pointer in the typed dialect: `i32 (i8*, i8*)*` (pyirx
    // passes class drop callbacks so). The parameter list belongs to the
    // type only when a `*` follows it.
    let after = &text[end..];
    let gap = after.len() - after.trim_start().len();
    if after[gap..].starts_with('(')
        && let Some(close) = closing_bracket(&after[gap..])
        && after[gap + close + 1..].starts_with('*')
    {
        end += gap + close + 1;
    }
    while text[end..].starts_with('*') {
        end += 1;
    }
    Some((classify(&text[..end]), text_start + end))
}

/// The class of the type that starts a parameter (attributes come after
/// it, then the optional `%name`).
fn class_of_first_type(param: &str) -> Option<String> {
    leading_type(param).map(|(class, _)| class)
}

/// The class of the return type: the last type-shaped token before the
/// name, after linkage, visibility and attributes.
fn class_of_last_type(text: &str) -> Option<String> {
    let mut found = None;
    let mut rest = text;
    while !rest.trim().is_empty() {
        let (class, used) = leading_type(rest)?;
        // A token that consumed nothing would be read again forever
        // (`declare ,@f()` did so): not a declaration.
        if used == 0 {
            return None;
        }
        if is_type_class(&class) {
            found = Some(class);
        }
        rest = &rest[used..];
    }
    found
}

fn is_type_class(class: &str) -> bool {
    matches!(
        class,
        "void" | "ptr" | "float" | "double" | "struct" | "array"
    ) || class
        .strip_prefix('i')
        .is_some_and(|bits| bits.parse::<u32>().is_ok())
}

/// The ABI class of one type's text.
fn classify(ty: &str) -> String {
    let ty = ty.trim();
    if ty.ends_with('*') || ty == "ptr" || ty.starts_with("ptr addrspace") {
        return "ptr".into();
    }
    if ty.starts_with('{') || ty.starts_with('%') || ty.starts_with("<{") {
        return "struct".into();
    }
    if ty.starts_with('[') {
        return "array".into();
    }
    ty.to_string()
}

/// Undoes LLVM's `\XX` escapes of a quoted name.
pub(crate) fn unescape(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\'
            && let Some(h) = s.get(i + 1..i + 3)
            && let Ok(v) = u8::from_str_radix(h, 16)
        {
            out.push(v);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(ir: &str) -> Declaration {
        let d = declarations(ir);
        assert_eq!(d.len(), 1, "{ir}: {d:?}");
        d.into_iter().next().unwrap()
    }

    #[test]
    fn both_pointer_dialects_give_the_same_classes() {
        let typed =
            one("declare i32 @irx_buffer_view_copy(%irx_buffer_view*, %irx_buffer_view*)\n");
        let opaque = one("declare i32 @irx_buffer_view_copy(ptr, ptr)\n");
        assert_eq!(typed.signature(), "i32 (ptr, ptr)");
        assert_eq!(typed, opaque);
        let list = one("declare i8* @irx_list_at({i8*, i64, i64, i64}* %list, i64 %i)\n");
        assert_eq!(list.signature(), "ptr (ptr, i64)");
    }

    #[test]
    fn attributes_names_quotes_and_line_breaks_are_read_through() {
        let d = one(
            "declare dso_local noundef zeroext i32 @\"irx_arrow_array_is_valid\"(\n    \
             ptr noundef nonnull align 8 dereferenceable(64) %array,\n    i64 noundef signext %index\n) \
             local_unnamed_addr #3\n",
        );
        assert_eq!(d.name, "irx_arrow_array_is_valid");
        assert_eq!(d.signature(), "i32 (ptr, i64)");
        let v = one("declare i32 @snprintf(i8*, i64, i8*, ...)\n");
        assert_eq!(v.signature(), "i32 (ptr, i64, ptr, ...)");
        let quoted = one("declare void @\"a\\22b\"()\n");
        assert_eq!(
            (quoted.name.as_str(), quoted.signature().as_str()),
            ("a\"b", "void ()")
        );
    }

    #[test]
    fn typed_function_pointers_are_one_pointer() {
        // pyirx 1.25 declares irx_class_create so (its drop callback).
        let d = one("declare external i32 @\"irx_class_create\"(i64 %\".1\", \
             i32 (i8*, i8*, i8*)* %\".2\", i8** %\".3\", i8* %\".4\")\n");
        assert_eq!(d.signature(), "i32 (i64, ptr, ptr, ptr)");
        let ret = one("declare void (i32)* @handler(i32 (i8*)**, i64)\n");
        assert_eq!(ret.signature(), "ptr (ptr, i64)");
    }

    /// `declarations(ir)` on another thread, or a panic when it has not
    /// returned within `seconds` (a scanner that stops advancing spins
    /// forever: the test must fail rather than hang).
    fn within(seconds: u64, ir: String) -> Vec<Declaration> {
        let (tx, rx) = std::sync::mpsc::channel();
        let shown: String = ir.chars().take(60).collect();
        std::thread::spawn(move || {
            let _ = tx.send(declarations(&ir));
        });
        rx.recv_timeout(std::time::Duration::from_secs(seconds))
            .unwrap_or_else(|_| {
                panic!("declarations({shown:?}...) still running after {seconds} s")
            })
    }

    #[test]
    fn a_comma_before_the_name_is_no_declaration_and_no_hang() {
        // The 14 bytes that made `irx features` and `irx build` spin.
        assert_eq!(within(10, "declare ,@f()".into()), []);
        for ir in [
            "declare ,,,@f()\n",
            "declare i32 ,@f()\ndeclare i64 @g()\n",
            "declare , i32 @f(i32)\n",
            "declare @f(,)\n",
            "declare i32 @f(,,)\n",
            "declare i32 @f(i32, ,)\n",
            "declare (,@f()\n",
            "declare {,@f()\n",
            "declare i32 (,@f()\n",
            "declare i32 (i8*)* ,@f()\n",
            "declare\t,\n@f()",
            "declare \u{e9},@f()",
            "declare ,",
            "declare ",
            "declare",
            "declare @",
            "declare @\"",
            "declare @\"\\",
            "declare @(",
            "declare declare declare ,@f()",
            "  declare ,@f()\r\n declare ,@f()",
        ] {
            let found = within(10, ir.to_string());
            // Whatever is found, the valid one after a broken one is.
            if ir.contains("@g()") {
                assert_eq!(found.last().map(|d| d.name.as_str()), Some("g"), "{ir:?}");
            }
        }
        // A valid declaration after a broken one is still read.
        let d = within(10, "declare ,@f()\ndeclare i32 @g(i64)\n".into());
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(
            (d[0].name.as_str(), d[0].signature()),
            ("g", "i32 (i64)".into())
        );
    }

    #[test]
    fn broken_declarations_cost_linear_time() {
        // Each used to be parsed up to the end of the module (the search
        // for `@`, the look-ahead for a function pointer's parameters):
        // quadratic, hours for these 2-3 MB.
        let lines = "declare x\n".repeat(300_000);
        assert_eq!(within(20, lines), []);
        let open = format!("declare {}@f()\n", "a (".repeat(300_000));
        assert_eq!(within(20, open), []);
        let nested = format!(
            "declare {}{}@f()\n",
            "i32 (".repeat(100_000),
            ")".repeat(100_000)
        );
        // (A function type nested 100,000 deep before the name: the
        // return class is the first token's.)
        let d = within(20, nested);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].signature(), "i32 ()");
        // Many valid ones stay fast and are all found.
        let many = "declare i32 @f(i32 noundef %x, ptr)\n".repeat(50_000);
        assert_eq!(within(20, many).len(), 50_000);
    }

    #[test]
    fn only_declarations_count() {
        let ir = "; declare i32 @not_me(i32)\ndefine i32 @main() {\n  ret i32 0\n}\n\
                  declare double @pow(double, double) #0\ndeclare void @exit(i32) noreturn\n";
        let names: Vec<_> = declarations(ir).into_iter().map(|d| d.name).collect();
        assert_eq!(names, ["pow", "exit"]);
    }
}
