import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  PRIVACY_INQUIRY_SUBJECTS,
  PRIVACY_MESSAGE_MAX,
  privacyInquiryRequestSchema,
  type PrivacyInquiryRequest,
} from '@uniform/contracts';
import { Alert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { FieldError, Input, Label, Textarea } from '../components/ui/Field';
import { Select } from '../components/ui/Select';
import { apiRequest, parseApiError } from '../lib/api';

export const INQUIRY_SUCCESS =
  'Your privacy inquiry has been submitted successfully. We will respond within 2 business days.';
export const INQUIRY_FAILURE = 'Failed to submit inquiry. Please try again or contact us directly.';

type FormValues = { email: string; subject: string; message: string };
const EMPTY: FormValues = { email: '', subject: '', message: '' };

/** The privacy inquiry form (spec 2 §2.8): the same zod schema as the server, so its messages match. */
export function PrivacyInquiryForm() {
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const form = useForm<FormValues, unknown, PrivacyInquiryRequest>({
    // The form starts with no subject chosen (''), which the schema's enum refuses on submit.
    resolver: zodResolver(privacyInquiryRequestSchema) as unknown as Resolver<
      FormValues,
      unknown,
      PrivacyInquiryRequest
    >,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = useMutation({
    mutationFn: (inquiry: PrivacyInquiryRequest) => apiRequest('POST', '/api/privacy-inquiry', inquiry),
    onSuccess: () => {
      setOutcome('success');
      form.reset(EMPTY);
    },
    onError: (error) => {
      console.error('Privacy inquiry failed', error);
      setOutcome('failure');
      for (const issue of parseApiError(error).issues ?? []) {
        if (issue.path === 'email' || issue.path === 'subject' || issue.path === 'message') {
          form.setError(issue.path, { message: issue.message });
        }
      }
    },
  });

  const onSubmit = form.handleSubmit((inquiry) => {
    setOutcome(null);
    submit.mutate(inquiry);
  });
  const described = (field: keyof FormValues) => (errors[field] ? `${field}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Privacy inquiry">
      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={described('email')}
          {...form.register('email')}
        />
        <FieldError id="email-error">{errors.email?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="subject">Inquiry type</Label>
        <Controller
          control={form.control}
          name="subject"
          render={({ field }) => (
            <Select
              id="subject"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              options={PRIVACY_INQUIRY_SUBJECTS}
              placeholder="Select inquiry type"
              invalid={Boolean(errors.subject)}
              describedBy={described('subject')}
            />
          )}
        />
        <FieldError id="subject-error">{errors.subject?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="message">Message</Label>
        <Textarea
          id="message"
          rows={4}
          maxLength={PRIVACY_MESSAGE_MAX}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={described('message')}
          {...form.register('message')}
        />
        <FieldError id="message-error">{errors.message?.message}</FieldError>
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
      {outcome === 'success' && <Alert variant="success">{INQUIRY_SUCCESS}</Alert>}
      {outcome === 'failure' && <Alert variant="destructive">{INQUIRY_FAILURE}</Alert>}
    </form>
  );
}
