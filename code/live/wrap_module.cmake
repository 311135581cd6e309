# cmake -DMODULE=live_solver.js -DOUT=live-worker.js [-DVALUES=module.values] -P wrap_module.cmake
# Wraps emscripten's module in a function whose source text the page turns into a worker;
# with VALUES, writes the size of that file, the whole download of the page's solver, for
# Try it to quote (kb: in thousands of bytes, rounded).
file(READ ${MODULE} text)
file(WRITE ${OUT} "/* The book's C++ library compiled to WebAssembly (code/live). */\n"
     "window.BookLiveModuleSource = function () {\n${text}\nreturn createLiveSolver;\n};\n")
if(VALUES)
  file(SIZE ${OUT} bytes)
  math(EXPR kb "(${bytes} + 500) / 1000")
  file(WRITE ${VALUES} "bytes ${bytes}\nkb ${kb}\n")
endif()
