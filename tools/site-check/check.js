// The site as a reader sees it: opens every page of the built site in Debian's headless
// Chromium (driven by playwright-core) and fails on a console error, a resource that does not
// load, math left untypeset, a code block without a copy button, or the theme's script not
// running (furo removes the no-js class), or a search player that does not advance when stepped
// (its counter and its grid must both change). With SCREENSHOT_DIR, keeps a screenshot of every
// page, and one of each player after a few steps (a full-page screenshot of a long page costs
// more than checking it, and the verdict does not depend on them: the test workflow takes none).
// The pages are checked in TABS tabs at once (3: while one page waits for MathJax or a timer,
// another is laid out); the report lists them in order.
// Usage: node check.js HTML_DIR [SCREENSHOT_DIR] [--tabs=N]
const { chromium } = require('playwright-core');
const fs = require('fs');
const path = require('path');

// Checks one page in a new tab: the lines to report (empty when it passed).
async function checkPage(browser, root, name, shots) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console: ' + m.text()); });
  page.on('pageerror', (e) => problems.push('script error: ' + e.message));
  page.on('requestfailed', (r) => problems.push('not loaded: ' + r.url()));
  await page.goto('file://' + path.join(root, name));
  // MathJax typesets asynchronously; wait until it reports the queue done, or give up.
  await page.waitForFunction(() => !window.MathJax || (window.MathJax.Hub && window.MathJax.Hub.queue.running === 0
    && window.MathJax.Hub.queue.pending === 0), null, { timeout: 15000 }).catch(() => problems.push('MathJax did not finish'));
  await page.waitForTimeout(300);
  const r = await page.evaluate(() => ({
    noJs: document.documentElement.classList.contains('no-js'),
    blocks: document.querySelectorAll('div.highlight pre').length,
    buttons: document.querySelectorAll('button.copybtn').length,
    rawMath: document.querySelectorAll('.math').length > 0 && document.querySelectorAll('.MathJax_CHTML').length === 0,
    brokenImages: [...document.images].filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src),
  }));
  if (r.noJs) problems.push("the theme's script did not run (no-js is still set)");
  if (r.buttons < r.blocks) problems.push(`${r.blocks - r.buttons} code block(s) without a copy button`);
  if (r.rawMath) problems.push('math left untypeset');
  for (const src of r.brokenImages) problems.push('broken image: ' + src);
  const shot = name.replace(/[/]/g, '_').replace(/\.html$/, '');
  if (shots) await page.screenshot({ path: path.join(shots, shot + '.png'), fullPage: true });
  // Every search player must advance when stepped: the counter and the grid change.
  const players = await page.$$('figure.search-player');
  for (let k = 0; k < players.length; ++k) {
    const player = players[k];
    const state = () => player.evaluate((f) => ({
      counter: (f.querySelector('.search-player-counter') || {}).textContent || '',
      grid: [...f.querySelectorAll('.search-player-cell')].map((c) => c.textContent).join('|'),
    }));
    const before = await state();
    const step = await player.$('button.search-player-step');
    if (!step) { problems.push(`player ${k + 1}: no step button`); continue; }
    for (let i = 0; i < 5; ++i) await step.click();
    const after = await state();
    if (!before.counter || after.counter === before.counter) problems.push(`player ${k + 1}: the counter did not advance`);
    if (after.grid === before.grid) problems.push(`player ${k + 1}: the grid did not change`);
    if (shots) {
      await player.scrollIntoViewIfNeeded();
      await player.screenshot({ path: path.join(shots, `${shot}-player${k + 1}.png`) });
    }
  }
  await page.close();
  return problems;
}

(async () => {
  const args = process.argv.slice(2);
  const tabsArg = args.find((a) => a.startsWith('--tabs='));
  const tabs = tabsArg ? Math.max(1, parseInt(tabsArg.slice('--tabs='.length), 10) || 1) : 3;
  const [root, shots] = args.filter((a) => !a.startsWith('--')).map((p) => path.resolve(p));
  if (shots) fs.mkdirSync(shots, { recursive: true });
  const pages = ['index.html', ...fs.readdirSync(path.join(root, 'chapters'))
    .filter((f) => f.endsWith('.html')).sort().map((f) => 'chapters/' + f)];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
  // A few tabs take the pages in turn; each page's problems are kept under its name.
  const found = new Map();
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(tabs, pages.length) }, async () => {
    while (next < pages.length) {
      const name = pages[next++];
      found.set(name, await checkPage(browser, root, name, shots));
    }
  }));
  await browser.close();
  let failures = 0;
  for (const name of pages) {
    const problems = found.get(name);
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${name}` + problems.map((p) => '\n     ' + p).join(''));
    failures += problems.length ? 1 : 0;
  }
  console.log(`${pages.length - failures} passed, ${failures} failed`);
  process.exit(failures ? 1 : 0);
})();
