export type ProviderMode = 'real' | 'local';

/**
 * Whether a provider's variables select it (`real`) or leave its local stand-in (`local`). A
 * provider is either fully configured or not at all; half a set is almost always a typo, and
 * is added to `problems`.
 */
export function groupMode<Name extends string>(
  vars: Partial<Record<Name, unknown>>,
  names: readonly Name[],
  label: string,
  problems: string[],
): ProviderMode {
  const set = names.filter((name) => vars[name] !== undefined);
  if (set.length === 0) return 'local';
  if (set.length < names.length) {
    const missing = names.filter((name) => !set.includes(name));
    problems.push(`${missing.join(', ')}: required when any ${label} variable is set`);
  }
  return 'real';
}
