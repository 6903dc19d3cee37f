#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when missing:
# Chromium (test tools cannot download browsers here), qpdf (encrypted PDF fixtures),
# PostgreSQL (the server suite runs against a real one) and HAProxy (the fault suite
# runs two instances behind the shipped deploy/haproxy.cfg, with an openssl-made certificate).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
echo "System test dependencies ready: $(/usr/bin/chromium --version 2>/dev/null || echo 'chromium ?')"
