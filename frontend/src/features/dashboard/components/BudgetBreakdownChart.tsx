import type { UniformPiece } from '@uniform/contracts';
import { budgetBreakdown, formatUsd } from '../lib/pricing';
import type { Tier } from '../lib/tier';
import { cn } from '../../../shared/lib/cn';

const CATEGORY_COLOURS: Record<UniformPiece['category'], string> = {
  foundation: '#44403c',
  outerwear: '#b08d57',
  footwear: '#78716c',
  accent: '#d6c4a4',
};
const CATEGORY_LABELS: Record<UniformPiece['category'], string> = {
  foundation: 'Foundation',
  outerwear: 'Outerwear',
  footwear: 'Footwear',
  accent: 'Accent',
};

/**
 * The 12 pieces' cost by category at each tier, as stacked bars scaled to the luxury total. The
 * bars are a picture of the table that follows them, which screen readers read instead.
 */
export function BudgetBreakdownChart({ pieces, tier }: { pieces: readonly UniformPiece[]; tier: Tier }) {
  const rows = budgetBreakdown(pieces);
  const max = Math.max(...rows.map((row) => row.total), 1);
  const categories = rows[0]?.segments.map((segment) => segment.category) ?? [];
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm font-medium">Budget breakdown by category</figcaption>
      <div aria-hidden className="space-y-2">
        {rows.map((row) => (
          <div key={row.tier} className="grid grid-cols-[6.5rem_1fr] items-center gap-2 text-xs">
            <span className={cn('truncate', row.tier === tier && 'font-semibold')}>{row.label}</span>
            <div className="flex items-center gap-2">
              <div
                className={cn(
                  'flex h-4 overflow-hidden rounded',
                  row.tier === tier && 'ring-2 ring-gold ring-offset-1',
                )}
                style={{ width: `${(row.total / max) * 80}%` }}
              >
                {row.segments.map((segment) => (
                  <span
                    key={segment.category}
                    className="h-full"
                    style={{
                      width: `${(segment.amount / row.total) * 100}%`,
                      backgroundColor: CATEGORY_COLOURS[segment.category],
                    }}
                  />
                ))}
              </div>
              <span className="whitespace-nowrap tabular-nums">{formatUsd(row.total)}</span>
            </div>
          </div>
        ))}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs text-stone-600">
          {categories.map((category) => (
            <li key={category} className="flex items-center gap-1">
              <span
                className="h-2.5 w-2.5 rounded-sm"
                style={{ backgroundColor: CATEGORY_COLOURS[category] }}
              />
              {CATEGORY_LABELS[category]}
            </li>
          ))}
        </ul>
      </div>
      {/* sr-only on a wrapper: a table ignores width 1px and would widen a phone's page to its own width. */}
      <div className="sr-only">
        <table>
          <caption>Cost of the 12 uniform pieces by category and market tier</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              {rows.map((row) => (
                <th key={row.tier} scope="col">
                  {row.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category}>
                <th scope="row">{CATEGORY_LABELS[category]}</th>
                {rows.map((row) => (
                  <td key={row.tier}>
                    {formatUsd(row.segments.find((segment) => segment.category === category)?.amount ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              {rows.map((row) => (
                <td key={row.tier}>{formatUsd(row.total)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}
