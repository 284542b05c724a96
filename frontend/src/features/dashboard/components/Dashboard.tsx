import { lazy } from 'react';
import type { Analysis } from '@uniform/contracts';
import { lazyWhenIdle } from '../../../shared/lib/after-first-paint';
import { DashboardHeader } from './DashboardHeader';
import { AfterFirstPaint, PanelSuspense } from './PanelSuspense';

// The header (its summary sentence is the largest paint) draws first and alone: the tabs and what
// they bring (Radix, the brand colors card, their icons: 21 kB on the wire the largest paint waited
// for, issue 23) load once it has painted, into a screen-tall placeholder, so nothing on screen moves.
const DashboardTabs = lazy(() =>
  import('./DashboardTabs').then((module) => ({ default: module.DashboardTabs })),
);
const GetupPersonalization = lazyWhenIdle(
  () => import('./GetupPersonalization'),
  (module) => module.GetupPersonalization,
);

/** The full dashboard (spec 2 §2.1) for a sufficient analysis: header and the tabs, state in `?tab=`. */
export function Dashboard({ analysis }: { analysis: Analysis }) {
  return (
    <div className="space-y-8">
      <AfterFirstPaint fallback={null}>
        <GetupPersonalization />
      </AfterFirstPaint>
      <DashboardHeader analysis={analysis} />
      <PanelSuspense>
        <DashboardTabs analysis={analysis} />
      </PanelSuspense>
    </div>
  );
}
