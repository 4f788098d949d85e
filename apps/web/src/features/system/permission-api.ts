/** GET /wps/system/permission: the first call of every page (spec §4). */
import { apiGet } from '../../shared/api-client.ts';

const schema = () => import('@luckwell/contracts/system/permission').then((m) => m.ZPermissionResponse);

export const fetchPermission = (signal?: AbortSignal) =>
  apiGet('/wps/system/permission', schema, signal ? { signal } : {});
