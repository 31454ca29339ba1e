export { checkArtifact, brandMarkers } from './artifact-check';
export type { ArtifactProblem, BrandIdentity } from './artifact-check';
export { nginxBinary, spawnNginx, startLocalNginx, writeLocalNginxConf, type LocalNginxOptions, type LocalSite } from './local-nginx';
export { withVendorServices, type VendorFront } from './vendor-front';
export { serveStatic } from './static-server';
export { STORYBOOK_DIR, builtStories, featureOf, openStory, storyUrl, switchStory, type StoryEntry } from './review/storybook';
