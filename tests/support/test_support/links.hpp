// The state of a Dancing Links engine's arrays, to compare before and after an
// operation: equal states have equal snapshots. One per engine layout, chosen by type.
#pragma once

#include <vector>

#include "exact_cover/baseline_dlx.hpp"
#include "exact_cover/measuring/tuned_search.hpp"
#include "exact_cover/tuned_dlx.hpp"

namespace test_support {

template <class Engine>
struct Snapshot;

// chapter 6's engine: its nodes (ULINK, DLINK, TOP) and item links
template <>
struct Snapshot<exact_cover::BaselineDlx> {
    std::vector<exact_cover::BaselineDlx::Node> nodes;
    std::vector<exact_cover::BaselineDlx::ItemLinks> items;
    explicit Snapshot(const exact_cover::BaselineDlx& dlx)
        : nodes(dlx.nodes().begin(), dlx.nodes().end()),
          items(dlx.item_links().begin(), dlx.item_links().end()) {}
    bool operator==(const Snapshot&) const = default;
};

// the tuned engine: its links, places, item links and LEN apart
template <>
struct Snapshot<exact_cover::TunedDlx> {
    std::vector<exact_cover::TunedDlx::NodeLinks> links;
    std::vector<exact_cover::TunedDlx::NodePlace> places;
    std::vector<exact_cover::TunedDlx::ItemLinks> items;
    std::vector<exact_cover::TunedDlx::Index> lens;
    explicit Snapshot(const exact_cover::TunedDlx& dlx)
        : links(dlx.node_links().begin(), dlx.node_links().end()),
          places(exact_cover::measuring::node_places(dlx).begin(),
                 exact_cover::measuring::node_places(dlx).end()),
          items(dlx.item_links().begin(), dlx.item_links().end()),
          lens(exact_cover::measuring::lens(dlx).begin(),
               exact_cover::measuring::lens(dlx).end()) {}
    bool operator==(const Snapshot&) const = default;
};

Snapshot(const exact_cover::BaselineDlx&)->Snapshot<exact_cover::BaselineDlx>;
Snapshot(const exact_cover::TunedDlx&)->Snapshot<exact_cover::TunedDlx>;

}  // namespace test_support
