import type { ReactNode } from 'react';
import { formatUsd } from '../lib/pricing';

/**
 * A wardrobe piece as a card (the lookbook's core pieces, the uniform pieces dialog): its name and a
 * detail line, the price on the right with an optional note, the description, then the actions.
 */
export function PieceCard({
  name,
  detail,
  price,
  priceNote,
  description,
  children,
}: {
  name: string;
  detail: ReactNode;
  price: number;
  priceNote?: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{name}</p>
          <p className="text-xs text-stone-500">{detail}</p>
        </div>
        <div className="text-right">
          <p className="font-semibold tabular-nums">{formatUsd(price)}</p>
          {priceNote ? <p className="text-xs text-stone-500">{priceNote}</p> : null}
        </div>
      </div>
      <p className="text-sm text-stone-600">{description}</p>
      {children}
    </li>
  );
}
