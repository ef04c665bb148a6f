import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { AppLink } from './AppLink';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Base/AppLink',
  component: AppLink,
  args: { href: '/references', children: 'References' },
  // A navigate spy, so play functions see where a click goes and the story stays on screen.
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default: an internal link',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'References' });
    await expect(link).toHaveAttribute('href', '/references');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(navigation.navigate).toHaveBeenCalledTimes(1);
    await expect(navigation.navigate).toHaveBeenCalledWith('/references');
  },
};

/** Whether the browser was still free to handle the last click (AppLink did not cancel it). */
const leftToBrowser = fn();

export const InternalModifiedClick: Story = {
  name: 'Internal, Ctrl+click left to the browser',
  render: (args) => (
    // Runs after AppLink's own handler (bubble phase): it records whether AppLink let the click
    // through, then stops the browser opening a tab so the test stays on the page.
    <div
      onClick={(event) => {
        leftToBrowser(!event.defaultPrevented);
        event.preventDefault();
      }}
    >
      <AppLink {...args} />
    </div>
  ),
  beforeEach: () => leftToBrowser.mockClear(),
  play: async ({ canvas }) => {
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(canvas.getByRole('link', { name: 'References' }));
    await user.keyboard('{/Control}');
    await expect(navigation.navigate).not.toHaveBeenCalled();
    await expect(leftToBrowser).toHaveBeenCalledTimes(1);
    await expect(leftToBrowser).toHaveBeenCalledWith(true);
  },
};

export const ThroughTheRouter: Story = {
  name: 'Internal, through the Storybook router',
  // No spy: the link uses the preview's LinkNavigationProvider, bound to its MemoryRouter.
  parameters: { linkNavigationSpy: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'References' }));
    await expect(await canvas.findByText('Navigated to /references')).toBeVisible();
  },
};

export const External: Story = {
  args: { href: 'https://example.org/piano', external: true, children: 'Music' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Music (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://example.org/piano');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The hint is for screen readers: the visible text stays "Music".
    await expect(canvas.getByText('(opens in a new tab)').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
  },
};

/** Try an address, an external link and the text in the controls. */
export const Playground: Story = {
  args: { href: 'https://example.org/reading-list', external: true, children: 'Reading list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reading list (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
