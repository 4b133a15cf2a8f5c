# irx-runtime: build, test, install.
#   make            libirx_runtime.a (release) + regenerated headers
#   make IRX_ABI=1.25  the pyirx 1.25 ABI generation instead:
#                   target/abi-1.25/libirx_runtime.a, include/abi-1.25/
#   make demo       emit the demo program, build it with `irx build`, run it
#   make check      every test; ends with one line "N passed, M failed"
#   make install PREFIX=dir
#   make bench      ours vs the IRx 1.18.0 C++ runtime (QUICK=1: small scale)
#   make fuzz       every fuzz target for FUZZ_SECONDS (default 60) each
# Options: SANITIZE=1 (C tests with clang ASan/UBSan), VALGRIND=0 (skip memcheck),
#          FUZZ=1 (check with the brief fuzz runs of make fuzz-check; off by default),
#          BUILD_PROFILE=release|dev (the archives' cargo profile: release, but
#          dev for check and test; see below).
# Recipes longer than a few lines live in scripts/. Every check prints
# "ok ..."/"not ok ..." lines into build/results/, which scripts/summarize.sh
# counts into the last line of `make check`.

SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
.DEFAULT_GOAL := all

CARGO ?= cargo
CC ?= cc
CXX ?= c++
PYTHON3 ?= python3
PREFIX ?= /usr/local
BUILD := build
RESULTS := $(BUILD)/results
STEP = @scripts/timed-step.sh $(RESULTS)/step-times.txt
# BUILD_PROFILE: the cargo profile of the archives, the shared libraries and
# `irx`. release (fat LTO, one codegen unit) is what `make`, `make install`,
# the wheel, the demo and the benchmarks build: what users link and what is
# measured. `make check` and `make test` build them in the dev profile
# instead (unless BUILD_PROFILE is given): the tests' own build has compiled every dependency
# in that profile already (optimised, level 1), so the archives cost one
# compile of the runtime's source each instead of a second, LTO-optimised
# compile of arrow-rs, parquet and the object store (about half of a cold
# run's CPU). The source, the exported functions and the post-processing
# (scripts/finish-archive.sh) are the same; `make check BUILD_PROFILE=release`
# runs every check against the shipped build.
ifneq ($(filter check test,$(MAKECMDGOALS)),)
BUILD_PROFILE ?= dev
endif
BUILD_PROFILE ?= release
ifeq ($(filter $(BUILD_PROFILE),release dev),)
$(error BUILD_PROFILE is release or dev, not "$(BUILD_PROFILE)")
endif
export BUILD_PROFILE
# cargo's directory for the profile, and what the runtime's own compile adds
# in dev: no debug information (the archive is stripped anyway; the shared
# library would be 230 MB with it), and optimisation level 1 like the
# dependencies': at level 0 the C tests and the corpus under valgrind took
# 2.1-2.5 times the release archive's CPU, at level 1 1.4 times, for about
# 100 s more CPU per archive's compile (test_boundary under valgrind: 4.1-4.9
# s user with the release archive, 10.4 at level 0, 6.7 at level 1).
PROFILE_DIR := $(if $(filter dev,$(BUILD_PROFILE)),debug,release)
PROFILE_RUSTC := $(if $(filter dev,$(BUILD_PROFILE)),-C debuginfo=0 -C strip=debuginfo -C opt-level=1)
# In dev, `irx` is built with irx-runtime selected too, so cargo resolves the
# dependencies' features as for the runtime and reuses the tests' build of
# arrow-rs (the emitter alone asks for fewer features, which would compile
# arrow-array, arrow-select and arrow-ipc once more).
IRX_PACKAGES := -p irx-emitter $(if $(filter dev,$(BUILD_PROFILE)),-p irx-runtime)
LIB := target/$(PROFILE_DIR)/libirx_runtime.a
# The emitter's end-to-end tests link this archive (emitter/tests/common).
export IRX_TEST_ARCHIVE := $(abspath $(LIB))
SHLIB := target/$(PROFILE_DIR)/libirx_runtime.so
IRX := target/$(PROFILE_DIR)/irx
# What `rustc --print native-static-libs` reports for the archive
# (scripts/check-native-libs.sh verifies this line and the README's).
NATIVE_LIBS := -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc
# Every function of the archive is in a section of its own: with this flag
# the linker keeps only what a program reaches (the README's link line and
# pkg-config's Libs say it too; the footprint table measures it). The C
# tests and the differential programs link with it too: against a dev
# archive a test binary is 60 MB without it and 1 MB with, ld.bfd's link
# takes 5.4 s against 1.9 and valgrind's run 1.9 s against 1.0
# (test_arrow_status_125, measured with /usr/bin/time).
LINK_GC := -Wl,--gc-sections
CSTD := -std=c99 -D_POSIX_C_SOURCE=200809L
CWARN := -Wall -Wextra -Wpedantic -Werror
HEADERS := $(wildcard include/*.h)

# ABI generations (one source and one compile: the generation is a value
# the archive's finishing writes, runtime/src/generation.rs). IRX_ABI picks
# what `make` builds; `make check` and `make install` do both.
IRX_ABI ?= 1.18
ifeq ($(filter $(IRX_ABI),1.18 1.25),)
$(error IRX_ABI is 1.18 (the default) or 1.25, not "$(IRX_ABI)")
endif
LIB_125 := target/abi-1.25/libirx_runtime.a
LIB_125_BUILT := target/$(PROFILE_DIR)/libirx_runtime_1_25.a
SHLIB_125 := target/$(PROFILE_DIR)/libirx_runtime_1_25.so
# The library's version is the workspace's (Cargo.toml); the shared
# libraries' ABI version (soname) is its major number, or major.minor
# while the major is 0 (semver: 0.1 and 0.2 are incompatible).
VERSION := $(shell sed -n 's/^version = "\(.*\)"$$/\1/p' Cargo.toml | head -n 1)
VERSION_WORDS := $(subst ., ,$(VERSION))
SOVERSION := $(if $(filter 0,$(word 1,$(VERSION_WORDS))),0.$(word 2,$(VERSION_WORDS)),$(word 1,$(VERSION_WORDS)))
SONAME := libirx_runtime.so.$(SOVERSION)
SONAME_125 := libirx_runtime_1_25.so.$(SOVERSION)
HEADERS_125 := $(wildcard include/abi-1.25/*.h)
# pyirx 1.25.0's wheel, unpacked (scripts/fetch-pyirx.sh; PYIRX_WHEEL=path
# uses a local .whl), for the C program written against its own headers.
PYIRX_125 := $(BUILD)/pyirx-1.25.0
PYIRX_125_INC := $(addprefix -I$(PYIRX_125)/irx/builder/runtime/,list/native arrow/native buffer/native \
                   exceptions/native classes/native file/native)

# SANITIZE=1: the C tests are built with clang's ASan + UBSan (into their own
# directory, so the two kinds of binaries never mix) and valgrind is skipped.
ifeq ($(SANITIZE),1)
CC := clang
CXX := clang++
SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g
VALGRIND := 0
CTEST_DIR := $(BUILD)/ctests-sanitize
else
CTEST_DIR := $(BUILD)/ctests
endif
CTEST_SRCS := $(sort $(wildcard ctests/test_*.c))
CTEST_HEADERS := $(wildcard ctests/*.h)
CTEST_BINS := $(patsubst ctests/%.c,$(CTEST_DIR)/%,$(CTEST_SRCS)) $(CTEST_DIR)/test_headers_cpp

.PHONY: all lib lib-1.25 archives abi-list check-abi-list check-layers test run-ctests-1.25 check-corpus-1.25 check-corpus-1.25-frame corpus-1.25 irx header demo install clean check check-style build-tests test-rust check-header check-apigen apigen ctests \
        run-ctests check-native-libs check-exports check-install check-installed-irx check-interop \
        uninstall bench bench-rb bench-frame bench-compute bench-parquet bench-csv bench-peers bench-pq-threads bench-csv-threads bench-ipc-threads bench-compute-peers bench-peers-venv bench-store bench-emitter bench-check fuzz fuzz-check fuzz-build fuzz-tools

all: $(if $(filter 1.25,$(IRX_ABI)),lib-1.25,lib) header

# Always defer to cargo: it knows when the archive is stale. Only the
# staticlib is built here: with the rlib among them rustc cannot LTO the
# staticlib (every crate, std included, would stay a separate object). The
# rlib is for `cargo test`, which uses the dev profile, so the two never
# rebuild each other's dependencies. The build log records the native
# libraries the archive needs. scripts/finish-archive.sh then makes the
# archive we ship from cargo's (deps/libirx_runtime.a), only when cargo
# rebuilt it: one object whose only global symbols are irx_*/__arx_* (the
# bundled zstd's and ring's are localized), no debug information, the
# generation's own functions and value, and its marker symbol. Both
# generations come from the one compile (runtime/src/generation.rs): the
# 1.25 archive is finished from the same cargo archive. Each shared library
# is linked from its finished archive (scripts/link-shared.sh), so the .a
# and the .so of a generation hold the same code and export the same names.
# `--timings` leaves cargo's report of what each crate cost under
# target/cargo-timings/, so a cold run (CI's) says where its build time went.
# RAW_LIB: a hard link to the archive cargo made, taken whenever cargo
# (re)placed it at $(LIB) (more than one member: not finished yet), so that
# both generations are finished from it after $(LIB) is replaced.
RAW_LIB := target/$(PROFILE_DIR)/libirx_runtime.cargo.a
ifeq ($(ARCHIVES_BUILT),1)
lib lib-1.25: ; @:
else
lib:
	@mkdir -p $(BUILD)
	$(CARGO) rustc --profile $(BUILD_PROFILE) --timings -p irx-runtime --lib --crate-type staticlib \
	  -- --print native-static-libs $(PROFILE_RUSTC) \
	  2> $(BUILD)/lib-build.log || { cat $(BUILD)/lib-build.log; exit 1; }
	@scripts/record-native-libs.sh $(BUILD)/lib-build.log $(BUILD)/native-static-libs.txt
	@if [ "$$(ar t $(LIB) | wc -l)" != 1 ]; then ln -f $(LIB) $(RAW_LIB); fi
	@scripts/finish-archive.sh $(RAW_LIB) $(LIB) 1.18 $(BUILD)/lib-$(PROFILE_DIR).finished
	@scripts/link-shared.sh $(LIB) $(SONAME) $(SHLIB) "$(NATIVE_LIBS)"

# The 1.25 generation, finished from the same compile; its library has its
# own name (libirx_runtime_1_25.a/.so, so the two can be installed side by
# side); target/abi-1.25/libirx_runtime.a is a copy under the old name.
lib-1.25: lib
	@mkdir -p $(dir $(LIB_125))
	@scripts/finish-archive.sh $(RAW_LIB) $(LIB_125_BUILT) 1.25 $(BUILD)/lib-1.25-$(PROFILE_DIR).finished
	@scripts/link-shared.sh $(LIB_125_BUILT) $(SONAME_125) $(SHLIB_125) "$(NATIVE_LIBS)"
	@cmp -s $(LIB_125_BUILT) $(LIB_125) || cp $(LIB_125_BUILT) $(LIB_125)
endif

irx:
	$(CARGO) build --profile $(BUILD_PROFILE) -q $(IRX_PACKAGES) --bin irx

header:
	$(CARGO) run -q -p irx-headergen -- include/irx_runtime.h
	$(CARGO) run -q -p irx-headergen -- --abi 1.25 include/abi-1.25/irx_runtime.h

# The checked irx_rb_api_* layer, generated from scripts/apigen.py's table.
# Run `make apigen header` after changing the table.
apigen:
	$(PYTHON3) scripts/apigen.py .

# make demo, for someone who has never seen the project (scripts/demo.sh):
# the headline first (a C program's size and `ldd`: no libarrow, no
# libstdc++; a Parquet file pyarrow wrote, read by it; an Arx program built
# and run on this runtime, and its uncaught exception as a diagnostic),
# then the tour (the IR emitter and `irx`, record batches, data frames,
# codecs and limits), then a summary. pyarrow comes from the interop venv
# (created when missing, as make check-interop does), the Arx program from
# the wheel's irx-arx when it is installed, else from the IR arxlang
# emitted for it (examples/primes.ll).
DEMO_CLANG ?= clang
demo: lib lib-1.25 irx
	CARGO="$(CARGO)" CC="$(CC)" CSTD="$(CSTD)" CWARN="$(CWARN)" LIB=$(LIB) LIB_125=$(LIB_125) IRX=$(IRX) \
	  NATIVE_LIBS="$(NATIVE_LIBS)" LINK_GC="$(LINK_GC)" DEMO_CLANG=$(DEMO_CLANG) BUILD=$(BUILD) \
	  PYTHON3=$(PYTHON3) scripts/demo.sh

# irx's man page, irx.1, written by irx itself from the table its --help
# and its argument parser use (`irx man`; make install puts it in
# share/man/man1).
.PHONY: man
man: irx
	@mkdir -p $(BUILD)
	$(IRX) man > $(BUILD)/irx.1

# ---- make install / make uninstall (issue 33) ---------------------------------
# PREFIX (default /usr/local), BINDIR, LIBDIR, INCLUDEDIR and DESTDIR (a
# staging root prepended to every path, for packagers) as GNU projects spell
# them; `make uninstall` takes the same values and removes exactly what
# `make install` put there.
#   $(LIBDIR)/libirx_runtime.a, libirx_runtime_1_25.a         the archives
#   $(LIBDIR)/libirx_runtime{,_1_25}.so.$(VERSION) + .so.$(SOVERSION) (soname) + .so
#   $(INCLUDEDIR)/irx/*.h, $(INCLUDEDIR)/irx/abi-1.25/*.h     the headers
#   $(LIBDIR)/pkgconfig/irx_runtime.pc, irx_runtime-1.25.pc
#   $(LIBDIR)/cmake/irx_runtime/                             find_package(irx_runtime)
#   $(BINDIR)/irx (finds ../lib/libirx_runtime.a by itself)
# The CMake package finds everything relative to its own directory, so a
# DESTDIR tree or a moved prefix works as it is.
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
CMAKEDIR = $(LIBDIR)/cmake/irx_runtime
# pkg-config writes paths under the prefix as ${prefix}/..., so
# `pkg-config --define-prefix` can relocate them.
PC_PATH = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
# The system libraries as CMake link items (-lm -> m), in rustc's order.
space := $(subst ,, )
CMAKE_NATIVE_LIBS := $(subst $(space),;,$(patsubst -l%,%,$(NATIVE_LIBS)))
INSTALL_SED = sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(call PC_PATH,$(LIBDIR))|' \
  -e 's|@INCLUDEDIR@|$(call PC_PATH,$(INCLUDEDIR))|' -e 's|@NATIVE_LIBS@|$(NATIVE_LIBS)|' \
  -e 's|@VERSION@|$(VERSION)|' -e 's|@SOVERSION@|$(SOVERSION)|' -e 's|@CMAKE_NATIVE_LIBS@|$(CMAKE_NATIVE_LIBS)|' \
  -e "s|@CMAKE_LIBDIR@|$$(realpath -m --relative-to=$(CMAKEDIR) $(LIBDIR))|" \
  -e "s|@CMAKE_INCLUDEDIR@|$$(realpath -m --relative-to=$(CMAKEDIR) $(INCLUDEDIR))|"

install: lib lib-1.25 irx
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(CMAKEDIR) \
	  $(DESTDIR)$(INCLUDEDIR)/irx/abi-1.25
	install -m 755 $(IRX) $(DESTDIR)$(BINDIR)/
	install -m 644 $(LIB) $(LIB_125_BUILT) $(DESTDIR)$(LIBDIR)/
	install -m 755 $(SHLIB) $(DESTDIR)$(LIBDIR)/libirx_runtime.so.$(VERSION)
	install -m 755 $(SHLIB_125) $(DESTDIR)$(LIBDIR)/libirx_runtime_1_25.so.$(VERSION)
	for n in libirx_runtime libirx_runtime_1_25; do \
	  ln -sf $$n.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$$n.so.$(SOVERSION); \
	  ln -sf $$n.so.$(SOVERSION) $(DESTDIR)$(LIBDIR)/$$n.so; done
	install -m 644 include/*.h $(DESTDIR)$(INCLUDEDIR)/irx/
	install -m 644 include/abi-1.25/*.h $(DESTDIR)$(INCLUDEDIR)/irx/abi-1.25/
	$(INSTALL_SED) -e 's|@NAME@|irx_runtime|' -e 's|@ABI@|IRx 1.18|' -e 's|@LIBNAME@|irx_runtime|' \
	  -e 's|@SUBDIR@||' irx_runtime.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/irx_runtime.pc
	$(INSTALL_SED) -e 's|@NAME@|irx_runtime-1.25|' -e 's|@ABI@|pyirx 1.25|' -e 's|@LIBNAME@|irx_runtime_1_25|' \
	  -e 's|@SUBDIR@|/abi-1.25|' irx_runtime.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/irx_runtime-1.25.pc
	$(INSTALL_SED) cmake/irx_runtimeConfig.cmake.in > $(DESTDIR)$(CMAKEDIR)/irx_runtimeConfig.cmake
	$(INSTALL_SED) cmake/irx_runtimeConfigVersion.cmake.in > $(DESTDIR)$(CMAKEDIR)/irx_runtimeConfigVersion.cmake
	install -d $(DESTDIR)$(PREFIX)/share/doc/irx_runtime
	install -m 644 LICENSE THIRD-PARTY-NOTICES CHANGELOG.md $(DESTDIR)$(PREFIX)/share/doc/irx_runtime/
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 && $(IRX) man > $(DESTDIR)$(PREFIX)/share/man/man1/irx.1

# Only what install wrote (no wildcard over a shared directory), then the
# directories it made, if empty.
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/irx $(DESTDIR)$(LIBDIR)/libirx_runtime.a $(DESTDIR)$(LIBDIR)/libirx_runtime_1_25.a
	for n in libirx_runtime libirx_runtime_1_25; do \
	  rm -f $(DESTDIR)$(LIBDIR)/$$n.so $(DESTDIR)$(LIBDIR)/$$n.so.$(SOVERSION) $(DESTDIR)$(LIBDIR)/$$n.so.$(VERSION); done
	rm -f $(addprefix $(DESTDIR)$(INCLUDEDIR)/irx/,$(notdir $(wildcard include/*.h)))
	rm -f $(addprefix $(DESTDIR)$(INCLUDEDIR)/irx/abi-1.25/,$(notdir $(wildcard include/abi-1.25/*.h)))
	rm -f $(DESTDIR)$(LIBDIR)/pkgconfig/irx_runtime.pc $(DESTDIR)$(LIBDIR)/pkgconfig/irx_runtime-1.25.pc
	rm -f $(DESTDIR)$(CMAKEDIR)/irx_runtimeConfig.cmake $(DESTDIR)$(CMAKEDIR)/irx_runtimeConfigVersion.cmake
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/share/doc/irx_runtime/,LICENSE THIRD-PARTY-NOTICES CHANGELOG.md)
	rm -f $(DESTDIR)$(PREFIX)/share/man/man1/irx.1
	-rmdir $(DESTDIR)$(INCLUDEDIR)/irx/abi-1.25 $(DESTDIR)$(INCLUDEDIR)/irx $(DESTDIR)$(CMAKEDIR) \
	  $(DESTDIR)$(LIBDIR)/cmake $(DESTDIR)$(PREFIX)/share/doc/irx_runtime 2>/dev/null

clean:
	$(CARGO) clean
	rm -rf $(BUILD)

# ---- make check -------------------------------------------------------------
# Each step runs through scripts/timed-step.sh, which appends its wall time
# to $(RESULTS)/step-times.txt; summarize.sh prints that table last, so
# every run (CI's included) says what each step cost.
# rustfmt and clippy first, then every suite. SANITIZE=1 re-runs only what
# the sanitizers instrument (the C tests); the Rust, interop, install and
# bench steps do not change with it.
# The C tests' binaries compile and link CHECK_JOBS at a time (each is one
# compiler and one linker process; they also run that many at a time,
# scripts/ordered-jobs.sh).
CHECK_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
ifeq ($(SANITIZE),1)
check:
	@rm -rf $(RESULTS) && mkdir -p $(RESULTS)
	$(STEP) lib $(MAKE) --no-print-directory lib lib-1.25
	$(STEP) run-ctests $(MAKE) --no-print-directory -j$(CHECK_JOBS) run-ctests
	$(STEP) run-ctests-1.25 $(MAKE) --no-print-directory -j$(CHECK_JOBS) run-ctests-1.25
	@scripts/summarize.sh $(RESULTS)
else
check:
	@rm -rf $(RESULTS) && mkdir -p $(RESULTS)
	$(STEP) archives+check-style+build-tests+check-header+check-prep $(MAKE) --no-print-directory -j5 \
	  archives check-style build-tests check-header check-prep
	@$(MAKE) --no-print-directory -j2 check-lane-tests check-lane-packaging ARCHIVES_BUILT=1
	@if [ "$(FUZZ)" != 0 ]; then $(STEP) fuzz-check $(MAKE) --no-print-directory fuzz-check; fi
	@scripts/summarize.sh $(RESULTS)
endif

# After the first step, make check's steps run in two lanes side by side:
# the test suites (CPU-bound: nextest, valgrind, two clangs) and the
# packaging checks (mostly waiting: make install and CMake, pip, the
# object-store servers, the wheel's Arx builds), then the examples, the
# differential programs and the benchmarks' smoke run, which balance the
# two (a fresh clone of 0a6f842: 475 s against 322 with those three in the
# first lane). The packaging lane's output is held in a log and printed
# whole when it ends, so the two do not interleave.
# ARCHIVES_BUILT=1 (the first step built them; nothing changes the source
# during a check) makes `lib` and `lib-1.25` do nothing in the lanes:
# cargo, even when it compiles nothing, puts its raw archive back at
# $(LIB) for a moment, which a C test linking in the other lane must not
# see.
.PHONY: check-lane-tests check-lane-packaging check-lane-packaging-steps
check-lane-tests:
	$(STEP) test-rust $(MAKE) --no-print-directory test-rust
	$(STEP) check-apigen $(MAKE) --no-print-directory check-apigen
	$(STEP) check-abi-list $(MAKE) --no-print-directory check-abi-list
	$(STEP) check-layers $(MAKE) --no-print-directory check-layers
	$(STEP) run-ctests $(MAKE) --no-print-directory -j$(CHECK_JOBS) run-ctests
	$(STEP) run-ctests-1.25 $(MAKE) --no-print-directory -j$(CHECK_JOBS) run-ctests-1.25
	$(STEP) check-corpus-1.25 $(MAKE) --no-print-directory check-corpus-1.25

check-lane-packaging:
	@mkdir -p $(BUILD)
	@$(MAKE) --no-print-directory check-lane-packaging-steps > $(BUILD)/check-lane-packaging.out 2>&1; \
	  status=$$?; echo "# ---- the packaging lane (native libs, exports, install, interop, wheel, examples, diff, bench) ----"; \
	  cat $(BUILD)/check-lane-packaging.out; exit $$status

check-lane-packaging-steps:
	$(STEP) check-native-libs $(MAKE) --no-print-directory check-native-libs
	$(STEP) check-avx512 $(MAKE) --no-print-directory check-avx512
	$(STEP) check-exports $(MAKE) --no-print-directory check-exports
	$(STEP) check-install $(MAKE) --no-print-directory check-install
	$(STEP) check-installed-irx $(MAKE) --no-print-directory check-installed-irx
	$(STEP) check-interop $(MAKE) --no-print-directory check-interop
	$(STEP) check-wheel $(MAKE) --no-print-directory check-wheel
	$(STEP) check-examples $(MAKE) --no-print-directory check-examples
	$(STEP) check-diff-1.25 $(MAKE) --no-print-directory check-diff-1.25 DIFF125_SUMMARY=0
	$(STEP) bench-check $(MAKE) --no-print-directory bench-check

# The compute kernels' AVX-512 paths, which this machine's CPU lacks, run
# and compared with the scalar and AVX2 ones (ctests/test_simd_levels.c) as
# the init of a Linux booted in Bochs' emulated Skylake-SP CPU
# (scripts/check-avx512.sh; about two minutes). .ci/run installs Bochs,
# ISOLINUX and xorriso and fetches the kernel (scripts/fetch-emu-kernel.sh)
# into $(BUILD)/emu.
.PHONY: check-avx512
check-avx512: lib
	@mkdir -p $(RESULTS) $(BUILD)/emu
	CC="$(CC)" scripts/check-avx512.sh $(LIB) $(BUILD)/emu | tee $(RESULTS)/avx512.log

# Both archives, one after the other (they share a target directory, whose
# lock one cargo holds for a whole build); each step's time is recorded.
archives:
	$(STEP) lib $(MAKE) --no-print-directory lib
	$(STEP) lib-1.25 $(MAKE) --no-print-directory lib-1.25

# What the later steps of `make check` fetch, install or build that needs
# neither archive, made while the archives' fat-LTO passes (one core each,
# minutes long) leave a core idle, at the test build's low priority: the
# interop venv and Azurite, pyirx 1.25.0's package, IRx 1.25's reference
# runtime for the differential check, the wheel's build tools and the venv
# check-wheel installs it into (arxlang and pyirx 1.25.0). Failures are
# ignored here: the step that needs the piece makes it again and reports.
.PHONY: check-prep
check-prep:
	@mkdir -p $(BUILD)
	-@nice -n 15 $(MAKE) --no-print-directory interop-env $(PYIRX_125)/.unpacked $(DIFF125_ARCHIVE) wheel-tools wheel-venv \
	  > $(BUILD)/check-prep.log 2>&1 || echo "# check-prep: something failed (see $(BUILD)/check-prep.log); the step that needs it retries"

.PHONY: interop-env wheel-venv
interop-env:
	PYTHON3=$(PYTHON3) scripts/run-interop.sh --prepare $(BUILD)/venv-interop

# clippy checks in a target directory of its own, so that `make check` runs
# it beside the tests' build instead of after it (one target directory is
# one lock). A check build shares nothing with the test build but build
# scripts and proc macros, which it compiles once more.
STYLE_TARGET_DIR ?= target/style
check-style:
	@mkdir -p $(RESULTS)
	CARGO_TARGET_DIR=$(STYLE_TARGET_DIR) scripts/check-rust-style.sh | tee $(RESULTS)/style.log

# The tests' dev build (every dependency at opt-level 1) is the one build
# of the dependencies `make check` makes: its dev archives (BUILD_PROFILE)
# are compiled from the same units afterwards, in the same target directory
# (cargo's lock takes them one at a time). It runs niced so that clippy's
# check build and check-prep keep their share. test-rust then only runs
# what is already built. (With release archives, the tests' dev build had
# run beside the archives' own LTO build of every dependency on 2 cores:
# 2,570 s for the whole first step, cold.)
# irx-headergen (no tests; `make header` and check-header run it) stays out
# of the test build: its cbindgen would add features to serde and bitflags
# in the workspace's feature resolution, and every crate above them (chrono,
# arrow-rs, parquet, the object store) would then differ from what `make
# lib` resolves for irx-runtime alone, and be compiled twice in dev. Without
# it the dev archives `make check` builds reuse the tests' dependencies (all
# but the object store, which llvm-ir, the emitter's test dependency, gives
# another feature of `either` here).
TEST_PACKAGES := --workspace --exclude irx-headergen
build-tests:
	@mkdir -p $(BUILD)
	nice -n 15 $(CARGO) test --timings $(TEST_PACKAGES) --features irx-runtime/fault-injection --no-run 2>&1 | tee $(BUILD)/cargo-test-build.log

# The Rust tests run under cargo-nextest where it is installed (this
# machine's toolchain has it): every test in a process of its own, the
# tests of all binaries side by side on every processor. cargo test runs
# the binaries one after another, so a binary of one long test
# (compute_threads, 85-160 s) left a processor idle; the sum of the tests'
# times is about twice the wall time under nextest. Elsewhere cargo test
# runs them; scripts/cargo-counts.sh reads either's totals.
NEXTEST := $(shell $(CARGO) nextest --version >/dev/null 2>&1 && echo yes)
RUST_TEST := $(if $(NEXTEST),$(CARGO) nextest run --no-fail-fast,$(CARGO) test)
test-rust:
	@mkdir -p $(RESULTS)
	$(RUST_TEST) $(TEST_PACKAGES) --features irx-runtime/fault-injection 2>&1 | tee $(BUILD)/cargo-test.log
	@scripts/cargo-counts.sh $(BUILD)/cargo-test.log > $(RESULTS)/cargo.counts

# Fails when the committed header differs from what cbindgen generates now.
check-header:
	@mkdir -p $(RESULTS)
	scripts/check-header.sh $(BUILD)/headers | tee $(RESULTS)/header.log

# Fails when a generated file of runtime/src/checked/ is not what
# scripts/apigen.py writes now.
check-apigen:
	@mkdir -p $(RESULTS)
	PYTHON3=$(PYTHON3) scripts/check-apigen.sh $(BUILD)/apigen-fresh | tee $(RESULTS)/apigen.log

# pyirx 1.25.0's function list (abi/symbols-1.25.tsv, read by
# runtime/tests/abi_125.rs), written from the wheel's headers by
# scripts/gen-abi-125-list.py: `abi-list` regenerates it, `check-abi-list`
# fails when the committed copy is not what the script writes.
abi-list: $(PYIRX_125)/.unpacked
	$(PYTHON3) scripts/gen-abi-125-list.py $(PYIRX_125) abi/symbols-1.25.tsv

check-abi-list: $(PYIRX_125)/.unpacked
	@mkdir -p $(RESULTS)
	PYTHON3=$(PYTHON3) scripts/check-abi-list.sh $(PYIRX_125) | tee $(RESULTS)/abi-list.log


# The module layering of runtime/src and emitter/src: no file-level import
# circle, no upward import between folders (scripts/check-layers.py's
# LAYERS; `--graph` prints every edge).
check-layers:
	@mkdir -p $(RESULTS)
	$(PYTHON3) scripts/check-layers.py | tee $(RESULTS)/layers.log

# ---- make test: the inner loop ----------------------------------------------
# What to run between edits: rustfmt, the layering, 1.25-list and header checks,
# the Rust tests (every crate, or TEST_CRATES="irx-emitter ..."), and the C
# tests of both generations without valgrind; it ends with "N passed, M
# failed" like check. No clippy, corpus, install, interop, bench or fuzz
# steps, no valgrind: `make check` runs all of them before a commit.
TEST_RESULTS := $(BUILD)/results-test
TEST_CRATES ?=
TEST_CARGO_ARGS = $(if $(TEST_CRATES),$(addprefix -p ,$(TEST_CRATES)),$(TEST_PACKAGES)) \
  $(if $(or $(if $(TEST_CRATES),,all),$(filter irx-runtime,$(TEST_CRATES))),--features irx-runtime/fault-injection)
test: lib lib-1.25
	@rm -rf $(TEST_RESULTS) && mkdir -p $(TEST_RESULTS)
	@if $(CARGO) fmt --all -- --check >/dev/null 2>&1; then echo "ok cargo fmt --check"; \
	  else echo "not ok cargo fmt --check (run cargo fmt --all)"; fi | tee $(TEST_RESULTS)/style.log
	$(MAKE) --no-print-directory RESULTS=$(TEST_RESULTS) check-layers check-abi-list check-header
	$(RUST_TEST) $(TEST_CARGO_ARGS) 2>&1 | tee $(BUILD)/cargo-test-fast.log
	@scripts/cargo-counts.sh $(BUILD)/cargo-test-fast.log > $(TEST_RESULTS)/cargo.counts
	$(MAKE) --no-print-directory -j$(CHECK_JOBS) RESULTS=$(TEST_RESULTS) VALGRIND=0 run-ctests run-ctests-1.25
	@scripts/summarize.sh $(TEST_RESULTS)

$(CTEST_DIR)/%: ctests/%.c $(CTEST_HEADERS) $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(CWARN) $(SANFLAGS) -g -Iinclude -o $@ $< $(LIB) $(NATIVE_LIBS) $(LINK_GC)

$(CTEST_DIR)/test_headers_cpp: ctests/test_headers.c $(CTEST_HEADERS) $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CXX) -x c++ -std=c++17 $(CWARN) $(SANFLAGS) -g -Iinclude -o $@ $< -x none $(LIB) $(NATIVE_LIBS) $(LINK_GC)

ctests: $(CTEST_BINS)

run-ctests: ctests
	@mkdir -p $(RESULTS)
	VALGRIND=$(VALGRIND) scripts/run-ctests.sh $(CTEST_BINS) | tee $(RESULTS)/ctests.log

# The 1.25 generation's C tests: ctests/abi-1.25/test_*.c against
# include/abi-1.25/ and target/abi-1.25/libirx_runtime.a, plus
# pyirx_headers.c against pyirx 1.25.0's own headers (C11 and no -Wpedantic:
# those headers repeat typedefs) linked with the same archive.
CTEST_125_SRCS := $(sort $(wildcard ctests/abi-1.25/test_*.c))
CTEST_125_BINS := $(patsubst ctests/abi-1.25/%.c,$(CTEST_DIR)/abi-1.25/%,$(CTEST_125_SRCS)) \
                  $(CTEST_DIR)/abi-1.25/pyirx_headers

$(CTEST_DIR)/abi-1.25/%: ctests/abi-1.25/%.c $(CTEST_HEADERS) $(HEADERS_125) $(HEADERS) lib-1.25
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(CWARN) $(SANFLAGS) -g -Iinclude/abi-1.25 -o $@ $< $(LIB_125) $(NATIVE_LIBS) $(LINK_GC)

$(CTEST_DIR)/abi-1.25/pyirx_headers: ctests/abi-1.25/pyirx_headers.c $(CTEST_HEADERS) $(PYIRX_125)/.unpacked lib-1.25
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror $(SANFLAGS) -g $(PYIRX_125_INC) \
	  -o $@ $< $(LIB_125) $(NATIVE_LIBS) $(LINK_GC)

$(PYIRX_125)/.unpacked: scripts/fetch-pyirx.sh
	PYTHON3=$(PYTHON3) scripts/fetch-pyirx.sh 1.25.0 $(PYIRX_125)

run-ctests-1.25: $(CTEST_125_BINS)
	@mkdir -p $(RESULTS)
	VALGRIND=$(VALGRIND) scripts/run-ctests.sh $(CTEST_125_BINS) | tee $(RESULTS)/ctests-1.25.log

# ---- The pyirx 1.25 corpus (issue 15) ----------------------------------------
# tests/corpus-1.25: programs (Arx source, or ASTx scripts for what Arx does
# not spell), the IR unmodified pyirx 1.25.0 emitted for them, and their
# expected stdout, stderr and exit status, checked on IRx 1.25's own runtime
# (`make corpus-1.25` regenerates all of it: scripts/gen-corpus-1.25.py,
# network). `check-corpus-1.25` builds every program against the 1.25
# archive with `irx build --abi 1.25`, with each of CORPUS_CLANGS, compares
# byte for byte, and runs it under valgrind (scripts/run-corpus.sh).
CORPUS_125 := $(sort $(basename $(notdir $(wildcard tests/corpus-1.25/*.x tests/corpus-1.25/*.py))))
# The programs that use the data-frame areas (dataframe, csv, parquet, file:
# issue 14). `make check-corpus-1.25-frame` runs only them.
CORPUS_125_FRAME := csv_frames csv_stream dataframe_columns dataframe_errors dataframe_literal \
                    dataframe_nulls dataframe_record_batch file_text parquet_frames parquet_stream
CORPUS_CLANGS ?= clang-14 clang-19

check-corpus-1.25: lib-1.25 irx
	@mkdir -p $(RESULTS)
	VALGRIND=$(VALGRIND) CORPUS_FRAME="$(CORPUS_125_FRAME)" scripts/run-corpus.sh $(IRX) $(LIB_125) \
	  $(BUILD)/corpus-check "$(CORPUS_CLANGS)" $(CORPUS_125) | tee $(RESULTS)/corpus-1.25.log

check-corpus-1.25-frame: lib-1.25 irx
	VALGRIND=$(VALGRIND) CORPUS_FRAME="$(CORPUS_125_FRAME)" scripts/run-corpus.sh $(IRX) $(LIB_125) \
	  $(BUILD)/corpus-check "$(CORPUS_CLANGS)" $(CORPUS_125_FRAME)

corpus-1.25:
	$(PYTHON3) scripts/gen-corpus-1.25.py

# ---- The examples (issue 33) -----------------------------------------------
# Every program of examples/ built as a user builds it and run, its output
# compared with examples/expected/ (the Arx program's with
# examples/primes.stdout/.stderr/.status, as the corpus is checked), the C
# and C++ ones also under valgrind (scripts/check-examples.sh).
.PHONY: check-examples
check-examples: lib lib-1.25 irx
	@mkdir -p $(RESULTS)
	CC="$(CC)" CXX="$(CXX)" NATIVE_LIBS="$(NATIVE_LIBS)" LINK_GC="$(LINK_GC)" VALGRIND=$(VALGRIND) \
	  scripts/check-examples.sh $(IRX) $(LIB) $(LIB_125) $(BUILD)/examples | tee $(RESULTS)/examples.log

# ---- The differential check against IRx 1.25 (issue 28 item 5) ---------------
# tests/diff-1.25/*.c, written against pyirx 1.25.0's own headers, each
# compiled once and linked twice: with IRx 1.25's runtime built from its
# package with every feature of pyirx's registry, as pyirx compiles and
# links it (bench/reference/build.sh ... all shipped: a venv with pyirx
# 1.25.0 and the pyarrow it pins, from PyPI, built once and kept under
# build/), and with our 1.25 archive. Both run in the same fresh directory;
# stdout, stderr, exit status and the files written must match but for the
# differences recorded in tests/diff-1.25/expected/NAME.txt (each names
# its docs/COMPATIBILITY.md entry, or is an open bug of issue 28).
# A reference that cannot be built is a "not ok" line, not a stop.
# `make check-diff-1.25` alone ends with its own "N passed, M failed".
DIFF125_REF := $(BUILD)/irx-ref-1.25-all
DIFF125_ARCHIVE := $(DIFF125_REF)/out/shipped/libirx_ref.a
DIFF125_SRCS := $(sort $(wildcard tests/diff-1.25/*.c))
DIFF125_SUMMARY ?= 1
.PHONY: check-diff-1.25

$(DIFF125_ARCHIVE): bench/reference/build.sh bench/reference/compile.py
	bench/reference/build.sh $(DIFF125_REF) 1.25.0 all shipped

check-diff-1.25: lib-1.25 $(PYIRX_125)/.unpacked
	@mkdir -p $(RESULTS) $(BUILD)/diff-1.25
	@if $(PYTHON3) scripts/gen-diff-nulls.py --check; then echo "ok diff-1.25 NULL programs match scripts/gen-diff-nulls.py"; \
	  else echo "not ok diff-1.25: tests/diff-1.25/nulls_*.c are stale (run scripts/gen-diff-nulls.py)"; fi \
	  | tee $(RESULTS)/diff-nulls.log
	@if ! $(MAKE) --no-print-directory $(DIFF125_ARCHIVE) > $(BUILD)/diff-1.25/reference.log 2>&1; then \
	  tail -n 20 $(BUILD)/diff-1.25/reference.log | sed 's/^/#   /'; \
	  echo "not ok diff-1.25: IRx 1.25's runtime does not build (see $(BUILD)/diff-1.25/reference.log)" \
	    | tee $(RESULTS)/diff-1.25.log; \
	else \
	  scripts/run-diff-1.25.sh $(DIFF125_REF)/out $(LIB_125) "$(NATIVE_LIBS) $(LINK_GC)" "$(PYIRX_125_INC)" \
	    $(DIFF125_REF)/venv/bin/python $(BUILD)/diff-1.25 $(DIFF125_SRCS) | tee $(RESULTS)/diff-1.25.log; \
	fi
	@if [ "$(DIFF125_SUMMARY)" = 1 ]; then rm -rf $(BUILD)/diff-1.25/results && mkdir -p $(BUILD)/diff-1.25/results && \
	  cp $(RESULTS)/diff-1.25.log $(BUILD)/diff-1.25/results/ && scripts/summarize.sh $(BUILD)/diff-1.25/results; fi

check-native-libs: lib lib-1.25
	@mkdir -p $(RESULTS)
	scripts/check-native-libs.sh "$(NATIVE_LIBS)" | tee $(RESULTS)/native-libs.log
	scripts/check-native-libs.sh "$(NATIVE_LIBS)" 1.25 | tee $(RESULTS)/native-libs-1.25.log

check-exports: lib lib-1.25
	@mkdir -p $(RESULTS)
	scripts/check-exports.sh $(LIB) | tee $(RESULTS)/exports.log
	scripts/check-exports.sh $(LIB_125) 1.25 | tee $(RESULTS)/exports-1.25.log

check-install: lib lib-1.25
	@mkdir -p $(RESULTS)
	scripts/check-install.sh | tee $(RESULTS)/install.log

check-installed-irx: lib irx
	@mkdir -p $(RESULTS)
	scripts/check-installed-irx.sh | tee $(RESULTS)/installed-irx.log

# Arrays against real pyarrow (tests/interop), in a venv under build/.
check-interop: lib
	@mkdir -p $(RESULTS)
	PYTHON3=$(PYTHON3) scripts/run-interop.sh $(BUILD)/venv-interop $(abspath $(SHLIB)) \
	  $(abspath $(RESULTS))/interop.log

# ---- The wheel (issue 33) ----------------------------------------------------
# `make wheel`: build/wheel/dist/irx_runtime-VERSION-py3-none-TAG.whl, both
# generations' archives and shared libraries, the headers, irx, and
# irx-arx, which builds Arx programs (arxlang 1.25.0) on the 1.25 archive.
# python/ is the package; python/build_wheel.py stages the files, builds it
# with hatchling and tags it with the manylinux tag auditwheel computes from
# the binaries, in a venv of pinned build tools under build/wheel (PyPI).
# `check-wheel` installs it with arxlang 1.25.0 and pyirx 1.25.0 from PyPI
# into build/wheel/venv (kept: later runs reinstall only the wheel) and
# builds corpus Arx programs with irx-arx (scripts/check-wheel.sh).
WHEEL_DIR := $(BUILD)/wheel
WHEEL_TOOLS := $(WHEEL_DIR)/venv-build
WHEEL_TOOL_PINS := hatchling==1.33.0 auditwheel==6.8.2 wheel==0.48.0
WHEEL_VERSION = $(shell sed -n 's/^version = "\(.*\)"$$/\1/p' Cargo.toml | head -n 1)
.PHONY: wheel wheel-tools check-wheel

# The build tools' venv is made again when the pins change.
wheel-tools:
	@if ! grep -qxF '$(WHEEL_TOOL_PINS)' $(WHEEL_TOOLS)/pins 2>/dev/null; then \
	  rm -rf $(WHEEL_TOOLS) && $(PYTHON3) -m venv $(WHEEL_TOOLS) && \
	  $(WHEEL_TOOLS)/bin/pip install -q --disable-pip-version-check $(WHEEL_TOOL_PINS) && \
	  echo '$(WHEEL_TOOL_PINS)' > $(WHEEL_TOOLS)/pins; fi

wheel: lib lib-1.25 irx wheel-tools
	$(WHEEL_TOOLS)/bin/python python/build_wheel.py --stage $(WHEEL_DIR)/stage --out $(WHEEL_DIR)/dist \
	  --version $(WHEEL_VERSION) --native-libs "$(NATIVE_LIBS)" --irx $(IRX) \
	  --lib-118 $(LIB) --shlib-118 $(SHLIB) --include-118 include \
	  --lib-125 $(LIB_125_BUILT) --shlib-125 $(SHLIB_125) --include-125 include/abi-1.25 \
	  $(foreach f,$(wildcard LICENSE THIRD-PARTY-NOTICES CHANGELOG.md),--doc $(f))

# The venv check-wheel installs the wheel into, with arxlang and pyirx
# 1.25.0 already in it (made in check-prep: about 45 s of fetching and
# installing off check-wheel's own time).
wheel-venv:
	PYTHON3=$(PYTHON3) scripts/check-wheel.sh --prepare $(WHEEL_DIR)/venv

check-wheel: wheel
	@mkdir -p $(RESULTS)
	PYTHON3=$(PYTHON3) scripts/check-wheel.sh $(WHEEL_DIR)/dist $(WHEEL_DIR)/venv $(WHEEL_DIR)/check \
	  | tee $(RESULTS)/wheel.log

# ---- Fuzzing (docs/SAFETY.md) -----------------------------------------------
# cargo-fuzz + libFuzzer with ASan on the stable toolchain: RUSTC_BOOTSTRAP=1
# unlocks the -Z flags cargo-fuzz passes. cargo-fuzz is installed into
# build/tools when it is not on PATH, so a fresh machine needs nothing else.
# The fuzz project (fuzz/) is its own workspace with its own target dir.
# `make fuzz` explores: every target FUZZ_SECONDS from a random seed.
# `fuzz-check` runs each for FUZZ_CHECK_RUNS inputs from a fixed seed, so
# the gate hardly depends on chance (scripts/fuzz-run.sh says how nearly it
# repeats). `make check` runs it only with FUZZ=1: building cargo-fuzz and
# every dependency again with ASan and coverage instrumentation is the
# largest single step of a cold run (cargo-fuzz's install alone 118 s, the
# build over 700 s on 2 cores), more than the 30-minute CI budget leaves;
# the inputs the targets found are replayed in the dev build by
# runtime/tests/fuzz_regressions.rs in every `make check`. Run
# `make fuzz-check` (or `make check FUZZ=1`) after changing a reader.
# The *_struct and cdata_nested targets are structure-aware (arbitrary):
# valid-looking Parquet files, IPC streams and C Data trees with hostile
# counts, lengths and depths; emitter_decl reads IR text as `irx` does.
# Every target runs under libFuzzer's malloc and RSS limits
# (scripts/fuzz-run.sh: FUZZ_MALLOC_MB, FUZZ_RSS_MB).
FUZZ ?= 0
FUZZ_SECONDS ?= 60
FUZZ_CHECK_RUNS ?= 20000
FUZZ_TARGETS := buffer_view tensor_builder array_import ipc_read parquet_read csv_read \
	parquet_struct ipc_struct cdata_nested emitter_decl
# Fewer gate runs for parquet_struct, whose inputs cost most (a whole
# file written, its footer scanned and read: ~2 ms each at first, ~15 ms
# once libFuzzer lets inputs grow): 5,000 take 10-20 s.
FUZZ_CHECK_RUNS_parquet_struct ?= 5000
FUZZ_CHECK_SPECS = $(foreach t,$(FUZZ_TARGETS),$(t)$(if $(FUZZ_CHECK_RUNS_$(t)),:$(FUZZ_CHECK_RUNS_$(t))))
CARGO_FUZZ_VERSION := 0.13.2
CARGO_FUZZ = $(shell command -v cargo-fuzz 2>/dev/null || echo $(CURDIR)/$(BUILD)/tools/bin/cargo-fuzz)
FUZZ_ENV := RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=$(CURDIR)/fuzz/target

fuzz-tools:
	@if ! command -v cargo-fuzz >/dev/null 2>&1 && [ ! -x $(BUILD)/tools/bin/cargo-fuzz ]; then \
	  echo "installing cargo-fuzz $(CARGO_FUZZ_VERSION) into $(BUILD)/tools"; \
	  $(CARGO) install --locked --quiet cargo-fuzz --version $(CARGO_FUZZ_VERSION) --root $(BUILD)/tools; fi

fuzz-build: fuzz-tools
	cd fuzz && $(FUZZ_ENV) $(CARGO_FUZZ) fuzz build

fuzz:
	@mkdir -p $(RESULTS)
	$(FUZZ_ENV) scripts/fuzz-run.sh $(FUZZ_SECONDS) $(CARGO_FUZZ) $(FUZZ_TARGETS) | tee $(RESULTS)/fuzz.log

fuzz-check:
	@mkdir -p $(RESULTS)
	$(FUZZ_ENV) scripts/fuzz-run.sh runs:$(FUZZ_CHECK_RUNS) $(CARGO_FUZZ) $(FUZZ_CHECK_SPECS) | tee $(RESULTS)/fuzz.log

# ---- Benchmarks (bench/, docs/BENCHMARKS.md) --------------------------------
# One harness (bench/bench.c, C ABI only) linked against our archive and
# against two builds of the IRx 1.18.0 runtime that bench/reference/build.sh
# makes from PyPI (as pyirx compiles it, and at -O2). `make bench` runs them
# interleaved and writes docs/BENCHMARKS.md; QUICK=1 runs at 1% scale and
# writes build/bench/BENCHMARKS-quick.md instead. `make check` runs the quick
# harness against ours only (no network, no timing assertions): a failed
# result check is a failed test.
BENCH := $(BUILD)/bench
IRX_REF := $(BUILD)/irx-ref
IRX_REF_OUT := $(IRX_REF)/out
BENCH_CFLAGS := -std=c99 -O2 -Wall -Wextra -Wpedantic -Werror
BENCH_REF_LIBS = $(IRX_REF_OUT)/$(1)/libirx_ref.a -lstdc++ $$(cat $(IRX_REF_OUT)/$(1)/link-flags.txt) -lm
BENCH_REF_INC = $$(sed 's/^/-I/' $(IRX_REF_OUT)/include-dirs.txt | tr '\n' ' ')
# Emitter comparison: IRx's translate is superlinear, so it runs at a modest
# N; ours runs at that N and at 10,000. Needs the reference venv. `make
# bench-emitter` runs only this part and prints its tables (the figures of
# our emitter before issue 16 are bench/emit_before.json).
ifeq ($(QUICK),1)
EMIT_ARGS := --n-ref 20 --n-big 200
BENCH_ARGS := --scale 0.01 --reps 3 --rounds 2 --markdown $(BENCH)/BENCHMARKS-quick.md --command "make bench QUICK=1"
else
EMIT_ARGS := --n-ref 200 --n-big 10000
BENCH_ARGS := --scale 1 --reps 5 --rounds 3 --markdown docs/BENCHMARKS.md --intro bench/intro.md
endif

# BENCH_EXTENSIONS: the metrics of functions only our runtime has.
# bench.c's parts by topic, included into its one translation unit.
BENCH_PARTS := bench/bench_baselines.h bench/bench_cdata.h bench/bench_nanoarrow.h bench/bench_tensor.h
$(BENCH)/bench-ours: bench/bench.c bench/harness.h $(BENCH_PARTS) $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CC) $(BENCH_CFLAGS) -DBENCH_EXTENSIONS -Iinclude -o $@ bench/bench.c $(LIB) $(NATIVE_LIBS)

# nanoarrow 0.9.0 from its PyPI sdist, the second comparator (make bench
# only: make check's bench-check needs no network).
NANOARROW := $(BUILD)/nanoarrow
# nanoarrow and the bench.c binaries `make bench` times are compiled with
# clang (BENCH_CC), the compiler family of our runtime (rustc is LLVM):
# nanoarrow's inline readers are compiled into the harness, and the physical
# baselines pool over every binary, so all of them use one compiler.
BENCH_CC ?= clang
$(NANOARROW)/libnanoarrow.a: bench/nanoarrow/build.sh
	NANOARROW_CC=$(BENCH_CC) bench/nanoarrow/build.sh $(NANOARROW)

$(BENCH)/bench-ours-na: bench/bench.c bench/harness.h $(BENCH_PARTS) $(HEADERS) lib $(NANOARROW)/libnanoarrow.a
	@mkdir -p $(dir $@)
	$(BENCH_CC) $(BENCH_CFLAGS) -DBENCH_EXTENSIONS -DBENCH_NANOARROW -Iinclude -I$(NANOARROW)/include \
	  -o $@ bench/bench.c $(LIB) $(NANOARROW)/libnanoarrow.a $(NATIVE_LIBS)

$(IRX_REF_OUT)/O2/libirx_ref.a: bench/reference/build.sh bench/reference/compile.py
	bench/reference/build.sh $(IRX_REF)

# Issue 13: the record-batch harness (bench/bench_rb.c) against ours and
# against IRx 1.25.0's record_batch runtime, built from PyPI as pyirx 1.25
# builds it (as shipped: -std=c++20, no -O; and at -O2) against the Arrow
# C++ of the pyarrow 24 it pins (make bench only: network).
IRX125 := $(BUILD)/irx-ref-1.25
IRX125_OUT := $(IRX125)/out
BENCH_RB_REF_LIBS = $(IRX125_OUT)/$(1)/libirx_ref.a -lstdc++ $$(cat $(IRX125_OUT)/$(1)/link-flags.txt) -lm
BENCH_RB_REF_INC = $$(sed 's/^/-I/' $(IRX125_OUT)/include-dirs.txt | tr '\n' ' ')

# Each harness measured against IRx 1.25 is built twice by one pattern:
# $(BENCH)/NAME-ours against our archive, and $(BENCH)/NAME-irx125-BUILD
# (BUILD: shipped or O2) with -DBENCH_IRX125 against that build of the
# reference. $(1): NAME; $(2): the harness; $(3): the headers it includes;
# $(4): the name of its CFLAGS variable; $(5): RB or PQ, the reference's
# BENCH_*_REF_INC and BENCH_*_REF_LIBS; $(6): the reference's out
# directory.
define BENCH_PAIR
$(BENCH)/$(1)-ours: $(2) $(3) $(HEADERS) lib
	@mkdir -p $$(dir $$@)
	$$(CC) $$($(4)) -Iinclude -o $$@ $(2) $$(LIB) $$(NATIVE_LIBS)

$(BENCH)/$(1)-irx125-%: $(2) $(3) $(6)/O2/libirx_ref.a
	@mkdir -p $$(dir $$@)
	$$(CC) $$($(4)) -DBENCH_IRX125 $$(BENCH_$(5)_REF_INC) -o $$@ $(2) $$(call BENCH_$(5)_REF_LIBS,$$*)
endef

$(IRX125_OUT)/O2/libirx_ref.a: bench/reference/build.sh bench/reference/compile.py
	bench/reference/build.sh $(IRX125) 1.25.0 record_batch

$(eval $(call BENCH_PAIR,bench-rb,bench/bench_rb.c,bench/harness.h bench/rb_data.h,BENCH_CFLAGS,RB,$(IRX125_OUT)))

# Issue 14: the data-frame table harness (bench/bench_frame.c) against ours
# and the same IRx 1.25.0 builds (their array feature compiles
# irx_arrow_runtime.cc, the dataframe feature's one source); its literal is
# bench/data/frame_literal_1000.arrows (bench/gen_frame_literal.py). C11:
# pyirx's irx_arrow_runtime.h and irx_record_batch.h both typedef the table
# handle, which C99 does not allow twice.
BENCH_FRAME_CFLAGS := $(subst -std=c99,-std=c11,$(BENCH_CFLAGS))
$(eval $(call BENCH_PAIR,bench-frame,bench/bench_frame.c,bench/harness.h,BENCH_FRAME_CFLAGS,RB,$(IRX125_OUT)))

# Issue 14: the Parquet harness (bench/bench_parquet.c) against ours and
# against IRx 1.25.0's parquet runtime (its record_batch and parquet
# sources, as pyirx builds them, linked to pyarrow's libparquet,
# libarrow_dataset, libarrow_acero and libarrow_compute), plus the minimal
# row-count program of the footprint comparison (bench/parquet_count.c).
# `make bench-parquet` writes its section at the end of docs/BENCHMARKS.md
# (bench/parquet_report.py; QUICK=1: 1% scale into build/bench instead).
IRX125PQ := $(BUILD)/irx-ref-1.25-parquet
IRX125PQ_OUT := $(IRX125PQ)/out
BENCH_PQ_REF_LIBS = $(IRX125PQ_OUT)/$(1)/libirx_ref.a -lstdc++ $$(cat $(IRX125PQ_OUT)/$(1)/link-flags.txt) -lm
BENCH_PQ_REF_INC = $$(sed 's/^/-I/' $(IRX125PQ_OUT)/include-dirs.txt | tr '\n' ' ')

$(IRX125PQ_OUT)/O2/libirx_ref.a: bench/reference/build.sh bench/reference/compile.py
	bench/reference/build.sh $(IRX125PQ) 1.25.0 parquet

$(eval $(call BENCH_PAIR,bench-pq,bench/bench_parquet.c,bench/harness.h bench/rb_data.h,BENCH_CFLAGS,PQ,$(IRX125PQ_OUT)))

$(BENCH)/parquet-count-ours: bench/parquet_count.c $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CC) $(BENCH_CFLAGS) -Iinclude -o $@ bench/parquet_count.c $(LIB) $(NATIVE_LIBS) && strip $@

$(BENCH)/parquet-count-irx125: bench/parquet_count.c $(IRX125PQ_OUT)/O2/libirx_ref.a
	@mkdir -p $(dir $@)
	$(CC) $(BENCH_CFLAGS) -DBENCH_IRX125 $(BENCH_PQ_REF_INC) -o $@ bench/parquet_count.c $(call BENCH_PQ_REF_LIBS,O2) && strip $@

BENCH_PQ_BINS := $(BENCH)/bench-pq-ours $(BENCH)/bench-pq-irx125-shipped $(BENCH)/bench-pq-irx125-O2 \
  $(BENCH)/parquet-count-ours $(BENCH)/parquet-count-irx125

bench-parquet: $(BENCH_PQ_BINS)
	$(BENCH)/bench-pq-ours --scale 1 --reps 1 --keep $(BENCH)/count-1M.parquet --only none
	python3 bench/parquet_report.py --impl ours=$(BENCH)/bench-pq-ours \
	  --impl irx125=$(BENCH)/bench-pq-irx125-shipped --impl irx125O2=$(BENCH)/bench-pq-irx125-O2 \
	  --count ours=$(BENCH)/parquet-count-ours --count irx125=$(BENCH)/parquet-count-irx125 \
	  --data $(BENCH)/count-1M.parquet --archive $(LIB) \
	  $(if $(filter 1,$(QUICK)),--scale 0.01 --reps 3 --rounds 2 --markdown $(BENCH)/BENCHMARKS-parquet.md,--scale 1 --reps 5 --rounds 3 --markdown docs/BENCHMARKS.md) \
	  --command "make bench-parquet$(if $(QUICK), QUICK=$(QUICK))"

$(BENCH)/bench-irx-%: bench/bench.c bench/harness.h $(BENCH_PARTS) $(IRX_REF_OUT)/O2/libirx_ref.a
	@mkdir -p $(dir $@)
	$(BENCH_CC) $(BENCH_CFLAGS) $(BENCH_REF_INC) -o $@ bench/bench.c $(call BENCH_REF_LIBS,$*)

$(BENCH)/emit_bench: emitter/examples/emit_bench.rs $(wildcard emitter/src/*.rs emitter/src/*/*.rs)
	@mkdir -p $(dir $@)
	$(CARGO) build --release -q -p irx-emitter --example emit_bench
	cp target/release/examples/emit_bench $@

# Issue 14: the CSV read harness (bench/bench_csv.c), the same way
# against the same IRx 1.25 builds (its CSV reader is in record_batch).
$(eval $(call BENCH_PAIR,bench-csv,bench/bench_csv.c,bench/harness.h,BENCH_CFLAGS,RB,$(IRX125_OUT)))

BENCH_CSV_BINS := $(BENCH)/bench-csv-ours $(BENCH)/bench-csv-irx125-shipped $(BENCH)/bench-csv-irx125-O2
BENCH_CSV_IMPLS := --impl ours=$(BENCH)/bench-csv-ours --impl rb125=$(BENCH)/bench-csv-irx125-shipped \
  --impl rb125O2=$(BENCH)/bench-csv-irx125-O2

BENCH_RB_BINS := $(BENCH)/bench-rb-ours $(BENCH)/bench-rb-irx125-shipped $(BENCH)/bench-rb-irx125-O2
BENCH_RB_IMPLS := --impl ours=$(BENCH)/bench-rb-ours --impl rb125=$(BENCH)/bench-rb-irx125-shipped \
  --impl rb125O2=$(BENCH)/bench-rb-irx125-O2

BENCH_FRAME_BINS := $(BENCH)/bench-frame-ours $(BENCH)/bench-frame-irx125-shipped $(BENCH)/bench-frame-irx125-O2
BENCH_FRAME_IMPLS := --impl ours=$(BENCH)/bench-frame-ours --impl rb125=$(BENCH)/bench-frame-irx125-shipped \
  --impl rb125O2=$(BENCH)/bench-frame-irx125-O2

# The footprint table's Rust floor (bench/footprint/floor): a crate of its
# own with no dependencies, built alone in its own target directory.
FLOOR_LIB := $(BUILD)/floor-target/release/libirx_footprint_floor.a
$(FLOOR_LIB): bench/footprint/floor/Cargo.toml bench/footprint/floor/Cargo.lock bench/footprint/floor/src/lib.rs
	cargo build --release --offline --quiet --manifest-path bench/footprint/floor/Cargo.toml \
	  --target-dir $(BUILD)/floor-target

bench: bench-compute $(FLOOR_LIB) $(BENCH)/bench-ours-na $(BENCH)/bench-irx-shipped $(BENCH)/bench-irx-O2 $(BENCH_RB_BINS) \
  $(BENCH_FRAME_BINS) $(BENCH_CSV_BINS) $(BENCH)/emit_bench irx
	python3 bench/emit_compare.py $(EMIT_ARGS) --emit-bench $(BENCH)/emit_bench --irx $(IRX) \
	  --pyirx-python $(IRX_REF)/venv/bin/python --json $(BENCH)/emitter.json
	BENCH_CC=$(BENCH_CC) python3 bench/run.py $(BENCH_ARGS) --emitter $(BENCH)/emitter.json --emitter-before bench/emit_before.json \
	  --impl ours=$(BENCH)/bench-ours-na --impl shipped=$(BENCH)/bench-irx-shipped --impl O2=$(BENCH)/bench-irx-O2 \
	  $(BENCH_RB_IMPLS) $(BENCH_FRAME_IMPLS) $(BENCH_CSV_IMPLS) \
	  --footprint "ours=-Iinclude::$(LIB) $(NATIVE_LIBS) $(LINK_GC)" \
	  --footprint "shipped=$(BENCH_REF_INC)::$(call BENCH_REF_LIBS,shipped) $(LINK_GC)" \
	  --footprint "O2=$(BENCH_REF_INC)::$(call BENCH_REF_LIBS,O2) $(LINK_GC)" \
	  --floor "$(FLOOR_LIB) $(NATIVE_LIBS) $(LINK_GC)" \
	  --size "static runtime archive|ours=$(LIB)|shipped=$(IRX_REF_OUT)/shipped/libirx_ref.a|O2=$(IRX_REF_OUT)/O2/libirx_ref.a" \
	  --size "libarrow.so it needs at run time|shipped=$$(cut -d' ' -f1 $(IRX_REF_OUT)/O2/link-flags.txt)|O2=$$(cut -d' ' -f1 $(IRX_REF_OUT)/O2/link-flags.txt)" \
	  --meta "$$(scripts/meta.py $(IRX_REF_OUT)/meta.json)" \
	  --meta "bench.c harness and nanoarrow 0.9.0 (-O2)=$$($(BENCH_CC) --version | head -n 1)" \
	  --meta "record-batch reference=pyirx 1.25.0 record_batch runtime on pyarrow $$($(IRX125)/venv/bin/python -c 'import pyarrow; print(pyarrow.__version__)') (bench/reference/build.sh $(IRX125) 1.25.0 record_batch)"
	$(MAKE) --no-print-directory bench-parquet
	$(MAKE) --no-print-directory bench-store
	$(MAKE) --no-print-directory bench-peers

# Issue 14: the series compute harness (bench/bench_compute.c) against ours
# and IRx 1.25.0's data-frame runtime (irx_arrow_runtime.cc with its
# irx_arrow_series.h: the same reference build as bench-rb's, whose
# record_batch feature pulls in array, which compiles it), as shipped and at
# -O2. It writes its own section at the end of docs/BENCHMARKS.md (QUICK=1:
# build/bench/BENCHMARKS-compute.md), which `make bench` keeps.
BENCH_COMPUTE_BINS := $(BENCH)/bench-compute-ours $(BENCH)/bench-compute-irx125-shipped \
  $(BENCH)/bench-compute-irx125-O2

$(eval $(call BENCH_PAIR,bench-compute,bench/bench_compute.c,bench/harness.h,BENCH_CFLAGS,RB,$(IRX125_OUT)))

bench-compute: $(BENCH_COMPUTE_BINS)
	python3 bench/run.py --section fc_ $(if $(filter 1,$(QUICK)),--scale 0.01 --reps 3 --rounds 2 \
	  --markdown $(BENCH)/BENCHMARKS-compute.md,--scale 1 --reps 5 --rounds 3 --markdown docs/BENCHMARKS.md) \
	  --command "make bench-compute$(if $(QUICK), QUICK=$(QUICK))" \
	  --meta "reference=pyirx 1.25.0 on pyarrow $$($(IRX125)/venv/bin/python -c 'import pyarrow; print(pyarrow.__version__)') (bench/reference/build.sh $(IRX125) 1.25.0 record_batch)" \
	  --impl ours=$(BENCH)/bench-compute-ours --impl rb125=$(BENCH)/bench-compute-irx125-shipped \
	  --impl rb125O2=$(BENCH)/bench-compute-irx125-O2

# Only the record-batch part of `make bench` (issue 13): its table and
# targets, printed (QUICK=1 as for bench).
bench-rb: $(BENCH_RB_BINS)
	python3 bench/run.py $(if $(filter 1,$(QUICK)),--scale 0.01 --reps 3 --rounds 2,--scale 1 --reps 5 --rounds 3) \
	  --markdown $(BENCH)/BENCHMARKS-rb.md --command "make bench-rb$(if $(QUICK), QUICK=$(QUICK))" $(BENCH_RB_IMPLS)

# Only the data-frame table part of `make bench` (issue 14), printed.
bench-frame: $(BENCH_FRAME_BINS)
	python3 bench/run.py $(if $(filter 1,$(QUICK)),--scale 0.01 --reps 3 --rounds 2,--scale 1 --reps 5 --rounds 5) \
	  --markdown $(BENCH)/BENCHMARKS-frame.md --command "make bench-frame$(if $(QUICK), QUICK=$(QUICK))" $(BENCH_FRAME_IMPLS)

# Only the CSV part (issue 14): its table and target, printed; the figures
# in docs/BENCHMARKS.md's last section come from this command.
bench-csv: $(BENCH_CSV_BINS)
	python3 bench/run.py $(if $(filter 1,$(QUICK)),--scale 0.01 --reps 3 --rounds 2,--scale 1 --reps 5 --rounds 3) \
	  --markdown $(BENCH)/BENCHMARKS-csv.md --command "make bench-csv$(if $(QUICK), QUICK=$(QUICK))" $(BENCH_CSV_IMPLS)

# Issue 32's side-by-side benchmarks: ours with IRX_NUM_THREADS 1 and 2
# beside pyarrow, DuckDB, Polars (and numpy for compute), each in one
# interleaved run (bench/peers.py is what their drivers share), in the
# interop venv (bench-peers-venv adds duckdb and polars to it; the interop
# tests do not need them). Each prints its tables into
# build/bench/BENCHMARKS-NAME.md; docs/BENCHMARKS.md quotes them. QUICK=1
# runs a small size once. `make bench-peers` runs all four.
# - bench-pq-threads: Parquet reads (full, one column; snappy, zstd) and
#   writes (bench/pq_threads.py); QUICK=1: 200,000 rows.
# - bench-csv-threads: CSV reads (types inferred, an explicit schema),
#   small inputs (a 10-row CSV, a 1,000-row Parquet file: per read, many
#   reads a figure) and the peak RSS of a streaming Parquet read
#   (bench/csv_threads.py); QUICK=1: 100,000 CSV rows, 200,000 Parquet rows.
# - bench-ipc-threads: Arrow IPC stream and file reads and writes of a file
#   against pyarrow's reader and writer (bench/ipc_threads.py); QUICK=1:
#   200,000 rows.
# - bench-compute-peers: Series sum, min, mean and add of 10M values
#   (bench/compute_peers.py); QUICK=1: 300,000 values.
PEER_BENCH_BINS := $(foreach n,pq csv ipc compute,$(BENCH)/bench-$(n)-threads)
$(PEER_BENCH_BINS): $(BENCH)/bench-%-threads: bench/bench_%_threads.c bench/pq_read.h $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CC) $(BENCH_CFLAGS) -Iinclude -o $@ $< $(LIB) $(NATIVE_LIBS)

