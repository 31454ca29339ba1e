// What stories may import from the policy data layer's helpers (no test tooling: see @portal/testing/stories).
export { PolicyStory, type PolicyStoryProps } from './policy-story';
export { policyRecordOf, personaFixture, customerDetailOf } from './story-fixtures';
