import { fillColourSlots, slotColours } from './colour-slots';

describe('colour slots', () => {
  it('When a template has slots, then each is filled with the user’s colour and its article agrees', () => {
    const slots = slotColours(['Soft Olive', 'Mushroom', 'Ivory', 'Muted Teal']);

    expect(fillColourSlots('A {c1} jacket over a {c2} top, one {c4} accent', slots)).toBe(
      'A soft olive jacket over a mushroom top, one muted teal accent',
    );
    expect(fillColourSlots('A {c3} knit', slots)).toBe('An ivory knit');
  });

  it('When the answers rule out a colour, then the slots use only the others, in turn', () => {
    const slots = slotColours(['True Navy', 'Black', 'Charcoal'], (text) => !text.includes('black'));

    expect(slots).toEqual(['true navy', 'charcoal', 'true navy', 'charcoal']);
  });

  it('When the answers rule out every colour, then a slot reads "neutral", never a colour from elsewhere', () => {
    expect(
      fillColourSlots(
        'a {c2} coat',
        slotColours(['Black'], () => false, ['camel']),
      ),
    ).toBe('a neutral coat');
  });

  it('When no colour is given at all, then the fallback colours fill the slots', () => {
    expect(slotColours([], undefined, ['Olive', 'Navy'])).toEqual(['olive', 'navy', 'olive', 'navy']);
  });
});
