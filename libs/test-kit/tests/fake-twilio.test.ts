import twilio from 'twilio';
import { startFakeTwilio, twilioSignature, useStarted, type FakeTwilio } from '@uniform/test-kit';

describe('fake Twilio API with the real twilio SDK', () => {
  let fake: FakeTwilio;

  useStarted(async () => (fake = await startFakeTwilio()));

  test('When a message is sent, then the SDK gets a message sid and the fake holds the text', async () => {
    const client = twilio(fake.accountSid, fake.authToken, { httpClient: fake.httpClient });
    const message = await client.messages.create({
      to: '+15405550123',
      from: '+15405550100',
      body: 'Getup: wear the camel coat.',
    });
    expect(message.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(message.status).toBe('queued');
    expect(fake.messages.at(-1)).toMatchObject({
      to: '+15405550123',
      from: '+15405550100',
      body: 'Getup: wear the camel coat.',
    });
  });

  test('When the credentials are wrong, then the SDK raises a 401', async () => {
    const client = twilio(fake.accountSid, 'wrong-token', { httpClient: fake.httpClient });
    await expect(
      client.messages.create({ to: '+15405550123', from: '+15405550100', body: 'x' }),
    ).rejects.toMatchObject({ status: 401 });
  });

  test('When a number is looked up, then its scripted line type comes back', async () => {
    fake.setLineType('+15405550111', 'landline');
    const client = twilio(fake.accountSid, fake.authToken, { httpClient: fake.httpClient });
    const landline = await client.lookups.v2
      .phoneNumbers('+15405550111')
      .fetch({ fields: 'line_type_intelligence' });
    const mobile = await client.lookups.v2
      .phoneNumbers('+15405550122')
      .fetch({ fields: 'line_type_intelligence' });
    expect(landline.valid).toBe(true);
    expect(landline.lineTypeIntelligence).toMatchObject({ type: 'landline' });
    expect(mobile.lineTypeIntelligence).toMatchObject({ type: 'mobile' });
    expect(fake.lookups).toEqual(['+15405550111', '+15405550122']);
  });

  test('When the carrier throttles, then the SDK raises the 429 with its Twilio code', async () => {
    fake.failNext(429, 20429, 'Too Many Requests');
    const client = twilio(fake.accountSid, fake.authToken, { httpClient: fake.httpClient });
    await expect(
      client.messages.create({ to: '+15405550123', from: '+15405550100', body: 'x' }),
    ).rejects.toMatchObject({ status: 429, code: 20429 });
  });

  test('When a webhook is signed with the helper, then twilio.validateRequest accepts it and rejects a tampered body', () => {
    const url = 'https://example.test/api/sms/inbound';
    const params = { From: '+15405550123', Body: 'STOP' };
    const signature = twilioSignature(fake.authToken, url, params);
    expect(twilio.validateRequest(fake.authToken, signature, url, params)).toBe(true);
    expect(twilio.validateRequest(fake.authToken, signature, url, { ...params, Body: 'START' })).toBe(false);
  });
});
