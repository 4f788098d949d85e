/**
 * The human check without its weight: ALTCHA (~35 KB gzip) loads only when a form shows the widget
 * or a call needs a solution, and only when the brand turns the check on (permission.security).
 */
import i18next from 'i18next';
import { lazy, type Ref, Suspense } from 'react';
import type { HumanCheckHandle } from './human-check.tsx';
import { usePermission, usePermissionStore } from './permission-store.ts';

export type { HumanCheckHandle } from './human-check.tsx';

const load = () => import('./human-check.tsx');

/** Whether this brand wants a human check on sign-in, registration and SMS requests. */
export const humanCheckRequired = () =>
  usePermissionStore.getState().permission?.security?.humanCheck ?? false;

/** A solution for `humanCheck` from an invisible widget, or undefined when the brand does not ask. */
export const solveHumanCheckIfRequired = async (): Promise<string | undefined> => {
  if (!humanCheckRequired()) return undefined;
  const { solveHumanCheck } = await load();
  return solveHumanCheck(i18next.language || 'vi');
};

const Widget = lazy(() => load().then((m) => ({ default: m.HumanCheckWidget })));

/** The visible widget when the brand asks for the check; nothing otherwise. */
export const HumanCheck = ({ ref }: { ref: Ref<HumanCheckHandle> }) => {
  const { security } = usePermission();
  if (!security?.humanCheck) return null;
  return (
    <Suspense fallback={<div className="h-[66px] animate-pulse rounded-xl bg-black/20" />}>
      <Widget ref={ref} />
    </Suspense>
  );
};

/** The payload from a form's widget when shown, else none. */
export const solveFrom = async (handle: HumanCheckHandle | null): Promise<string | undefined> => {
  if (!humanCheckRequired()) return undefined;
  if (handle) return handle.solve();
  return solveHumanCheckIfRequired();
};
