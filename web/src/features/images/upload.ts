import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../__generated__/gql.ts';
import { uploadToSignedLink } from '../../ui/files.ts';
import type { ImageTarget } from './hooks/imageTarget.ts';

export const AUDIENCE_IMAGE_UPLOAD_LINK = graphql(`
  mutation AudienceImageUploadLink($companyCode: String!, $audienceId: ID!, $description: String!) {
    audienceImageUploadLink(companyCode: $companyCode, audienceId: $audienceId, description: $description) {
      url
    }
  }
`);

/** Saves a designed picture to the audience's gallery through a signed upload link (the service checks its content). */
export async function uploadDesignedImage(client: ApolloClient, target: ImageTarget, jpeg: Blob, description: string): Promise<boolean> {
  try {
    const { data } = await client.mutate({
      mutation: AUDIENCE_IMAGE_UPLOAD_LINK,
      variables: { companyCode: target.companyCode, audienceId: target.audienceId, description },
      context: { quietErrors: true },
    });
    if (!data) return false;
    return (await uploadToSignedLink(data.audienceImageUploadLink.url, jpeg)).ok;
  } catch {
    return false;
  }
}
