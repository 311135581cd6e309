// The Try it page in a real browser (Debian's headless Chromium, driven by playwright-core),
// opened from file:// with the network off: the widgets are driven through their stable hooks
// (data-live-solver, textarea[data-puzzle], select[data-algorithm], button[data-solve], ...)
// and their answers compared with the command line's.
// Usage: node browser_tests.js HTML_DIR SUDOKU_BINARY DATA_DIR
const path = require('path');
const fs = require('fs');
const { execFileSync } = require('child_process');
const { chromium } = require(path.join(__dirname, '../../tools/site-check/node_modules/playwright-core'));

const [html, sudoku, data] = process.argv.slice(2).map((p) => path.resolve(p));
const page_url = (name) => 'file://' + path.join(html, 'chapters', name);
const ALGORITHMS = ['propagation', 'backtracking', 'algorithm-x', 'dlx', 'fast', 'bands', 'cells'];
let failures = 0, checks = 0;

function check(ok, what, detail) {
  ++checks;
  if (ok) return;
  ++failures;
  console.log('FAILED: ' + what + (detail === undefined ? '' : '\n  ' + String(detail).slice(0, 400)));
}

// What `sudoku solve` prints for PUZZLE (first solution, or the count with ARGS).
function commandLine(puzzle, args) {
  return execFileSync(sudoku, ['solve', ...args], { input: puzzle + '\n', encoding: 'utf8' }).trim();
}

// The column names of chapter 3, in words as the player writes them: the leftmost column (cells,
// then rows, columns and boxes, each value by value) that the givens leave open with exactly one
// candidate, computed here from the grid alone, and that candidate.
function firstForced(line) {
  const n = 9, R = 3, C = 3, grid = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const at = (r, c) => grid[r * n + c];
  const box = (r, c) => Math.floor(r / R) * R + Math.floor(c / C);
  const free = (r, c, v) => {
    if (at(r, c) !== 0) return false;
    for (let k = 0; k < n; ++k) if (at(r, k) === v || at(k, c) === v) return false;
    for (let rr = 0; rr < n; ++rr)
      for (let cc = 0; cc < n; ++cc) if (box(rr, cc) === box(r, c) && at(rr, cc) === v) return false;
    return true;
  };
  const families = [
    (a, b) => ({ words: `the cell r${a + 1}c${b + 1}`, cands: [...Array(n)].map((_, v) => [a, b, v + 1]),
                 done: at(a, b) !== 0 }),
    (a, b) => ({ words: `the ${b + 1} in row ${a + 1}`, cands: [...Array(n)].map((_, c) => [a, c, b + 1]),
                 done: grid.slice(a * n, a * n + n).includes(b + 1) }),
    (a, b) => ({ words: `the ${b + 1} in column ${a + 1}`, cands: [...Array(n)].map((_, r) => [r, a, b + 1]),
                 done: [...Array(n)].some((_, r) => at(r, a) === b + 1) }),
    (a, b) => {
      const cells = [...Array(n)].map((_, k) => [Math.floor(a / R) * R + Math.floor(k / C),
                                                 (a % R) * C + (k % C)]);
      return { words: `the ${b + 1} in box ${a + 1}`, cands: cells.map(([r, c]) => [r, c, b + 1]),
               done: cells.some(([r, c]) => at(r, c) === b + 1) };
    },
  ];
  for (const family of families)
    for (let a = 0; a < n; ++a)
      for (let b = 0; b < n; ++b) {
        const column = family(a, b);
        if (column.done) continue;
        const left = column.cands.filter(([r, c, v]) => free(r, c, v));
        if (left.length === 1) return { words: column.words, move: left[0] };
      }
  return null;
}

