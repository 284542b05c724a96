import type { z } from 'zod';
import { buildAnalysisFixture } from '../analysis/analysis.fixture';
import { analyzeCustomItemRequestSchema, updatePersonalBrandRequestSchema } from './analysis.operations';
import { signInRequestSchema, signUpRequestSchema } from './auth.operations';
import {
  chatBrandStrategistRequestSchema,
  chatStreamEventSchema,
  chatStylistRequestSchema,
} from './chat.operations';
import {
  manifestoGenerateRequestSchema,
  manifestoRespondRequestSchema,
  MANIFESTO_SECTIONS,
} from './manifesto.operations';
import {
  dailyMeditationQuerySchema,
  meditationEntryQuerySchema,
  meditationEntryRequestSchema,
} from './meditation.operations';
import { brandGuideFileName } from './pdf.operations';
import { PRIVACY_INQUIRY_SUBJECTS, privacyInquiryRequestSchema } from './privacy.operations';
import { smsUnsubscribeRequestSchema, validatePhoneRequestSchema } from './sms.operations';

const analysis = buildAnalysisFixture();
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);
const fields = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));

describe('accounts', () => {
  test('When sign-in misses a field, then the spec message shows', () => {
    expect(messages(signInRequestSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      'Email and password are required',
      'Email and password are required',
    ]);
  });

  test('When sign-up has no consent, then the spec message shows; with consent the e-mail is normalised', () => {
    const body = { email: '  Ada@Example.COM ', password: 'correct horse battery' };

    expect(messages(signUpRequestSchema.safeParse({ ...body, dataRetentionConsent: false }))).toEqual([
      'Email, password, and consent are required',
    ]);
    expect(signUpRequestSchema.parse({ ...body, dataRetentionConsent: true }).email).toBe('ada@example.com');
  });

  test('When the sign-up e-mail is malformed, then it asks for a valid address', () => {
    expect(
      messages(
        signUpRequestSchema.safeParse({
          email: 'ada@',
          password: 'correct horse battery',
          dataRetentionConsent: true,
        }),
      ),
    ).toEqual(['Please enter a valid email address']);
  });
});

