import { Heart } from 'lucide-react';
import { onboardingCopy, stepSavedMessages } from '@/shared/onboarding-copy';

// Where each small heart starts and when it rises; fixed so every showing looks the same.
const hearts = [
  { left: '8%', delay: '0s', size: 'size-6' },
  { left: '22%', delay: '0.4s', size: 'size-8' },
  { left: '38%', delay: '0.9s', size: 'size-5' },
  { left: '55%', delay: '0.2s', size: 'size-7' },
  { left: '70%', delay: '0.7s', size: 'size-6' },
  { left: '86%', delay: '0.5s', size: 'size-8' },
];

/**
 * The end of set-up: hearts rise while the account is completed. With reduced motion the hearts
 * stay still; the wait is the same.
 */
export function HeartsCelebration() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-hidden bg-bg/90 px-6">
      {hearts.map((heart) => (
        <Heart
          key={heart.left}
          aria-hidden="true"
          className={`absolute bottom-[15%] fill-primary text-primary opacity-0 animate-float-heart motion-reduce:animate-none motion-reduce:opacity-60 ${heart.size}`}
          style={{ left: heart.left, animationDelay: heart.delay }}
        />
      ))}
      <div role="status" className="relative flex flex-col items-center gap-3 text-center">
        <Heart
          aria-hidden="true"
          className="size-16 fill-primary text-primary motion-safe:animate-pulse"
        />
        <p className="text-2xl font-semibold">{stepSavedMessages['first-message']}</p>
        <p className="text-muted-fg">{onboardingCopy.completing}</p>
      </div>
    </div>
  );
}
