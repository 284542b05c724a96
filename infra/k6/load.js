// Load: the expected busy hour — ramp to 50 concurrent visitors, hold 10 minutes, ramp down.
import { journey, setup, thresholds } from './journey.js';

export { setup };
export const options = {
  stages: [
    { duration: '2m', target: 50 },
    { duration: '10m', target: 50 },
    { duration: '1m', target: 0 },
  ],
  thresholds,
};
export default journey;
