export { spawnNginx, writeLocalNginxConf } from './local-nginx';
export { serveStatic } from './static-server';
export { builtStories, featureOf, openStory, switchStory, type StoryEntry } from './review/storybook';
