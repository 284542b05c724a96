import { useState, type KeyboardEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { CORE_VALUES, QUESTIONNAIRE_LIMITS as L, QUESTIONNAIRE_MESSAGES } from '@uniform/contracts';
import { suggestEvents, uniqueEvents } from '../lib/event-suggestions';
import { togglePick, type OnboardingFormValues } from '../lib/form-values';
import type { MediaCard } from '../lib/media-cards';
import { Button } from '../../../shared/ui/Button';
import { FormField, Input } from '../../../shared/ui/Field';
import { CheckboxCardField, CheckboxCardGroup } from './ChoiceCards';

/** Steps 3, 7 and 8: the pickers of films, music, core values and events. */

const cardOptions = (cards: readonly MediaCard[]) =>
  cards.map((card) => ({
    value: card.category,
    label: card.category.charAt(0).toUpperCase() + card.category.slice(1),
    description: card.examples.join(' · '),
  }));

export function MediaStep({ films, music }: { films: readonly MediaCard[]; music: readonly MediaCard[] }) {
  const pickers = [
    { name: 'styleFilms', legend: 'Films', cap: L.maxFilms, cards: films },
    { name: 'styleMusic', legend: 'Music', cap: L.maxMusic, cards: music },
  ] as const;
  return (
    <div className="space-y-10">
      {pickers.map(({ name, legend, cap, cards }) => (
        <CheckboxCardField
          key={name}
          name={name}
          cap={cap}
          legend={legend}
          hint={(selected) => `${selected.length} of ${cap} chosen`}
          options={cardOptions(cards)}
        />
      ))}
    </div>
  );
}

export function CoreValuesStep() {
  return (
    <CheckboxCardField
      name="coreValues"
      cap={L.maxCoreValues}
      legend="Core values"
      hint={(selected) => `${selected.length} chosen (${L.minCoreValues} to ${L.maxCoreValues})`}
      options={CORE_VALUES.map((value) => ({ value, label: value }))}
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
    />
  );
}

/**
 * Step 8: the base events plus the suggestions for the visitor's occupation and industry (spec 1
 * §9), and any events they typed themselves. No cap.
 */
export function EventsStep() {
  const { control, formState } = useFormContext<OnboardingFormValues>();
  const [occupation, industry] = useWatch({ control, name: ['occupation', 'industry'] });
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string>();

  return (
    <Controller
      control={control}
      name="environments"
      render={({ field }) => {
        // Typed events stay on the list after the suggestions, so they can be unticked like any other.
        const options = uniqueEvents([...suggestEvents(occupation, industry), ...field.value]);
        const addCustom = () => {
          const event = custom.trim();
          if (!event) return setCustomError(QUESTIONNAIRE_MESSAGES.customEvent);
          setCustomError(undefined);
          setCustom('');
          field.onChange(uniqueEvents([...field.value, event]));
        };
        const onKeyDown = (keyEvent: KeyboardEvent<HTMLInputElement>) => {
          // Enter adds the event here instead of submitting the step.
          if (keyEvent.key !== 'Enter') return;
          keyEvent.preventDefault();
          addCustom();
        };
        return (
          <div className="space-y-6">
            <CheckboxCardGroup
              legend="Events and environments"
              hint={`${field.value.length} chosen`}
              name={field.name}
              selected={field.value}
              onToggle={(value) => field.onChange(togglePick(field.value, value))}
              inputRef={field.ref}
              options={options.map((value) => ({ value, label: value }))}
              error={formState.errors.environments?.message}
              className="grid-cols-1 min-[420px]:grid-cols-2 md:grid-cols-3"
            />
            <FormField
              id="customEvent"
              label="Add your own event"
              error={customError}
              control={(props) => (
                <div className="flex gap-2">
                  <Input
                    {...props}
                    value={custom}
                    maxLength={L.shortTextMax}
                    placeholder="e.g. Gallery openings"
                    onChange={(event) => setCustom(event.target.value)}
                    onKeyDown={onKeyDown}
                  />
                  <Button variant="secondary" onClick={addCustom} className="shrink-0">
                    <Plus className="h-4 w-4" aria-hidden /> Add
                  </Button>
                </div>
              )}
            />
          </div>
        );
      }}
    />
  );
}
