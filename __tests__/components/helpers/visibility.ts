/**
 * Whether the user can see `element`: attached and neither it nor an ancestor is `display: none`. NutUI's
 * Popup keeps its content mounted when closed and hides it with `display: none`, so presence in the DOM
 * alone says nothing.
 */
export function isShown(element: Element | null): boolean {
  if (!element || !element.isConnected) return false
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === 'none') return false
  }
  return true
}
