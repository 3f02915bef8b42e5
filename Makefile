# MediaKind: the two set-up commands are `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
CORPUS ?= ../shared/corpus

.PHONY: deps build release demo test samples-generated-check samples-check corpus-check crosscheck crosscheck-run docs bench bench-imaging bench-micro bench-scale fuzz clean

deps:
	@Scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

## Release builds link the Swift runtime and Foundation statically: a run starts in about 40 %
## less time (no relocation of a dozen shared libraries), a few percent of a 10,000-file fast
## run (Docs/Decisions/0005).
RELEASE_FLAGS := -c release --static-swift-stdlib

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

## Build and classify the bundled samples (thorough mode, readable table).
demo: release
	.build/release/classify --format table Samples

## The whole test suite: the samples are what the generator writes, unit and end-to-end tests,
## the golden Samples check in both modes (`classify check --expect`), the accuracy ratchet on
## the shared corpus when present, then the differential cross-check when its readers are installed.
test: deps
	@$(MAKE) --no-print-directory samples-generated-check
	$(SWIFT) build
	$(SWIFT) test
	@$(MAKE) --no-print-directory samples-check
	@$(MAKE) --no-print-directory corpus-check
	@$(MAKE) --no-print-directory crosscheck-run

## Samples/ is byte for byte what Samples/generate.py writes (it regenerates into a temporary
## folder and names every file that differs).
samples-generated-check:
	@python3 Samples/generate.py --check

samples-check:
	@Scripts/samples-check.sh .build/debug/classify

corpus-check:
	@Scripts/corpus-check.sh .build/debug/classify "$(CORPUS)"

## Differential cross-check of thorough records against ffprobe, mediainfo, ExifTool and mutagen
## over the corpus and Samples/; fails on a disagreement not in Tests/Crosscheck/allowlist.tsv.
## Skipped (with a note) when a reader is not installed; Scripts/ensure-deps.sh installs them.
crosscheck: deps
	$(SWIFT) build
	@$(MAKE) --no-print-directory crosscheck-run

crosscheck-run:
	@python3 Scripts/crosscheck.py .build/debug/classify --corpus "$(CORPUS)"

## Regenerate Docs/SupportedFormats.md and Docs/SubtypeRules.md from the code.
docs: deps
	-RECORD_DOCS=1 $(SWIFT) test --filter GeneratedDocs >/dev/null
	$(SWIFT) test --filter GeneratedDocs

## Benchmark against the raw head-read limit, libmagic and ExifTool, then the micro-benchmarks,
## then the imaging benchmark; writes Docs/Performance.md and Docs/ImagingPerformance.md.
bench: deps
	Scripts/bench.sh

## Scale: 10k, 100k and 1M hard links of the corpus, fast, thorough, assets and index (wall time,
## peak RSS, µs per file); writes its table into Docs/Performance.md. `SIZES="10000 100000"` for less.
bench-scale: deps
	Scripts/bench-scale.sh

## Image requests and the report against ExifTool, vipsthumbnail and plain classification
## (Scripts/bench-imaging.sh; also the last step of `make bench`); writes Docs/ImagingPerformance.md.
bench-imaging: deps
	Scripts/bench-imaging.sh

## Micro-benchmarks of the library API (Benchmarks/Micro, its own package with ordo-one/benchmark):
## time, throughput, mallocs and peak memory per file, printed as tables (about 1 minute after the
## first build). `make bench-micro BENCH_FILTER=JPEG` runs only the benchmarks whose name matches.
BENCH_FILTER ?=
bench-micro: deps
	$(SWIFT) package --package-path Benchmarks/Micro benchmark --no-progress $(if $(BENCH_FILTER),--filter '$(BENCH_FILTER)')

## Fuzz every parser family with libFuzzer + ASan for FUZZ_SECONDS each (Fuzz/, Docs/Reliability.md):
## `make fuzz FUZZ_SECONDS=60`, or `make fuzz FUZZ_TARGETS="FuzzJPEG FuzzPNG"`.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	Scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

clean:
	rm -rf .build
