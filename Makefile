# Tavolo: `make play` to play, `make test` to run every test. Each target installs what it lacks.
SHELL := /bin/bash
PYTHON ?= python3
PORT ?= 8000
CHROMIUM ?= /usr/bin/chromium
# apt-get needs root: use sudo only when not root already.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: play build serve test test-deps gettext bench screens clean

play: build ## build the site and serve it on http://127.0.0.1:$(PORT)
	$(PYTHON) tools/serve.py --port $(PORT)

build: node_modules/.package-lock.json gettext ## build the site into build/site
	$(PYTHON) tools/build.py

serve: ## serve build/site as it is
	$(PYTHON) tools/serve.py --port $(PORT)

# npm ci writes node_modules/.package-lock.json: reinstall when it is missing or older than the lock file.
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# msgfmt (Debian's gettext) compiles the catalogs of every language.
gettext:
	@if ! command -v msgfmt >/dev/null; then \
		echo "Installing Debian's gettext (msgfmt compiles the catalogs)"; \
		$(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y gettext; \
	fi

# The browser tests run one at a time (they share booted pages; one browser job at a time is what a 2-core machine
# takes), and leave about a third of the two cores idle: the tests that need no browser run beside them on every
# core (pytest-xdist) at the lowest priority, so they take only what the browser leaves. Their report follows.
test: test-deps build ## install the test tools if missing, build, run the whole pytest suite but its statistical runs
	@mkdir -p build; \
	nice -n 19 $(PYTHON) -m pytest -q -m "not slow and not browser" -n auto --durations=10 \
		> build/cpu-tests.log 2>&1 & cpu=$$!; \
	TAVOLO_SITE_BUILT=1 $(PYTHON) -m pytest -q -m "browser and not slow" --durations=15; browser=$$?; \
	wait $$cpu; cpu=$$?; \
	echo "== the tests that need no browser (build/cpu-tests.log) =="; cat build/cpu-tests.log; \
	exit $$(( browser || cpu ))

test-deps:
	@if [ ! -x "$(CHROMIUM)" ]; then \
		echo "Installing Debian's chromium"; \
		$(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	fi
	@$(PYTHON) -c "import pytest, pytest_playwright, playwright, hypothesis, xdist" 2>/dev/null \
		|| $(PYTHON) -m pip install -r requirements-test.txt

bench: test-deps build ## the bots' statistical runs (pytest -m slow), then time the engines and the page
	$(PYTHON) -m pytest -q -m slow
	$(PYTHON) tools/bench

# One browser job at a time on a shared machine: the lock waits for any other holder.
screens: test-deps build ## pictures of every board and the home screen into docs/screens/ (start, mid, end; 1280, 390x844, 844x390; en and it)
	flock /tmp/tavolo-browser.lock $(PYTHON) tools/screens.py

clean:
	rm -rf build
