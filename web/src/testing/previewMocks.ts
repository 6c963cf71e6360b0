/** Test data: a preview as the audience subgraph answers it. */
export const preview = (uniqueUsers: number) => ({
  __typename: 'SegmentPreview' as const,
  previewId: `p${uniqueUsers}`,
  uniqueUsers,
  uniqueUsersWithContact: uniqueUsers,
  uniqueUsersWithAdvertising: 0,
  uniqueUsersWithContactRestricted: 0,
  lowContactable: false,
  companyPercentages: [],
  contactRestrictedByCompany: [],
});
