import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { storyCountries } from '../storyFixtures/countries';
import { WorldGlobe } from './WorldGlobe';

/** Presses, moves and releases a pointer over the globe, in page pixels from the box's corner. */
async function dragGlobe(svg: Element, from: [number, number], to: [number, number]) {
  const box = svg.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({ clientX: box.left + x, clientY: box.top + y });
  const send = (type: string, point: [number, number]) =>
    svg.dispatchEvent(
      new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType: 'mouse', button: 0, ...at(point) }),
    );
  send('pointerdown', from);
  for (let step = 1; step <= 5; step += 1) {
    send('pointermove', [from[0] + ((to[0] - from[0]) * step) / 5, from[1] + ((to[1] - from[1]) * step) / 5]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  send('pointerup', to);
}

/** Waits until every country is drawn (they are added a batch per frame). */
async function globeReady(canvas: {
  findByRole: (role: 'application', options: { name: string }) => Promise<HTMLElement>;
}) {
  const globe = await canvas.findByRole('application', { name: 'World globe' });
  await waitFor(() => expect(globe).toHaveAttribute('data-complete', 'true'));
  return globe;
}

const centreX = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

const meta = {
  title: 'UI/WorldMap/WorldGlobe',
  component: WorldGlobe,
  args: {
    countries: storyCountries,
    initialView: { rotation: [-12, -46, 0], zoom: 1 },
    onOpenCountry: fn(),
  },
  decorators: [
    // Country links open a new tab; in a story the tab stays closed and the call is recorded.
    (Story) => (
      <div
        style={{ maxWidth: 960 }}
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a[target="_blank"]')) event.preventDefault();
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorldGlobe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await globeReady(canvas);
    await expect(canvas.getByRole('application', { name: 'World globe' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'France' })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/France',
    );
    await expect(canvas.getByText('Point at or tap a country to see its flag.')).toBeVisible();
  },
};

export const HoveredCountry: Story = {
  play: async ({ canvas }) => {
    await globeReady(canvas);
    await userEvent.hover(canvas.getByRole('link', { name: 'Georgia' }));
    const label = canvas.getByText('Georgia', { selector: 'span' });
    await expect(label).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Flag of Georgia' })).toHaveAttribute(
      'src',
      '/images/world-flags/ge.svg',
    );
  },
};

export const CountryWithoutFlag: Story = {
  args: { initialView: { rotation: [-40, -20, 0], zoom: 1 } },
  play: async ({ canvas }) => {
    await globeReady(canvas);
    await userEvent.hover(canvas.getByRole('link', { name: 'Somaliland' }));
    await expect(canvas.getByText('Somaliland', { selector: 'span' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Flag of/ })).toBeNull();
  },
};

export const Zoomed: Story = {
  args: { initialView: { rotation: [-8, -47, 0], zoom: 4 } },
  play: async ({ canvas }) => {
    await globeReady(canvas);
    const france = canvas.getByRole('link', { name: 'France' });
    // At zoom 4 France spans about an eighth of the drawing (a thirtieth at zoom 1).
    const box = france.getBoundingClientRect();
    const globe = canvas.getByRole('application', { name: 'World globe' }).getBoundingClientRect();
    await expect(box.width / globe.width).toBeGreaterThan(0.1);
  },
};

export const Loading: Story = {
  args: { countries: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the countries…')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const DragTurnsTheGlobe: Story = {
  play: async ({ canvas, args }) => {
    await globeReady(canvas);
    const globe = canvas.getByRole('application', { name: 'World globe' });
    const france = canvas.getByRole('link', { name: 'France' });
    const before = centreX(france);
    const box = globe.getBoundingClientRect();
    const middle: [number, number] = [box.width / 2, box.height / 2];
    await dragGlobe(globe, middle, [middle[0] + 80, middle[1]]);
    // The land under the pointer followed it: France moved right by about the drag.
    // While dragging the globe draws the land as one shape; the country links come back at rest.
    await waitFor(() =>
      expect(centreX(canvas.getByRole('link', { name: 'France' })) - before).toBeGreaterThan(50),
    );
    // The click a browser sends when a drag ends over a country opens nothing...
    canvas
      .getByRole('link', { name: 'France' })
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await expect(args.onOpenCountry).not.toHaveBeenCalled();
    // ...while the next plain click does.
    await userEvent.click(canvas.getByRole('link', { name: 'France' }));
    await expect(args.onOpenCountry).toHaveBeenCalledTimes(1);
  },
};

export const HoverPausedWhileDragging: Story = {
  play: async ({ canvas }) => {
    await globeReady(canvas);
    const globe = canvas.getByRole('application', { name: 'World globe' });
    const georgia = canvas.getByRole('link', { name: 'Georgia' });
    const box = globe.getBoundingClientRect();
    const pointer = (type: string, dx: number) =>
      globe.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 9,
          pointerType: 'mouse',
          button: 0,
          clientX: box.left + box.width / 2 + dx,
          clientY: box.top + box.height / 2,
        }),
      );
    pointer('pointerdown', 0);
    pointer('pointermove', 40);
    // The drag has begun and the pointer passes over Georgia, whose shape is still on the page
    // (the dragged picture takes over at the next frames), all in this one task.
    const hoveredWhileOnPage = georgia.isConnected;
    georgia.dispatchEvent(
      new PointerEvent('pointerover', { bubbles: true, pointerId: 9, pointerType: 'mouse' }),
    );
    await expect(hoveredWhileOnPage).toBe(true);
    for (let step = 2; step <= 4; step += 1) {
      pointer('pointermove', 40 * step);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await expect(globe).toHaveAttribute('data-dragging', 'true');
    await expect(canvas.getByText('Point at or tap a country to see its flag.')).toBeVisible();
    await expect(canvas.queryByText('Georgia', { selector: 'span' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: /^Flag of/ })).toBeNull();

    // Released: hovering shows a country's flag and name again.
    pointer('pointerup', 160);
    await waitFor(() => expect(globe).toHaveAttribute('data-dragging', 'false'));
    await userEvent.hover(canvas.getByRole('link', { name: 'Georgia' }));
    await expect(canvas.getByText('Georgia', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Flag of Georgia' })).toBeVisible();
  },
};

export const ClickOpensTheArticle: Story = {
  play: async ({ canvas, args }) => {
    await globeReady(canvas);
    const georgia = canvas.getByRole('link', { name: 'Georgia' });
    await expect(georgia).toHaveAttribute('target', '_blank');
    await userEvent.click(georgia);
    await expect(args.onOpenCountry).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'ge', href: 'https://en.wikipedia.org/wiki/Georgia_(country)' }),
    );
  },
};

