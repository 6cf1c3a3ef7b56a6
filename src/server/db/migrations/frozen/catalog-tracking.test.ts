import { expect, it } from 'vitest';
import { CATALOG_CHANNEL as listenedOn } from '@server/read-path/catalog-version-watch';
import { CATALOG_CHANNEL as announcedOn } from './catalog-tracking.js';

// The migrations' triggers keep their own copy of the channel name; renaming the live one alone
// would leave the version watch listening where nothing is announced.
it('the catalogue triggers announce on the channel the version watch listens on', () => {
  expect(announcedOn).toBe(listenedOn);
});
