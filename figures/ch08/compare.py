"""Figure for chapter 8: microseconds to the first solution per puzzle, for each solver and
data set, on a log scale.

Reads the CSV that code/ch08/compare.cpp writes in the measure workflow (one line per puzzle and
solver) and draws one strip of dots per solver within each data set; triangles mark puzzles
where the solver ran out of its node budget (their time is a lower bound). Runs on Debian's
python3 with matplotlib; the SVG is reproducible byte for byte (fixed hash salt, no date)."""
import csv
import sys

import matplotlib

matplotlib.use("svg")
matplotlib.rcParams["svg.hashsalt"] = "sudoku-as-exact-cover"
matplotlib.rcParams["font.size"] = 10
import matplotlib.pyplot as plt  # noqa: E402

source, target = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(source)))
sets = list(dict.fromkeys(r["set"] for r in rows))
solvers = list(dict.fromkeys(r["solver"] for r in rows))
palette = ["#b3541e", "#d08c60", "#8a6fb5", "#1f5fa8", "#2e8b57", "#c2a000", "#6b6b6b", "#c0392b"]
colours = {s: palette[k % len(palette)] for k, s in enumerate(solvers)}
NAMES = {"puzzles2_17_clue": "17-clue", "puzzles3_magictour_top1465": "magictour top 1465",
         "puzzles5_forum_hardest_1905_11+": "forum hardest 1905", "puzzles6_forum_hardest_1106": "forum hardest 1106"}

fig, ax = plt.subplots(figsize=(9, 4.6))
width = 0.84 / len(solvers)
for s_index, solver in enumerate(solvers):
    for d_index, data_set in enumerate(sets):
        points = [r for r in rows if r["set"] == data_set and r["solver"] == solver]
        x0 = d_index + (s_index - (len(solvers) - 1) / 2) * width
        for k, r in enumerate(points):
            x = x0 + (k / max(1, len(points) - 1) - 0.5) * width * 0.6
            gave_up = r["gave_up"] == "1"
            ax.plot(x, max(0.1, float(r["us"])), marker="^" if gave_up else "o", markersize=3.5,
                    color=colours[solver], alpha=0.8, linestyle="none")
    ax.plot([], [], marker="o", markersize=4, color=colours[solver], linestyle="none", label=solver)
ax.plot([], [], marker="^", markersize=4, color="#999", linestyle="none", label="gave up (lower bound)")
ax.set_yscale("log")
ax.set_ylabel("µs to the first solution (best of 3)")
ax.set_xticks(range(len(sets)))
ax.set_xticklabels([NAMES.get(s, s) for s in sets], fontsize=9)
ax.set_xlim(-0.5, len(sets) - 0.5)
ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.09), fontsize=8, frameon=False, ncol=4)
ax.grid(axis="y", color="#eee")
fig.tight_layout()
fig.savefig(target, metadata={"Date": None})
