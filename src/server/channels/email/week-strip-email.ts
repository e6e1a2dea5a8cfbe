import {
  stripDayText,
  stripTextLine,
  stripWeekday,
  type StripDay,
  type StripMark,
} from '@/shared/week-strip';
import { escapeHtml } from './escape-html';

/** A parent's days in an e-mail: a table row of cells, and one line for the text part. */
export interface EmailStrip {
  name: string;
  days: StripDay[];
}

// Fixed light colours (mail apps ignore our theme), each text at least 4.5:1 on its ground;
// the symbol and the word carry the meaning where colour is lost.
const looks: Record<StripMark, { symbol: string; background: string; color: string }> = {
  ok: { symbol: '✓', background: '#dcfce7', color: '#14532d' },
  needs_help: { symbol: '!', background: '#fee2e2', color: '#7f1d1d' },
  no_answer: { symbol: '✕', background: '#fee2e2', color: '#7f1d1d' },
  skipped: { symbol: '–', background: '#efe9df', color: '#3b4250' },
  opted_out: { symbol: '⊘', background: '#efe9df', color: '#3b4250' },
  paused: { symbol: '‖', background: '#e0e7ff', color: '#1e3a8a' },
  pending: { symbol: '…', background: '#fef3c7', color: '#713f12' },
};

/** "Grace Hopper: Mon OK 9:05 AM · Tue No answer · …" */
export const stripText = (strip: EmailStrip) => `${strip.name}: ${stripTextLine(strip.days)}`;

/**
 * Table layout with inline styles: what mail apps render alike. Each cell reads whole (day,
 * symbol, words, reply time), and its title gives the full date.
 */
export function stripHtml(strip: EmailStrip) {
  const cells = strip.days
    .map((day) => {
      const look = looks[day.mark];
      return `<td title="${escapeHtml(stripDayText(day))}" style="background:${look.background};color:${look.color};border-radius:6px;padding:6px 2px;text-align:center;vertical-align:top;font-size:12px;line-height:1.3;width:14%">
<div style="font-weight:600">${escapeHtml(stripWeekday(day))}</div>
<div style="font-size:18px;line-height:1.2" aria-hidden="true">${look.symbol}</div>
<div>${escapeHtml(day.label)}</div>
${day.replyTime ? `<div>${escapeHtml(day.replyTime)}</div>` : ''}
</td>`;
    })
    .join('\n');
  return `<p style="font-size:16px;font-weight:600;margin:20px 0 6px">${escapeHtml(strip.name)}</p>
<table role="presentation" cellpadding="0" cellspacing="3" border="0" width="100%" style="border-collapse:separate;table-layout:fixed;margin:0 0 12px">
<tr>
${cells}
</tr>
</table>`;
}
