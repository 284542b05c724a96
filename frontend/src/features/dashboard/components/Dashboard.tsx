import { useCallback, useState } from 'react';
import { useStyleSetting } from '../../../shared/lib/style-edits-store';
import type { Analysis, UniformPiece } from '@uniform/contracts';
import { ChatPanel } from '../../chat';
import { GetupSubscribeForm, useGetupPersonalization } from '../../getup';
import { Card, CardHeading } from '../../../shared/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { COMING_SOON, DASHBOARD_TAB_LABELS, HIDDEN_PANEL_LABELS } from '../content/dashboard-content';
import { useCustomItems } from '../api/custom-items';
import { defaultTier, type Tier } from '../lib/pricing';
import { DASHBOARD_TABS, PREMIUM_TAB, useDashboardTab } from '../lib/tabs';
import { BrandSummaryTab } from './BrandSummaryTab';
import { CapsuleWardrobePanel } from './CapsuleWardrobePanel';
import { ChatCard } from './ChatCard';
import { ColorAnalysisTab } from './ColorAnalysisTab';
import { DashboardHeader } from './DashboardHeader';
import { EventLooksPanel } from './EventLooksPanel';
import { LookbookTab } from './LookbookTab';
import { PersonalBrandingTab } from './PersonalBrandingTab';
import { PremiumBadge } from './PremiumBadge';
import { RegionalBrandsTab } from './RegionalBrandsTab';
import { SocialMediaTeaser } from './SocialMediaTeaser';

/** The full dashboard (spec 2 §2.1) for a sufficient analysis: header and the tabs, state in `?tab=`. */
export function Dashboard({ analysis }: { analysis: Analysis }) {
  // Every analysis reaches this page (onboarding ends here; a profile loaded at sign-in shows here):
  // a Getup subscription made in this browser becomes personal from it.
  useGetupPersonalization();
  const [tab, setTab] = useDashboardTab();
  // One tier for the whole page: the investment card and the lookbook move together. It is kept
  // with the user's edits of the analysis, so it outlasts a reload and follows the account.
  const [chosenTier, setTier] = useStyleSetting(analysis, 'tier');
  const tier: Tier = chosenTier ?? defaultTier(analysis);
  const customItems = useCustomItems(analysis);
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
    <div className="space-y-8">
      <DashboardHeader analysis={analysis} />
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
            customItems={customItems}
            onAskScottie={askScottie}
            onNavigate={setTab}
          />
        </TabsContent>
        <TabsContent value="color-analysis">
          <ColorAnalysisTab analysis={analysis} />
        </TabsContent>
        <TabsContent value="regional-brands">
          <RegionalBrandsTab analysis={analysis} />
        </TabsContent>
        <TabsContent value="lookbook">
          <LookbookTab analysis={analysis} tier={tier} onTierChange={setTier} onNavigate={setTab} />
        </TabsContent>
        <TabsContent value="personal-branding">
          <PersonalBrandingTab analysis={analysis} />
        </TabsContent>
        <TabsContent value="social-media">
          <SocialMediaTeaser />
        </TabsContent>
        <TabsContent value="sms-subscription">
          <Card>
            <CardHeading title="Getup" description="A style prompt by text message every morning." />
            <div className="p-6 pt-0 sm:p-8 sm:pt-0">
              <GetupSubscribeForm analysis={analysis} />
            </div>
          </Card>
        </TabsContent>
        <TabsContent value="chat-stylist">
          <ChatCard
            title="Chat with Scottie"
            description="Your stylist: fit, color, what to buy and what to wear."
          >
            <ChatPanel persona="stylist" analysis={analysis} prefill={prefill} />
          </ChatCard>
        </TabsContent>
        <TabsContent value="capsule-wardrobe">
          <CapsuleWardrobePanel analysis={analysis} tier={tier} onTierChange={setTier} onNavigate={setTab} />
        </TabsContent>
        <TabsContent value="event-looks">
          <EventLooksPanel analysis={analysis} onNavigate={setTab} />
        </TabsContent>
        <TabsContent value="evolution">
          <Card>
            <CardHeading title={HIDDEN_PANEL_LABELS.evolution} description={COMING_SOON} />
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
