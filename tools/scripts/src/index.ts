export { checkArtifact, brandMarkers } from './artifact-check';
export type { ArtifactProblem, BrandIdentity } from './artifact-check';
export { serveArtifact } from './serve-artifact';
