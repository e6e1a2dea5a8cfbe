import { Languages } from 'lucide-react';
import type { Language } from '@/shared/languages';

const names: Record<Language, string> = { en: 'English', es: 'Spanish' };

/** The language a template or a content item is written in. */
export function LanguageBadge({ language }: { language: Language }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-sm font-medium text-muted-fg">
      <Languages aria-hidden="true" className="size-4" />
      {names[language]}
    </span>
  );
}
