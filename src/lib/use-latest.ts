import { useEffect, useRef, type RefObject } from 'react';

/** A ref that always holds the value of the last render (for callbacks of timers and requests). */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
