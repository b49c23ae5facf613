# PushRoutes: routes.yaml -> checked, typed Swift for push routing.
#
#   make            check libyaml, build routegen, check routes.yaml, regenerate Generated/,
#                   build everything
#   make test       run every test; prints failures, skipped tests (and why) and the totals
#                   (full log: .build/test.log)
#   make check      what CI checks besides the tests: nothing newer than Swift 6.1 (the
#                   syntax guard, docs/ci.md), no file under Sources/ over 400 lines
#                   (docs/architecture.md), the table validates, Generated/ is current,
#                   nothing breaks against the previous commit's routes.yaml (except changes
#                   acknowledged in routes.breaking.yaml, docs/ci.md)
#   make format     format the Swift sources with swift-format (.swift-format); make check
#                   fails when they are not formatted
#   make install    install routegen into $(PREFIX)/bin (PREFIX=/usr/local by default)
#   make demo       replay sample pushes through the generated router
#   make example    build and run Examples/PluginExample (uses the build-tool plugin)
#   make test-tsan  the router's tests (de-duplication and app states too) and its stress test under ThreadSanitizer
#   make reference  re-record the golden files (then read the diff)
#   make docs       regenerate docs/names.md from the reserved-name lists
#   make fuzz       measure each libFuzzer target's rate from a fixed corpus, run each
#                   (FuzzTesting/) SECONDS=N seconds (default 60), then generate and compile
#                   TABLES=N random valid tables (default 200)
#   make bench      run the benchmarks (Benchmarks/) and write docs/performance.md and its
#                   charts; QUICK=1 measures compile times at 100 routes (optimized builds and
#                   binary sizes at 100 and 1,000) and writes no docs
#   make clean      remove build products

