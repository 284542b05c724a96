import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  FALLBACK_SELECTION_MESSAGE,
  type Analysis,
  type StyleAnalysisFallbackRequest,
} from '@uniform/contracts';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { SectionCard } from '../../../shared/ui/Card';
import { LabelledSelect } from '../../../shared/ui/Select';
import { toast } from '../../../shared/ui/use-toast';
import { DASHBOARD_TITLE, MESSAGES } from '../content/dashboard-content';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { callOperation } from '../../../shared/api/api-client';

/**
 * Spec 2 §2.2: when the analysis is insufficient, the user picks an archetype (from the loaded
 * list) and one of its style icons, and the analysis service builds a full analysis from them.
 */
export function FallbackSelection({ analysis }: { analysis: Analysis }) {
  const archetypes = useQuery({
    queryKey: ['getFallbackArchetypes'],
    queryFn: ({ signal }) => callOperation('getFallbackArchetypes', undefined, { signal }),
  });
  const [archetype, setArchetype] = useState('');
  const [icon, setIcon] = useState('');

  useEffect(() => {
    if (archetypes.isError)
      toast({ title: 'Error', description: MESSAGES.archetypesFailed, variant: 'destructive' });
  }, [archetypes.isError]);

  const generate = useMutation({
    mutationFn: (body: StyleAnalysisFallbackRequest) => callOperation('styleAnalysisFallback', body),
    onSuccess: (result) => {
      toast({ title: 'Analysis Generated', description: MESSAGES.generationSucceeded });
      analysisStore.set(result);
    },
    onError: () =>
      toast({ title: 'Generation Failed', description: MESSAGES.generationFailed, variant: 'destructive' }),
  });

  const chosen = archetypes.data?.find((entry) => entry.name === archetype);

  function submit() {
    if (!archetype || !icon) {
      toast({ title: 'Selection Required', description: FALLBACK_SELECTION_MESSAGE, variant: 'destructive' });
      return;
    }
    generate.mutate({
      selectedArchetype: archetype,
      selectedStyleIcon: icon,
      basicUserData: basicUserData(analysis),
    });
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-2 text-center">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{DASHBOARD_TITLE}</h1>
        <p className="text-stone-700">
          We did not get enough answers to read your style. Choose the archetype and icon that feel most like
          you, and we will build your profile from them.
        </p>
      </header>
      <SectionCard
        title="Choose Your Style Archetype"
        description="Both choices are needed to build your profile."
        contentClassName="space-y-5"
      >
        <LabelledSelect
          id="fallback-archetype"
          label="Style archetype"
          value={archetype}
          onValueChange={(value) => {
            setArchetype(value);
            setIcon('');
          }}
          options={(archetypes.data ?? []).map((entry) => ({ value: entry.name, label: entry.name }))}
          placeholder={archetypes.isPending ? 'Loading archetypes...' : 'Select an archetype'}
          disabled={!archetypes.data?.length}
        >
          <p className="min-h-10 text-sm text-stone-600">{chosen?.description}</p>
        </LabelledSelect>
        <LabelledSelect
          id="fallback-icon"
          label="Style icon"
          value={icon}
          onValueChange={setIcon}
          options={(chosen?.styleIcons ?? []).map((name) => ({ value: name, label: name }))}
          placeholder={chosen ? 'Select a style icon' : 'Choose an archetype first'}
          disabled={!chosen}
        />
        <Button onClick={submit} disabled={generate.isPending} className="w-full sm:w-auto">
          <Sparkles className="h-4 w-4" aria-hidden />
          {generate.isPending ? 'Generating your profile...' : 'Generate My Style Profile'}
        </Button>
      </SectionCard>
    </div>
  );
}

/** The answers the placeholder kept (spec 1 §4), sent so the analysis still uses them. */
function basicUserData(analysis: Analysis): StyleAnalysisFallbackRequest['basicUserData'] {
  const { budget, ...profile } = analysis.personalityProfile;
  const answers = { ...profile, budget: budget ?? analysis.budget };
  return Object.fromEntries(
    Object.entries(answers).filter(([, value]) => value !== undefined && value !== ''),
  ) as StyleAnalysisFallbackRequest['basicUserData'];
}
