//! Spelling identifiers and string constants the way the LLVM lexer reads
//! them back.

use std::fmt::{self, Write};

/// True when `name` can be written without quotes
/// (`[-a-zA-Z$._][-a-zA-Z$._0-9]*`).
pub fn is_bare_ident(name: &str) -> bool {
    let mut bytes = name.bytes();
    let Some(first) = bytes.next() else {
        return false;
    };
    let ok_first = first.is_ascii_alphabetic() || matches!(first, b'-' | b'$' | b'.' | b'_');
    ok_first && bytes.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_'))
}

/// Write `%name` / `@name`, quoting and escaping only when needed.
pub fn write_ident(w: &mut dyn Write, sigil: char, name: &str) -> fmt::Result {
    w.write_char(sigil)?;
    if is_bare_ident(name) {
        w.write_str(name)
    } else {
        w.write_char('"')?;
        write_escaped(w, name.as_bytes())?;
        w.write_char('"')
    }
}

/// Escape bytes for the inside of an LLVM quoted string: printable ASCII
/// stays, `"` `\` and everything else become `\XX`.
pub fn write_escaped(w: &mut dyn Write, bytes: &[u8]) -> fmt::Result {
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            w.write_char(char::from(b))?;
        } else {
            write!(w, "\\{b:02X}")?;
        }
    }
    Ok(())
}

/// `c"...\00"` for a NUL-terminated C string constant.
pub fn write_c_string(w: &mut dyn Write, bytes: &[u8]) -> fmt::Result {
    w.write_str("c\"")?;
    write_escaped(w, bytes)?;
    w.write_str("\\00\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ident(sigil: char, name: &str) -> String {
        let mut s = String::new();
        write_ident(&mut s, sigil, name).unwrap();
        s
    }

    #[test]
    fn identifiers_are_quoted_only_when_needed() {
        assert_eq!(ident('@', "irx_list_at"), "@irx_list_at");
        assert_eq!(ident('@', "__arx_assert_fail"), "@__arx_assert_fail");
        assert_eq!(ident('%', "x.1"), "%x.1");
        assert_eq!(ident('@', "1st"), "@\"1st\"");
        assert_eq!(ident('@', "a b"), "@\"a b\"");
        assert_eq!(ident('@', "q\"\\"), "@\"q\\22\\5C\"");
        assert_eq!(ident('@', "é"), "@\"\\C3\\A9\"");
        assert_eq!(ident('@', ""), "@\"\"");
    }

    #[test]
    fn c_strings_escape_quotes_backslashes_and_control_bytes() {
        let mut s = String::new();
        write_c_string(&mut s, b"a\"b\\c\n\t|\x7f").unwrap();
        assert_eq!(s, "c\"a\\22b\\5Cc\\0A\\09|\\7F\\00\"");
    }
}
