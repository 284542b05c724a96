// The mixed visitor journey every k6 scenario runs (smoke, load, soak, spike), against the gateway:
//   k6 run -e BASE_URL=https://uniform.example.com infra/k6/load.js
// k6 is not installable on our build machines; `npm run bench:load` runs the same journey
// with the same pauses from Node (and a no-pause capacity run with autocannon).
/* global __ENV */
import http from 'k6/http';
import { check, group, sleep } from 'k6';
import { ANSWERS, journeyRequests } from './journey-data.js';

export const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const json = { headers: { 'content-type': 'application/json' } };

/** Thresholds every scenario shares: p95 under 100 ms for the built-in (non-model) endpoints, <1 % errors. */
export const thresholds = {
  http_req_failed: ['rate<0.01'],
  'http_req_duration{kind:api}': ['p(95)<100'],
  'http_req_duration{kind:page}': ['p(95)<100'],
};

/** A ramp up to `target` visitors, a hold and a ramp down to none: the load and soak scenarios' shape. */
export const rampHoldDown = (target, { up, hold, down }) => [
  { duration: up, target },
  { duration: hold, target },
  { duration: down, target: 0 },
];

/** One analysis, made once through the real endpoint, for the calls that need it. */
export function setup() {
  const res = http.post(`${BASE_URL}/api/analyze-style`, JSON.stringify(ANSWERS), json);
  check(res, { 'analysis made': (r) => r.status === 200 });
  return { analysis: res.json() };
}

export function journey({ analysis }) {
  for (const step of journeyRequests(analysis)) {
    group(step.name, () => {
      const params = {
        ...json,
        tags: { kind: step.path.startsWith('/api/') ? 'api' : 'page', name: step.name },
      };
      const res =
        step.method === 'GET'
          ? http.get(`${BASE_URL}${step.path}`, params)
          : http.post(`${BASE_URL}${step.path}`, JSON.stringify(step.body), params);
      check(res, { [`${step.name} answered 2xx`]: (r) => r.status >= 200 && r.status < 300 });
    });
    sleep(Math.random() * 0.5);
  }
}
