//! `#[export]`: the one way a function of irx-runtime becomes a C entry
//! point.
//!
//! The attribute adds `#[unsafe(no_mangle)]` and `extern "C"` to the item
//! (so neither is ever written by hand, and a test can tell a bypass), takes
//! the function's C name from its identifier for every error message (and
//! hands it to the body as the constant `FUNCTION`, so no C name is ever
//! written as a string), and,
//! unless the function is `unguarded`, runs the body inside the runtime's
//! guard: the calling thread's last error is cleared (except by a function
//! that returns nothing, which cannot fail and leaves the last error as it
//! was, docs/ABI.md "Last errors"), panics are caught, and an `Err` becomes
//! the function's failure value plus a last-error message.
//!
//! ```ignore
//! /// C docs: ownership, NULL behaviour, every error.
//! #[export(Arrow)]                      // int status: body is Result<()>
//! pub unsafe fn irx_arrow_x(out: *mut *mut T) -> c_int { ... Ok(()) }
//!
//! #[export(Arrow, out = out)]           // `out` is checked and set to
//! pub unsafe fn irx_arrow_y(out: *mut *mut T) -> c_int {  // NULL first;
//!     *out = make()?; Ok(())            // the body gets `&mut *mut T`
//! }
//!
//! #[export(Arrow, value = -1)]          // getter: body is Result<i64>
//! pub unsafe fn irx_arrow_len(h: *const T) -> i64 { Ok(42) }
//!
//! #[export(Arrow)]                      // void: body is Result<()>; keeps
//! pub unsafe fn irx_arrow_free(h: *mut T) { Ok(()) }   // the last error
//!                                       // unless the body fails
//!
//! #[export(Checked, error = error, result = result)]  // 1.25's checked
//! pub unsafe fn irx_rb_api_x(r: *mut i64, error: *mut c_char) -> i32 {
//!     *result = 42; Ok(())              // layer: `result` zeroed, checked,
//! }                                     // given as `&mut i64`; failures go
//!                                       // to the caller's `error` buffer
//!
//! #[export(File, error = error)]       // pyirx 1.25's file runtime: its
//! pub unsafe fn irx_file_x(e: *mut c_char) -> i32 {  // own statuses and
//!     Ok(())                            // IRX_FILE_ERROR_CAPACITY buffer
//! }                                     // (crate::file::guard)
//!
//! #[export(Arrow, alias = irx_arrow_z)] // one body, two C names: a
//! pub unsafe fn irx_arrow_z_copy() -> c_int { Ok(()) }  // second entry
//!                                       // point, the same expansion under
//!                                       // the alias's own name
//!
//! #[export(unguarded)]                  // zero cost: the body is the C body
//! pub unsafe fn irx_hot(h: *mut T) -> c_int {
//!     if fast(h) { return 0; }
//!     guard_status(Domain::Arrow, FUNCTION, || slow(h))  // FUNCTION: "irx_hot"
//! }
//! ```
//!
//! The signature is the C signature (cbindgen reads it; `irx-headergen`
//! stages a declaration for each `alias`, documented as the function's other
//! name). `unguarded` is for
//! the few hot paths (appends, retain/release) whose bodies are panic-free
//! and fall back to a guarded function for anything but success; should one
//! panic anyway, `extern "C"` aborts the process rather than unwind into C.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as TokenStream2;
use quote::quote;
use syn::parse::{Parse, ParseStream};
use syn::{Expr, Ident, ItemFn, LitStr, ReturnType, Token, parse_macro_input};

enum Mode {
    /// Runs inside the guard of an error domain (`Buffer`, `Arrow`).
    Guarded {
        domain: Ident,
        /// `value = <fallback>`: the body returns the C return value.
        value: Option<Box<Expr>>,
        /// `out = <parameter>`: a `T **` output the guard checks and sets
        /// to NULL before the body runs, which gets it as `&mut *mut T`.
        /// `out = <parameter> as "name"`: its NULL message says `name` in
        /// the 1.25 generation (pyirx 1.25's header's name for it).
        out: Option<(Ident, Option<LitStr>)>,
        /// `first = <parameter> as "name"`: a handle parameter named
        /// (`name must not be NULL`) before a NULL `out` when both are
        /// NULL, as 1.25 checks its input first.
        first: Option<(Ident, LitStr)>,
        /// `status`: the body returns `Result<c_int>`, a success status
        /// other than 0 (1.25's `IRX_EOF`); errors map as for any status.
        status: bool,
        /// `alias = <name>`: the function is exported a second time under
        /// this C name (the same expansion, naming itself `name`).
        alias: Option<Ident>,
    },
    /// IRx 1.25's checked layer (`irx_rb_api_*`): status return, failures
    /// written into the caller's `error` buffer instead of a last-error
    /// slot (`crate::ffi::checked`).
    Checked {
        /// The guard module: `crate::ffi::checked` (`Checked`), or
        /// `crate::file` (`File`: pyirx 1.25's file runtime, whose status
        /// codes and error buffer are its own).
        guard: TokenStream2,
        /// `error = <parameter>`: the caller's `char *` message buffer.
        error: Ident,
        /// `result = <parameter>`: a `T *` output, zeroed and checked before
        /// the body runs, which gets it as `&mut T`.
        result: Option<Ident>,
    },
    /// No guard: the body is the C body.
    Unguarded,
}

