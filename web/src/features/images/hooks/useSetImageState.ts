import { useMutation } from '@apollo/client/react';
import type { AudienceImageState } from '../../../__generated__/graphql.ts';
import { images as t } from '../../../i18n/images.ts';
import { showError } from '../../../ui/toaster.ts';
import { SET_IMAGE_STATE } from '../graphql.ts';
import type { ImageTarget } from './imageTarget.ts';

/** Keeps an image (SELECTED) or returns it to the candidates; failure says 'No se ha podido realizar los cambios.' (§8). */
export function useSetImageState(target: ImageTarget) {
  const [mutate, { loading }] = useMutation(SET_IMAGE_STATE, { context: { quietErrors: true }, refetchQueries: ['AudienceImages'] });
  async function setState(imageId: string, state: AudienceImageState): Promise<boolean> {
    try {
      await mutate({ variables: { ...target, imageId, state } });
      return true;
    } catch {
      showError(t.stateFailed);
      return false;
    }
  }
  return { setState, changing: loading };
}
