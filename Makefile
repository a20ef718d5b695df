# The two commands of the README: `make run` and `make test`.
# Both first install what a fresh Debian machine of this kind is missing.

SWIFT ?= swift
# Debian packages the build and the pictures depend on, with the probe that
# says whether each is already there.
# librsvg2-bin (rsvg-convert) and libxml2-utils (xmllint) check the SVGs in the tests.
# fonts-wqy-microhei draws the CJK ideographs, kana and Hangul DejaVu Sans lacks;
# fonts-noto-color-emoji the emoji neither has, in colour, measured about as iOS sets them.
# zlib1g-dev (zlib.h) builds our PNG writer; libcairo2-dev brings it too, the probe makes it explicit.
# chromium (headless) opens the HTML pages and animated SVGs in the browser tests.
APT_PACKAGES := pkg-config libcairo2-dev zlib1g-dev fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji librsvg2-bin libxml2-utils chromium

.PHONY: run test deps build release install uninstall bench bench-scale sanitize screenshots clean

# `make install` puts trellis, its man page and its shell completions under
# $(DESTDIR)$(PREFIX); swift-argument-parser generates the last two from the
# same definitions as --help.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists cairo 2>/dev/null || missing="$$missing libcairo2-dev"; \
	dpkg -s zlib1g-dev >/dev/null 2>&1 || missing="$$missing zlib1g-dev"; \
	dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing="$$missing fonts-dejavu-core"; \
	dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || missing="$$missing fonts-wqy-microhei"; \
	dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || missing="$$missing fonts-noto-color-emoji"; \
	command -v rsvg-convert >/dev/null 2>&1 || missing="$$missing librsvg2-bin"; \
	command -v xmllint >/dev/null 2>&1 || missing="$$missing libxml2-utils"; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product trellis

# Builds, then produces everything under Output/ from Samples/: every
# illustration as a 2x PNG and an SVG (and the animated samples as an animated
# SVG and a 1x APNG), an interactive page per sample and storyboard
# (docs/browser.md), the solved linear systems, and the
# conflict logs of Samples/Logs explained and drawn (Output/explain/).
run: release
	@bin=$$($(SWIFT) build -c release --show-bin-path)/trellis; \
	$$bin samples -o Output --format png,svg,html --scale 2 --animate || exit 1; \
	$$bin render Samples/Storyboards -o Output/storyboards --format png,svg,json,html --scale 2 --no-index || exit 1; \
	mkdir -p Output/systems; \
	for f in Samples/LinearSystems/*.json; do \
	  name=$$(basename $$f .json); \
	  $$bin solve --no-timings $$f > Output/systems/$$name.result.json.tmp && \
	  mv Output/systems/$$name.result.json.tmp Output/systems/$$name.result.json && \
	  echo "solved $$f -> Output/systems/$$name.result.json" || exit 1; \
	done; \
	mkdir -p Output/explain; \
	for f in Samples/Logs/*.txt; do \
	  name=$$(basename $$f .txt); \
	  $$bin explain $$f -o Output/explain --format png,svg > Output/explain/$$name.txt.tmp && \
	  mv Output/explain/$$name.txt.tmp Output/explain/$$name.txt && \
	  echo "explained $$f -> Output/explain/$$name.txt, $$name-1.png" || exit 1; \
	done

# The screenshots of an interactive page in README.md and docs/browser.md,
# taken by headless chromium: a scene file's page in light appearance with a
# label selected, a storyboard's in dark with its misplaced-view diagnostic.
SHOT := chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=1000
screenshots: build
	@bin=$$($(SWIFT) build --show-bin-path)/trellis; out=$$(mktemp -d); \
	$$bin render Samples/Scenes/dynamic-priorities.yaml Samples/Storyboards/Profile.storyboard -o $$out --format html -q && \
	$(SHOT) --blink-settings=preferredColorScheme=1 --window-size=1200,680 --screenshot=$(CURDIR)/docs/browser-light.png \
	  "file://$$out/dynamic-priorities.html?select=view:positionLabel#dynamic-priorities-Center" 2>/dev/null && \
	$(SHOT) --blink-settings=preferredColorScheme=0 --window-size=1200,860 --screenshot=$(CURDIR)/docs/browser-dark.png \
	  "file://$$out/Profile.html?select=diagnostic:0" 2>/dev/null; \
	status=$$?; rm -rf $$out; test $$status = 0 && echo "wrote docs/browser-light.png, docs/browser-dark.png"

install: release
	@bin=$$($(SWIFT) build -c release --show-bin-path)/trellis; \
	$(SWIFT) package plugin generate-manual 2>&1 | tail -1; \
	page=$$(find .build/plugins/GenerateManual/outputs -name trellis.1 | head -1); \
	test -n "$$page" || { echo "generate-manual made no trellis.1"; exit 1; }; \
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR) && \
	install -m 755 $$bin $(BINDIR)/trellis && \
	install -m 644 $$page $(MANDIR)/trellis.1 && \
	$$bin --generate-completion-script bash > $(BASHDIR)/trellis && \
	$$bin --generate-completion-script zsh > $(ZSHDIR)/_trellis && \
	$$bin --generate-completion-script fish > $(FISHDIR)/trellis.fish && \
	echo "installed $(BINDIR)/trellis, $(MANDIR)/trellis.1 and completions for bash, zsh and fish"

uninstall:
	rm -f $(BINDIR)/trellis $(MANDIR)/trellis.1 $(BASHDIR)/trellis $(ZSHDIR)/_trellis $(FISHDIR)/trellis.fish

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The test suite and a two-worker batch under ThreadSanitizer, then under
# AddressSanitizer with LeakSanitizer (docs/sanitizers.md). Each sanitizer
# builds in its own scratch folder, so .build is untouched. The suites that
# assert time bounds are skipped (three suites, and the three LimitTests that
# time the reader): a sanitizer's slowdown would break the bounds, not find a
# bug; the code they time runs in the other tests.
SANITIZE_SKIP := --skip BoundedWorkTests --skip ConflictBudgetTests --skip AmbiguityBudgetTests \
	--skip 'Quickly|InLinearTime'
sanitize: deps
	@set -e; for s in thread address; do \
	  scratch=.build-$$s; \
	  echo "== $$s sanitizer: building in $$scratch"; \
	  $(SWIFT) build --build-tests --scratch-path $$scratch --sanitize=$$s; \
	  echo "== $$s sanitizer: the test suite"; \
	  TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
	  ASAN_OPTIONS="detect_leaks=1 halt_on_error=1" \
	  LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp print_suppressions=0" \
	    $(SWIFT) test --skip-build --scratch-path $$scratch --sanitize=$$s $(SANITIZE_SKIP); \
	  echo "== $$s sanitizer: a two-worker batch"; \
	  out=$$(mktemp -d); \
	  TSAN_OPTIONS="halt_on_error=1" ASAN_OPTIONS="detect_leaks=1 halt_on_error=1" \
	  LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp print_suppressions=0" \
	    $$($(SWIFT) build --scratch-path $$scratch --sanitize=$$s --show-bin-path)/trellis \
	    render Samples/Scenes -o $$out --format png,svg,json --jobs 2 --quiet; \
	  rm -rf $$out; \
	done; echo "== sanitize: clean"

# The growth curves' plot needs matplotlib: installed with pip when missing.
bench: deps
	@python3 -c "import matplotlib" 2>/dev/null || python3 -m pip install -q matplotlib
	python3 Benchmarks/run.py --growth

bench-scale: deps
	python3 Benchmarks/Scale/run.py

clean:
	rm -rf .build
