export { startPortal } from './app/start-portal';
export { PortalApp } from './app/portal-app';
export type { PortalAppProps } from './app/portal-app';
export { PortalProviders } from './app/portal-providers';
export type { PortalProvidersProps } from './app/portal-providers';
export { createPortalI18n, baseWording } from './app/create-portal-i18n';
export { NotFoundPage } from './pages/not-found-page';
