import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSiteConfig } from '@portfolio/contracts';
import { mockContract, mockContractError, siteConfig } from '@portfolio/mocks';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect } from 'storybook/test';
import { useApiQuery } from '../use-api-query';

/** A tiny page that reads the site config the way feature containers read their data. */
function SiteOwnerLine() {
  const config = useApiQuery(getSiteConfig);
  if (config.isPending) return <p role="status">Loading the site…</p>;
  if (config.isError) return <p role="status">Opening the error report…</p>;
  return (
    <p>
      A portfolio by {config.data.ownerName}, last updated {config.data.lastUpdated}
    </p>
  );
}

const meta = {
  title: 'Flows/DataAccess/QueryFailures',
  component: SiteOwnerLine,
  parameters: { router: { path: '/landing' } },
} satisfies Meta<typeof SiteOwnerLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(mockContract(getSiteConfig, () => siteConfig));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A portfolio by Alex Morgan, last updated 12-6-24')).toBeVisible();
    await expect(canvas.queryByTestId('navigated-away')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getSiteConfig, 500, 'The database is not reachable'));
  },
  play: async ({ canvas }) => {
    const report = await canvas.findByTestId('navigated-away');
    await expect(report).toHaveTextContent(/^Navigated to \/error with /);
    const state: unknown = JSON.parse(report.textContent?.replace(/^Navigated to \/error with /, '') ?? '');
    await expect(state).toEqual({
      message: 'Http failure response for /api/config: 500 Internal Server Error',
      status: 500,
      error: 'The database is not reachable',
    });
  },
};

export const ParsingFailure: Story = {
  beforeEach({ msw }) {
    // A server that drifted from the contract: no owner name, no external links.
    msw.use(http.get('*/api/config', () => HttpResponse.json({ lastUpdated: '12-6-24' })));
  },
  play: async ({ canvas }) => {
    const report = await canvas.findByTestId('navigated-away');
    await expect(report).toHaveTextContent('Navigated to /error');
    await expect(report).toHaveTextContent('"message":"Http failure during parsing for /api/config"');
    await expect(report).toHaveTextContent('"status":200');
  },
};

export const NoAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/config', () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    const report = await canvas.findByTestId('navigated-away');
    await expect(report).toHaveTextContent(
      '"message":"Http failure response for /api/config: 0 Unknown Error"',
    );
    await expect(report).toHaveTextContent('"status":0');
  },
};
