/**
 * The permission response (spec §3) once the startup gate has it, with the image and game-launch CDN
 * this page picked at random (spec §3 "chosen randomly from the lists"). Screens below the gate may
 * rely on it being set.
 */
import type { TPermission } from '@luckwell/contracts/system/permission';
import { create } from 'zustand';

type PermissionState = {
  permission: TPermission | null;
  /** Chosen image CDN base without trailing slash; '' = same origin. */
  imageBase: string;
  launchBase: string;
  setPermission: (permission: TPermission) => void;
};

const pick = (list: string[]) => {
  if (list.length === 0) return '';
  const chosen = list[Math.floor(Math.random() * list.length)] ?? '';
  return chosen.replace(/\/+$/, '');
};

export const usePermissionStore = create<PermissionState>((set) => ({
  permission: null,
  imageBase: '',
  launchBase: '',
  setPermission: (permission) =>
    set({ permission, imageBase: pick(permission.imageCDNs), launchBase: pick(permission.launchGameCDNs) }),
}));

/** The permission response; only call below the startup gate. */
export const usePermission = (): TPermission => {
  const permission = usePermissionStore((state) => state.permission);
  if (!permission) throw new Error('usePermission called before the startup gate resolved');
  return permission;
};

/** A configured resource (social page, app download) by type, if the brand has one. */
export const useResource = (type: TPermission['resources'][number]['resourceType']) =>
  usePermission().resources.find((resource) => resource.resourceType === type && resource.url);
