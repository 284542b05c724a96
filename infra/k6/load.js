// Load: the expected busy hour — ramp to 50 concurrent visitors, hold 10 minutes, ramp down.
import { journey, rampHoldDown, setup, thresholds } from './journey.js';

export { setup };
export const options = {
  stages: rampHoldDown(50, { up: '2m', hold: '10m', down: '1m' }),
  thresholds,
};
export default journey;
