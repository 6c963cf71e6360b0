export * from './roles.ts';
export * from './companyFlags.ts';
export * from './segments.ts';
