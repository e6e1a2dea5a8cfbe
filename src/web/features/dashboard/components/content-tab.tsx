/** Placeholder until the tab is built. */
export function ContentTab() {
  return <p className="text-muted-fg">This tab is on its way.</p>;
}
