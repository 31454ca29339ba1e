// The policies lib's own test and story helpers: persona data shaped as the policy queries hold it.
export { PolicyStory } from './policy-story';
export { policyRecordOf, personaFixture } from './story-fixtures';
export { renderPolicies } from './render-policies';
