/// The inline style sheet and script of the HTML page (`HTMLRenderer`); no network, no libraries.
enum HTMLPageAssets {
  static let style = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 16px; color: #1c1c1e; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    h2 { font-size: 16px; margin: 16px 0 6px; }
    h3 { font-size: 14px; margin: 12px 0 4px; }
    code, pre, .mono { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    .summary { color: #636366; margin: 0 0 12px; }
    .layout { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
    .drawing { border: 1px solid #d1d1d6; background: #f2f2f7; padding: 8px; margin: 0; }
    .drawing svg { display: block; max-width: 100%; height: auto; }
    .drawing [data-node] { pointer-events: all; cursor: pointer; }
    .drawing .selected { stroke: #ff2d55 !important; stroke-width: 2px; }
    .drawing .selection { fill: none; stroke: #ff2d55; stroke-width: 2px; pointer-events: none; }
    aside { flex: 1 1 360px; min-width: 300px; }
    nav ul { list-style: none; padding-left: 14px; margin: 0; }
    nav > ul { padding-left: 0; }
    nav { overflow-x: auto; }
    nav li > span { cursor: pointer; border-radius: 3px; padding: 0 3px; white-space: pre; }
    nav li > span:hover { background: #e5e5ea; }
    nav li > span.selected { background: #ff2d55; color: white; }
    table { border-collapse: collapse; margin: 4px 0; }
    th, td { border: 1px solid #d1d1d6; padding: 2px 6px; text-align: left; vertical-align: top; }
    th { background: #f2f2f7; font-weight: 600; }
    td.number { text-align: right; }
    #inspector { overflow-x: auto; }
    #inspector th, #inspector td { white-space: nowrap; }
    .hint { color: #8e8e93; }
    .cached { color: #8e8e93; }
    pre { background: #f2f2f7; padding: 8px; overflow: auto; max-height: 480px; }
    pre.explanation { white-space: pre-wrap; }
    """

  /// Indexes the embedded result (`#layoutlab-data`, `JSONRenderer`'s schema) and shows the
  /// chosen view's proposals and answers frame by frame. A response answers the last pending
  /// proposal to the same view at the same depth (`TraceAnswers` does the same in Swift).
  ///
  /// A view is chosen by a click (which writes `#view=<nodeID>` into the address, so the choice
  /// can be shared) or by opening the page with that fragment (`page.html#view=12`); a fragment
  /// naming no view says so in the inspector. When the script has run, `<html>` carries
  /// `data-ready="true"`; if it threw, `data-error` holds the message instead (headless checks
  /// read both). The inspector carries `data-view` with the chosen node number, and the drawing
  /// outlines the chosen view's frame with `#selection`, a copy of its rectangle drawn on top.
  static let script = wrappedScript(
    """
        var data = JSON.parse(document.getElementById("layoutlab-data").textContent);
        var views = {};
        (function index(list) {
          list.forEach(function (view) { views[view.nodeID] = view; index(view.children); });
        })(data.views);
        var exchanges = {}, placements = {}, pending = {};
        function listFor(map, id) { return map[id] || (map[id] = []); }
        (data.trace ? data.trace.events : []).forEach(function (event) {
          if (event.kind === "proposal") {
            var exchange = { frame: event.frame, from: event.from, proposal: event.proposal,
              reason: event.reason, size: null, cached: false };
            listFor(exchanges, event.to.id).push(exchange);
            pending[event.to.id + ":" + event.depth] = exchange;
          } else if (event.kind === "response") {
            var key = event.view.id + ":" + event.depth, open = pending[key];
            if (open) {
              open.size = event.size; open.cached = event.cached; delete pending[key];
            } else {
              listFor(exchanges, event.view.id).push({ frame: event.frame, from: null, proposal: event.proposal,
                reason: null, size: event.size, cached: event.cached });
            }
          } else if (event.kind === "placement") {
            listFor(placements, event.view.id).push(event);
          }
        });
        function size(s) { return s ? length(s.width) + "\\u00d7" + length(s.height) : "(no answer)"; }
        function row(table, cells, header) {
          var tr = table.insertRow();
          cells.forEach(function (cell) {
            var td = element(header ? "th" : "td", cell.text !== undefined ? cell.text : cell, cell.className);
            tr.appendChild(td);
          });
        }
        // The chosen view's frame again, drawn last so that views painted over it (a child with
        // the same frame, a background's fill) cannot hide the highlight.
        function highlight(id) {
          var old = document.getElementById("selection");
          if (old) old.parentNode.removeChild(old);
          var svg = document.querySelector("#drawing svg");
          var frame = svg ? svg.querySelector('.views [data-node="' + id + '"]') : null;
          if (!frame) return;
          var mark = frame.cloneNode(false);
          mark.removeAttribute("data-node");
          mark.setAttribute("id", "selection");
          mark.setAttribute("class", "selection");
          svg.appendChild(mark);
        }
        function show(id) {
          var view = views[id], panel = document.getElementById("inspector");
          document.querySelectorAll(".selected").forEach(function (node) { node.classList.remove("selected"); });
          highlight(id);
          panel.textContent = "";
          panel.setAttribute("data-view", view ? id : "");
          if (!view) {
            panel.appendChild(element("p", "There is no view #" + id + " in this layout.", "hint"));
            return;
          }
          document.querySelectorAll('[data-node="' + id + '"]').forEach(function (node) { node.classList.add("selected"); });
          panel.appendChild(element("h2", view.summary + " #" + view.nodeID));
          panel.appendChild(element("p", "frame " + rect(view.frame) + ", placed with " + proposal(view.proposal), "mono"));
          var c = view.counters;
          panel.appendChild(element("p", "last frame: sizeThatFits " + c.sizeThatFitsCalls + " (hits " + c.cacheHits +
            ", misses " + c.cacheMisses + "), placements " + c.placements, "mono"));
          if (view.explanation) {
            panel.appendChild(element("h3", "Why this size"));
            panel.appendChild(element("pre", view.explanation, "explanation"));
          }
          if (!data.trace) {
            panel.appendChild(element("p", "No trace was recorded: set ViewHost.tracing = true " +
              "before layout(in:) to see the proposals.", "hint"));
            return;
          }
          var asked = exchanges[id] || [], placed = placements[id] || [];
          if (asked.length === 0 && placed.length === 0) {
            panel.appendChild(element("p", "Nothing was proposed to this view.", "hint"));
          }
          data.frames.forEach(function (frame) {
            var mine = asked.filter(function (x) { return x.frame === frame.index; });
            var put = placed.filter(function (p) { return p.frame === frame.index; });
            if (mine.length === 0 && put.length === 0) return;
            panel.appendChild(element("h3", "Frame " + frame.index));
            if (mine.length > 0) {
              var table = element("table", undefined, "mono");
              row(table, ["from", "proposal", "reason", "answer"], true);
              mine.forEach(function (x) {
                row(table, [x.from ? x.from.summary + " #" + x.from.id : "", proposal(x.proposal), x.reason || "",
                  { text: size(x.size) + (x.cached ? " (cached)" : ""), className: x.cached ? "cached" : "" }]);
              });
              panel.appendChild(table);
            }
            put.forEach(function (p) {
              panel.appendChild(element("p", "placed at " + rect(p.rect) + " with " + proposal(p.proposal), "mono"));
            });
          });
        }
        function showFragment() {
          var match = /^#view=(\\d+)$/.exec(window.location.hash);
          if (match) show(match[1]);
        }
        document.addEventListener("click", function (event) {
          var target = event.target.closest ? event.target.closest("[data-node]") : null;
          if (!target) return;
          var id = target.getAttribute("data-node");
          show(id);
          if (window.history && window.history.replaceState) window.history.replaceState(null, "", "#view=" + id);
        });
        window.addEventListener("hashchange", showFragment);
        showFragment();
    """)

  /// `body` run as a page script: strict, with the helpers both pages use (`length`,
  /// `proposal`, `rect`, `element`), marking `<html>` `data-ready="true"` when it has run and
  /// `data-error` with the message if it threw (what the headless checks read).
  static func wrappedScript(_ body: String) -> String {
    """
    (function () {
      "use strict";
      var root = document.documentElement;
      try {
        function length(value) { return value === null ? "nil" : String(value); }
        function proposal(p) { return "(" + length(p.width) + ", " + length(p.height) + ")"; }
        function rect(r) { return "[" + [r.x, r.y, r.width, r.height].map(length).join(" ") + "]"; }
        function element(name, text, className) {
          var node = document.createElement(name);
          if (text !== undefined) node.textContent = text;
          if (className) node.className = className;
          return node;
        }
    \(body)
        root.setAttribute("data-ready", "true");
      } catch (error) {
        root.setAttribute("data-error", String(error));
        throw error;
      }
    })();
    """
  }
}
