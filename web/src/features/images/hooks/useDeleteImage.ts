import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { images as t } from '../../../i18n/images.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_IMAGE } from '../graphql.ts';
import type { ImageTarget } from './imageTarget.ts';

/** Deletes an image; the gallery reloads without it. */
export function useDeleteImage(target: ImageTarget) {
  const [mutate, { loading }] = useMutation(DELETE_IMAGE, {
    context: { quietErrors: true },
    refetchQueries: ['AudienceImages'],
    awaitRefetchQueries: true,
  });
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
