// Public face of @portal/contacts.
export { contactRoutes } from './contacts-routes';
