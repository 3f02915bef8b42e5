# MediaKind: the two set-up commands are `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
CORPUS ?= ../shared/corpus

.PHONY: deps build release demo test corpus-check docs clean

deps:
	@Scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## Build and classify the bundled samples (thorough mode, readable table).
demo: release
	.build/release/classify --mode thorough --format table Samples

## The whole test suite: unit and end-to-end tests (the Samples in both modes among them),
## then the accuracy ratchet on the shared corpus when it is beside the repository.
test: deps
	$(SWIFT) build
	$(SWIFT) test
	@$(MAKE) --no-print-directory corpus-check

corpus-check:
	@Scripts/corpus-check.sh .build/debug/classify "$(CORPUS)"

## Regenerate Docs/SupportedFormats.md and Docs/SubtypeRules.md from the code.
docs: deps
	-RECORD_DOCS=1 $(SWIFT) test --filter GeneratedDocs >/dev/null
	$(SWIFT) test --filter GeneratedDocs

clean:
	rm -rf .build
