#!/usr/bin/env bash
# Builds the DocC catalogs of LayoutLab and LayoutExamples with the toolchain's `docc` (no
# plugin) and fails on any DocC warning.
#
#   Tests/Documentation/build-docs.sh            build both archives (what CI runs)
#   Tests/Documentation/build-docs.sh --check    also run DocumentationTests: every listing is
#                                                tested, every pasted output and picture current
#   Tests/Documentation/build-docs.sh --update   first rewrite the pasted outputs and pictures
#                                                from the built `layoutlab`, then build
#   --output <dir>                               where the archives go (default .build/documentation)
#
# How: `swift build` emits the symbol graphs of LayoutLab and LayoutExamples (in its own scratch
# folder, so the ordinary build is not disturbed); each catalog is converted with its module's
# own graphs only (`<Module>.symbols.json` and its extensions of other modules,
# `<Module>@<Other>.symbols.json`), with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"

mode=build
output="$root/.build/documentation"
while [ $# -gt 0 ]; do
  case "$1" in
    --check) mode=check ;;
    --update) mode=update ;;
    --output)
      [ $# -ge 2 ] || { echo "build-docs.sh: --output needs a folder" >&2; exit 2; }
      output="$2"
      shift
      ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-docs.sh: unknown argument \"$1\" (expected --check, --update or --output <dir>)" >&2; exit 2 ;;
  esac
  shift
done

case "$mode" in
  update)
    echo "== rewriting pasted outputs and pictures (LAYOUTLAB_UPDATE_DOCS=1 swift test --filter DocumentationTests)"
    LAYOUTLAB_UPDATE_DOCS=1 swift test --filter DocumentationTests
    ;;
  check)
    echo "== swift test --filter DocumentationTests"
    swift test --filter DocumentationTests
    ;;
esac

scratch="$root/.build/docc"
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs"
# The compiler writes a module's graphs only when it compiles the module: if they are missing
# while the build is up to date, start the documentation build afresh.
if [ ! -f "$graphs/LayoutLab.symbols.json" ] || [ ! -f "$graphs/LayoutExamples.symbols.json" ]; then
  rm -rf "$scratch"
  mkdir -p "$graphs"
fi

echo "== symbol graphs (swift build --scratch-path .build/docc --target LayoutExamples)"
swift build --scratch-path "$scratch" --target LayoutExamples \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"

mkdir -p "$output"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
for module in LayoutLab LayoutExamples; do
  own="$scratch/graphs-$module"
  rm -rf "$own"
  mkdir -p "$own"
  cp "$graphs/$module.symbols.json" "$own/"
  for extension in "$graphs/$module"@*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$own/"
  done
  echo "== docc convert Sources/$module/$module.docc"
  if ! docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$own" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.layoutlab.$module" \
    --output-dir "$output/$module.doccarchive" \
    --warnings-as-errors >"$log" 2>&1; then
    status=1
  fi
  cat "$log"
  if grep -qiE "(warning|error):" "$log"; then
    status=1
  fi
done

if [ "$status" -ne 0 ]; then
  echo "build-docs.sh: DocC reported problems (see above)" >&2
  exit 1
fi
echo "== documentation built: $output/LayoutLab.doccarchive, $output/LayoutExamples.doccarchive"
