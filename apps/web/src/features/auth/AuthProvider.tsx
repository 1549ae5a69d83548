import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@careclass/shared';
import { isApiError } from '../../lib/api-client.ts';
import { changeLanguage, i18n } from '../../i18n/i18n.ts';
import { readSaved } from '../../i18n/languages.ts';
import {
  clearSession,
  getStoredUser,
  getToken,
  storeSession,
  storeUser,
} from '../../lib/session-storage.ts';
import { getProfileUser } from './api/get-profile.ts';
import { logout } from './api/logout.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';

interface State {
  status: AuthStatus;
  user: PublicUser | null;
}

type CheckOutcome = 'clear' | 'keep';

/**
 * The account's language wins over the browser's when someone signs in (docs/decisions/0053): the
 * page follows it and this browser remembers it. A session coming back follows it too, unless a
 * choice was made in this browser since: that choice is newer (a switch whose save failed keeps
 * its language, as the switcher promised).
 */
function followAccountLanguage(user: PublicUser, { signingIn }: { signingIn: boolean }): void {
  if (!signingIn && readSaved()) return;
  if (user.preferred_language !== i18n.language) void changeLanguage(user.preferred_language);
}

/**
 * Specification 000, section 4 "Authentication": 401 or 500 clears the session, other non-OK
 * statuses keep the state, a network error keeps the state, any other error (an unreadable
 * answer) clears the session.
 */
function outcomeOf(error: unknown): CheckOutcome {
  if (!isApiError(error)) return 'clear';
  if (error.isNetworkError) return 'keep';
  if (error.status === 401 || error.status === 500) return 'clear';
  if (error.status >= 400) return 'keep';
  return 'clear';
}

function initialState(): State {
  const token = getToken();
  // Without a token there is nothing to check: ready at once, logged out.
  return token ? { status: 'loading', user: getStoredUser() } : { status: 'ready', user: null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(initialState);
  // Bumped by every sign-in and sign-out: a check that started earlier must not overwrite them.
  const generation = useRef(0);

  const refreshProfile = useCallback((signal?: AbortSignal) => {
    const started = generation.current;
    return getProfileUser(signal).then(
      (user) => {
        if (generation.current !== started) return;
        storeUser(user);
        followAccountLanguage(user, { signingIn: false });
        setState({ status: 'ready', user });
      },
      (error: unknown) => {
        if (signal?.aborted || generation.current !== started) return;
        if (outcomeOf(error) === 'clear') {
          clearSession();
          setState({ status: 'ready', user: null });
        } else {
          setState((s) => ({ ...s, status: 'ready' }));
        }
      },
    );
  }, []);

  // The first authentication check, on startup, when a token is stored.
  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    void refreshProfile(controller.signal);
    return () => controller.abort();
  }, [refreshProfile]);

  const signIn = useCallback(
    (token: string, user: PublicUser) => {
      generation.current += 1;
      storeSession(token, user);
      followAccountLanguage(user, { signingIn: true });
      setState({ status: 'ready', user });
      // Then the profile is re-fetched and replaces the user (specification 000, section 4).
      void refreshProfile();
    },
    [refreshProfile],
  );

  const setUser = useCallback((user: PublicUser) => {
    storeUser(user);
    setState((s) => ({ ...s, user }));
  }, []);

  const signOut = useCallback(async () => {
    generation.current += 1;
    try {
      await logout();
    } catch {
      // Logging out locally matters more than the server's answer.
    }
    clearSession();
    setState({ status: 'ready', user: null });
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      isAdmin: state.user?.role === 'admin',
      signIn,
      setUser,
      signOut,
    }),
    [state, signIn, setUser, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
