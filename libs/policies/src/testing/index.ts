// The policies lib's own test and story helpers: persona data shaped as the policy queries hold it (stories: ./stories).
export { policyRecordOf } from './story-fixtures';
export { renderPolicies } from './render-policies';
