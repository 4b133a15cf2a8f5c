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
for f in lib/libirx_runtime.a lib/libirx_runtime.so lib/pkgconfig/irx_runtime.pc include/irx_runtime.h \
         include/irx_buffer_runtime.h include/irx_list_runtime.h include/irx_arrow_runtime.h include/irx_arrow_c_abi.h \
         include/irx_dlpack.h; do
  if [ -f "$prefix/$f" ]; then echo "ok installed $f"; else echo "not ok installed $f"; fi
done
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
flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs --static irx_runtime)
echo "# pkg-config --cflags --libs --static irx_runtime: $flags"
if ${CC:-cc} -std=c99 -Wall -Werror -o "$prefix/prog" "$prefix/prog.c" $flags 2>"$prefix/cc.err" \
   && [ "$("$prefix/prog")" = "42 8" ]; then
  echo "ok C program links with pkg-config --static and runs"
else
  sed 's/^/#   /' "$prefix/cc.err"; echo "not ok C program links with pkg-config --static and runs"
fi
if ldd "$prefix/prog" 2>/dev/null | grep -q irx_runtime; then
  echo "not ok program links the archive statically (no libirx_runtime.so at run time)"
else
  echo "ok program links the archive statically (no libirx_runtime.so at run time)"
fi

# The pyirx 1.25 generation: its own pkg-config name, headers and archive.
for f in lib/irx_runtime-1.25/libirx_runtime.a lib/pkgconfig/irx_runtime-1.25.pc \
         include/irx_runtime-1.25/irx_runtime.h include/irx_runtime-1.25/irx_list_runtime.h \
         include/irx_runtime-1.25/irx_record_batch.h include/irx_runtime-1.25/irx_arrow_c_abi.h; do
  if [ -f "$prefix/$f" ]; then echo "ok installed $f"; else echo "not ok installed $f"; fi
done
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
  printf("%d %d %d %s\n", (int)status, *(int*)out, irx_arrow_array_builder_new(999, NULL),
         irx_list_status_message(irx_list_at(&list, 1, &out)));
  irx_list_destroy(&list);
  return 0;
}
C
flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs --static irx_runtime-1.25)
echo "# pkg-config --cflags --libs --static irx_runtime-1.25: $flags"
if ${CC:-cc} -std=c99 -Wall -Werror -o "$prefix/prog125" "$prefix/prog125.c" $flags 2>"$prefix/cc.err" \
   && [ "$("$prefix/prog125")" = "0 42 -6 dynamic list index out of range" ]; then
  echo "ok C program links with pkg-config --static irx_runtime-1.25 and runs the 1.25 generation"
else
  sed 's/^/#   /' "$prefix/cc.err"; echo "not ok C program links with pkg-config --static irx_runtime-1.25 and runs the 1.25 generation"
fi
