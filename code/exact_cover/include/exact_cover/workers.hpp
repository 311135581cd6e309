/// @file
/// Work shared by threads that start as the system allows (chapter 10): the counts in
/// parallel, of exact cover and of Sudoku bands, run the same few lines, and a thread
/// the system cannot start must cost speed, never the answer.
#pragma once

#include <functional>

namespace exact_cover {

/// Runs @p work(w) on @p threads workers at once: worker 0 on the calling thread, the
/// others on threads of their own, and returns when all have returned. The workers
/// must share their work through something of their own (a counter of the next piece,
/// say), so that any number of them does all of it. When the system cannot start a
/// thread (too many threads, too little address space), the workers already started
/// do the work: fewer threads, the same answer. An exception that leaves a worker (no
/// memory left for its search, say) is thrown again on the calling thread once every
/// worker has returned, the first one if several did.
/// @returns the number of workers that ran, 1 … max(threads, 1)
unsigned run_workers(unsigned threads, const std::function<void(unsigned)>& work);

}  // namespace exact_cover
