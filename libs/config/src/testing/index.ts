export { bilingualTestBrand, testBrand, testRegionalConfig } from './test-brand';
export { fastHostedComponentTimings } from './fast-timings';
