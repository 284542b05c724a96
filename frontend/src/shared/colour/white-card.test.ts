import { cardCanHelp, cardRegion } from './white-card';

describe('white card', () => {
  test('When a point is tapped, then the square read is 4% of the shorter side, centred on it', () => {
    expect(cardRegion({ x: 500, y: 300 }, { width: 1280, height: 960 })).toEqual({
      x: 481,
      y: 281,
      width: 38,
      height: 38,
    });
  });

  test('When the point is at an edge, then the square is clipped to the photo', () => {
    expect(cardRegion({ x: 2, y: 958 }, { width: 1280, height: 960 })).toEqual({
      x: 0,
      y: 939,
      width: 21,
      height: 21,
    });
  });

  test('When the light spoiled the eye whites, then a card can help; when no face was found, it cannot', () => {
    expect(cardCanHelp({ ok: false, problems: [{ code: 'color-cast', message: '' }] })).toBe(true);
    expect(cardCanHelp({ ok: false, problems: [{ code: 'no-face', message: '' }] })).toBe(false);
    expect(cardCanHelp({ ok: true })).toBe(true);
  });
});