PEERS_PY := $(BUILD)/venv-interop/bin/python
bench-peers-venv:
	$(PEERS_PY) -c 'import pyarrow, numpy, duckdb, polars' 2>/dev/null || { \
	  { [ -x $(PEERS_PY) ] || $(PYTHON3) -m venv $(BUILD)/venv-interop; } && \
	  $(PEERS_PY) -m pip install -q pyarrow pytest 'numpy>=2.1' duckdb polars; }

PEERS_ARGS = --dir $(BENCH) --markdown $(BENCH)/BENCHMARKS-$(@:bench-%=%).md --command "make $@$(if $(QUICK), QUICK=$(QUICK))"
bench-pq-threads: $(BENCH)/bench-pq-threads bench-peers-venv
	$(PEERS_PY) bench/pq_threads.py --ours $< $(PEERS_ARGS) \
	  $(if $(filter 1,$(QUICK)),--rows 200000 --group-rows 32768 --reps 1 --rounds 1,--rows 2000000 --group-rows 131072 --reps 3 --rounds 3)

bench-csv-threads: $(BENCH)/bench-csv-threads bench-peers-venv
	$(PEERS_PY) bench/csv_threads.py --ours $< $(PEERS_ARGS) \
	  $(if $(filter 1,$(QUICK)),--rows 100000 --mem-rows 200000 --reps 1 --small-loops 50 --rounds 1,--rows 1000000 --mem-rows 2000000 --reps 3 --small-loops 500 --rounds 3)

