#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL and Redis answer on 127.0.0.1:5432 and :6379, starting them if they are down.
# Used by .ci/run (the gateway tests also run on PostgreSQL and Redis) and `npm run start:cluster`.
set -euo pipefail

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis \
    --logfile /var/log/redis/ci.log
fi
