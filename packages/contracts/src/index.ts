// REST contracts between services and subgraphs: one module per service (`@inca/contracts/<service>`),
// one `operation` per route. See docs and operation.ts.
export * from './operation.ts';
export * from './envelope.ts';
