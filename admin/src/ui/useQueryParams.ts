import { useSearchParams } from 'react-router-dom';

/**
 * A page's state kept in the URL query, so a view can be shared and reloaded. `update` sets keys
 * (an empty value removes one) and goes back to the first page unless it changes the page itself.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }
  return { params, update };
}
