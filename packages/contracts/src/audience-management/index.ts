// The REST contract of audience-management: one operation per route, grouped by the service's modules.
export * from './rows.ts';
export * from './directory.ts';
export * from './segments.ts';
export * from './builder.ts';
export * from './audiences.ts';
export * from './coupons.ts';
export * from './publishing.ts';
export * from './access.ts';
export * from './configuration.ts';
export * from './analytics.ts';
export * from './files.ts';
