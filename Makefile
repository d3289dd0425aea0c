# The two commands of the README: `make play` and `make test` each set up .venv when missing.
# The install compiles the rules engine with mypyc (setup.py; pure Python without a C compiler); an edit to an
# engine source re-runs it, so the compiled modules never lag behind the sources (issue 18).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
ENGINE_SOURCES := $(wildcard manamelee/engine/*.py)

.PHONY: play test test-compiled test-pure typecheck soak bench loadtest clean browser

$(STAMP): pyproject.toml setup.py $(ENGINE_SOURCES)
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,typing]'
	$(BIN)/python -c "import manamelee._engine_select as s; print('manamelee', s.describe())"
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/manamelee play

# The browser tests need Debian's chromium; `make test` installs it when missing (apt-get, as root or with sudo).
browser:
	bash tools/install_browser.sh

# The whole suite on the compiled engine, then again on the pure-Python one (MANAMELEE_PURE=1), each spread over
# one pytest-xdist worker per core (TEST_JOBS=1 runs in one process).
TEST_JOBS ?= auto
test: test-compiled test-pure

test-compiled: $(STAMP) browser
	$(BIN)/python -m pytest -n $(TEST_JOBS)

# the whole suite again on the pure-Python fallback (issue 18: both builds run every test)
test-pure: $(STAMP) browser
	MANAMELEE_PURE=1 $(BIN)/python -m pytest -n $(TEST_JOBS)

# mypy --strict over manamelee/engine (the config is in pyproject.toml); tests/test_engine_types.py runs it too.
typecheck: $(STAMP)
	$(BIN)/mypy

soak: $(STAMP)
	MANAMELEE_WINRATE_WORKERS=$${MANAMELEE_WINRATE_WORKERS:-2} $(BIN)/python -m pytest -m slow -p no:cacheprovider -o addopts='-q' tests

clean:
	rm -rf $(VENV) *.egg-info build manamelee/_engine_build.json *.so manamelee/engine/*.so

bench: $(STAMP)
	$(BIN)/manamelee bench

# Issue 16: drive the server on 127.0.0.1 (defaults 100 tables, 400 WebSocket clients, 60 s); scale down with
# e.g. `make loadtest LOADTEST_ARGS="--tables 4 --clients 8 --seconds 5"`.
loadtest: $(STAMP)
	$(BIN)/python -m manamelee.server.loadtest $(LOADTEST_ARGS)
