/** §9 designer resolutions: the ad size, and the canvas it is designed on (half of it). */
export const RESOLUTIONS = [
  { key: 'original', width: 1024, height: 1024, canvasWidth: 512, canvasHeight: 512 },
  { key: 'instagram', width: 1080, height: 1080, canvasWidth: 540, canvasHeight: 540 },
  { key: 'facebook', width: 940, height: 768, canvasWidth: 470, canvasHeight: 384 },
  { key: 'google', width: 720, height: 480, canvasWidth: 360, canvasHeight: 240 },
] as const;

export type Resolution = (typeof RESOLUTIONS)[number];
export type ResolutionKey = Resolution['key'];

/** §9 font sizes; the default text is Arial 12 black. */
export const FONT_SIZES = [8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 72] as const;
export const DEFAULT_TEXT = { fontFamily: 'Arial', fontSize: 12, fill: '#000000' } as const;

/** The download is twice the canvas size. */
export const EXPORT_PIXEL_RATIO = 2;

export const resolutionOf = (key: string): Resolution => RESOLUTIONS.find((r) => r.key === key) ?? RESOLUTIONS[0];

/** The size of the downloaded picture: the canvas times the export ratio. */
export const exportSize = (r: Resolution) => ({ width: r.canvasWidth * EXPORT_PIXEL_RATIO, height: r.canvasHeight * EXPORT_PIXEL_RATIO });

/** The downloaded file's name, with its dimensions. */
export const exportFileName = (r: Resolution) => {
  const { width, height } = exportSize(r);
  return `imagen_${width}x${height}.jpg`;
};

/**
 * How a picture of `source` size covers a frame without distortion: scaled to fill it, centred,
 * the overflow cropped. Answers the crop rectangle in source pixels.
 */
export function coverCrop(source: { width: number; height: number }, frame: { width: number; height: number }) {
  if (source.width <= 0 || source.height <= 0) return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.max(frame.width / source.width, frame.height / source.height);
  const width = frame.width / scale;
  const height = frame.height / scale;
  return { x: (source.width - width) / 2, y: (source.height - height) / 2, width, height };
}

/** Where an uploaded overlay starts: at most a third of the canvas's shorter side, keeping its proportions, in the top-left margin. */
export function initialOverlayBox(overlay: { width: number; height: number }, canvas: { width: number; height: number }) {
  const limit = Math.min(canvas.width, canvas.height) / 3;
  const scale = Math.min(1, limit / Math.max(overlay.width, overlay.height));
  const margin = Math.round(Math.min(canvas.width, canvas.height) * 0.04);
  return {
    x: margin,
    y: margin,
    width: Math.max(1, Math.round(overlay.width * scale)),
    height: Math.max(1, Math.round(overlay.height * scale)),
  };
}

/** Keeps a moved element's top-left corner on the canvas (at least part of it stays visible). */
export function clampPosition(
  position: { x: number; y: number },
  size: { width: number; height: number },
  canvas: { width: number; height: number },
) {
  const minVisible = 8;
  return {
    x: Math.min(canvas.width - minVisible, Math.max(minVisible - size.width, position.x)),
    y: Math.min(canvas.height - minVisible, Math.max(minVisible - size.height, position.y)),
  };
}

/** When the resolution changes, elements keep their relative place on the new canvas. */
export const rescalePoint = (point: { x: number; y: number }, from: Resolution, to: Resolution) => ({
  x: (point.x * to.canvasWidth) / from.canvasWidth,
  y: (point.y * to.canvasHeight) / from.canvasHeight,
});

export type UploadKind = 'png' | 'jpeg' | 'bmp';

/** The picture kind by its first bytes (the name and declared type are not trusted). */
export function uploadKindOf(bytes: Uint8Array): UploadKind | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  return undefined;
}

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
