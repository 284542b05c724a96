import { useState } from 'react';
import {
  lookbookCorePieces,
  lookbookLooks,
  lookbookSeason,
  lookTotal,
  type LookbookItem,
  type LookbookSeason,
} from '@uniform/style-engine';
import { ExternalLink, MessageSquareText, Search } from 'lucide-react';
import { useSavedLooks } from '../../../shared/lib/saved-looks-store';
import { Button } from '../../../shared/ui/Button';
import { SectionCard } from '../../../shared/ui/Card';
import { Input, Label } from '../../../shared/ui/Field';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { LabelledSelect } from '../../../shared/ui/Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import {
  GETUP_PROMO,
  LOOK_TAB_PLACEHOLDER,
  LOOK_TABS,
  LOOKBOOK_SEASON_OPTIONS,
  NO_LOOKS_TEXT,
  SAVED_LOOKS,
  CAPSULE_WARDROBE,
  EVENT_LOOKS,
} from '../content/dashboard-content';
import { formatUsd, shoppingSearchUrl } from '../lib/pricing';
import type { Tier } from '../lib/tier';
import type { PricedTabProps } from '../lib/tabs';
import { LookDetailsDialog } from './LookDetailsDialog';
import { PieceCard } from './PieceCard';
import { TierSelect } from './TierSelect';

const CATEGORY_TITLES = { foundation: 'Foundation', footwear: 'Footwear', accent: 'Accent' } as const;

export function LookbookTab({ analysis, tier, onTierChange, onNavigate }: PricedTabProps) {
  // The season select starts on the family of the user's colour season.
  const [season, setSeason] = useState<LookbookSeason>(() => lookbookSeason(analysis));
  const items = lookbookCorePieces(analysis, season);
  const looks = lookbookLooks(analysis);
  const savedLooks = useSavedLooks(analysis);
  // In the order they were saved; a look the analysis no longer has is left out.
  const saved = savedLooks.saved.flatMap((key) => looks.filter((look) => look.key === key));

  return (
    <div className="space-y-6">
      <SectionCard
        title="Core Uniform Pieces"
        description="Seven of your 12 pieces that build every look, priced at your market tier."
        contentClassName="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2 md:max-w-lg">
          <LabelledSelect
            id="lookbook-season"
            label="Season"
            value={season}
            onValueChange={setSeason}
            options={LOOKBOOK_SEASON_OPTIONS}
          />
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
                  <CorePieceCard key={item.id} item={item} tier={tier} />
                ))}
            </ul>
          </section>
        ))}
        <p className="flex items-baseline justify-between border-t border-stone-200 pt-4">
          <span className="font-medium">Core pieces total</span>
          <span className="text-2xl font-semibold tabular-nums" data-testid="lookbook-total">
            {formatUsd(lookTotal(items, tier))}
          </span>
        </p>
      </SectionCard>

      <SectionCard title="Looks" description="Complete outfits from your pieces, in your colors.">
        <Tabs defaultValue="all" className="space-y-4">
          <TabsList aria-label="Look categories">
            {LOOK_TABS.map((lookTab) => (
              <TabsTrigger key={lookTab.value} value={lookTab.value}>
                {lookTab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="all">
            {looks.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
                {NO_LOOKS_TEXT}
              </p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-3">
                {looks.map((look) => (
                  <li key={look.key} className="flex flex-col rounded-lg border border-stone-200 p-4">
                    <h3 className="font-serif text-lg font-semibold">{look.name}</h3>
                    <p className="text-xs text-stone-500">{look.occasion}</p>
                    <p className="mt-2 flex-1 text-sm text-stone-700">{look.description}</p>
                    <p className="mt-2 text-xs text-stone-600">
                      {look.items.map((item) => item.name).join(' · ')}
                    </p>
                    <p
                      className="mt-3 text-lg font-semibold tabular-nums"
                      data-testid={`look-total-${look.key}`}
                    >
                      {formatUsd(lookTotal(look.items, tier))}
                    </p>
                    <LookDetailsDialog
                      look={look}
                      analysis={analysis}
                      initialTier={tier}
                      saved={savedLooks.saved.includes(look.key)}
                      onSave={() => savedLooks.save(look.key)}
                      onRemove={() => savedLooks.remove(look.key)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
          {LOOK_TABS.filter((lookTab) => lookTab.value !== 'all').map((lookTab) => (
            <TabsContent key={lookTab.value} value={lookTab.value}>
              <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
                {lookTab.label}: {LOOK_TAB_PLACEHOLDER}
              </p>
            </TabsContent>
          ))}
        </Tabs>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" onClick={() => onNavigate('capsule-wardrobe')}>
            {CAPSULE_WARDROBE.link}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onNavigate('event-looks')}>
            {EVENT_LOOKS.link}
          </Button>
        </div>
      </SectionCard>

      <SectionCard
        title={SAVED_LOOKS.title}
        description={SAVED_LOOKS.description}
        role="region"
        aria-label={SAVED_LOOKS.title}
      >
        {saved.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
            {SAVED_LOOKS.empty}
          </p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {saved.map((look) => (
              <li key={look.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <h3 className="font-medium">{look.name}</h3>
                  <p className="text-xs text-stone-600">{look.items.map((item) => item.name).join(' · ')}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatUsd(lookTotal(look.items, tier))}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${look.name} from saved looks`}
                    onClick={() => savedLooks.remove(look.key)}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      {/* Its own dark surface, not a Card: cn() does not merge classes, so a background given to a
          Card competes with the Card's white and the stylesheet's order picks the winner. */}
      <section
        aria-labelledby="lookbook-getup-promo"
        className="flex flex-col items-start gap-3 rounded-xl border border-ink bg-ink p-6 text-paper shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h3 id="lookbook-getup-promo" className="font-serif text-xl font-semibold">
            {GETUP_PROMO.title}
          </h3>
          <p className="mt-1 max-w-xl text-sm text-gold-soft">{GETUP_PROMO.text}</p>
        </div>
        <Button variant="secondary" onClick={() => onNavigate('sms-subscription')}>
          <MessageSquareText className="h-4 w-4" aria-hidden />
          {GETUP_PROMO.action}
        </Button>
      </section>
    </div>
  );
}

function CorePieceCard({ item, tier }: { item: LookbookItem; tier: Tier }) {
  const [link, setLink] = useState('');
  const inputId = `item-link-${item.id}`;
  const validLink = /^https?:\/\/\S+\.\S+/i.test(link.trim());
  const brand = item.brands[tier];
  return (
    <PieceCard name={item.name} detail={brand} price={item.prices[tier]} description={item.description}>
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
        <LinkButton href={validLink ? link.trim() : undefined} icon={ExternalLink}>
          Visit
        </LinkButton>
        <LinkButton
          href={shoppingSearchUrl(brand ? `${brand} ${item.name}` : item.name)}
          icon={Search}
          label={`Search ${item.name}`}
        >
          Search
        </LinkButton>
      </div>
    </PieceCard>
  );
}
