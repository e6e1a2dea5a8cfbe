/** Placeholder until the tab is built. */
export function TestSmsTab() {
  return <p className="text-muted-fg">This tab is on its way.</p>;
}
