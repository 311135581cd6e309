// Figure for chapter 10: the search tree of the 6-queens problem cut at depth K, as
// SVG.
//
//   fig_ch10_cut [--depth=K] OUTPUT.svg        (default K = 2)
//
// Walks the tree that exact_cover::TunedDlx searches (the item with the fewest options
// first) through its public steps, lays the leaves out from left to right and centres
// each node over its children. The nodes above the cut are grey: the walk that makes
// the cut visits them once. Each node at depth K starts a piece; a piece and everything
// below it share one colour, and the pieces are numbered in the order the cut lists
// them. Solutions are drawn as squares.
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "book/command_line.hpp"
#include "exact_cover/problems/queens.hpp"
#include "exact_cover/tuned_dlx.hpp"
#include "svg.hpp"

namespace {

struct Node {
    std::size_t depth = 0;
    bool solution = false;
    double x = 0;
    int piece = -1;  // the piece the node belongs to, -1 above the cut
    std::vector<std::unique_ptr<Node>> children;
};

// The subtree below the engine's present state, as the search walks it.
std::unique_ptr<Node> walk(exact_cover::TunedDlx& engine, std::size_t depth) {
    auto node = std::make_unique<Node>();
    node->depth = depth;
    const std::optional<exact_cover::Item> item = engine.branch_item();
    if (!item) {
        node->solution = true;
        return node;
    }
    for (const exact_cover::Option option : engine.options_left(*item)) {
        (void)engine.choose(option);
        node->children.push_back(walk(engine, depth + 1));
        engine.unchoose();
    }
    return node;
}

// Leaves left to right, each parent over the middle of its children; pieces numbered.
void place(Node& node, double& next_leaf, std::size_t cut, int& pieces, int piece) {
    if (node.depth == cut) piece = pieces++;
    node.piece = node.depth >= cut ? piece : -1;
    if (node.children.empty()) {
        node.x = next_leaf++;
        return;
    }
    for (auto& child : node.children) place(*child, next_leaf, cut, pieces, piece);
    node.x = (node.children.front()->x + node.children.back()->x) / 2;
}

constexpr double margin = 30, step_x = 22, step_y = 46, radius = 6;
const std::string grey = "#8c8c8c";
const std::string palette[] = {"#1f5fa8", "#b3541e", "#2e8b57", "#8a6fb5",
                               "#c2a000", "#c0392b", "#3a8fb7", "#7a5c3e"};

double px(const Node& n) { return margin + 60 + n.x * step_x; }
double py(const Node& n) { return margin + static_cast<double>(n.depth) * step_y; }

void draw(figures::Svg& out, const Node& node) {
    const std::string colour = node.piece < 0 ? grey : palette[node.piece % 8];
    for (const auto& child : node.children) {
        const std::string edge = child->piece < 0 ? grey : palette[child->piece % 8];
        out.line(px(node), py(node), px(*child), py(*child), edge, 1.5);
        draw(out, *child);
    }
    if (node.solution)
        out.rect(px(node) - radius, py(node) - radius, 2 * radius, 2 * radius, colour);
    else
        out.box(px(node) - radius, py(node) - radius, 2 * radius, 2 * radius, colour,
                colour, 1, "", radius);
}

void label_pieces(figures::Svg& out, const Node& node, std::size_t cut) {
    if (node.depth == cut) {
        out.text(px(node), py(node) - 10, std::to_string(node.piece + 1), 11, "middle",
                 palette[node.piece % 8], "bold");
        return;
    }
    for (const auto& child : node.children) label_pieces(out, *child, cut);
}

std::size_t height(const Node& node) {
    std::size_t h = node.depth;
    for (const auto& child : node.children) h = std::max(h, height(*child));
    return h;
}

}  // namespace

int main(int argc, char** argv) {
    book::CommandLine cli("Figure for chapter 10: the 6-queens tree cut at a depth");
    std::size_t cut = 2;
    std::string output;
    cli.whole("--depth", cut, "The depth of the cut (2)");
    cli.text("output", output, "The SVG file to write").required();
    if (const auto status = cli.parse(argc, argv)) return *status;

    exact_cover::TunedDlx engine(exact_cover::queens_problem(6));
    const std::unique_ptr<Node> root = walk(engine, 0);
    double leaves = 0;
    int pieces = 0;
    place(*root, leaves, cut, pieces, -1);

    const double width = 2 * margin + 60 + (leaves - 1) * step_x + 150;
    const double depth_y = static_cast<double>(height(*root));
    figures::Svg out(width, 2 * margin + depth_y * step_y + 10);
    // the cut: a dashed line between depth K - 1 and depth K
    const double cut_y = margin + (static_cast<double>(cut) - 0.5) * step_y;
    out.path("M " + std::to_string(margin) + " " + std::to_string(cut_y) + " H " +
                 std::to_string(width - margin),
             "#444", 1.2, "6 4");
    out.text(width - margin, cut_y - 8, "the cut at depth " + std::to_string(cut), 12,
             "end", "#444");
    out.text(width - margin, cut_y + 18, std::to_string(pieces) + " pieces", 12, "end",
             "#444");
    for (std::size_t d = 0; d <= height(*root); ++d)
        out.text(margin, margin + static_cast<double>(d) * step_y + 4,
                 "depth " + std::to_string(d), 10, "start", "#666");
    draw(out, *root);
    label_pieces(out, *root, cut);
    out.save(output);
}
