import type { Analysis } from '@uniform/contracts';
import { ExternalLink, MapPin } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/Card';

/** Regional style context (spec 2 §2.1) and every recommended brand ("View All Recommendations"). */
export function RegionalBrandsTab({ analysis }: { analysis: Analysis }) {
  const { region, culturalContext, insiderBrands } = analysis.regionalStyle;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Regional Style Context</CardTitle>
          <CardDescription className="flex items-center gap-1">
            <MapPin className="h-4 w-4" aria-hidden />
            {region || 'Region not available'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm leading-relaxed text-stone-700">
            {culturalContext || 'Add your ZIP code in the analysis to see how people dress where you work.'}
          </p>
          {insiderBrands.length ? (
            <div className="space-y-2">
              <h3 className="font-serif text-xl font-semibold">Insider brands</h3>
              <ul className="grid gap-3 sm:grid-cols-2">
                {insiderBrands.map((brand) => (
                  <li key={brand.name} className="rounded-lg border border-stone-200 p-3">
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-medium">{brand.name}</p>
                      <span className="text-xs text-stone-500">{brand.pricePoint}</span>
                    </div>
                    <p className="mt-1 text-sm text-stone-700">{brand.description}</p>
                    <p className="mt-1 text-xs italic text-stone-600">{brand.culturalSignal}</p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>All Recommended Brands</CardTitle>
          <CardDescription>
            {analysis.brandRecommendations.length} brands for your archetype and tier
          </CardDescription>
        </CardHeader>
        <CardContent>
          {analysis.brandRecommendations.length === 0 ? (
            <p className="text-sm text-stone-600">No brand recommendations yet.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {analysis.brandRecommendations.map((brand) => (
                <li key={brand.name} className="rounded-lg border border-stone-200 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium">{brand.name}</p>
                    {brand.priceRange ? (
                      <span className="text-xs text-stone-500">{brand.priceRange}</span>
                    ) : null}
                  </div>
                  {brand.specialty ? <p className="text-xs text-stone-500">{brand.specialty}</p> : null}
                  {brand.description ? (
                    <p className="mt-1 text-sm text-stone-700">{brand.description}</p>
                  ) : null}
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
          )}
        </CardContent>
      </Card>
    </div>
  );
}
