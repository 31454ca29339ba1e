// What other libs' stories may import from the policies lib's helpers (no test tooling: see @portal/testing/stories).
export { PolicyStory } from './policy-story';
export { policyRecordOf, personaFixture } from './story-fixtures';
