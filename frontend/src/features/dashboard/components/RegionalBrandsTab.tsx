import type { Analysis } from '@uniform/contracts';
import { MapPin } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  SectionCard,
} from '../../../shared/ui/Card';
import { BrandList } from './BrandList';

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

      <SectionCard
        title="All Recommended Brands"
        description={`${analysis.brandRecommendations.length} brands for your archetype and tier`}
      >
        <BrandList brands={analysis.brandRecommendations} className="lg:grid-cols-3" />
      </SectionCard>
    </div>
  );
}
