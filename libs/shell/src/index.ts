export { startPortal } from './app/start-portal';
export { PortalApp } from './app/portal-app';
export type { PortalAppProps } from './app/portal-app';
export { BrandProviders } from './app/brand-providers';
export { createPortalI18n, baseWording } from './app/create-portal-i18n';
