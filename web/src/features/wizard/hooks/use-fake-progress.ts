import { useEffect, useState } from 'react';

/** docs/product.md section 9: +2 every 150 ms, capped at 90 until the work is done. */
export const PROGRESS_STEP = 2;
export const PROGRESS_INTERVAL_MS = 150;
export const PROGRESS_CAP = 90;

export function nextProgress(value: number): number {
  return Math.min(PROGRESS_CAP, value + PROGRESS_STEP);
}

/** A progress value that creeps up to 90 while `running`, and jumps to 100 once `done`. */
export function useFakeProgress(done: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setValue(nextProgress), PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [done]);
  return done ? 100 : value;
}
