#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when missing:
# Chromium (test tools cannot download browsers here), qpdf (encrypted PDF fixtures)
# and PostgreSQL (the server suite also runs against a real one in CI).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
echo "System test dependencies ready: $(/usr/bin/chromium --version 2>/dev/null || echo 'chromium ?')"
