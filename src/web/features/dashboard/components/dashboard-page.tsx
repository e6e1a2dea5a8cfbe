import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { product } from '../../../../shared/product';
import { useSession } from '../../../lib/session';
import { dashboardTabs, isDashboardTab, type DashboardTabId } from '../lib/tabs';
import { CampaignsTab } from './campaigns-tab';
import { ContentTab } from './content-tab';
import { OverviewTab } from './overview-tab';
import { TemplatesTab } from './templates-tab';
import { TestSmsTab } from './test-sms-tab';
import { GuidedTour } from './tour/guided-tour';
import { VoiceTab } from './voice-tab';

const panels: Record<DashboardTabId, () => React.JSX.Element> = {
  overview: OverviewTab,
  messages: TemplatesTab,
  campaigns: CampaignsTab,
  content: ContentTab,
  voice: VoiceTab,
  'test-sms': TestSmsTab,
};

/**
 * /dashboard: the owner's home. The open tab lives in the address (`?tab=campaigns`), so a tab
 * can be linked to and Back returns to the previous one.
 */
export function DashboardPage() {
  const { data: user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: DashboardTabId = isDashboardTab(requested) ? requested : 'overview';
  const tabRefs = useRef(new Map<DashboardTabId, HTMLButtonElement>());

  const open = (id: DashboardTabId) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === 'overview') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  // The WAI-ARIA tabs pattern: arrows move between tabs, Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = dashboardTabs.findIndex((tab) => tab.id === current);
    const last = dashboardTabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const id = dashboardTabs[target]!.id;
    open(id);
    tabRefs.current.get(id)?.focus();
  };

  const Panel = panels[current];
  const label = dashboardTabs.find((tab) => tab.id === current)!.label;

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-6 pb-16 sm:px-6">
      <title>{`${current === 'overview' ? 'Dashboard' : label} · ${product.name}`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div data-tour="dashboard-header" className="flex min-w-0 flex-col gap-1">
          <h1 className="text-3xl font-semibold">Dashboard</h1>
          {user && (
            <p className="text-muted-fg">
              Logged in as <span className="font-medium break-all text-fg">{user.email}</span>
            </p>
          )}
        </div>
        <GuidedTour onOverview={current === 'overview'} showOverview={() => open('overview')} />
      </div>
      <div
        role="tablist"
        aria-label="Dashboard sections"
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0"
      >
        {dashboardTabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(tab.id)}
              className={`-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
                selected
                  ? 'border-primary text-fg'
                  : 'border-transparent text-muted-fg hover:text-fg'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <section
        role="tabpanel"
        id={`panel-${current}`}
        aria-labelledby={`tab-${current}`}
        className="flex flex-col gap-6"
      >
        <Panel />
      </section>
    </main>
  );
}
