#!/usr/bin/env bash
# Starts a throw-away PostgreSQL (Debian's package) on a free loopback port with trust auth, for
# the PostgreSQL run of the API tests. Prints its DATABASE_URL, then its data directory.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
port=55432
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
dir=$(mktemp -d /tmp/genoapp-pg.XXXXXX)
chown postgres "$dir"
runuser -u postgres -- "$bin/initdb" -D "$dir" -A trust -U genoapp >/dev/null
runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
echo "postgres://genoapp@127.0.0.1:$port/postgres"
echo "$dir"
