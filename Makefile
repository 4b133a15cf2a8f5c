# irx-runtime: build, test, install.
#   make            libirx_runtime.a (release) + regenerated headers
#   make demo       build and run the demo program against the archive
#   make check      every test; ends with one line "N passed, M failed"
#   make install PREFIX=dir
#   make bench      ours vs the IRx 1.18.0 C++ runtime (QUICK=1: small scale)
#   make fuzz       every fuzz target for FUZZ_SECONDS (default 60) each
# Options: SANITIZE=1 (C tests with clang ASan/UBSan), VALGRIND=0 (skip memcheck),
#          FUZZ=0 (check without the brief fuzz runs; the default under SANITIZE=1).

SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
.DEFAULT_GOAL := all

CARGO ?= cargo
CC ?= cc
CXX ?= c++
PREFIX ?= /usr/local
BUILD := build
RESULTS := $(BUILD)/results
LIB := target/release/libirx_runtime.a
SHLIB := target/release/libirx_runtime.so
# What `rustc --print native-static-libs` reports for the archive
# (scripts/check-native-libs.sh verifies this line and the README's).
NATIVE_LIBS := -lc -lm -lrt -lpthread -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc
CSTD := -std=c99 -D_POSIX_C_SOURCE=200809L
CWARN := -Wall -Wextra -Wpedantic -Werror
HEADERS := $(wildcard include/*.h)

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
CTEST_BINS := $(patsubst ctests/%.c,$(CTEST_DIR)/%,$(CTEST_SRCS)) $(CTEST_DIR)/test_headers_cpp

.PHONY: all lib header check-header demo check ctests run-ctests test-rust check-native-libs \
        check-install install clean check-interop bench bench-check fuzz fuzz-check fuzz-build \
        fuzz-tools

all: lib header

# Always defer to cargo: it knows when the archive is stale. The release
# build also records the native libraries the archive needs.
# Only the shipped crate types are built here: with the rlib among them rustc
# cannot LTO the staticlib (every crate, std included, would stay a separate
# object). The rlib is for `cargo test`, which uses the dev profile, so the
# two never rebuild each other's dependencies. std's debug info is stripped
# from the archive afterwards (rustc's `strip` only applies to linked
# artifacts such as the cdylib).
RELEASE_CRATE_TYPES := staticlib,cdylib
lib:
	@mkdir -p $(BUILD)
	$(CARGO) rustc --release -p irx-runtime --lib --crate-type $(RELEASE_CRATE_TYPES) \
	  -- --print native-static-libs 2> $(BUILD)/lib-build.log || { cat $(BUILD)/lib-build.log; exit 1; }
	@sed -n 's/.*native-static-libs: //p' $(BUILD)/lib-build.log | tail -n 1 > $(BUILD)/native-static-libs.new
	@if [ -s $(BUILD)/native-static-libs.new ]; then mv $(BUILD)/native-static-libs.new $(BUILD)/native-static-libs.txt; \
	  else rm -f $(BUILD)/native-static-libs.new; fi
	@if [ $(LIB) -nt $(BUILD)/lib.stripped ]; then strip --strip-debug $(LIB) && touch $(BUILD)/lib.stripped; fi

header:
	$(CARGO) run -q -p irx-headergen -- include/irx_runtime.h

# Fails when the committed header differs from what cbindgen generates now.
check-header:
	@mkdir -p $(RESULTS)
	$(CARGO) run -q -p irx-headergen -- $(BUILD)/irx_runtime.h
	@if cmp -s $(BUILD)/irx_runtime.h include/irx_runtime.h; then echo "ok generated header is up to date"; \
	  else diff -u include/irx_runtime.h $(BUILD)/irx_runtime.h | head -40; \
	  echo "not ok generated header is up to date (run make header and commit)"; fi | tee $(RESULTS)/header.log

$(CTEST_DIR)/%: ctests/%.c $(wildcard ctests/*.h) $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(CWARN) $(SANFLAGS) -g -Iinclude -o $@ $< $(LIB) $(NATIVE_LIBS)

$(CTEST_DIR)/test_headers_cpp: ctests/test_headers.c $(wildcard ctests/*.h) $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CXX) -x c++ -std=c++17 $(CWARN) $(SANFLAGS) -g -Iinclude -o $@ $< -x none $(LIB) $(NATIVE_LIBS)

ctests: $(CTEST_BINS)

run-ctests: ctests
	@mkdir -p $(RESULTS)
	VALGRIND=$(VALGRIND) scripts/run-ctests.sh $(CTEST_BINS) | tee $(RESULTS)/ctests.log

test-rust:
	@mkdir -p $(RESULTS)
	$(CARGO) test --workspace --features irx-runtime/fault-injection 2>&1 | tee $(BUILD)/cargo-test.log
	@sed -n 's/^test result: ok\. \([0-9]*\) passed; \([0-9]*\) failed.*/cargo \1 \2/p' $(BUILD)/cargo-test.log \
	  > $(RESULTS)/cargo.counts

# Every C symbol of the archive comes from #[export] (issue 11).
.PHONY: check-exports
check-exports: lib
	@mkdir -p $(RESULTS)
	scripts/check-exports.sh $(LIB) | tee $(RESULTS)/exports.log

check-native-libs: lib
	@mkdir -p $(RESULTS)
	scripts/check-native-libs.sh "$(NATIVE_LIBS)" | tee $(RESULTS)/native-libs.log

check-install: lib
	@mkdir -p $(RESULTS)
	scripts/check-install.sh | tee $(RESULTS)/install.log

# SANITIZE=1 re-runs only what the sanitizers instrument (the C tests); the
# Rust, interop, install and bench steps do not change with it.
ifeq ($(SANITIZE),1)
check: lib
	@rm -rf $(RESULTS)
	$(MAKE) --no-print-directory run-ctests
	@scripts/summarize.sh $(RESULTS)
else
check: lib
	@rm -rf $(RESULTS)
	$(MAKE) --no-print-directory test-rust
	$(MAKE) --no-print-directory check-header
	$(MAKE) --no-print-directory check-exports
	$(MAKE) --no-print-directory run-ctests
	$(MAKE) --no-print-directory check-native-libs
	$(MAKE) --no-print-directory check-install
	$(MAKE) --no-print-directory check-interop
	$(MAKE) --no-print-directory bench-check
	@if [ "$(FUZZ)" != 0 ]; then $(MAKE) --no-print-directory fuzz-check; fi
	@scripts/summarize.sh $(RESULTS)
endif

# ---- Arrow arrays: interop with real pyarrow (tests/interop) -------------
# A venv under build/ with pyarrow and pytest from PyPI, created when missing.
# Every test writes an "ok"/"not ok" line to interop.log; a venv or pytest
# that cannot run is a "not ok" line of its own, never a silent skip.
INTEROP_VENV := $(BUILD)/venv-interop
INTEROP_PY := $(INTEROP_VENV)/bin/python
PYTHON3 ?= python3

check-interop: lib
	@mkdir -p $(RESULTS)
	@rm -f $(RESULTS)/interop.log
	@if ! $(INTEROP_PY) -c 'import pyarrow, pytest' 2>/dev/null; then \
	  rm -rf $(INTEROP_VENV); \
	  { $(PYTHON3) -m venv $(INTEROP_VENV) && $(INTEROP_PY) -m pip install -q pyarrow pytest; } \
	    > $(BUILD)/venv-interop.log 2>&1 \
	  || { tail -n 20 $(BUILD)/venv-interop.log; echo "not ok interop: cannot create $(INTEROP_VENV) (see $(BUILD)/venv-interop.log)" >> $(RESULTS)/interop.log; }; \
	fi
	@if $(INTEROP_PY) -c 'import pyarrow, pytest' 2>/dev/null; then \
	  status=0; IRX_RUNTIME_SO=$(abspath $(SHLIB)) IRX_INTEROP_LOG=$(abspath $(RESULTS))/interop.log \
	    $(INTEROP_PY) -m pytest -q -p no:cacheprovider tests/interop || status=$$?; \
	  if [ $$status -gt 1 ] || [ ! -s $(RESULTS)/interop.log ]; then \
	    echo "not ok interop: pytest exited with status $$status" >> $(RESULTS)/interop.log; fi; \
	fi
	@grep -c '^ok ' $(RESULTS)/interop.log | sed 's/$$/ interop tests passed/' || true

# --- IR emitter (emitter/) ---------------------------------------------
# The demo program is emitted as LLVM IR by `irx emit-demo` (dialect chosen
# from $(DEMO_CLANG) --version), built by `irx build` (clang + the archive +
# only the active features' flags) and run.
DEMO_CLANG ?= clang
# e.g. DEMO_FLAGS=--no-arrow for a runtime without arrays and tensors.
DEMO_FLAGS ?=
IRX := target/release/irx

.PHONY: irx
irx:
	$(CARGO) build --release -q -p irx-emitter --bin irx

demo: lib irx
	@mkdir -p $(BUILD)/demo
	$(IRX) emit-demo $(DEMO_FLAGS) --clang $(DEMO_CLANG) -o $(BUILD)/demo/demo.ll
	$(IRX) features $(BUILD)/demo/demo.ll --runtime $(LIB)
	$(IRX) build $(BUILD)/demo/demo.ll -o $(BUILD)/demo/demo --clang $(DEMO_CLANG) --runtime $(LIB)
	$(BUILD)/demo/demo

install: lib
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include
	install -m 644 $(LIB) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(SHLIB) $(DESTDIR)$(PREFIX)/lib/
	install -m 644 include/*.h $(DESTDIR)$(PREFIX)/include/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@NATIVE_LIBS@|$(NATIVE_LIBS)|' irx_runtime.pc.in \
	  > $(DESTDIR)$(PREFIX)/lib/pkgconfig/irx_runtime.pc

# --- Fuzzing (issue 7, docs/SAFETY.md) --------------------------------------
# cargo-fuzz + libFuzzer with ASan on the stable toolchain: RUSTC_BOOTSTRAP=1
# unlocks the -Z flags cargo-fuzz passes. cargo-fuzz is installed into
# build/tools when it is not on PATH, so a fresh machine needs nothing else.
# The fuzz project (fuzz/) is its own workspace with its own target dir.
# Each run starts from the committed seeds (fuzz/corpus/<target>, read only)
# and keeps what it finds in build/fuzz/corpus/<target>; crashes land in
# fuzz/artifacts/<target>/ and the log in build/fuzz/<target>.log.
# `make fuzz` runs every target FUZZ_SECONDS; `check` runs each
# FUZZ_CHECK_SECONDS so the targets cannot rot. Both write
# build/results/fuzz.log (one ok / not ok line per target).
FUZZ ?= $(if $(filter 1,$(SANITIZE)),0,1)
FUZZ_SECONDS ?= 60
FUZZ_CHECK_SECONDS ?= 15
FUZZ_TARGETS := buffer_view tensor_builder array_import
CARGO_FUZZ_VERSION := 0.13.2
CARGO_FUZZ = $(shell command -v cargo-fuzz 2>/dev/null || echo $(CURDIR)/$(BUILD)/tools/bin/cargo-fuzz)
FUZZ_ENV := RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=$(CURDIR)/fuzz/target

fuzz-tools:
	@if ! command -v cargo-fuzz >/dev/null 2>&1 && [ ! -x $(BUILD)/tools/bin/cargo-fuzz ]; then \
	  echo "installing cargo-fuzz $(CARGO_FUZZ_VERSION) into $(BUILD)/tools"; \
	  $(CARGO) install --locked --quiet cargo-fuzz --version $(CARGO_FUZZ_VERSION) --root $(BUILD)/tools; fi

fuzz-build: fuzz-tools
	cd fuzz && $(FUZZ_ENV) $(CARGO_FUZZ) fuzz build

# $(call fuzz-run,seconds): every target for that long, results to fuzz.log.
# A build failure is a failed result, not a stopped `make check`.
define fuzz-run
	@mkdir -p $(RESULTS) $(BUILD)/fuzz
	@if ! $(MAKE) --no-print-directory fuzz-build > $(BUILD)/fuzz/build.log 2>&1; then \
	  tail -n 20 $(BUILD)/fuzz/build.log | sed 's/^/#   /'; \
	  echo "not ok fuzz build (log: $(BUILD)/fuzz/build.log)"; \
	else for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(BUILD)/fuzz/corpus/$$t; \
	  log=$(BUILD)/fuzz/$$t.log; \
	  if (cd fuzz && $(FUZZ_ENV) $(CARGO_FUZZ) fuzz run $$t $(CURDIR)/$(BUILD)/fuzz/corpus/$$t corpus/$$t -- \
	        -max_total_time=$(1) -timeout=25 -print_final_stats=1) > $$log 2>&1; then \
	    runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $$log | tail -n 1); \
	    echo "ok fuzz $$t: $$runs executions in $(1) s, no crash"; \
	  else \
	    grep -E 'panicked|ERROR|SUMMARY|Test unit written' $$log | head -n 8 | sed 's/^/#   /'; \
	    echo "not ok fuzz $$t (log: $$log)"; \
	  fi; \
	done; fi | tee $(RESULTS)/fuzz.log
endef

fuzz:
	$(call fuzz-run,$(FUZZ_SECONDS))

fuzz-check:
	$(call fuzz-run,$(FUZZ_CHECK_SECONDS))

clean:
	$(CARGO) clean
	rm -rf $(BUILD)

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
# Emitter comparison (issue 5): IRx's translate is superlinear, so it runs at
# a modest N; ours runs at that N and at 10,000. Needs the reference venv.
ifeq ($(QUICK),1)
EMIT_ARGS := --n-ref 20 --n-big 200
else
EMIT_ARGS := --n-ref 200 --n-big 10000
endif
ifeq ($(QUICK),1)
BENCH_ARGS := --scale 0.01 --reps 3 --rounds 2 --markdown $(BENCH)/BENCHMARKS-quick.md --command "make bench QUICK=1"
else
BENCH_ARGS := --scale 1 --reps 5 --rounds 3 --markdown docs/BENCHMARKS.md --intro bench/intro.md
endif

$(BENCH)/bench-ours: bench/bench.c bench/features.sh $(HEADERS) lib
	@mkdir -p $(dir $@)
	$(CC) $(BENCH_CFLAGS) $$(bench/features.sh include/irx_runtime.h) -Iinclude -o $@ bench/bench.c $(LIB) $(NATIVE_LIBS)

$(IRX_REF_OUT)/O2/libirx_ref.a: bench/reference/build.sh bench/reference/compile.py
	bench/reference/build.sh $(IRX_REF)

$(BENCH)/bench-irx-%: bench/bench.c $(IRX_REF_OUT)/O2/libirx_ref.a
	@mkdir -p $(dir $@)
	$(CC) $(BENCH_CFLAGS) -DBENCH_HAVE_ARRAYS -DBENCH_HAVE_TENSORS $(BENCH_REF_INC) -o $@ bench/bench.c \
	  $(call BENCH_REF_LIBS,$*)

$(BENCH)/emit_bench: emitter/examples/emit_bench.rs $(wildcard emitter/src/*.rs emitter/src/*/*.rs)
	@mkdir -p $(dir $@)
	$(CARGO) build --release -q -p irx-emitter --example emit_bench
	cp target/release/examples/emit_bench $@

