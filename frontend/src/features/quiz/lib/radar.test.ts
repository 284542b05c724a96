import { radarPoint, radarPolygon } from './radar';

const g = { center: 100, radius: 80, max: 5 };

describe('radar geometry', () => {
  test('When a value is the maximum on the first axis, then it sits straight above the centre', () => {
    expect(radarPoint(0, 5, 5, g)).toEqual([100, 20]);
  });

  test('When a value is half the scale, then it sits halfway along its axis', () => {
    // The second of four axes points right (3 o'clock).
    expect(radarPoint(1, 4, 2.5, g)).toEqual([140, 100]);
  });

  test('When values fall outside the scale, then they are kept on the chart', () => {
    expect(radarPoint(2, 4, 9, g)).toEqual([100, 180]);
    expect(radarPoint(2, 4, -1, g)).toEqual([100, 100]);
  });

  test('When a polygon is drawn, then it lists one point per value', () => {
    expect(radarPolygon([5, 5, 5, 5], g)).toBe('100,20 180,100 100,180 20,100');
  });
});
