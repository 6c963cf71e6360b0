export * from './catalogue.ts';
export * from './compiler.ts';
export * from './generate.ts';
export * from './warehouse.ts';
export * from './objects.ts';
