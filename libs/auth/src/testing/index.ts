// The auth lib's own test helpers: brand variants for login tests, the shell's shape in small, login flow states.
export { nzConfig, caConfig, botCheckConfig, dobParts } from './login-fixtures';
export { authTestRoutes } from './auth-test-routes';
export { loginFlowState } from './story-setup';
