import {
  CalendarDays,
  Heart,
  MessageSquare,
  Pill,
  Sun,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryDto } from '@/shared/library';

// The seeded categories name a lucide icon; anything else gets a plain speech bubble.
const icons: Record<string, LucideIcon> = {
  sun: Sun,
  pill: Pill,
  'calendar-days': CalendarDays,
  heart: Heart,
  users: Users,
};

// Pale fill with dark text in the light theme, deep fill with pale text in the dark one: both
// pairs are well above 4.5:1. The name is always written, so colour is never the only signal.
const colours: Record<string, string> = {
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  rose: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  violet: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  emerald: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
};

/** A template's category: its icon, colour and name. */
export function CategoryBadge({ category }: { category: CategoryDto | null }) {
  if (!category) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-sm font-medium text-muted-fg">
        <MessageSquare aria-hidden="true" className="size-4" />
        No category
      </span>
    );
  }
  const Icon = icons[category.icon] ?? MessageSquare;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium ${colours[category.color] ?? 'bg-muted text-fg'}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {category.name}
    </span>
  );
}
