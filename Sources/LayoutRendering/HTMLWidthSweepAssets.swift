/// The style additions and the script of the width sweep page (`HTMLRenderer.render(_:initialWidth:)`);
/// the rest of the style is the single page's (`HTMLPageAssets.style`).
enum HTMLWidthSweepAssets {
  static let style = """
    .sweep { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 0 0 12px; }
    .sweep input { flex: 1 1 320px; }
    .sweep output { font-weight: 600; min-width: 3em; text-align: right; }
    #widths tr[data-index] { cursor: pointer; }
    #widths tr.current td { background: #ffe5ea; }
    .explanation { white-space: pre-wrap; }
    """

  /// Reads `#layoutlab-sweep`, shows the layout the slider points at and keeps the chosen view
  /// chosen across widths.
  ///
  /// Views are indexed per layout (without recursion: trees may be very deep) the first time
  /// their layout is shown: each gets its summary back from the shared table and a `key`, its
  /// path from the root (per step the view's ids, or its summary, and its rank among siblings
  /// with the same), which is how the chosen view is found again at another width. Moving the
  /// slider swaps in that width's drawing from its `<template>`, adds tooltips, rebuilds the tree
  /// and the diagnostics, and shows the chosen view's frame, proposal, counters and explanation
  /// at that width (or says the view does not exist there). The address keeps
  /// `#width=<points>&view=<nodeID>`; opening the page with a node that the layout at that width
  /// does not have says so in the inspector.
  static let script = HTMLPageAssets.wrappedScript(
    """
        var data = JSON.parse(document.getElementById("layoutlab-sweep").textContent);
        var slider = document.getElementById("width-slider"), output = document.getElementById("width-value");
        var current = null, chosenKey = null;
        function indexed(layout) {
          if (layout.byKey) return layout;
          layout.byKey = {}; layout.byNode = {};
          var stack = [{ list: layout.views, parent: "" }];
          while (stack.length > 0) {
            var level = stack.pop(), seen = {};
            level.list.forEach(function (view) {
              var f = view.frame, c = view.counters;
              view.summary = data.summaries[view.summaryIndex];
              view.frame = { x: f[0], y: f[1], width: f[2], height: f[3] };
              view.proposal = { width: view.proposal[0], height: view.proposal[1] };
              view.counters = { sizeThatFitsCalls: c[0], cacheHits: c[1], cacheMisses: c[2], placements: c[3] };
              var name = view.ids ? "id:" + view.ids.join(",") : view.summary;
              seen[name] = (seen[name] || 0) + 1;
              view.key = level.parent + "/" + name + "#" + seen[name];
              layout.byKey[view.key] = view; layout.byNode[view.nodeID] = view;
              if (view.children.length > 0) stack.push({ list: view.children, parent: view.key });
            });
          }
          return layout;
        }
        function tree(views) {
          var nav = document.getElementById("tree");
          nav.textContent = "";
          var stack = [{ list: views, into: nav }];
          while (stack.length > 0) {
            var level = stack.pop(), ul = element("ul");
            level.into.appendChild(ul);
            level.list.forEach(function (view) {
              var li = element("li"), label = element("span", view.summary + "  " + rect(view.frame));
              label.setAttribute("data-node", view.nodeID);
              li.appendChild(label);
              ul.appendChild(li);
              if (view.children.length > 0) stack.push({ list: view.children, into: li });
            });
          }
        }
        function drawing(index) {
          var figure = document.getElementById("drawing");
          figure.textContent = "";
          figure.appendChild(document.getElementById("drawing-" + index).content.cloneNode(true));
          figure.querySelectorAll("[data-node]").forEach(function (shape) {
            var view = current.byNode[shape.getAttribute("data-node")];
            if (view) shape.appendChild(document.createElementNS("http://www.w3.org/2000/svg", "title"))
              .textContent = view.summary + "#" + view.nodeID + " " + rect(view.frame);
          });
        }
        function diagnostics(list) {
          var box = document.getElementById("diagnostics-list");
          box.textContent = "";
          box.appendChild(element("h2", "Diagnostics"));
          if (list.length === 0) { box.appendChild(element("p", "None.", "hint")); return; }
          var ul = element("ul");
          list.forEach(function (d) {
            var li = element("li");
            li.appendChild(element("code", d.kind));
            li.appendChild(document.createTextNode(": " + d.message + " "));
            li.appendChild(element("span", "at " + d.path, "hint"));
            ul.appendChild(li);
          });
          box.appendChild(ul);
        }
        // The chosen view's frame again, drawn last so that views painted over it cannot hide it.
        function highlight(id) {
          var old = document.getElementById("selection");
          if (old) old.parentNode.removeChild(old);
          var svg = document.querySelector("#drawing svg");
          var frame = svg && id !== null ? svg.querySelector('.views [data-node="' + id + '"]') : null;
          if (!frame) return;
          var mark = frame.cloneNode(false);
          mark.removeAttribute("data-node");
          mark.setAttribute("id", "selection");
          mark.setAttribute("class", "selection");
          svg.appendChild(mark);
        }
        function inspect() {
          var panel = document.getElementById("inspector");
          var view = chosenKey === null ? null : current.byKey[chosenKey];
          document.querySelectorAll(".selected").forEach(function (node) { node.classList.remove("selected"); });
          highlight(view ? view.nodeID : null);
          if (chosenKey === null) return;
          panel.textContent = "";
          panel.setAttribute("data-view", view ? view.nodeID : "");
          panel.setAttribute("data-key", chosenKey);
          if (!view) {
            panel.appendChild(element("p", "The chosen view (" + chosenKey + ") is not in the layout at width " +
              current.width + "; it is chosen again at a width that has it.", "hint"));
            return;
          }
          document.querySelectorAll('[data-node="' + view.nodeID + '"]').forEach(function (node) { node.classList.add("selected"); });
          panel.appendChild(element("h2", view.summary + " #" + view.nodeID));
          panel.appendChild(element("p", "at width " + current.width + ": frame " + rect(view.frame) +
            ", placed with " + proposal(view.proposal), "mono"));
          var c = view.counters;
          panel.appendChild(element("p", "last frame: sizeThatFits " + c.sizeThatFitsCalls + " (hits " + c.cacheHits +
            ", misses " + c.cacheMisses + "), placements " + c.placements, "mono"));
          if (typeof view.explanation === "string") panel.appendChild(element("p", view.explanation, "mono explanation"));
          panel.appendChild(element("p", "The proposals this view received, frame by frame, are on the page of a " +
            "single width (layoutlab render --width " + current.width + " --format html).", "hint"));
        }
        function remember() {
          var view = chosenKey === null ? null : current.byKey[chosenKey];
          var hash = "#width=" + current.width + (view ? "&view=" + view.nodeID : "");
          if (window.history && window.history.replaceState) window.history.replaceState(null, "", hash);
        }
        function showWidth(index) {
          index = Math.max(0, Math.min(data.layouts.length - 1, index));
          current = indexed(data.layouts[index]);
          slider.value = String(index);
          slider.setAttribute("aria-valuetext", current.width + " points");
          output.textContent = String(current.width);
          root.setAttribute("data-width", String(current.width));
          document.getElementById("summary").textContent = current.summary;
          document.querySelectorAll("#widths tr.current").forEach(function (row) { row.classList.remove("current"); });
          var row = document.querySelector('#widths tr[data-index="' + index + '"]');
          if (row) row.classList.add("current");
          drawing(index);
          tree(current.views);
          diagnostics(current.diagnostics);
          inspect();
        }
        function step(by) { showWidth(Number(slider.value) + by); remember(); }
        slider.addEventListener("input", function () { showWidth(Number(slider.value)); remember(); });
        document.addEventListener("keydown", function (event) {
          if (event.target === slider || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)) return;
          var by = { ArrowLeft: -1, ArrowRight: 1, Home: -data.layouts.length, End: data.layouts.length }[event.key];
          if (by === undefined) return;
          event.preventDefault();
          step(event.shiftKey && Math.abs(by) === 1 ? by * 10 : by);
        });
        document.addEventListener("click", function (event) {
          var target = event.target.closest ? event.target.closest("[data-node], #widths tr[data-index]") : null;
          if (!target) return;
          if (target.hasAttribute("data-index")) { showWidth(Number(target.getAttribute("data-index"))); remember(); return; }
          var view = current.byNode[target.getAttribute("data-node")];
          if (!view) return;
          chosenKey = view.key;
          inspect();
          remember();
        });
        function showFragment() {
          var width = /[#&]width=([0-9.]+)/.exec(window.location.hash), node = /[#&]view=(\\d+)/.exec(window.location.hash);
          var index = Number(slider.value);
          if (width) {
            data.layouts.forEach(function (layout, i) { if (layout.width === Number(width[1])) index = i; });
          }
          current = indexed(data.layouts[index]);
          if (node) chosenKey = current.byNode[node[1]] ? current.byNode[node[1]].key : null;
          showWidth(index);
          if (node && chosenKey === null) {
            var panel = document.getElementById("inspector");
            panel.textContent = "";
            panel.setAttribute("data-view", "");
            panel.appendChild(element("p", "There is no view #" + node[1] + " in the layout at width " + current.width + ".", "hint"));
          }
        }
        window.addEventListener("hashchange", showFragment);
        showFragment();
    """)
}