describe('privacy inquiries', () => {
  test('When the subjects are read, then they are the six of spec 2 §2.8 with their labels', () => {
    expect(PRIVACY_INQUIRY_SUBJECTS.map((s) => `${s.value}: ${s.label}`)).toEqual([
      'general: General Privacy Question',
      'access: Data Access Request',
      'deletion: Data Deletion Request',
      'correction: Data Correction Request',
      'complaint: Privacy Complaint',
      'other: Other',
    ]);
  });

  test('When the subject, e-mail and message are all bad, then each field is named', () => {
    const result = privacyInquiryRequestSchema.safeParse({ email: 'nope', subject: 'gossip', message: '  ' });

    expect(fields(result).sort()).toEqual(['email', 'message', 'subject']);
    expect(messages(result)).toEqual([
      'Please enter a valid email address',
      'Please select an inquiry type',
      'Message is required',
    ]);
  });

  test('When the message is 5,000 characters it is accepted; 5,001 is refused', () => {
    const base = { email: 'ada@example.com', subject: 'general' };

    expect(privacyInquiryRequestSchema.safeParse({ ...base, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(messages(privacyInquiryRequestSchema.safeParse({ ...base, message: 'x'.repeat(5001) }))).toEqual([
      'Message must be at most 5,000 characters',
    ]);
  });

  test('When the e-mail is missing, then it says the e-mail is required', () => {
    expect(messages(privacyInquiryRequestSchema.safeParse({ subject: 'other', message: 'hi' }))).toEqual([
      'Email is required',
    ]);
    expect(
      messages(privacyInquiryRequestSchema.safeParse({ email: ' ', subject: 'other', message: 'hi' })),
    ).toEqual(['Email is required']);
  });
});

describe('analysis calls', () => {
  test('When a personal-brand field is edited, then only brand fields and 1–2,000 characters pass', () => {
    const base = { analysis, field: 'voiceAndTone', value: 'Warm and plain.' };

    expect(updatePersonalBrandRequestSchema.safeParse(base).success).toBe(true);
    expect(fields(updatePersonalBrandRequestSchema.safeParse({ ...base, field: 'styleArchetype' }))).toEqual([
      'field',
    ]);
    expect(
      messages(updatePersonalBrandRequestSchema.safeParse({ ...base, value: 'x'.repeat(2001) })),
    ).toEqual(['Please keep this under 2,000 characters']);
    expect(messages(updatePersonalBrandRequestSchema.safeParse({ ...base, value: '   ' }))).toEqual([
      'Please enter some text before saving',
    ]);
  });

  test('When a custom item URL is not http or https, then it is refused', () => {
    const base = { analysis, pieceType: 'footwear' };

    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://example.com/a', 'not a url']) {
      expect(fields(analyzeCustomItemRequestSchema.safeParse({ ...base, url }))).toEqual(['url']);
    }
    expect(
      analyzeCustomItemRequestSchema.safeParse({ ...base, url: ' https://example.com/loafers ' }).success,
    ).toBe(true);
  });
});

describe('chat', () => {
  test('When a chat carries a long history, then only the last 5 messages are kept', () => {
    const chatHistory = Array.from({ length: 9 }, (_, i) => ({ type: 'user' as const, content: `m${i}` }));

    const parsed = chatStylistRequestSchema.parse({ message: 'What should I wear?', analysis, chatHistory });

    expect(parsed.chatHistory.map((m) => m.content)).toEqual(['m4', 'm5', 'm6', 'm7', 'm8']);
  });

  test('When the message is only whitespace or over 2,000 characters, then it is refused', () => {
    expect(messages(chatStylistRequestSchema.safeParse({ message: ' \n ', analysis }))).toEqual([
      'Please type a message',
    ]);
    expect(
      messages(chatBrandStrategistRequestSchema.safeParse({ message: 'x'.repeat(2001), analysis })),
    ).toEqual(['Messages are limited to 2,000 characters']);
  });

  test('When no history is sent, then it is an empty list', () => {
    expect(chatBrandStrategistRequestSchema.parse({ message: 'Hi', analysis }).chatHistory).toEqual([]);
  });

  test('When stream events are read, then delta, done and error are the three shapes', () => {
    expect(chatStreamEventSchema.safeParse({ type: 'delta', text: 'Your ' }).success).toBe(true);
    expect(
      chatStreamEventSchema.safeParse({ type: 'done', response: 'Your blazer.', engine: 'ai' }).success,
    ).toBe(true);
    expect(
      chatStreamEventSchema.safeParse({ type: 'error', message: 'Stopped', code: 'INTERNAL' }).success,
    ).toBe(true);
    expect(chatStreamEventSchema.safeParse({ type: 'other' }).success).toBe(false);
  });
});

describe('Getup', () => {
  test('When the phone number is empty, then the spec messages for subscribe and unsubscribe show', () => {
    expect(messages(validatePhoneRequestSchema.safeParse({ phoneNumber: '  ' }))).toEqual([
      'Please enter your phone number to subscribe to Getup.',
    ]);
    expect(messages(smsUnsubscribeRequestSchema.safeParse({ phoneNumber: '' }))).toEqual([
      'Please enter your phone number to unsubscribe.',
    ]);
  });

  test('When the phone number is absurdly long, then it is an invalid format', () => {
    expect(messages(validatePhoneRequestSchema.safeParse({ phoneNumber: '5'.repeat(1000) }))).toEqual([
      'Invalid phone number format',
    ]);
  });
});

describe('manifesto', () => {
  test('When the sections are read, then they are the seven of spec 2 §3 in order', () => {
    expect(MANIFESTO_SECTIONS.map((s) => s.id)).toEqual([
      'origins',
      'mission',
      'culture',
      'geography',
      'conflict',
      'legacy',
      'future',
    ]);
  });

  test('When the section index is outside 0–6, then it is refused', () => {
    for (const currentSection of [-1, 7, 1.5]) {
      expect(fields(manifestoRespondRequestSchema.safeParse({ message: 'Hi', currentSection }))).toEqual([
        'currentSection',
      ]);
    }
  });

  test('When a section appears twice or none is sent, then the manifesto is not generated', () => {
    const origins = {
      id: 'origins',
      title: 'Origins',
      description: 'Where we come from',
      content: 'Kerala.',
    };

    expect(manifestoGenerateRequestSchema.safeParse({ sections: [origins, origins] }).success).toBe(false);
    expect(messages(manifestoGenerateRequestSchema.safeParse({ sections: [] }))).toEqual([
      'Complete at least one section first',
    ]);
  });
});

describe('meditation', () => {
  test('When the journal response is only whitespace, then it is refused; otherwise it is kept exactly', () => {
    const base = { entryDate: '2026-11-23' };

    expect(messages(meditationEntryRequestSchema.safeParse({ ...base, journalResponse: ' \n\t ' }))).toEqual([
      'Please write your reflection before saving.',
    ]);
    expect(meditationEntryRequestSchema.parse({ ...base, journalResponse: '  a poem\n' })).toEqual({
      ...base,
      theme: '',
      journalResponse: '  a poem\n',
    });
  });

  test('When the response is over 20,000 characters, then it is refused', () => {
    expect(
      messages(
        meditationEntryRequestSchema.safeParse({
          entryDate: '2026-11-23',
          journalResponse: 'x'.repeat(20_001),
        }),
      ),
    ).toEqual(['Entries are limited to 20,000 characters']);
  });

  test('When a date or time zone in the query is malformed, then it is refused', () => {
    expect(meditationEntryQuerySchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(meditationEntryQuerySchema.safeParse({ date: ['2026-11-23', '2026-11-24'] }).success).toBe(false);
    expect(dailyMeditationQuerySchema.safeParse({ timeZone: '../../etc' }).success).toBe(false);
    expect(dailyMeditationQuerySchema.safeParse({ timeZone: 'America/Argentina/Buenos_Aires' }).success).toBe(
      true,
    );
  });
});

describe('PDF', () => {
  test('When the archetype has spaces, accents or path characters, then the file name is safe', () => {
    expect(brandGuideFileName('The Grounded Mentor')).toBe('The-Grounded-Mentor-Brand-Guide.pdf');
    expect(brandGuideFileName('Élan "Noir"/../x')).toBe('Elan-Noir-x-Brand-Guide.pdf');
    expect(brandGuideFileName('')).toBe('Style-Brand-Guide.pdf');
  });
});
