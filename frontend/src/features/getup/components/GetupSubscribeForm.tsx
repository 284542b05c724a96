import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Loader2, MessageSquare } from 'lucide-react';
import { z } from 'zod';
import {
  SMS_MESSAGES,
  smsSubscribeRequestSchema,
  validatePhoneRequestSchema,
  type Analysis,
} from '@uniform/contracts';
import { Button } from '../../../shared/ui/Button';
import { FieldError, Input, Label } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/use-toast';
import { useAnalysis } from '../../../shared/lib/analysis-store';
import { parseApiError } from '../../../shared/api/api-client';
import { savedLooksAnalysisKey } from '../../../shared/lib/saved-looks-store';
import { useSimpleUser } from '../../account';
import { subscribeToGetup, unsubscribeFromGetup, validatePhone } from '../api/getup-api';
import { browserTimeZone } from '../../../shared/lib/dates';
import { GETUP_FALLBACKS, GETUP_FORM } from '../content/getup-content';
import { getupTokenStore, type GetupTokenStore } from '../lib/getup-token-store';
import { formatPhoneInput, PHONE_INPUT_MAX, phoneProblem } from '../lib/phone';

/** Spec 2 §9: after a successful subscribe the optional close callback fires after 2 seconds. */
export const GETUP_CLOSE_DELAY_MS = 2_000;

/** pending: we texted the number and wait for its YES; subscribed: it already gets Getup. */
type Result = { kind: 'pending' | 'subscribed' | 'unsubscribed'; message: string };

const RESULT_TITLES: Record<Result['kind'], string> = {
  pending: 'Check your phone',
  subscribed: "You're in!",
  unsubscribed: 'Unsubscribed',
};

class PhoneRejected extends Error {}

/**
 * The phone with the sms service's own rule (empty → spec 2 §5's message) and, for a visitor
 * without an analysis, an optional ZIP with the subscribe call's rule (the questionnaire's).
 */
const getupFormSchema = validatePhoneRequestSchema.extend({
  zipCode: z
    .string()
    .trim()
    .transform((zip) => zip || undefined)
    .pipe(smsSubscribeRequestSchema.shape.zipCode),
});
type GetupFormValues = z.input<typeof getupFormSchema>;
type GetupFormRequest = z.output<typeof getupFormSchema>;

/**
 * The Getup SMS form (spec 2 §4, §5, §8): idle → submitting → subscribed (pending the number's YES,
 * or already active) / unsubscribed with the server's message, or an inline error. Hosted by the
 * Getup page's dialog and the dashboard's Getup tab. Without `analysis` it uses the one stored in
 * this browser; without either, a visitor still subscribes (issue 20): an optional ZIP, else the
 * browser's time zone, sets 7 AM, and the texts are general until this browser has an analysis
 * (useGetupPersonalization). The answer's token is kept in this browser for that. A signed-in user
 * is told the number joins their account once it replies YES (the server links it then).
 */
