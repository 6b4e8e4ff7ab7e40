#!/usr/bin/env python3
"""What headless Chromium made of a page `layoutlab render --format html` wrote.

Used by check-html-page.sh; standard library only (the PNG is decoded with zlib and struct).

  check-html-page.py choose PAGE PREFIX N
      prints the node number of the Nth view (from 1, in tree order) whose summary starts with
      PREFIX, from the result the page embeds (`#layoutlab-data`).
  check-html-page.py check SCENARIO PAGE PLAIN_DOM VIEW_DOM VIEW_PNG VIEW WIDTH HEIGHT SCALE
      checks the DOM Chromium dumped for PAGE (PLAIN_DOM), for PAGE#view=VIEW (VIEW_DOM) and the
      screenshot of the latter (VIEW_PNG: a WIDTH x HEIGHT window at SCALE device pixels per CSS
      pixel); prints one line on success, the problems (exit status 1) otherwise.

  check-html-page.py drive SWEEP_PAGE PREFIX N FROM TO OUT_BEFORE OUT_AFTER
      for a width sweep page (`--widths`): writes two copies of it with a script added that does
      what a reader does: OUT_BEFORE moves the slider to width FROM and clicks the Nth view whose
      summary starts with PREFIX; OUT_AFTER then moves the slider to the width before TO and
      presses the right arrow key, one width on, to TO. Prints the chosen node number.
  check-html-page.py sweep SWEEP_PAGE BEFORE_DOM AFTER_DOM VIEW FROM TO
      checks the DOMs Chromium dumped for those copies: the slider moved the drawing, the tree
      and the inspector to TO's layout, the chosen view's frame changed as the embedded data
      says, and the same view (by its path from the root) is still chosen.

The numbers a page must show come from two places: the hand-derived expectations of each
scenario below (how many views, which labels, which colours) and the result embedded in the
page (which the page's script must show faithfully: frames, proposals, answers).
"""

import json
import re
import struct
import sys
import zlib
from html.parser import HTMLParser

# Seed 001 (Sources/LayoutExamples/Flow/TagCloud.swift): the quotation's distinct words, in the
# order they first appear; each is Text(word).padding(4).background(Color.green.opacity(0.5),
# in: Capsule()) in FlowLayout(spacing: 12).padding() in a ScrollView.
QUOTE = ("You can’t connect the dots looking forward; you can only connect them looking backwards. "
         "So you have to trust that the dots will somehow connect in your future.")
TAGS = list(dict.fromkeys(QUOTE.split(" ")))
assert len(TAGS) == 22

EXPECTED = {
    # ScrollView, .padding, FlowLayout, then per tag: .background, .padding(4), Text, Capsule.
    "tag-cloud": {
        "views": 3 + 4 * len(TAGS),
        "labels": TAGS,
        # Color.green is rgb(52,199,89) (iOS's system green); opacity 0.5 over the white host.
        "fills": {"rgb(52,199,89)": 0.5},
    },
    # Seed 000: 35 cards in CardLayout in a ScrollView; per card: .background(Color.yellow, in:
    # RoundedRectangle), .frame(maxWidth:maxHeight:), .padding(16), VStack, Text(number),
    # Text("Dynamic Type"), RoundedRectangle.
    "cards-ipad": {
        "views": 2 + 7 * 35,
        "labels": [label for n in range(1, 36) for label in (str(n), "Dynamic Type")],
        # Color.yellow is rgb(255,204,0), opaque.
        "fills": {"rgb(255,204,0)": 1.0},
    },
}

# The page's highlight of the chosen view (HTMLPageAssets.style: #ff2d55).
SELECTION = (255, 45, 85)
# How far a screenshot pixel may be from the expected colour, per channel (anti-aliasing aside,
# Chromium's blending rounds either way).
TOLERANCE = 4


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent = tag, dict(attrs), parent
        self.children, self.parts = [], []

    def text(self):
        return "".join(part if isinstance(part, str) else part.text() for part in self.parts)

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()

    def find_all(self, tag=None, **attrs):
        return [node for node in self.walk()
                if (tag is None or node.tag == tag)
                and all(node.attrs.get(key.replace("_", "-")) == value for key, value in attrs.items())]

    def find(self, tag=None, **attrs):
        found = self.find_all(tag, **attrs)
        return found[0] if found else None

    def classes(self):
        return (self.attrs.get("class") or "").split()