(async () => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  // The network is off: only file:// (and the worker's blob:) may load.
  const context = await browser.newContext({ viewport: { width: 1200, height: 1600 } });
  await context.setOffline(true);
  const blocked = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push('script error: ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console: ' + m.text()); });
  await page.goto(page_url('try_it.html'));
  const solver = page.locator('[data-live-solver]').first();
  const result = solver.locator('[data-result]');

  // Runs the widget: fills the box, picks the solver, presses the button, waits for the end.
  async function run(puzzle, algorithm, button = 'data-solve', fields = {}, timeout = 20000) {
    await solver.locator('textarea[data-puzzle]').fill(puzzle);
    await solver.locator('select[data-algorithm]').selectOption(algorithm);
    for (const [name, value] of Object.entries(fields)) await solver.locator(`input[${name}]`).fill(String(value));
    await solver.locator(`button[${button}]`).click();
    await page.waitForFunction((r) => r.getAttribute('data-state') === 'done' || r.getAttribute('data-state') === 'error',
                               await result.elementHandle(), { timeout });
    return { text: (await result.textContent()).trim(), state: await result.getAttribute('data-state') };
  }
  const grid = () => solver.locator('[data-grid] [data-cell]').allTextContents();
  const reason = async () => (await solver.locator('[data-reason]').textContent()).trim();

  // 1. Every solver solves as the command line does.
  const puzzles = fs.readFileSync(path.join(data, 'puzzles3_magictour_top1465.first100.txt'), 'utf8')
    .split('\n').filter((l) => l.trim()).slice(0, 2);
  for (const puzzle of puzzles)
    for (const algorithm of ALGORITHMS) {
      const got = await run(puzzle, algorithm);
      const want = commandLine(puzzle, ['--algorithm=' + algorithm]);
      check(got.state === 'done' && got.text === want, `${algorithm} solves ${puzzle} as sudoku solve does`,
            `page: ${got.state} ${got.text}\n  sudoku solve: ${want}`);
    }

  // 2. No solution says none; 3. Count stops at the limit.
  const unsolvable = '12345678.........9' + '.'.repeat(63);
  const none = await run(unsolvable, 'dlx');
  check(none.text === 'none' && none.text === commandLine(unsolvable, []), 'a puzzle without solution says none', none.text);
  // Norvig's "impossible" puzzle: every solver that looks ahead says none (the fast solver
  // after millions of nodes, seconds here); backtracking, which needs billions, is the
  // long run of test 7.
  const impossible = '.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........';
  for (const algorithm of ALGORITHMS.filter((a) => a !== 'backtracking')) {
    const verdict = await run(impossible, algorithm, 'data-solve', {}, 120000);
    check(verdict.text === 'none', `${algorithm} proves the impossible puzzle has no solution`, verdict.text);
  }
  const many = '1' + '.'.repeat(80);
  const counted = await run(many, 'dlx', 'data-count', { 'data-limit': 7 });
  check(counted.text === '7' && counted.text === commandLine(many, ['--count', '--limit=7']), 'Count stops at the limit', counted.text);

  // 4. Step back restores the grid exactly, step by step and after a jump of the scrubber.
  await run(puzzles[0], 'dlx');
  const seen = [await grid()];
  for (let k = 0; k < 40; ++k) {
    await solver.locator('button[data-step-forward]').click();
    seen.push(await grid());
  }
  check(seen[40].join('') !== seen[0].join(''), 'stepping forward changes the grid');
  let restored = true;
  for (let k = 39; k >= 0; --k) {
    await solver.locator('button[data-step-back]').click();
    if ((await grid()).join('|') !== seen[k].join('|')) restored = false;
  }
  check(restored, 'each step back restores the grid as it was before that step');
  const scrubber = solver.locator('input[data-scrubber]');
  await scrubber.evaluate((s) => { s.value = '25'; s.dispatchEvent(new Event('input', { bubbles: true })); });
  check((await grid()).join('|') === seen[25].join('|'), 'the scrubber jumps to the grid of step 25');

  // 5. The reasons name the right item where propagation alone decides (line 2 of the 17-clue
  //    slice: singles solve it).
  const easy = fs.readFileSync(path.join(data, 'puzzles2_17_clue.first100.txt'), 'utf8').split('\n')[1].trim();
  const first = firstForced(easy);
  await run(easy, 'propagation');
  await solver.locator('button[data-step-forward]').click();
  const why = await reason();
  const [r, c, v] = first.move;
  check(why.includes(first.words) && why.includes(`${v}`) && why.includes(`r${r + 1}c${c + 1}`),
        `the first reason names ${first.words} and places ${v} in r${r + 1}c${c + 1}`, why);
  check(/propagation|forced/i.test(why), 'the first move of propagation is called forced', why);

  // 6. Bad input shows the command line's message, next to the box too.
  const bad = await run('12x', 'dlx');
  check(bad.state === 'error' && /line 1, column \d+: expected/.test(bad.text), 'bad input shows its line and column', bad.text);
  const alert = (await solver.locator('[role=alert]').textContent()).trim();
  check(alert.includes('line 1, column'), 'the error is shown beside the text box', alert);

  // 7. A long run shows its progress and Stop ends it: backtracking on the impossible puzzle,
  //    then counting every grid (no limit: 6.67 x 10^21 of them); the next run works.
  const facts = solver.locator('[data-facts]');
  const nodesSoFar = async () => {
    const m = /: ([\d,]+) nodes? so far/.exec(await facts.textContent());
    return m === null ? -1 : Number(m[1].replace(/,/g, ''));
  };
  for (const [puzzle, algorithm, button] of [[impossible, 'backtracking', 'data-solve'],
                                             ['.'.repeat(81), 'dlx', 'data-count']]) {
    await solver.locator('textarea[data-puzzle]').fill(puzzle);
    await solver.locator('select[data-algorithm]').selectOption(algorithm);
    await solver.locator('input[data-limit]').fill('0');
    await solver.locator(`button[${button}]`).click();
    await page.waitForFunction((el) => /nodes? so far/.test(el.textContent), await facts.elementHandle(),
                               { timeout: 10000 });
    const early = await nodesSoFar();
    await page.waitForTimeout(1500);
    const later = await nodesSoFar();
    check((await result.getAttribute('data-state')) === 'running', `${algorithm} is still running`);
    check(early >= 0 && later > early, `${algorithm}'s progress line counts nodes as it goes`,
          `${early} then ${later}: ${await facts.textContent()}`);
    await solver.locator('button[data-stop]').click();
    await page.waitForFunction((el) => el.getAttribute('data-state') === 'done', await result.elementHandle());
    check((await result.textContent()).trim() === 'stopped', 'Stop ends the run', await result.textContent());
    check(/^stopped after [\d.]+ s and [\d,]+ nodes/.test((await facts.textContent()).trim()),
          'and says how far it went', await facts.textContent());
  }
  const after = await run(puzzles[0], 'dlx');
  check(after.text === commandLine(puzzles[0], []), 'a run after Stop works', after.text);

  // 9. The dance: chapter 1's example loses columns and rows as it covers, and gets them back.
  const dance = page.locator('[data-live-dance]').first();
  await dance.locator('[data-matrix]').waitFor({ timeout: 10000 });
  const hidden = () => dance.locator('[data-matrix] [data-item][data-state=covered]').count();
  check((await hidden()) === 0, 'the dance starts with every column');
  await dance.locator('button[data-step-forward]').click();
  const coveredAfterOne = await hidden();
  check(coveredAfterOne === 3, 'choosing A = {1, 3, 9} covers three columns', coveredAfterOne);
  await dance.locator('button[data-step-back]').click();
  check((await hidden()) === 0, 'stepping back uncovers them');

  // 10. Nothing left the machine, and nothing went wrong on the page.
  check(blocked.length === 0, 'no request left file://', blocked.join(', '));
  check(problems.length === 0, 'no script error', problems.join('\n  '));
  await page.close();

  // 11. Without WebAssembly the widget says so, and chapter 5's recorded player still plays.
  const bare = await context.newPage();
  await bare.addInitScript(() => { delete window.WebAssembly; });
  await bare.goto(page_url('ch05_algorithm_x.html'));
  const note = (await bare.locator('[data-live-solver] [data-result]').textContent()).trim();
  check(/WebAssembly/.test(note), 'without WebAssembly the widget says so', note);
  check(await bare.locator('[data-live-solver] button[data-solve]').isDisabled(), 'and its buttons are off');
  const counter = bare.locator('figure.search-player .search-player-counter').first();
  const before = await counter.textContent();
  await bare.locator('figure.search-player button.search-player-step').first().click();
  check((await counter.textContent()) !== before, "chapter 5's recorded player still steps");
  await browser.close();

  console.log(`${checks - failures} of ${checks} checks passed`);
  process.exit(failures === 0 ? 0 : 1);
})().catch((e) => { console.error(e.stack || e); process.exit(1); });
