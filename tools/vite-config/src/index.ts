export { createBrandAppConfig, sandboxPaths } from './create-brand-app-config.ts';
export { nginxServerBlock, productionServerBlock, sandboxLocationsConf, securityHeadersConf } from './nginx/nginx-site.ts';
export { precompressArtifact } from './nginx/precompress.ts';
export { SANDBOX_CAPTCHA, SANDBOX_GATEWAY_COMPONENTS, SANDBOX_TELEMETRY, withSandboxServices } from './sandbox-services.ts';
export { CSP_NONCE_PLACEHOLDER, LOCAL_ANY_PORT, policyHostsOf } from './nginx/security-policy.ts';
export { withSsrModule } from './prerender.ts';
export { writeStartAfterFirstPaint } from './start-app.ts';
