import { Button, ButtonGroup, FormGroup, Intent } from '@blueprintjs/core';
import type { Platform } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { FORM_PLATFORMS } from '../schemas/audienceForm.ts';

const t = audiences.form;

type Props = {
  /** Platforms switched on. */
  on: readonly Platform[];
  /** Platforms that may be switched on: the ads account's flags (and the segment type's limit). */
  available: ReadonlySet<Platform>;
  /** Edit and view modes: the platform is fixed. */
  locked: boolean;
  onToggle: (platform: Platform, on: boolean) => void;
  error?: string;
};

/** One toggle button per platform; only those the account enables can be switched on, and none in edit mode (§2.4). */
export function PlatformButtons({ on, available, locked, onToggle, error }: Props) {
  return (
    <FormGroup label={t.platforms} intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
      <ButtonGroup role="group" aria-label={t.platforms} className="inca-wrap-buttons" id="audience-platforms">
        {FORM_PLATFORMS.map((p) => {
          const active = on.includes(p);
          const enabled = !locked && available.has(p);
          return (
            <Button
              key={p}
              text={t.platformNames[p]}
              icon={active ? 'tick-circle' : 'circle'}
              active={active}
              aria-pressed={active}
              intent={active ? Intent.PRIMARY : Intent.NONE}
              disabled={!enabled}
              title={locked ? t.platformLocked : enabled ? undefined : t.platformUnavailable}
              onClick={() => onToggle(p, !active)}
            />
          );
        })}
      </ButtonGroup>
    </FormGroup>
  );
}
