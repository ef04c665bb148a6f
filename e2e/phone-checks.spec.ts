import { expect, test } from '@playwright/test';
import { expectFitsThePhone, phone, tapInView } from './phone.ts';

// The phone journeys' own checks can fail: a page wider than the screen, and a control under
// another element, are refused (small pages written here, no server).
test.use(phone);

const page390 = (body: string) =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0;font:16px sans-serif}</style></head><body>${body}</body></html>`;

test('a page that fits passes, and a control in view is tapped', async ({ page }) => {
  let tapped = 0;
  await page.exposeFunction('tapped', () => (tapped += 1));
  await page.setContent(page390('<h1>Fits</h1><button onclick="tapped()">Go</button>'));
  await expectFitsThePhone(page);
  await tapInView(page.getByRole('button', { name: 'Go' }));
  await expect.poll(() => tapped).toBe(1);
});

test('an element wider than the screen fails the layout check', async ({ page }) => {
  await page.setContent(page390('<div style="width:520px">A table of fixed width</div>'));
  await expect(expectFitsThePhone(page)).rejects.toThrow(/Wider than the viewport/);
});

test('a control under a bar fails the tap, and so does one past the screen’s edge', async ({ page }) => {
  test.setTimeout(20_000);
  await page.setContent(
    page390(
      '<button style="margin-top:40px">Covered</button>' +
        '<div style="position:fixed;inset:0 0 auto 0;height:120px;background:#eee">A sticky bar</div>' +
        '<button style="margin-top:200px;width:600px">Too wide</button>',
    ),
  );
  await expect(tapInView(page.getByRole('button', { name: 'Covered' }))).rejects.toThrow(/covered by <div/);
  await expect(tapInView(page.getByRole('button', { name: 'Too wide' }))).rejects.toThrow(
    /reaches past the screen/,
  );
});
