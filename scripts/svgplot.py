"""Plain SVG line charts for docs/performance.md, written by hand (standard library only).

The charts are static SVG with no scripts, styles or fonts to load, so that GitHub shows
them as images: explicit width, height and viewBox, a white background (readable in dark
mode too), text labels, axes with ticks, a logarithmic x axis (route counts), and a legend.

    chart = Chart("Compile time", "routes", "seconds (CPU)")
    chart.add("generated: typecheck", [(100, 1.8), (1000, 14.0)])
    chart.add("Codable: typecheck", [(100, 1.0), (1000, 6.4)], baseline=True)
    chart.write("docs/perf-compile.svg")
"""

import math
from xml.sax.saxutils import escape

# Colours that stay apart for the common kinds of colour blindness (Okabe and Ito's set).
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
MARKERS = ["circle", "square", "triangle", "diamond"]


def _nice_number(value):
    """A tick label: 1, 20, 500, 1,000, 10k; 0.5, 0.02."""
    if value >= 10000 and value % 1000 == 0:
        return f"{value / 1000:,.0f}k"
    if value >= 1:
        return f"{value:,.0f}" if value == int(value) else f"{value:,.1f}"
    return f"{value:.3g}"


def _log_ticks(low, high):
    """Ticks at 1, 2 and 5 times each power of ten between low and high (only the powers
    of ten when the range spans more than three decades)."""
    ticks = []
    first, last = math.floor(math.log10(low)), math.ceil(math.log10(high))
    steps = (1,) if last - first > 3 else (1, 2, 5)
    for exponent in range(first, last + 1):
        for step in steps:
            value = step * 10 ** exponent
            if low * 0.999 <= value <= high * 1.001:
                ticks.append(value)
    return ticks


