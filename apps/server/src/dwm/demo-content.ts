import type { DemoLoader } from '../content/demo-loader';
import { demoSlotStarts, replaceOpenSlots } from './bookings';

/** Open dinner slots for the built-in booking page, placed from the server's first start. */
export const dwmDemoLoaders: DemoLoader[] = [
  {
    name: 'dwm-demo-slots',
    version: 1,
    async load(trx) {
      await replaceOpenSlots(
        trx,
        demoSlotStarts(new Date()).map((start) => ({ start, minutes: 120 })),
      );
    },
  },
];
