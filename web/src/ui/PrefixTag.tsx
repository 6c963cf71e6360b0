import type { ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';

/**
 * A fixed prefix shown inside an input (the segment names' "INCA_"). Never shrinks nor ellipsises,
 * so the whole prefix, underscore included, stays readable at any width.
 */
export function PrefixTag({ children }: { children: ReactNode }) {
  return (
    <Tag minimal className="inca-prefix-tag" data-testid="form-prefix">
      {children}
    </Tag>
  );
}
