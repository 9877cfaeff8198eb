import { useSyncExternalStore } from 'react';
import { currentSession, onSessionChange } from './session';

export function useSession() {
  return useSyncExternalStore(onSessionChange, currentSession);
}
