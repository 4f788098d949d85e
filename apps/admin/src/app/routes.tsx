/**
 * Routes of the back office, under the /admin basename: /login, and the frame at /preview with
 * one route per section. Operator sign-in (a later issue) will put the frame behind a session.
 */
import { Navigate, type RouteObject } from 'react-router';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { AdminFrame } from '../features/shell/admin-frame.tsx';
import { NotFound } from '../features/shell/not-found.tsx';
import { SectionScreen } from '../features/shell/section-screen.tsx';
import { FRAME_BASE, SECTIONS } from '../features/shell/sections.ts';

export const ADMIN_BASENAME = '/admin';

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginScreen /> },
  {
    path: FRAME_BASE,
    element: <AdminFrame />,
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      ...SECTIONS.map((section) => ({ path: section.path, element: <SectionScreen section={section} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];
