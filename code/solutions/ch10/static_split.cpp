// Exercise 10.2, a reference answer: count_static().
#include <algorithm>
#include <thread>
#include <vector>

#include "ch10/static_split.hpp"

namespace exercises {

exact_cover::SearchResult count_static(const exact_cover::TunedDlx& engine,
                                       const exact_cover::Cut& cut, unsigned threads) {
    threads = std::max(threads, 1U);
    std::vector<exact_cover::SearchResult> parts(threads);  // one per thread
    {
        std::vector<std::jthread> workers;
        for (unsigned t = 0; t < threads; ++t)
            workers.emplace_back([&, t] {
                exact_cover::TunedDlx own = engine;
                for (std::size_t k = t; k < cut.pieces.size(); k += threads)
                    exact_cover::add_counts(
                        parts[t], exact_cover::count_piece(own, cut.pieces[k]));
            });
    }  // joined here
    exact_cover::SearchResult total = cut.above;
    for (const exact_cover::SearchResult& part : parts)
        exact_cover::add_counts(total, part, cut.depth);
    return total;
}

}  // namespace exercises
