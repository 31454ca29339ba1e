// Public face of @portal/policies: routes and wording (its data layer is @portal/policy-data).
export { policiesWording } from './policies-wording';
export { policyRoutes } from './policies-routes';
