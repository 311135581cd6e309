# cmake -DMODULE=live_solver.js -DOUT=live-worker.js -P wrap_module.cmake
# Wraps emscripten's module in a function whose source text the page turns into a worker.
file(READ ${MODULE} text)
file(WRITE ${OUT} "/* The book's C++ library compiled to WebAssembly (code/live). */\n"
     "window.BookLiveModuleSource = function () {\n${text}\nreturn createLiveSolver;\n};\n")
