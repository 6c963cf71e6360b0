import { Intent } from '@blueprintjs/core';

/** The graph's StatusColor (§4: P_ENV blue, P_ACT orange, P_PUB green, any other red; disabled grey). */
export type StatusColorName = 'BLUE' | 'ORANGE' | 'GREEN' | 'RED' | 'GREY';

/** The chip colour for each status colour. */
export const STATUS_INTENT: Record<StatusColorName, Intent> = {
  BLUE: Intent.PRIMARY,
  ORANGE: Intent.WARNING,
  GREEN: Intent.SUCCESS,
  RED: Intent.DANGER,
  GREY: Intent.NONE,
};