export const KeyboardTurnsAndZooms: Story = {
  play: async ({ canvas }) => {
    await globeReady(canvas);
    const globe = canvas.getByRole('application', { name: 'World globe' });
    globe.focus();
    const spain = canvas.getByRole('link', { name: 'Spain' });
    const before = centreX(spain);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    // Shift and an arrow turn the globe alone: turning towards the west brings Spain towards the middle, to the right.
    await waitFor(() => expect(centreX(spain)).toBeGreaterThan(before + 20));
    const zoomBefore = Number(globe.getAttribute('data-zoom'));
    await userEvent.keyboard('+');
    await waitFor(() => expect(Number(globe.getAttribute('data-zoom'))).toBeCloseTo(zoomBefore * 1.25, 2));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(Number(globe.getAttribute('data-zoom'))).toBeCloseTo(zoomBefore, 2));
    await expect(within(globe).getAllByRole('link').length).toBeGreaterThan(3);
  },
};

export const WheelAndPinchZoom: Story = {
  play: async ({ canvas }) => {
    await globeReady(canvas);
    const globe = canvas.getByRole('application', { name: 'World globe' });
    const zoom = () => Number(globe.getAttribute('data-zoom'));
    const box = globe.getBoundingClientRect();
    const middle = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };

    // Scrolling down zooms out, up zooms in.
    globe.dispatchEvent(
      new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -200, ...middle }),
    );
    await waitFor(() => expect(zoom()).toBeGreaterThan(1.2));

    // Two fingers moving apart zoom in by the ratio of their distances, up to the limit.
    const touch = (type: string, pointerId: number, dx: number) =>
      globe.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId,
          pointerType: 'touch',
          clientX: middle.clientX + dx,
          clientY: middle.clientY,
        }),
      );
    const before = zoom();
    touch('pointerdown', 11, -20);
    touch('pointerdown', 12, 20);
    touch('pointermove', 12, 40);
    touch('pointermove', 11, -40);
    await waitFor(() => expect(zoom()).toBeCloseTo(before * 2, 1));
    touch('pointermove', 12, 2000);
    await waitFor(() => expect(zoom()).toBe(8));
    touch('pointerup', 12, 2000);
    touch('pointerup', 11, -40);
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  },
};

