import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  PRIVACY_INQUIRY_SUBJECTS,
  PRIVACY_MESSAGE_MAX,
  privacyInquiryRequestSchema,
  type PrivacyInquiryRequest,
  type PrivacyInquirySubject,
} from '@uniform/contracts';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { FieldError, FormField, Input, Label, Textarea } from '../../../shared/ui/Field';
import { Select } from '../../../shared/ui/Select';
import { callOperation, parseApiError } from '../../../shared/api/api-client';
import { INQUIRY_FAILURE, INQUIRY_SUBJECT_PLACEHOLDER, INQUIRY_SUCCESS } from '../content/privacy-inquiry';

/** What the fields hold while typing: no subject chosen yet is '' (the schema refuses it on submit). */
type FormValues = Omit<PrivacyInquiryRequest, 'subject'> & { subject: PrivacyInquirySubject | '' };
const EMPTY: FormValues = { email: '', subject: '', message: '' };
const FIELDS = ['email', 'subject', 'message'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/**
 * The privacy inquiry form (spec 2 §2.8): validated in the browser with the same zod schema the privacy
 * service uses, so whatever passes here passes there, and the messages under the fields are the same.
 */
export function PrivacyInquiryForm() {
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const form = useForm<FormValues, unknown, PrivacyInquiryRequest>({
    resolver: zodResolver<FormValues, unknown, PrivacyInquiryRequest>(privacyInquiryRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  const submit = useMutation({
    mutationFn: (inquiry: PrivacyInquiryRequest) => callOperation('submitPrivacyInquiry', inquiry),
    onSuccess: () => {
      setOutcome('success');
      form.reset(EMPTY);
    },
    onError: (error) => {
      console.error('Privacy inquiry failed', error);
      setOutcome('failure');
      // A 400 names the fields the server refused: show its words under them, as the browser's would be.
      for (const issue of parseApiError(error).issues ?? []) {
        if (isField(issue.path)) form.setError(issue.path, { message: issue.message });
      }
    },
  });

  const onSubmit = form.handleSubmit((inquiry) => {
    setOutcome(null);
    submit.mutate(inquiry);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Privacy inquiry">
      <FormField
        id="inquiry-email"
        label="Email"
        error={errors.email?.message}
        control={(props) => (
          <Input {...props} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      />
      <FormField
        id="inquiry-subject"
        label="Inquiry type"
        error={errors.subject?.message}
        control={({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
          <Controller
            control={form.control}
            name="subject"
            render={({ field }) => (
              <Select
                id={id}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={PRIVACY_INQUIRY_SUBJECTS}
                placeholder={INQUIRY_SUBJECT_PLACEHOLDER}
                invalid={invalid}
                describedBy={describedBy}
              />
            )}
          />
        )}
      />
      <div className="space-y-2">
        <Label htmlFor="inquiry-message">Message</Label>
        <Textarea
          id="inquiry-message"
          rows={4}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={
            errors.message ? 'inquiry-message-error inquiry-message-count' : 'inquiry-message-count'
          }
          {...form.register('message')}
        />
        <div className="flex items-start justify-between gap-4">
          <FieldError id="inquiry-message-error">{errors.message?.message}</FieldError>
          <p
            id="inquiry-message-count"
            className={
              messageLength > PRIVACY_MESSAGE_MAX
                ? 'ml-auto text-xs font-medium text-red-700'
                : 'ml-auto text-xs text-stone-500'
            }
          >
            {messageLength.toLocaleString('en-US')} / {PRIVACY_MESSAGE_MAX.toLocaleString('en-US')}
          </p>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
      {outcome === 'success' && <Alert variant="success">{INQUIRY_SUCCESS}</Alert>}
      {outcome === 'failure' && <Alert variant="destructive">{INQUIRY_FAILURE}</Alert>}
    </form>
  );
}
