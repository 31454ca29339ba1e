export { startPortal } from './app/start-portal';
export { PortalProviders } from './app/portal-providers';
export { createPortalI18n } from './app/create-portal-i18n';
export { NotFoundPage } from './pages/not-found-page';
