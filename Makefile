# PushRoutes: routes.yaml -> checked, typed Swift for push routing.
#
#   make            build routegen (release) and validate routes.yaml
#   make test       run every test
#   make check      what CI checks besides the tests: the table validates
#   make reference  re-record the golden files (then read the diff)
#   make docs       regenerate docs/names.md from the reserved-name lists
#   make clean      remove build products

SWIFT ?= swift
ROUTES ?= routes.yaml
RELEASE_DIR := .build/release
ROUTEGEN := $(RELEASE_DIR)/routegen

.PHONY: all build validate test check reference docs clean

all: validate

build:
	$(SWIFT) build -c release --product routegen

$(ROUTEGEN): Package.swift $(shell find Sources -name '*.swift' -o -name '*.modulemap' -o -name '*.h')
	$(SWIFT) build -c release --product routegen

validate: $(ROUTEGEN)
	$(ROUTEGEN) validate $(ROUTES)

test:
	$(SWIFT) test

check: validate

reference:
	ROUTEGEN_RECORD=1 $(SWIFT) test --filter 'Golden'
	@git status --short -- Tests

docs:
	python3 scripts/generate-names-doc.py

clean:
	rm -rf .build
