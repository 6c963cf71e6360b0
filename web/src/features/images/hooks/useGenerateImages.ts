import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { images as t } from '../../../i18n/images.ts';
import { showError } from '../../../ui/toaster.ts';
import { GENERATE_IMAGES } from '../graphql.ts';
import type { ImageTarget } from './imageTarget.ts';

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
