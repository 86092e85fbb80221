/**
 * Where the header's menus, pop-overs and tips are drawn: inside the header, which stays at the top
 * while the page scrolls (`position: sticky`). Drawn in the document's body (antd's default) they
 * scrolled away with the page while open and were put back under their button only on the next
 * alignment, so a click arriving in between (a page that scrolled as the menu opened) went to what
 * was under the pointer then, the header's button, and the choice was lost. Outside the header (the
 * sign-in page's language menu) the body, as before.
 */
export function inHeader(trigger: HTMLElement): HTMLElement {
  return trigger.closest<HTMLElement>('.app-header') ?? document.body;
}
