import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CustomItem, UniformPiece } from '@uniform/contracts';
import { capsuleFlatLay } from '@uniform/style-engine';
import { ExternalLink, MessageCircle, Search, Trash2 } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { FieldError, Input, Label } from '../../../shared/ui/Field';
import { LinkButton } from '../../../shared/ui/LinkButton';
import type { SaveResult } from '../api/custom-items';
import { useStoredAnalysis } from '../hooks/use-stored-analysis';
import { shoppingSearchUrl, tierLabel } from '../lib/pricing';
import type { Tier } from '../lib/tier';
import { FlatLayImage } from './FlatLayImage';
import { GarmentCheck } from '../../../shared/colour/GarmentCheck';
import { PieceCard } from './PieceCard';

interface Props {
  pieces: readonly UniformPiece[];
  tier: Tier;
  customItems: Record<string, CustomItem>;
  onSave: (piece: UniformPiece, url: string) => SaveResult;
  onRemove: (pieceId: string) => void;
  onAskScottie: (piece: UniformPiece) => void;
}

/** "12 Uniform Pieces": the dialog listing all 12 with price, tier and the replace-with-your-own field. */
export function UniformPiecesDialog(props: Props) {
  const [open, setOpen] = useState(false);
  // The dashboard shows the stored analysis, so its buying plan (present only when the pieces cost
  // more than the budget) is the plan for these pieces.
  const analysis = useStoredAnalysis();
  const plan = analysis?.buyingPlan;
  // The picture of the same pieces the list shows, in the stored analysis's palette. Drawn once the
  // dialog opens: the brand summary renders the closed dialog and should not pay for the drawing.
  const capsule = useMemo(
    () => (open && analysis ? capsuleFlatLay(analysis, props.pieces) : null),
    [open, analysis, props.pieces],
  );
  // The chat is on another tab: close the dialog first so focus and the page come back with it.
  const askScottie = (piece: UniformPiece) => {
    setOpen(false);
    props.onAskScottie(piece);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          View all {props.pieces.length} pieces
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`${props.pieces.length} Uniform Pieces`}
        description={`Prices at ${tierLabel(props.tier)}. Paste a link to replace any piece with your own item.`}
      >
        {plan ? (
          <section aria-labelledby="buying-plan-title" className="mb-4 rounded-md bg-stone-50 p-3 text-sm">
            <h3 id="buying-plan-title" className="font-medium">
              What to buy first
            </h3>
            <p className="mt-1 text-stone-700">{plan}</p>
          </section>
        ) : null}
        {capsule ? (
          <FlatLayImage flatLay={capsule} className="mb-4 rounded-lg border border-stone-200" />
        ) : null}
        {analysis ? <GarmentCheck season={analysis.colorAnalysis.season} /> : null}
        <ol className="space-y-4">
          {props.pieces.map((piece) => (
            <PieceRow key={piece.id} piece={piece} {...props} onAskScottie={askScottie} />
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}

function PieceRow({
  piece,
  tier,
  customItems,
  onSave,
  onRemove,
  onAskScottie,
}: Props & { piece: UniformPiece }) {
  const custom = customItems[piece.id];
  // The link is checked by onSave against the analysis service's request schema; its words show here.
  const form = useForm<{ url: string }>({ defaultValues: { url: '' } });
  const error = form.formState.errors.url?.message;
  const inputId = `custom-${piece.id}`;
  const errorId = `${inputId}-error`;

  const submit = form.handleSubmit(({ url }) => {
    const result = onSave(piece, url);
    if (result.ok === false) form.setError('url', { message: result.message });
    else if (result.ok) form.reset({ url: '' });
    else form.clearErrors('url');
  });

  return (
    <PieceCard
      name={piece.name}
      detail={<span className="capitalize">{piece.category}</span>}
      price={piece.prices[tier]}
      priceNote={tierLabel(tier)}
      description={piece.description}
    >
      {custom ? (
        <div className="rounded-md bg-stone-50 p-2 text-sm" aria-live="polite">
          <p>
            Your item: <span className="font-medium">{custom.name}</span>
          </p>
          {custom.guidance ? <p className="mt-1 text-stone-600">{custom.guidance}</p> : null}
        </div>
      ) : null}
      <form onSubmit={submit} className="space-y-1" noValidate>
        <Label htmlFor={inputId} className="text-xs">
          Replace with your own item (link)
        </Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register('url')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" size="md" aria-label={`Save your item for ${piece.name}`}>
            SAVE
          </Button>
        </div>
        <FieldError id={errorId}>{error}</FieldError>
      </form>
      <div className="flex flex-wrap gap-2">
        <LinkButton href={shoppingSearchUrl(piece.name)} icon={Search} label={`Search Item: ${piece.name}`}>
          Search Item
        </LinkButton>
        <LinkButton href={custom?.url} icon={ExternalLink} label={custom && `View Item: ${custom.name}`}>
          View Item
        </LinkButton>
        <Button variant="secondary" size="sm" onClick={() => onAskScottie(piece)}>
          <MessageCircle className="h-3.5 w-3.5" aria-hidden />
          Ask Scottie
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={!custom}
          onClick={() => onRemove(piece.id)}
          aria-label={`Remove your item for ${piece.name}`}
        >
          <Trash2 className="h-3.5 w-3.5" aria-hidden />
          Remove
        </Button>
      </div>
    </PieceCard>
  );
}
