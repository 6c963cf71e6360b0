// The input policy lives with the REST contracts (both sides of a hop read it); services import it from here too.
export * from '@inca/contracts/fields';
