#!/bin/sh
# First start: a cluster owned by POSTGRES_USER (password POSTGRES_PASSWORD, scram), listening on
# every address, and the database POSTGRES_DB. Then PostgreSQL in the foreground as `postgres`.
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
mkdir -p "$PGDATA" /var/run/postgresql
chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
chmod 700 "$PGDATA"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp) && printf '%s' "$POSTGRES_PASSWORD" > "$pwfile" && chown postgres "$pwfile"
  as_postgres initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust \
    --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.auto.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    echo "CREATE DATABASE \"$POSTGRES_DB\"" | as_postgres postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
[ "$1" = postgres ] && exec setpriv --reuid=postgres --regid=postgres --init-groups "$@"
exec "$@"
