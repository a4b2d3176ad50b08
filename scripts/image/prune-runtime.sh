#!/bin/sh
# The runtime image's node_modules, lean (decision 065): after `npm prune --omit=dev`, remove what
# this platform never loads. Run in the folder holding node_modules; ARCH is Node's process.arch
# (x64 or arm64). The Dockerfile runs it, and so can anyone measuring the image without Docker.
set -eu
ARCH="${1:-$(node -p process.arch)}"
case "$ARCH" in
  x64) RUST_TARGET=x86_64-unknown-linux-gnu ;;
  arm64) RUST_TARGET=aarch64-unknown-linux-gnu ;;
  *) echo "prune-runtime: unsupported architecture $ARCH" >&2; exit 1 ;;
esac
NM=node_modules

# onnxruntime-node ships every platform's library (243 of its 288 MB are not Linux/$ARCH).
for dir in "$NM"/onnxruntime-node/bin/napi-v*; do
  find "$dir" -mindepth 1 -maxdepth 1 ! -name linux -exec rm -rf {} +
  find "$dir/linux" -mindepth 1 -maxdepth 1 ! -name "$ARCH" -exec rm -rf {} +
done

# The Temporal core bridge: one prebuilt library per platform, plus its Rust sources.
bridge="$NM/@temporalio/core-bridge"
find "$bridge/releases" -mindepth 1 -maxdepth 1 ! -name "$RUST_TARGET" -exec rm -rf {} +
rm -rf "$bridge/sdk-core" "$bridge/src" "$bridge/bridge-macros" "$bridge/scripts" "$bridge/ts" "$bridge"/Cargo.*

# The renderer reads the fonts' .woff files (engine/text/fonts.ts); the web's woff2 and CSS are in dist/web.
find "$NM"/@fontsource -type f \( -name '*.woff2' -o -name '*.css' \) -delete
# A peer of valibot for its types; nothing loads it at run time.
rm -rf "$NM/typescript"

# Text for people and compilers, never read at run time: docs, type declarations, source maps,
# TypeScript sources shipped beside the JavaScript, test folders.
find "$NM" -type f \( -name '*.md' -o -name '*.markdown' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \
  -o -name '*.map' -o -name '*.tsbuildinfo' -o -name 'CHANGELOG*' -o -name 'HISTORY*' \) -delete
find "$NM" -type f -name '*.ts' ! -path '*/node_modules/@temporalio/*' -delete
find "$NM" -depth -type d \( -name test -o -name tests -o -name __tests__ -o -name docs -o -name example -o -name examples \) \
  ! -path '*/@temporalio/*' -exec rm -rf {} +
