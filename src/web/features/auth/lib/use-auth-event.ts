import { useEffect, useState } from 'react';
import { onAuthEvent, type AuthEvent } from './auth-broadcast';

/** True once another tab has announced `event`. */
export function useAuthEventSeen(event: AuthEvent) {
  const [seen, setSeen] = useState(false);
  useEffect(
    () =>
      onAuthEvent((received) => {
        if (received === event) setSeen(true);
      }),
    [event],
  );
  return seen;
}
