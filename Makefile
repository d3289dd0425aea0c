# The two commands of the README: `make play` and `make test` each set up .venv when missing.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test soak bench loadtest clean browser

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/manamelee play

# The browser tests need Debian's chromium; `make test` installs it when missing (apt-get, as root or with sudo).
browser:
	bash tools/install_browser.sh

test: $(STAMP) browser
	$(BIN)/python -m pytest

soak: $(STAMP)
	MANAMELEE_WINRATE_WORKERS=$${MANAMELEE_WINRATE_WORKERS:-2} $(BIN)/python -m pytest -m slow -p no:cacheprovider -o addopts='-q' tests

clean:
	rm -rf $(VENV) *.egg-info

bench: $(STAMP)
	$(BIN)/manamelee bench

# Issue 16: drive the server on 127.0.0.1 (defaults 100 tables, 400 WebSocket clients, 60 s); scale down with
# e.g. `make loadtest LOADTEST_ARGS="--tables 4 --clients 8 --seconds 5"`.
loadtest: $(STAMP)
	$(BIN)/python -m manamelee.server.loadtest $(LOADTEST_ARGS)
