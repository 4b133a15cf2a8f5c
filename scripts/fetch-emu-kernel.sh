#!/usr/bin/env bash
# Puts a Linux kernel for make check-avx512's emulated machine at
# OUTDIR/vmlinuz: Debian's cloud kernel (the smallest of its x86-64
# kernels; serial console and initramfs built in), downloaded from the
# Debian archive with `apt-get download` and unpacked, not installed.
#
# usage: fetch-emu-kernel.sh OUTDIR
set -euo pipefail

out=$1
[ -f "$out/vmlinuz" ] && exit 0
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The versioned package the meta-package points at now.
package=$(apt-cache depends linux-image-cloud-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
if [ -z "$package" ]; then
  echo "fetch-emu-kernel: no linux-image-cloud-amd64 in the package lists (apt-get update first)" >&2
  exit 1
fi
(cd "$work" && apt-get download -q "$package" >/dev/null 2>&1) || {
  echo "fetch-emu-kernel: apt-get download $package failed" >&2
  exit 1
}
dpkg-deb -x "$work"/*.deb "$work/root"
cp "$work"/root/boot/vmlinuz-* "$out/vmlinuz.tmp"
mv "$out/vmlinuz.tmp" "$out/vmlinuz"
echo "fetch-emu-kernel: $package"