class DOMBuilder(HTMLParser):
    VOID = {"meta", "link", "br", "hr", "img", "input", "col", "area", "base", "wbr", "source"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", [], None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        self.current.parts.append(node)
        if tag not in self.VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        self.current.parts.append(node)

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.parts.append(data)


def parse_dom(path):
    builder = DOMBuilder()
    with open(path, encoding="utf-8") as file:
        builder.feed(file.read())
    builder.close()
    return builder.root


def embedded_result(page_path):
    """The result the page embeds, as JSONRenderer wrote it."""
    with open(page_path, encoding="utf-8") as file:
        html = file.read()
    match = re.search(r'<script type="application/json" id="layoutlab-data">(.*?)</script>', html, re.S)
    if not match:
        raise SystemExit(f"  {page_path}: no #layoutlab-data script")
    try:
        return json.loads(match.group(1))
    except ValueError as error:
        raise SystemExit(f"  {page_path}: the #layoutlab-data script is not JSON: {error}")


def all_views(result):
    def walk(views):
        for view in views:
            yield view
            yield from walk(view["children"])
    return list(walk(result["views"]))


def sweep_data(page_path):
    """The layouts a width sweep page embeds (`#layoutlab-sweep`), each view with its summary
    and its key: the path from the root the page's script matches views by (per step the ids,
    or the summary, and the rank among siblings with the same)."""
    with open(page_path, encoding="utf-8") as file:
        html = file.read()
    match = re.search(r'<script type="application/json" id="layoutlab-sweep">(.*?)</script>', html, re.S)
    if not match:
        raise SystemExit(f"  {page_path}: no #layoutlab-sweep script")
    data = json.loads(match.group(1))
    for layout in data["layouts"]:
        stack = [(layout["views"], "")]
        while stack:
            views, parent = stack.pop()
            seen = {}
            for view in views:
                view["summary"] = data["summaries"][view["summaryIndex"]]
                name = "id:" + ",".join(view["ids"]) if view.get("ids") else view["summary"]
                seen[name] = seen.get(name, 0) + 1
                view["key"] = f"{parent}/{name}#{seen[name]}"
                stack.append((view["children"], view["key"]))
    return data


def sweep_layout(data, width):
    """The index and the layout of the sweep at `width` points."""
    for index, layout in enumerate(data["layouts"]):
        if layout["width"] == width:
            return index, layout
    raise SystemExit(f"  the sweep has no layout at width {width}")


def sweep_views(layout):
    def walk(views):
        for view in views:
            yield view
            yield from walk(view["children"])
    return list(walk(layout["views"]))


def drive(page, prefix, occurrence, start, end, before_path, after_path):
    """Writes the two driven copies of a sweep page (see the module's doc); returns the chosen node."""
    data = sweep_data(page)
    first, layout = sweep_layout(data, start)
    last, _ = sweep_layout(data, end)
    if last == 0:
        raise SystemExit(f"  {page}: no width before {end} to step from with the arrow key")
    matches = [v["nodeID"] for v in sweep_views(layout) if v["summary"].startswith(prefix)]
    if len(matches) < occurrence:
        raise SystemExit(f"  {page}: fewer than {occurrence} views at width {start} starting with {prefix!r}")
    node = matches[occurrence - 1]
    with open(page, encoding="utf-8") as file:
        html = file.read()
    move = ('var slider = document.getElementById("width-slider");'
            'function move(index) { slider.value = String(index);'
            ' slider.dispatchEvent(new Event("input", { bubbles: true })); }')
    click = (f'document.querySelector(\'#drawing [data-node="{node}"]\')'
             '.dispatchEvent(new MouseEvent("click", { bubbles: true }));')
    press = 'document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));'
    for path, steps in ((before_path, f"move({first}); {click}"), (after_path, f"move({first}); {click} move({last - 1}); {press}")):
        driven = html.replace("</body>", f"<script>{move} {steps}</script>\n</body>")
        with open(path, "w", encoding="utf-8") as file:
            file.write(driven)
    return node


def check_sweep(page, before_path, after_path, node, start, end):
    """The problems with the driven sweep pages' DOMs (see the module's doc)."""
    data = sweep_data(page)
    _, before_layout = sweep_layout(data, start)
    _, after_layout = sweep_layout(data, end)
    chosen = next(v for v in sweep_views(before_layout) if v["nodeID"] == node)
    moved = next((v for v in sweep_views(after_layout) if v["key"] == chosen["key"]), None)
    problems = []
    if moved is None:
        return [f"the sweep has no view {chosen['key']} at width {end}; choose another"]
    if moved["frame"] == chosen["frame"]:
        problems.append(f"{chosen['summary']} has the same frame at {start} and {end}; choose a view that moves")
    for label, path, layout, view, width in (("before", before_path, before_layout, chosen, start),
                                             ("after", after_path, after_layout, moved, end)):
        dom = parse_dom(path)
        check_ready(dom, label, problems)
        html = dom.find("html")
        if html is None or html.attrs.get("data-width") != length(width):
            problems.append(f"{label}: <html data-width> is {html.attrs.get('data-width') if html else None}, expected {length(width)}")
        svg = dom.find("figure", id="drawing")
        svg = svg.find("svg") if svg else None
        if svg is None or svg.attrs.get("viewbox", "").split()[2:3] != [length(width)]:
            problems.append(f"{label}: the drawing is not the one at width {length(width)}")
            continue
        shapes = view_shapes(svg.find("g", **{"class": "views"}))
        if len(shapes) != len(sweep_views(layout)):
            problems.append(f"{label}: {len(shapes)} view shapes drawn, the layout at {length(width)} has {len(sweep_views(layout))}")
        x, y, w, h = view["frame"]
        drawn = [shape_box(s) for s in shapes if s.attrs.get("data-node") == str(view["nodeID"]) and s.tag == "rect"]
        if not drawn or any(abs(a - b) > 0.001 for a, b in zip(drawn[0], (x, y, w, h))):
            problems.append(f"{label}: the drawing shows #{view['nodeID']} at {drawn[:1]}, the data says {[x, y, w, h]}")
        if dom.find(id="selection") is None:
            problems.append(f"{label}: the chosen view is not outlined (#selection)")
        panel = dom.find("div", id="inspector")
        if panel is None or panel.attrs.get("data-key") != chosen["key"] or panel.attrs.get("data-view") != str(view["nodeID"]):
            problems.append(f"{label}: the inspector shows {panel.attrs if panel else None}, expected "
                            f"#{view['nodeID']} {chosen['key']}")
            continue
        frame = "[" + " ".join(length(v) for v in view["frame"]) + "]"
        if f"at width {length(width)}: frame {frame}" not in panel.text():
            problems.append(f"{label}: the inspector does not say frame {frame} at width {length(width)}: {panel.text()!r}")
        tree = dom.find("nav", id="tree")
        marked = [n for n in (tree.find_all("span") if tree else []) if "selected" in n.classes()]
        if [n.attrs.get("data-node") for n in marked] != [str(view["nodeID"])]:
            problems.append(f"{label}: the tree marks {[n.attrs.get('data-node') for n in marked]} as chosen")
    return problems


def decode_png(path):
    """(width, height, rows) of an 8-bit RGB or RGBA, non-interlaced PNG; rows are RGB bytes."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    position, compressed, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            compressed.append(chunk)
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError("no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError(f"unsupported PNG: bit depth {depth}, colour type {colour}, interlace {interlace}")
    channels = 3 if colour == 2 else 4
    stride = width * channels
    raw = zlib.decompress(b"".join(compressed))
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        elif kind != 0:
            raise ValueError(f"row {y}: unknown filter {kind}")
        previous = line
        rows.append(bytes(line) if channels == 3 else bytes(b for i, b in enumerate(line) if i % 4 != 3))
    return width, height, rows


def histogram(rows):
    counts = {}
    for row in rows:
        for pixel in zip(row[0::3], row[1::3], row[2::3]):
            counts[pixel] = counts.get(pixel, 0) + 1
    return counts


def near(counts, colour, tolerance=TOLERANCE):
    return sum(n for pixel, n in counts.items() if all(abs(a - b) <= tolerance for a, b in zip(pixel, colour)))


def rgb(text):
    match = re.fullmatch(r"rgb\((\d+),(\d+),(\d+)\)", text or "")
    return tuple(int(part) for part in match.groups()) if match else None


def length(value):
    """A length as the page's script writes it: JavaScript's String(number), nil for null."""
    if value is None:
        return "nil"
    if isinstance(value, str):
        return value
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def proposal(p):
    return f"({length(p['width'])}, {length(p['height'])})"


def size(s):
    return f"{length(s['width'])}\u00d7{length(s['height'])}"


def box(r):
    return "[" + " ".join(length(r[key]) for key in ("x", "y", "width", "height")) + "]"


def check_ready(dom, label, problems):
    html = dom.find("html")
    if html is None:
        problems.append(f"{label}: no <html> element in the dumped DOM")
        return
    if "data-error" in html.attrs:
        problems.append(f"{label}: the page's script threw: {html.attrs['data-error']}")
    elif html.attrs.get("data-ready") != "true":
        problems.append(f"{label}: the page's script did not finish (no data-ready=\"true\" on <html>)")


def view_shapes(group):
    """The drawing's elements that stand for a view (a rect, or a path for a capsule or a rounded
    rectangle), each marked with its node: data-node."""
    return [node for node in (group.find_all() if group else []) if "data-node" in node.attrs]


def check_drawing(dom, result, expected, problems):
    """The SVG is in the page with a shape per view and the scenario's labels."""
    figure = dom.find("figure", id="drawing")
    svg = figure.find("svg") if figure else None
    if svg is None:
        problems.append("no <svg> drawing in figure#drawing")
        return None
    host = result["hostSize"]
    view_box = f"0 0 {length(host['width'])} {length(host['height'])}"
    if svg.attrs.get("viewbox") != view_box:
        problems.append(f"the drawing's viewBox is {svg.attrs.get('viewbox')!r}, expected {view_box!r} (the host)")
    group = svg.find("g", **{"class": "views"})
    shapes = view_shapes(group)
    drawn = [int(shape.attrs["data-node"]) for shape in shapes]
    listed = [view["nodeID"] for view in all_views(result)]
    if len(shapes) != expected["views"]:
        problems.append(f"the drawing has {len(shapes)} view shapes, expected {expected['views']}")
    if sorted(drawn) != sorted(listed):
        missing = sorted(set(listed) - set(drawn))
        problems.append(f"views without a shape in the drawing: {missing[:10]}")
    labels_group = svg.find("g", **{"class": "labels"})
    labels = [text.text() for text in labels_group.find_all("text")] if labels_group else []
    if labels != expected["labels"]:
        problems.append(f"the drawing's labels are {labels[:8]}... ({len(labels)}), expected "
                        f"{expected['labels'][:8]}... ({len(expected['labels'])})")
    texts = [view["appearance"].get("text") for view in all_views(result) if view["appearance"].get("text")]
    if texts != expected["labels"]:
        problems.append(f"the page's data has texts {texts[:8]}..., expected {expected['labels'][:8]}...")
    return svg


