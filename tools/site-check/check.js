// The site as a reader sees it: opens every page of the built site in Debian's headless
// Chromium (driven by playwright-core) and fails on a console error, a resource that does not
// load, math left untypeset, a code block without a copy button, or the theme's script not
// running (furo removes the no-js class), or a search player that does not advance when stepped
// (its counter and its grid must both change). Keeps a screenshot of every page, and one of each
// player after a few steps.
// Usage: node check.js HTML_DIR SCREENSHOT_DIR
const { chromium } = require('playwright-core');
const fs = require('fs');
const path = require('path');

(async () => {
  const [root, shots] = process.argv.slice(2).map((p) => path.resolve(p));
  fs.mkdirSync(shots, { recursive: true });
  const pages = ['index.html', ...fs.readdirSync(path.join(root, 'chapters'))
    .filter((f) => f.endsWith('.html')).sort().map((f) => 'chapters/' + f)];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
  let failures = 0;
  for (const name of pages) {
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
    await page.screenshot({ path: path.join(shots, shot + '.png'), fullPage: true });
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
      await player.scrollIntoViewIfNeeded();
      await player.screenshot({ path: path.join(shots, `${shot}-player${k + 1}.png`) });
    }
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${name}` + problems.map((p) => '\n     ' + p).join(''));
    failures += problems.length ? 1 : 0;
    await page.close();
  }
  await browser.close();
  console.log(`${pages.length - failures} passed, ${failures} failed`);
  process.exit(failures ? 1 : 0);
})();
