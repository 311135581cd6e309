/* The book's live solver: the C++ solvers compiled to WebAssembly (live-worker.js, built by the
 * book) run in a Web Worker on the reader's own puzzle, and a player replays the search they
 * recorded, on a grid and, for small problems, on the matrix of the exact cover ("dance view").
 * Two kinds of element are brought to life: [data-live-solver] (a text box, the solver's
 * buttons, the answer and its player) and [data-live-dance] (a problem in Knuth's format, or
 * "example:NAME" for one of the book's, solved at load and replayed on its matrix).
 * Self-contained, no network, works from file://.
 * The worker calls the module's live_run, live_dance and live_bench (code/live/live_main.cpp);
 * their answers are JSON, described in code/live/live_api.hpp and code/live/live_api.cpp. */
(function () {
  "use strict";

  /* Steps per tick: a search of 100,000 steps replays in about 30 s at the fastest speed. */
  var SPEEDS = [
    { label: "slow", interval: 500, steps: 1 },
    { label: "medium", interval: 150, steps: 1 },
    { label: "fast", interval: 40, steps: 1 },
    { label: "very fast", interval: 40, steps: 10 },
    { label: "fastest", interval: 30, steps: 100 }
  ];
  var DEFAULT_SPEED = 1;

  var ALGORITHMS = [
    ["propagation", "Propagation (chapter 4)"],
    ["backtracking", "Backtracking (chapter 5)"],
    ["algorithm-x", "Algorithm X (chapter 5)"],
    ["dlx", "Dancing Links (chapter 6)"],
    ["fast", "Fast solver, 9\u00D79 (chapter 8)"],
    ["bands", "Bands, 9\u00D79, the fastest (Going faster)"],
    ["cells", "Dancing cells (chapter 13)"]
  ];

  /* The step arrays' fields (the contract's order). */
  var KIND = 0, DEPTH = 1, ITEM = 2, OPTION = 3, K = 4, M = 5, NODES = 6, CELL = 7, VALUE = 8;
  var TRY = 1, FORCE = 2, UNDO = 3, DEAD = 4, SOLUTION = 5;

  var STILL_REPLAY = ", so the live solver is off; the recorded players of chapters 5 and 6, " +
    "which need only JavaScript, still replay the searches made when the book was built.";
  var NO_WASM = "This browser cannot run WebAssembly" + STILL_REPLAY;
  var NO_MODULE = "The live solver's module (live-worker.js) did not load" + STILL_REPLAY;

  var ENDINGS = {
    complete: "searched to the end",
    visitor: "stopped at the first solution",
    solution_limit: "stopped at the count limit",
    budget: "stopped at the length of the trace",
    clash: "the givens clash",
    interrupted: "interrupted"
  };

  /* ---- small helpers ---- */

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /* Symbol buttons (|◀) are named for screen readers; worded ones keep their word as name. */
  function button(className, text, label, data) {
    var node = element("button", className, text);
    node.type = "button";
    node.title = label;
    if (!/^[A-Za-z]/.test(text)) node.setAttribute("aria-label", label);
    node.setAttribute(data, "");
    return node;
  }

  /* The book writes 1-9, then A for 10 up to Z for 35 (sudoku::symbol_of). */
  function symbol(value) {
    if (!(value > 0)) return "";
    return value < 10 ? String(value) : String.fromCharCode(55 + value);
  }

  function grouped(number) {
    return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  }

  function duration(micros) {
    if (!(micros >= 0)) return "";
    if (micros < 10) return micros.toFixed(1) + " \u00B5s";
    if (micros < 1000) return Math.round(micros) + " \u00B5s";
    var ms = micros / 1000;
    if (ms < 10) return ms.toFixed(2) + " ms";
    if (ms < 100) return ms.toFixed(1) + " ms";
    if (ms < 10000) return grouped(Math.round(ms)) + " ms";
    return (ms / 1000).toFixed(1) + " s";
  }

  function plural(count, word) {
    return grouped(count) + " " + word + (count === 1 ? "" : "s");
  }

  /* How an answer writes values: the line format's symbols, or numbers when the reader typed
   * the puzzle as numbers (the book's 16x16 and 25x25 files do), as the solver answers then. */
  function writer(answer) {
    if (!answer.numeric) return symbol;
    return function (value) { return value > 0 ? String(value) : ""; };
  }

  /* A solved grid as text, a row a line, boxes set apart: what the one-line answer is. */
  function gridText(values, answer) {
    var n = answer.n, rows = answer.box ? answer.box[0] : n, columns = answer.box ? answer.box[1] : n;
    var write = writer(answer), width = 1, lines = [];
    values.forEach(function (v) { width = Math.max(width, write(v).length); });
    for (var r = 0; r < n; ++r) {
      if (r > 0 && r % rows === 0) {
        var rule = [];
        for (var b = 0; b < n / columns; ++b) rule.push("-".repeat((width + 1) * columns - 1));
        lines.push(rule.join("-+-"));
      }
      var cells = [];
      for (var c = 0; c < n; ++c) {
        if (c > 0 && c % columns === 0) cells.push("|");
        var text = write(values[r * n + c]);
        cells.push(" ".repeat(width - text.length) + text);
      }
      lines.push(cells.join(" "));
    }
    return lines.join("\n");
  }

  /* Cells as the book's prose names them: rows and columns from 1, r1c4. */
  function cellName(cell, n) {
    return "r" + (Math.floor(cell / n) + 1) + "c" + (cell % n + 1);
  }

  var serial = 0;
  function uniqueId(what) {
    serial += 1;
    return "live-" + what + "-" + serial;
  }

  /* ---- the worker ---- */

  /* The worker's message handler. It is never called in the page: its source text follows the
   * module's inside the worker's Blob, where createLiveSolver is defined. */
  function glue() {
    var ready = createLiveSolver();
    ready.catch(function () {}); /* answered per request below; no unhandled rejection */
    self.onmessage = function (event) {
      var m = event.data;
      ready.then(function (Module) {
        var json;
        try {
          json = answer(Module, m);
        } catch (e) {
          self.postMessage({ id: m.id, error: String(e) });
          return;
        }
        self.postMessage({ id: m.id, json: json });
      }, function (e) {
        /* The module itself did not come up (say, its wasm would not compile). */
        self.postMessage({ id: m.id, error: String(e), startup: true });
      });
    };
    function answer(Module, m) {
      if (m.kind === "run") {
        /* The search tells its counters every few thousand nodes; the page hears them at most
         * four times a second (its own thread is free: the search runs in this one). */
        var last = 0;
        Module.liveProgress = function (nodes, solutions) {
          var now = Date.now();
          if (now - last < 250) return;
          last = now;
          self.postMessage({ id: m.id, progress: { nodes: nodes, solutions: solutions } });
        };
        return Module.ccall("live_run", "string",
          ["string", "string", "number", "number", "number"],
          [m.puzzle, m.algorithm, m.mode === "count" ? 1 : 0, m.limit, m.maxSteps]);
      }
      if (m.kind === "dance") {
        return Module.ccall("live_dance", "string", ["string", "number"], [m.problem, m.maxSteps]);
      }
      if (m.kind === "bench") {
        return Module.ccall("live_bench", "string", ["string", "string"],
          [m.puzzles, m.algorithm]);
      }
      throw new Error("unknown request " + m.kind);
    }
  }

  /* Why the live solver cannot run here, or null. Checked before anything is tried, so that a
   * browser without WebAssembly or a page without the module gets a sentence, not an exception. */
  function unavailable() {
    if (typeof WebAssembly === "undefined") return NO_WASM;
    if (typeof window.BookLiveModuleSource !== "function") return NO_MODULE;
    if (typeof Worker === "undefined" || typeof Blob === "undefined" || !window.URL) {
      return NO_WASM;
    }
    return null;
  }

  /* One Blob for the page (the module is large: its wasm is inlined as base64); each widget
   * starts its own worker from it, so that Stop in one does not stop the others. */
  var blobUrl = null;
  function workerUrl() {
    if (blobUrl === null) {
      var source = "var createLiveSolver = (" + window.BookLiveModuleSource.toString() +
        ")();\n(" + glue.toString() + ")();\n";
      blobUrl = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    }
    return blobUrl;
  }

  /* A widget's connection to its worker: one request at a time, each with a new id, so that
   * an answer that arrives after Stop (from a worker already terminated) is never taken. */
  function Connection() {
    this.worker = null;
    this.id = 0;
    this.callback = null;
    this.onProgress = null;
    this.answered = false; /* has this worker ever answered? If not, a failure is a startup one */
  }

  /* callback(failure, answer, first): failure is null or {message, startup}; answer is the parsed
   * JSON; first is true for a worker's first answer (its time includes the module's start-up).
   * onProgress({nodes, solutions}), if given, hears the search's counters while it runs. */
  Connection.prototype.ask = function (message, callback, onProgress) {
    var self = this;
    if (this.worker === null) {
      var worker;
      try {
        worker = new Worker(workerUrl());
      } catch (e) {
        callback({ message: "The live solver could not start here (" + e.message + ")" +
          STILL_REPLAY, startup: true });
        return;
      }
      this.worker = worker;
      this.answered = false;
      worker.onmessage = function (event) {
        var data = event.data;
        if (worker !== self.worker || data.id !== self.id || self.callback === null) return;
        if (data.progress !== undefined) {
          if (self.onProgress !== null) self.onProgress(data.progress);
          return;
        }
        var done = self.callback, first = !self.answered;
        self.callback = null;
        self.answered = true;
        if (data.error !== undefined) {
          /* The module may be left in a bad state (an abort): the next run gets a fresh one. */
          self.stop();
          done(data.startup
            ? { message: "The live solver could not start here (" + data.error + ")" +
              STILL_REPLAY, startup: true }
            : { message: "The solver failed: " + data.error, startup: false });
          return;
        }
        var answer;
        try {
          answer = JSON.parse(data.json);
        } catch (e) {
          done({ message: "The solver's answer could not be read: " + e.message, startup: false });
          return;
        }
        done(null, answer, first);
      };
      worker.onerror = function (event) {
        /* An error the glue did not catch: the module's script did not load or compile. */
        if (event.preventDefault) event.preventDefault();
        if (worker !== self.worker) return;
        var done = self.callback, startup = !self.answered;
        self.stop();
        if (done === null) return;
        var what = event.message || "the worker failed";
        done(startup
          ? { message: "The live solver could not start here (" + what + ")" + STILL_REPLAY,
            startup: true }
          : { message: "The solver failed: " + what, startup: false });
      };
    }
    this.id += 1;
    message.id = this.id;
    this.callback = callback;
    this.onProgress = onProgress || null;
    this.worker.postMessage(message);
  };

  /* The search runs synchronously inside the worker; the only way to stop it is to end it. */
  Connection.prototype.stop = function () {
    if (this.worker !== null) this.worker.terminate();
    this.worker = null;
    this.callback = null;
    this.onProgress = null;
  };

  /* ---- what the steps say in words ---- */

  /* words: {whole -> "puzzle" or "problem", item(i) -> "the cell r1c4",
   * act(step) -> "place 7 in r1c4", takeBack(step) -> "take back the 7 in r5c6"}. */
  /* Why the search backs up at an undo: what the step before it was. */
  function backUpWhy(previous) {
    if (previous === null) return "";
    switch (previous[KIND]) {
      case DEAD: return ", since the branch below it came to a dead end";
      case SOLUTION: return ", to look for another solution below the moves before it";
      case UNDO: return ", since every option below it has been tried";
      default: return ", since the move below it led nowhere";
    }
  }

  function reason(step, words, previous) {
    var item = words.item(step[ITEM]);
    /* A Sudoku item is a cell (its options are values) or a value in a house (its options are
     * places); a general item just has options. */
    var unit = /^the cell /.test(item) ? "value" : / in (row|column|box) \d+$/.test(item) ?
      "place" : "option";
    switch (step[KIND]) {
      case TRY:
        if (step[M] === 1) {
          return "Forced: " + item + " has one " + unit + " left: " + words.act(step) + ".";
        }
        return "Guess: option " + step[K] + " of " + step[M] + " for " + item + " at depth " +
          step[DEPTH] + ": " + words.act(step) + ".";
      case FORCE:
        return "Propagation: " + item + " has one " + unit + " left: " + words.act(step) + ".";
      case UNDO:
        return "Back up: " + words.takeBack(step) + backUpWhy(previous) + ".";
      case DEAD:
        /* At depth 0 nothing was guessed yet: there is nothing to back up to. */
        if (step[DEPTH] === 0) {
          return "Dead end: " + item + " has no " + unit + " left, before any guess: the " +
            (words.whole || "problem") + " has no solution.";
        }
        return "Dead end: " + item + " has no " + unit + " left; the search backs up.";
      case SOLUTION:
        return "Solution: every item is covered.";
      default:
        return "";
    }
  }

  /* The words of a Sudoku answer (live_run): items from trace.items, cells as rRcC. */
  function sudokuWords(answer) {
    var items = answer.trace.items || [], n = answer.n, write = writer(answer);
    return {
      whole: "puzzle",
      item: function (i) {
        return i >= 0 && i < items.length ? items[i] : "item " + i;
      },
      act: function (s) {
        return "place " + write(s[VALUE]) + " in " + cellName(s[CELL], n);
      },
      takeBack: function (s) {
        return "take back the " + write(s[VALUE]) + " in " + cellName(s[CELL], n);
      }
    };
  }

  /* The words of a generic exact cover (live_dance): items by name, options by label. */
  function danceWords(matrix) {
    function option(o) {
      if (!(o >= 0 && o < matrix.options.length)) return "option " + o;
      var names = matrix.options[o].map(function (i) { return matrix.items[i]; });
      return "option " + matrix.labels[o] + " (" + names.join(" ") + ")";
    }
    return {
      whole: "problem",
      item: function (i) {
        return i >= 0 && i < matrix.items.length ? "item " + matrix.items[i] : "item " + i;
      },
      act: function (s) { return "choose " + option(s[OPTION]); },
      takeBack: function (s) { return "take back " + option(s[OPTION]); }
    };
  }

  /* ---- the views: each keeps its own state, moved one step at a time by the player ---- */

  /* The Sudoku grid. apply() remembers what each step overwrote, so revert() restores it
   * exactly, whatever the trace did. */
  function GridView(answer, steps) {
    var n = answer.n, rows = answer.box[0], columns = answer.box[1], puzzle = answer.puzzle;
    var write = writer(answer);
    var root = element("div", "live-grid");
    root.setAttribute("data-grid", "");
    root.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
    root.style.maxWidth = Math.min(Math.max(34 * n, 176), 560) + "px";
    root.style.fontSize = n > 16 ? "0.62em" : n > 9 ? "0.75em" : "1em";
    var cells = [], shown = [];
    for (var k = 0; k < n * n; ++k) {
      var cell = element("div", "live-grid-cell");
      var r = Math.floor(k / n), c = k % n;
      cell.setAttribute("data-cell", String(k));
      if (c % columns === 0 && c > 0) cell.classList.add("live-grid-box-left");
      if (r % rows === 0 && r > 0) cell.classList.add("live-grid-box-top");
      if (puzzle[k] !== 0) cell.classList.add("live-grid-given");
      cells.push(cell);
      shown.push(null);
      root.appendChild(cell);
    }
    var values, before = new Array(steps.length), lit = -1;

    this.root = root;
    this.reset = function () { values = puzzle.slice(); };
    this.apply = function (i) {
      var s = steps[i], cell = s[CELL];
      if (cell < 0 || cell >= n * n) return;
      if (s[KIND] === TRY || s[KIND] === FORCE) {
        before[i] = values[cell];
        values[cell] = s[VALUE];
      } else if (s[KIND] === UNDO) {
        before[i] = values[cell];
        values[cell] = 0;
      }
    };
    this.revert = function (i) {
      var s = steps[i], cell = s[CELL];
      if (cell < 0 || cell >= n * n) return;
      if (s[KIND] === TRY || s[KIND] === FORCE || s[KIND] === UNDO) values[cell] = before[i];
    };
    this.render = function (position) {
      for (var k = 0; k < n * n; ++k) {
        if (shown[k] === values[k]) continue;
        shown[k] = values[k];
        cells[k].textContent = write(values[k]);
        cells[k].classList.toggle("live-grid-placed", values[k] !== 0 && puzzle[k] === 0);
      }
      if (lit >= 0) cells[lit].classList.remove("live-grid-now", "live-grid-taken");
      lit = -1;
      var s = position > 0 ? steps[position - 1] : null;
      if (s !== null && s[CELL] >= 0 && s[CELL] < n * n) {
        lit = s[CELL];
        if (s[KIND] === UNDO) {
          /* The value that left, struck through, until the next step (as player.js does). */
          cells[lit].setAttribute("data-was", write(before[position - 1]));
          cells[lit].classList.add("live-grid-taken");
        } else if (s[KIND] === TRY || s[KIND] === FORCE) {
          cells[lit].classList.add("live-grid-now");
        } else {
          lit = -1;
        }
      }
    };
  }

  /* The dance view: the matrix of the exact cover, options as rows and items as columns, in a
   * CSS grid whose track sizes follow the search. A covered item's column and a removed option's
   * row (one that meets a covered item) turn grey: at the step that covers them they keep their
   * full size, so that the reader sees what that step took out, and after it they shrink to thin
   * strips (the grid animates the change); undoing the step brings them back. A chosen option
   * keeps its row, its squares in green, drawn as bars in the strips of the items it covers.
   * optionOf(step) is the matrix row a step chose or took back (-1 for none); itemOf(step) the
   * matrix column of its item; itemWords(i) an item in words (a Sudoku's), or null. */
  function MatrixView(matrix, steps, optionOf, itemOf, itemWords) {
    var items = matrix.items, options = matrix.options, labels = matrix.labels;
    var primary = matrix.primary >= 0 ? matrix.primary : items.length;
    var big = items.length > 24 || options.length > 32;
    var size = big ? 10 : 24, thin = big ? 3 : 4;
    var longestName = 1, longestLabel = 1, i, o;
    for (i = 0; i < items.length; ++i) longestName = Math.max(longestName, items[i].length);
    for (o = 0; o < options.length; ++o) longestLabel = Math.max(longestLabel, labels[o].length);
    /* Fixed pixel tracks throughout, so the browser can interpolate the template. */
    var headSize = big ? 6 * longestName + 8 : Math.max(26, 9 * longestName + 10);
    var labelSize = big ? 6 * longestLabel + 10 : 9 * longestLabel + 18;

    var root = element("div", "live-matrix" + (big ? " live-matrix-big" : ""));
    root.setAttribute("data-matrix", "");
    var scroll = element("div", "live-matrix-scroll");
    var grid = element("div", "live-matrix-grid");
    grid.setAttribute("aria-hidden", "true");
    scroll.appendChild(grid);

    /* Which options hold each item: what a cover touches. */
    var holders = items.map(function () { return []; });
    options.forEach(function (list, o) {
      list.forEach(function (i) { holders[i].push(o); });
    });

    var corner = element("div", "live-matrix-corner");
    grid.appendChild(corner);
    var heads = [], columnCells = [];
    for (i = 0; i < items.length; ++i) {
      var head = element("div", "live-matrix-head", items[i]);
      head.style.gridColumn = String(i + 2);
      head.setAttribute("data-item", String(i));
      head.title = "item " + items[i] + (itemWords ? ": " + itemWords(i) : "") +
        (i >= primary ? " (secondary)" : "");
      if (i >= primary) head.classList.add("live-matrix-secondary");
      if (i === primary && primary > 0) head.classList.add("live-matrix-first-secondary");
      heads.push(head);
      columnCells.push([]);
      grid.appendChild(head);
    }
    var rowNodes = [];
    for (o = 0; o < options.length; ++o) {
      var row = element("div", "live-matrix-row");
      row.setAttribute("data-option", String(o));
      var label = element("div", "live-matrix-label", labels[o]);
      label.style.gridRow = String(o + 2);
      label.title = labels[o] + ": " + options[o].map(function (j) { return items[j]; }).join(" ");
      row.appendChild(label);
      var holds = {};
      options[o].forEach(function (j) { holds[j] = true; });
      for (i = 0; i < items.length; ++i) {
        var cell = element("div", "live-matrix-cell");
        cell.style.gridRow = String(o + 2);
        cell.style.gridColumn = String(i + 2);
        if (holds[i]) cell.classList.add(i >= primary ? "live-matrix-on2" : "live-matrix-on");
        if (i === primary && primary > 0) cell.classList.add("live-matrix-first-secondary");
        columnCells[i].push(cell);
        row.appendChild(cell);
      }
      rowNodes.push(row);
      grid.appendChild(row);
    }
    /* Outlines of the current step's item (column) and option (row), laid over the cells. */
    var markColumn = element("div", "live-matrix-mark live-matrix-mark-item");
    markColumn.style.gridRow = "1 / -1";
    var markRow = element("div", "live-matrix-mark live-matrix-mark-option");
    markRow.style.gridColumn = "1 / -1";
    grid.appendChild(markColumn);
    grid.appendChild(markRow);

    var summary = element("div", "live-matrix-summary");
    summary.setAttribute("data-dance-summary", "");
    summary.setAttribute("aria-live", "off");
    var legend = element("div", "live-matrix-legend");
    legend.innerHTML = '<span class="live-matrix-key live-matrix-key-on"></span> the option ' +
      'holds the item \u00B7 <span class="live-matrix-key live-matrix-key-chosen"></span> a ' +
      'chosen option, its squares in green \u00B7 <span class="live-matrix-key ' +
      'live-matrix-key-gone"></span> grey: a covered item\'s column and the rows of the options ' +
      'that meet it, whole at the step that covers them, <span class="live-matrix-key ' +
      'live-matrix-key-thin"></span> then a thin strip until the step is undone \u00B7 ' +
      '<span class="live-matrix-key live-matrix-key-mark"></span> the step\'s item and option' +
      (primary < items.length ? " \u00B7 <i>italic</i>: secondary items" : "");
    root.appendChild(summary);
    root.appendChild(scroll);
    root.appendChild(legend);
    if (itemWords) {
      /* A Sudoku's matrix: its names, as chapter 3 gives them. */
      root.appendChild(element("div", "live-matrix-legend live-matrix-names",
        "Columns, in Knuth's names, which count rows, columns and boxes from 0 (values from " +
        "1): p01 is the cell r1c2; r0v2 a 2 in row 1; c1v3 a 3 in column 2; b2v4 a 4 in " +
        "box 3. Rows: r1c2=2 puts a 2 in the cell r1c2 (rows and columns from 1, as the " +
        "chapters' prose counts them)."));
    }

    var chosen = new Uint8Array(options.length), hits = new Int32Array(options.length);
    var covered = new Int32Array(items.length);
    var rowState = [], columnState = [], rowLook = [], columnLook = [];
    var template = { columns: "", rows: "" };

    /* hits[o] counts the covered items of option o: it is removed while hits > 0 unless chosen.
     * Counting (not flags) makes choose and unchoose exact inverses in any order. */
    function choose(o) {
      chosen[o] = 1;
      options[o].forEach(function (i) {
        if (covered[i]++ === 0) holders[i].forEach(function (h) { hits[h] += 1; });
      });
    }
    function unchoose(o) {
      chosen[o] = 0;
      options[o].forEach(function (i) {
        if (--covered[i] === 0) holders[i].forEach(function (h) { hits[h] -= 1; });
      });
    }

    this.root = root;
    this.reset = function () {
      chosen.fill(0);
      hits.fill(0);
      covered.fill(0);
      (matrix.given || []).forEach(function (o) { if (o >= 0 && o < options.length) choose(o); });
    };
    this.apply = function (i) {
      var s = steps[i], o = optionOf(s);
      if (o < 0) return;
      if (s[KIND] === TRY || s[KIND] === FORCE) choose(o);
      else if (s[KIND] === UNDO) unchoose(o);
    };
    this.revert = function (i) {
      var s = steps[i], o = optionOf(s);
      if (o < 0) return;
      if (s[KIND] === TRY || s[KIND] === FORCE) unchoose(o);
      else if (s[KIND] === UNDO) choose(o);
    };

    /* A track's look: "live", "gone" (grey, whole) or "thin" (grey strip); the cells follow
     * their column's look through classes, their row's through the row's attributes. */
    function setColumnLook(i, look) {
      if (columnLook[i] === look) return;
      columnLook[i] = look;
      var gone = look !== "live", narrow = look === "thin";
      heads[i].classList.toggle("live-matrix-gone", gone);
      heads[i].classList.toggle("live-matrix-thin", narrow);
      columnCells[i].forEach(function (cell) {
        cell.classList.toggle("live-matrix-gone", gone);
        cell.classList.toggle("live-matrix-thin", narrow);
      });
    }

    this.render = function (position) {
      var s = position > 0 ? steps[position - 1] : null;
      var item = s === null ? -1 : itemOf(s), option = s === null ? -1 : optionOf(s);
      /* What this step took out: the items of the option it chose, and the options whose
       * covered items are all among them. These stay whole (grey) until the next step. */
      var freshItems = {}, freshOptions = {};
      if (s !== null && (s[KIND] === TRY || s[KIND] === FORCE) && option >= 0 &&
          option < options.length && chosen[option]) {
        var met = {};
        options[option].forEach(function (j) {
          freshItems[j] = true;
          holders[j].forEach(function (h) { met[h] = (met[h] || 0) + 1; });
        });
        Object.keys(met).forEach(function (h) {
          if (!chosen[h] && met[h] === hits[h]) freshOptions[h] = true;
        });
      }

      var columns = [labelSize + "px"], rows = [headSize + "px"], left = 0, live = 0, picked = [];
      for (var i = 0; i < items.length; ++i) {
        var state = covered[i] > 0 ? "covered" : "live";
        var look = state === "live" ? "live" : freshItems[i] ? "gone" : "thin";
        if (state === "live") left += 1;
        columns.push((look === "thin" ? thin : size) + "px");
        if (columnState[i] !== state) {
          columnState[i] = state;
          heads[i].setAttribute("data-state", state);
        }
        setColumnLook(i, look);
      }
      for (var o = 0; o < options.length; ++o) {
        var st = chosen[o] ? "chosen" : hits[o] > 0 ? "removed" : "live";
        var narrow = st === "removed" && !freshOptions[o];
        if (st === "chosen") picked.push(labels[o]);
        if (st === "live") live += 1;
        rows.push((narrow ? thin : size) + "px");
        if (rowState[o] !== st) {
          rowState[o] = st;
          rowNodes[o].setAttribute("data-state", st);
        }
        if (rowLook[o] !== narrow) {
          rowLook[o] = narrow;
          rowNodes[o].classList.toggle("live-matrix-thin", narrow);
        }
      }
      var c = columns.join(" "), r = rows.join(" ");
      if (template.columns !== c) grid.style.gridTemplateColumns = template.columns = c;
      if (template.rows !== r) grid.style.gridTemplateRows = template.rows = r;

      markColumn.hidden = !(item >= 0 && item < items.length);
      if (!markColumn.hidden) markColumn.style.gridColumn = String(item + 2);
      markRow.hidden = !(option >= 0 && option < options.length);
      if (!markRow.hidden) markRow.style.gridRow = String(option + 2);
      for (var h = 0; h < heads.length; ++h) {
        heads[h].classList.toggle("live-matrix-now", h === item);
      }

      /* A Sudoku's givens alone are a dozen labels: past a few, the count says enough. */
      summary.textContent = (picked.length === 0 ? "chosen: none"
        : picked.length <= 6 ? "chosen: " + picked.join(", ") : plural(picked.length, "option") +
        " chosen") + " \u00B7 " + plural(left, "item") + " and " + plural(live, "option") + " left";
    };
  }

  /* ---- the player: one position, shared by every view ---- */

  /* model: {steps, complete, rest, about, words, start}; views: GridView and/or MatrixView. */
  function Player(model, views) {
    var steps = model.steps, total = steps.length;
    var root = element("div", "live-player");
    root.setAttribute("data-player", "");

    var bar = element("div", "live-player-bar");
    var toStart = button("live-player-start", "|\u25C0\uFE0E", "Back to the start", "data-start");
    var back = button("live-player-back", "\u25C0\uFE0E", "One step back", "data-step-back");
    var play = button("live-player-play", "Play", "Play", "data-play");
    var forward = button("live-player-forward", "\u25B6\uFE0E", "One step forward",
      "data-step-forward");
    var toEnd = button("live-player-end", "\u25B6\uFE0E|", "To the end", "data-end");
    var speed = element("select", "live-player-speed");
    speed.setAttribute("data-speed", "");
    speed.title = "Speed";
    speed.setAttribute("aria-label", "Speed");
    SPEEDS.forEach(function (s, k) {
      var option = element("option", "", s.label);
      option.value = String(k);
      speed.appendChild(option);
    });
    speed.value = String(DEFAULT_SPEED);
    var scrubber = element("input", "live-player-scrubber");
    scrubber.type = "range";
    scrubber.min = "0";
    scrubber.max = String(total);
    scrubber.step = "1";
    scrubber.setAttribute("data-scrubber", "");
    scrubber.setAttribute("aria-label", "Position in the search");
    [toStart, back, play, forward, toEnd, speed, scrubber].forEach(function (x) {
      bar.appendChild(x);
    });

    var status = element("div", "live-player-status");
    status.setAttribute("data-status", "");
    var why = element("div", "live-player-reason");
    why.setAttribute("data-reason", "");
    why.setAttribute("aria-live", "polite");
    var rest = element("div", "live-player-rest", model.rest || "");
    rest.setAttribute("data-rest", "");
    rest.hidden = true;
    var shelf = element("div", "live-player-views");
    views.forEach(function (v) { shelf.appendChild(v.root); });
    root.appendChild(bar);
    root.appendChild(status);
    root.appendChild(why);
    root.appendChild(rest);
    root.appendChild(shelf);
    if (model.about) {
      var about = element("div", "live-player-about", model.about);
      about.setAttribute("data-about", "");
      root.appendChild(about);
    }

    var position = 0, timer = null;

    function render() {
      views.forEach(function (v) { v.render(position); });
      var s = position > 0 ? steps[position - 1] : null;
      var text = "step " + grouped(position) + " of " + grouped(total) +
        (model.complete === false ? " recorded" : "");
      if (s !== null) {
        text += " \u00B7 depth " + s[DEPTH] + " \u00B7 nodes " + grouped(s[NODES]);
        /* An undo's k and m are not meaningful (0): say the list only for the other kinds. */
        if (s[ITEM] >= 0 && s[M] >= 0 && s[KIND] !== UNDO && s[KIND] !== SOLUTION) {
          text += " \u00B7 " + model.words.item(s[ITEM]) + ": " + plural(s[M], "option");
        }
      } else {
        text += " \u00B7 depth 0 \u00B7 nodes 0";
      }
      status.textContent = text;
      why.textContent = s === null ? model.start :
        reason(s, model.words, position > 1 ? steps[position - 2] : null);
      rest.hidden = !(model.complete === false && position === total && model.rest);
      scrubber.value = String(position);
      scrubber.setAttribute("aria-valuetext", "step " + grouped(position) + " of " +
        grouped(total));
      /* A button disabled under the keyboard's focus would drop it to the page: hand it on. */
      var focused = document.activeElement;
      toStart.disabled = back.disabled = position === 0;
      forward.disabled = toEnd.disabled = play.disabled = position === total;
      if (focused && focused.disabled && focused.parentNode === bar) {
        var next = focused === play ? toStart : position === total ? back : forward;
        if (next.disabled) next = scrubber;
        next.focus();
      }
      root.setAttribute("data-position", String(position));
    }

    /* Small moves undo or redo step by step; a long way back is shorter from the start. */
    function seek(target) {
      target = Math.max(0, Math.min(total, Math.round(target)));
      if (target < position && position - target > target) {
        views.forEach(function (v) { v.reset(); });
        position = 0;
      }
      var apply = function (v) { v.apply(position); };
      while (position < target) {
        views.forEach(apply);
        position += 1;
      }
      var revert = function (v) { v.revert(position); };
      while (position > target) {
        position -= 1;
        views.forEach(revert);
      }
      render();
      if (position === total) pause();
    }

    function pause() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      play.textContent = "Play";
      play.title = "Play";
    }

    function start() {
      if (position === total) return;
      var s = SPEEDS[Number(speed.value)] || SPEEDS[DEFAULT_SPEED];
      timer = setInterval(function () { seek(position + s.steps); }, s.interval);
      play.textContent = "Pause";
      play.title = "Pause";
    }

    play.addEventListener("click", function () { if (timer === null) start(); else pause(); });
    forward.addEventListener("click", function () { pause(); seek(position + 1); });
    back.addEventListener("click", function () { pause(); seek(position - 1); });
    toStart.addEventListener("click", function () { pause(); seek(0); });
    toEnd.addEventListener("click", function () { pause(); seek(total); });
    scrubber.addEventListener("input", function () { pause(); seek(Number(scrubber.value)); });
    speed.addEventListener("change", function () { if (timer !== null) { pause(); start(); } });

    views.forEach(function (v) { v.reset(); });
    render();

    this.root = root;
    this.destroy = function () {
      pause();
      if (root.parentNode) root.parentNode.removeChild(root);
    };
  }

  /* ---- the facts under a result ---- */

  /* first: the worker's first run, slower while its module starts up (compiles, warms up). */
  function facts(result, answer, first) {
    var parts = [];
    var startUp = first ? " (first run: includes start-up)" : "";
    if (result.nodes >= 0) parts.push(plural(result.nodes, "node"));
    /* The worker's clock ticks in steps of 0.1 ms or more (browsers coarsen it), so a fast
     * solve can measure 0. */
    if (result.micros > 0) parts.push(duration(result.micros) + startUp);
    else if (result.micros === 0) parts.push("too fast for the browser's clock");
    var ending = ENDINGS[result.ending];
    if (answer.mode === "count") {
      if (result.ending === "complete") ending = "counted them all";
      if (result.ending === "solution_limit") ending = "stopped at the limit";
    } else if (answer.mode === "solve") {
      if (result.ending === "solution_limit") ending = ENDINGS.visitor;
      if (result.ending === "complete") ending = "searched the whole tree";
    }
    if (ending) parts.push(ending);
    else if (result.ending) parts.push(String(result.ending));
    return parts.join(" \u00B7 ");
  }

  /* ---- [data-live-solver] ---- */

  function LiveSolver(host) {
    var maxSteps = Number(host.getAttribute("data-max-steps")) || 100000;
    var initialAlgorithm = host.getAttribute("data-initial-algorithm") || "dlx";
    host.textContent = "";

    var input = element("div", "live-solver-input");
    var puzzleId = uniqueId("puzzle");
    var puzzleLabel = element("label", "live-solver-label", "Puzzle (one line of N\u00B2 " +
      "symbols, '.' or 0 for a blank)");
    puzzleLabel.htmlFor = puzzleId;
    var puzzle = element("textarea", "live-solver-puzzle");
    puzzle.id = puzzleId;
    puzzle.rows = 3;
    puzzle.spellcheck = false;
    puzzle.setAttribute("autocomplete", "off");
    puzzle.setAttribute("autocapitalize", "off");
    puzzle.setAttribute("data-puzzle", "");
    puzzle.value = host.getAttribute("data-initial-puzzle") || "";
    var alert = element("div", "live-solver-error");
    alert.setAttribute("role", "alert");
    alert.setAttribute("data-error", "");
    alert.hidden = true;
    input.appendChild(puzzleLabel);
    input.appendChild(puzzle);
    input.appendChild(alert);

    var controls = element("div", "live-solver-controls");
    function labelled(text, control) {
      var label = element("label", "live-solver-field");
      label.appendChild(element("span", "", text));
      label.appendChild(control);
      return label;
    }
    var algorithm = element("select", "live-solver-algorithm");
    algorithm.setAttribute("data-algorithm", "");
    ALGORITHMS.forEach(function (a) {
      var option = element("option", "", a[1]);
      option.value = a[0];
      algorithm.appendChild(option);
    });
    algorithm.value = initialAlgorithm;
    if (algorithm.value !== initialAlgorithm) algorithm.value = "dlx";
    function numberInput(data, value) {
      var node = element("input", "live-solver-number");
      node.type = "number";
      node.min = "0";
      node.step = "1";
      node.value = String(value);
      node.setAttribute(data, "");
      return node;
    }
    var limit = numberInput("data-limit", 1000);
    var solve = button("live-solver-solve", "Solve", "Solve: find a solution", "data-solve");
    var count = button("live-solver-count", "Count", "Count the solutions, up to the limit",
      "data-count");
    var stop = button("live-solver-stop", "Stop", "Stop the search", "data-stop");
    stop.disabled = true;
    controls.appendChild(labelled("Solver", algorithm));
    controls.appendChild(labelled("Count up to (0: no limit)", limit));
    var buttons = element("span", "live-solver-buttons");
    [solve, count, stop].forEach(function (b) { buttons.appendChild(b); });
    controls.appendChild(buttons);

    var answerBox = element("div", "live-solver-answer");
    var result = element("div", "live-solver-result");
    result.setAttribute("data-result", "");
    result.setAttribute("data-state", "idle");
    result.setAttribute("role", "status");
    result.setAttribute("aria-live", "polite");
    var factLine = element("div", "live-solver-facts",
      "Solve finds a solution; Count counts them, up to the limit.");
    factLine.setAttribute("data-facts", "");
    /* The solution as a grid, under the one line that copies into a file of puzzles. */
    var solutionGrid = element("pre", "live-solver-solution");
    solutionGrid.setAttribute("data-solution", "");
    solutionGrid.hidden = true;
    answerBox.appendChild(result);
    answerBox.appendChild(solutionGrid);
    answerBox.appendChild(factLine);

    host.appendChild(input);
    host.appendChild(controls);
    host.appendChild(answerBox);

    var connection = new Connection(), player = null, running = false, started = 0, ticker = null;
    var soFar = null; /* the search's last counters while it runs: {nodes, solutions} */
    var starter = solve; /* the button that started the run: the focus goes back to it */

    /* The keyboard's focus follows the run: from the button pressed to Stop, and back. */
    function setRunning(on) {
      var focused = document.activeElement;
      running = on;
      if (on) {
        stop.disabled = false;
        if (focused === solve || focused === count) stop.focus();
        solve.disabled = count.disabled = true;
      } else {
        solve.disabled = count.disabled = false;
        if (focused === stop) starter.focus();
        stop.disabled = true;
      }
      if (ticker !== null) clearInterval(ticker);
      ticker = null;
      if (on) {
        /* The page stays live while the worker searches: say how long it has been going and
         * how far it has got, and that Stop ends it. */
        ticker = setInterval(function () {
          var seconds = (Date.now() - started) / 1000;
          var line = "searching for " + seconds.toFixed(1) + " s";
          if (soFar !== null) {
            line += ": " + plural(soFar.nodes, "node") + " so far";
            if (soFar.solutions > 0) line += ", " + plural(soFar.solutions, "solution");
          }
          factLine.textContent = line + " (Stop ends the search)";
        }, 250);
      }
    }

    function showError(message, nextToInput) {
      result.textContent = message;
      result.setAttribute("data-state", "error");
      factLine.textContent = "";
      if (nextToInput) {
        alert.textContent = message;
        alert.hidden = false;
      }
    }

    function off(message) {
      showError(message, false);
      [solve, count, stop, algorithm, limit].forEach(function (x) { x.disabled = true; });
    }

    function number(node, fallback) {
      var value = Math.floor(Number(node.value));
      return node.value !== "" && value >= 0 ? value : fallback;
    }

    function run(mode) {
      if (running) return;
      var why = unavailable();
      if (why !== null) { off(why); return; }
      if (player !== null) player.destroy();
      player = null;
      alert.hidden = true;
      alert.textContent = "";
      result.textContent = "running\u2026";
      solutionGrid.hidden = true;
      result.setAttribute("data-state", "running");
      factLine.textContent = "searching";
      started = Date.now();
      soFar = null;
      starter = mode === "count" ? count : solve;
      setRunning(true);
      var text = puzzle.value;
      connection.ask({ kind: "run", puzzle: text, algorithm: algorithm.value, mode: mode,
        limit: number(limit, 1000), maxSteps: maxSteps },
      function (failure, answer, first) {
        setRunning(false);
        if (failure) {
          if (failure.startup) off(failure.message);
          else showError(failure.message, false);
          return;
        }
        if (!answer.ok) {
          showError(answer.error || "The solver gave no answer.", true);
          return;
        }
        /* the reader's format, as the module read it: numbers above 9 stay numbers */
        answer.numeric = answer.n > 9 && answer.format === "numeric";
        show(answer, first);
      }, function (progress) { soFar = progress; });
    }

    function show(answer, first) {
      var r = answer.result || {};
      result.textContent = r.text === undefined ? "" : String(r.text);
      result.setAttribute("data-state", "done");
      solutionGrid.hidden = !(answer.mode === "solve" && r.solution);
      solutionGrid.textContent = solutionGrid.hidden ? "" : gridText(r.solution, answer);

      factLine.textContent = facts(r, answer, first);
      var trace = answer.trace;
      if (!trace || !trace.steps) return;
      var steps = trace.steps, views = [new GridView(answer, steps)];
      var matrix = answer.matrix;
      if (matrix && matrix.options && matrix.items) {
        views.push(new MatrixView(matrix, steps, sudokuOption(answer, matrix),
          sudokuItem(trace, matrix), sudokuWords(answer).item));
      }
      player = new Player({ steps: steps, complete: trace.complete, rest: trace.rest,
        about: trace.about, words: sudokuWords(answer),
        start: "The puzzle as given; step forward (\u25B6\uFE0E) to watch the search, or " +
          "jump to its end (\u25B6\uFE0E|)." }, views);
      host.appendChild(player.root);
    }

    solve.addEventListener("click", function () { run("solve"); });
    count.addEventListener("click", function () { run("count"); });
    stop.addEventListener("click", function () {
      if (!running) return;
      connection.stop();
      setRunning(false);
      result.textContent = "stopped";
      result.setAttribute("data-state", "done");
      var line = "stopped after " + ((Date.now() - started) / 1000).toFixed(1) + " s";
      if (soFar !== null) {
        line += " and " + plural(soFar.nodes, "node");
        if (soFar.solutions > 0) line += " (" + plural(soFar.solutions, "solution") + " found)";
      }
      factLine.textContent = line;
    });

    var why = unavailable();
    if (why !== null) off(why);
  }

  /* A Sudoku step's matrix row: the step's option when it names one, otherwise the row labelled
   * rRcC=V for its cell and value (backtracking has no item lists, so it may give -1). */
  function sudokuOption(answer, matrix) {
    var byLabel = {}, n = answer.n;
    matrix.labels.forEach(function (label, o) { byLabel[label] = o; });
    return function (s) {
      if (s[KIND] !== TRY && s[KIND] !== FORCE && s[KIND] !== UNDO) return -1;
      if (s[OPTION] >= 0 && s[OPTION] < matrix.options.length) return s[OPTION];
      if (s[CELL] < 0) return -1;
      var o = byLabel[cellName(s[CELL], n) + "=" + s[VALUE]];
      return o === undefined ? -1 : o;
    };
  }

  /* A Sudoku step's matrix column: found by name when the trace names its items (the two lists
   * may differ, as for backtracking, whose items are the cells), else the same index. */
  function sudokuItem(trace, matrix) {
    var byName = {};
    matrix.items.forEach(function (name, i) { byName[name] = i; });
    return function (s) {
      var i = s[ITEM];
      if (i < 0) return -1;
      if (trace.names && i < trace.names.length) {
        var j = byName[trace.names[i]];
        return j === undefined ? -1 : j;
      }
      return i < matrix.items.length ? i : -1;
    };
  }

  /* ---- [data-live-dance] ---- */

  function LiveDance(host) {
    var problem = host.getAttribute("data-problem") || "";
    var maxSteps = Number(host.getAttribute("data-max-steps")) || 10000;
    host.textContent = "";
    var answerBox = element("div", "live-solver-answer");
    var result = element("div", "live-solver-result");
    result.setAttribute("data-result", "");
    result.setAttribute("role", "status");
    var factLine = element("div", "live-solver-facts");
    factLine.setAttribute("data-facts", "");
    answerBox.appendChild(result);
    answerBox.appendChild(factLine);
    host.appendChild(answerBox);

    function showError(message) {
      result.textContent = message;
      result.setAttribute("data-state", "error");
    }

    var why = unavailable();
    if (why !== null) { showError(why); return; }
    result.textContent = "solving\u2026";
    result.setAttribute("data-state", "running");
    var connection = new Connection();
    connection.ask({ kind: "dance", problem: problem, maxSteps: maxSteps },
      function (failure, answer, first) {
        /* One answer is all this widget needs: free the worker's memory. */
        connection.stop();
        if (failure) { showError(failure.message); return; }
        if (!answer.ok) { showError(answer.error || "The solver gave no answer."); return; }
        var r = answer.result || {};
        result.textContent = r.text !== undefined ? String(r.text)
          : plural(r.solutions || 0, "solution");
        result.setAttribute("data-state", "done");
        factLine.textContent = facts(r, answer, first);
        var steps = answer.steps || [];
        var view = new MatrixView(answer, steps, function (s) {
          var o = s[OPTION];
          return (s[KIND] === TRY || s[KIND] === FORCE || s[KIND] === UNDO) &&
            o >= 0 && o < answer.options.length ? o : -1;
        }, function (s) { return s[ITEM]; }, null);
        var player = new Player({ steps: steps, complete: answer.complete, rest: answer.rest,
          about: answer.about, words: danceWords(answer),
          start: "The problem as given; step forward (\u25B6\uFE0E) to watch the search, or " +
          "jump to its end (\u25B6\uFE0E|)." }, [view]);
        host.appendChild(player.root);
      });
  }

  function setUp() {
    var solvers = document.querySelectorAll("[data-live-solver]");
    for (var k = 0; k < solvers.length; ++k) new LiveSolver(solvers[k]);
    var dances = document.querySelectorAll("[data-live-dance]");
    for (k = 0; k < dances.length; ++k) new LiveDance(dances[k]);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