def expected_rows(result, view_id):
    """The inspector's table rows for a view, from the trace: proposals to it, in order, each
    with the answer that followed (the script pairs by depth; these pages never nest a view in
    itself, so order pairs the same)."""
    events = result.get("trace", {}).get("events", [])
    asked = [e for e in events if e["kind"] == "proposal" and e["to"]["id"] == view_id]
    answered = [e for e in events if e["kind"] == "response" and e["view"]["id"] == view_id]
    if len(asked) != len(answered):
        return None
    return [[f"{a['from']['summary']} #{a['from']['id']}", proposal(a["proposal"]), a["reason"],
             size(r["size"]) + (" (cached)" if r["cached"] else "")] for a, r in zip(asked, answered)]


def check_inspector(plain, chosen, result, view_id, problems):
    views = {view["nodeID"]: view for view in all_views(result)}
    idle = plain.find("div", id="inspector")
    if idle is None or "data-view" in idle.attrs or not idle.find("p", **{"class": "hint"}):
        problems.append("without a fragment the inspector should show only its hint")
    panel = chosen.find("div", id="inspector")
    if panel is None:
        problems.append(f"#view={view_id}: no inspector")
        return 0
    if panel.attrs.get("data-view") != str(view_id):
        problems.append(f"#view={view_id}: the inspector shows view {panel.attrs.get('data-view')!r}")
    view = views.get(view_id)
    if view is None:
        problems.append(f"#view={view_id}: the page's data has no view {view_id}")
        return 0
    heading = panel.find("h2")
    if heading is None or heading.text() != f"{view['summary']} #{view_id}":
        problems.append(f"#view={view_id}: the inspector's heading is "
                        f"{heading.text() if heading else None!r}, expected {view['summary'] + ' #' + str(view_id)!r}")
    # The explanation in sentences: the one the page's data carries for this view, which names
    # the view and the frame it explains.
    explanation = panel.find("pre", **{"class": "explanation"})
    wanted_text = view.get("explanation")
    if not wanted_text or not wanted_text.startswith(f"{view['summary']}#{view_id} in frame "):
        problems.append(f"#view={view_id}: the page's data carries no explanation for the view, only {wanted_text!r}")
    elif explanation is None or explanation.text() != wanted_text:
        problems.append(f"#view={view_id}: the inspector's explanation is "
                        f"{explanation.text() if explanation else None!r}, expected {wanted_text!r}")
    rows = [[cell.text() for cell in row.children if cell.tag in ("td", "th")] for row in panel.find_all("tr")]
    body = [row for row in rows if row and row != ["from", "proposal", "reason", "answer"]]
    wanted = expected_rows(result, view_id)
    if not body:
        problems.append(f"#view={view_id}: the inspector lists no proposals")
    elif wanted is not None and body != wanted:
        problems.append(f"#view={view_id}: the inspector's proposals are {body}, expected {wanted}")
    placed = [p.text() for p in panel.find_all("p") if p.text().startswith("placed at ")]
    frame_line = f"frame {box(view['frame'])}, placed with {proposal(view['proposal'])}"
    if not any(p.text() == frame_line for p in panel.find_all("p")):
        problems.append(f"#view={view_id}: the inspector does not say {frame_line!r}")
    if f"placed at {box(view['frame'])} with {proposal(view['proposal'])}" not in placed:
        problems.append(f"#view={view_id}: the inspector does not show the placement, only {placed}")
    drawing = chosen.find("figure", id="drawing")
    svg = drawing.find("svg") if drawing else None
    mark = svg.children[-1] if svg is not None and svg.children else None
    frame = [length(view["frame"][key]) for key in ("x", "y", "width", "height")]
    if mark is None or mark.attrs.get("id") != "selection":
        problems.append(f"#view={view_id}: the drawing has no #selection outline on top")
    elif [mark.attrs.get(key) for key in ("x", "y", "width", "height")] != frame:
        problems.append(f"#view={view_id}: the #selection outline is at "
                        f"{[mark.attrs.get(key) for key in ('x', 'y', 'width', 'height')]}, expected {frame}")
    tree = chosen.find("nav", id="tree")
    if tree is None or not any("selected" in node.classes() and node.attrs.get("data-node") == str(view_id)
                               for node in tree.walk()):
        problems.append(f"#view={view_id}: the view is not marked selected in the tree")
    return len(body)


