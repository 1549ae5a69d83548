import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/routes/HomePage.tsx';
import { DEFAULT_ADMIN_SECTION, paths } from '../lib/paths.ts';
import { RequireAdmin } from './guards/RequireAdmin.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RequireInstructor } from './guards/RequireInstructor.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { queryClient } from './query-client.ts';
import { classQuery } from '../features/catalogue/api/get-class.ts';
import { classesQuery } from '../features/catalogue/api/get-classes.ts';
import { readFilters } from '../features/catalogue/lib/filters.ts';

// Separate chunks: every page but the home page, so a visitor's first page loads its own code only
// (the catalogue's filters and the class page's enrolment dialogs are not the home page's). The
// profile, notification and admin areas stay out of every public page, and the forms that need
// react-hook-form and zod load with the account pages and contact.
//
// The catalogue's and the class page's answers are asked for together with the page's code, so a
// first visit waits for the slower of the two rather than for one after the other (the page's
// query then finds its answer on the way).
// (On the server, entry-server.tsx fetches a drawn page's answers itself: there is no window.)
const ClassesPage = lazy(() => {
  if (typeof window !== 'undefined') {
    void queryClient.prefetchQuery(
      classesQuery(readFilters(new URLSearchParams(window.location.search))),
    );
  }
  return import('../features/catalogue/routes/ClassesPage.tsx').then((m) => ({
    default: m.ClassesPage,
  }));
});
const ClassDetailPage = lazy(() => {
  const id =
    typeof window === 'undefined'
      ? undefined
      : /^\/classes\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  try {
    if (id) void queryClient.prefetchQuery(classQuery(decodeURIComponent(id)));
  } catch {
    // A malformed address: the page itself says the class is not found.
  }
  return import('../features/catalogue/routes/ClassDetailPage.tsx').then((m) => ({
    default: m.ClassDetailPage,
  }));
});
const LoginPage = lazy(() =>
  import('../features/auth/routes/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
);
const PasswordResetSuccessPage = lazy(() =>
  import('../features/auth/routes/PasswordResetSuccessPage.tsx').then((m) => ({
    default: m.PasswordResetSuccessPage,
  })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/routes/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })),
);
const NotificationDetailPage = lazy(() =>
  import('../features/notifications/routes/NotificationDetailPage.tsx').then((m) => ({
    default: m.NotificationDetailPage,
  })),
);
const ReminderPage = lazy(() =>
  import('../features/reminders/routes/ReminderPage.tsx').then((m) => ({
    default: m.ReminderPage,
  })),
);
const AdminPage = lazy(() =>
  import('../features/admin/routes/AdminPage.tsx').then((m) => ({ default: m.AdminPage })),
);
const MyClassesPage = lazy(() =>
  import('../features/instructor/routes/MyClassesPage.tsx').then((m) => ({
    default: m.MyClassesPage,
  })),
);
const SignupPage = lazy(() =>
  import('../features/auth/routes/SignupPage.tsx').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/routes/ForgotPasswordPage.tsx').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/routes/VerifyEmailPage.tsx').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
const ContactPage = lazy(() =>
  import('../features/contact/routes/ContactPage.tsx').then((m) => ({ default: m.ContactPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/routes/ResetPasswordPage.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const VerifyCertificatePage = lazy(() =>
  import('../features/verify/routes/VerifyCertificatePage.tsx').then((m) => ({
    default: m.VerifyCertificatePage,
  })),
);

/** The route table of the specification (000, section 2.1). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'classes', element: <ClassesPage /> },
      { path: 'classes/:id', element: <ClassDetailPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'password-reset-success', element: <PasswordResetSuccessPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'verify/:code', element: <VerifyCertificatePage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', element: <ProfilePage /> },
          { path: 'notifications/:id', element: <NotificationDetailPage /> },
          // An expiry reminder's sessions (its e-mail's link), docs/decisions/0052.
          { path: 'reminders/:id', element: <ReminderPage /> },
        ],
      },
      {
        path: 'my-classes',
        element: <RequireInstructor />,
        children: [
          { index: true, element: <MyClassesPage /> },
          { path: ':id', element: <MyClassesPage /> },
        ],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            index: true,
            element: <Navigate to={paths.adminSection(DEFAULT_ADMIN_SECTION)} replace />,
          },
          // The section's own pages (such as classes/{id}/students) follow its segment.
          { path: ':section/*', element: <AdminPage /> },
        ],
      },
      // Any unknown path redirects to /.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * The page for the current address. Declarative routing (BrowserRouter and this table) rather than
 * the data router: the app loads its data with TanStack Query, so the data router's loaders and
 * actions went unused while they were a third of the router's code in the first load
 * (docs/decisions/0046). Its two features the app used are app/RouteErrorBoundary.tsx and
 * app/layout/ScrollRestoration.tsx.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
