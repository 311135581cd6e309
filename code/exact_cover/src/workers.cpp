#include "exact_cover/workers.hpp"

#include <algorithm>
#include <atomic>
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

unsigned for_each_job(std::size_t n, unsigned threads,
                      const std::function<void(std::size_t)>& work) {
    std::atomic<std::size_t> next{0};
    std::mutex guard;
    std::vector<std::size_t> put_back;
    // each worker puts back at most one job: room for them all is taken now, so that
    // putting a job back never asks for memory when there is none
    put_back.reserve(std::min<std::size_t>(n, std::max(threads, 1U)));
    const unsigned ran = run_workers(threads, [&](unsigned) {
        for (std::size_t k; (k = next.fetch_add(1)) < n;) {
            try {
                work(k);
            } catch (const std::bad_alloc&) {
                const std::lock_guard lock(guard);
                put_back.push_back(k);
                return;
            }
        }
    });
    for (std::size_t k : put_back) work(k);
    return ran;
}

}  // namespace exact_cover
