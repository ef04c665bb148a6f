import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startServer } from './lighthouse.mjs';
const port = 8616;
const stop = await startServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`http://127.0.0.1:${port}/draggable-globe`);
  await page.getByRole('link', { name: 'France' }).waitFor({ timeout: 60000 });
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const dt = profile.timeDeltas; const idToNode = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => { const n = idToNode.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
  for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), 'ms', k);
  // per-url totals
  const byUrl = new Map();
  profile.samples.forEach((id, i) => { const n = idToNode.get(id); const key = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byUrl.set(key, (byUrl.get(key) ?? 0) + (dt[i] ?? 0)); });
  console.log('--- by file'); for (const [k, v] of [...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log((v / 1000).toFixed(1).padStart(8), 'ms', k);
} finally { await browser.close(); stop(); }
