/** The campaigns tab's cached reads. A change to a campaign invalidates them all. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
};
