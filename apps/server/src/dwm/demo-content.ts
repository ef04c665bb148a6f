import type { DemoLoader } from '../content/demo-loader';
import { markSlotsAsTheOwners, slotsChangedSinceFirstDemo, topUpDemoSlots } from './demo-slots';

export const demoSlotsLoaderName = 'dwm-demo-slots';

/**
 * The demo's open evenings on first start. Version 1 placed eight evenings once and went stale;
 * version 2 tops them up (the booking page does so again each day), and on a database version 1
 * loaded it first decides whether the owner has replaced them since, so that they are left alone.
 */
export const dwmDemoLoaders: DemoLoader[] = [
  {
    name: demoSlotsLoaderName,
    version: 2,
    async load(trx) {
      const earlier = await trx
        .selectFrom('demo_content')
        .select('version')
        .where('name', '=', demoSlotsLoaderName)
        .executeTakeFirst();
      if (earlier?.version === 1 && (await slotsChangedSinceFirstDemo(trx))) await markSlotsAsTheOwners(trx);
      await topUpDemoSlots(trx, new Date());
    },
  },
];
