/** /login and /register: home with the login or registration popup opened (spec §2). */
import { useEffect } from 'react';
import { HomePage } from '../features/home/home-page.tsx';
import { useOverlayStore } from '../shared/overlay-store.ts';

export const AuthRoute = ({ view }: { view: 'login' | 'register' }) => {
  const openAuth = useOverlayStore((state) => state.openAuth);
  useEffect(() => {
    openAuth(view);
  }, [view, openAuth]);
  return <HomePage />;
};
