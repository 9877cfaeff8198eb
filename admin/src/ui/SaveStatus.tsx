import type { useSave } from './forms';

export function SaveStatus({ save }: { save: ReturnType<typeof useSave> }) {
  if (save.problem) {
    return (
      <p className="state error" role="alert">
        {save.problem.message}
      </p>
    );
  }
  if (save.saved) {
    return (
      <p className="state ok" role="status">
        {save.saved}
      </p>
    );
  }
  return null;
}
