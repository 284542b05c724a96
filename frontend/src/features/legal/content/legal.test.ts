import { formatLongDate } from '../../../shared/lib/dates';
import { PRIVACY_SECTIONS, TERMS_SECTIONS, type LegalSection } from './legal';

const all = (sections: LegalSection[]) =>
  sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.list ?? []), ...(s.after ?? [])]).join('\n');

describe('terms of service', () => {
  test('When the terms are listed, then they are the ten sections of spec 2 §2.7, numbered in order', () => {
    expect(TERMS_SECTIONS.map((s) => s.id)).toEqual([
      'acceptance',
      'service',
      'ephemeral-data',
      'ai-content',
      'responsibilities',
      'liability',
      'intellectual-property',
      'availability',
      'changes',
      'contact',
    ]);
    TERMS_SECTIONS.forEach((section, i) => expect(section.title).toMatch(new RegExp(`^${i + 1}\\. `)));
  });

  test('When the terms are read, then they state the facts this product promises', () => {
    const terms = all(TERMS_SECTIONS);
    expect(terms).toMatch(/free tier we keep no data/i);
    expect(terms).toMatch(/kept in your own browser/);
    expect(terms).toMatch(/never use your answers, chats or journal entries to train AI models/);
    expect(terms).toMatch(/not professional, medical, financial, legal or psychological advice/);
    expect(terms).toMatch(/human verification step/);
    expect(terms).toMatch(/7 AM in your local time/);
    expect(terms).toMatch(/replying STOP/);
    expect(terms).toMatch(/limited liability company organized in the Commonwealth of Virginia/);
    expect(terms).toMatch(/governed by the laws of the Commonwealth of Virginia/);
    expect(terms).toMatch(/legal@uniform\.style/);
  });
});

describe('privacy policy', () => {
  test('When the policy is listed, then every topic of spec 2 §2.8 has its section', () => {
    expect(PRIVACY_SECTIONS.map((s) => s.title)).toEqual([
      'Free tier and saved profiles',
      'Signing in',
      'How we process your information',
      'No AI training',
      'Technical logs',
      'Cookies',
      'Payments',
      'Retention and your rights',
      'Security',
      'Children',
      'Changes to this policy',
      'Contact',
    ]);
  });

  test('When the policy is read, then it describes both ways to sign in and what each stores', () => {
    const signIn = all(PRIVACY_SECTIONS.filter((s) => s.id === 'sign-in'));
    expect(signIn).toMatch(/e-mail address and a password/);
    expect(signIn).toMatch(/password only as a strong one-way hash/);
    expect(signIn).toMatch(/Google or Microsoft/);
    expect(signIn).toMatch(/the identifier Google or Microsoft uses for you/);
    expect(signIn).toMatch(/keep no access token or other token from them/);
    expect(signIn).toMatch(/only when they tell us they have verified that the address is yours/);
    expect(all(PRIVACY_SECTIONS)).toMatch(/at most ten minutes/);
  });

  test('When the rights are listed, then a saved profile has access, export, delete, update and billing history', () => {
    const rights = PRIVACY_SECTIONS.find((s) => s.id === 'retention')?.list ?? [];
    expect(rights).toHaveLength(5);
    for (const right of [/^access the data/, /^export/, /^delete/, /^update/, /billing history/]) {
      expect(rights.some((item) => right.test(item))).toBe(true);
    }
  });

  test('When the rights are explained, then the reader can use them on the Account page, and the inquiry form stays for the rest', () => {
    const retention = PRIVACY_SECTIONS.find((s) => s.id === 'retention')!;
    const how = all([retention]);
    expect(how).toMatch(/yourself, at once, on your Account page/);
    expect(how).toMatch(/correct your name and e-mail/);
    expect(how).toMatch(/“Download my data”/);
    expect(how).toMatch(/“Delete my account”/);
    expect(how).toMatch(/no billing history/);
    expect(how).toMatch(/send the privacy inquiry form below/);
    expect(retention.link).toEqual({ to: '/account', label: 'Go to your Account page' });
  });

  test('When the policy is read, then it names the card payment provider, the under-13 rule and the 2-day answer', () => {
    const policy = all(PRIVACY_SECTIONS);
    expect(policy).toMatch(/card payment provider/);
    expect(policy).toMatch(/children under 13/);
    expect(policy).toMatch(/within 2 business days/);
    expect(policy).toMatch(/privacy@uniform\.style/);
  });

  test('When sections are linked to, then every anchor is unique', () => {
    for (const sections of [TERMS_SECTIONS, PRIVACY_SECTIONS]) {
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
    }
  });
});

describe('formatLongDate', () => {
  test('When a date is formatted, then it reads like "November 23, 2026" whatever the local time of day', () => {
    expect(formatLongDate(new Date(2026, 10, 23, 0, 0))).toBe('November 23, 2026');
    expect(formatLongDate(new Date(2026, 0, 5, 23, 59))).toBe('January 5, 2026');
  });
});