SHELL := /bin/bash
# This Makefile's folder: its scripts run on the tree `make` runs in (tests run `make check`
# of this Makefile in other folders).
MAKEFILE_DIR := $(dir $(abspath $(lastword $(MAKEFILE_LIST))))
SWIFT ?= swift
PREFIX ?= /usr/local
ROUTES ?= routes.yaml
GENERATED ?= Generated
ROUTEGEN := .build/release/routegen
DEBUG_ROUTEGEN := .build/debug/routegen
SOURCES := Package.swift $(shell find Sources/RouteCompiler Sources/routegen Sources/PushRouting Sources/CYAML -type f 2>/dev/null)
FIXTURES := $(wildcard Tests/RouteCompilerTests/Fixtures/Generation/*)
# What `make test` shows of `swift test`: build errors and warnings, failed tests with
# their issues, skipped tests and suites with the reason (Swift Testing prints
# `➜ Test name() skipped: "reason"`, or `skipped.` without one), and the closing totals.
# Everything is in .build/test.log.
# The Swift that swift-format keeps formatted (generated code is the emitter's business).
FORMAT_DIRS := Sources Plugins Examples/PluginExample Tests/PushRoutingTests Tests/RouteCompilerTests \
	Tests/GeneratedCodeTests Tests/routegenTests Tests/ConformanceTests Tests/TestSupport Tests/AppleStandIns
TEST_FILTER := awk '/error:|warning:|^✘|^[^ ]+ (Test|Suite) .* skipped(: "|\.$$)|Test run with|Executed [0-9]+ test|Build complete|^\[[0-9]+\/[0-9]+\] Linking/ { print; fflush() }'

.PHONY: all libyaml validate generate build test check format install demo example test-tsan reference docs bench fuzz clean

all: generate build

# libyaml (Debian: libyaml-dev, found through pkg-config as yaml-0.1). Installed with
# apt-get when run as root; otherwise stops with the command to run.
libyaml:
	@if pkg-config --exists yaml-0.1 2>/dev/null; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "libyaml is missing: installing libyaml-dev and pkg-config with apt-get"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libyaml-dev pkg-config >/dev/null || exit 1; \
	else \
		echo "error: libyaml and pkg-config are needed to build routegen. Install them with:" >&2; \
		echo "  Debian/Ubuntu:  sudo apt-get install libyaml-dev pkg-config" >&2; \
		echo "  macOS:          brew install libyaml pkg-config" >&2; \
		exit 1; \
	fi

$(ROUTEGEN): $(SOURCES) | libyaml
	@echo "Building routegen (release; the first build takes a few minutes)"
	@$(SWIFT) build -c release --product routegen 2>&1 | awk '/error:|warning:|Compiling|Build complete/ { print; fflush() }'; exit $${PIPESTATUS[0]}

validate: $(ROUTEGEN)
	@$(ROUTEGEN) validate $(ROUTES)

generate: $(ROUTEGEN)
	@$(ROUTEGEN) generate $(ROUTES) --output $(GENERATED)

build: generate
	@echo "Building the package (debug)"
	@$(SWIFT) build 2>&1 | awk '/error:|warning:|Compiling|Build complete/ { print; fflush() }'; exit $${PIPESTATUS[0]}

test: libyaml
	@mkdir -p .build
	@echo "Running every test (this builds the tests first; full log: .build/test.log)"
	@$(SWIFT) test 2>&1 | tee .build/test.log | $(TEST_FILTER); status=$${PIPESTATUS[0]}; \
	if [ $$status -ne 0 ]; then echo "Tests failed (exit $$status); the whole output is in .build/test.log" >&2; fi; \
	exit $$status

check: $(ROUTEGEN)
	@python3 $(MAKEFILE_DIR)scripts/syntax-guard.py --root .
	@python3 $(MAKEFILE_DIR)scripts/source-length.py Sources Plugins
	@$(SWIFT) format lint --strict --recursive $(FORMAT_DIRS) || { echo "run make format" >&2; exit 1; }
	@$(ROUTEGEN) validate $(ROUTES)
	@$(ROUTEGEN) generate $(ROUTES) --output $(GENERATED) --check
	@if git rev-parse --verify --quiet HEAD~1 >/dev/null 2>&1 && git cat-file -e HEAD~1:$(ROUTES) 2>/dev/null; then \
		$(ROUTEGEN) breaking $(ROUTES) --against-git HEAD~1; \
	else \
		echo "breaking: skipped, no previous commit of $(ROUTES) to compare with"; \
	fi

format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_DIRS)

# A routegen that runs on machines without the Swift toolchain: the Swift runtime is
# linked in; it needs libyaml's shared library (Debian: libyaml-0-2) at run time. (The
# linker's note about mktemp in the toolchain's static Foundation is not shown.)
install: libyaml
	@echo "Building routegen for installation (release, Swift runtime linked in)"
	@$(SWIFT) build -c release --product routegen --static-swift-stdlib --scratch-path .build-install 2>&1 \
		| awk '/swift_static/ { next } /error:|warning:|Build complete/ { print; fflush() }'; exit $${PIPESTATUS[0]}
	@mkdir -p "$(PREFIX)/bin"
	@install -m 755 .build-install/release/routegen "$(PREFIX)/bin/routegen"
	@echo "Installed $(PREFIX)/bin/routegen"

demo: generate
	@$(SWIFT) build --product PushRoutesDemo --quiet
	@.build/debug/PushRoutesDemo Sources/PushDemo/pushes.jsonl

example: libyaml
	$(SWIFT) build --package-path Examples/PluginExample
	Examples/PluginExample/.build/debug/ShopApp

# The router's tests under ThreadSanitizer, in a build folder of their own (so that the
# next plain build does not start over); the stress test runs STRESS_OPERATIONS
# operations (120,000 by default; a few thousand in `make test`).
test-tsan: libyaml
	PUSHROUTES_STRESS_OPERATIONS=$(or $(STRESS_OPERATIONS),120000) $(SWIFT) test --sanitize=thread --scratch-path .build-tsan \
		--filter 'ConcurrencyTests|DispatcherTests|DestinationTests|DeliveryGuaranteeTests|RouterPatternTests|RouterIsolationTests|RegistrationTests|WaitingTests|DispatchOutcomeTests|StressTests|DuplicateTests|AppStateTests'

# Golden files: the generated code of each fixture table (written by routegen itself, so
# that a change to the generator never has to compile stale fixtures first), then the
# golden diagnostics and docs/names.md.
reference:
	@$(SWIFT) build --product routegen --quiet
	@for fixture in $(FIXTURES); do \
		name=$$(basename $$fixture); \
		(cd $$fixture && $(CURDIR)/$(DEBUG_ROUTEGEN) generate routes.yaml --output $(CURDIR)/Tests/GeneratedFixtures/$$name) || exit 1; \
	done
	ROUTEGEN_RECORD=1 $(SWIFT) test --filter 'Golden|Conformance|DocumentationTests/namesDocument'
	@git status --short -- Tests Generated docs

# docs/names.md, rendered from the reserved-name lists by DocumentationTests.
docs: libyaml
	ROUTEGEN_RECORD=1 $(SWIFT) test --filter 'DocumentationTests/namesDocument'
	@git status --short -- docs/names.md

bench: generate
	python3 scripts/bench.py $(if $(QUICK),--quick)

fuzz: $(ROUTEGEN)
	python3 scripts/fuzz.py --seconds $(or $(SECONDS),60) --tables $(or $(TABLES),200)

clean:
	rm -rf .build .build-install .build-tsan
