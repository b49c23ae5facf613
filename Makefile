# PushRoutes: routes.yaml -> checked, typed Swift for push routing.
#
#   make            build routegen, check routes.yaml, regenerate Generated/, build everything
#   make test       run every test
#   make check      what CI checks besides the tests: the table validates, Generated/ is
#                   current, nothing breaks against the previous commit's routes.yaml
#                   (except changes acknowledged in routes.breaking.yaml, docs/ci.md)
#   make demo       replay sample pushes through the generated router
#   make example    build and run Examples/PluginExample (uses the build-tool plugin)
#   make test-tsan  the concurrency tests under ThreadSanitizer
#   make reference  re-record the golden files (then read the diff)
#   make docs       regenerate docs/names.md from the reserved-name lists
#   make fuzz       run each libFuzzer target (FuzzTesting/) SECONDS=N seconds (default 60),
#                   then generate and compile TABLES=N random valid tables (default 200)
#   make bench      run the benchmarks (Benchmarks/) and write docs/performance.md;
#                   QUICK=1 measures compile times at 100 routes only and writes no docs
#   make clean      remove build products

SWIFT ?= swift
ROUTES ?= routes.yaml
GENERATED ?= Generated
ROUTEGEN := .build/release/routegen
DEBUG_ROUTEGEN := .build/debug/routegen
SOURCES := Package.swift $(shell find Sources/RouteCompiler Sources/routegen Sources/PushRouting Sources/CYAML -type f 2>/dev/null)
FIXTURES := $(wildcard Tests/RouteCompilerTests/Fixtures/Generation/*)

.PHONY: all validate generate build test check demo example test-tsan reference docs bench fuzz clean

all: generate build

$(ROUTEGEN): $(SOURCES)
	@$(SWIFT) build -c release --product routegen --quiet

validate: $(ROUTEGEN)
	@$(ROUTEGEN) validate $(ROUTES)

generate: $(ROUTEGEN)
	@$(ROUTEGEN) generate $(ROUTES) --output $(GENERATED)

build: generate
	@$(SWIFT) build --quiet

test:
	$(SWIFT) test

check: $(ROUTEGEN)
	@$(ROUTEGEN) validate $(ROUTES)
	@$(ROUTEGEN) generate $(ROUTES) --output $(GENERATED) --check
	@if git rev-parse --verify --quiet HEAD~1 >/dev/null 2>&1 && git cat-file -e HEAD~1:$(ROUTES) 2>/dev/null; then \
		$(ROUTEGEN) breaking $(ROUTES) --against-git HEAD~1; \
	else \
		echo "breaking: skipped, no previous commit of $(ROUTES) to compare with"; \
	fi

demo: generate
	@$(SWIFT) build --product PushDemo --quiet
	@.build/debug/PushDemo Sources/PushDemo/pushes.jsonl

example:
	$(SWIFT) build --package-path Examples/PluginExample
	Examples/PluginExample/.build/debug/ShopApp

test-tsan:
	$(SWIFT) test --sanitize=thread --filter 'ConcurrencyTests|DispatcherTests|DestinationTests'

# Golden files: the generated code of each fixture table (written by routegen itself, so
# that a change to the generator never has to compile stale fixtures first), then the
# golden diagnostics.
reference:
	@$(SWIFT) build --product routegen --quiet
	@for fixture in $(FIXTURES); do \
		name=$$(basename $$fixture); \
		(cd $$fixture && $(CURDIR)/$(DEBUG_ROUTEGEN) generate routes.yaml --output $(CURDIR)/Tests/GeneratedFixtures/$$name) || exit 1; \
	done
	ROUTEGEN_RECORD=1 $(SWIFT) test --filter 'Golden|Conformance'
	@git status --short -- Tests Generated

docs:
	python3 scripts/generate-names-doc.py

bench: generate
	python3 scripts/bench.py $(if $(QUICK),--quick)

fuzz: $(ROUTEGEN)
	python3 scripts/fuzz.py --seconds $(or $(SECONDS),60) --tables $(or $(TABLES),200)

clean:
	rm -rf .build
