/** Toast and tooltip behaviour of spec 1 §9, in one place. */

/** Toasts shown at once; a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays mounted (closed) before it is removed from the store. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays on screen unless hovered or focused. */
export const TOAST_DURATION_MS = 5000;
/** A swipe right longer than this dismisses the toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The notifications region is never wider than this. */
export const TOAST_MAX_WIDTH_PX = 420;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
