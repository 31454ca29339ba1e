// The policies lib's own test and story helpers: persona data shaped as the policy queries hold it.
export { PolicyStory } from './policy-story';
export type { PolicyStoryProps } from './policy-story';
export { seedPersona, policyRecordOf, personaFixture, customerDetailOf, paymentsCheckOf } from './story-fixtures';
export { renderPolicies } from './render-policies';
export type { RenderPoliciesOptions } from './render-policies';