class Chart:
    """A line chart: log x (route counts), log y, series with markers, a legend."""

    def __init__(self, title, x_label, y_label, y_format=_nice_number, width=760, height=420):
        self.title, self.x_label, self.y_label = title, x_label, y_label
        self.y_format = y_format
        self.width, self.height = width, height
        self.series = []
        self.notes = []

    def add(self, label, points, baseline=False, dotted=False, colour=None):
        """A series of (x, y) points; baselines are drawn dashed, goals dotted. A baseline
        may share the colour of the series it is the baseline of (its marker differs)."""
        points = sorted((x, y) for x, y in points if x and y and x > 0 and y > 0)
        if points:
            colour = colour or COLOURS[len(self.series) % len(COLOURS)]
            self.series.append({"label": label, "points": points, "baseline": baseline, "dotted": dotted,
                                "colour": colour})

    def note(self, text):
        """A line of text under the chart (how it was measured)."""
        self.notes.append(text)

    def svg(self):
        left, right, top = 96, 250, 40
        bottom = 50 + 16 * len(self.notes)
        plot_w, plot_h = self.width - left - right, self.height - top - bottom
        xs = [x for s in self.series for x, _ in s["points"]]
        ys = [y for s in self.series for _, y in s["points"]]
        if not xs:
            xs, ys = [10, 10000], [1, 10]
        x_low, x_high = 10 ** math.floor(math.log10(min(xs))), 10 ** math.ceil(math.log10(max(xs)))
        if x_low == x_high:
            x_high *= 10
        y_low, y_high = min(ys), max(ys)
        # Room above and below the data, and at least a factor of 4 in all.
        y_low, y_high = y_low / 1.25, y_high * 1.25
        if y_high / y_low < 4:
            middle = math.sqrt(y_high * y_low)
            y_low, y_high = middle / 2, middle * 2
        # The axis runs from the tick below the data to the tick above it.
        candidates = _log_ticks(y_low / 10, y_high * 10)
        below = [t for t in candidates if t <= y_low]
        above = [t for t in candidates if t >= y_high]
        y_low = below[-1] if below else y_low
        y_high = above[0] if above else y_high
        y_ticks = _log_ticks(y_low, y_high)

        def px(x):
            return left + plot_w * (math.log10(x) - math.log10(x_low)) / (math.log10(x_high) - math.log10(x_low))

        def py(y):
            return top + plot_h * (1 - (math.log10(y) - math.log10(y_low)) / (math.log10(y_high) - math.log10(y_low)))

        out = []
        add = out.append
        add(f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
            f'viewBox="0 0 {self.width} {self.height}" font-family="Helvetica, Arial, sans-serif" font-size="12">')
        add(f'<title>{escape(self.title)}</title>')
        add(f'<rect x="0" y="0" width="{self.width}" height="{self.height}" fill="#ffffff"/>')
        add(f'<text x="{left}" y="22" font-size="15" font-weight="bold" fill="#000000">{escape(self.title)}</text>')
        # Grid and ticks.
        x_ticks = [10 ** e for e in range(round(math.log10(x_low)), round(math.log10(x_high)) + 1)]
        for x in x_ticks:
            X = px(x)
            add(f'<line x1="{X:.1f}" y1="{top}" x2="{X:.1f}" y2="{top + plot_h}" stroke="#dddddd" stroke-width="1"/>')
            add(f'<line x1="{X:.1f}" y1="{top + plot_h}" x2="{X:.1f}" y2="{top + plot_h + 5}" stroke="#000000"/>')
            add(f'<text x="{X:.1f}" y="{top + plot_h + 18}" text-anchor="middle" fill="#000000">{_nice_number(x)}</text>')
        for y in y_ticks:
            Y = py(y)
            add(f'<line x1="{left}" y1="{Y:.1f}" x2="{left + plot_w}" y2="{Y:.1f}" stroke="#dddddd" stroke-width="1"/>')
            add(f'<line x1="{left - 5}" y1="{Y:.1f}" x2="{left}" y2="{Y:.1f}" stroke="#000000"/>')
            add(f'<text x="{left - 8}" y="{Y + 4:.1f}" text-anchor="end" fill="#000000">{escape(self.y_format(y))}</text>')
        # Axes.
        add(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="#000000" stroke-width="1.5"/>')
        add(f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="#000000" '
            f'stroke-width="1.5"/>')
        add(f'<text x="{left + plot_w / 2:.1f}" y="{top + plot_h + 36}" text-anchor="middle" fill="#000000">'
            f'{escape(self.x_label)} (log scale)</text>')
        add(f'<text x="16" y="{top + plot_h / 2:.1f}" text-anchor="middle" fill="#000000" '
            f'transform="rotate(-90 16 {top + plot_h / 2:.1f})">{escape(self.y_label)} (log scale)</text>')
        # Series.
        for index, s in enumerate(self.series):
            colour = s["colour"]
            marker = MARKERS[index % len(MARKERS)]
            dash = ' stroke-dasharray="2 4"' if s["dotted"] else (' stroke-dasharray="7 4"' if s["baseline"] else "")
            path = " ".join(f"{'M' if i == 0 else 'L'}{px(x):.1f},{py(y):.1f}" for i, (x, y) in enumerate(s["points"]))
            add(f'<path d="{path}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
            if not s["dotted"]:
                for x, y in s["points"]:
                    add(_marker(marker, px(x), py(y), colour, f"{s['label']}: {_nice_number(x)} routes, "
                                f"{self.y_format(y)}"))
        # Legend, right of the plot.
        lx, ly = left + plot_w + 20, top + 10
        add(f'<text x="{lx}" y="{ly}" font-weight="bold" fill="#000000">Legend</text>')
        for index, s in enumerate(self.series):
            colour = s["colour"]
            y = ly + 20 + 20 * index
            dash = ' stroke-dasharray="2 4"' if s["dotted"] else (' stroke-dasharray="7 4"' if s["baseline"] else "")
            add(f'<line x1="{lx}" y1="{y - 4}" x2="{lx + 28}" y2="{y - 4}" stroke="{colour}" stroke-width="2"{dash}/>')
            if not s["dotted"]:
                add(_marker(MARKERS[index % len(MARKERS)], lx + 14, y - 4, colour, None))
            add(f'<text x="{lx + 36}" y="{y}" fill="#000000">{escape(s["label"])}</text>')
        for index, text in enumerate(self.notes):
            add(f'<text x="{left}" y="{self.height - 10 - 16 * (len(self.notes) - 1 - index)}" font-size="11" '
                f'fill="#333333">{escape(text)}</text>')
        add("</svg>")
        return "\n".join(out) + "\n"

    def write(self, path):
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.svg())


def _marker(kind, x, y, colour, tooltip):
    title = f"<title>{escape(tooltip)}</title>" if tooltip else ""
    if kind == "circle":
        shape = f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4" fill="{colour}">{title}</circle>'
    elif kind == "square":
        shape = f'<rect x="{x - 4:.1f}" y="{y - 4:.1f}" width="8" height="8" fill="{colour}">{title}</rect>'
    elif kind == "triangle":
        shape = (f'<polygon points="{x:.1f},{y - 5:.1f} {x + 5:.1f},{y + 4:.1f} {x - 5:.1f},{y + 4:.1f}" '
                 f'fill="{colour}">{title}</polygon>')
    else:
        shape = (f'<polygon points="{x:.1f},{y - 5:.1f} {x + 5:.1f},{y:.1f} {x:.1f},{y + 5:.1f} {x - 5:.1f},{y:.1f}" '
                 f'fill="{colour}">{title}</polygon>')
    return shape
