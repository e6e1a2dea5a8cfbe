import { checkInStatusLabel } from '@/shared/check-ins';
import { isProtected, type Protection } from '@/shared/protection';
import type { StripDay } from '@/shared/week-strip';

// What today's cell of a parent's strip says when no check-in has begun yet.

/**
 * A parent not protected has no check-in coming today: her strip's today says so, where it
 * would say "Not sent yet" (docs/product.md §2.12).
 */
export const withoutFalseHope = (strip: StripDay[], protection: Protection) =>
  isProtected(protection)
    ? strip
    : strip.map((day) =>
        day.today && day.checkInStatus === null
          ? { ...day, mark: 'skipped' as const, label: 'Not protected' }
          : day,
      );

/**
 * A day a pause covers and the sweep has not begun yet is paused, not "Not sent yet": nothing
 * will go (docs/product.md §2.14).
 */
export const pausedToday = (strip: StripDay[]) =>
  strip.map((day) =>
    day.today && day.checkInStatus === null
      ? { ...day, mark: 'paused' as const, label: checkInStatusLabel('paused') }
      : day,
  );
