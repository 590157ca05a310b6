/**
 * Sizes the home page shares with the chrome: the category panel (chrome/category-panel.tsx) lies over the
 * left of the carousel band on /index, so the band keeps exactly its width free and is exactly its height.
 */
export { CATEGORY_PANEL_HEIGHT, CATEGORY_PANEL_WIDTH } from '../chrome/category-panel.tsx';

/** Room kept above a floor when the elevator scrolls to it (the fixed search header is 58 px high). */
export const STICKY_HEADER_OFFSET = 72;
