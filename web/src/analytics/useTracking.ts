import { useCallback, useContext } from 'react';
import { ViewerContext } from '../session/viewer.ts';
import { pushEvent, type TrackedEvent } from './tracking.ts';

/**
 * The signed-in person's event pusher (the data layer gets their hashed e-mail). Outside the shell,
 * where nobody is signed in, nothing is pushed.
 */
export function useTracking(): (event: TrackedEvent, details?: Record<string, unknown>) => void {
  const email = useContext(ViewerContext)?.email;
  return useCallback(
    (event: TrackedEvent, details: Record<string, unknown> = {}) => {
      if (email) void pushEvent(event, email, details);
    },
    [email],
  );
}
