import { mediaMounts, firstData } from '@portfolio/contracts/midi.paths';
import { addressesOf, type ServerArea } from '../area';
import { midiDemoLoaders } from './demo-content';
import { midi } from './migrations/003-midi';
import { midiRoutes } from './routes';
import type {} from './tables';

export const midiArea: ServerArea = {
  name: 'midi',
  routes: midiRoutes,
  migrations: { '003-midi': midi },
  demoLoaders: midiDemoLoaders,
  mediaMounts,
  firstData: addressesOf(firstData),
};
