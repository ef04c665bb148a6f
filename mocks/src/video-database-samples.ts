import {
  addVideoTags,
  type Contract,
  getVideoCategories,
  getVideoFiles,
  getVideoSecondaries,
} from '@portfolio/contracts';
import { resetOwnerSession } from './handlers';

// Sample requests for the contracts test's "every call answers in its contract's shape" check.
export const videoDatabaseSamples: [
  Contract,
  { params?: Record<string, string>; body?: unknown; before?: () => void },
][] = [
  [getVideoCategories, {}],
  [getVideoSecondaries, { params: { primary: 'adobe' } }],
  [getVideoFiles, { params: { primary: 'adobe', secondary: 'photoshop' } }],
  [
    addVideoTags,
    {
      body: { tags: 'tutorial', files: ['adobe/photoshop/Masks without tears.mp4'] },
      before: () => resetOwnerSession({ signedIn: true }),
    },
  ],
];
