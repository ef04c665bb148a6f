import { resetEnneagramMocks, resetOwnerSession, tobiasTest } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartRoute } from './charts';
import { EnneagramRoutes } from './EnneagramRoutes';
import { TypeHelperRoute } from './results';
import { resetEnneagramBrowserState } from './storage/reset-for-stories';
import { storeTestResult } from './storage';

const meta = {
  title: 'Features/Enneagram/EnneagramRoutes',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: EnneagramRoutes,
  parameters: { router: { path: '/enneagram', route: '/enneagram/*' }, layout: 'fullscreen' },
  beforeEach() {
    resetEnneagramMocks();
    resetOwnerSession();
    resetEnneagramBrowserState();
  },
} satisfies Meta<typeof EnneagramRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string) => ({ router: { path, route: '/enneagram/*' } });

export const BareAddressGoesHome: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Enneagram Personality Test' }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Enneagram menus' })).toBeVisible();
  },
};

export const TrailingSlashLogin: Story = {
  parameters: at('/enneagram/login/'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  },
};

export const TrailingSlashSignUp: Story = {
  parameters: at('/enneagram/signup/'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  },
};

export const OnlyTheBareAddressRedirects: Story = {
  parameters: at('/enneagram/enneagram-home/extra'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('/enneagram/enneagram-home/extra')).toBeVisible();
  },
};

/** The menus work across the area: from home, through the login page, to a user's result. */
export const MenusAcrossPages: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Enneagram Personality Test' });
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Take New Test' }));
    // Logged off: Take New Test leads to the login page.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'User Results' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'tobias_k' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'tobias_k (Sunday evening)' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Help' }));
    await expect(await canvas.findByRole('heading', { level: 1 })).not.toHaveTextContent('tobias_k');
  },
};

/** Choosing another test of the same user while its results are open shows the new choice. */
export const SecondChoiceOfTheSameUser: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'User Results' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'marisol.v' }));
    let dialog = await canvas.findByRole('dialog', { name: 'Tests of marisol.v' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'marisol.v (First try)' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'User Results' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'marisol.v' }));
    dialog = await canvas.findByRole('dialog', { name: 'Tests of marisol.v' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /After the retreat/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'marisol.v (After the retreat)' }),
    ).toBeVisible();
  },
};

export const TypeHelperUnderTheMenus: Story = {
  render: () => <TypeHelperRoute />,
  parameters: { router: { path: '/typeHelper/investigator', route: '/typeHelper/:type' } },
  beforeEach() {
    storeTestResult(tobiasTest);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Enneagram menus' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Answers for Type Investigator' }),
    ).toBeVisible();
  },
};

export const ChartUnderTheMenus: Story = {
  render: () => <ChartRoute />,
  parameters: { router: { path: '/chart/Hornevian', route: '/chart/:flavor' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Enneagram menus' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hornevian' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Charts' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Virtues and Vices' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Virtues and Vices' })).toBeVisible();
  },
};