bench-ipc-threads: $(BENCH)/bench-ipc-threads bench-peers-venv
	$(PEERS_PY) bench/ipc_threads.py --ours $< $(PEERS_ARGS) \
	  $(if $(filter 1,$(QUICK)),--rows 200000 --batch-rows 32768 --reps 1 --rounds 1,--rows 10000000 --reps 3 --rounds 3)

bench-compute-peers: $(BENCH)/bench-compute-threads bench-peers-venv
	$(PEERS_PY) bench/compute_peers.py --ours $< $(PEERS_ARGS) \
	  $(if $(filter 1,$(QUICK)),--rows 300000 --reps 3 --rounds 1,--rows 10000000 --reps 5 --rounds 3)

bench-peers: bench-pq-threads bench-csv-threads bench-ipc-threads bench-compute-peers

# Issue 31: Parquet on S3, ours (bench/bench_store.c, the C API) beside
# pyarrow's S3FileSystem against one moto S3 server on 127.0.0.1 in one
# interleaved run (bench/store_bench.py, in the interop venv: it counts
# the bytes each read fetched at the server): full read, one-column read,
# hive dataset write of a 200 MB file. Prints its table into
# build/bench/BENCHMARKS-store.md; docs/BENCHMARKS.md quotes it. QUICK=1:
# 300,000 rows, one round.
$(BENCH)/bench-store: bench/bench_store.c bench/pq_read.h $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CC) $(BENCH_CFLAGS) -Iinclude -o $@ bench/bench_store.c $(LIB) $(NATIVE_LIBS)

