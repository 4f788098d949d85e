/**
 * A lazy game client whose strings live in the `minis` bundle (plinko, mines, hi-lo; ADR 038): the
 * client's chunk and its translations load together, so the game never shows a raw key.
 */
import { type ComponentType, lazy } from 'react';
import { ensureBundle } from '../../i18n/i18n.ts';
import type { GameClientProps } from '../engine-clients.ts';

export const minisClient = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType<GameClientProps>>>,
  name: Name,
) => lazy(() => Promise.all([load(), ensureBundle('minis')]).then(([module]) => ({ default: module[name] })));
