// The policy data layer's test helpers: persona data shaped as the policy queries hold it, a policies screen in the
// portal's providers, and a probe of usePolicies (stories: ./stories).
export { policyRecordOf } from './story-fixtures';
export { renderPolicies } from './render-policies';
export { PoliciesProbe } from './policies-probe';
export { changeAnswer, expectStands, oneAtATime, sandboxAnswer, someChanges, stillShown, withLosses } from './tolerant-answers';
export type { Change, FieldCase } from './tolerant-answers';
