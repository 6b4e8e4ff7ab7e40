#!/usr/bin/env bash
# Opens the HTML pages `layoutlab render <scenario> --format html` writes in headless Chromium,
# without network, and checks that they show the drawing and that choosing a view works:
#
#   - from the DOM Chromium dumps after the page's script ran: the script finished (<html
#     data-ready="true">, no data-error), the <svg> has one rectangle per view and the scenario's
#     labels (the tag words, the card numbers) as SVG text;
#   - opened at page.html#view=<node>: the inspector shows that view, its frame, and the proposals
#     it received with the sizes it answered, as the trace embedded in the page says;
#   - the width sweep page (`--widths`), driven as a reader would: the slider moved to one width
#     and a view clicked, then the slider moved next to another width and the right arrow key
#     pressed to reach it: the drawing, the tree and the inspector show the second width's
#     layout, the view's frame there, and the same view chosen;
#   - from the screenshot's pixels (decoded by check-html-page.py, standard library only): the
#     scenario's colours cover about the area their views cover, the chosen view is highlighted,
#     the picture is not blank.
#
# Chromium comes from Debian's packages; when no chromium binary is present the script installs
# it (apt-get, as root). It needs python3. Prints one line per page; exits non-zero saying what
# was missing.
#
# Usage: Tests/Browser/check-html-page.sh [--update-images]
#   --update-images  after the checks pass, rewrite the README's pictures in
#                    Sources/LayoutLab/LayoutLab.docc/Resources: tag-cloud.svg and
#                    tag-cloud-page.png (the checked screenshot of the tag-cloud-readme page).
set -euo pipefail
cd "$(dirname "$0")/../.."

update_images=false
for argument in "$@"; do
  case "$argument" in
    --update-images) update_images=true ;;
    -h | --help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "check-html-page.sh: unknown argument \"$argument\"; expected --update-images" >&2; exit 2 ;;
  esac
done

images=Sources/LayoutLab/LayoutLab.docc/Resources
checker=Tests/Browser/check-html-page.py
started=$EPOCHREALTIME
seconds_since() { awk -v from="$1" -v to="$EPOCHREALTIME" 'BEGIN { printf "%.1f", to - from }'; }
fail() { echo "check-html-page: $*" >&2; exit 1; }

# The pages: label | layoutlab render arguments | expectations (check-html-page.py) |
# the view to choose (summary prefix, occurrence from 1) | window size | device pixels per CSS pixel.
# tag-cloud-readme is the README's picture: the tag "can’t" chosen, cut below the inspector,
# twice the resolution so that it stays sharp when GitHub scales it to the page.
pages=(
  "tag-cloud|tag-cloud|tag-cloud|.background(|2|1280,1000|1"
  "cards-ipad|cards-ipad|cards-ipad|.background(|9|1600,1000|1"
  "tag-cloud-readme|tag-cloud --height 200|tag-cloud|.background(|2|1040,330|2"
)

# --- Chromium ------------------------------------------------------------------------------
find_chromium() { command -v chromium || command -v chromium-browser || true; }
chromium=$(find_chromium)
if [[ -z "$chromium" ]]; then
  [[ $(id -u) -eq 0 ]] || fail "no chromium binary, and installing it needs root: apt-get install chromium"
  command -v apt-get >/dev/null || fail "no chromium binary and no apt-get to install it with"
  echo "== installing Chromium from Debian's packages: apt-get update && apt-get install -y --no-install-recommends chromium"
  install_started=$EPOCHREALTIME
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || fail "apt-get update failed"
  apt-get install -y -qq --no-install-recommends chromium >/dev/null || fail "apt-get install chromium failed"
  chromium=$(find_chromium)
  [[ -n "$chromium" ]] || fail "apt-get installed chromium but no chromium binary is on PATH"
  echo "   installed in $(seconds_since "$install_started") s"
fi
command -v python3 >/dev/null || fail "python3 is needed to read the dumped DOM and the screenshots"
echo "== $("$chromium" --version 2>/dev/null | head -1) ($chromium)"

work=$(mktemp -d "${TMPDIR:-/tmp}/layoutlab-browser.XXXXXX")
trap 'rm -rf "$work"' EXIT

# No network: a network namespace with only loopback when the system allows one (root), and in
# any case no name resolution, no proxy lookups and no background requests.
isolate=()
if unshare --net true 2>/dev/null; then
  isolate=(unshare --net)
  echo "== Chromium runs in its own network namespace (unshare --net): no network at all"
else
  echo "== no network namespace available; Chromium runs with name resolution switched off"
fi
flags=(
  --headless --disable-gpu --hide-scrollbars --no-first-run --no-default-browser-check
  --disable-extensions --disable-background-networking --disable-component-update --disable-sync
  --disable-default-apps --host-resolver-rules="MAP * ~NOTFOUND" --no-proxy-server
  --user-data-dir="$work/profile"
)
[[ $(id -u) -ne 0 ]] || flags+=(--no-sandbox)

