export * from './roles.ts';
export * from './companyFlags.ts';
export * from './segments.ts';
export * from './segmentMessages.ts';
export * from './merge.ts';
export * from './text.ts';
export * from './audiences.ts';
