#!/usr/bin/env bash
# Installs into a temporary prefix and builds a C program with
# `pkg-config --cflags --libs --static irx_runtime`, then runs it.
set -u
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
if ! make --no-print-directory -s install PREFIX="$prefix" >/dev/null; then
  echo "not ok make install PREFIX=<tmp>"; exit 0
fi
echo "ok make install PREFIX=<tmp>"
installed() { for f in "$@"; do
  if [ -f "$prefix/$f" ]; then echo "ok installed $f"; else echo "not ok installed $f"; fi
done; }
# Builds $prefix/NAME.c with `pkg-config --static PACKAGE` and runs it; its
# stdout must be EXPECTED. usage: link_and_run NAME PACKAGE EXPECTED WHAT
link_and_run() {
  local flags
  flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs --static "$2")
  echo "# pkg-config --cflags --libs --static $2: $flags"
  if ${CC:-cc} -std=c99 -Wall -Werror -o "$prefix/$1" "$prefix/$1.c" $flags 2>"$prefix/cc.err" \
     && [ "$("$prefix/$1")" = "$3" ]; then
    echo "ok $4"
  else
    sed 's/^/#   /' "$prefix/cc.err"; echo "not ok $4"
  fi
}
installed lib/libirx_runtime.a lib/libirx_runtime.so lib/pkgconfig/irx_runtime.pc include/irx_runtime.h \
  include/irx_buffer_runtime.h include/irx_list_runtime.h include/irx_arrow_runtime.h include/irx_arrow_c_abi.h \
  include/irx_dlpack.h include/irx_record_batch.h include/irx_record_batch_api.h
cat > "$prefix/prog.c" <<'C'
#include <stdio.h>
#include "irx_buffer_runtime.h"
#include "irx_list_runtime.h"
int main(void) {
  irx_list list = {NULL, 0, 0, sizeof(int)};
  int v = 42;
  irx_list_append(&list, &v);
  printf("%d %d\n", *(int*)irx_list_at(&list, 0), (int)irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT64));
  irx_list_destroy(&list);
  return 0;
}
C
link_and_run prog irx_runtime "42 8" "C program links with pkg-config --static and runs"
if ldd "$prefix/prog" 2>/dev/null | grep -q irx_runtime; then
  echo "not ok program links the archive statically (no libirx_runtime.so at run time)"
else
  echo "ok program links the archive statically (no libirx_runtime.so at run time)"
fi

# The pyirx 1.25 generation: its own pkg-config name, headers and archive.
installed lib/irx_runtime-1.25/libirx_runtime.a lib/pkgconfig/irx_runtime-1.25.pc \
  include/irx_runtime-1.25/irx_runtime.h include/irx_runtime-1.25/irx_list_runtime.h \
  include/irx_runtime-1.25/irx_record_batch.h include/irx_runtime-1.25/irx_record_batch_api.h \
  include/irx_runtime-1.25/irx_arrow_c_abi.h
cat > "$prefix/prog125.c" <<'C'
#include <stdio.h>
#include "irx_arrow_runtime.h"
#include "irx_list_runtime.h"
#ifndef IRX_RUNTIME_ABI_1_25
#error "pkg-config irx_runtime-1.25 must give the 1.25 headers"
#endif
int main(void) {
  irx_list list = {NULL, 0, 0, sizeof(int)};
  int v = 42;
  void* out = NULL;
  irx_list_append(&list, &v);
  int32_t status = irx_list_at(&list, 0, &out);
  int element = *(int*)out;
  int32_t past_the_end = irx_list_at(&list, 1, &out);
  printf("%d %d %d %s\n", (int)status, element, irx_arrow_array_builder_new(999, NULL),
         irx_list_status_message(past_the_end));
  irx_list_destroy(&list);
  return 0;
}
C
link_and_run prog125 irx_runtime-1.25 "0 42 -6 dynamic list index out of range" \
  "C program links with pkg-config --static irx_runtime-1.25 and runs the 1.25 generation"
