import { lazy, type ComponentType } from 'react';
import { afterNextPaint, whenIdle } from '../../shared/lib/after-first-paint';
import { firstPageShown } from '../page-loads';

type AccountFeature = typeof import('../../features/account');

/**
 * A part of the account feature for the shell (the header's account control, the profile sync), in the
 * app's QueryClient. It and the zod contracts it reads are about 70 kB of JavaScript the first page does
 * not draw with, so they load once that page is on screen and painted and the browser is idle, never
 * competing with it (issue 23: a landing page that loads at once).
 */
export function lazyAccountPart(pick: (feature: AccountFeature) => ComponentType) {
  return lazy(async () => {
    await firstPageShown;
    await afterNextPaint();
    await whenIdle();
    const [feature, { withQueries }] = await Promise.all([
      import('../../features/account'),
      import('../../shared/api/query-provider'),
    ]);
    return { default: withQueries(pick(feature)) };
  });
}
