import { createContext, useContext } from 'react';
import type { paths } from '../../admin/src/api/schema';

export type Me = paths['/api/portal/me']['get']['responses'][200]['content']['application/json'];

/** The signed-in client and their firm, read once after sign-in (GET /api/portal/me). */
export const MeContext = createContext<{ me: Me; replace: (me: Me) => void } | null>(null);

export function useMe(): { me: Me; replace: (me: Me) => void } {
  const value = useContext(MeContext);
  if (!value) throw new Error('useMe outside the signed-in shell');
  return value;
}
