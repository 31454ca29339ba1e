export { spawnNginx, writeLocalNginxConf } from './serve/local-nginx';
export { serveStatic } from './serve/static-server';
export { builtStories, featureOf, openStory, switchStory, type StoryEntry } from './review/storybook';
export { QUIET_CHROMIUM_ARGS, chromiumPath, vendorFrontArgs } from './serve/chromium';
