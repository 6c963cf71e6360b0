import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Breadcrumbs,
  Button,
  Callout,
  Card,
  FormGroup,
  H2,
  H4,
  Intent,
  NonIdealState,
  Spinner,
  TextArea,
  type BreadcrumbProps,
} from '@blueprintjs/core';
import type { AudienceImageCard_ImageFragment } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { images } from '../../i18n/images.ts';
import { ROUTES, pathTo } from '../../navigation/routes.ts';
import { GenerationDialog } from './components/GenerationDialog.tsx';
import { ImageCard } from './components/ImageCard.tsx';
import { ImageViewerDialog } from './components/ImageViewerDialog.tsx';
import { AUDIENCE_IMAGES, IMAGES_AUDIENCE } from './graphql.ts';
import type { ImageTarget } from './hooks/imageTarget.ts';
import { useDeleteImage } from './hooks/useDeleteImage.ts';
import { useGenerateImages } from './hooks/useGenerateImages.ts';
import { uploadDesignedImage } from './upload.ts';
import './images.css';

const t = images;
/** §9: 12 images first, then steps of 8; §5: the description holds at most 1000 characters. */
export const FIRST_PAGE = 12;
export const NEXT_PAGE = 8;
export const DESCRIPTION_MAX = 1000;

/** §2.8 audience images: route param the audience id; without the gpt_images flag, back to the audience list. */
export function AudienceImagesPage() {
  const { custom_audience_id: id } = useParams();
  if (!id || !/^[0-9]+$/.test(id)) return <Navigate to={ROUTES.link_list_audiences.path} replace />;
  return <AudienceImages key={id} id={id} />;
}

function AudienceImages({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(IMAGES_AUDIENCE, { variables: { id }, context: { quietErrors: true } });
  const audience = data?.audience;
  const code = graphQLErrorOf(error)?.code;
  const refused = (audience && !audience.canSeeImages) || code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT';

  useEffect(() => {
    if (refused) navigate(ROUTES.link_list_audiences.path, { replace: true });
  }, [refused, navigate]);

  const back = () => navigate(pathTo('link_list_audiences', {}, { viewed: id }));
  const crumbs: BreadcrumbProps[] = [{ text: t.breadcrumbList, onClick: back, href: ROUTES.link_list_audiences.path }];
  if (!audience || refused) {
    return (
      <>
        <Breadcrumbs items={crumbs} />
        {loading || refused ? (
          <div className="inca-center">
            <Spinner aria-label={t.loading} />
          </div>
        ) : (
          <NonIdealState
            icon="error"
            title={t.loadFailed}
            action={<Button icon="refresh" text={t.retry} onClick={() => void refetch()} />}
          />
        )}
      </>
    );
  }
  return (
    <ImagesPanel
      crumbs={[
        ...crumbs,
        { text: audience.company.alias || audience.company.name, icon: 'office' },
        { text: audience.name, onClick: () => navigate(pathTo('audience_detail', { id })), href: pathTo('audience_detail', { id }) },
        { text: audience.platform.name, current: true },
      ]}
      target={{ companyCode: audience.company.code, audienceId: id }}
      description={audience.description}
    />
  );
}

function ImagesPanel({ crumbs, target, description }: { crumbs: BreadcrumbProps[]; target: ImageTarget; description: string }) {
  const client = useApolloClient();
  const [limit, setLimit] = useState(FIRST_PAGE);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [generationId, setGenerationId] = useState<string>();
  const [viewing, setViewing] = useState<AudienceImageCard_ImageFragment>();
  const [deleting, setDeleting] = useState<AudienceImageCard_ImageFragment>();
  const gallery = useQuery(AUDIENCE_IMAGES, {
    variables: { ...target, limit },
    context: { quietErrors: true },
    notifyOnNetworkStatusChange: true,
  });
  const { generate, generating } = useGenerateImages(target);
  const { remove, deleting: removing } = useDeleteImage(target);
  const page = gallery.data?.audienceImages ?? gallery.previousData?.audienceImages;
  const length = [...text].length;
  const problem = !text.trim() ? t.required : length > DESCRIPTION_MAX ? t.tooLong : undefined;

  const start = async () => {
    setTouched(true);
    if (problem) return;
    const next = await generate(text.trim());
    if (next) setGenerationId(next);
  };
  const closeDialog = useCallback(() => {
    setGenerationId(undefined);
    void gallery.refetch();
  }, [gallery]);

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="inca-page-header">
        <H2>{t.title}</H2>
      </header>
      <div className="inca-images-panel">
        <Card>
          <H4>{t.audienceDescription}</H4>
          <p className="inca-images-description" data-testid="audience-description">
            {description || t.noAudienceDescription}
          </p>
        </Card>
        <Card>
          <FormGroup
            label={t.newDescription}
            labelFor="image-description"
            helperText={touched && problem ? problem : t.newDescriptionHelp}
            intent={touched && problem ? Intent.DANGER : Intent.NONE}
          >
            <TextArea
              id="image-description"
              fill
              rows={4}
              value={text}
              maxLength={DESCRIPTION_MAX}
              placeholder={t.newDescriptionPlaceholder}
              intent={touched && problem ? Intent.DANGER : Intent.NONE}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <div className="inca-images-counter bp6-text-muted" aria-live="polite">
              <span />
              <span data-testid="description-counter">{t.counter(length, DESCRIPTION_MAX)}</span>
            </div>
          </FormGroup>
          <Button icon="media" intent={Intent.PRIMARY} text={t.generate} loading={generating} onClick={() => void start()} />
        </Card>
      </div>

      <H4>{t.gallery}</H4>
      {!page && gallery.loading ? (
        <div className="inca-images-loading">
          <Spinner aria-label={t.loading} />
        </div>
      ) : !page ? (
        <Callout intent={Intent.WARNING} title={t.loadFailed}>
          <Button icon="refresh" text={t.retry} onClick={() => void gallery.refetch()} />
        </Callout>
      ) : page.items.length === 0 ? (
        <NonIdealState icon="media" title={t.empty} description={t.emptyDescription} />
      ) : (
        <>
          <p className="bp6-text-muted">{t.galleryCount(page.items.length, page.total)}</p>
          <div className="inca-images-grid">
            {page.items.map((image) => (
              <ImageCard key={image.id} image={image} onView={setViewing} onDelete={setDeleting} />
            ))}
          </div>
          {page.hasMore && (
            <div className="inca-images-more">
              <Button icon="chevron-down" text={t.more} loading={gallery.loading} onClick={() => setLimit((l) => l + NEXT_PAGE)} />
            </div>
          )}
        </>
      )}

      {generationId && (
        <GenerationDialog
          key={generationId}
          target={target}
          generationId={generationId}
          regenerating={generating}
          onGenerateAgain={() => void generate(text.trim() || description).then((next) => next && setGenerationId(next))}
          onClose={closeDialog}
        />
      )}
      {viewing && (
        <ImageViewerDialog
          image={viewing}
          onClose={() => setViewing(undefined)}
          onSaveDesign={async (jpeg) => {
            const ok = await uploadDesignedImage(client, target, jpeg, viewing.description);
            if (ok) void gallery.refetch();
            return ok;
          }}
        />
      )}
      <Alert
        isOpen={Boolean(deleting)}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t.deleteYes}
        cancelButtonText={t.cancel}
        loading={removing}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) void remove(deleting.id).then(() => setDeleting(undefined));
        }}
      >
        <H4>{t.deleteTitle}</H4>
        <p>{t.deleteConfirm}</p>
      </Alert>
    </>
  );
}
