export { createBrandAppConfig, sandboxPaths } from './create-brand-app-config.ts';
export { faviconSvg, serviceUnavailableHtml, webManifest } from './brand-files.ts';
