import { useCallback, useState } from 'react';
import { useStyleSetting } from '../../../shared/lib/style-edits-store';
import type { Analysis, UniformPiece } from '@uniform/contracts';
import { Card, CardHeading } from '../../../shared/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { COMING_SOON, DASHBOARD_TAB_LABELS, HIDDEN_PANEL_LABELS } from '../content/dashboard-content';
import { lazyWhenIdle } from '../../../shared/lib/after-first-paint';
import { defaultTier, type Tier } from '../lib/tier';
import { DASHBOARD_TABS, PREMIUM_TAB, useDashboardTab } from '../lib/tabs';
import { BrandSummaryTab } from './BrandSummaryTab';
import { ChatCard } from './ChatCard';
import { PanelSuspense } from './PanelSuspense';
import { PremiumBadge } from './PremiumBadge';
import { SocialMediaTeaser } from './SocialMediaTeaser';

// The tab list and the brand colors come first; every other panel (and what it brings: the style
// engine, selects, dialogs, forms, the chat) loads after they have painted (PanelSuspense) and once
// the page is idle, so it never competes with what the first screens wait for (issue 23: 105 kB of
// gzipped JavaScript the header waited for).
const ColorAnalysisTab = lazyWhenIdle(
  () => import('./ColorAnalysisTab'),
  (module) => module.ColorAnalysisTab,
);
const RegionalBrandsTab = lazyWhenIdle(
  () => import('./RegionalBrandsTab'),
  (module) => module.RegionalBrandsTab,
);
const LookbookTab = lazyWhenIdle(
  () => import('./LookbookTab'),
  (module) => module.LookbookTab,
);
const PersonalBrandingTab = lazyWhenIdle(
  () => import('./PersonalBrandingTab'),
  (module) => module.PersonalBrandingTab,
);
const CapsuleWardrobePanel = lazyWhenIdle(
  () => import('./CapsuleWardrobePanel'),
  (module) => module.CapsuleWardrobePanel,
);
const EventLooksPanel = lazyWhenIdle(
  () => import('./EventLooksPanel'),
  (module) => module.EventLooksPanel,
);
const GetupSubscribeForm = lazyWhenIdle(
  () => import('../../getup'),
  (module) => module.GetupSubscribeForm,
);
const ChatPanel = lazyWhenIdle(
  () => import('../../chat'),
  (module) => module.ChatPanel,
);

/** The dashboard's tabs (spec 2 §2.1) under its header, the open one in `?tab=`. */
export function DashboardTabs({ analysis }: { analysis: Analysis }) {
  const [tab, setTab] = useDashboardTab();
  // One tier for the whole page: the investment card and the lookbook move together. It is kept
  // with the user's edits of the analysis, so it outlasts a reload and follows the account.
  const [chosenTier, setTier] = useStyleSetting(analysis, 'tier');
  const tier: Tier = chosenTier ?? defaultTier(analysis);
  const [prefill, setPrefill] = useState<{ text: string; key: number }>();

  const askScottie = useCallback(
    (piece: UniformPiece) => {
      setPrefill((current) => ({
        text: `How should I choose and style the ${piece.name.toLowerCase()} for my ${analysis.colorAnalysis.season} coloring and ${analysis.styleArchetype} style?`,
        key: (current?.key ?? 0) + 1,
      }));
      setTab('chat-stylist');
    },
    [analysis, setTab],
  );

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)} className="space-y-6">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label="Dashboard sections" className="flex-nowrap sm:flex-wrap">
          {DASHBOARD_TABS.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              disabled={value === PREMIUM_TAB}
              className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap"
            >
              {DASHBOARD_TAB_LABELS[value]}
              {value === PREMIUM_TAB ? <PremiumBadge /> : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>

      <TabsContent value="brand-summary">
        <BrandSummaryTab
          analysis={analysis}
          tier={tier}
          onTierChange={setTier}
          onAskScottie={askScottie}
          onNavigate={setTab}
        />
      </TabsContent>
      <TabsContent value="color-analysis">
        <PanelSuspense>
          <ColorAnalysisTab analysis={analysis} />
        </PanelSuspense>
      </TabsContent>
      <TabsContent value="regional-brands">
        <PanelSuspense>
          <RegionalBrandsTab analysis={analysis} />
        </PanelSuspense>
      </TabsContent>
      <TabsContent value="lookbook">
        <PanelSuspense>
          <LookbookTab analysis={analysis} tier={tier} onTierChange={setTier} onNavigate={setTab} />
        </PanelSuspense>
      </TabsContent>
      <TabsContent value="personal-branding">
        <PanelSuspense>
          <PersonalBrandingTab analysis={analysis} />
        </PanelSuspense>
      </TabsContent>
      <TabsContent value="social-media">
        <SocialMediaTeaser />
      </TabsContent>
      <TabsContent value="sms-subscription">
        <Card>
          <CardHeading title="Getup" description="A style prompt by text message every morning." />
          <div className="p-6 pt-0 sm:p-8 sm:pt-0">
            <PanelSuspense>
              <GetupSubscribeForm analysis={analysis} />
            </PanelSuspense>
          </div>
        </Card>
      </TabsContent>
      <TabsContent value="chat-stylist">
        <ChatCard
          title="Chat with Scottie"
          description="Your stylist: fit, color, what to buy and what to wear."
        >
          <PanelSuspense>
            <ChatPanel persona="stylist" analysis={analysis} prefill={prefill} />
          </PanelSuspense>
        </ChatCard>
      </TabsContent>
      <TabsContent value="capsule-wardrobe">
        <PanelSuspense>
          <CapsuleWardrobePanel analysis={analysis} tier={tier} onTierChange={setTier} onNavigate={setTab} />
        </PanelSuspense>
      </TabsContent>
      <TabsContent value="event-looks">
        <PanelSuspense>
          <EventLooksPanel analysis={analysis} onNavigate={setTab} />
        </PanelSuspense>
      </TabsContent>
      <TabsContent value="evolution">
        <Card>
          <CardHeading title={HIDDEN_PANEL_LABELS.evolution} description={COMING_SOON} />
        </Card>
      </TabsContent>
    </Tabs>
  );
}
