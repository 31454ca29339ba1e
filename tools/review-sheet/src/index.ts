export { builtStories, featureOf, openStory, switchStory, type StoryEntry } from './storybook';
