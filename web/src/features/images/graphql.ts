import { graphql } from '../../__generated__/gql.ts';

export const IMAGE_FIELDS = graphql(`
  fragment AudienceImageCard_image on AudienceImage {
    id
    audienceId
    companyCode
    description
    state
    url
    createdBy
    createdAt
  }
`);

export const IMAGES_AUDIENCE = graphql(`
  query ImagesAudience($id: ID!) {
    audience(id: $id) {
      id
      name
      description
      canSeeImages
      company {
        code
        name
        alias
      }
      platform {
        code
        name
      }
    }
  }
`);

export const AUDIENCE_IMAGES = graphql(`
  query AudienceImages($companyCode: String!, $audienceId: ID!, $limit: Int) {
    audienceImages(companyCode: $companyCode, audienceId: $audienceId, offset: 0, limit: $limit, state: SELECTED) {
      total
      hasMore
      items {
        ...AudienceImageCard_image
      }
    }
  }
`);

export const IMAGE_GENERATION = graphql(`
  query ImageGeneration($id: ID!) {
    imageGeneration(id: $id) {
      id
      state
      progress
      attempt
      maxAttempts
      message
      images {
        ...AudienceImageCard_image
      }
    }
  }
`);

export const GENERATE_IMAGES = graphql(`
  mutation GenerateAudienceImages($input: GenerateAudienceImagesInput!) {
    generateAudienceImages(input: $input) {
      id
      state
      progress
      attempt
      maxAttempts
      message
      images {
        ...AudienceImageCard_image
      }
    }
  }
`);

export const CANCEL_GENERATION = graphql(`
  mutation CancelImageGeneration($id: ID!) {
    cancelImageGeneration(id: $id) {
      id
      state
      message
    }
  }
`);

export const SET_IMAGE_STATE = graphql(`
  mutation SetAudienceImageState($companyCode: String!, $audienceId: ID!, $imageId: ID!, $state: AudienceImageState!) {
    setAudienceImageState(companyCode: $companyCode, audienceId: $audienceId, imageId: $imageId, state: $state) {
      ...AudienceImageCard_image
    }
  }
`);

export const DELETE_IMAGE = graphql(`
  mutation DeleteAudienceImage($companyCode: String!, $audienceId: ID!, $imageId: ID!) {
    deleteAudienceImage(companyCode: $companyCode, audienceId: $audienceId, imageId: $imageId)
  }
`);
