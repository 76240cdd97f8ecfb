#!/bin/sh
# Builds local stand-ins for the public images the project's Dockerfile and compose.yaml name
# (node:24-bookworm-slim, postgres:18, haproxy:3.2, minio/minio, minio/mc), for a machine that
# cannot pull from a registry. See README.md here. Run as root from anywhere; idempotent
# (an image already present is kept; REBUILD=1 rebuilds them all).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
export DOCKER_BUILDKIT=0 # the legacy builder: no buildx plugin here, and no image to pull for BuildKit
has_image() { [ -z "${REBUILD:-}" ] && docker image inspect "$1" >/dev/null 2>&1; }
build() { # TAG CONTEXT
  if has_image "$1"; then echo "have $1"; return; fi
  echo "building $1"
  docker build --quiet --network host -t "$1" "$2"
}

# Debian bookworm from Debian's own mirror (the one apt uses on this machine), as a base image.
if ! has_image debian:bookworm-slim; then
  mirror=${DEBIAN_MIRROR:-$(sed -n 's/^URIs: *//p; s/^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*\) bookworm .*/\2/p' \
    /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | head -n 1)}
  rootfs=$(mktemp -d)
  echo "debootstrap bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >/dev/null
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb
  tar -C "$rootfs" -c . | docker import --change 'CMD ["bash"]' - debian:bookworm-slim
  rm -rf "$rootfs"
fi

# Node 24: the binary the project's node_modules holds (package `node`), the machine's npm, and
# the CA bundle this machine's npm trusts (npm config get cafile), for builds that run npm.
if ! has_image node:24-bookworm-slim; then
  context=$(mktemp -d)
  cp "$here/node/Dockerfile" "$context/"
  cafile=$(npm config get cafile)
  case "$cafile" in /*) cp "$cafile" "$context/ca-certificates.crt" ;; *) cp /etc/ssl/certs/ca-certificates.crt "$context/" ;; esac
  cp "$(readlink -f "$repo/node_modules/.bin/node")" "$context/node"
  cp -r "$(npm root -g)/npm" "$context/npm"
  build node:24-bookworm-slim "$context"
  rm -rf "$context"
fi

build postgres:18 "$here/postgres"
build haproxy:3.2 "$here/haproxy"
build minio/minio "$here/minio"
docker tag minio/minio minio/mc
