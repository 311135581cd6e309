#include "exact_cover/workers.hpp"

#include <algorithm>
#include <exception>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

namespace exact_cover {

unsigned run_workers(unsigned threads, const std::function<void(unsigned)>& work) {
    // An exception that left a thread's function would end the program: each worker's
    // is caught and the first is thrown again here, once all have returned.
    std::mutex guard;
    std::exception_ptr failure;
    const auto guarded = [&](unsigned worker) {
        try {
            work(worker);
        } catch (...) {
            const std::lock_guard lock(guard);
            if (!failure) failure = std::current_exception();
        }
    };
    std::vector<std::jthread> others;
    const unsigned wanted = std::max(threads, 1U);
    try {
        for (unsigned w = 1; w < wanted; ++w) others.emplace_back(guarded, w);
    } catch (const std::system_error&) {
        // no more threads: those started, and this one, share all the work
    } catch (const std::bad_alloc&) {
        // no room for one more (the vector keeps those it held): the same
    }
    const auto ran = static_cast<unsigned>(others.size()) + 1;
    guarded(0);      // the calling thread is worker 0
    others.clear();  // joins them
    if (failure) std::rethrow_exception(failure);
    return ran;
}

}  // namespace exact_cover
