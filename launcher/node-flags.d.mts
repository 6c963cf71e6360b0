/** See node-flags.mjs. */
export declare const PLATFORM_NODE_FLAGS: readonly string[];
