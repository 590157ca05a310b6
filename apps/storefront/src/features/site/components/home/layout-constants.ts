/**
 * Sizes the home page shares with the chrome. The category panel (features/site/components/chrome) is laid
 * over the left of the carousel band on /index; the band keeps this much room free for it.
 * TODO(align): import these from chrome/category-panel.tsx once it exports its own constants.
 */
export const CATEGORY_PANEL_WIDTH = 220;
export const CATEGORY_PANEL_HEIGHT = 460;

/** Room kept above a floor when the elevator scrolls to it (the sticky search header). */
export const STICKY_HEADER_OFFSET = 72;