def shape_box(shape):
    """A view shape's box: a rect's own, or the box of a path's absolute coordinates (a capsule's
    or a rounded rectangle's outline, whose corners leave at most (4 - pi) r^2 of it unpainted,
    within the tolerance below); None for anything else."""
    if shape.tag == "rect":
        return tuple(float(shape.attrs[key]) for key in ("x", "y", "width", "height"))
    if shape.tag != "path":
        return None
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", shape.attrs.get("d", ""))]
    xs, ys = numbers[0::2], numbers[1::2]
    if not xs or len(xs) != len(ys):
        return None
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def check_pixels(svg, png_path, width, height, scale, problems):
    """The screenshot shows the drawing: each fill's colour covers about the area its shapes
    cover in the picture (a point is a CSS pixel, `scale` device pixels wide); the chosen view is
    highlighted."""
    try:
        png_width, png_height, rows = decode_png(png_path)
    except (OSError, ValueError, zlib.error) as error:
        problems.append(f"screenshot {png_path}: {error}")
        return []
    if (png_width, png_height) != (width * scale, height * scale):
        problems.append(f"the screenshot is {png_width}x{png_height}, expected the window's "
                        f"{width}x{height} at scale {scale}")
    counts = histogram(rows)
    total = png_width * png_height
    white = near(counts, (255, 255, 255), 0)
    if len(counts) < 16 or total - white < total // 50:
        problems.append(f"the screenshot is (nearly) blank: {len(counts)} colours, {total - white} non-white pixels")
    host = svg.find("rect", **{"class": "host"}) if svg else None
    ground = rgb(host.attrs.get("fill")) if host else None
    ground = ground or (255, 255, 255)
    _, _, view_width, view_height = (float(v) for v in svg.attrs.get("viewbox", "0 0 0 0").split())
    areas = {}
    group = svg.find("g", **{"class": "views"})
    for shape in view_shapes(group):
        fill = shape.attrs.get("fill")
        box = shape_box(shape)
        if rgb(fill) is None or box is None:
            continue
        opacity = float(shape.attrs.get("fill-opacity", "1"))
        x, y, w, h = box
        visible = max(0.0, min(x + w, view_width) - max(x, 0.0)) * max(0.0, min(y + h, view_height) - max(y, 0.0))
        key = (fill, opacity)
        areas[key] = areas.get(key, 0.0) + visible * scale * scale
    seen = []
    for (fill, opacity), area in sorted(areas.items()):
        colour = tuple(round(opacity * c + (1 - opacity) * g) for c, g in zip(rgb(fill), ground))
        found = near(counts, colour)
        ratio = found / area if area else 0
        seen.append((colour, found, area))
        # Labels cover part of each fill and edges blend: at least half must show; more than
        # 1.5 times would mean the drawing is scaled up or the colour is used elsewhere.
        if not 0.5 <= ratio <= 1.5:
            problems.append(f"{fill} at opacity {length(opacity)} should show as rgb{colour} over about "
                            f"{area:.0f} px; the screenshot has {found} such pixels ({ratio:.0%})")
    selected = near(counts, SELECTION)
    if selected < 100 * scale:
        problems.append(f"the chosen view's highlight rgb{SELECTION} covers only {selected} pixels")
    return seen


