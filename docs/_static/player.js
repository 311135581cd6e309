/* The book's search player: replays a search trace (a puzzle and the moves of a search, each a
 * value placed in a cell or taken back) on a grid. Self-contained, no network, works from
 * file://. The traces are inlined in the page by the book's Sphinx extension (search-player). */
(function () {
  "use strict";

  var SPEEDS = [
    { label: "slow", interval: 400, steps: 1 },
    { label: "medium", interval: 120, steps: 1 },
    { label: "fast", interval: 30, steps: 1 },
    { label: "very fast", interval: 30, steps: 10 },
    { label: "fastest", interval: 30, steps: 100 }
  ];

  function symbol(value) {
    if (value === 0) return "";
    return value < 10 ? String(value) : String.fromCharCode(55 + value); /* 10 -> A */
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function Player(figure, trace) {
    var n = trace.n, rows = trace.box[0], columns = trace.box[1];
    var steps = trace.steps, total = steps.length;
    var ui = figure.querySelector(".search-player-ui");
    ui.textContent = "";

    var bar = element("div", "search-player-bar");
    var reset = element("button", "search-player-reset", "Start");
    reset.type = "button";
    reset.title = reset.ariaLabel = "Back to the start";
    var play = element("button", "search-player-play", "Play");
    play.type = "button";
    play.title = play.ariaLabel = "Play";
    var step = element("button", "search-player-step", "Step");
    step.type = "button";
    step.title = step.ariaLabel = "One step";
    var speed = element("select", "search-player-speed");
    speed.title = speed.ariaLabel = "Speed";
    SPEEDS.forEach(function (s, k) {
      var option = element("option", "", s.label);
      option.value = String(k);
      speed.appendChild(option);
    });
    speed.value = "2";
    var counter = element("span", "search-player-counter");
    counter.setAttribute("aria-live", "polite");
    [reset, play, step, speed, counter].forEach(function (x) { bar.appendChild(x); });

    var grid = element("div", "search-player-grid");
    grid.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
    grid.style.maxWidth = Math.min(36 * n, 560) + "px";
    var cells = [];
    for (var k = 0; k < n * n; ++k) {
      var cell = element("div", "search-player-cell");
      var r = Math.floor(k / n), c = k % n;
      if (c % columns === 0 && c > 0) cell.classList.add("box-left");
      if (r % rows === 0 && r > 0) cell.classList.add("box-top");
      if (trace.puzzle[k] !== 0) cell.classList.add("given");
      cells.push(cell);
      grid.appendChild(cell);
    }
    ui.appendChild(bar);
    ui.appendChild(grid);

    var values, position, placed, takenBack, timer = null, lit = [];

    function show() {
      for (var k = 0; k < n * n; ++k) cells[k].textContent = symbol(values[k]);
      counter.textContent = "step " + position + " of " + total + " \u00B7 placed " + placed +
        " \u00B7 taken back " + takenBack + (position === total ? " \u00B7 solved" : "");
      step.disabled = play.disabled = position === total;
    }

    function clearLight() {
      lit.forEach(function (k) { cells[k].classList.remove("placed", "removed"); });
      lit = [];
    }

    function advance(count) {
      clearLight();
      for (var j = 0; j < count && position < total; ++j, ++position) {
        var cell = steps[position][0], value = steps[position][1];
        var was = values[cell];
        values[cell] = value;
        if (value !== 0) {
          ++placed;
          cells[cell].classList.remove("removed");
          cells[cell].classList.add("placed");
        } else {
          ++takenBack;
          cells[cell].classList.remove("placed");
          cells[cell].classList.add("removed");
          cells[cell].dataset.was = symbol(was);
        }
        lit.push(cell);
      }
      show();
      if (position === total) pause();
    }

    function pause() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      play.textContent = "Play";
      play.title = play.ariaLabel = "Play";
    }

    function start() {
      if (position === total) return;
      var s = SPEEDS[Number(speed.value)];
      timer = setInterval(function () { advance(s.steps); }, s.interval);
      play.textContent = "Pause";
      play.title = play.ariaLabel = "Pause";
    }

    function rewind() {
      pause();
      clearLight();
      values = trace.puzzle.slice();
      position = placed = takenBack = 0;
      show();
    }

    play.addEventListener("click", function () { if (timer === null) start(); else pause(); });
    step.addEventListener("click", function () { pause(); advance(1); });
    reset.addEventListener("click", rewind);
    speed.addEventListener("change", function () { if (timer !== null) { pause(); start(); } });
    rewind();
  }

  function setUp() {
    var figures = document.querySelectorAll("figure.search-player");
    for (var k = 0; k < figures.length; ++k) {
      var source = figures[k].querySelector("script.search-player-trace");
      try {
        new Player(figures[k], JSON.parse(source.textContent));
      } catch (error) {
        figures[k].querySelector(".search-player-ui").textContent = "The search player failed: " + error;
        throw error;
      }
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