/** The globe is one Tab stop: Tab goes from the zoom buttons to the globe, and from the globe on. */
export const OneTabStop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await globeReady(canvas);
    canvas.getByRole('button', { name: 'Reset view' }).focus();
    await userEvent.tab();
    const globe = canvas.getByRole('application', { name: 'World globe' });
    await expect(globe).toHaveFocus();
    // The globe's focus ring: an outline of the theme's focus colour.
    await expect(getComputedStyle(globe).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement) && document.activeElement !== globe).toBe(
      false,
    );
  },
};

/**
 * The arrow keys move from country to country by position (right is east, down is south), the
 * globe turns each into the middle, its flag and name show with a link, and Enter opens its article.
 */
export const ArrowsMoveBetweenCountries: Story = {
  // The view faces France.
  args: { initialView: { rotation: [-2.5, -46.5, 0], zoom: 1 } },
  play: async ({ canvas, args }) => {
    const globe = await globeReady(canvas);
    const open = spyOn(window, 'open').mockImplementation(() => null);
    globe.focus();
    await userEvent.keyboard('{ArrowRight}');
    // The first arrow takes the country nearest the middle of the view.
    await waitFor(() => expect(canvas.getByText('France', { selector: 'span' })).toBeVisible());
    await expect(globe.getAttribute('aria-activedescendant')).toBe(
      canvas.getByRole('link', { name: 'France' }).id,
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByText('Spain', { selector: 'span' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: /Read about Spain/ })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Spain',
    );
    // The globe turns Spain into the middle of the drawing.
    const spain = canvas.getByRole('link', { name: 'Spain' });
    await waitFor(() => expect(Math.abs(centreX(spain) - centreX(globe))).toBeLessThan(40));
    await expect(spain).toHaveAttribute('data-active', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByText('France', { selector: 'span' })).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(open).toHaveBeenCalledWith(
      'https://en.wikipedia.org/wiki/France',
      '_blank',
      'noopener,noreferrer',
    );
    await expect(args.onOpenCountry).toHaveBeenCalledWith(expect.objectContaining({ code: 'fr' }));
    open.mockRestore();
  },
};

/** Taps a country the way a finger does: a touch press, its release and the click that follows. */
async function tap(element: Element) {
  const box = element.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const init = { bubbles: true, pointerId: 11, pointerType: 'touch', isPrimary: true, ...at };
  element.dispatchEvent(new PointerEvent('pointerover', init));
  element.dispatchEvent(new PointerEvent('pointerdown', init));
  element.dispatchEvent(new PointerEvent('pointerup', init));
  element.dispatchEvent(new PointerEvent('pointerleave', init));
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...at }));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** On a phone the first tap shows the flag, the name and a link; a second tap opens the article. */
export const FirstTapShowsTheFlag: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, args }) => {
    await globeReady(canvas);
    const georgia = canvas.getByRole('link', { name: 'Georgia' });
    await tap(georgia);
    await expect(args.onOpenCountry).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Flag of Georgia' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Read about Georgia/ })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Georgia_(country)',
    );
    await tap(georgia);
    await expect(args.onOpenCountry).toHaveBeenCalledWith(expect.objectContaining({ code: 'ge' }));
  },
};
