// The processing module: sending campaigns to the recommendation (worked as jobs, see jobs/).
export { audienceQueryOf, buildSummary, recommendationRulesOf, runRecommendation, type RecommendationJob } from './recommendation.ts';
export { audienceSignals, catalogue } from './repository.ts';
export { assertSegmentUsable, segmentPredicate, usableSegmentCodes } from './segment.ts';
