import { AccessDenied } from './AccessDenied.tsx';
import { SignedInGuard } from './SignedInGuard.tsx';

/**
 * Admin-only routes. Anonymous visitors are sent to /login (remembering the page); signed-in
 * non-admins see the Access Denied message (the specification's second reading) with a link home.
 */
export function RequireAdmin() {
  return <SignedInGuard refuse={({ isAdmin }) => (isAdmin ? null : <AccessDenied />)} />;
}
