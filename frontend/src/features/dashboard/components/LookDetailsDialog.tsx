import { useRef, useState } from 'react';
import type { Analysis } from '@uniform/contracts';
import { lookTotal, type LookbookLook } from '@uniform/style-engine';
import { Bookmark, Share2, ShoppingBag, X } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { LabelledSelect } from '../../../shared/ui/Select';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { toast } from '../../../shared/ui/use-toast';
import { formatUsd, LOOK_DIALOG_TIER_OPTIONS, shoppingSearchUrl } from '../lib/pricing';
import type { Tier } from '../lib/tier';
import { Swatch } from './Swatch';

/**
 * A look's details (spec 2 §2.1): palette, icon inspiration, outfit breakdown, actions, tier select.
 * Budget, Mid and Luxury are the entry, mid and luxury tiers, priced from the same pieces as the
 * card, so the card and the dialog show one total at one tier.
 */
export function LookDetailsDialog({
  look,
  analysis,
  initialTier,
  saved,
  onSave,
  onRemove,
}: {
  look: LookbookLook;
  analysis: Analysis;
  initialTier: Tier;
  /** Whether the look is in the visitor's saved looks (kept in this browser). */
  saved: boolean;
  onSave: () => void;
  onRemove: () => void;
}) {
  const [tier, setTier] = useState<Tier>(initialTier);
  const saveButton = useRef<HTMLButtonElement>(null);
  const palette = analysis.colorAnalysis.recommendedColors.slice(0, 5);
  const label = (item: LookbookLook['items'][number]) => {
    const brand = item.brands[tier];
    return brand ? `${brand} ${item.name}` : item.name;
  };

  async function share() {
    const text = `${look.name}: ${look.items.map((item) => item.name).join(', ')}`;
    try {
      if (navigator.share) await navigator.share({ title: look.name, text });
      else await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: 'The look is ready to paste and share.' });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      toast({
        title: 'Copy failed',
        description: 'Please select the text and copy manually.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog onOpenChange={(open) => open && setTier(initialTier)}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="mt-3" aria-label={`View details of ${look.name}`}>
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent title={look.name} description={look.occasion}>
        <div className="space-y-5 text-sm">
          <section aria-label="Color palette">
            <h3 className="font-medium">Color palette</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {palette.map((colour) => (
                <li key={colour.hex + colour.name} className="flex items-center gap-1.5">
                  <Swatch hex={colour.hex} className="h-5 w-5" />
                  <span className="text-xs">{colour.name}</span>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-medium">Style icon inspiration</h3>
            <p className="mt-1 text-stone-700">
              {analysis.styleIcon.name}: {analysis.styleIcon.description}
            </p>
          </section>
          <section className="space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h3 className="font-medium">Outfit breakdown</h3>
              <LabelledSelect
                id={`look-tier-${look.key}`}
                label="Price tier"
                labelClassName="text-xs"
                value={tier}
                onValueChange={setTier}
                options={LOOK_DIALOG_TIER_OPTIONS}
                className="w-36"
              />
            </div>
            <ul className="divide-y divide-stone-200">
              {look.items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-2 py-2">
                  <span>
                    {item.name}
                    {item.brands[tier] && (
                      <span className="text-xs text-stone-500"> · {item.brands[tier]}</span>
                    )}
                  </span>
                  <span className="tabular-nums">{formatUsd(item.prices[tier])}</span>
                </li>
              ))}
            </ul>
            <p className="flex justify-between font-semibold">
              <span>Total</span>
              <span className="tabular-nums" data-testid="look-dialog-total">
                {formatUsd(lookTotal(look.items, tier))}
              </span>
            </p>
          </section>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={saveButton}
              size="sm"
              variant={saved ? 'secondary' : 'primary'}
              aria-pressed={saved}
              onClick={() => {
                // A pressed toggle: pressing it again takes the look out, as Remove does.
                if (saved) return onRemove();
                onSave();
                toast({
                  title: 'Look saved',
                  description: `${look.name} is under Saved looks in your lookbook.`,
                });
              }}
            >
              <Bookmark className="h-3.5 w-3.5" aria-hidden />
              {saved ? (
                <>
                  Saved <span aria-hidden>✓</span>
                </>
              ) : (
                'Save Look'
              )}
            </Button>
            {saved ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${look.name} from saved looks`}
                onClick={() => {
                  onRemove();
                  // This button goes with the saved state: focus stays in the dialog, on Save Look.
                  saveButton.current?.focus();
                }}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
                Remove
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => void share()}>
              <Share2 className="h-3.5 w-3.5" aria-hidden />
              Share
            </Button>
            <LinkButton href={shoppingSearchUrl(look.items.map(label).join(' '))} icon={ShoppingBag}>
              Shop This Look
            </LinkButton>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
