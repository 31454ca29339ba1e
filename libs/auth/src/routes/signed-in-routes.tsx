import type { RouteObject } from 'react-router';
import { signedInArea } from '@portal/session';
import { RequireSession } from './require-session';

/**
 * Wraps the pages that need a signed-in customer: the guard (in the entry, so a signed-out visitor is sent to /login
 * without waiting for any signed-in code) and, inside it, the session's signed-in area (lazy: server-state cache and
 * session upkeep).
 */
export function signedInRoutes(children: RouteObject[]): RouteObject {
  return { Component: RequireSession, children: [signedInArea(children)] };
}
