import { describe, expect, it } from 'vitest';
import { boxesOverlap, type LabelAnchor, placeLabels } from '../../../src/gl/label-layout';

const area = { width: 400, height: 300 };
const label = (id: number, x: number, y: number, width = 40): LabelAnchor => ({
  id,
  x,
  y,
  width,
  height: 14,
  text: `G${id}`,
});

describe('label layout', () => {
  it('puts a lone label just right of its point', () => {
    const [placed] = placeLabels([label(1, 100, 100)], area);
    expect(placed?.box).toEqual({ x: 104, y: 93, width: 40, height: 14 });
  });

  it('moves to the left at the right edge, and stays inside the plot', () => {
    const [placed] = placeLabels([label(1, 390, 100)], area);
    expect(placed?.box.x).toBe(390 - 4 - 40);
  });

  it('never overlaps two labels nor covers another labelled point', () => {
    const anchors: LabelAnchor[] = [];
    for (let i = 0; i < 30; i++) anchors.push(label(i, 150 + (i % 6) * 12, 120 + Math.floor(i / 6) * 9, 36));
    const placed = placeLabels(anchors, area);
    expect(placed.length).toBeGreaterThan(5);
    for (const a of placed) {
      expect(a.box.x).toBeGreaterThanOrEqual(0);
      expect(a.box.y).toBeGreaterThanOrEqual(0);
      expect(a.box.x + a.box.width).toBeLessThanOrEqual(area.width);
      expect(a.box.y + a.box.height).toBeLessThanOrEqual(area.height);
      for (const b of placed) if (a !== b) expect(boxesOverlap(a.box, b.box)).toBe(false);
      for (const other of anchors) {
        if (other === a.anchor) continue;
        const inside =
          other.x > a.box.x &&
          other.x < a.box.x + a.box.width &&
          other.y > a.box.y &&
          other.y < a.box.y + a.box.height;
        expect(inside).toBe(false);
      }
    }
  });

  it('places labels in priority order and leaves out those with no room', () => {
    const crowded = [label(1, 200, 20, 180), label(2, 202, 22, 180), label(3, 204, 24, 180)];
    const placed = placeLabels(crowded, { width: 400, height: 40 });
    expect(placed.map((p) => p.anchor.id)[0]).toBe(1);
    expect(placed.length).toBeLessThan(3);
  });
});