bench-store: $(BENCH)/bench-store
	$(BUILD)/venv-interop/bin/python -c 'import pyarrow, numpy, moto.server, boto3' 2>/dev/null || { \
	  { [ -x $(BUILD)/venv-interop/bin/python ] || $(PYTHON3) -m venv $(BUILD)/venv-interop; } && \
	  $(BUILD)/venv-interop/bin/python -m pip install -q pyarrow pytest 'numpy>=2.1' 'moto[server]'; }
	$(BUILD)/venv-interop/bin/python bench/store_bench.py --ours $(BENCH)/bench-store --dir $(BENCH) \
	  $(if $(filter 1,$(QUICK)),--rows 300000 --group-rows 65536 --rounds 1,--rows 6000000 --rounds 3) \
	  --markdown $(BENCH)/BENCHMARKS-store.md --command "make bench-store$(if $(QUICK), QUICK=$(QUICK))"

bench-emitter: $(BENCH)/emit_bench irx
	@test -x $(IRX_REF)/venv/bin/python || { echo "bench-emitter needs the reference venv: make $(IRX_REF_OUT)/O2/libirx_ref.a (or bench/reference/build.sh $(IRX_REF))"; exit 1; }
	python3 bench/emit_compare.py $(EMIT_ARGS) --emit-bench $(BENCH)/emit_bench --irx $(IRX) \
	  --pyirx-python $(IRX_REF)/venv/bin/python --json $(BENCH)/emitter.json
	python3 bench/run.py --emitter-only --emitter $(BENCH)/emitter.json --emitter-before bench/emit_before.json

bench-check: $(BENCH)/bench-ours $(BENCH)/bench-rb-ours $(BENCH)/bench-frame-ours $(BENCH)/bench-compute-ours \
  $(BENCH)/bench-csv-ours
	@mkdir -p $(RESULTS)
	scripts/bench-check.sh $(BENCH)/bench-ours $(BENCH)/check.out $(BENCH)/bench-rb-ours \
	  $(BENCH)/bench-frame-ours $(BENCH)/bench-compute-ours $(BENCH)/bench-csv-ours | tee $(RESULTS)/bench.log
