export { fastHostedComponentTimings } from './fast-timings';
