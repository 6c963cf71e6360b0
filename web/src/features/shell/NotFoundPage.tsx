import { Link } from 'react-router';
import { Classes, NonIdealState } from '@blueprintjs/core';
import { es } from '../../i18n/es.ts';

export function NotFoundPage() {
  return (
    <div className="inca-center">
      <NonIdealState
        icon="search"
        title={es.notFound.title}
        description={es.notFound.description}
        action={
          <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to="/">
            {es.notFound.back}
          </Link>
        }
      />
    </div>
  );
}
