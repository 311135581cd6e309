/// @file
/// Work shared by threads that start as the system allows (chapter 10): the counts in
/// parallel, of exact cover and of Sudoku bands, run the same few lines, and a thread
/// the system cannot start must cost speed, never the answer.
#pragma once

#include <cstddef>
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

/// Calls @p work(k) once for every job k < @p n, on up to @p threads workers
/// (run_workers()), each taking the next job when done with its last: jobs that differ
/// in cost would idle a thread under a static split. A worker that finds no room for a
/// job (std::bad_alloc: a tight address space shared by many threads' stacks and heaps)
/// puts that job back and stops; the jobs put back are done on the calling thread once
/// the others have returned and freed their memory, so that a tight limit costs
/// threads, never a job. For that, @p work must write only its own job's results, so
/// that a job begun and put back can be done again from the start. A std::bad_alloc on
/// the calling thread's second try is thrown: there is no room at all.
/// @returns the number of workers that ran, as run_workers()
unsigned for_each_job(std::size_t n, unsigned threads,
                      const std::function<void(std::size_t)>& work);

}  // namespace exact_cover
