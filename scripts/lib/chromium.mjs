// Debian's Chromium, started the way this closed, root-run machine needs (see STACK.md). One
// list for story tests, end-to-end tests, the test script and the Lighthouse bench.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Screenshots that do not depend on the machine: no font hinting, sRGB, no scrollbars.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
