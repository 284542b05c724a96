import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileDown, Lock, Printer, Save } from 'lucide-react';
import { meditationEntryRequestSchema, type MeditationEntryRequest } from '@uniform/contracts';
import { DailySections } from '../components/DailySections';
import { JournalEditor } from '../components/JournalEditor';
import { MeditationHistory } from '../components/MeditationHistory';
import { Button } from '../../../shared/ui/Button';
import { Input, Label } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/use-toast';
import { DEFAULT_DAILY, MEDITATION_PAGE, MEDITATION_TOASTS } from '../content/meditation-content';
import { parseApiError } from '../../../shared/api/api-client';
import { useSimpleUser } from '../../account';
import { localIsoDate } from '../../../shared/lib/dates';
import { canSaveEntry, longEntryDate } from '../lib/journal-format';
import {
  useDailyMeditation,
  useMeditationEntry,
  useMeditationHistory,
  useSaveMeditationEntry,
} from '../api/meditation-api';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

/** Outside the page's own elements, print only the journal: no site header, footer or toasts. */
const PRINT_CSS = `@media print {
  body header, body footer, [role='region'][aria-label^='Notifications'] { display: none !important; }
  #main { padding-top: 0 !important; }
}`;

/** The journal is checked with the meditation service's own schema for the entry's text. */
const journalSchema = meditationEntryRequestSchema.pick({ journalResponse: true });
type JournalValues = Pick<MeditationEntryRequest, 'journalResponse'>;