def main(argv):
    if len(argv) == 5 and argv[1] == "choose":
        _, _, page, prefix, index = argv
        matches = [v["nodeID"] for v in all_views(embedded_result(page)) if v["summary"].startswith(prefix)]
        if len(matches) < int(index):
            print(f"{page}: fewer than {index} views whose summary starts with {prefix!r}", file=sys.stderr)
            return 1
        print(matches[int(index) - 1])
        return 0
    if len(argv) == 9 and argv[1] == "drive":
        _, _, page, prefix, occurrence, start, end, before, after = argv
        print(drive(page, prefix, int(occurrence), float(start), float(end), before, after))
        return 0
    if len(argv) == 8 and argv[1] == "sweep":
        _, _, page, before, after, node, start, end = argv
        problems = check_sweep(page, before, after, int(node), float(start), float(end))
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        if not problems:
            print(f"the slider moved from {length(float(start))} to {length(float(end))}: drawing, tree and "
                  f"inspector follow, view #{node} stays chosen")
        return 1 if problems else 0
    if len(argv) != 11 or argv[1] != "check":
        print(__doc__, file=sys.stderr)
        return 2
    _, _, scenario, page, plain_path, chosen_path, png_path, view, width, height, scale = argv
    view_id, width, height, scale = int(view), int(width), int(height), int(scale)
    expected = EXPECTED.get(scenario)
    if expected is None:
        print(f"no expectations for scenario {scenario!r}; known: {', '.join(EXPECTED)}", file=sys.stderr)
        return 2
    result = embedded_result(page)
    plain, chosen = parse_dom(plain_path), parse_dom(chosen_path)
    problems = []
    check_ready(plain, "page", problems)
    check_ready(chosen, f"page#view={view_id}", problems)
    svg = check_drawing(plain, result, expected, problems)
    rows = check_inspector(plain, chosen, result, view_id, problems)
    colours = check_pixels(svg, png_path, width, height, scale, problems) if svg is not None else []
    group = svg.find("g", **{"class": "views"}) if svg is not None else None
    drawn = {(shape.attrs.get("fill"), float(shape.attrs.get("fill-opacity", "1"))) for shape in view_shapes(group)}
    for fill, opacity in expected["fills"].items():
        if (fill, opacity) not in drawn:
            problems.append(f"the drawing has no view filled with {fill} at opacity {length(opacity)}")
    if problems:
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    summary = ", ".join(f"rgb{colour} in {found} px (fills cover {area:.0f})" for colour, found, area in colours)
    view = next(v for v in all_views(result) if v["nodeID"] == view_id)
    print(f"{len(all_views(result))} views drawn, {len(expected['labels'])} labels; {summary}; "
          f"#view={view_id} shows {view['summary']}: {rows} proposals answered")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
