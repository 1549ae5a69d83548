import { createContext, useContext } from 'react';
import type { PublicUser } from '@careclass/shared';

export type AuthStatus = 'loading' | 'ready';

export interface AuthContextValue {
  /** 'loading' until the first authentication check completes. */
  status: AuthStatus;
  user: PublicUser | null;
  isAdmin: boolean;
  /** Stores the session of a successful login or registration, then refreshes the profile. */
  signIn: (token: string, user: PublicUser) => void;
  /** Replaces the user (after a profile update). */
  setUser: (user: PublicUser) => void;
  /** POST /users/logout (failure ignored), clears the session. The caller navigates. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
