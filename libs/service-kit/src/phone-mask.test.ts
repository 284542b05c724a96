import { maskPhone, maskPhoneNumbers } from './phone-mask';

test('When a number is masked, then only the country and area code and the last four digits remain', () => {
  expect(maskPhone('+15551234567')).toBe('+1555***4567');
  expect(maskPhone('5551234567')).toBe('555***4567');
  expect(maskPhone('12')).toBe('****');
});

test.each([
  ['/api/sms/admin/outbox?to=+15551234567', '/api/sms/admin/outbox?to=+1555***4567'],
  ['/api/sms/admin/outbox?to=%2B15551234567&limit=5', '/api/sms/admin/outbox?to=+1555***4567&limit=5'],
  ['/q?phone=(555)%20123-4567', '/q?phone=555***4567'],
  ['/q?p=555.123.4567', '/q?p=555***4567'],
])('When a URL holds a number (%s), then it is logged masked', (url, masked) => {
  expect(maskPhoneNumbers(url)).toBe(masked);
});

test.each(['/x/123e4567-e89b-12d3-a456-426614174000', '/q?limit=50', '/q?date=2026-11-24', '/healthz'])(
  'When a URL holds no number (%s), then it is unchanged',
  (url) => {
    expect(maskPhoneNumbers(url)).toBe(url);
  },
);
