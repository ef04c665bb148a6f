/**
 * Drags `source` onto `target` the way a mouse does, with pointer events that react-sortablejs
 * (in its pointer mode) follows: press on the item, move in steps, release over the target.
 * For play functions; the end-to-end journey drags with Playwright's real mouse.
 */
export async function dragWithPointer(source: Element, target: Element): Promise<void> {
  // Both ends must be on screen: a pointer cannot reach what is scrolled away.
  source.scrollIntoView({ block: 'end' });
  const onScreen = (rect: DOMRect) => rect.bottom > 16 && rect.top < window.innerHeight - 16;
  if (!onScreen(target.getBoundingClientRect())) target.scrollIntoView({ block: 'end' });
  const from = source.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const start = { x: from.left + 12, y: from.top + from.height / 2 };
  // The lowest visible point of the target: a drop there appends to the list.
  const end = { x: to.left + to.width / 2, y: Math.min(to.bottom, window.innerHeight) - 12 };
  const pointer = (x: number, y: number, buttons: number) => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    buttons,
    clientX: x,
    clientY: y,
  });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
  source.dispatchEvent(new PointerEvent('pointerdown', pointer(start.x, start.y, 1)));
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    const x = start.x + ((end.x - start.x) * step) / steps;
    const y = start.y + ((end.y - start.y) * step) / steps;
    const at = document.elementFromPoint(x, y) ?? document.body;
    at.dispatchEvent(new PointerEvent('pointermove', pointer(x, y, 1)));
    await pause();
  }
  await pause();
  (document.elementFromPoint(end.x, end.y) ?? document.body).dispatchEvent(
    new PointerEvent('pointerup', pointer(end.x, end.y, 0)),
  );
  await pause();
}
