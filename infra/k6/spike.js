// Spike: from 5 to 200 visitors in 30 seconds (a launch post), hold, drop — the autoscalers and rate limits
// must keep errors under 1 % and latency recovers after.
import { journey, setup } from './journey.js';

export { setup };
export const options = {
  stages: [
    { duration: '1m', target: 5 },
    { duration: '30s', target: 200 },
    { duration: '3m', target: 200 },
    { duration: '30s', target: 5 },
    { duration: '2m', target: 5 },
  ],
  // Under a spike, latency may degrade; failures may not.
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(95)<1000'] },
};
export default journey;
