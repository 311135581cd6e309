"""Figure for chapter 5: search-tree nodes per puzzle for each solver, on a log scale.

Reads the CSV that code/ch05/compare_solvers.cpp writes during the build (one line per puzzle
and solver) and draws one strip of dots per solver and data set. Runs on Debian's python3 with
matplotlib; the SVG is reproducible byte for byte (fixed hash salt, no date)."""
import csv
import sys

import matplotlib

matplotlib.use("svg")
matplotlib.rcParams["svg.hashsalt"] = "sudoku-as-exact-cover"
matplotlib.rcParams["font.size"] = 10
import matplotlib.pyplot as plt  # noqa: E402

source, target, budget = sys.argv[1], sys.argv[2], int(sys.argv[3])
rows = list(csv.DictReader(open(source)))
sets = list(dict.fromkeys(r["set"] for r in rows))
solvers = list(dict.fromkeys(r["solver"] for r in rows))
colours = {"backtracking": "#b3541e", "algorithm-x-first": "#8a6fb5", "algorithm-x": "#1f5fa8"}

fig, ax = plt.subplots(figsize=(8, 4.2))
width = 0.8 / len(solvers)
for s_index, solver in enumerate(solvers):
    for d_index, data_set in enumerate(sets):
        points = [r for r in rows if r["set"] == data_set and r["solver"] == solver]
        x0 = d_index + (s_index - (len(solvers) - 1) / 2) * width
        for k, r in enumerate(points):
            x = x0 + (k / max(1, len(points) - 1) - 0.5) * width * 0.7
            gave_up = r["gave_up"] == "1"
            ax.plot(x, max(1, int(r["nodes"])), marker="^" if gave_up else "o", markersize=5,
                    color=colours.get(solver, "#444"), alpha=0.8, linestyle="none",
                    label=solver if d_index == 0 and k == 0 else None)
ax.axhline(budget, color="#999", linestyle="--", linewidth=1)
ax.text(len(sets) - 0.5, budget * 1.25, "node budget (triangles: gave up)", ha="right", va="bottom",
        fontsize=8, color="#666")
ax.set_yscale("log")
ax.set_ylabel("search-tree nodes to the first solution")
ax.set_xticks(range(len(sets)))
NAMES = {"puzzles2_17_clue": "17-clue", "puzzles3_magictour_top1465": "magictour top 1465",
         "puzzles5_forum_hardest_1905_11+": "forum hardest 1905", "puzzles6_forum_hardest_1106": "forum hardest 1106"}
ax.set_xticklabels([NAMES.get(s.replace(".first100", ""), s) for s in sets], fontsize=9)
ax.set_xlim(-0.5, len(sets) - 0.5)
ax.set_ylim(1, budget * 8)
ax.legend(loc="upper left", fontsize=8, frameon=False, ncol=3)
ax.grid(axis="y", color="#eee")
fig.tight_layout()
fig.savefig(target, metadata={"Date": None})
