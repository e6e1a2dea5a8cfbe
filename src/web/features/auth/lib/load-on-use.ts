/** Loads ../on-use.ts, what the forms need once used: every loader of it goes through here. */
export const loadOnUse = () => import('../on-use');

export type OnUse = Awaited<ReturnType<typeof loadOnUse>>;
