import { useCallback } from 'react';
import type { Analysis, PersonalBrand, PersonalBrandField } from '@uniform/contracts';
import { Check, Download, X } from 'lucide-react';
import { parseStylingRules } from '@uniform/style-engine';
import { ChatPanel } from '../../chat';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { SectionCard } from '../../../shared/ui/Card';
import { toast } from '../../../shared/ui/use-toast';
import { MESSAGES } from '../content/dashboard-content';
import { platformCuesText, referenceIcons, valueProposition } from '../lib/analysis-view';
import { usePersonalBrand, useUpdatePersonalBrand } from '../api/personal-brand';
import { useStyleEdits } from '../../../shared/lib/style-edits-store';
import { usePdfDownload } from '../hooks/use-download';
import { BrandField } from './BrandField';
import { ChatCard } from './ChatCard';
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
  const { customItems, tier } = useStyleEdits(analysis);
  const guide = usePdfDownload(analysis, {
    document: 'brand-guide',
    personalBrand: brand.data,
    customItems,
    tier,
    onError: onGuideError,
  });
  const profile = analysis.personalityProfile;

  return (
    <div className="space-y-6">
      <SectionCard title="Your Personal Brand" description="Edit any field to make it sound like you.">
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
      </SectionCard>

      {brand.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard title="Styling Do's and Don'ts">
            <BrandField
              field="stylingRules"
              label="Styling rules"
              value={brand.data.stylingRules}
              onSave={onSave}
            >
              <StylingRules text={brand.data.stylingRules} />
            </BrandField>
          </SectionCard>
          <SectionCard title="Style Strategy">
            <BrandField
              field="styleStrategy"
              label="Strategy"
              value={fieldValue('styleStrategy', brand.data, analysis)}
              onSave={onSave}
            />
          </SectionCard>
        </div>
      ) : null}

      <SectionCard title="Industry and Career Insights" contentClassName="space-y-4">
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
      </SectionCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Reference Icons">
          <ul className="space-y-2 text-sm">
            {referenceIcons(analysis).map((icon) => (
              <li key={icon.name}>
                <span className="font-medium">{icon.name}</span>
                {icon.description ? <span className="text-stone-600">: {icon.description}</span> : null}
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard
          title="Brand Guide"
          description="Your palette, uniform, looks and rules in one PDF."
          contentClassName="space-y-3"
        >
          <Button onClick={() => void guide.start()} disabled={guide.state.status === 'downloading'}>
            <Download className="h-4 w-4" aria-hidden />
            {guide.state.status === 'downloading' ? 'Preparing Brand Guide...' : 'Download Brand Guide'}
          </Button>
          <div className="min-h-2">
            {guide.state.status === 'downloading' ? (
              <ProgressBar percent={guide.state.percent} label="Downloading your brand guide" />
            ) : null}
          </div>
        </SectionCard>
      </div>

      <SectionCard title="Community and Networking" description="Groups near you where your brand will land.">
        <CommunitySection analysis={analysis} />
      </SectionCard>

      <ChatCard
        title="Chat with Cas"
        description="Your brand strategist: positioning, messaging and presence."
      >
        <ChatPanel persona="strategist" analysis={analysis} personalBrand={brand.data} />
      </ChatCard>
    </div>
  );
}

function StylingRules({ text }: { text: string }) {
  const { dos, donts } = parseStylingRules(text);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RuleList title="Do's" rules={dos} tone="do" />
      <RuleList title="Don'ts" rules={donts} tone="dont" />
    </div>
  );
}

const RULE_TONES = {
  do: { icon: Check, heading: 'text-emerald-800', mark: 'text-emerald-700' },
  dont: { icon: X, heading: 'text-red-800', mark: 'text-red-700' },
} as const;

function RuleList({ title, rules, tone }: { title: string; rules: string[]; tone: keyof typeof RULE_TONES }) {
  const { icon: Icon, heading, mark } = RULE_TONES[tone];
  return (
    <div>
      <h5 className={`text-sm font-semibold ${heading}`}>{title}</h5>
      <ul className="mt-2 space-y-1.5 text-sm">
        {rules.map((rule) => (
          <li key={rule} className="flex gap-2">
            <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${mark}`} aria-hidden />
            {rule}
          </li>
        ))}
      </ul>
    </div>
  );
}
