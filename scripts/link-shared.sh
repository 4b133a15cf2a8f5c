#!/usr/bin/env bash
# Links a generation's shared library from its finished archive
# (scripts/finish-archive.sh): every member whole, so the .so holds exactly
# the archive's code, and exports exactly the archive's global symbols (the
# #[export] functions and the generation's marker; everything else is local
# in the archive already). Both generations' .so come from the one compile
# this way, each with its own soname. Relinks only when the archive is newer.
#
# usage: link-shared.sh ARCHIVE SONAME OUTPUT "NATIVE_LIBS"
set -euo pipefail
usage="usage: link-shared.sh ARCHIVE SONAME OUTPUT \"NATIVE_LIBS\""
archive=${1:?$usage}
soname=${2:?$usage}
output=${3:?$usage}
read -r -a native <<< "${4:?$usage}"
if [ -f "$output" ] && ! [ "$archive" -nt "$output" ]; then exit 0; fi
# -z relro,now and noexecstack as rustc links a cdylib; --as-needed keeps
# NEEDED to the system libraries the code calls; --gc-sections drops what no
# exported function reaches (exported symbols are the roots).
${CC:-cc} -shared -o "$output.tmp.$$" -Wl,-soname,"$soname" \
  -Wl,-z,relro,-z,now -Wl,-z,noexecstack -Wl,--gc-sections -Wl,--as-needed \
  -Wl,--whole-archive "$archive" -Wl,--no-whole-archive "${native[@]}"
mv -f "$output.tmp.$$" "$output"
