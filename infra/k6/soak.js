// Soak: a steady 20 visitors for 2 hours — watch memory (it must stay flat) and error rate.
import { journey, rampHoldDown, setup, thresholds } from './journey.js';

export { setup };
export const options = {
  stages: rampHoldDown(20, { up: '5m', hold: '2h', down: '5m' }),
  thresholds,
};
export default journey;
