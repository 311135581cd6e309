#include "exact_cover/workers.hpp"

#include <algorithm>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

namespace exact_cover {

unsigned run_workers(unsigned threads, const std::function<void(unsigned)>& work) {
    std::vector<std::jthread> others;
    const unsigned wanted = std::max(threads, 1U);
    try {
        for (unsigned w = 1; w < wanted; ++w) others.emplace_back(work, w);
    } catch (const std::system_error&) {
        // no more threads: those started, and this one, share all the work
    } catch (const std::bad_alloc&) {
        // no room for one more (the vector keeps those it held): the same
    }
    const auto ran = static_cast<unsigned>(others.size()) + 1;
    work(0);     // the calling thread is worker 0
    return ran;  // (the others are joined as they go out of scope)
}

}  // namespace exact_cover
