"""Figure for chapter 10: the pieces of a two-thread count over time, one row per worker.

Reads the CSV that code/ch10/speedup.cpp writes during the build (one line per piece: its
number in the cut, the worker that counted it, its start and end in seconds, its nodes) and
draws each piece as a bar on its worker's row, in the order the cut lists the pieces
(colour from light to dark). The long pieces stand out; on-demand hand-out keeps both rows
busy to the end. Runs on Debian's python3 with matplotlib; the SVG is reproducible byte for
byte (fixed hash salt, no date)."""
import csv
import sys

import matplotlib

matplotlib.use("svg")
matplotlib.rcParams["svg.hashsalt"] = "sudoku-as-exact-cover"
matplotlib.rcParams["font.size"] = 10
import matplotlib.pyplot as plt  # noqa: E402

source, target = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(source)))
workers = sorted({int(r["worker"]) for r in rows})
pieces = len(rows)
cmap = matplotlib.colormaps["viridis"]

fig, ax = plt.subplots(figsize=(9, 2.6))
for r in rows:
    piece, worker = int(r["piece"]), int(r["worker"])
    start, end = float(r["start"]), float(r["end"])
    ax.barh(worker, end - start, left=start, height=0.6, color=cmap(piece / max(1, pieces - 1)),
            edgecolor="white", linewidth=0.3)
busy = {w: sum(float(r["end"]) - float(r["start"]) for r in rows if int(r["worker"]) == w) for w in workers}
last = max(float(r["end"]) for r in rows)
for w in workers:
    count = sum(1 for r in rows if int(r["worker"]) == w)
    ax.text(last * 1.01, w, f"{count} pieces, busy {busy[w]:.1f} s", va="center", fontsize=9)
ax.set_yticks(workers)
ax.set_yticklabels([f"thread {w}" for w in workers])
ax.set_xlabel("seconds from the start (colour: the piece's place in the cut, first dark, last yellow)")
ax.set_xlim(0, last * 1.3)
ax.invert_yaxis()
ax.spines[["top", "right"]].set_visible(False)
fig.tight_layout()
fig.savefig(target, metadata={"Date": None})
