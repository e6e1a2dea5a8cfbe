import type { PhoneFaults } from '../channels/simulator/simulator-network';
import type { CheckInBy } from '../../shared/family';
import type { Language } from '../../shared/languages';
import type { Random } from './random';

/**
 * What a cast parent's phone and life are like: how the network treats it, whether they are
 * checked on by call, and their language. Some positions are fixed, so a short run meets each.
 */
export function parentTraits(
  position: number,
  rng: Random,
): { faults: PhoneFaults; checkInBy: CheckInBy; language: Language } {
  const roll = rng.next();
  // The third, fifth and seventh parent always have a fault, so a short run meets each.
  const faults: PhoneFaults =
    position === 3
      ? { texts: 'undelivered' }
      : position === 5
        ? { texts: 'no-report' }
        : position === 7
          ? { calls: 'failed' }
          : roll < 0.04
            ? { texts: 'undelivered' }
            : roll < 0.08
              ? { texts: 'no-report' }
              : roll < 0.12
                ? { calls: 'failed' }
                : {};
  // The second and sixth parents are checked on by call, the fourth and sixth in Spanish, so a
  // short run meets each; then one in eight by call and one in six in Spanish at random.
  const checkInBy: CheckInBy =
    position === 2 || position === 6 || (position > 8 && rng.chance(0.125)) ? 'call' : 'text';
  const language: Language =
    position === 4 || position === 6 || (position > 8 && rng.chance(1 / 6)) ? 'es' : 'en';
  return { faults, checkInBy, language };
}
