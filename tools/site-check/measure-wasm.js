// Times the book's Dancing Links compiled to WebAssembly, in Debian's headless Chromium,
// against the same code compiled natively (`sudoku bench`), on the same slice of puzzles:
// the table of the Try it page. Both sides run book::benchmark_first (the fastest of 5
// runs over the slice, first solution of each puzzle).
// Usage: node measure-wasm.js LIVE_WORKER_JS SLICE SUDOKU_BINARY [--values=PATH]
const { chromium } = require('playwright-core');
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

(async () => {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--values='));
  const valuesArg = process.argv.slice(2).find((a) => a.startsWith('--values='));
  const [module, slice, sudoku] = args.map((p) => path.resolve(p));
  const puzzles = fs.readFileSync(slice, 'utf8');
  const count = puzzles.split('\n').filter((l) => l.trim() !== '').length;
  const algorithm = 'dlx';

  // The page: the module as the Try it page loads it, run in a worker made from its text.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-wasm-'));
  fs.copyFileSync(module, path.join(dir, 'live-worker.js'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><meta charset="utf-8">
<script src="live-worker.js"></script>
<script>
function bench(puzzles, algorithm) {
  const source = 'var createLiveSolver = (' + window.BookLiveModuleSource.toString() + ')();' +
    'onmessage = function (e) { createLiveSolver().then(function (m) {' +
    ' postMessage(m.ccall("live_bench", "string", ["string", "string"], e.data)); }); };';
  const worker = new Worker(URL.createObjectURL(new Blob([source], {type: 'text/javascript'})));
  return new Promise(function (done) {
    worker.onmessage = function (e) { worker.terminate(); done(e.data); };
    worker.postMessage([puzzles, algorithm]);
  });
}
</script>`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const version = browser.version();
  const page = await browser.newPage();
  await page.goto('file://' + path.join(dir, 'index.html'));
  // Three rounds, the fastest counts (each also compiles the module, in a worker of its
  // own); the spread is the second fastest over the fastest, less 1, as the book's.
  const ROUNDS = 3;
  const fastest = (times) => Math.min(...times);
  const spread = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted.length > 1 ? sorted[1] / sorted[0] - 1 : 0;
  };
  const rounds = [];
  for (let k = 0; k < ROUNDS; ++k)
    rounds.push(JSON.parse(await page.evaluate(([p, a]) => bench(p, a), [puzzles, algorithm])));
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
  for (const r of rounds) if (!r.ok) throw new Error('live_bench: ' + r.error);
  const wasmTimes = rounds.map((r) => r.micros);
  const wasm = fastest(wasmTimes);

  // The native program on the same slice, as many rounds.
  const nativeTimes = [...Array(ROUNDS).keys()].map(() => {
    const out = execFileSync(sudoku, ['bench', '--algorithm=' + algorithm, slice], { encoding: 'utf8' });
    const line = out.split('\n').find((l) => /^\s+first\s/.test(l));
    if (!line) throw new Error('no "first" line in the output of sudoku bench:\n' + out);
    return Number(line.trim().split(/\s+/)[2]);  // first, puzzles/s, us/puzzle, spread
  });
  const native = fastest(nativeTimes);
  const noise = Math.max(spread(wasmTimes), spread(nativeTimes));

  const ratio = wasm / native;
  const name = path.basename(slice);
  const row = (what, us, times) =>
    `${what.padEnd(44)}${us.toFixed(1).padStart(10)}${(Math.round(100 * spread(times)) + ' %').padStart(9)}`;
  process.stdout.write([
    `Dancing Links (${algorithm}), first solution, ${count} puzzles of ${name}, fastest of ${ROUNDS} rounds`,
    `${''.padEnd(44)}${'us/puzzle'.padStart(10)}${'spread'.padStart(9)}`,
    row('native (sudoku bench)', native, nativeTimes),
    row(`WebAssembly (headless Chromium ${version.split('.')[0]})`, wasm, wasmTimes),
    `WebAssembly / native: ${ratio.toFixed(2)}`,
    '',
  ].join('\n'));
  if (valuesArg) {
    fs.writeFileSync(valuesArg.slice('--values='.length), [
      `native_us ${native.toFixed(1)}`,
      `wasm_us ${wasm.toFixed(1)}`,
      `ratio ${ratio.toFixed(2)}`,
      `spread ${Math.round(100 * noise)}`,
      `rounds ${ROUNDS}`,
      `puzzles ${count}`,
      `chromium ${version.split('.')[0]}`,
      '',
    ].join('\n'));
  }
})().catch((e) => { console.error('measure-wasm: ' + (e.stack || e)); process.exit(1); });
