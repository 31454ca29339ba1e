// Public face of @portal/documents.
export { documentRoutes } from './documents-routes';
