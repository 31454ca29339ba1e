export { testBrand, testRegionalConfig } from './test-brand';
