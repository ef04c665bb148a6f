import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LinkNavigationProvider } from './LinkNavigation';

/**
 * For stories only (not exported from the package): a navigate spy and a decorator that provides
 * it, so play functions can assert where a click would go and the story never leaves the page.
 */
export function mockLinkNavigation() {
  const navigate = fn().mockName('navigate');
  // `parameters.linkNavigationSpy: false` lets a story use the preview's router-bound navigation.
  const decorator: Decorator = (Story, context) =>
    context.parameters.linkNavigationSpy === false ? (
      <Story />
    ) : (
      <LinkNavigationProvider navigate={navigate}>
        <Story />
      </LinkNavigationProvider>
    );
  return { navigate, decorator, reset: () => navigate.mockClear() };
}
