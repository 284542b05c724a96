import { QUESTIONNAIRE_LIMITS as L } from '@uniform/contracts';
import { defaultRandom, randomInt, type RandomSource } from './random';

export interface HumanCheck {
  a: number;
  b: number;
  sum: number;
}

/** Step 1's sum: two integers from 1 to 10, drawn once when the page loads (spec 1 §5, §9). */
export function createHumanCheck(random: RandomSource = defaultRandom): HumanCheck {
  const a = randomInt(L.captchaOperandMin, L.captchaOperandMax, random);
  const b = randomInt(L.captchaOperandMin, L.captchaOperandMax, random);
  return { a, b, sum: a + b };
}
