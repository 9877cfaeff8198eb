import { useCallback } from 'react';
import { codeChoices } from './choices';
import { useLoad } from './useLoad';

/**
 * A stored code value's words in the screen's language ("vat" -> "부가가치세"), for tables: the
 * value itself until the group has loaded, or when the group has no such code.
 */
export function useCodeLabel(group: string): (value: string) => string {
  const load = codeChoices(group);
  const { data } = useLoad(load, [load]);
  return useCallback((value: string) => data?.find((choice) => choice.value === value)?.label ?? value, [data]);
}
