import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Analysis } from '@uniform/contracts';
import { DASHBOARD_TAB_LABELS, HIDDEN_PANEL_LABELS } from '../content/dashboard-content';
import type { Tier } from './tier';

/** The dashboard's tabs (spec 2 §2.1), in order, and the hidden panels reachable only by link. */
export const DASHBOARD_TABS = Object.keys(DASHBOARD_TAB_LABELS) as (keyof typeof DASHBOARD_TAB_LABELS)[];
export const HIDDEN_PANELS = Object.keys(HIDDEN_PANEL_LABELS) as (keyof typeof HIDDEN_PANEL_LABELS)[];
export type DashboardTab = (typeof DASHBOARD_TABS)[number] | (typeof HIDDEN_PANELS)[number];

/** A tab priced at the page's one tier (lookbook, capsule wardrobe) that links to other tabs. */
export interface PricedTabProps {
  analysis: Analysis;
  tier: Tier;
  onTierChange: (tier: Tier) => void;
  onNavigate: (tab: DashboardTab) => void;
}

export const DEFAULT_TAB: DashboardTab = 'brand-summary';
/** Premium (spec 2 §6): its trigger is disabled; a link straight to it shows the upgrade teaser. */
export const PREMIUM_TAB: DashboardTab = 'social-media';

export function parseTab(value: string | null): DashboardTab {
  return value && ([...DASHBOARD_TABS, ...HIDDEN_PANELS] as string[]).includes(value)
    ? (value as DashboardTab)
    : DEFAULT_TAB;
}

/** The active tab lives in the URL (`?tab=`), so a tab can be linked, reloaded and gone back to. */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const setTab = useCallback(
    (next: DashboardTab) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_TAB) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [tab, setTab];
}
