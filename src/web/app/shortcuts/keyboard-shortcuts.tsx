import { useQueryClient } from '@tanstack/react-query';
import { Keyboard, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { familyMessages, MAX_PARENTS } from '@/shared/family';
import type { ParentDto } from '@/shared/parents';
import { Notice } from '@/web/components/ui/notice';
import { parentsQueryOptions, useSendCheckInNow } from '@/web/lib/api/parents';
import { errorMessage } from '@/web/lib/error-message';
import { ParentChooser, parentName } from './parent-chooser';
import { shortcutFor, type ShortcutAction } from './shortcut-keys';
import { ShortcutsHelp } from './shortcuts-help';

type Announcement = { tone: 'info' | 'success' | 'error'; text: string };

const SUCCESS_VISIBLE_MS = 8000;

/** Another part of the app has a modal open: its keys are its own. */
const foreignModalOpen = () => {
  const modal = document.querySelector('dialog[open]');
  return modal !== null && !modal.querySelector('[data-shortcuts-dialog]');
};

/**
 * The signed-in frame's keyboard shortcuts (D, P, F, S, M, H, Alt+K, Esc), their help list, and
 * the line that says what a shortcut did or why it could not.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sendCheckIn = useSendCheckInNow();
  const [helpOpen, setHelpOpen] = useState(false);
  const [choosing, setChoosing] = useState<ParentDto[]>();
  const [announcement, setAnnouncement] = useState<Announcement>();
  const actRef = useRef<(action: ShortcutAction) => void>(() => {});

  useEffect(() => {
    if (announcement?.tone !== 'success') return;
    const timer = setTimeout(() => setAnnouncement(undefined), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  const loadParents = () => queryClient.fetchQuery({ ...parentsQueryOptions(), staleTime: 0 });

  const send = (parent: ParentDto) => {
    const name = parentName(parent);
    setAnnouncement({ tone: 'info', text: `Sending today’s check-in to ${name}…` });
    sendCheckIn.mutate(parent.id, {
      onSuccess: () =>
        setAnnouncement({ tone: 'success', text: `Today’s check-in was sent to ${name}.` }),
      onError: (error) => setAnnouncement({ tone: 'error', text: error.message }),
    });
  };

  const act = async (action: ShortcutAction) => {
    if (action === 'escape') {
      // The dialogs close themselves on Esc; this clears the message line.
      setAnnouncement(undefined);
      return;
    }
    if (action === 'help') {
      setChoosing(undefined);
      setHelpOpen((open) => !open);
      return;
    }
    setHelpOpen(false);
    setChoosing(undefined);
    if (action === 'dashboard') void navigate('/dashboard');
    else if (action === 'add-family-member') void navigate('/onboarding?step=family-members');
    else if (action === 'history') void navigate('/dashboard/history');
    else if (action === 'add-parent') {
      const parents = await loadParents().catch(() => undefined);
      if (parents && parents.length >= MAX_PARENTS)
        setAnnouncement({
          tone: 'error',
          text: `${familyMessages.tooManyParents} You have ${parents.length}, so another cannot be added.`,
        });
      else void navigate('/onboarding?step=parents');
    } else if (action === 'send-check-in') {
      if (sendCheckIn.isPending) return;
      try {
        const parents = await loadParents();
        if (parents.length === 0)
          setAnnouncement({
            tone: 'error',
            text: 'Add a parent first; then S sends their check-in.',
          });
        else if (parents.length === 1) send(parents[0]!);
        else setChoosing(parents);
      } catch (error) {
        setAnnouncement({ tone: 'error', text: errorMessage(error) });
      }
    }
  };
  // Layout effects, not passive ones: these run before the browser paints, so a key pressed
  // the moment the page appears is heard. A passive effect can run after that paint (it waits
  // on a busy machine), and a press in between did nothing at all.
  useLayoutEffect(() => {
    actRef.current = (action) => void act(action);
  });

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      if (action !== 'escape') {
        if (foreignModalOpen()) return;
        event.preventDefault();
      }
      actRef.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setHelpOpen(true)}
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (H)"
        className="fixed bottom-4 left-4 z-30 hidden size-11 items-center justify-center rounded-full border border-border bg-card text-fg shadow-lg hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring xl:inline-flex"
      >
        <Keyboard aria-hidden="true" className="size-5" />
      </button>
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-20 z-40 flex justify-center"
      >
        {announcement && (
          <div className="pointer-events-auto w-full max-w-md shadow-lg">
            <Notice tone={announcement.tone}>
              <div className="flex items-start justify-between gap-2">
                <p>{announcement.text}</p>
                <button
                  type="button"
                  onClick={() => setAnnouncement(undefined)}
                  aria-label="Dismiss"
                  className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-fg hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            </Notice>
          </div>
        )}
      </div>
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      <ParentChooser
        parents={choosing}
        onChoose={(parent) => {
          setChoosing(undefined);
          send(parent);
        }}
        onClose={() => setChoosing(undefined)}
      />
    </>
  );
}
