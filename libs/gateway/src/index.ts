export { gatewaySettingsSchema, hasHostedContent, hostedAttributes } from './gateway-settings';
export type { GatewaySettings, HostedComponent, HostedOption } from './gateway-settings';
export { loadHostedComponent, loadVendorScript } from './load-vendor-script';
export { useHostedComponent } from './use-hosted-component';
export type { HostedComponentStatus } from './use-hosted-component';
export { HostedComponentTimingsContext, useHostedComponentTimings } from './hosted-component-timings';
export type { HostedComponentTimings } from './hosted-component-timings';
