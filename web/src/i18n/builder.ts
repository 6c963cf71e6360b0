/** Spanish copy of the segment builder and merge screens (segment-building §2.1–2.2, §8 verbatim). */
export const builder = {} as const;
