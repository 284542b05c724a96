import { ENNEAGRAM_TYPES, MBTI_TYPES } from '@uniform/contracts';
import { ENNEAGRAM_PROFILES } from './enneagram.data';
import { MBTI_PROFILES } from './mbti.data';
import { readEnneagram, readMbti } from './personality-types';

describe('personality type tables', () => {
  it('There is a profile for each of the 16 MBTI types and the 9 Enneagram types', () => {
    expect(Object.keys(MBTI_PROFILES).sort()).toEqual([...MBTI_TYPES].sort());
    expect(Object.keys(ENNEAGRAM_PROFILES).sort()).toEqual([...ENNEAGRAM_TYPES].sort());
    expect(new Set(Object.values(MBTI_PROFILES).map((profile) => profile.nickname)).size).toBe(16);
  });
});

describe('readMbti', () => {
  it.each([
    ['INFJ', 'INFJ'],
    ['infj', 'INFJ'],
    ['ENTP-A', 'ENTP'],
    [' estj ', 'ESTJ'],
  ])('When the answer is %p, then the type is %s', (answer, type) => {
    expect(readMbti(answer)?.type).toBe(type);
  });

  it.each([undefined, '', 'XNTJ', 'not sure'])('When the answer is %p, then there is no type', (answer) => {
    expect(readMbti(answer)).toBeUndefined();
  });
});

describe('readEnneagram', () => {
  it('When the answer has a wing next to the core, then both are read and the core leads', () => {
    const reading = readEnneagram('5w4');

    expect(reading?.core).toBe(5);
    expect(reading?.name).toBe('The Investigator');
    expect(reading?.wing?.type).toBe(4);
    expect(reading?.label).toBe('5w4');
  });

  it.each([
    ['1w9', 1, 9],
    ['9w1', 9, 1],
    ['Type 3', 3, undefined],
    ['6 w 7', 6, 7],
    ['4w7', 4, undefined],
  ])('When the answer is %p, then the core is %p and the wing %p', (answer, core, wing) => {
    const reading = readEnneagram(answer);

    expect(reading?.core).toBe(core);
    expect(reading?.wing?.type).toBe(wing);
  });

  it.each([undefined, '', 'none', '0'])('When the answer is %p, then there is no type', (answer) => {
    expect(readEnneagram(answer)).toBeUndefined();
  });
});
