import type { ReactNode } from 'react';
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../__generated__/gql.ts';
import type { GoogleAudienceType, MatchPredictionQuery, Platform } from '../../../../__generated__/graphql.ts';
import { publishing } from '../../../../i18n/publishing.ts';
import { formatNumber } from '../../../../ui/format.ts';

const t = publishing.prediction;

export const MATCH_PREDICTION = graphql(`
  query MatchPrediction($segmentCode: ID!, $platforms: [Platform!]!, $googleAudienceType: GoogleAudienceType) {
    audienceMatchPrediction(segmentCode: $segmentCode, platforms: $platforms, googleAudienceType: $googleAudienceType) {
      platform
      segmentSize
      sampled
      sampleSize
      predictedMatch
      basis
      historyRuns
      identifiers {
        key
        type
        usable
        rate
        predictedMatch
      }
    }
  }
`);

type Props = {
  segmentCode: string;
  platform: Platform;
  platformName: string;
  /** Google's audience type as chosen in the form (other platforms take contact data). */
  googleAudienceType?: GoogleAudienceType | '' | undefined;
};

/**
 * The predicted match size of the chosen segment at one platform, before anything is
 * sent: usable identifiers after that platform's rules × its recent match rate (or a default rate,
 * said to be an estimate). Shown in the platform's tab of the audience form.
 */
export function MatchPredictionPanel({ segmentCode, platform, platformName, googleAudienceType }: Props) {
  const { data, loading, error, refetch } = useQuery(MATCH_PREDICTION, {
    variables: {
      segmentCode,
      platforms: [platform],
      googleAudienceType: platform === 'GADS' && googleAudienceType ? googleAudienceType : null,
    },
    skip: !segmentCode,
    context: { quietErrors: true },
    // A retry shows the spinner again.
    notifyOnNetworkStatusChange: true,
  });
  if (!segmentCode)
    return (
      <PredictionBox>
        <p className="bp6-text-muted">{t.chooseSegment}</p>
      </PredictionBox>
    );
  const prediction = data?.audienceMatchPrediction[0];
  if (!prediction) {
    return (
      <PredictionBox>
        {loading ? (
          <div className="inca-row">
            <Spinner size={16} aria-label={t.loading} /> <span className="bp6-text-muted">{t.loading}</span>
          </div>
        ) : (
          <>
            <p className="bp6-text-muted">{error ? t.failed : t.chooseSegment}</p>
            {/* The estimate samples the warehouse: a busy moment can make it fail; trying again is one click. */}
            {error && <Button icon="refresh" text={t.retry} onClick={() => void refetch().catch(() => undefined)} />}
          </>
        )}
      </PredictionBox>
    );
  }
  return (
    <PredictionBox>
      <PredictionDetails prediction={prediction} platformName={platformName} />
    </PredictionBox>
  );
}

function PredictionBox({ children }: { children: ReactNode }) {
  return (
    <Callout intent={Intent.PRIMARY} icon="info-sign" title={t.title} className="inca-gap" data-testid="match-prediction">
      {children}
    </Callout>
  );
}

export function PredictionDetails({
  prediction,
  platformName,
}: {
  prediction: MatchPredictionQuery['audienceMatchPrediction'][number];
  platformName: string;
}) {
  return (
    <>
      <p data-testid="match-prediction-headline">
        <strong>{t.headline(platformName, formatNumber(prediction.predictedMatch))}</strong>
      </p>
      <ul className="inca-prediction-lines">
        {prediction.identifiers.map((i) => (
          <li key={i.key}>
            {t.line(
              publishing.identifierTypes[i.type] ?? i.key,
              formatNumber(i.usable),
              publishing.percent(i.rate),
              formatNumber(i.predictedMatch),
            )}
          </li>
        ))}
      </ul>
      <p className="bp6-text-muted">
        {prediction.basis === 'DEFAULT' ? t.basisDefault : t.basisHistory(prediction.historyRuns)}{' '}
        {prediction.sampled
          ? t.sampled(formatNumber(prediction.sampleSize), formatNumber(prediction.segmentSize))
          : t.counted(formatNumber(prediction.segmentSize))}
      </p>
    </>
  );
}
