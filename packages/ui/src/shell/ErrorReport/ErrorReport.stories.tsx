import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { ErrorReport } from './ErrorReport';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Shell/ErrorReport',
  component: ErrorReport,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/landing',
    report: {
      message: 'Http failure response for /apiGallery/Childroom: 500 Internal Server Error',
      status: 500,
      error: 'Internal Server Error',
    },
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof ErrorReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown next to a term of the report. */
function valueOf(canvasElement: HTMLElement, term: string) {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

export const WithReport: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ERROR REPORT' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Message')).toHaveTextContent(
      'Http failure response for /apiGallery/Childroom: 500 Internal Server Error',
    );
    await expect(valueOf(canvasElement, 'Status')).toHaveTextContent('500');
    await expect(valueOf(canvasElement, 'Error')).toHaveTextContent('Internal Server Error');
    // Plain text errors are not dressed up as code.
    await expect(canvasElement.querySelector('pre')).toBeNull();

    const home = canvas.getByRole('link', { name: 'Back to the landing page' });
    await userEvent.click(home);
    await expect(navigation.navigate).toHaveBeenCalledWith('/landing');
    home.blur();
  },
};

export const NotFoundReport: Story = {
  args: {
    report: {
      message: 'Http failure response for /apiRecipes/lentil-soup: 404 Not Found',
      status: 404,
      error: '{"message":"No recipe named lentil-soup","status":404,"error":"Not Found"}',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Message')).toHaveTextContent('404 Not Found');
    await expect(valueOf(canvasElement, 'Status')).toHaveTextContent('404');
    // JSON errors are pretty-printed in a monospace block.
    const code = valueOf(canvasElement, 'Error').querySelector('pre');
    await expect(code).not.toBeNull();
    await expect(code?.textContent).toContain('"message": "No recipe named lentil-soup"');
    await expect(getComputedStyle(code as HTMLElement).fontFamily).toMatch(/mono/i);
  },
};

export const NoReport: Story = {
  args: { report: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ERROR REPORT' })).toBeVisible();
    await expect(
      canvas.getByText(
        'There is no error to report. This page shows what went wrong when a page of the site could not load its data.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Message')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the landing page' })).toHaveAttribute(
      'href',
      '/landing',
    );
  },
};

const longUrl =
  '/apiRecipes/inventory/Vitamins%20and%20Herbs?include=instock&include=brand&include=notes&session=7f3a9c2e41b84d0f9a6e5c1b2d3f4a5b6c7d8e9f';

export const LongValues: Story = {
  args: {
    report: {
      message: `Http failure during parsing for ${longUrl}`,
      status: 'Unknown Error',
      error: JSON.stringify({
        message: 'Unexpected token < in JSON at position 0',
        status: 200,
        error: 'SyntaxError',
        body: '<!doctype html><html><head><title>Maintenance</title></head><body>We are updating the server, back soon.</body></html>',
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(valueOf(canvasElement, 'Message')).toHaveTextContent(longUrl);
    await expect(valueOf(canvasElement, 'Status')).toHaveTextContent('Unknown Error');
    await expect(valueOf(canvasElement, 'Error')).toHaveTextContent(
      'Unexpected token < in JSON at position 0',
    );
    // Long values wrap inside the panel instead of pushing the page sideways.
    const panel = canvas.getByRole('region', { name: 'Error details' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongValuesPhone: Story = {
  ...LongValues,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