impl Parse for Mode {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let first: Ident = input.parse()?;
        if first == "unguarded" {
            return Ok(Mode::Unguarded);
        }
        if first == "Checked" || first == "File" {
            let (mut error, mut result) = (None, None);
            while input.parse::<Option<Token![,]>>()?.is_some() {
                let key: Ident = input.parse()?;
                input.parse::<Token![=]>()?;
                let repeated = match key.to_string().as_str() {
                    "error" => error.replace(input.parse()?).is_some(),
                    "result" => result.replace(input.parse()?).is_some(),
                    _ => {
                        return Err(syn::Error::new(
                            key.span(),
                            "expected `error = <parameter>` or `result = <parameter>`",
                        ));
                    }
                };
                if repeated {
                    return Err(syn::Error::new(key.span(), "given twice"));
                }
            }
            let error = error.ok_or_else(|| {
                syn::Error::new(first.span(), "`Checked` needs `error = <parameter>`")
            })?;
            let guard = if first == "File" {
                if result.is_some() {
                    return Err(syn::Error::new(first.span(), "`File` takes no `result`"));
                }
                quote!(crate::file)
            } else {
                quote!(crate::ffi::checked)
            };
            return Ok(Mode::Checked {
                guard,
                error,
                result,
            });
        }
        let (mut value, mut out, mut named_first, mut status) = (None, None, None, false);
        let mut alias = None;
        while input.parse::<Option<Token![,]>>()?.is_some() {
            let key: Ident = input.parse()?;
            if key == "status" {
                status = true;
                continue;
            }
            input.parse::<Token![=]>()?;
            let repeated = match key.to_string().as_str() {
                "value" => value.replace(Box::new(input.parse()?)).is_some(),
                "alias" => alias.replace(input.parse::<Ident>()?).is_some(),
                "out" => {
                    let parameter: Ident = input.parse()?;
                    let name = if input.parse::<Option<Token![as]>>()?.is_some() {
                        Some(input.parse::<LitStr>()?)
                    } else {
                        None
                    };
                    out.replace((parameter, name)).is_some()
                }
                "first" => {
                    let parameter: Ident = input.parse()?;
                    input.parse::<Token![as]>()?;
                    named_first
                        .replace((parameter, input.parse::<LitStr>()?))
                        .is_some()
                }
                _ => {
                    return Err(syn::Error::new(
                        key.span(),
                        "expected `value = <fallback>`, `out = <parameter>`, `first = <parameter> as \"name\"`, `alias = <name>` or `status`",
                    ));
                }
            };
            if repeated {
                return Err(syn::Error::new(key.span(), "given twice"));
            }
        }
        if named_first.is_some() && out.is_none() {
            return Err(syn::Error::new(input.span(), "`first` needs `out`"));
        }
        Ok(Mode::Guarded {
            domain: first,
            value,
            out,
            first: named_first,
            status,
            alias,
        })
    }
}

