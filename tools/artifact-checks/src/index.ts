export { brandMarkers } from './artifact-check';