# browse URL WINDOW SCALE DOM_FILE [PNG_FILE]: the DOM after the page's scripts ran, and a
# screenshot.
browse() {
  local url=$1 window=$2 scale=$3 dom=$4 png=${5:-}
  local extra=(--force-device-scale-factor="$scale")
  [[ -z "$png" ]] || extra+=(--screenshot="$png")
  if ! timeout 60 "${isolate[@]}" "$chromium" "${flags[@]}" --window-size="$window" "${extra[@]}" \
    --dump-dom "$url" >"$dom" 2>"$dom.log"; then
    tail -5 "$dom.log" >&2
    fail "chromium failed on $url"
  fi
  [[ -s "$dom" ]] || fail "chromium dumped no DOM for $url"
  [[ -z "$png" || -s "$png" ]] || fail "chromium wrote no screenshot for $url"
}

# --- layoutlab -----------------------------------------------------------------------------
echo "== swift build --product layoutlab"
build_started=$EPOCHREALTIME
if ! swift build --product layoutlab >"$work/build.log" 2>&1; then
  grep -E "error" "$work/build.log" >&2 || tail -20 "$work/build.log" >&2
  fail "swift build --product layoutlab failed"
fi
layoutlab="$(swift build --show-bin-path)/layoutlab"
[[ -x "$layoutlab" ]] || fail "no layoutlab binary at $layoutlab"
echo "   built in $(seconds_since "$build_started") s"

# --- the pages -----------------------------------------------------------------------------
check_started=$EPOCHREALTIME
failures=0
for entry in "${pages[@]}"; do
  IFS='|' read -r label arguments scenario prefix occurrence window scale <<<"$entry"
  read -r -a render <<<"$arguments"
  page="$work/$label.html"
  echo "-- swift run layoutlab render ${render[*]} --format html --output $label.html"
  "$layoutlab" render "${render[@]}" --format html --output "$page" 2>"$work/$label.log" \
    || { cat "$work/$label.log" >&2; fail "layoutlab render ${render[*]} failed"; }
  view=$(python3 "$checker" choose "$page" "$prefix" "$occurrence") || fail "$label: no view to choose"
  browse "file://$page" "$window" "$scale" "$work/$label.dom.html"
  browse "file://$page#view=$view" "$window" "$scale" "$work/$label.view.dom.html" "$work/$label.png"
  if summary=$(python3 "$checker" check "$scenario" "$page" "$work/$label.dom.html" \
    "$work/$label.view.dom.html" "$work/$label.png" "$view" "${window%,*}" "${window#*,}" "$scale"); then
    echo "ok $label: $summary"
  else
    echo "FAILED $label (the lines above say what was missing)" >&2
    failures=$((failures + 1))
  fi
done

# The width sweep: tag-cloud from 200 to 1200 points; the tag "looking" (the sixth
# .background) ends the first line at 390 and moves to the second at 250.
sweep="$work/tag-cloud-sweep.html"
echo "-- swift run layoutlab render tag-cloud --format html --widths 200...1200:10 --output tag-cloud-sweep.html"
"$layoutlab" render tag-cloud --format html --widths 200...1200:10 --output "$sweep" 2>"$work/sweep.log" \
  || { cat "$work/sweep.log" >&2; fail "layoutlab render tag-cloud --widths failed"; }
view=$(python3 "$checker" drive "$sweep" ".background(" 6 390 250 "$work/sweep-before.html" "$work/sweep-after.html") \
  || fail "tag-cloud-sweep: no view to choose"
browse "file://$work/sweep-before.html" 1280,1000 1 "$work/sweep-before.dom.html"
browse "file://$work/sweep-after.html" 1280,1000 1 "$work/sweep-after.dom.html"
if summary=$(python3 "$checker" sweep "$sweep" "$work/sweep-before.dom.html" "$work/sweep-after.dom.html" "$view" 390 250); then
  echo "ok tag-cloud-sweep ($(wc -c <"$sweep") bytes): $summary"
else
  echo "FAILED tag-cloud-sweep (the lines above say what was missing)" >&2
  failures=$((failures + 1))
fi
checked=$((${#pages[@]} + 1))
echo "== checked $checked pages in $(seconds_since "$check_started") s (whole script $(seconds_since "$started") s)"
[[ $failures -eq 0 ]] || fail "$failures of $checked pages failed"

# --- the README's pictures -----------------------------------------------------------------
if $update_images; then
  mkdir -p "$images"
  echo "-- swift run layoutlab render tag-cloud --height 200 --format svg --output $images/tag-cloud.svg"
  "$layoutlab" render tag-cloud --height 200 --format svg --output "$images/tag-cloud.svg" 2>/dev/null \
    || fail "layoutlab render tag-cloud --format svg failed"
  python3 -c 'import sys; sys.exit(open(sys.argv[1]).read() not in open(sys.argv[2]).read())' \
    "$images/tag-cloud.svg" "$work/tag-cloud-readme.html" || fail "the SVG differs from the drawing on the checked page"
  cp "$work/tag-cloud-readme.png" "$images/tag-cloud-page.png"
  echo "== wrote $images/tag-cloud.svg and $images/tag-cloud-page.png"
fi
