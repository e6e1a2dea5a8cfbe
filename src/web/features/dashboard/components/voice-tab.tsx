/** Placeholder until the tab is built. */
export function VoiceTab() {
  return <p className="text-muted-fg">This tab is on its way.</p>;
}
