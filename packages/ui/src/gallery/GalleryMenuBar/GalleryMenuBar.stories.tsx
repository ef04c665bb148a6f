import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { storyMenus } from '../storyMenus';
import { GalleryMenuBar } from './GalleryMenuBar';

const links = mockLinkNavigation();

const meta = {
  title: 'UI/Gallery/GalleryMenuBar',
  component: GalleryMenuBar,
  args: { menus: storyMenus },
  decorators: [
    links.decorator,
    (Story) => (
      // The menus sit on the cover picture: a dark, picture-like ground with room for the lists.
      <div style={{ minHeight: 340, padding: 16, background: 'linear-gradient(#37596f, #8aa7b5)' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => links.reset(),
} satisfies Meta<typeof GalleryMenuBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Gallery Albums', 'Family Albums', 'AI Generated']) {
      const button = canvas.getByRole('button', { name: label });
      await expect(button).toHaveAttribute('aria-haspopup', 'menu');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const GalleryAlbumsOpen: Story = {
  args: { initiallyOpen: { menu: 0 } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('menu', { name: 'Gallery Albums' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Childroom',
      'Yellowstone 2023',
      'Pet Gallery',
    ]);
    await expect(items[2]).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const PetGalleryOpen: Story = {
  args: { initiallyOpen: { menu: 0, submenu: true } },
  play: async ({ canvas }) => {
    const submenu = canvas.getByRole('menu', { name: 'Pet Gallery' });
    const pets = within(submenu).getAllByRole('menuitem');
    await expect(pets.map((item) => item.textContent)).toEqual(['Biscuit', 'Marmalade']);
    await expect(pets[0]).toHaveAttribute('href', '/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit');
  },
};

export const FamilyAlbumsOpen: Story = {
  args: { initiallyOpen: { menu: 1 } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('menu', { name: 'Family Albums' });
    await expect(within(menu).getByRole('menuitem', { name: 'Grandbaby' })).toHaveAttribute(
      'href',
      '/gallery/alex-morgan/Grandbaby',
    );
  },
};

export const AiGeneratedOpen: Story = {
  args: { initiallyOpen: { menu: 2 } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('menu', { name: 'AI Generated' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Presidents', 'Monarchs', 'Astronauts', 'Lighthouses']);
  },
};

/** Only the keyboard: open, move, into the submenu and back, Escape, and choose a pet album. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gallery Albums' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu', { name: 'Gallery Albums' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Childroom' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    const pets = within(menu).getByRole('menuitem', { name: /Pet Gallery/ });
    await waitFor(() => expect(pets).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(pets).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Biscuit' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(pets).toHaveFocus());
    await expect(canvas.queryByRole('menu', { name: 'Pet Gallery' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(canvas.queryByRole('menu')).toBeNull();

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Biscuit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(links.navigate).toHaveBeenCalledWith('/gallery/alex-morgan/Pet%20Portraits%20-%20Marmalade');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const ChooseWithThePointer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'AI Generated' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Monarchs' }));
    await expect(links.navigate).toHaveBeenCalledWith('/gallery/alex-morgan/Monarchs');
    await userEvent.click(canvas.getByRole('button', { name: 'Family Albums' }));
    await expect(canvas.getByRole('menu', { name: 'Family Albums' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Family Albums' }));
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};
