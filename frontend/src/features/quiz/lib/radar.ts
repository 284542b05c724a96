/**
 * Radar chart geometry: n axes spread evenly clockwise from 12 o'clock, a value v of `max` placed
 * at v/max of the radius along its axis. Pure, so the chart component only draws.
 */
export interface RadarGeometry {
  center: number;
  radius: number;
  max: number;
}

export function radarPoint(index: number, count: number, value: number, g: RadarGeometry): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const distance = (Math.max(0, Math.min(value, g.max)) / g.max) * g.radius;
  const round = (n: number) => Math.round(n * 100) / 100;
  return [round(g.center + distance * Math.cos(angle)), round(g.center + distance * Math.sin(angle))];
}

/** The SVG `points` attribute of a polygon through the values. */
export function radarPolygon(values: readonly number[], g: RadarGeometry): string {
  return values.map((value, i) => radarPoint(i, values.length, value, g).join(',')).join(' ');
}
