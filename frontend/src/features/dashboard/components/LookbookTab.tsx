import { useState } from 'react';
import type { Analysis } from '@uniform/contracts';
import { normaliseSeason, SEASON_PALETTES } from '@uniform/style-engine';
import { ExternalLink, MessageSquareText, Search } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/Card';
import { Input, Label } from '../../../shared/ui/Field';
import { Select } from '../../../shared/ui/Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import {
  GETUP_PROMO,
  LOOK_TAB_PLACEHOLDER,
  LOOK_TABS,
  LOOKBOOK_SEASONS,
  LOOKS,
  type LookbookSeason,
} from '../content/dashboard-content';
import {
  formatUsd,
  lookbookItems,
  lookCardTotal,
  shoppingSearchUrl,
  type LookbookItem,
  type Tier,
} from '../lib/pricing';
import type { DashboardTab } from '../lib/tabs';
import { LookDetailsDialog } from './LookDetailsDialog';
import { TierSelect } from './TierSelect';

const FAMILY_TO_SEASON: Record<string, LookbookSeason> = {
  Spring: 'spring',
  Summer: 'summer',
  Autumn: 'fall',
  Winter: 'winter',
};
const CATEGORY_TITLES = { foundation: 'Foundation', footwear: 'Footwear', accent: 'Accent' } as const;

/** The lookbook season the select starts on: the family of the user's colour season. */
export function defaultLookbookSeason(analysis: Analysis): LookbookSeason {
  const season = normaliseSeason(analysis.colorAnalysis.season);
  return season ? FAMILY_TO_SEASON[SEASON_PALETTES[season].family]! : 'fall';
}

interface Props {
  analysis: Analysis;
  tier: Tier;
  onTierChange: (tier: Tier) => void;
  onNavigate: (tab: DashboardTab) => void;
}

export function LookbookTab({ analysis, tier, onTierChange, onNavigate }: Props) {
  const [season, setSeason] = useState<LookbookSeason>(() => defaultLookbookSeason(analysis));
  const items = lookbookItems(season, tier);
  const total = items.reduce((sum, item) => sum + item.currentPrice, 0);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Core Uniform Pieces</CardTitle>
          <CardDescription>Seven pieces that build every look, priced at your market tier.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 md:max-w-lg">
            <div className="space-y-1">
              <Label htmlFor="lookbook-season">Season</Label>
              <Select
                id="lookbook-season"
                value={season}
                onValueChange={(value) => setSeason(value as LookbookSeason)}
                options={LOOKBOOK_SEASONS}
              />
            </div>
            <TierSelect id="lookbook-tier" tier={tier} onTierChange={onTierChange} />
          </div>
          {(['foundation', 'footwear', 'accent'] as const).map((category) => (
            <section key={category} aria-labelledby={`lookbook-${category}`} className="space-y-2">
              <h3 id={`lookbook-${category}`} className="text-sm font-semibold">
                {CATEGORY_TITLES[category]}
              </h3>
              <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
                {items
                  .filter((item) => item.category === category)
                  .map((item) => (
                    <CorePieceCard key={item.id} item={item} />
                  ))}
              </ul>
            </section>
          ))}
          <p className="flex items-baseline justify-between border-t border-stone-200 pt-4">
            <span className="font-medium">Core pieces total</span>
            <span className="text-2xl font-semibold tabular-nums" data-testid="lookbook-total">
              {formatUsd(total)}
            </span>
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Looks</CardTitle>
          <CardDescription>Complete outfits from your pieces, in your colours.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="all" className="space-y-4">
            <TabsList aria-label="Look categories">
              {LOOK_TABS.map((lookTab) => (
                <TabsTrigger key={lookTab.value} value={lookTab.value}>
                  {lookTab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="all">
              <ul className="grid gap-4 md:grid-cols-3">
                {LOOKS.map((look) => (
                  <li key={look.id} className="flex flex-col rounded-lg border border-stone-200 p-4">
                    <h3 className="font-serif text-lg font-semibold">{look.name}</h3>
                    <p className="text-xs text-stone-500">{look.occasion}</p>
                    <p className="mt-2 flex-1 text-sm text-stone-700">{look.description}</p>
                    <p
                      className="mt-3 text-lg font-semibold tabular-nums"
                      data-testid={`look-total-${look.id}`}
                    >
                      {formatUsd(lookCardTotal(look, tier))}
                    </p>
                    <LookDetailsDialog look={look} analysis={analysis} initialTier={tier} />
                  </li>
                ))}
              </ul>
            </TabsContent>
            {LOOK_TABS.filter((lookTab) => lookTab.value !== 'all').map((lookTab) => (
              <TabsContent key={lookTab.value} value={lookTab.value}>
                <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
                  {lookTab.label}: {LOOK_TAB_PLACEHOLDER}
                </p>
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>

      <Card className="bg-stone-900 text-paper">
        <CardContent className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h3 className="font-serif text-xl font-semibold">{GETUP_PROMO.title}</h3>
            <p className="mt-1 max-w-xl text-sm text-stone-300">{GETUP_PROMO.text}</p>
          </div>
          <Button variant="secondary" onClick={() => onNavigate('sms-subscription')}>
            <MessageSquareText className="h-4 w-4" aria-hidden />
            {GETUP_PROMO.action}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function CorePieceCard({ item }: { item: LookbookItem }) {
  const [link, setLink] = useState('');
  const inputId = `item-link-${item.id}`;
  const validLink = /^https?:\/\/\S+\.\S+/i.test(link.trim());
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{item.name}</p>
          <p className="text-xs text-stone-500">{item.currentBrand}</p>
        </div>
        <p className="font-semibold tabular-nums">{formatUsd(item.currentPrice)}</p>
      </div>
      <p className="text-sm text-stone-600">{item.description}</p>
      <Label htmlFor={inputId} className="text-xs">
        Item link for {item.name}
      </Label>
      <Input
        id={inputId}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <div className="flex gap-2">
        {validLink ? (
          <a
            href={link.trim()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-50"
          >
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            Visit
          </a>
        ) : (
          <Button variant="secondary" size="sm" disabled>
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            Visit
          </Button>
        )}
        <a
          href={shoppingSearchUrl(`${item.currentBrand} ${item.name}`)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Search ${item.name}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-50"
        >
          <Search className="h-3.5 w-3.5" aria-hidden />
          Search
        </a>
      </div>
    </li>
  );
}
