/** Placeholder until the tab is built. */
export function CampaignsTab() {
  return <p className="text-muted-fg">This tab is on its way.</p>;
}
