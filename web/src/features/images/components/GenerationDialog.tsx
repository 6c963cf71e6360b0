import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent, ProgressBar, Switch } from '@blueprintjs/core';
import { images } from '../../../i18n/images.ts';
import { showWarning } from '../../../ui/toaster.ts';
import { IMAGE_GENERATION } from '../graphql.ts';
import { useCancelGeneration } from '../hooks/useCancelGeneration.ts';
import { useSetImageState } from '../hooks/useSetImageState.ts';
import type { ImageTarget } from '../hooks/imageTarget.ts';

const t = images;
const POLL_MS = 600;

type Props = {
  target: ImageTarget;
  generationId: string;
  onGenerateAgain: () => void;
  regenerating: boolean;
  onClose: () => void;
};

/**
 * §2.8 generation dialog: the request's progress while the job runs, then the 4 candidates, each with a
 * toggle that keeps it in the gallery (state 1) or leaves it a candidate (state 2), and 'generate again'.
 * A failed generation shows the server's message and closes (§8). While it runs, the retries of the provider
 * show as "Reintentando (2 de 3)…", and Cancelar stops it (nothing of it is kept) and closes.
 */
export function GenerationDialog({ target, generationId, onGenerateAgain, regenerating, onClose }: Props) {
  const { data, startPolling, stopPolling } = useQuery(IMAGE_GENERATION, {
    variables: { id: generationId },
    pollInterval: POLL_MS,
    context: { quietErrors: true },
    fetchPolicy: 'network-only',
  });
  const { setState } = useSetImageState(target);
  const [kept, setKept] = useState<Record<string, boolean>>({});
  const generation = data?.imageGeneration;
  const finished = generation?.state === 'DONE' || generation?.state === 'FAILED' || generation?.state === 'CANCELLED';
  const { cancel, cancelling } = useCancelGeneration();

  useEffect(() => {
    if (!finished) return;
    stopPolling();
    if (generation?.state === 'FAILED') {
      showWarning(generation.message ?? t.generationFailed);
      onClose();
    }
    // Cancelled elsewhere (another tab): nothing is left to show.
    if (generation?.state === 'CANCELLED') onClose();
  }, [finished, generation?.state, generation?.message, stopPolling, onClose]);

  // Another generation starts with nothing kept, in the same render.
  const [keptFor, setKeptFor] = useState(generationId);
  if (keptFor !== generationId) {
    setKeptFor(generationId);
    setKept({});
  }

  const toggle = async (imageId: string, keep: boolean) => {
    setKept((k) => ({ ...k, [imageId]: keep }));
    if (!(await setState(imageId, keep ? 'SELECTED' : 'CANDIDATE'))) setKept((k) => ({ ...k, [imageId]: !keep }));
  };
  const progress = generation?.progress ?? 0;
  const retrying = generation?.state === 'RUNNING' && generation.attempt > 1 && progress < 60;
  const label =
    !generation || generation.state === 'QUEUED'
      ? t.waiting
      : retrying
        ? t.retrying(generation.attempt, generation.maxAttempts)
        : progress < 60
          ? t.drawing
          : t.storing;
  const keptCount = (generation?.images ?? []).filter((image) => kept[image.id] ?? image.state === 'SELECTED').length;

  return (
    <Dialog
      isOpen
      title={t.dialogTitle}
      onClose={onClose}
      style={{ width: 980, maxWidth: 'calc(100vw - 40px)' }}
      canOutsideClickClose={false}
    >
      <DialogBody>
        {generation?.state === 'DONE' ? (
          <div className="inca-images-candidates" data-testid="candidates">
            {generation.images.map((image, i) => {
              const on = kept[image.id] ?? image.state === 'SELECTED';
              return (
                <div
                  key={image.id}
                  className={`inca-images-candidate${on ? ' is-kept' : ''}`}
                  data-testid="candidate"
                  data-state={on ? 'kept' : 'candidate'}
                >
                  <img className="inca-images-thumb" src={image.url} alt={t.imageAlt(`${image.description} (${i + 1})`)} />
                  <Switch checked={on} label={on ? t.kept : t.keep} onChange={(e) => void toggle(image.id, e.currentTarget.checked)} />
                </div>
              );
            })}
          </div>
        ) : (
          <div className="inca-images-progress" role="status">
            <p data-testid="generation-status">{label}</p>
            {retrying && <p className={Classes.TEXT_MUTED}>{t.retryingHint}</p>}
            <ProgressBar value={Math.max(0.05, progress / 100)} intent={Intent.PRIMARY} stripes={!finished} />
            <p className={Classes.TEXT_MUTED}>{t.progress(progress)}</p>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        minimal={false}
        actions={
          <>
            <span className={Classes.TEXT_MUTED}>{generation?.state === 'DONE' ? t.keptCount(keptCount) : ''}</span>
            <Button icon="refresh" text={t.generateAgain} onClick={onGenerateAgain} loading={regenerating} disabled={!finished} />
            {generation?.state === 'DONE' || !generation ? (
              <Button intent={Intent.PRIMARY} text={t.done} onClick={onClose} />
            ) : (
              <Button
                text={t.cancel}
                loading={cancelling}
                onClick={() => {
                  stopPolling();
                  void cancel(generationId).then((ok) => (ok ? onClose() : startPolling(POLL_MS)));
                }}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
