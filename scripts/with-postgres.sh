#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: initdb in a temp folder, start on 127.0.0.1
# at a free port, create a database, export DATABASE_URL, run "$@", always stop and clean up.
# Usage: bash scripts/with-postgres.sh npx vitest run server
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARGS...]" >&2; exit 2; }

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PGBIN=$(find_bin || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL not found: installing it with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(find_bin)
fi

# The server refuses to run as root: use the postgres account (created by the package).
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  if command -v runuser >/dev/null; then RUN_AS=(runuser -u postgres --); else RUN_AS=(su postgres -s /bin/sh -c); fi
fi
as_pg() {
  if [ ${#RUN_AS[@]} -eq 0 ]; then "$@";
  elif [ "${RUN_AS[0]}" = runuser ]; then "${RUN_AS[@]}" "$@";
  else "${RUN_AS[@]}" "$(printf '%q ' "$@")"; fi
}

WORK=$(mktemp -d /tmp/edu-pg.XXXXXX)
chmod 755 "$WORK"
[ "$(id -u)" = 0 ] && chown postgres "$WORK"
PGDATA="$WORK/data"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

as_pg "$PGBIN/initdb" -D "$PGDATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$WORK -c max_connections=200 -c fsync=on" start >/dev/null
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres edu_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/edu_test"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (DATABASE_URL exported)" >&2
set +e
"$@"
status=$?
set -e
exit $status
