import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';

/**
 * Deterministic "generated" pictures for the image simulators: the same prompt and sample index give
 * the same PNG, different prompts give visibly different ones. The words of the prompt choose the
 * palette (colour words are honoured: 'azul', 'red', 'verde'…), the composition (background kind)
 * and the shapes (one per word, its kind, place and size from the word's hash).
 */

type Rgb = [number, number, number];

const NAMED_COLOURS: Record<string, Rgb> = {
  rojo: [214, 40, 57],
  roja: [214, 40, 57],
  red: [214, 40, 57],
  azul: [33, 97, 196],
  blue: [33, 97, 196],
  verde: [46, 160, 67],
  green: [46, 160, 67],
  amarillo: [247, 200, 35],
  amarilla: [247, 200, 35],
  yellow: [247, 200, 35],
  naranja: [245, 130, 32],
  orange: [245, 130, 32],
  morado: [128, 62, 170],
  morada: [128, 62, 170],
  purple: [128, 62, 170],
  violeta: [128, 62, 170],
  rosado: [236, 112, 160],
  rosa: [236, 112, 160],
  pink: [236, 112, 160],
  negro: [24, 24, 28],
  negra: [24, 24, 28],
  black: [24, 24, 28],
  blanco: [245, 245, 240],
  blanca: [245, 245, 240],
  white: [245, 245, 240],
  gris: [128, 132, 140],
  gray: [128, 132, 140],
  grey: [128, 132, 140],
  cafe: [120, 78, 45],
  café: [120, 78, 45],
  brown: [120, 78, 45],
  celeste: [120, 190, 235],
  dorado: [212, 175, 55],
  gold: [212, 175, 55],
};

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** A small deterministic generator (mulberry32) seeded from a digest. */
function random(seed: Buffer): () => number {
  let a = seed.readUInt32BE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The words that shape the picture: lowercase letters only, at least three characters. */
export function promptWords(prompt: string): string[] {
  return (prompt.toLowerCase().match(/[a-záéíóúñü]{3,}/g) ?? []).slice(0, 40);
}

export type Shape = { kind: 'circle' | 'rect' | 'triangle' | 'ring'; x: number; y: number; r: number; colour: Rgb; alpha: number };

export type Composition = { background: 'vertical' | 'diagonal' | 'radial' | 'bands'; palette: Rgb[]; shapes: Shape[] };

/** What a prompt draws for sample `index`: palette from colour words (or the prompt's hash), one shape per word. */
export function compose(prompt: string, index: number, size = 1024): Composition {
  const words = promptWords(prompt);
  const base = digest(`${prompt}\u0000${index}`);
  const rand = random(base);
  const named = words.map((w) => NAMED_COLOURS[w]).filter((c): c is Rgb => c !== undefined);
  const hue = digest(prompt).readUInt16BE(2) / 65536;
  const generated = [0, 1, 2, 3].map((i) => hsl((hue + i * 0.17 + index * 0.07) % 1, 0.55 + rand() * 0.35, 0.35 + rand() * 0.35));
  const palette = [...named, ...generated].slice(0, 5);
  const backgrounds: Composition['background'][] = ['vertical', 'diagonal', 'radial', 'bands'];
  const background = backgrounds[(base[4]! + words.length) % backgrounds.length]!;
  const kinds: Shape['kind'][] = ['circle', 'rect', 'triangle', 'ring'];
  const source = words.length ? words : ['imagen'];
  const shapes = source.slice(0, 12).map((word, i) => {
    const h = digest(`${word}\u0000${index}\u0000${i}`);
    return {
      kind: kinds[h[0]! % kinds.length]!,
      x: (h.readUInt16BE(1) / 65536) * size,
      y: (h.readUInt16BE(3) / 65536) * size,
      r: size * (0.05 + (h[5]! / 255) * 0.18),
      colour: palette[(h[6]! + i) % palette.length]!,
      alpha: 0.55 + (h[7]! / 255) * 0.4,
    };
  });
  return { background, palette, shapes };
}

function inside(shape: Shape, x: number, y: number): boolean {
  const dx = x - shape.x;
  const dy = y - shape.y;
  switch (shape.kind) {
    case 'circle':
      return dx * dx + dy * dy <= shape.r * shape.r;
    case 'ring': {
      const d = dx * dx + dy * dy;
      return d <= shape.r * shape.r && d >= shape.r * shape.r * 0.45;
    }
    case 'rect':
      return Math.abs(dx) <= shape.r && Math.abs(dy) <= shape.r * 0.6;
    case 'triangle':
      return dy <= shape.r && dy >= -shape.r && Math.abs(dx) <= (dy + shape.r) / 2;
  }
}

/** Draws the composition into an RGBA PNG of size × size and encodes it. */
export function drawPng(prompt: string, index: number, size = 1024): Buffer {
  const { background, palette, shapes } = compose(prompt, index, size);
  const png = new PNG({ width: size, height: size, colorType: 2 });
  const [c1, c2] = [palette[0]!, palette[1] ?? palette[0]!];
  const data = png.data;
  const centre = size / 2;
  const maxDistance = Math.SQRT2 * centre;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let t: number;
      if (background === 'vertical') t = y / size;
      else if (background === 'diagonal') t = (x + y) / (2 * size);
      else if (background === 'radial') t = Math.hypot(x - centre, y - centre) / maxDistance;
      else t = Math.floor((y / size) * 6) % 2 === 0 ? 0.2 : 0.8;
      let r = c1[0] + (c2[0] - c1[0]) * t;
      let g = c1[1] + (c2[1] - c1[1]) * t;
      let b = c1[2] + (c2[2] - c1[2]) * t;
      for (const shape of shapes) {
        if (!inside(shape, x, y)) continue;
        r += (shape.colour[0] - r) * shape.alpha;
        g += (shape.colour[1] - g) * shape.alpha;
        b += (shape.colour[2] - b) * shape.alpha;
      }
      const at = (y * size + x) << 2;
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2, deflateLevel: 3 });
}
