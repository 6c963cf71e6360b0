import { describe, expect, it } from 'vitest';
import {
  FONT_SIZES,
  DEFAULT_TEXT,
  RESOLUTIONS,
  clampPosition,
  coverCrop,
  exportFileName,
  exportSize,
  initialOverlayBox,
  rescalePoint,
  resolutionOf,
  uploadKindOf,
} from './geometry.ts';

describe('designer geometry (§9)', () => {
  it('maps each resolution to its canvas and exports at twice the canvas, which is the ad size', () => {
    const table = RESOLUTIONS.map((r) => [
      r.key,
      `${r.canvasWidth}x${r.canvasHeight}`,
      `${exportSize(r).width}x${exportSize(r).height}`,
      exportFileName(r),
    ]);
    expect(table).toEqual([
      ['original', '512x512', '1024x1024', 'imagen_1024x1024.jpg'],
      ['instagram', '540x540', '1080x1080', 'imagen_1080x1080.jpg'],
      ['facebook', '470x384', '940x768', 'imagen_940x768.jpg'],
      ['google', '360x240', '720x480', 'imagen_720x480.jpg'],
    ]);
    for (const r of RESOLUTIONS) expect(exportSize(r)).toEqual({ width: r.width, height: r.height });
  });

  it('falls back to Original for an unknown resolution', () => {
    expect(resolutionOf('tiktok').key).toBe('original');
    expect(resolutionOf('google').canvasWidth).toBe(360);
  });

  it('has the §9 font sizes and Arial 12 black by default', () => {
    expect(FONT_SIZES).toEqual([8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 72]);
    expect(DEFAULT_TEXT).toEqual({ fontFamily: 'Arial', fontSize: 12, fill: '#000000' });
  });

  it('covers a non-square frame with a square picture by cropping, never stretching', () => {
    const crop = coverCrop({ width: 1024, height: 1024 }, { width: 470, height: 384 });
    expect(crop.width).toBe(1024);
    expect(crop.height).toBeCloseTo((1024 * 384) / 470, 6);
    expect(crop.x).toBe(0);
    expect(crop.y).toBeCloseTo((1024 - crop.height) / 2, 6);
    expect(crop.width / crop.height).toBeCloseTo(470 / 384, 6);
    expect(coverCrop({ width: 1024, height: 1024 }, { width: 540, height: 540 })).toEqual({ x: 0, y: 0, width: 1024, height: 1024 });
  });

  it('places an overlay within a third of the canvas, keeping its proportions, and keeps moved elements on the canvas', () => {
    const box = initialOverlayBox({ width: 600, height: 300 }, { width: 540, height: 540 });
    expect(box.width).toBe(180);
    expect(box.height).toBe(90);
    expect(initialOverlayBox({ width: 40, height: 20 }, { width: 540, height: 540 })).toMatchObject({ width: 40, height: 20 });
    expect(clampPosition({ x: 900, y: -500 }, { width: 100, height: 50 }, { width: 540, height: 540 })).toEqual({ x: 532, y: -42 });
    expect(rescalePoint({ x: 270, y: 270 }, resolutionOf('instagram'), resolutionOf('google'))).toEqual({ x: 180, y: 120 });
  });

  it('recognises png, jpeg and bmp by content, not by name', () => {
    expect(uploadKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(uploadKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(uploadKindOf(new Uint8Array([0x42, 0x4d, ...new Array(30).fill(0)]))).toBe('bmp');
    expect(uploadKindOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(uploadKindOf(new Uint8Array([0x42, 0x4d]))).toBeUndefined();
  });
});