bench: $(BENCH)/bench-ours $(BENCH)/bench-irx-shipped $(BENCH)/bench-irx-O2 $(BENCH)/emit_bench irx
	python3 bench/emit_compare.py $(EMIT_ARGS) --emit-bench $(BENCH)/emit_bench --irx $(IRX) \
	  --pyirx-python $(IRX_REF)/venv/bin/python --json $(BENCH)/emitter.json
	python3 bench/run.py $(BENCH_ARGS) --emitter $(BENCH)/emitter.json \
	  --impl ours=$(BENCH)/bench-ours --impl shipped=$(BENCH)/bench-irx-shipped --impl O2=$(BENCH)/bench-irx-O2 \
	  --footprint "ours=-Iinclude::$(LIB) $(NATIVE_LIBS)" \
	  --footprint "shipped=$(BENCH_REF_INC)::$(call BENCH_REF_LIBS,shipped)" \
	  --footprint "O2=$(BENCH_REF_INC)::$(call BENCH_REF_LIBS,O2)" \
	  --size "static runtime archive|ours=$(LIB)|shipped=$(IRX_REF_OUT)/shipped/libirx_ref.a|O2=$(IRX_REF_OUT)/O2/libirx_ref.a" \
	  --size "libarrow.so it needs at run time|shipped=$$(cut -d' ' -f1 $(IRX_REF_OUT)/O2/link-flags.txt)|O2=$$(cut -d' ' -f1 $(IRX_REF_OUT)/O2/link-flags.txt)" \
	  --meta "pyirx=$$(sed -n 's/.*"pyirx": "\(.*\)".*/\1/p' $(IRX_REF_OUT)/meta.json), pyarrow $$(sed -n 's/.*"pyarrow": "\(.*\)".*/\1/p' $(IRX_REF_OUT)/meta.json)"

bench-check: $(BENCH)/bench-ours
	@mkdir -p $(RESULTS)
	@{ if python3 bench/run.py --impl ours=$(BENCH)/bench-ours --scale 0.01 --reps 1 --rounds 1 \
	       > $(BENCH)/check.out 2>&1; then echo "ok bench QUICK run against ours: every measured result verified"; \
	   else sed 's/^/#   /' $(BENCH)/check.out | tail -20; echo "not ok bench QUICK run against ours: every measured result verified"; fi; \
	   if bash -n bench/reference/build.sh && python3 -m py_compile bench/reference/compile.py bench/run.py bench/emit_compare.py bench/pyirx_translate.py; \
	   then echo "ok bench reference build scripts parse"; else echo "not ok bench reference build scripts parse"; fi; \
	 } | tee $(RESULTS)/bench.log
