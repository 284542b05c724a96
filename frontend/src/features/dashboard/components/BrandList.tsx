import type { BrandRecommendation } from '@uniform/contracts';
import { ExternalLink } from 'lucide-react';
import { cn } from '../../../shared/lib/cn';

/** Recommended brands as cards (name, price range, specialty, description, Explore), or the empty note. */
export function BrandList({ brands, className }: { brands: BrandRecommendation[]; className?: string }) {
  if (brands.length === 0) return <p className="text-sm text-stone-600">No brand recommendations yet.</p>;
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {brands.map((brand) => (
        <li key={brand.name} className="rounded-lg border border-stone-200 p-3">
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium">{brand.name}</p>
            {brand.priceRange ? <span className="text-xs text-stone-500">{brand.priceRange}</span> : null}
          </div>
          {brand.specialty ? <p className="text-xs text-stone-500">{brand.specialty}</p> : null}
          {brand.description ? <p className="mt-1 text-sm text-stone-700">{brand.description}</p> : null}
          {brand.url ? (
            <a
              href={brand.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
            >
              Explore <span className="sr-only">{brand.name}</span>
              <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
