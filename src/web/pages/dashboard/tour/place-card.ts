/** Where the tour card goes: beside its target if there is room, otherwise over the page. */
export interface CardPlacement {
  top: number;
  left: number;
  width: number;
  /** The target's box (viewport coordinates) for the highlight; absent when centred. */
  target?: { top: number; left: number; width: number; height: number };
}

export const CARD_WIDTH = 300;
const GAP = 12;
const EDGE = 12;
// The theme toggle is fixed at the top right; the card stays below it.
const TOP_CLEAR = 64;

const clamp = (value: number, min: number, max: number) =>
  Math.max(min, Math.min(value, Math.max(min, max)));

export function placeCard(
  rect: DOMRect | undefined,
  card: { height: number },
  viewport: { width: number; height: number },
): CardPlacement {
  const width = Math.min(CARD_WIDTH, viewport.width - 2 * EDGE);
  const centred = {
    top: clamp(
      (viewport.height - card.height) / 2,
      TOP_CLEAR,
      viewport.height - card.height - EDGE,
    ),
    left: (viewport.width - width) / 2,
    width,
  };
  if (!rect || (rect.width === 0 && rect.height === 0)) return centred;
  const target = { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
  const maxTop = viewport.height - card.height - EDGE;
  const alignedLeft = clamp(rect.left, EDGE, viewport.width - width - EDGE);

  if (rect.bottom + GAP + card.height <= viewport.height - EDGE)
    return { top: Math.max(rect.bottom + GAP, TOP_CLEAR), left: alignedLeft, width, target };
  if (rect.top - GAP - card.height >= TOP_CLEAR)
    return { top: rect.top - GAP - card.height, left: alignedLeft, width, target };
  const besideTop = clamp(rect.top, TOP_CLEAR, maxTop);
  if (rect.right + GAP + width <= viewport.width - EDGE)
    return { top: besideTop, left: rect.right + GAP, width, target };
  if (rect.left - GAP - width >= EDGE)
    return { top: besideTop, left: rect.left - GAP - width, width, target };
  // A target taller than the screen: the card sits at the bottom, over it.
  return { top: Math.max(maxTop, TOP_CLEAR), left: (viewport.width - width) / 2, width, target };
}
