// lint-as: src/hooks/lint-fixture.tsx
import { useMemo } from 'react';

export function useDoubled(n: number, factor: number): number {
  return useMemo(() => n * factor, [n]);
}
