import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { product } from '@/shared/product';
import { useSession } from '@/web/lib/session';
import { useOverflowEdges } from '@/web/lib/use-overflow-edges';
import { BillingBanner } from '@/web/features/billing';
import { CampaignsTab } from '@/web/features/campaigns';
import { dashboardTabs, isDashboardTab, type DashboardTabId } from '@/web/features/dashboard';
import { ContentTab, TemplatesTab } from '@/web/features/library';
import { TestSmsTab, VoiceTab } from '@/web/features/settings';
import { OverviewTab } from './overview-tab';
import { GuidedTour } from './tour/guided-tour';

const panels: Record<DashboardTabId, () => React.JSX.Element> = {
  overview: OverviewTab,
  messages: TemplatesTab,
  campaigns: CampaignsTab,
  content: ContentTab,
  voice: VoiceTab,
  'test-sms': TestSmsTab,
};

const scrollHints = {
  start: { Icon: ChevronLeft, classes: 'left-0 bg-linear-to-r' },
  end: { Icon: ChevronRight, classes: 'right-0 justify-end bg-linear-to-l' },
};

/**
 * The fade at an end of the tab row while tabs are hidden past it: it tells a thumb there is
 * more to swipe to. Seen, not read: the tabs themselves stay in the accessibility tree and the
 * arrow keys reach every one.
 */
function ScrollHint({ side }: { side: keyof typeof scrollHints }) {
  const { Icon, classes } = scrollHints[side];
  return (
    <div
      aria-hidden="true"
      data-scroll-hint={side}
      className={`pointer-events-none absolute top-0 bottom-px flex w-10 items-center from-bg via-bg/90 to-transparent ${classes}`}
    >
      <Icon className="size-4 text-muted-fg" />
    </div>
  );
}

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
  const tabRow = useRef<HTMLDivElement>(null);
  const hidden = useOverflowEdges(tabRow);

  // On a phone the row shows about half the tabs: bring the open one into view sideways
  // (a shortcut or a link may open one that is off to the right) without moving the page.
  useEffect(() => {
    const row = tabRow.current;
    const tab = tabRefs.current.get(current);
    if (!row || !tab) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const margin = 24;
    if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left + margin;
    else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right + margin;
  }, [current]);

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
      <BillingBanner />
      <div className="relative -mx-4 sm:mx-0">
        <div
          ref={tabRow}
          role="tablist"
          aria-label="Dashboard sections"
          onKeyDown={onKeyDown}
          className="flex gap-1 overflow-x-auto border-b border-border px-4 sm:px-0"
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
        {hidden.start && <ScrollHint side="start" />}
        {hidden.end && <ScrollHint side="end" />}
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
