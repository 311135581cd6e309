// Figures for chapter 6: the dancing links of chapter 1's first example, as SVG.
//
//   fig_ch06_links [--cover] OUTPUT.svg
//
// Builds exact_cover::PointerDlx for exact_cover::small_example() and draws what its
// pointers hold: the root and the column headers in a row (each with its size), and
// below them one row per option, each node under its column. Every arrow is drawn by
// following the pointers as the search does: rightwards along the headers and along
// each option, downwards along each column. An arrow that leaves a row at its right end
// comes back in at its left end, and one that leaves a column at its bottom comes back
// in at its header. With --cover, the column the search covers first (the smallest,
// leftmost on ties) is covered before drawing: the header and the nodes that left their
// lists are drawn grey and dashed, with dotted arrows to the neighbours they still
// remember.
#include <cstddef>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "book/exit_status.hpp"
#include "exact_cover/pointer_dlx.hpp"
#include "exact_cover/problems/examples.hpp"
#include "svg.hpp"

namespace {

using exact_cover::LinkedColumn;
using exact_cover::LinkedNode;

constexpr double column_width = 68;  // between the centres of two columns
constexpr double left = 40;          // the centre of the root's column
constexpr double header_y = 34;      // the centre of the header row
constexpr double first_row_y = 108;  // the centre of option A's row
constexpr double row_height = 50;
constexpr double node_w = 36, node_h = 26;
constexpr double header_w = 48, header_h = 36;
const std::string ink = "#1a1a1a", blue = "#2457a6", gone = "#9a9a9a";

std::string point(double x, double y) {
    std::ostringstream out;
    out << x << ',' << y;
    return out.str();
}

// Where each node and header is drawn: its centre and its size.
struct Place {
    double x = 0, y = 0, w = 0, h = 0;
};

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli(
        "Figures for chapter 6: the dancing links of chapter 1's example");
    bool covered = false;
    std::string output;
    cli.flag("--cover", covered, "Draw the links after the first column is covered");
    cli.text("output", output, "The SVG file to write").required();
    if (const auto status = cli.parse(argc, argv)) return *status;
    const exact_cover::Problem problem = exact_cover::small_example();
    exact_cover::PointerDlx dlx(problem);
    const std::size_t n = problem.item_count();
    std::size_t chosen = 0;  // the column the search covers first
    for (std::size_t i = 1; i < problem.primary_count(); ++i)
        if (dlx.column(i).size < dlx.column(chosen).size) chosen = i;
    // What is in the lists before covering: afterwards, what is missing has left them.
    std::set<const LinkedNode*> listed;
    for (std::size_t i = 0; i < n; ++i)
        for (const LinkedNode* x = dlx.column(i).down; x != &dlx.column(i); x = x->down)
            listed.insert(x);
    if (covered) dlx.cover(chosen);

    std::map<const LinkedNode*, Place> at;
    at[&dlx.root()] = {left, header_y, header_w, header_h};
    for (std::size_t i = 0; i < n; ++i)
        at[&dlx.column(i)] = {left + column_width * static_cast<double>(i + 1),
                              header_y, header_w, header_h};
    for (const LinkedNode& x : dlx.nodes())
        at[&x] = {at[x.column].x,
                  first_row_y + row_height * static_cast<double>(x.option), node_w,
                  node_h};
    const double width = left + column_width * static_cast<double>(n) + 40;
    const double height =
        first_row_y + row_height * static_cast<double>(problem.option_count() - 1) + 44;
    figures::Svg svg(width, height);

    // A link from a to b, both ways (a's right or down is b, b's left or up is a).
    // Straight when they are neighbours on the drawing, bowed when it skips a node.
    const auto both_ways = [&](const LinkedNode* a, const LinkedNode* b, bool across) {
        const Place& p = at[a];
        const Place& q = at[b];
        std::ostringstream d;
        if (across) {
            const double x1 = p.x + p.w / 2, x2 = q.x - q.w / 2;
            const bool skips = q.x - p.x > column_width + 1;
            d << "M" << point(x1, p.y);
            if (skips) {  // over the grey header that left the row
                d << " Q" << point((x1 + x2) / 2, p.y - 34);
            }
            d << " " << point(x2, q.y);
        } else {
            const double y1 = p.y + p.h / 2, y2 = q.y - q.h / 2;
            bool skips = false;
            for (const auto& [node, place] : at)
                skips = skips || (place.x == p.x && place.y > p.y && place.y < q.y);
            d << "M" << point(p.x, y1);
            if (skips) d << " Q" << point(p.x + 30, (y1 + y2) / 2);
            d << " " << point(q.x, y2);
        }
        svg.path(d.str(), blue, 1.3, "", true, true);
    };
    // The end of a circle: an arrow out of a's right (or bottom) side, and one into the
    // left (or top) side of the first element, where the circle closes.
    const auto wrap = [&](const LinkedNode* last, const LinkedNode* first,
                          bool across) {
        const Place& p = at[last];
        const Place& q = at[first];
        std::ostringstream out, in;
        if (across) {
            out << "M" << point(p.x + p.w / 2, p.y) << " h14";
            in << "M" << point(q.x - q.w / 2 - 14, q.y) << " h14";
        } else {
            out << "M" << point(p.x, p.y + p.h / 2) << " v14";
            in << "M" << point(q.x, q.y - q.h / 2 - 10) << " v10";
        }
        svg.path(out.str(), blue, 1.3, "", true);
        svg.path(in.str(), blue, 1.3, "", true);
    };

