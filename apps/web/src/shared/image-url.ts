/** Image paths from the API (`/img/...`) are served from the chosen image CDN when there is one. */
import { usePermissionStore } from './permission-store.ts';

export const toImageUrl = (base: string, path: string) => {
  if (!path) return path;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
};

/** Returns a resolver bound to this page's image CDN. */
export const useImageUrl = () => {
  const base = usePermissionStore((state) => state.imageBase);
  return (path: string) => toImageUrl(base, path);
};
