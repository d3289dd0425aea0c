#!/usr/bin/env bash
# The browser tests (tests/web) drive Debian's chromium through Playwright: install it when it is missing.
# Called by `make test`; as root it runs apt-get, otherwise it uses sudo when there is one.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "make test: /usr/bin/chromium is missing and this user can't install it; run: apt-get install chromium" >&2
    exit 1
fi
echo "make test: installing Debian's chromium for the browser tests (tests/web)"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
