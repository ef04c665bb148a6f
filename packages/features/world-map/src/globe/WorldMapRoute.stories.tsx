import { getWorldGeometry } from '@portfolio/contracts';
import { mockContractError } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { WorldMapRoute } from './WorldMapRoute';

// The shapes come from the real static file (Storybook serves it at its site address).

/** What a click on a country would open: links open a new tab, which a story keeps closed. */
const opened: string[] = [];

const centreX = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

async function drag(svg: Element, dx: number) {
  const box = svg.getBoundingClientRect();
  const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const send = (type: string, x: number) =>
    svg.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        pointerId: 3,
        pointerType: 'touch',
        clientX: start.clientX + x,
        clientY: start.clientY,
      }),
    );
  send('pointerdown', 0);
  for (let step = 1; step <= 6; step += 1) {
    send('pointermove', (dx * step) / 6);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  send('pointerup', dx);
}

/** The globe with every country drawn: what a screenshot and each assertion start from. */
async function globeReady(canvas: {
  findByRole: (role: 'application', options: { name: string }) => Promise<HTMLElement>;
}) {
  const globe = await canvas.findByRole('application', { name: 'World globe' });
  await waitFor(() => expect(globe).toHaveAttribute('data-complete', 'true'));
  return globe;
}

const meta = {
  title: 'Features/WorldMap/WorldMapRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: WorldMapRoute,
  parameters: { layout: 'fullscreen', router: { path: '/draggable-globe' } },
  decorators: [
    (Story) => (
      <div
        onClickCapture={(event) => {
          const link = (event.target as Element).closest('a[target="_blank"]');
          if (!link) return;
          event.preventDefault();
          opened.push(link.getAttribute('href') ?? '');
        }}
      >
        <Story />
      </div>
    ),
  ],
  beforeEach() {
    opened.length = 0;
  },
} satisfies Meta<typeof WorldMapRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'World Map' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/landing');
    await globeReady(canvas);
    await expect(canvas.getByRole('link', { name: 'France' })).toBeVisible();
    await expect(canvas.getByText(/^Drag to turn the globe/)).toBeVisible();
    await expect(document.title).toMatch(/^World Map/);
  },
};

export const DragHoverAndClick: Story = {
  play: async ({ canvas }) => {
    const globe = await globeReady(canvas);
    const egypt = canvas.getByRole('link', { name: 'Egypt' });
    const before = centreX(egypt);
    await drag(globe, 60);
    // While dragging the globe draws the land as one shape; the country links come back at rest.
    await waitFor(() =>
      expect(centreX(canvas.getByRole('link', { name: 'Egypt' })) - before).toBeGreaterThan(40),
    );
    await expect(opened).toEqual([]);

    const georgia = canvas.getByRole('link', { name: 'Georgia' });
    await userEvent.hover(georgia);
    await expect(canvas.getByRole('img', { name: 'Flag of Georgia' })).toHaveAttribute(
      'src',
      '/images/world-flags/ge.svg',
    );
    await userEvent.click(georgia);
    await expect(opened).toEqual(['https://en.wikipedia.org/wiki/Georgia_(country)']);
  },
};

export const HoveredCountry: Story = {
  play: async ({ canvas }) => {
    await globeReady(canvas);
    await userEvent.hover(canvas.getByRole('link', { name: 'Italy' }));
    await expect(canvas.getByRole('img', { name: 'Flag of Italy' })).toBeVisible();
    await expect(canvas.getByText('Italy', { selector: 'span' })).toBeVisible();
  },
};

export const CountryWithoutFlag: Story = {
  play: async ({ canvas }) => {
    await globeReady(canvas);
    await userEvent.hover(canvas.getByRole('link', { name: 'Somaliland' }));
    await expect(canvas.getByText('Somaliland', { selector: 'span' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Flag of/ })).toBeNull();
  },
};

export const Zoomed: Story = {
  play: async ({ canvas }) => {
    const globe = await globeReady(canvas);
    const france = canvas.getByRole('link', { name: 'France' });
    const before = france.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(globe).toHaveAttribute('data-zoom', '1.56'));
    await expect(france.getBoundingClientRect().width / before).toBeGreaterThan(1.4);
  },
};

export const GeometryFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getWorldGeometry, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /data/world-map/world_map_geometry.json: 503 Service Unavailable',
    );
  },
};
