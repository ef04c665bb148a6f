// The layout check a page story passes at phone width (decision 107). Runs in the browser, on the
// story as its play function left it, and imports nothing: its unit test bundles it on its own
// into a bare Chromium page (scripts/phone-layout-check.test.ts).

/** What the check looks at: the story's root element, and the viewport's width in CSS pixels. */
export interface PhoneLayoutTarget {
  root: HTMLElement;
  viewportWidth: number;
}

/** A box may poke out of the viewport by this much (sub-pixel rounding) without a complaint. */
const EDGE_SLACK_PX = 1;
/** Two controls may share this much in each direction (touching borders, focus outlines). */
const OVERLAP_SLACK_PX = 3;
/** Most elements named in one message: the rest are counted. */
const LISTED = 12;

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const width = (box: Box) => box.right - box.left;
const height = (box: Box) => box.bottom - box.top;

function intersect(a: Box, b: Box): Box {
  return {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
}

const EVERYWHERE: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };

/**
 * The part of the page an element's ancestors let it paint in: each ancestor whose overflow is not
 * `visible` (a scroll container, or one that clips) cuts its descendants to its own box. A wide
 * table in a sideways-scrolling wrapper is cut to the wrapper, so only the wrapper is judged.
 */
function clipArea(element: Element, cache: Map<Element, Box>): Box {
  const parent = element.parentElement;
  if (!parent) return EVERYWHERE;
  const known = cache.get(parent);
  if (known) return known;
  const style = getComputedStyle(parent);
  let area = clipArea(parent, cache);
  if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
    area = intersect(area, parent.getBoundingClientRect());
  }
  // The visually-hidden pattern: a 1 px box cut away entirely by clip-path or clip.
  if (
    style.clipPath.startsWith('inset(50%') ||
    /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)
  ) {
    area = { left: 0, top: 0, right: 0, bottom: 0 };
  }
  cache.set(parent, area);
  return area;
}

/** Drawn nowhere: not rendered, invisible, transparent, cut away, or a box of at most 1 px. */
function hidden(element: Element, box: DOMRect): boolean {
  if (box.width <= 1 || box.height <= 1) return true;
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
  const style = getComputedStyle(element);
  return (
    style.clipPath.startsWith('inset(50%') || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)
  );
}

/** A short name a person can find the element by: tag, id or classes, and its label or text. */
export function describeElement(element: Element): string {
  let name = element.tagName.toLowerCase();
  if (element.id) name += `#${element.id}`;
  else {
    const classes = [...element.classList].slice(0, 2);
    if (classes.length > 0) name += `.${classes.join('.')}`;
  }
  const label =
    element.getAttribute('aria-label') ??
    element.getAttribute('title') ??
    (element instanceof HTMLInputElement ? element.name || element.placeholder || null : null) ??
    (element instanceof HTMLElement ? element.innerText : element.textContent);
  const text = (label ?? '').replace(/\s+/g, ' ').trim();
  if (text) name += ` "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
  return name;
}

const px = (value: number) => Math.round(value);
const size = (box: Box) => `${px(width(box))}×${px(height(box))} px at x=${px(box.left)}`;

/**
 * Elements that reach past the viewport's right edge. Only the outermost of a nest is named: a
 * too-wide table is one problem, not one per cell. Elements inside a modal dialog's inert
 * background are still judged: the page behind must fit too.
 */
function overflowing(target: PhoneLayoutTarget, cache: Map<Element, Box>): string[] {
  const limit = target.viewportWidth + EDGE_SLACK_PX;
  const found: Element[] = [];
  for (const element of [target.root, ...target.root.querySelectorAll('*')]) {
    // Inside an SVG drawing only the drawing's own box counts.
    if (element.parentElement?.closest('svg')) continue;
    const box = element.getBoundingClientRect();
    if (box.right <= limit || hidden(element, box)) continue;
    const visible = intersect(box, clipArea(element, cache));
    if (visible.right <= limit || width(visible) <= 0 || height(visible) <= 0) continue;
    if (found.some((outer) => outer.contains(element))) continue;
    found.push(element);
  }
  return found.map((element) => {
    const box = element.getBoundingClientRect();
    return `${describeElement(element)} is ${size(box)}, its right edge at ${px(box.right)} px, past a ${target.viewportWidth} px viewport`;
  });
}

/** An open menu, list box or popover: it is drawn over the page on purpose while it is open. */
const POPUP = '[role="menu"], [role="listbox"], :popover-open';

/**
 * The layer a control is drawn in: an open popup, a bar fixed or sticky on screen, or the page.
 * Controls of two layers cover each other by design (a menu over the buttons below it, content
 * scrolling under a bar), so only controls of one layer are compared.
 */
function layerOf(element: Element): Element | 'pinned' | 'page' {
  const popup = element.closest(POPUP);
  if (popup) return popup;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return 'pinned';
  }
  return 'page';
}

/** Pairs of visible controls of one layer whose boxes cover each other (one inside the other is a nest, not a clash). */
function overlapping(target: PhoneLayoutTarget, cache: Map<Element, Box>): string[] {
  const modal = [...target.root.ownerDocument.querySelectorAll('dialog')].filter((dialog) =>
    dialog.matches(':modal'),
  );
  const top = modal.at(-1);
  const controls = [...target.root.querySelectorAll(CONTROLS)]
    // Behind an open modal dialog the page is inert: nothing there can be pressed.
    .filter((element) => !element.closest('[inert]') && (!top || top.contains(element)))
    // Links of an SVG drawing (a map's countries) have the shapes' bounding boxes, which overlap
    // where the shapes themselves only touch.
    .filter((element) => !element.parentElement?.closest('svg'))
    .map((element) => {
      const box = element.getBoundingClientRect();
      if (hidden(element, box)) return undefined;
      const visible = intersect(box, clipArea(element, cache));
      if (width(visible) <= 0 || height(visible) <= 0) return undefined;
      return { element, visible, layer: layerOf(element) };
    })
    .filter((control) => control !== undefined);
  const clashes: string[] = [];
  for (const [i, a] of controls.entries()) {
    for (const b of controls.slice(i + 1)) {
      if (a.layer !== b.layer) continue;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const shared = intersect(a.visible, b.visible);
      if (width(shared) <= OVERLAP_SLACK_PX || height(shared) <= OVERLAP_SLACK_PX) continue;
      clashes.push(
        `${describeElement(a.element)} (${size(a.visible)}) and ${describeElement(b.element)} (${size(b.visible)}) overlap by ${px(width(shared))}×${px(height(shared))} px`,
      );
    }
  }
  return clashes;
}

function listed(heading: string, lines: string[]): string {
  const shown = lines.slice(0, LISTED).map((line) => `  - ${line}`);
  if (lines.length > LISTED) shown.push(`  - and ${lines.length - LISTED} more`);
  return `${heading}\n${shown.join('\n')}`;
}

/**
 * What is wrong with the layout at phone width, as one message per kind of problem; empty when it
 * is sound. The caller scrolls the page to its top first: controls are compared where they sit.
 */
export function phoneLayoutProblems(target: PhoneLayoutTarget): string[] {
  const cache = new Map<Element, Box>();
  const wide = overflowing(target, cache);
  const clashes = overlapping(target, cache);
  const problems: string[] = [];
  if (wide.length > 0) problems.push(listed(`Wider than the viewport (${wide.length}):`, wide));
  if (clashes.length > 0)
    problems.push(listed(`Controls on top of each other (${clashes.length}):`, clashes));
  return problems;
}
