#!/usr/bin/env bash
# Starts a throw-away PostgreSQL (Debian's package) on 127.0.0.1:$PGPORT with trust auth for
# the PostgreSQL run of the API tests, and prints its DATABASE_URL.
set -euo pipefail
PGPORT="${PGPORT:-55432}"
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/genoapp-pg.XXXXXX)
chown postgres "$dir"
runuser -u postgres -- "$bin/initdb" -D "$dir" -A trust -U genoapp >/dev/null
runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
  -o "-p $PGPORT -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
echo "postgres://genoapp@127.0.0.1:$PGPORT/postgres"
