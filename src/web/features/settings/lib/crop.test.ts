import { describe, expect, it } from 'vitest';
import { clampCrop, cropRectangle, MAX_ZOOM } from './crop';

const landscape = { width: 1200, height: 800 };
const FRAME = 300;

describe('avatar crop', () => {
  it('takes the centred square of the short side at zoom 1', () => {
    expect(cropRectangle({ zoom: 1, offsetX: 0, offsetY: 0 }, landscape, FRAME)).toEqual({ x: 200, y: 0, size: 800 });
  });

  it('takes a smaller square when zoomed in, around the centre', () => {
    expect(cropRectangle({ zoom: 2, offsetX: 0, offsetY: 0 }, landscape, FRAME)).toEqual({ x: 400, y: 200, size: 400 });
  });

  it('moving the picture right shows more of its left part', () => {
    // At zoom 1 the picture is 450×300 on screen: it may move 75 px either way.
    const moved = cropRectangle({ zoom: 1, offsetX: 75, offsetY: 0 }, landscape, FRAME);
    expect(moved).toEqual({ x: 0, y: 0, size: 800 });
  });

  it('keeps the picture covering the frame and the zoom in range', () => {
    expect(clampCrop({ zoom: 1, offsetX: 500, offsetY: -40 }, landscape, FRAME)).toEqual({
      zoom: 1,
      offsetX: 75,
      offsetY: 0,
    });
    expect(clampCrop({ zoom: 10, offsetX: 0, offsetY: 0 }, landscape, FRAME).zoom).toBe(MAX_ZOOM);
    expect(clampCrop({ zoom: 0.2, offsetX: 0, offsetY: 0 }, landscape, FRAME).zoom).toBe(1);
    const far = cropRectangle({ zoom: 3, offsetX: -10_000, offsetY: 10_000 }, landscape, FRAME);
    expect(far.x + far.size).toBeCloseTo(landscape.width);
    expect(far.y).toBeCloseTo(0);
  });
});