export function GetupSubscribeForm(props: {
  analysis?: Analysis | null;
  onDone?: () => void;
  /** Where the personalization token is kept: this browser's localStorage unless a test gives one. */
  tokenStore?: GetupTokenStore;
}) {
  const stored = useAnalysis();
  const analysis = props.analysis ?? stored;
  const tokenStore = props.tokenStore ?? getupTokenStore;
  const signedIn = Boolean(useSimpleUser().data);
  const form = useForm<GetupFormValues, unknown, GetupFormRequest>({
    resolver: zodResolver(getupFormSchema),
    defaultValues: { phoneNumber: '', zipCode: '' },
  });
  const error = form.formState.errors.phoneNumber?.message;
  const zipError = form.formState.errors.zipCode?.message;
  const showError = (message: string) => {
    form.setError('phoneNumber', { message });
    form.setFocus('phoneNumber');
  };
  const [result, setResult] = useState<Result | null>(null);
  const id = useId();
  const onDone = useRef(props.onDone);
  useEffect(() => {
    onDone.current = props.onDone;
  }, [props.onDone]);

  const subscribe = useMutation({
    mutationFn: async ({ phoneNumber, zipCode }: GetupFormRequest) => {
      const problem = phoneProblem(await validatePhone(phoneNumber));
      if (problem) throw new PhoneRejected(problem);
      const answer = await subscribeToGetup(phoneNumber, {
        ...(analysis ? { analysis } : { zipCode }),
        timeZone: browserTimeZone(),
      });
      return { answer, analysis };
    },
    onSuccess: ({ answer, analysis: sent }) => {
      // An active number gets no token: the one this browser may keep from before stays.
      if (answer.personalizationToken)
        tokenStore.keep(answer.personalizationToken, sent ? savedLooksAnalysisKey(sent) : null);
      setResult({ kind: answer.status === 'active' ? 'subscribed' : 'pending', message: answer.message });
      toast({ title: 'Success!', description: answer.message });
    },
    // Spec 2 §8: every subscribe failure, a rejected number included, shows inline and in the toast.
    onError: (failure) => {
      const rejected = failure instanceof PhoneRejected;
      const message = rejected ? failure.message : parseApiError(failure, GETUP_FALLBACKS.subscribe).message;
      if (rejected) showError(message);
      else form.setError('phoneNumber', { message });
      toast({ title: 'Subscription Failed', description: message, variant: 'destructive' });
    },
  });

  const unsubscribe = useMutation({
    mutationFn: unsubscribeFromGetup,
    onSuccess: (answer) => {
      setResult({ kind: 'unsubscribed', message: answer.message });
      toast({ title: 'Unsubscribed', description: answer.message });
    },
    onError: (failure) => {
      toast({
        title: 'Unsubscribe Failed',
        description: parseApiError(failure, GETUP_FALLBACKS.unsubscribe).message,
        variant: 'destructive',
      });
    },
  });

  // The close callback, 2 seconds after a successful subscribe (cancelled if the form goes away).
  useEffect(() => {
    if (!result || result.kind === 'unsubscribed') return;
    const timer = setTimeout(() => onDone.current?.(), GETUP_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const busy = subscribe.isPending || unsubscribe.isPending;

  const onSubmit = form.handleSubmit(
    (request) => {
      setResult(null);
      subscribe.mutate(request);
    },
    () => setResult(null),
  );

  const onUnsubscribe = () => {
    setResult(null);
    const phone = form.getValues('phoneNumber');
    if (!phone.trim()) {
      toast({
        title: 'Phone Number Required',
        description: SMS_MESSAGES.unsubscribeEmpty,
        variant: 'destructive',
      });
      form.setFocus('phoneNumber');
      return;
    }
    form.clearErrors('phoneNumber');
    unsubscribe.mutate(phone);
  };

  if (result) {
    return (
      <div role="status" aria-label="Getup subscription result" className="space-y-4 text-center">
        {result.kind === 'subscribed' ? (
          <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-600" aria-hidden />
        ) : (
          <MessageSquare className="mx-auto h-10 w-10 text-stone-500" aria-hidden />
        )}
        <p className="font-serif text-lg font-semibold">{RESULT_TITLES[result.kind]}</p>
        <p className="text-sm text-stone-700">{result.message}</p>
        <Button variant="ghost" size="sm" onClick={() => setResult(null)}>
          Back to the form
        </Button>
      </div>
    );
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const linkId = `${id}-link`;
  const zipErrorId = `${id}-zip-error`;
  const zipHintId = `${id}-zip-hint`;
  const zone = browserTimeZone();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Getup subscription"
      aria-busy={busy}
      className="space-y-4"
    >
      <div className="space-y-2">
        <Label htmlFor={`${id}-phone`}>Mobile phone number</Label>
        <Controller
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <Input
              ref={field.ref}
              id={`${id}-phone`}
              name={field.name}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(555) 123-4567"
              maxLength={PHONE_INPUT_MAX}
              value={field.value}
              disabled={busy}
              aria-invalid={Boolean(error)}
              aria-describedby={[error ? errorId : undefined, hintId, signedIn ? linkId : undefined]
                .filter(Boolean)
                .join(' ')}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(formatPhoneInput(event.target.value));
                // Any edit starts over: a server's verdict on the old number no longer applies.
                if (error) form.clearErrors('phoneNumber');
              }}
            />
          )}
        />
        <FieldError id={errorId}>{error}</FieldError>
        <p id={hintId} className="text-xs text-stone-500">
          We text you once to confirm: reply YES to start. One style prompt a day at 7 AM your time. Free.
          Reply STOP to cancel at any time. Msg &amp; data rates may apply.
        </p>
        {signedIn && (
          <p id={linkId} className="text-xs text-stone-700">
            {GETUP_FORM.accountLinkNote}
          </p>
        )}
      </div>
      {!analysis && (
        <>
          <div className="space-y-2">
            <Label htmlFor={`${id}-zip`}>{GETUP_FORM.zipLabel}</Label>
            <Input
              id={`${id}-zip`}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="10001"
              maxLength={10}
              disabled={busy}
              aria-invalid={Boolean(zipError)}
              aria-describedby={[zipError ? zipErrorId : undefined, zipHintId].filter(Boolean).join(' ')}
              {...form.register('zipCode')}
            />
            <FieldError id={zipErrorId}>{zipError}</FieldError>
            <p id={zipHintId} className="text-xs text-stone-500">
              {GETUP_FORM.zipHint(zone)}
            </p>
          </div>
          <p className="rounded-md bg-stone-100 p-3 text-sm text-stone-700">
            {GETUP_FORM.generalNote}{' '}
            <Link to="/onboarding" className="font-medium text-ink underline underline-offset-4">
              {GETUP_FORM.discoverLink}
            </Link>{' '}
            {GETUP_FORM.personalNote}
          </p>
        </>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="flex-1" disabled={busy}>
          {subscribe.isPending ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Subscribing...
            </>
          ) : (
            'Start My Daily Getup'
          )}
        </Button>
        <Button variant="secondary" onClick={onUnsubscribe} disabled={busy}>
          {unsubscribe.isPending ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Unsubscribing...
            </>
          ) : (
            'Unsubscribe'
          )}
        </Button>
      </div>
    </form>
  );
}
