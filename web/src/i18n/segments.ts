/** Spanish copy of the segment list and its dialogs (audiences §2.1–2.3, §8 verbatim). */
export const segments = {} as const;
