// Smoke: one user, one minute — does every step of the journey answer?
import { journey, setup, thresholds } from './journey.js';

export { setup };
export const options = { vus: 1, duration: '1m', thresholds };
export default journey;
