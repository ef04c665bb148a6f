import { getSiteConfig } from '@portfolio/contracts';
import { siteConfig } from '../fixtures/site';
import { mockContract } from '../mock-contract';

export const siteHandlers = [mockContract(getSiteConfig, () => siteConfig)];
