/** Sizes of the shell (platform-core section 9), named once for the theme, the sidebar and the tests. */

/** Width of the open side menu. */
export const menuWidth = 240;

/** Width of the collapsed side menu: icons only, labels as tooltips. */
export const menuClosedWidth = 80;

/** Width of the temporary drawer that replaces the side menu on narrow screens. */
export const mobileDrawerWidth = 220;

/** Widths up to this one use the mobile layout (temporary drawer). */
export const mobileMaxWidth = 768;

export const mobileMediaQuery = `(max-width:${mobileMaxWidth}px)`;

/** Width of the logbook panel that opens from the header. */
export const logbookDrawerWidth = 360;
