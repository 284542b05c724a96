import { useCallback } from 'react';
import type { Analysis, PersonalBrand, PersonalBrandField } from '@uniform/contracts';
import { Check, Download, X } from 'lucide-react';
import { ChatPanel } from '../../chat';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/Card';
import { toast } from '../../../shared/ui/use-toast';
import { MESSAGES } from '../content/dashboard-content';
import { parseStylingRules, platformCuesText, referenceIcons, valueProposition } from '../lib/analysis-view';
import { usePersonalBrand, useUpdatePersonalBrand } from '../api/personal-brand';
import { usePdfDownload } from '../hooks/use-download';
import { BrandField } from './BrandField';
import { CommunitySection } from './CommunitySection';
import { ProgressBar } from './ProgressBar';

const IDENTITY_FIELDS: { field: PersonalBrandField; label: string }[] = [
  { field: 'brandStatement', label: 'Brand statement' },
  { field: 'brandWords', label: 'Brand words' },
  { field: 'voiceAndTone', label: 'Voice and tone' },
  { field: 'visualSignature', label: 'Visual signature' },
  { field: 'enneagramMbtiVibes', label: 'Enneagram and MBTI vibes' },
  { field: 'audienceId', label: 'Audience identity' },
  { field: 'platformCues', label: 'Platform cues' },
];

/** The value a field shows: the brand's, else (for the three the analysis carries) the analysis's. */
function fieldValue(field: PersonalBrandField, brand: PersonalBrand, analysis: Analysis): string {
  if (field === 'styleStrategy') return brand.styleStrategy ?? analysis.styleStrategy ?? '';
  if (field === 'audienceId') return brand.audienceId ?? analysis.audienceId ?? '';
  if (field === 'platformCues') return brand.platformCues ?? platformCuesText(analysis.platformCues);
  return brand[field];
}

export function PersonalBrandingTab({ analysis }: { analysis: Analysis }) {
  const brand = usePersonalBrand(analysis);
  const update = useUpdatePersonalBrand(analysis);
  const onSave = useCallback(
    async (field: PersonalBrandField, value: string) => {
      try {
        await update.mutateAsync({ field, value });
      } catch {
        // Spec 2 §8: a failed update is not shown; the refresh shows what the server kept.
      }
    },
    [update],
  );
  const onGuideError = useCallback((message: string) => {
    toast({
      title: 'Download Failed',
      description: message || MESSAGES.brandGuideFailed,
      variant: 'destructive',
    });
  }, []);
  const guide = usePdfDownload(analysis, onGuideError);
  const profile = analysis.personalityProfile;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Your Personal Brand</CardTitle>
          <CardDescription>Edit any field to make it sound like you.</CardDescription>
        </CardHeader>
        <CardContent>
          {brand.isPending ? (
            <div role="status" aria-label="Loading your personal brand" className="grid gap-4 md:grid-cols-2">
              {IDENTITY_FIELDS.map(({ field }) => (
                <div key={field} className="h-24 animate-pulse rounded-lg bg-stone-100" />
              ))}
            </div>
          ) : brand.isError ? (
            <div className="space-y-3">
              <Alert variant="destructive">{MESSAGES.personalBrandFailed}</Alert>
              <Button variant="secondary" onClick={() => void brand.refetch()}>
                Retry Analysis
              </Button>
            </div>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {IDENTITY_FIELDS.map(({ field, label }) => (
                <BrandField
                  key={field}
                  field={field}
                  label={label}
                  value={fieldValue(field, brand.data, analysis)}
                  onSave={onSave}
                />
              ))}
            </div>
          )}
        </CardContent>
      </Card>

      {brand.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Styling Do&apos;s and Don&apos;ts</CardTitle>
            </CardHeader>
            <CardContent>
              <BrandField
                field="stylingRules"
                label="Styling rules"
                value={brand.data.stylingRules}
                onSave={onSave}
              >
                <StylingRules text={brand.data.stylingRules} />
              </BrandField>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Style Strategy</CardTitle>
            </CardHeader>
            <CardContent>
              <BrandField
                field="styleStrategy"
                label="Strategy"
                value={fieldValue('styleStrategy', brand.data, analysis)}
                onSave={onSave}
              />
            </CardContent>
          </Card>
        </div>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Industry and Career Insights</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {[
              ['Industry', profile.industry],
              ['Occupation', profile.occupation],
              ['What you are building', profile.whatBuilding],
              ['MBTI', profile.myersBriggs],
              ['Enneagram', profile.enneagram],
              ['Age bracket', profile.ageBracket],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs uppercase tracking-wide text-stone-500">{term}</dt>
                <dd className="font-medium">{value || 'Not provided'}</dd>
              </div>
            ))}
          </dl>
          <div className="rounded-lg bg-stone-50 p-4">
            <p className="text-xs uppercase tracking-wide text-stone-500">Your value proposition</p>
            <p className="mt-1 text-sm leading-relaxed">{valueProposition(analysis, brand.data)}</p>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Reference Icons</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm">
              {referenceIcons(analysis).map((icon) => (
                <li key={icon.name}>
                  <span className="font-medium">{icon.name}</span>
                  {icon.description ? <span className="text-stone-600">: {icon.description}</span> : null}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Brand Guide</CardTitle>
            <CardDescription>Your palette, uniform, looks and rules in one PDF.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <Button onClick={() => void guide.start()} disabled={guide.state.status === 'downloading'}>
              <Download className="h-4 w-4" aria-hidden />
              {guide.state.status === 'downloading' ? 'Preparing Brand Guide...' : 'Download Brand Guide'}
            </Button>
            <div className="min-h-2">
              {guide.state.status === 'downloading' ? (
                <ProgressBar percent={guide.state.percent} label="Downloading your brand guide" />
              ) : null}
            </div>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Community and Networking</CardTitle>
          <CardDescription>Groups near you where your brand will land.</CardDescription>
        </CardHeader>
        <CardContent>
          <CommunitySection analysis={analysis} />
        </CardContent>
      </Card>

      <Card className="flex h-[700px] flex-col overflow-hidden">
        <CardHeader>
          <CardTitle>Chat with Cas</CardTitle>
          <CardDescription>Your brand strategist: positioning, messaging and presence.</CardDescription>
        </CardHeader>
        <div className="min-h-0 flex-1">
          <ChatPanel persona="strategist" analysis={analysis} personalBrand={brand.data} />
        </div>
      </Card>
    </div>
  );
}

function StylingRules({ text }: { text: string }) {
  const { dos, donts } = parseStylingRules(text);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <h5 className="text-sm font-semibold text-emerald-800">Do&apos;s</h5>
        <ul className="mt-2 space-y-1.5 text-sm">
          {dos.map((rule) => (
            <li key={rule} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
              {rule}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h5 className="text-sm font-semibold text-red-800">Don&apos;ts</h5>
        <ul className="mt-2 space-y-1.5 text-sm">
          {donts.map((rule) => (
            <li key={rule} className="flex gap-2">
              <X className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden />
              {rule}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
