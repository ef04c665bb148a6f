import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { PageFrame } from '../../base/PageFrame';
import { AreaLayout } from './AreaLayout';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Enneagram/AreaLayout',
  component: AreaLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/enneagram/enneagram-home',
    projectsHref: '/landing',
    actions: [
      { id: 'home', label: 'Home' },
      { id: 'help', label: 'Help' },
    ],
    charts: ['Hornevian', 'Wings'],
    userIds: ['harriet88', 'marisol.v'],
    onAction: fn(),
    onChart: fn(),
    onUserResults: fn(),
    onDismissNotice: fn(),
    children: (
      <PageFrame heading="A page of the area">
        <p>The page's own content sits under the bar.</p>
      </PageFrame>
    ),
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof AreaLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Enneagram menus' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'A page of the area' })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Message' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Enneagram' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/enneagram/enneagram-home');
  },
};

export const NotImplementedNotice: Story = {
  args: { notice: { text: 'Not implemented yet', tone: 'info' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Not implemented yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissNotice).toHaveBeenCalledTimes(1);
  },
};

export const ErrorNotice: Story = {
  args: {
    notice: { text: 'You have to log off first before creating another account', tone: 'error' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You have to log off first before creating another account',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const menus = ['Actions', 'Charts', 'User Results'].map((name) => canvas.getByRole('button', { name }));
    for (const menu of menus) await expect(menu).toBeVisible();
    // The three menus share one row under the title, so the bar takes two rows of the phone, not three.
    const rowTops = new Set(menus.map((menu) => Math.round(menu.getBoundingClientRect().top)));
    await expect(rowTops.size).toBe(1);
    // The last menu, now near the right edge, opens within the screen.
    await userEvent.click(canvas.getByRole('button', { name: 'User Results' }));
    const menu = await canvas.findByRole('menu');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const WayHome: Story = {
  play: async ({ canvas }) => {
    // The bar starts with the same way back to the landing page every area frame offers.
    await userEvent.click(canvas.getByRole('link', { name: 'Projects' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/landing');
  },
};