/** The Still Core (spec 2 §2.6): the day's guidance, the journal, and for signed-in users their entries. */
export default function MeditationPage() {
  useDocumentTitle('The Still Core');
  const [today] = useState(() => localIsoDate());
  const [entryDate, setEntryDate] = useState(today);
  const form = useForm<JournalValues>({
    resolver: zodResolver(journalSchema),
    defaultValues: { journalResponse: '' },
  });
  const text = useWatch({ control: form.control, name: 'journalResponse' });
  const synced = useRef('');

  const user = useSimpleUser();
  const signedIn = Boolean(user.data);
  // The page of the chosen date: an older entry shows its own day's theme and sections, not today's.
  const daily = useDailyMeditation(entryDate);
  const entry = useMeditationEntry(entryDate, signedIn);
  const history = useMeditationHistory(signedIn);
  const save = useSaveMeditationEntry();

  // The textarea follows the saved entry of the chosen date whenever that entry (re)loads. In an
  // effect, not during render: setting the form's value re-renders the editor, which React forbids
  // while this page renders.
  const loaded = signedIn ? entry.data : undefined;
  const syncKey = `${entryDate}|${loaded === undefined ? 'loading' : (loaded?.updatedAt ?? 'none')}`;
  useEffect(() => {
    const previous = synced.current;
    if (syncKey === previous) return;
    synced.current = syncKey;
    if (loaded !== undefined) form.setValue('journalResponse', loaded?.journalResponse ?? '');
    else if (!previous.startsWith(`${entryDate}|`)) form.setValue('journalResponse', '');
  }, [syncKey, loaded, entryDate, form]);

  const content = { ...DEFAULT_DAILY, ...daily.data };
  // A saved entry keeps the theme it was written under (a model may word a past day differently now).
  const theme = loaded?.theme || (daily.data ? daily.data.theme : DEFAULT_DAILY.theme);
  const themePending = daily.isPending && !loaded?.theme;
  const saving = save.isPending;

  const onSave = form.handleSubmit(({ journalResponse }) => {
    if (!signedIn) {
      toast({ ...MEDITATION_TOASTS.accountRequired, variant: 'destructive' });
      return;
    }
    save.mutate(
      { entryDate, theme, journalResponse },
      {
        onSuccess: () => toast(MEDITATION_TOASTS.saved),
        onError: (error) => {
          const details = parseApiError(error, MEDITATION_TOASTS.saveFailed.fallback);
          if (details.status === 401) toast({ ...MEDITATION_TOASTS.accountRequired, variant: 'destructive' });
          else
            toast({
              title: MEDITATION_TOASTS.saveFailed.title,
              description: details.message,
              variant: 'destructive',
            });
        },
      },
    );
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:py-0">
      <style>{PRINT_CSS}</style>
      <div className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold">
          {MEDITATION_PAGE.subtitle}
        </p>
        <h1 className="mt-3 font-serif text-4xl font-semibold sm:text-5xl">{MEDITATION_PAGE.title}</h1>
        <p className="mt-3 text-stone-600">
          <time dateTime={entryDate}>{longEntryDate(entryDate)}</time>
        </p>
        <div className="mt-6" aria-live="polite">
          {themePending ? (
            <p className="animate-pulse font-serif text-xl italic text-stone-500">
              {MEDITATION_PAGE.loadingTheme}
            </p>
          ) : (
            <p className="font-serif text-2xl italic sm:text-3xl">
              <span className="sr-only">
                {entryDate === today ? "Today's theme: " : `Theme for ${longEntryDate(entryDate)}: `}
              </span>
              {theme}
            </p>
          )}
        </div>
      </div>

      <div className="mt-10">
        <DailySections sections={content} />
      </div>

      <section aria-labelledby="still-core-journal-title" className="mt-10 space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="still-core-journal-title" className="font-serif text-2xl font-semibold">
              Journal
            </h2>
            <p className="mt-1 text-sm text-stone-600">{content.journalPrompt}</p>
            {entryDate !== today && (
              <p className="mt-1 text-sm font-medium text-stone-700">Entry for {longEntryDate(entryDate)}</p>
            )}
          </div>
          {signedIn && (
            <div className="space-y-1 print:hidden">
              <Label htmlFor="still-core-date">Entry date</Label>
              <Input
                id="still-core-date"
                type="date"
                value={entryDate}
                max={today}
                onChange={(event) => {
                  if (event.target.value) setEntryDate(event.target.value);
                }}
                className="w-auto"
              />
            </div>
          )}
        </div>

        <Controller
          control={form.control}
          name="journalResponse"
          render={({ field }) => (
            <JournalEditor
              value={field.value}
              onChange={field.onChange}
              prompt={content.journalPrompt}
              disabled={signedIn && entry.isPending}
            />
          )}
        />
        {signedIn && entry.isError && (
          <p role="alert" className="text-sm text-red-700">
            This date&apos;s saved entry could not be loaded. You can still write, or refresh to try again.
          </p>
        )}

        <div className="flex flex-wrap gap-3 print:hidden">
          {signedIn && (
            <Button onClick={onSave} disabled={!canSaveEntry(text, saving) || themePending}>
              <Save className="h-4 w-4" aria-hidden />
              {saving ? 'Saving...' : 'Save Entry'}
            </Button>
          )}
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden />
            Print Journal
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <FileDown className="h-4 w-4" aria-hidden />
            Export PDF
          </Button>
        </div>

        {!user.isPending && (
          <p className="flex items-center gap-2 text-sm text-stone-600 print:hidden">
            <Lock className="h-4 w-4 shrink-0" aria-hidden />
            {signedIn ? MEDITATION_PAGE.signedInNote : MEDITATION_PAGE.visitorNote}
          </p>
        )}
      </section>

      {signedIn && (
        <div className="mt-12">
          <MeditationHistory
            entries={history.data}
            loading={history.isPending}
            failed={history.isError}
            selectedDate={entryDate}
            onSelect={setEntryDate}
          />
        </div>
      )}

      <figure className="mt-14 border-t border-stone-200 pt-8 text-center print:break-inside-avoid">
        <blockquote className="font-serif text-xl italic leading-relaxed">
          &ldquo;{content.quote.text}&rdquo;
        </blockquote>
        <figcaption className="mt-3 text-sm text-stone-600">— {content.quote.author}</figcaption>
      </figure>

      <p className="mt-10 hidden border-t border-stone-300 pt-4 text-center text-xs text-stone-500 print:block">
        {MEDITATION_PAGE.printFooter} · {longEntryDate(entryDate)}
      </p>
    </div>
  );
}
