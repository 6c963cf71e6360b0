import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { audiences } from '../../../../i18n/audiences.ts';
import { pathTo } from '../../../../navigation/routes.ts';
import { showError } from '../../../../ui/toaster.ts';
import { AUDIENCE_FOR_FORM } from '../graphql.ts';
import type { AudienceFormMode } from '../schemas/audienceForm.ts';

/**
 * The audience an edit or view form opens. With no loaded audience the user returns to the
 * audience list (§2.4), with one toast.
 */
export function useAudienceForForm(mode: AudienceFormMode, id: string | undefined) {
  const navigate = useNavigate();
  const skip = mode === 'create' || !id;
  const { data, loading, error } = useQuery(AUDIENCE_FOR_FORM, {
    variables: { id: id ?? '' },
    skip,
    fetchPolicy: 'network-only',
    context: { quietErrors: true },
  });
  const audience = data?.audience;
  const missing = mode !== 'create' && (!id || (!loading && (Boolean(error) || !audience)));
  const left = useRef(false);
  useEffect(() => {
    if (!missing || left.current) return;
    left.current = true;
    showError(audiences.form.messages.notFound);
    navigate(pathTo('link_list_audiences'), { replace: true });
  }, [missing, navigate]);
  return { audience, loading: mode !== 'create' && !audience };
}
