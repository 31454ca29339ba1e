export { bilingualTestBrand, testBrand, testRegionalConfig } from './test-brand';
