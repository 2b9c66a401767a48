import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The service pages' addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const SERVICE_ADDRESSES = defineAddresses({
  service: { path: '/service', name: 'Service' },
  hand: { path: '/serviceHand' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const servicePaths = pathsOf(SERVICE_ADDRESSES);
