#!/usr/bin/env bash
# make check-avx512: the compute kernels' AVX-512 paths, run and compared
# with the scalar and AVX2 ones on an emulated CPU that has AVX-512 (this
# build machine has only AVX2).
#
# usage: check-avx512.sh ARCHIVE OUTDIR
#
# ctests/test_simd_levels.c, linked statically against ARCHIVE, becomes
# the init (the only process) of a Linux booted in Bochs (Debian's
# `bochs`, which emulates AVX-512 with the corei7_skylake_x model): it
# runs every case at each SIMD level in a child, compares them, prints its
# "ok"/"not ok" lines on the serial port and powers the machine off.
# IRX_SIMD_EXPECT=avx512 on the kernel's command line (init's environment)
# makes a level the emulated CPU lacks a failure, so an emulator that lost
# AVX-512 cannot pass. The kernel is Debian's cloud kernel, unpacked by
# scripts/fetch-emu-kernel.sh (.ci/run runs it); ISOLINUX boots it from
# an ISO image made by xorriso.
#
# Two quirks of Bochs 2.7, worked around on the kernel's command line:
# - its corei7_skylake_x model reports the size of the XSAVES (compacted)
#   area as the standard one, which Linux takes for an inconsistency and
#   answers by turning XSAVE off (and with it AVX and AVX-512):
#   `clearcpuid=321,323` (XSAVEC, XSAVES) makes Linux use the standard
#   format, whose sizes Bochs reports right;
# - its CPU runs about 50M instructions a second: `lpj` skips the delay
#   loop's calibration.
#
# Prints the program's "ok"/"not ok" lines (make check counts them) and
# exits non-zero when the run did not end with all of them ok.
set -euo pipefail

archive=$1
out=$(mkdir -p "$2" && cd "$2" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
kernel=$out/vmlinuz
rm -rf "$out/iso" "$out/serial.txt" "$out/bochs.log"
mkdir -p "$out/iso/boot" "$out/iso/isolinux"

missing=()
command -v bochs >/dev/null 2>&1 || missing+=("bochs (apt: bochs bochsbios vgabios bochs-sdl)")
command -v xorriso >/dev/null 2>&1 || missing+=("xorriso")
[ -f /usr/lib/ISOLINUX/isolinux.bin ] || missing+=("isolinux")
[ -f /usr/lib/syslinux/modules/bios/ldlinux.c32 ] || missing+=("syslinux-common")
[ -f "$kernel" ] || missing+=("$kernel (scripts/fetch-emu-kernel.sh $out)")
if [ ${#missing[@]} -gt 0 ]; then
  echo "not ok check-avx512: missing ${missing[*]} (.ci/run installs them)"
  exit 1
fi

# The test as a static program: no loader, no libraries in the image.
${CC:-cc} -static -std=c99 -D_POSIX_C_SOURCE=200809L -O1 -I"$root/include" \
  -o "$out/init" "$root/ctests/test_simd_levels.c" "$archive" \
  -lutil -lrt -lpthread -lm -ldl -Wl,--gc-sections 2> "$out/link.log" || {
  cat "$out/link.log"
  echo "not ok check-avx512: the static link failed"
  exit 1
}

# The initramfs: one file, /init, as a gzipped "newc" cpio archive.
python3 - "$out/init" "$out/iso/boot/initrd.gz" <<'EOF'
import gzip, sys

def member(name, data, mode, ino):
    name = name.encode() + b"\0"
    fields = (ino, mode, 0, 0, 1, 0, len(data), 0, 0, 0, 0, len(name), 0)
    head = b"070701" + b"".join(b"%08X" % f for f in fields) + name
    head += b"\0" * (-len(head) % 4)
    return head + data + b"\0" * (-len(data) % 4)

with open(sys.argv[1], "rb") as f:
    init = f.read()
with gzip.open(sys.argv[2], "wb", compresslevel=1) as f:
    f.write(member("init", init, 0o100755, 1) + member("TRAILER!!!", b"", 0, 0))
EOF

cp "$kernel" "$out/iso/boot/vmlinuz"
cp /usr/lib/ISOLINUX/isolinux.bin /usr/lib/syslinux/modules/bios/ldlinux.c32 "$out/iso/isolinux/"
cat > "$out/iso/isolinux/isolinux.cfg" <<'EOF'
DEFAULT irx
PROMPT 0
TIMEOUT 0
LABEL irx
  KERNEL /boot/vmlinuz
  INITRD /boot/initrd.gz
  APPEND console=ttyS0,115200 quiet panic=-1 rdinit=/init nosmp lpj=50000 tsc=reliable no_timer_check clearcpuid=321,323 IRX_SIMD_EXPECT=avx512
EOF
xorriso -as mkisofs -quiet -o "$out/boot.iso" -b isolinux/isolinux.bin -c isolinux/boot.cat \
  -no-emul-boot -boot-load-size 4 -boot-info-table "$out/iso" 2> "$out/xorriso.log" || {
  cat "$out/xorriso.log"
  echo "not ok check-avx512: xorriso could not make the boot image"
  exit 1
}

# Bochs: one CPU of the Skylake-SP model (AVX-512 F, CD, BW, DQ, VL), no
# display (SDL's dummy driver), the serial port into a file, the debugger
# this build of Bochs has told to continue at once.
cat > "$out/bochsrc" <<EOF
megs: 512
cpu: model=corei7_skylake_x, count=1, ips=10000000
romimage: file=/usr/share/bochs/BIOS-bochs-latest
vgaromimage: file=/usr/share/vgabios/vgabios.bin
ata0-master: type=cdrom, path=$out/boot.iso, status=inserted
boot: cdrom
display_library: sdl2
com1: enabled=1, mode=file, dev=$out/serial.txt
log: $out/bochs.log
clock: sync=none
EOF
echo c > "$out/bochs.commands"
start=$(date +%s)
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy timeout 900 \
  bochs -q -f "$out/bochsrc" -rc "$out/bochs.commands" < /dev/null > "$out/bochs.out" 2>&1 || true
echo "# check-avx512: the emulated machine ran $(( $(date +%s) - start )) s"

touch "$out/serial.txt"
tr -d '\r' < "$out/serial.txt" | grep -E '^(ok|not ok|#)' | sed -E 's/^(ok|not ok) /\1 avx512-emulated: /' || true
if ! grep -q '^# simd-levels PASSED' "$out/serial.txt"; then
  tail -n 30 "$out/serial.txt" | sed 's/^/#   /'
  echo "not ok check-avx512: the emulated run did not pass (serial log $out/serial.txt, $out/bochs.log)"
  exit 1
fi
