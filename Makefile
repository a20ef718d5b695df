# The two commands of the README: `make run` and `make test`.
# Both first install what a fresh Debian machine of this kind is missing.

SWIFT ?= swift
# Debian packages the build and the pictures depend on, with the probe that
# says whether each is already there.
# librsvg2-bin (rsvg-convert) and libxml2-utils (xmllint) check the SVGs in the tests.
# zlib1g-dev (zlib.h) builds our PNG writer; libcairo2-dev brings it too, the probe makes it explicit.
APT_PACKAGES := pkg-config libcairo2-dev zlib1g-dev fonts-dejavu-core librsvg2-bin libxml2-utils

.PHONY: run test deps build release bench bench-scale clean

deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists cairo 2>/dev/null || missing="$$missing libcairo2-dev"; \
	dpkg -s zlib1g-dev >/dev/null 2>&1 || missing="$$missing zlib1g-dev"; \
	dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing="$$missing fonts-dejavu-core"; \
	command -v rsvg-convert >/dev/null 2>&1 || missing="$$missing librsvg2-bin"; \
	command -v xmllint >/dev/null 2>&1 || missing="$$missing libxml2-utils"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product trellis

# Builds, then produces everything under Output/ from Samples/: every
# illustration as a 2x PNG and an SVG, and the solved linear systems.
run: release
	@bin=$$($(SWIFT) build -c release --show-bin-path)/trellis; \
	$$bin samples -o Output --format png,svg --scale 2 || exit 1; \
	mkdir -p Output/systems; \
	for f in Samples/LinearSystems/*.json; do \
	  name=$$(basename $$f .json); \
	  $$bin solve --no-timings $$f > Output/systems/$$name.result.json.tmp && \
	  mv Output/systems/$$name.result.json.tmp Output/systems/$$name.result.json && \
	  echo "solved $$f -> Output/systems/$$name.result.json" || exit 1; \
	done

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	python3 Benchmarks/run.py

bench-scale: deps
	python3 Benchmarks/Scale/run.py

clean:
	rm -rf .build
