// Soak: a steady 20 visitors for 2 hours — watch memory (it must stay flat) and error rate.
import { journey, setup, thresholds } from './journey.js';

export { setup };
export const options = {
  stages: [
    { duration: '5m', target: 20 },
    { duration: '2h', target: 20 },
    { duration: '5m', target: 0 },
  ],
  thresholds,
};
export default journey;