    // The row of headers, through the root.
    const LinkedNode* root = &dlx.root();
    for (const LinkedNode* x = root; x->right != root; x = x->right)
        both_ways(x, x->right, true);
    wrap(root->left, root, true);
    // Each column, from its header down.
    for (std::size_t i = 0; i < n; ++i) {
        const LinkedNode* h = &dlx.column(i);
        for (const LinkedNode* x = h; x->down != h; x = x->down)
            both_ways(x, x->down, false);
        wrap(h->up, h, false);
    }
    // Each option, from its first node rightwards.
    for (std::size_t o = 0, k = 0; o < problem.option_count(); ++o) {
        const LinkedNode* first = &dlx.nodes()[k];
        for (const LinkedNode* x = first; x->right != first; x = x->right)
            both_ways(x, x->right, true);
        wrap(first->left, first, true);
        k += problem.option(o).size();
    }
    // What left its list still points at the neighbours it had then.
    const auto remembered = [&](const LinkedNode* x, const LinkedNode* to, double dx) {
        const Place& p = at[x];
        const Place& q = at[to];
        if (p.y == q.y) {  // a header's neighbours in the row, drawn below the row
            const double sign = q.x > p.x ? 1 : -1;
            svg.path("M" + point(p.x + sign * p.w / 2, p.y + 10) + " L" +
                         point(q.x - sign * q.w / 2, q.y + 10),
                     gone, 1.2, "2,3", true);
            return;
        }
        const double y2 = q.y > p.y ? q.y - q.h / 2 : q.y + q.h / 2;
        const double y1 = q.y > p.y ? p.y + p.h / 2 : p.y - p.h / 2;
        svg.path("M" + point(p.x + dx, y1) + " L" + point(q.x + dx, y2), gone, 1.2,
                 "2,3", true);
    };

    // The boxes, on top of the arrows.
    const LinkedColumn& c = dlx.column(chosen);
    const bool header_gone = covered;
    svg.box(left - header_w / 2, header_y - header_h / 2, header_w, header_h, "#dde8f5",
            ink, 1.2);
    svg.text(left, header_y + 5, "root", 14);
    for (std::size_t i = 0; i < n; ++i) {
        const Place& p = at[&dlx.column(i)];
        const bool out = header_gone && i == chosen;
        svg.box(p.x - p.w / 2, p.y - p.h / 2, p.w, p.h, out ? "#eeeeee" : "#dde8f5",
                out ? gone : ink, 1.2, out ? "4,3" : "");
        svg.text(p.x, p.y - 1, problem.item_name(i), 15, "middle", out ? gone : ink,
                 "bold");
        svg.text(p.x, p.y + 14, "size " + std::to_string(dlx.column(i).size), 12,
                 "middle", out ? gone : "#444");
    }
    if (covered) {
        remembered(&c, c.left, 0);
        remembered(&c, c.right, 0);
    }
    for (const LinkedNode& x : dlx.nodes()) {
        const Place& p = at[&x];
        bool in_list = false;
        for (const LinkedNode* y = x.column->down; y != x.column; y = y->down)
            in_list = in_list || y == &x;
        const bool out = covered && listed.count(&x) != 0 && !in_list;
        svg.box(p.x - p.w / 2, p.y - p.h / 2, p.w, p.h, out ? "#eeeeee" : "#ffffff",
                out ? gone : ink, 1.2, out ? "4,3" : "");
        svg.text(p.x, p.y + 5, problem.option_name(x.option), 15, "middle",
                 out ? gone : ink, "bold");
        if (out) {
            remembered(&x, x.up, -9);
            remembered(&x, x.down, -9);
        }
    }
    // The option names at the left, under the root.
    for (std::size_t o = 0; o < problem.option_count(); ++o)
        svg.text(left, first_row_y + row_height * static_cast<double>(o) + 5,
                 "option " + problem.option_name(o), 12, "middle", "#555");
    try {
        svg.save(output);
    } catch (const std::exception& e) {
        std::cerr << "fig_ch06_links: " << e.what() << '\n';
        return book::exit_status::failure;
    }
}
