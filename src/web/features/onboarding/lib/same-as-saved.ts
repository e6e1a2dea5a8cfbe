import { toE164 } from '@/shared/phone';

/**
 * Whether what the form would save equals the stored row, so an untouched row is not PUT again.
 * Phones are compared as E.164, lists without regard to order.
 */
export function sameAsSaved(
  input: Record<string, unknown>,
  stored: Readonly<Record<string, unknown>> | undefined,
  phoneKey: string,
): boolean {
  if (!stored) return false;
  return Object.entries(input).every(([key, value]) => {
    // A member told by e-mail only may have no cell: stored empty, as typed.
    if (key === phoneKey)
      return (toE164(String(value), String(input.country)) ?? String(value)) === stored[key];
    if (Array.isArray(value)) {
      const other = stored[key];
      return Array.isArray(other) && [...value].sort().join() === [...other].sort().join();
    }
    return value === stored[key];
  });
}
