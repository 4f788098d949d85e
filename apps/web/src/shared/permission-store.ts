/**
 * The permission response (spec §3) once the startup gate has it, with the image and game-launch CDN
 * this page picked at random (spec §3 "chosen randomly from the lists"). Screens below the gate may
 * rely on it being set.
 */
import type { TPermission } from '@luckwell/contracts/system/permission';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The CDNs a page picked: a hydrating page keeps the server's picks, so its images match (ADR 075). */
export type CdnPicks = {
  /** Chosen image CDN base without trailing slash; '' = same origin. */
  imageBase: string;
  launchBase: string;
};

type PermissionState = CdnPicks & {
  permission: TPermission | null;
  setPermission: (permission: TPermission, picks?: CdnPicks) => void;
};

const pick = (list: string[]) => {
  if (list.length === 0) return '';
  const chosen = list[Math.floor(Math.random() * list.length)] ?? '';
  return chosen.replace(/\/+$/, '');
};

const permissionStore = createStore<PermissionState>((set) => ({
  permission: null,
  imageBase: '',
  launchBase: '',
  setPermission: (permission, picks) =>
    set({
      permission,
      ...(picks ?? { imageBase: pick(permission.imageCDNs), launchBase: pick(permission.launchGameCDNs) }),
    }),
}));

/**
 * The server's render and the browser's hydration read a store's "server snapshot", which zustand
 * takes from its initial state (null here); the permission is set before either renders (ADR 075),
 * so the snapshot is the state itself.
 */
const withStateAsSnapshot = { ...permissionStore, getInitialState: permissionStore.getState };

export const usePermissionStore = Object.assign(
  <T>(selector: (state: PermissionState) => T): T => useStore(withStateAsSnapshot, selector),
  permissionStore,
);

/** The permission response; only call below the startup gate. */
export const usePermission = (): TPermission => {
  const permission = usePermissionStore((state) => state.permission);
  if (!permission) throw new Error('usePermission called before the startup gate resolved');
  return permission;
};

/** A configured resource (social page, app download) by type, if the brand has one. */
export const useResource = (type: TPermission['resources'][number]['resourceType']) =>
  usePermission().resources.find((resource) => resource.resourceType === type && resource.url);
