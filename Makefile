# The two commands of the README: `make play` and `make test` each set up .venv when missing.
# The install compiles the rules engine with mypyc (setup.py; pure Python without a C compiler); an edit to an
# engine source re-runs it, so the compiled modules never lag behind the sources (issue 18).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
ENGINE_SOURCES := $(wildcard manamelee/engine/*.py)

.PHONY: play test test-compiled test-pure typecheck soak bench clean

$(STAMP): pyproject.toml setup.py $(ENGINE_SOURCES)
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,typing]'
	$(BIN)/python -c "import manamelee._engine_select as s; print('manamelee', s.describe())"
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/manamelee play

# The whole suite on the compiled engine, then again on the pure-Python one (MANAMELEE_PURE=1).
test: test-compiled test-pure

test-compiled: $(STAMP)
	$(BIN)/python -m pytest

test-pure: $(STAMP)
	MANAMELEE_PURE=1 $(BIN)/python -m pytest

# mypy --strict over manamelee/engine (the config is in pyproject.toml); tests/test_engine_types.py runs it too.
typecheck: $(STAMP)
	$(BIN)/mypy

soak: $(STAMP)
	MANAMELEE_WINRATE_WORKERS=$${MANAMELEE_WINRATE_WORKERS:-2} $(BIN)/python -m pytest -m slow -p no:cacheprovider -o addopts='-q' tests

clean:
	rm -rf $(VENV) *.egg-info build manamelee/_engine_build.json *.so manamelee/engine/*.so

bench: $(STAMP)
	$(BIN)/manamelee bench
