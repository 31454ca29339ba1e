export { checkArtifact, brandMarkers } from './artifact-check';
export type { ArtifactProblem, BrandIdentity } from './artifact-check';
export { nginxBinary, spawnNginx, startLocalNginx, writeLocalNginxConf, type LocalNginxOptions, type LocalSite } from './local-nginx';
