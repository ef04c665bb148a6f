import { createDwmBooking, getDwmBookingSetup } from '@portfolio/contracts';
import {
  apiErrorResponse,
  dwmBookingSetupFixture,
  mockContract,
  mockContractError,
  resetDwmMocks,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BookingRoute } from './BookingRoute';

const meta = {
  title: 'Features/Dwm/BookingRoute',
  component: BookingRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/booking' } },
  beforeEach() {
    resetDwmMocks();
  },
} satisfies Meta<typeof BookingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenEvenings: Story = {
  play: async ({ canvas }) => {
    const radios = await canvas.findAllByRole('radio');
    await expect(radios).toHaveLength(dwmBookingSetupFixture.slots.length);
  },
};

export const BookADinner: Story = {
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('radio'))[1]!);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Rosa Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes (optional)' }), 'No pork');
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await expect(await canvas.findByRole('heading', { name: 'Your dinner is booked' })).toBeVisible();
    await expect(canvas.getByText(/Thank you, Rosa Diaz/)).toBeVisible();
  },
};

export const SlotJustTaken: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockContract(createDwmBooking, () =>
        apiErrorResponse(409, 'slotId: that dinner slot was just booked by someone else', 'slotId'),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click((await canvas.findAllByRole('radio'))[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Rosa Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await expect(
      await canvas.findByText('slotId: that dinner slot was just booked by someone else'),
    ).toBeVisible();
    // The button is disabled while the booking is sent, so whether it still holds the focus depends
    // on how fast the answer came: the picture is taken with the focus nowhere, the same every run.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Book this dinner' })).toBeEnabled());
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoOpenEvenings: Story = {
  beforeEach() {
    resetDwmMocks({ setup: { bookingUrl: null, slots: [] } });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No evenings are open right now/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getDwmBookingSetup, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Http failure response for \/api-dwm\/booking: 503/)).toBeVisible();
  },
};
