export { createBrandAppConfig, sandboxPaths } from './create-brand-app-config.ts';
export { faviconSvg, serviceUnavailableHtml, webManifest } from './brand-files.ts';
export { nginxServerBlock, productionServerBlock, sandboxLocationsConf, securityHeadersConf, type NginxSiteOptions } from './nginx/nginx-site.ts';
export { precompressArtifact } from './nginx/precompress.ts';
export { SANDBOX_CAPTCHA, SANDBOX_GATEWAY_COMPONENTS, SANDBOX_TELEMETRY, sandboxServicesOf, withSandboxServices, type SandboxServicesOptions } from './sandbox-services.ts';
export {
  CSP_NONCE_PLACEHOLDER,
  contentSecurityPolicy,
  LOCAL_ANY_PORT,
  PERMISSIONS_POLICY,
  policyHostsOf,
  securityHeaders,
  type PolicyHosts,
} from './nginx/security-policy.ts';
export { startAppAfterFirstPaint, withSsrModule } from './prerender.ts';
