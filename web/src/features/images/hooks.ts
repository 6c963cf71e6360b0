import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import type { AudienceImageState } from '../../__generated__/graphql.ts';
import { images } from '../../i18n/images.ts';
import { showError, showSuccess } from '../../ui/toaster.ts';
import { CANCEL_GENERATION, DELETE_IMAGE, GENERATE_IMAGES, SET_IMAGE_STATE } from './graphql.ts';

const t = images;

export type ImageTarget = { companyCode: string; audienceId: string };

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

/** Deletes an image; the gallery reloads without it. */
export function useDeleteImage(target: ImageTarget) {
  const [mutate, { loading }] = useMutation(DELETE_IMAGE, { context: { quietErrors: true }, refetchQueries: ['AudienceImages'], awaitRefetchQueries: true });
  async function remove(imageId: string): Promise<boolean> {
    try {
      await mutate({ variables: { ...target, imageId } });
      showSuccess(t.deleted);
      return true;
    } catch (error) {
      showError(graphQLErrorOf(error)?.message ?? t.deleteFailed);
      return false;
    }
  }
  return { remove, deleting: loading };
}

/** Queues a generation; answers its id, or shows the server's message (an unsafe or empty prompt…) and answers undefined. */
export function useGenerateImages(target: ImageTarget) {
  const [mutate, { loading }] = useMutation(GENERATE_IMAGES, { context: { quietErrors: true } });
  async function generate(description: string): Promise<string | undefined> {
    try {
      const { data } = await mutate({ variables: { input: { ...target, description } } });
      return data?.generateAudienceImages.id;
    } catch (error) {
      showError(graphQLErrorOf(error)?.message ?? t.generationFailed);
      return undefined;
    }
  }
  return { generate, generating: loading };
}

/** Cancels a generation: its work stops and nothing of it is kept; answers whether the service took it. */
export function useCancelGeneration() {
  const [mutate, { loading }] = useMutation(CANCEL_GENERATION, { context: { quietErrors: true } });
  async function cancel(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      showSuccess(t.cancelled);
      return true;
    } catch {
      showError(t.cancelFailed);
      return false;
    }
  }
  return { cancel, cancelling: loading };
}

/** Saves a designed picture to the audience's gallery through the gateway (the service checks its content). */
export async function uploadDesignedImage(target: ImageTarget, jpeg: Blob, description: string): Promise<boolean> {
  const url = `/files/audience-images/audience/${encodeURIComponent(target.companyCode)}/${encodeURIComponent(target.audienceId)}/upload?description=${encodeURIComponent(description)}`;
  try {
    const response = await fetch(url, { method: 'POST', body: jpeg, headers: { 'x-inca-upload': '1', 'content-type': 'application/octet-stream' }, credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}
