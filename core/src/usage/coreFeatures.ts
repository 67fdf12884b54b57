import type { FeatureDefinition } from '@chatmill/sdk';

/** Features of the catalogue that the core itself counts (spec 1, 3.8). Plugins add the rest. */
export const TEAM_MEMBERS_FEATURE = 15;
export const WHITELABEL_CNAME_FEATURE = 30;
export const SUB_ACCOUNTS_FEATURE = 31;

export const coreFeatures: readonly FeatureDefinition[] = [
  // Spec 1, 9: team members count "minus owner": the owner is never counted.
  { id: TEAM_MEMBERS_FEATURE, name: 'Team members', period: 'lifetime' },
  { id: WHITELABEL_CNAME_FEATURE, name: 'Whitelabel cname', period: 'lifetime' },
  { id: SUB_ACCOUNTS_FEATURE, name: 'Sub accounts', period: 'lifetime' },
];