/// Makes the function a C entry point; see the crate docs.
#[proc_macro_attribute]
pub fn export(attr: TokenStream, item: TokenStream) -> TokenStream {
    // An alias expands the same tokens a second time.
    let again = (attr.clone(), item.clone());
    let mode = parse_macro_input!(attr as Mode);
    let function = parse_macro_input!(item as ItemFn);
    let alias = match &mode {
        Mode::Guarded { alias, .. } => alias.clone(),
        _ => None,
    };
    let expanded = expand(mode, function).and_then(|mut tokens| {
        if let Some(alias) = alias {
            let mode = syn::parse::<Mode>(again.0)?;
            let function = syn::parse::<ItemFn>(again.1)?;
            tokens.extend(expand(mode, aliased(function, alias))?);
        }
        Ok(tokens)
    });
    match expanded {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

/// The function under its `alias`: the same signature and body, every
/// attribute but its docs, which point at the function (the header's
/// declaration, staged by `irx-headergen`, says the same).
fn aliased(function: ItemFn, alias: Ident) -> ItemFn {
    let original = function.sig.ident.to_string();
    let doc = format!(
        " The same function as `{original}`,\n under a second C name: its body, contract and \
         errors are that function's.\n\n # Safety\n As for `{original}`."
    );
    let mut function = function;
    function.attrs.retain(|a| !a.path().is_ident("doc"));
    function.attrs.insert(0, syn::parse_quote!(#[doc = #doc]));
    function.sig.ident = alias;
    function
}

fn expand(mode: Mode, function: ItemFn) -> syn::Result<TokenStream2> {
    let ItemFn {
        attrs,
        vis,
        sig,
        block,
    } = function;
    if let Some(abi) = &sig.abi {
        return Err(syn::Error::new_spanned(
            abi,
            "#[export] adds `extern \"C\"` itself; write the function without an ABI",
        ));
    }
    if let Some(attr) = attrs.iter().find(|a| {
        let path = a.path();
        path.is_ident("no_mangle") || path.is_ident("export_name") || path.is_ident("unsafe")
    }) {
        return Err(syn::Error::new_spanned(
            attr,
            "#[export] adds `#[unsafe(no_mangle)]` itself; name the symbol only through the function",
        ));
    }
    let name = sig.ident.to_string();
    let body = match mode {
        Mode::Unguarded => quote!(#block),
        Mode::Checked {
            guard,
            error,
            result,
        } => {
            if !matches!(&sig.output, ReturnType::Type(..)) {
                return Err(syn::Error::new_spanned(
                    &sig,
                    "a `Checked` function returns its `int32_t` status",
                ));
            }
            let checked = guard;
            // The result is zeroed (and its NULL refused) before anything
            // else, as 1.25 does.
            let block = match result {
                None => quote!(#block),
                Some(result) => quote! {{
                    // SAFETY: the caller's contract for a `T *` output.
                    let #result = unsafe { #checked::result_slot(#result)? };
                    #block
                }},
            };
            quote! {{
                #checked::guard(#name, #error, || -> #checked::Outcome #block)
            }}
        }
        Mode::Guarded {
            domain,
            value,
            out,
            first,
            status,
            alias: _,
        } => {
            let guard = quote!(crate::ffi::boundary);
            let domain = quote!(crate::ffi::Domain::#domain);
            // Outputs are cleared before any other check (ABI.md).
            let block = match out {
                None => quote!(#block),
                Some((out, name)) => {
                    let ours = out.to_string();
                    let what = match name {
                        None => quote!(#ours),
                        Some(name) => quote!(crate::ffi::handle::param_name(#name, #ours)),
                    };
                    // 1.25 checks its input handle first: with both NULL,
                    // the handle is the one named.
                    let input_first = first.map(|(handle, name)| {
                        quote! {
                            if #out.is_null() && #handle.is_null() {
                                return Err(crate::ffi::handle::null_named(#name));
                            }
                        }
                    });
                    quote! {{
                        #input_first
                        // SAFETY: the caller's contract for a `T **` output.
                        let #out = unsafe { crate::ffi::handle::out_ptr(#out, #what)? };
                        #block
                    }}
                }
            };
            match (&sig.output, value) {
                (ReturnType::Type(..), None) if status => quote! {{
                    #guard::guard_status_value(#domain, #name, || -> crate::ffi::Result<::std::ffi::c_int> #block)
                }},
                (ReturnType::Default, None) => quote! {{
                    #guard::guard_void(#domain, #name, || -> crate::ffi::Result<()> #block)
                }},
                (ReturnType::Type(_, ty), Some(fallback)) => quote! {{
                    #guard::guard_value(#domain, #name, #fallback, || -> crate::ffi::Result<#ty> #block)
                }},
                (ReturnType::Type(..), None) => quote! {{
                    #guard::guard_status(#domain, #name, || -> crate::ffi::Result<()> #block)
                }},
                (ReturnType::Default, Some(fallback)) => {
                    return Err(syn::Error::new_spanned(
                        fallback,
                        "a function without a return value has no fallback value",
                    ));
                }
            }
        }
    };
    // Every body can name its function (in messages, or when it hands a
    // slow path to a guard) without writing the name a second time.
    let body = quote! {{
        #[allow(dead_code)]
        const FUNCTION: &str = #name;
        #body
    }};
    let mut sig = sig;
    sig.abi = Some(syn::parse_quote!(extern "C"));
    Ok(quote! {
        #(#attrs)*
        #[unsafe(no_mangle)]
        #vis #sig #body
    })
}
