import { useMemo } from 'react';
import { useGameMenus } from '../../shared/game-menus.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { buildNavItems } from './nav-items.ts';

/** Nav entries from the live game menus; while they load (or if they fail) the fixed entries still show. */
export const useNavItems = () => {
  const { resources } = usePermission();
  const menus = useGameMenus();
  const items = useMemo(() => buildNavItems({ menus: menus.data ?? [], resources }), [menus.data, resources]);
  return { items, loading: menus.isPending };
};
